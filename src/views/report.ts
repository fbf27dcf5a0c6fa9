/**
 * What `tip-miner report` shows, from stored sessions (store/session-facts.ts): the period and sessions
 * read; per ISO week the sessions' tool calls, tokens and duration (median, p90) and each pattern's rate
 * per 100 tool calls; per pattern its sessions, rate and estimated waste; the detection rate (sessions
 * with any pattern); per tip shown, its effect (views/tip-effectiveness.ts) and whether it is demoted;
 * delegation advice taken up; the user's feedback — rule corrections and failure reports, apart — over the
 * period and per week; the correction clusters and the proposals approved.
 */
import { tipEffects, type EffectSettings, type TipEffect } from './tip-effectiveness.js';
import { compareText } from '../util/compare-text.js';

/** One session as the report needs it (store/session-facts.ts SessionFacts fits). */
export interface ReportSession {
  repo?: string;
  /** Epoch milliseconds of its first and last line with a time. */
  startMs: number;
  endMs: number;
  toolCalls: number;
  tokens: { input: number; output: number; cacheCreation: number; cacheRead: number };
  occurrences: ReadonlyMap<string, { count: number; wastedTokens: number }>;
  exposedTo: ReadonlyMap<string, number>;
  feedback: SessionFeedback;
}

/** The corrections stored for one session, by what they are about. */
export interface SessionFeedback {
  /** Corrections of how the agent works (every kind but `failure-report`): what rules are made of. */
  corrections: number;
  /** Failure reports: the user says the result is wrong ("still broken"); feedback on the work, never a rule. */
  failureReports: number;
}

/** One kind of feedback over a group of sessions. */
export interface FeedbackCount {
  count: number;
  /** Sessions with at least one. */
  sessions: number;
  /** Per session of the group (null without sessions). */
  perSession: number | null;
  /** Share of the group's sessions with at least one (null without sessions). */
  sessionShare: number | null;
}

/** Rule corrections and failure reports, kept apart: one is about how to work, the other about the result. */
export interface ReportFeedback {
  corrections: FeedbackCount;
  failureReports: FeedbackCount;
}

export interface Spread {
  median: number;
  p90: number;
}

export interface ReportWeek {
  /** Monday of the ISO week (UTC), YYYY-MM-DD. */
  week: string;
  sessions: number;
  toolCalls: Spread;
  tokens: { input: Spread; cacheWrite: Spread; cacheRead: Spread; output: Spread };
  durationMs: Spread;
  /** Pattern (tip) id → occurrences per 100 tool calls that week. */
  patternRates: Record<string, number>;
  feedback: ReportFeedback;
}

export interface ReportPattern {
  patternId: string;
  sessions: number;
  occurrences: number;
  ratePer100: number;
  /** Tokens its occurrences wasted, where measured. */
  wastedTokens: number;
  weeks: Array<{ week: string; sessions: number; ratePer100: number }>;
}

export interface ReportTip {
  repo: string | null;
  patternId: string;
  exposedSessions: number;
  controlSessions: number;
  beforeSessions: number;
  exposedRatePer100: number | null;
  controlRatePer100: number | null;
  beforeRatePer100: number | null;
  afterRatePer100: number | null;
  comparedWith: TipEffect['comparedWith'];
  change: number | null;
  pValue: number | null;
  verdict: TipEffect['verdict'];
  demoted: boolean;
  firstExposure: string;
}

export interface ReportDelegation {
  points: number;
  delegatedSoonAfter: number;
  open: number;
  /** Of the settled points, the share delegated soon after (null with none settled). */
  rate: number | null;
}

export interface ReportProposal {
  id: string;
  content: string;
  sessions: number;
  status: string;
}

export interface Report {
  repo: string | null;
  period: { from: string; to: string } | null;
  sessions: number;
  toolCalls: number;
  /** Share of sessions with at least one pattern occurrence (null without sessions). */
  detectionRate: number | null;
  weeks: ReportWeek[];
  patterns: ReportPattern[];
  tips: ReportTip[];
  delegation: ReportDelegation;
  feedback: ReportFeedback;
  correctionClusters: ReportProposal[];
  approvedProposals: ReportProposal[];
}

export interface ReportInputs {
  repo: string | null;
  sessions: readonly ReportSession[];
  delegation: ReportDelegation;
  proposals: readonly ReportProposal[];
  effect: EffectSettings;
}

/** Tip ids whose effect counts against them (the ranking demotes them). */
export function isDemoted(effect: Pick<TipEffect, 'verdict'>): boolean {
  return effect.verdict === 'no-effect' || effect.verdict === 'worse';
}

export function buildReport(inputs: ReportInputs): Report {
  const { sessions } = inputs;
  const first = Math.min(...sessions.map((session) => session.startMs));
  const last = Math.max(...sessions.map((session) => session.endMs));
  const byWeek = groupBy(sessions, (session) => weekOf(session.startMs));
  const patternIds = [...new Set(sessions.flatMap((session) => [...session.occurrences.keys()]))].sort();
  const toolCalls = sum(sessions.map((session) => session.toolCalls));
  return {
    repo: inputs.repo,
    period: sessions.length > 0 ? { from: new Date(first).toISOString(), to: new Date(last).toISOString() } : null,
    sessions: sessions.length,
    toolCalls,
    detectionRate:
      sessions.length > 0 ? sessions.filter((session) => [...session.occurrences.values()].some((seen) => seen.count > 0)).length / sessions.length : null,
    weeks: [...byWeek].map(([week, group]) => weekFigures(week, group, patternIds)),
    patterns: patternIds.map((id) => patternFigures(id, sessions, byWeek)),
    tips: tipsOf(inputs),
    delegation: inputs.delegation,
    feedback: feedbackOf(sessions),
    correctionClusters: [...inputs.proposals].sort((a, b) => b.sessions - a.sessions || compareText(a.id, b.id)).slice(0, 5),
    approvedProposals: inputs.proposals.filter((proposal) => proposal.status === 'approved'),
  };
}

/** Each repository's tips measured against its own sessions (a control is of the same repository). */
function tipsOf(inputs: ReportInputs): ReportTip[] {
  const byRepo = groupBy(inputs.sessions, (session) => session.repo ?? '');
  return [...byRepo].flatMap(([repo, group]) =>
    tipEffects(group, inputs.effect)
      .filter((effect) => !effect.tip.startsWith('rule:'))
      .map((effect) => ({
        repo: repo === '' ? null : repo,
        patternId: effect.tip,
        exposedSessions: effect.exposed.sessions,
        controlSessions: effect.control.sessions,
        beforeSessions: effect.before.sessions,
        exposedRatePer100: effect.exposed.ratePer100,
        controlRatePer100: effect.control.ratePer100,
        beforeRatePer100: effect.before.ratePer100,
        afterRatePer100: effect.after.ratePer100,
        comparedWith: effect.comparedWith,
        change: effect.change,
        pValue: effect.pValue,
        verdict: effect.verdict,
        demoted: isDemoted(effect),
        firstExposure: effect.firstExposure,
      })),
  );
}

function weekFigures(week: string, sessions: readonly ReportSession[], patternIds: readonly string[]): ReportWeek {
  const calls = sum(sessions.map((session) => session.toolCalls));
  const patternRates: Record<string, number> = {};
  for (const id of patternIds) {
    const count = sum(sessions.map((session) => session.occurrences.get(id)?.count ?? 0));
    if (count > 0 && calls > 0) patternRates[id] = round((100 * count) / calls);
  }
  return {
    week,
    sessions: sessions.length,
    toolCalls: spread(sessions.map((session) => session.toolCalls)),
    tokens: {
      input: spread(sessions.map((session) => session.tokens.input)),
      cacheWrite: spread(sessions.map((session) => session.tokens.cacheCreation)),
      cacheRead: spread(sessions.map((session) => session.tokens.cacheRead)),
      output: spread(sessions.map((session) => session.tokens.output)),
    },
    durationMs: spread(sessions.map((session) => session.endMs - session.startMs)),
    patternRates,
    feedback: feedbackOf(sessions),
  };
}

function feedbackOf(sessions: readonly ReportSession[]): ReportFeedback {
  return {
    corrections: feedbackCount(sessions.map((session) => session.feedback.corrections)),
    failureReports: feedbackCount(sessions.map((session) => session.feedback.failureReports)),
  };
}

/** From each session's count of one kind. */
function feedbackCount(perSession: readonly number[]): FeedbackCount {
  const count = sum(perSession);
  const sessions = perSession.filter((value) => value > 0).length;
  const any = perSession.length > 0;
  return { count, sessions, perSession: any ? round(count / perSession.length) : null, sessionShare: any ? sessions / perSession.length : null };
}

function patternFigures(id: string, sessions: readonly ReportSession[], byWeek: ReadonlyMap<string, ReportSession[]>): ReportPattern {
  const seen = sessions.map((session) => session.occurrences.get(id));
  const occurrences = sum(seen.map((entry) => entry?.count ?? 0));
  const calls = sum(sessions.map((session) => session.toolCalls));
  return {
    patternId: id,
    sessions: seen.filter((entry) => (entry?.count ?? 0) > 0).length,
    occurrences,
    ratePer100: calls > 0 ? round((100 * occurrences) / calls) : 0,
    wastedTokens: sum(seen.map((entry) => entry?.wastedTokens ?? 0)),
    weeks: [...byWeek].map(([week, group]) => {
      const weekCalls = sum(group.map((session) => session.toolCalls));
      const count = sum(group.map((session) => session.occurrences.get(id)?.count ?? 0));
      return {
        week,
        sessions: group.filter((session) => (session.occurrences.get(id)?.count ?? 0) > 0).length,
        ratePer100: weekCalls > 0 ? round((100 * count) / weekCalls) : 0,
      };
    }),
  };
}

/** Median and 90th percentile (nearest rank) of the values. */
function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { median: 0, p90: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  const middle = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? (sorted[Math.floor(middle)] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return { median, p90: rank(0.9) };
}

/** The Monday (UTC) of the ISO week holding `ms`, as YYYY-MM-DD. */
function weekOf(ms: number): string {
  const day = new Date(ms);
  const weekday = (day.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - weekday)).toISOString().slice(0, 10);
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return new Map([...groups].sort(([a], [b]) => compareText(a, b)));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
