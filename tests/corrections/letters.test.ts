import { describe, expect, it } from 'vitest';
import { HUMAN_LANGUAGES } from '../../src/corrections/human-languages/index.js';
import { DIGIT, LETTER } from '../../src/corrections/human-languages/patterns.js';

/** The blocks of the scripts people write to coding agents in, where the ranges must say what \p{L} and \p{N} say. */
const BLOCKS: ReadonlyArray<readonly [string, number, number]> = [
  ['Latin, IPA, Greek and Cyrillic', 0x0000, 0x052f],
  ['Armenian', 0x0530, 0x058f],
  ['Hebrew', 0x0590, 0x05ff],
  ['Arabic', 0x0600, 0x06ff],
  ['Devanagari', 0x0900, 0x097f],
  ['Thai', 0x0e00, 0x0e7f],
  ['Hangul Jamo', 0x1100, 0x11ff],
  ['Latin Extended Additional and Greek Extended', 0x1e00, 0x1fff],
  ['superscripts and subscripts', 0x2070, 0x209f],
  ['number forms', 0x2150, 0x218f],
  ['enclosed alphanumerics', 0x2460, 0x24ff],
  ['dingbat digits', 0x2776, 0x2793],
  ['CJK symbols, kana, Hangul compatibility, kanbun', 0x3000, 0x31ff],
  ['enclosed CJK', 0x3200, 0x32ff],
  ['CJK Extension A', 0x3400, 0x4dbf],
  ['CJK Unified Ideographs', 0x4e00, 0x9fff],
  ['Cyrillic Extended-B', 0xa640, 0xa69f],
  ['Hangul Syllables', 0xac00, 0xd7af],
  ['CJK Compatibility Ideographs', 0xf900, 0xfaff],
  ['Halfwidth and Fullwidth Forms', 0xff00, 0xffef],
];

describe('LETTER and DIGIT', () => {
  const letter = new RegExp(`^[${LETTER}]$`, 'u');
  const digit = new RegExp(`^[${DIGIT}]$`, 'u');
  it.each(BLOCKS)('say what \\p{L} and \\p{N} say over %s', (_name, from, to) => {
    const differ: string[] = [];
    for (let code = from; code <= to; code++) {
      const char = String.fromCodePoint(code);
      if (letter.test(char) !== /^\p{L}$/u.test(char) || digit.test(char) !== /^\p{N}$/u.test(char)) differ.push(code.toString(16));
    }
    expect(differ).toEqual([]);
  });

  it('keep their meaning under the i flag', () => {
    expect(new RegExp(`^[${LETTER}]+$`, 'iu').test('ÄÖÜäöüßÇçÑñЖжΩω')).toBe(true);
    expect(new RegExp(`^[^${LETTER}]$`, 'iu').test('_')).toBe(true);
  });

  // a pattern written with \p{L} or \p{N} matches the same but costs ~4× as much to build and first run
  it.each(HUMAN_LANGUAGES.map((language) => [language.id, language] as const))('are what %s data is written with', (_id, language) => {
    const found: string[] = [];
    const walk = (value: unknown, depth: number): void => {
      if (value instanceof RegExp) {
        // and "${LETTER}" written in a plain string is the seven characters, no class at all
        if (/\\[pP]\{[LN]\}/.test(value.source) || value.source.includes('${')) found.push(value.source.slice(0, 80));
      } else if (depth < 6 && typeof value === 'object' && value !== null) {
        for (const item of Object.values(value)) walk(item, depth + 1);
      }
    };
    for (const key of Object.keys(language)) if (key !== 'examples') walk(language[key as keyof typeof language], 0);
    expect(found).toEqual([]);
  });
});
