/** Which stored corrections take part in memory proposals: never a failure report, never one below the confidence floor. */
import { describe, expect, it } from 'vitest';
import { isProposable, isRuleKind, type CorrectionKind } from '../../src/corrections/types.js';

describe('isProposable', () => {
  it.each<[CorrectionKind, number, number, boolean]>([
    ['rejection-reason', 0.95, 0.6, true],
    ['after-refusal', 0.7, 0.6, true],
    ['instruction', 0.6, 0.6, true],
    ['instruction', 0.59, 0.6, false],
    ['preference', 0.75, 0, true],
    // feedback on the work: whatever the floor, never a rule
    ['failure-report', 0.5, 0.6, false],
    ['failure-report', 0.5, 0.5, false],
    ['failure-report', 0.5, 0, false],
  ])('%s at %d with the floor at %d: %s', (kind, confidence, floor, expected) => {
    expect(isProposable({ kind, confidence }, floor)).toBe(expected);
    expect(isRuleKind(kind)).toBe(kind !== 'failure-report');
  });
});
