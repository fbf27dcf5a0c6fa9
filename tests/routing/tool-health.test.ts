import { describe, expect, it } from 'vitest';
import { DEMOTE_FAILURES, freshHealth, recordOutcome, RECENT_USES } from '../../src/routing/tool-health.js';
import type { UseOutcome } from '../../src/routing/types.js';

const OUTCOMES: Record<string, UseOutcome> = { S: 'ok', F: 'failed', R: 'refused' };

/** `FFS` → failed, failed, ok; `R` is a refusal. */
function healthAfter(sequence: string) {
  const health = freshHealth();
  for (const letter of sequence) recordOutcome(health, OUTCOMES[letter]!);
  return health;
}

describe('tool health', () => {
  it('uses the seed thresholds', () => {
    expect([RECENT_USES, DEMOTE_FAILURES]).toEqual([5, 3]);
  });

  it('starts active with no history', () => {
    expect(freshHealth()).toEqual({ recent: [], demoted: false });
  });

  it.each<[string, string, boolean]>([
    ['three failures in a row', 'FFF', true],
    ['two failures', 'FF', false],
    ['three failures restored by a success', 'FFFS', false],
    ['a failure after the restoring success demotes again (still 4 of 5)', 'FFFSF', true],
    ['2 of 5 alternating', 'SFSFS', false],
    ['3 of 5 alternating', 'FSFSF', true],
    ['refusals are ignored', 'FFRFF', true],
    ['refusals between two failures do not demote', 'FRRRF', false],
    ['refusals alone', 'RRRRR', false],
    ['a refusal does not restore a demoted tool', 'FFFR', true],
    ['old failures fall out of the last 5', 'FFSSSF', false],
    ['3 of the last 5 after a restoration', 'FFFSSF', true],
    ['3 failures spread over exactly the last 5', 'FSSFF', true],
    ['the 3rd failure 6 uses back no longer counts', 'FSSSFF', false],
    ['many successes', 'SSSSSSSS', false],
  ])('%s (%s) → demoted %s', (_name, sequence, demoted) => {
    expect(healthAfter(sequence).demoted).toBe(demoted);
  });

  it('keeps the last 5 outcomes that ran, oldest first, refusals left out', () => {
    expect(healthAfter('FFRFSSRSF').recent).toEqual([true, false, false, false, true]);
    expect(healthAfter('FRS').recent).toEqual([true, false]);
  });
});
