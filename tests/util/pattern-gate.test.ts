import { describe, expect, it } from 'vitest';
import { PatternGate } from '../../src/util/pattern-gate.js';
import { foldCase } from '../../src/util/regex-literals.js';

describe('PatternGate', () => {
  const patterns = [/\balways\b/iu, /instead\s+of/iu, /[?？]\s*$/u, /不要|别/u, /(?:use|prefer)\s+pnpm/iu];
  // [text, the indices of the patterns that may match it]
  const cases: ReadonlyArray<readonly [string, number[]]> = [
    ['ALWAYS run the tests', [0, 2]],
    ['use yarn instead of npm', [1, 2]],
    ['别动它', [2, 3]],
    ['we prefer PNPM here', [2, 4]],
    ['nothing to see', [2]],
  ];
  it.each(cases)('%s may match %j', (text, indices) => {
    expect(new PatternGate(patterns).mayMatch(foldCase(text))).toEqual(indices);
  });

  it('never leaves out a pattern that matches', () => {
    const gate = new PatternGate(patterns);
    for (const [text] of cases) {
      const tried = gate.mayMatch(foldCase(text));
      patterns.forEach((pattern, index) => {
        if (pattern.test(text)) expect(tried).toContain(index);
      });
    }
  });
});
