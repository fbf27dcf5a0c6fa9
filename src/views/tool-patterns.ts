/**
 * The entries of tool_patterns.json (the seed's `{pattern_id, tip, hit_count, last_seen}` plus fields of
 * ours), made from the history database's figures: hit_count is the number of sessions with the
 * pattern, so re-analysing a session never counts it twice; `formats` and `wasted_tokens_by_format` split
 * them by log format, so a block written for one agent counts that agent's sessions only. An entry's `tip`
 * and `title` are in the words of the agent with the most of its sessions. Ranked by score = hit_count ×
 * 2^(−age / 14 days), the age counted to the repository's latest session (rankingTime); the top 50 kept; entries of others merged in, never lost.
 */
import { detectorMetaById } from '../detectors/metas/index.js';
import { appliesTo, inWordsOf, ownWords, type Worded } from '../detectors/metas/wording.js';
import type { PatternStat, StoredFinding } from '../detectors/types.js';
import type { FormatId } from '../ingest/formats/index.js';
import { compareText } from '../util/compare-text.js';
import { mainFormat } from './tip-audience.js';

const HALF_LIFE_DAYS = 14;
export const MAX_PATTERNS = 50;
const EVIDENCE_PER_PATTERN = 3;
const SECONDS_PER_DAY = 86_400;

export interface ToolPatternEntry {
  pattern_id: string;
  tip: string;
  hit_count: number;
  /** Epoch seconds. */
  last_seen: number;
  title?: string;
  first_seen?: number;
  occurrences?: number;
  wasted_tokens?: number;
  score?: number;
  evidence?: Array<{ session: string; stream: string; file: string; line: number }>;
  /** Sessions with the pattern per log format (they add up to hit_count). */
  formats?: Partial<Record<FormatId, number>>;
  /** wasted_tokens per log format, the formats whose occurrences measured some. */
  wasted_tokens_by_format?: Partial<Record<FormatId, number>>;
  [field: string]: unknown;
}

export function patternScore(entry: Pick<ToolPatternEntry, 'hit_count' | 'last_seen'>, now: number): number {
  return entry.hit_count * decayFactor(entry.last_seen, now);
}

/**
 * The time scores are decayed to: the repository's latest session activity (epoch milliseconds), or `now`
 * (epoch seconds) when it is later or unknown. A history of weeks-old logs still ranks its patterns — the
 * latest session's count in full — instead of every score reading as nothing.
 */
export function rankingTime(latestActivityMs: number | undefined, now: number): number {
  if (latestActivityMs === undefined || !Number.isFinite(latestActivityMs)) return now;
  return Math.min(now, Math.floor(latestActivityMs / 1000));
}

/** 2^(−age / 14 days), the age counted from `lastSeen` (epoch seconds): 1 for a pattern seen now, ½ two weeks on. */
export function decayFactor(lastSeen: number, now: number): number {
  const ageDays = Math.max(0, now - lastSeen) / SECONDS_PER_DAY;
  return 2 ** (-ageDays / HALF_LIFE_DAYS);
}

/** Our entries from the database's statistics and recent findings. */
export function entriesFromHistory(stats: readonly PatternStat[], findings: readonly StoredFinding[], now: number): ToolPatternEntry[] {
  return stats.flatMap((stat) => {
    const meta = detectorMetaById(stat.detector);
    if (!meta) return [];
    const own = findings.filter((finding) => finding.detector === stat.detector);
    const recent = [...own]
      .sort((a, b) => b.seenAt - a.seenAt)
      .slice(0, EVIDENCE_PER_PATTERN)
      .map((finding) => ({ session: finding.sessionId, stream: finding.streamId, file: finding.file, line: finding.line }));
    const formats = sessionsByFormat(own);
    const words = wordsOfMainAgent(meta, formats);
    const entry: ToolPatternEntry = {
      pattern_id: stat.detector,
      tip: words.tip,
      hit_count: stat.sessions,
      last_seen: stat.lastSeen,
      title: words.title,
      first_seen: stat.firstSeen,
      occurrences: stat.occurrences,
      // undefined when not measured: it then replaces a 0 an earlier version wrote (JSON leaves it out)
      wasted_tokens: stat.wastedTokens,
      evidence: recent,
      formats,
      ...withTokensByFormat(own.map((finding) => ({ format: finding.format, tokens: finding.wastedTokens }))),
    };
    entry.score = roundScore(patternScore(entry, now));
    return [entry];
  });
}

/** Distinct sessions per log format, formats in a fixed order (a finding of an unknown format counts under none). */
export function sessionsByFormat(rows: ReadonlyArray<{ format?: FormatId; sessionId: string }>): Partial<Record<FormatId, number>> {
  const sessions = new Map<FormatId, Set<string>>();
  for (const row of rows) {
    if (row.format === undefined) continue;
    const set = sessions.get(row.format) ?? new Set<string>();
    set.add(row.sessionId);
    sessions.set(row.format, set);
  }
  const counts: Partial<Record<FormatId, number>> = {};
  for (const [format, set] of [...sessions].sort(([a], [b]) => compareText(a, b))) counts[format] = set.size;
  return counts;
}

/**
 * The meta in the words of the agent with the most sessions of the pattern, among the agents it applies to
 * (ties: the format listed first); the meta's own words when none is known.
 */
export function wordsOfMainAgent<Meta extends Worded>(meta: Meta, formats: Partial<Record<FormatId, number>>): Omit<Meta, 'byFormat'> {
  const applying: Partial<Record<FormatId, number>> = {};
  for (const [format, sessions] of Object.entries(formats) as Array<[FormatId, number]>) if (appliesTo(meta, format)) applying[format] = sessions;
  const agent = mainFormat(applying);
  return (agent !== undefined ? inWordsOf(meta, agent) : undefined) ?? ownWords(meta);
}

/** `{wasted_tokens_by_format}` from what each occurrence (or point) measured, formats in a fixed order; nothing when none measured any. */
export function withTokensByFormat(rows: ReadonlyArray<{ format?: FormatId; tokens?: number }>): Pick<ToolPatternEntry, 'wasted_tokens_by_format'> {
  const sums = new Map<FormatId, number>();
  for (const { format, tokens } of rows) if (format !== undefined && tokens !== undefined) sums.set(format, (sums.get(format) ?? 0) + tokens);
  if (sums.size === 0) return {};
  const byFormat: Partial<Record<FormatId, number>> = {};
  for (const [format, tokens] of [...sums].sort(([a], [b]) => compareText(a, b))) byFormat[format] = tokens;
  return { wasted_tokens_by_format: byFormat };
}

/** Ours replace entries of the same pattern_id, `dropIds` are removed, the others stay; ranked by score, top 50 kept. */
export function mergeEntries(
  existing: readonly ToolPatternEntry[],
  ours: readonly ToolPatternEntry[],
  now: number,
  dropIds: readonly string[] = [],
): ToolPatternEntry[] {
  const byId = new Map(existing.map((entry) => [entry.pattern_id, entry]));
  for (const entry of ours) byId.set(entry.pattern_id, { ...byId.get(entry.pattern_id), ...entry });
  for (const id of dropIds) byId.delete(id);
  return [...byId.values()]
    .map((entry) => ({ entry, score: patternScore(entry, now) }))
    .sort((a, b) => b.score - a.score || compareText(a.entry.pattern_id, b.entry.pattern_id))
    .slice(0, MAX_PATTERNS)
    .map(({ entry }) => entry);
}

/** Four significant digits: old patterns have tiny scores that must still compare. */
export function roundScore(score: number): number {
  return Number(score.toPrecision(4));
}

/** An item of the file with the seed's four fields. */
export function isEntry(value: unknown): value is ToolPatternEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.pattern_id === 'string' && typeof entry.tip === 'string' && typeof entry.hit_count === 'number' && typeof entry.last_seen === 'number';
}
