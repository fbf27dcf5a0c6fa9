/**
 * debugging: a test run failed in the last 5 calls (a Bash command that runs tests and ended in an
 * error or a non-zero exit, its runner having run: test-commands.ts) — followed by ≥2 Read/Edit/Write
 * calls (0.9), by 1 (0.7), or alone (0.5).
 */
import type { Confidence, DelegationCall, PatternMatch } from '../types.js';
import { countLast, defineDelegationPattern, isCodebaseRead, isWorkEdit, lastCalls } from './define.js';
import meta from './metas/debugging.js';

/** A test run that failed; one that tested nothing (its runner never started, or found no test) is none. */
const isFailedTest = (call: DelegationCall): boolean => call.role === 'test' && call.failed && call.testedNothing !== true;

export default defineDelegationPattern({
  meta,
  match(window) {
    if (countLast(window, 5, isFailedTest) === 0) return undefined;
    const recent = lastCalls(window, 5);
    const failedAt = recent.findIndex(isFailedTest);
    const failure = recent[failedAt];
    if (failure === undefined) return undefined;
    const followUps = recent.slice(failedAt + 1).filter((call) => isCodebaseRead(call) || isWorkEdit(call));
    const confidence: Confidence = followUps.length >= 2 ? 0.9 : followUps.length === 1 ? 0.7 : 0.5;
    const match: PatternMatch = {
      pattern: 'debugging',
      confidence,
      calls: [failure, ...followUps],
      description: `a failed test run followed by ${followUps.length} reads or edits`,
    };
    return failure.command === undefined ? match : { ...match, testCommand: failure.command };
  },
});
