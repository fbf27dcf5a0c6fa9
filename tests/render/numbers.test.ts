import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/render/numbers.js';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [123456, '123,456'],
    [1234567, '1,234,567'],
    [-9876543, '-9,876,543'],
    [2.5, '2.5'],
    [1234.5678, '1,234.568'],
  ])('%d → %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });

  it('writes whole numbers as en-US does, without loading ICU for them', () => {
    const intl = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        expect(formatCount(value)).toBe(intl.format(value === 0 ? 0 : value));
      }),
      { numRuns: 2000 },
    );
  });
});
