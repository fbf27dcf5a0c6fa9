/**
 * The `tip-miner delegation` report, from the history database's rows: per pattern the points found,
 * the sessions they were in, how often the agent delegated after one (acceptance rate = accepted /
 * (accepted + rejected); pending points are not counted), the context that delegating would have kept
 * out of the main thread (result tokens of the points it did not act on), and the best example
 * suggestion; then the longest solo streaks. Patterns the user set to `never` are left out.
 */
import { DELEGATION_PATTERN_METAS } from '../delegation/patterns/metas/index.js';
import type { DelegationPatternId, DelegationPreferences, PreferenceAction, StoredDelegationPoint, StoredStreak } from '../delegation/types.js';
import { compareText } from '../util/compare-text.js';
import { isTipPoint } from './delegation-tips.js';

export interface Verdicts {
  points: number;
  accepted: number;
  rejected: number;
  pending: number;
  /** accepted / (accepted + rejected); null when no point has a verdict yet. */
  acceptanceRate: number | null;
}

export interface ExampleSuggestion {
  file: string;
  line: number;
  sessionId: string;
  confidence: number;
  contextTokens?: number;
  code: string;
}

export interface PatternSummary extends Verdicts {
  pattern: DelegationPatternId;
  title: string;
  preference?: PreferenceAction;
  sessions: number;
  byConfidence: Record<string, number>;
  /** Result tokens of the points the agent did not act on (rejected or pending). */
  contextTokensMissed: number;
  /** The points its tip, tool_patterns.json and the report count (isTipPoint): sure ones passed without delegating. */
  inTips: { points: number; sessions: number; contextTokens: number };
  example?: ExampleSuggestion;
}

export interface DelegationReport {
  repo?: string;
  overall: Verdicts;
  patterns: PatternSummary[];
  /** Patterns left out: the user set them to `never`. */
  suppressed: DelegationPatternId[];
  longestStreaks: StoredStreak[];
}

export function buildDelegationReport(
  points: readonly StoredDelegationPoint[],
  streaks: readonly StoredStreak[],
  preferences: DelegationPreferences,
  repo?: string,
): DelegationReport {
  const suppressed = DELEGATION_PATTERN_METAS.map((meta) => meta.id).filter((pattern) => preferences[pattern] === 'never');
  const shown = points.filter((point) => !suppressed.includes(point.pattern));
  const patterns = DELEGATION_PATTERN_METAS.filter((meta) => !suppressed.includes(meta.id)).map((meta) => {
    const own = shown.filter((point) => point.pattern === meta.id);
    const byConfidence: Record<string, number> = {};
    for (const point of own) byConfidence[point.confidence.toFixed(1)] = (byConfidence[point.confidence.toFixed(1)] ?? 0) + 1;
    const summary: PatternSummary = {
      pattern: meta.id,
      title: meta.title,
      ...verdicts(own),
      sessions: new Set(own.map((point) => `${point.format}\u0000${point.sessionId}`)).size,
      byConfidence,
      contextTokensMissed: own.filter((point) => point.action !== 'accepted').reduce((sum, point) => sum + (point.contextTokens ?? 0), 0),
      inTips: tipFigures(own.filter(isTipPoint)),
    };
    const preference = preferences[meta.id];
    if (preference) summary.preference = preference;
    const example = bestExample(own);
    if (example) summary.example = example;
    return summary;
  });
  return { ...(repo !== undefined && { repo }), overall: verdicts(shown), patterns, suppressed, longestStreaks: [...streaks] };
}

function verdicts(points: readonly Pick<StoredDelegationPoint, 'action'>[]): Verdicts {
  const accepted = points.filter((point) => point.action === 'accepted').length;
  const rejected = points.filter((point) => point.action === 'rejected').length;
  return {
    points: points.length,
    accepted,
    rejected,
    pending: points.length - accepted - rejected,
    acceptanceRate: accepted + rejected === 0 ? null : accepted / (accepted + rejected),
  };
}

/** The point most worth showing: one the agent did not act on, the surest, then the one that cost most context. */
function bestExample(points: readonly StoredDelegationPoint[]): ExampleSuggestion | undefined {
  const missed = points.filter((point) => point.action !== 'accepted');
  const best = [...(missed.length > 0 ? missed : points)].sort(
    (a, b) => b.confidence - a.confidence || (b.contextTokens ?? 0) - (a.contextTokens ?? 0) || compareText(a.file, b.file) || a.line - b.line,
  )[0];
  if (!best) return undefined;
  return {
    file: best.file,
    line: best.line,
    sessionId: best.sessionId,
    confidence: best.confidence,
    ...(best.contextTokens !== undefined && { contextTokens: best.contextTokens }),
    code: best.suggestion,
  };
}

function tipFigures(points: readonly StoredDelegationPoint[]): PatternSummary['inTips'] {
  return {
    points: points.length,
    sessions: new Set(points.map((point) => `${point.format}\u0000${point.sessionId}`)).size,
    contextTokens: points.reduce((sum, point) => sum + (point.contextTokens ?? 0), 0),
  };
}
