/**
 * exploration: lookups (Read, Grep, Glob, a Bash command that searches or reads files) pile up in the
 * main thread — ≥5 of the last 7 calls (0.9), ≥3 of the last 5 (0.7), 2 of the last 3 (0.5).
 */
import type { Confidence, DelegationCall } from '../types.js';
import { countLast, defineDelegationPattern, lastCalls } from './define.js';

const isLookup = (call: DelegationCall): boolean => call.role === 'explore';

const LEVELS: ReadonlyArray<{ confidence: Confidence; calls: number; lookups: number }> = [
  { confidence: 0.9, calls: 7, lookups: 5 },
  { confidence: 0.7, calls: 5, lookups: 3 },
  { confidence: 0.5, calls: 3, lookups: 2 },
];

export default defineDelegationPattern({
  meta: {
    id: 'exploration',
    title: 'Exploring the codebase in the main thread',
    situation: 'explored 5+ files in a row',
    tip: 'delegate exploration to a sub-agent (Task, subagent_type "Explore") and keep only its summary',
    // Codex has no sub-agent tool to hand the work to
    tipByFormat: { codex: null },
    rationale:
      'Every file read and every search result stays in the main context for the rest of the session; ' +
      'a sub-agent reads them in its own context and returns a short summary.',
    example: 'Read src/auth/routes.py, Grep "token", Read src/auth/middleware.py, Read src/auth/models.py, Glob src/auth/*.py — five lookups in seven calls.',
    confidences: { '0.9': '≥5 of the last 7 calls are lookups', '0.7': '≥3 of the last 5', '0.5': '2 of the last 3' },
    subagentType: 'Explore',
    prompt: {
      lead: 'Explore {goal} and report what you find.',
      asks: ['Overview of what this code does', 'Key components and how they relate', 'Anything surprising or broken'],
      filesHeading: 'Files looked at so far:',
    },
    description: 'Explore {goal}',
  },
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
