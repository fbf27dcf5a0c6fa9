/**
 * `<memory-dir>/<repo>/tool_patterns.json`: a JSON array of `{pattern_id, tip, hit_count, last_seen}`
 * (what the seed's framework reads) plus fields of ours. hit_count is the number of sessions with the
 * pattern, from the history database, so re-analysing a session never counts it twice. Entries are
 * ranked by score = hit_count × 2^(−age / 14 days) and the top 50 kept. Entries we did not write
 * (other pattern ids, other fields, items that are no entries at all) are kept; a file that is not a
 * JSON array is not overwritten (view-file.ts).
 */
import { join } from 'node:path';
import { repoFolderPath, writeRepoFile } from './repo-folder.js';
import { detectorById } from '../detectors/index.js';
import { readBeforeWrite, readView, shape, type FileWrite, type WriteGuard } from './view-file.js';
import type { PatternStat, StoredFinding } from './history-db.js';

export const TOOL_PATTERNS_FILE = 'tool_patterns.json';
export const HALF_LIFE_DAYS = 14;
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
  [field: string]: unknown;
}

export function toolPatternsPath(memoryDir: string, repo: string): string {
  return join(repoFolderPath(memoryDir, repo), TOOL_PATTERNS_FILE);
}

export function patternScore(entry: Pick<ToolPatternEntry, 'hit_count' | 'last_seen'>, now: number): number {
  const ageDays = Math.max(0, now - entry.last_seen) / SECONDS_PER_DAY;
  return entry.hit_count * 2 ** (-ageDays / HALF_LIFE_DAYS);
}

export interface ReadOutcome {
  entries: ToolPatternEntry[];
  /** Items without the seed's four fields: not ranked, but written back as they were. */
  others: unknown[];
  problem?: string;
}

/** Reads the file leniently: items without the seed's four fields are set apart, with a problem. */
export function readToolPatterns(path: string): ReadOutcome {
  const read = readView(path, PATTERN_LIST);
  if (read.problem !== undefined) return { entries: [], others: [], problem: read.problem };
  return splitItems(path, read.value ?? []);
}

function splitItems(path: string, items: readonly unknown[]): ReadOutcome {
  const entries = items.filter(isEntry);
  const others = items.filter((item) => !isEntry(item));
  if (others.length === 0) return { entries, others };
  return { entries, others, problem: `${path}: ${others.length} items without pattern_id, tip, hit_count and last_seen kept as they are, unranked` };
}

/** Our entries from the database's statistics and recent findings. */
export function entriesFromHistory(stats: readonly PatternStat[], findings: readonly StoredFinding[], now: number): ToolPatternEntry[] {
  return stats.flatMap((stat) => {
    const detector = detectorById(stat.detector);
    if (!detector) return [];
    const recent = findings
      .filter((finding) => finding.detector === stat.detector)
      .sort((a, b) => b.seenAt - a.seenAt)
      .slice(0, EVIDENCE_PER_PATTERN)
      .map((finding) => ({ session: finding.sessionId, stream: finding.streamId, file: finding.file, line: finding.line }));
    const entry: ToolPatternEntry = {
      pattern_id: stat.detector,
      tip: detector.meta.tip,
      hit_count: stat.sessions,
      last_seen: stat.lastSeen,
      title: detector.meta.title,
      first_seen: stat.firstSeen,
      occurrences: stat.occurrences,
      wasted_tokens: stat.wastedTokens,
      evidence: recent,
    };
    entry.score = roundScore(patternScore(entry, now));
    return [entry];
  });
}

/** Ours replace entries of the same pattern_id, `dropIds` are removed, the others stay; ranked by score, top 50 kept. */
export function mergeEntries(existing: readonly ToolPatternEntry[], ours: readonly ToolPatternEntry[], now: number, dropIds: readonly string[] = []): ToolPatternEntry[] {
  const byId = new Map(existing.map((entry) => [entry.pattern_id, entry]));
  for (const entry of ours) byId.set(entry.pattern_id, { ...byId.get(entry.pattern_id), ...entry });
  for (const id of dropIds) byId.delete(id);
  return [...byId.values()]
    .map((entry) => ({ entry, score: patternScore(entry, now) }))
    .sort((a, b) => b.score - a.score || a.entry.pattern_id.localeCompare(b.entry.pattern_id))
    .slice(0, MAX_PATTERNS)
    .map(({ entry }) => entry);
}

export interface WriteOutcome extends FileWrite {
  entries: number;
}

export function updateToolPatterns(
  memoryDir: string,
  repo: string,
  ours: readonly ToolPatternEntry[],
  now: number,
  dropIds: readonly string[] = [],
  guard: WriteGuard = { repair: false, now },
): WriteOutcome {
  const path = toolPatternsPath(memoryDir, repo);
  const read = readBeforeWrite(path, PATTERN_LIST, guard);
  if (!read.usable) return { path, written: false, entries: 0, problem: read.problem };
  const existing = splitItems(path, read.value ?? []);
  const entries = mergeEntries(existing.entries, ours, now, dropIds);
  writeRepoFile(memoryDir, repo, TOOL_PATTERNS_FILE, `${JSON.stringify([...entries, ...existing.others], null, 2)}\n`);
  const problem = read.problem ?? existing.problem;
  return { path, written: true, entries: entries.length, ...(read.setAside && { setAside: read.setAside }), ...(problem && { problem }) };
}

const PATTERN_LIST = shape('a JSON array of patterns', (value: unknown): value is unknown[] => Array.isArray(value));

function isEntry(value: unknown): value is ToolPatternEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.pattern_id === 'string' && typeof entry.tip === 'string' && typeof entry.hit_count === 'number' && typeof entry.last_seen === 'number';
}

/** Four significant digits: old patterns have tiny scores that must still compare. */
export function roundScore(score: number): number {
  return Number(score.toPrecision(4));
}
