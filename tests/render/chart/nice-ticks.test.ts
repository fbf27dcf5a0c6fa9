/** The value axis is of round numbers: steps of 1, 2 or 5 × 10^n up to the first tick at or above the data. */
import { describe, expect, it } from 'vitest';
import { formatTick, niceAxis } from '../../../src/render/chart/nice-ticks.js';

describe('niceAxis', () => {
  it.each([
    [0.3, [0, 0.1, 0.2, 0.3]],
    [7, [0, 2, 4, 6, 8]],
    [14.76, [0, 5, 10, 15]],
    [29.52, [0, 10, 20, 30]],
    [1234, [0, 500, 1000, 1500]],
    [5e6, [0, 1e6, 2e6, 3e6, 4e6, 5e6]],
    [0.0123, [0, 0.005, 0.01, 0.015]],
    [1, [0, 0.2, 0.4, 0.6, 0.8, 1]],
  ])('a maximum of %s gives the ticks %j', (max, ticks) => {
    const axis = niceAxis(max);
    expect(axis.ticks).toEqual(ticks);
    expect(axis.max).toBe(ticks[ticks.length - 1]);
    expect(axis.max).toBeGreaterThanOrEqual(max);
  });

  it.each([0.3, 0.77, 3.3, 7, 14.76, 29.52, 99, 1234, 87_654, 5e6, 1.23e9])(
    '%s: every step is 1, 2 or 5 × 10^n, at most 5 steps, the top not a step above the data',
    (max) => {
      const { step, ticks } = niceAxis(max);
      const mantissa = step / 10 ** Math.floor(Math.log10(step));
      expect([1, 2, 5].some((nice) => Math.abs(mantissa - nice) < 1e-9)).toBe(true);
      expect(ticks.length - 1).toBeLessThanOrEqual(5);
      expect(ticks[ticks.length - 2]).toBeLessThan(max);
    },
  );

  it('gives an axis for data of nothing but zeros', () => {
    expect(niceAxis(0).ticks).toEqual([0, 0.5, 1]);
  });
});

describe('formatTick', () => {
  it.each([
    [0.1 + 0.2, 0.1, 'plain', '0.3'],
    [15, 5, 'plain', '15'],
    [1500, 500, 'plain', '1,500'],
    [0.015, 0.005, 'plain', '0.015'],
    [0, 2e6, 'tokens', '0'],
    [500, 500, 'tokens', '500'],
    [1000, 500, 'tokens', '1k'],
    [1500, 500, 'tokens', '1.5k'],
    [10_000, 5000, 'tokens', '10k'],
    [1.2e6, 2e5, 'tokens', '1.2M'],
    [4e6, 2e6, 'tokens', '4M'],
    [2.5e9, 5e8, 'tokens', '2.5B'],
  ] as const)('%s with a step of %s (%s) reads %s', (value, step, kind, text) => {
    expect(formatTick(value, step, kind)).toBe(text);
  });
});
