import { describe, expect, it } from 'vitest';
import { HUMAN_LANGUAGES } from '../../src/corrections/human-languages/index.js';
import { foldCase, necessaryLiterals } from '../../src/util/regex-literals.js';
import { exampleTextsOf } from '../helpers/language-examples.js';

describe('necessaryLiterals', () => {
  // [pattern, the literals one of which every match holds (undefined: none is needed)]
  const cases: ReadonlyArray<readonly [RegExp, readonly string[] | undefined]> = [
    [/instead of/iu, ['instead of']],
    [/\bdon'?t\s+(?:ever\s+)?touch\b/iu, ['touch']],
    [/(?:always|never)\s+use/iu, ['always', 'never']],
    [/from\s+now\s+on|going\s+forward/iu, ['from', 'forward']],
    [/colou?r/u, ['colo']],
    [/ab+c/u, ['ab']],
    [/xa*bcd/u, ['bcd']],
    [/(?:a|b)c{2,}d/u, ['c']],
    [/x{0,3}yz/u, ['yz']],
    [/Don'T/u, ["don't"]],
    [/\u0041\x42\u{43}/u, ['abc']],
    [/\.\/src\//u, ['./src/']],
    [/不要(?:再)?改/u, ['不要']],
    [/(?<name>quick|fast)ly/u, ['quick', 'fast']],
    [/(?<=please\s)stop/iu, ['please']],
    [/(?=.*tests)run/iu, ['tests']],
    [/\n\tfoo/u, ['\n\tfoo']],
    // nothing a match must hold
    [/[abc]+/u, undefined],
    [/./u, undefined],
    [/\w+\s*\d/u, undefined],
    [/a?b?/u, undefined],
    [/(?:foo|)bar?/u, ['ba']],
    [/(?:x|\p{L})yz?/u, ['y']],
    [/(?!not)\b\w+/u, undefined],
    [/(a)\1/u, ['a']],
    [/(?<x>y?)\k<x>/u, undefined],
    [/^$/u, undefined],
    [/(?:foo)*/u, undefined],
    [/\p{Script=Han}+/u, undefined],
  ];
  it.each(cases)('%s needs %j', (pattern, literals) => {
    expect(necessaryLiterals(pattern)).toEqual(literals);
  });

  it('prefers the longest literals of a sequence, then the fewest', () => {
    expect(necessaryLiterals(/(?:a|b)\s+(?:repository|codebase)\s+(?:x|y|z)/u)).toEqual(['repository', 'codebase']);
    expect(necessaryLiterals(/(?:ab|cd)\s+(?:ef)/u)).toEqual(['ef']);
  });

  it('reads an unknown escape or a stray character as needing nothing, never as a wrong literal', () => {
    // outside Unicode mode "\p" is no property: the braces after it are characters
    expect(necessaryLiterals(new RegExp(String.raw`\p{L}x`))).toEqual(['{l}x']);
    expect(necessaryLiterals(/\cJ/u)).toBeUndefined();
    // outside Unicode mode "\9" with no group is a 9: read as a reference, it requires nothing
    expect(necessaryLiterals(new RegExp(String.raw`a\9`))).toEqual(['a']);
  });

  it('folds its literals as it folds texts', () => {
    expect(necessaryLiterals(/STRASSE|Straße/iu)).toEqual(['strasse']);
    expect(necessaryLiterals(/ΟΔΟΣ/iu)).toEqual([foldCase('οδοσ')]);
  });

  it('holds, for every cue of every language, only literals the pattern really needs: each example a cue matches holds one', () => {
    for (const language of HUMAN_LANGUAGES) {
      const texts = exampleTextsOf(language);
      for (const cue of language.cues) {
        const literals = necessaryLiterals(cue.pattern);
        expect(literals, `${language.id} ${cue.id}`).toBeDefined();
        for (const text of texts) {
          for (const variant of [text, text.toUpperCase(), text.toLowerCase()]) {
            if (!cue.pattern.test(variant)) continue;
            const folded = foldCase(variant);
            expect(
              literals?.some((literal) => folded.includes(literal)),
              `${language.id} ${cue.id} matches "${variant}" without any of ${JSON.stringify(literals)}`,
            ).toBe(true);
          }
        }
      }
    }
  });
});

describe('foldCase', () => {
  it.each([
    ['Straße', 'strasse'],
    ['STRASSE', 'strasse'],
    ['ẞ', 'ss'],
    ['ſ', 's'],
    ['ΟΔΟΣ', 'οδοσ'],
    ['K', 'k'],
    ['Don’t', 'don’t'],
    ['不要改', '不要改'],
  ])('%s → %s', (text, folded) => {
    expect(foldCase(text)).toBe(folded);
  });

  it('gives every character a case-insensitive pattern takes for a literal character the fold of that character', () => {
    const characters = new Set<string>('abcdefghijklmnopqrstuvwxyz0123456789');
    for (const language of HUMAN_LANGUAGES)
      for (const cue of language.cues) for (const literal of necessaryLiterals(cue.pattern) ?? []) for (const character of literal) characters.add(character);
    const everyCodePoint: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++)
      if (codePoint < 0xd800 || codePoint > 0xdfff) everyCodePoint.push(String.fromCodePoint(codePoint));
    const all = everyCodePoint.join('');
    const inClass = (chars: readonly string[]) => `[${chars.map((char) => char.replace(/[\\\][^-]/gu, '\\$&')).join('')}]`;
    const wrong: string[] = [];
    // with and without Unicode mode (outside it, the pattern's characters of the Basic Multilingual Plane)
    for (const unicode of [true, false]) {
      const literalChars = [...characters].filter((char) => unicode || char.length === 1);
      // every code point the engine takes, case-insensitively, for one of the characters…
      const anyOf = new RegExp(inClass(literalChars), unicode ? 'giu' : 'gi');
      const othersThan = new Map<string, RegExp>();
      for (const [char] of all.matchAll(anyOf)) {
        const fold = foldCase(char);
        // …is taken for none whose fold is another
        let others = othersThan.get(fold);
        if (others === undefined) {
          const rest = literalChars.filter((literal) => foldCase(literal) !== fold);
          others = new RegExp(`^${inClass(rest)}$`, unicode ? 'iu' : 'i');
          othersThan.set(fold, others);
        }
        if (others.test(char)) wrong.push(`U+${(char.codePointAt(0) ?? 0).toString(16)} (${unicode ? 'iu' : 'i'})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
