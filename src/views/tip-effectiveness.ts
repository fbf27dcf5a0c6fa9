/**
 * Does a tip work? For each tip shown in sessions of a repository, its pattern's rate per 100 tool calls
 * in the sessions that were shown it (exposed) against those of the same period that were not (the
 * control: unexposed sessions that started between the first and the last exposed one), and before
 * against after its first exposure. The verdict compares exposed with control — or, with too few control
 * sessions, with the sessions before the first exposure — by the exact conditional test of two Poisson
 * rates (util/rate-test.ts) at `alpha`: `effective` (lower), `worse` (higher), `no-effect`, or
 * `insufficient-data` (fewer than `minSessions` on a side, or no occurrence on either).
 */
import { poissonRateTest } from '../util/rate-test.js';

export const VERDICTS = ['effective', 'no-effect', 'worse', 'insufficient-data'] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface EffectSettings {
  /** Sessions needed on each side of the comparison. */
  minSessions: number;
  /** Significance level of the rate test. */
  alpha: number;
}

const DEFAULT_EFFECT_SETTINGS: EffectSettings = { minSessions: 5, alpha: 0.05 };

/** One session as measuring needs it (store/session-facts.ts). */
export interface MeasuredSession {
  startMs: number;
  toolCalls: number;
  occurrences: ReadonlyMap<string, { count: number; wastedTokens: number }>;
  /** Tip id → epoch seconds first shown. */
  exposedTo: ReadonlyMap<string, number>;
}

export interface GroupFigures {
  sessions: number;
  toolCalls: number;
  occurrences: number;
  /** Occurrences per 100 tool calls (null without tool calls). */
  ratePer100: number | null;
  /** Tokens the pattern wasted per session, where measured. */
  wastedTokensPerSession: number | null;
}

export interface TipEffect {
  tip: string;
  exposed: GroupFigures;
  control: GroupFigures;
  before: GroupFigures;
  after: GroupFigures;
  /** ISO time of the first exposure. */
  firstExposure: string;
  /** What the exposed sessions were compared with. */
  comparedWith: 'control' | 'before' | 'none';
  /** Relative change of the rate against that group (−0.4: 40% lower); null when it cannot be told. */
  change: number | null;
  /** The test's two-sided p-value (null when there was nothing to test). */
  pValue: number | null;
  verdict: Verdict;
}

/** The effect of every tip shown in `sessions` (one repository's, in time order). */
export function tipEffects(sessions: readonly MeasuredSession[], settings: EffectSettings = DEFAULT_EFFECT_SETTINGS): TipEffect[] {
  const tips = [...new Set(sessions.flatMap((session) => [...session.exposedTo.keys()]))].sort();
  return tips.map((tip) => tipEffect(tip, sessions, settings));
}

function tipEffect(tip: string, sessions: readonly MeasuredSession[], settings: EffectSettings): TipEffect {
  const exposed = sessions.filter((session) => session.exposedTo.has(tip));
  const unexposed = sessions.filter((session) => !session.exposedTo.has(tip));
  const first = Math.min(...exposed.map((session) => session.startMs));
  const last = Math.max(...exposed.map((session) => session.startMs));
  const control = unexposed.filter((session) => session.startMs >= first && session.startMs <= last);
  const before = sessions.filter((session) => session.startMs < first);
  const after = sessions.filter((session) => session.startMs >= first);
  const figures = { exposed: group(exposed, tip), control: group(control, tip), before: group(before, tip), after: group(after, tip) };
  const comparedWith = figures.exposed.sessions < settings.minSessions ? 'none' : pickComparison(figures, settings);
  const other = comparedWith === 'none' ? undefined : figures[comparedWith];
  const base = { tip, ...figures, firstExposure: new Date(first).toISOString(), comparedWith };
  if (other === undefined || figures.exposed.occurrences + other.occurrences === 0) {
    return { ...base, change: changeOf(figures.exposed, other), pValue: null, verdict: 'insufficient-data' };
  }
  const pValue = poissonRateTest(figures.exposed.occurrences, figures.exposed.toolCalls, other.occurrences, other.toolCalls);
  const change = changeOf(figures.exposed, other);
  const verdict: Verdict = pValue >= settings.alpha || change === null ? 'no-effect' : change < 0 ? 'effective' : 'worse';
  return { ...base, change, pValue, verdict };
}

function pickComparison(figures: { control: GroupFigures; before: GroupFigures }, settings: EffectSettings): 'control' | 'before' | 'none' {
  if (figures.control.sessions >= settings.minSessions) return 'control';
  if (figures.before.sessions >= settings.minSessions) return 'before';
  return 'none';
}

function group(sessions: readonly MeasuredSession[], tip: string): GroupFigures {
  let toolCalls = 0;
  let occurrences = 0;
  let wasted = 0;
  for (const session of sessions) {
    toolCalls += session.toolCalls;
    const seen = session.occurrences.get(tip);
    occurrences += seen?.count ?? 0;
    wasted += seen?.wastedTokens ?? 0;
  }
  return {
    sessions: sessions.length,
    toolCalls,
    occurrences,
    ratePer100: toolCalls > 0 ? (100 * occurrences) / toolCalls : null,
    wastedTokensPerSession: sessions.length > 0 ? wasted / sessions.length : null,
  };
}

function changeOf(exposed: GroupFigures, other: GroupFigures | undefined): number | null {
  if (other?.ratePer100 === null || other === undefined || exposed.ratePer100 === null || other.ratePer100 === 0) return null;
  return exposed.ratePer100 / other.ratePer100 - 1;
}
