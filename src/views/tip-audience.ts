/**
 * The agent a tips block is written for: the log format with the most sessions in the repository
 * (repos.json), else the most sessions over the tool_patterns.json entries' `formats`, else Claude Code.
 * Ties go to the format listed first (ingest/formats/index.ts).
 */
import { FORMAT_IDS } from '../ingest/formats/format-ids.js';
import type { FormatId } from '../ingest/formats/format.js';
import type { ToolPatternEntry } from './tool-patterns.js';

export function tipAudience(repoSessions: Partial<Record<FormatId, number>> | undefined, entries: readonly ToolPatternEntry[]): FormatId {
  return mainFormat(repoSessions ?? {}) ?? mainFormat(entrySessions(entries)) ?? 'claude-code';
}

/** The format with the most sessions of `counts` (ties: the format listed first); undefined when none has any. */
export function mainFormat(counts: Partial<Record<FormatId, number>>): FormatId | undefined {
  let best: FormatId | undefined;
  for (const format of FORMAT_IDS) {
    const count = sessionCount(counts[format]);
    if (count > 0 && (best === undefined || count > sessionCount(counts[best]))) best = format;
  }
  return best;
}

function entrySessions(entries: readonly ToolPatternEntry[]): Partial<Record<FormatId, number>> {
  const sums: Partial<Record<FormatId, number>> = {};
  for (const entry of entries) {
    const formats: unknown = entry.formats;
    if (typeof formats !== 'object' || formats === null) continue;
    for (const format of FORMAT_IDS) {
      if (Object.hasOwn(formats, format)) sums[format] = (sums[format] ?? 0) + sessionCount((formats as Record<string, unknown>)[format]);
    }
  }
  return sums;
}

function sessionCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}
