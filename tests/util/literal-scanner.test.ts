import { describe, expect, it } from 'vitest';
import { LiteralScanner } from '../../src/util/literal-scanner.js';

function found(literals: ReadonlyArray<readonly [string, number]>, text: string, ids: number): number[] {
  const marks = new LiteralScanner(literals).scan(text, new Uint8Array(ids));
  return [...marks.keys()].filter((id) => marks[id] === 1);
}

describe('LiteralScanner', () => {
  const classic: ReadonlyArray<readonly [string, number]> = [
    ['he', 0],
    ['she', 1],
    ['his', 2],
    ['hers', 3],
  ];
  // [literals, text, the ids marked]
  const cases: ReadonlyArray<readonly [ReadonlyArray<readonly [string, number]>, string, number[]]> = [
    [classic, 'ushers', [0, 1, 3]],
    [classic, 'this', [2]],
    [classic, 'h e r s', []],
    [classic, '', []],
    [
      [
        ['always', 0],
        ['never', 0],
        ['instead', 1],
      ],
      'never again',
      [0],
    ],
    [
      [
        ['abc', 0],
        ['bcd', 1],
        ['c', 2],
      ],
      'abcd',
      [0, 1, 2],
    ],
    [[['aab', 0]], 'aaab', [0]],
    [
      [
        ['不要', 0],
        ['别', 1],
      ],
      '别再改了',
      [1],
    ],
    [[['🙃', 0]], 'great 🙃', [0]],
    [
      [
        ['a', 0],
        ['aa', 1],
        ['aaa', 2],
      ],
      'aa',
      [0, 1],
    ],
  ];
  it.each(cases)('%j in %j marks %j', (literals, text, ids) => {
    expect(found(literals, text, 4)).toEqual(ids);
  });

  it('marks what a plain search for each literal finds, on random texts', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    const word = (length: number) => Array.from({ length }, () => 'abcé'[random(4)]).join('');
    for (let round = 0; round < 200; round++) {
      const literals = Array.from({ length: 1 + random(12) }, (_, id) => [word(1 + random(4)), id] as const);
      const text = word(random(40));
      const expected = literals.filter(([literal]) => text.includes(literal)).map(([, id]) => id);
      expect(found(literals, text, literals.length), `${JSON.stringify(literals)} in ${text}`).toEqual(expected);
    }
  });

  it('refuses an empty literal, which every text holds', () => {
    expect(() => new LiteralScanner([['', 0]])).toThrow(/empty literal/);
  });
});
