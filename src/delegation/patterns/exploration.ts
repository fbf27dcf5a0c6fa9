/**
 * exploration: lookups (Read, Grep, Glob, a Bash command that searches or reads files) pile up in the
 * main thread — ≥5 of the last 7 calls (0.9), ≥3 of the last 5 (0.7), 2 of the last 3 (0.5). A lookup of
 * the agent's own files (its plans, CLAUDE.md: work-files.ts) is none.
 */
import type { Confidence, DelegationCall } from '../types.js';
import { countLast, defineDelegationPattern, lastCalls, onOwnFilesOnly } from './define.js';
import meta from './metas/exploration.js';

/** Reading the agent's own plans or memory is no exploration of the codebase. */
const isLookup = (call: DelegationCall): boolean => call.role === 'explore' && !onOwnFilesOnly(call);

const LEVELS: ReadonlyArray<{ confidence: Confidence; calls: number; lookups: number }> = [
  { confidence: 0.9, calls: 7, lookups: 5 },
  { confidence: 0.7, calls: 5, lookups: 3 },
  { confidence: 0.5, calls: 3, lookups: 2 },
];

export default defineDelegationPattern({
  meta,
  match(window) {
    for (const level of LEVELS) {
      if (countLast(window, level.calls, isLookup) < level.lookups) continue;
      const lookups = lastCalls(window, level.calls).filter(isLookup);
      return {
        pattern: 'exploration',
        confidence: level.confidence,
        calls: lookups,
        description: `${lookups.length} lookups in the last ${level.calls} calls`,
      };
    }
    return undefined;
  },
});
