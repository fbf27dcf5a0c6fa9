/**
 * `<memory-dir>/<repo>/tool_patterns.json` as a file: read leniently (items that are no entries are kept
 * apart, and written back as they were) and rewritten with our entries merged in (views/tool-patterns.ts);
 * a file that is not a JSON array is not overwritten (view-file.ts).
 */
import { join } from 'node:path';
import { repoFolderPath, reposWithFile, writeRepoFile } from './repo-folder.js';
import { readBeforeWrite, readView, shape, type FileWrite, type WriteGuard } from './view-file.js';
import { isEntry, mergeEntries, type ToolPatternEntry } from '../views/tool-patterns.js';

const TOOL_PATTERNS_FILE = 'tool_patterns.json';

export function toolPatternsPath(memoryDir: string, repo: string): string {
  return join(repoFolderPath(memoryDir, repo), TOOL_PATTERNS_FILE);
}

/** The repositories with a tool_patterns.json of at least one entry under the memory dir. */
export function reposWithToolPatterns(memoryDir: string): string[] {
  return reposWithFile(memoryDir, TOOL_PATTERNS_FILE).filter((repo) => readToolPatterns(toolPatternsPath(memoryDir, repo)).entries.length > 0);
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
