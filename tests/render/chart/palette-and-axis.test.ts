/** Series are told apart (distinct hues, and a dash and marker of their own), and a thin week does not set the scale. */
import { describe, expect, it } from 'vitest';
import { COLOURS, seriesStyle } from '../../../src/render/chart/palette.js';
import { robustAxis } from '../../../src/render/chart/robust-axis.js';

/** CIE L*a*b* (D65) of an sRGB colour #rrggbb. */
function lab(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const xyz = [(0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b, (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883].map(
    (value) => (value > 216 / 24389 ? Math.cbrt(value) : ((24389 / 27) * value + 16) / 116),
  ) as [number, number, number];
  return [116 * xyz[1] - 16, 500 * (xyz[0] - xyz[1]), 200 * (xyz[1] - xyz[2])];
}

function deltaE(a: string, b: string): number {
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

describe('the palette', () => {
  const colours = Object.entries(COLOURS);
  it.each(colours.flatMap(([name, colour], at) => colours.slice(at + 1).map(([other, otherColour]) => [name, other, colour, otherColour])))(
    '%s and %s differ by ΔE*76 ≥ 25',
    (_a, _b, colour, other) => {
      expect(deltaE(colour, other)).toBeGreaterThanOrEqual(25);
    },
  );

  it('gives the first 28 line series each a style of its own, and two of one colour a different dash and marker', () => {
    const styles = Array.from({ length: 28 }, (_, at) => seriesStyle(at));
    expect(new Set(styles.map((style) => `${style.colour} ${style.dash} ${style.marker}`)).size).toBe(28);
    for (const [at, style] of styles.entries()) {
      for (const other of styles.slice(at + 1)) {
        if (other.colour === style.colour) expect(other.dash !== style.dash || other.marker !== style.marker).toBe(true);
      }
    }
    expect(new Set(styles.slice(0, 7).map((style) => style.colour)).size).toBe(7);
  });
});

describe('robustAxis', () => {
  const steady = Array.from({ length: 8 }, (_, at) => ({ value: 8 + (at % 3), sessions: 5 }));
  it.each([
    ['steady weeks', steady, 10],
    ['one single-session week 10 times higher', [...steady, { value: 100, sessions: 1 }], 10],
    ['one two-session week 10 times higher', [...steady, { value: 100, sessions: 2 }], 10],
    ['a well-sampled week 10 times higher sets it', [...steady, { value: 100, sessions: 5 }], 100],
    ['a thin week only a little higher is drawn whole', [...steady, { value: 14, sessions: 1 }], 15],
    ['only thin weeks, one far above the rest', [1, 2, 3, 2, 1, 60].map((value) => ({ value, sessions: 1 })), 3],
    ['only thin weeks, close together', [1, 2, 3, 2, 1, 4].map((value) => ({ value, sessions: 1 })), 4],
    ['one week', [{ value: 7, sessions: 1 }], 8],
    ['nothing but zeros', [{ value: 0, sessions: 4 }], 1],
  ])('%s: the axis goes to %s', (_case, values, max) => {
    expect(robustAxis(values).max).toBe(max);
  });
});
