/** A turn that repeats an earlier one of the stream (src/corrections/repeated-turn.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparableTurn, repeatsEarlierTurn } from '../../src/corrections/repeated-turn.js';

const earlier = [
  'Look at the changes I made in this branch and add one integration test for the two-step sync',
  '幫我找到專案中 streaming 核心代碼',
  '修改文件位置，CLAUDE.md 放在 /Users/me/demo/app/.claude/ 下面',
].map(comparableTurn);

describe('repeated turns', () => {
  it.each([
    ['a request resent', 'Look at the changes I made in this branch and add one integration test for the two-step sync.'],
    ['resent with a typo fixed', 'look at the changes i made in this branch and add one integration test for the two step sync'],
    ['a Chinese request resent', '幫我找到專案中的 streaming 核心代碼'],
  ])('%s', (_name, text) => {
    expect(repeatsEarlierTurn(comparableTurn(text), earlier)).toBe(true);
  });

  it.each([
    ['a new request', 'now add a --json flag to the export command'],
    ['only a path in common', '/Users/me/demo/app/.claude/ 这个目录不对，换成仓库根目录'],
    ['a short answer, repeated by nature', 'yes'],
  ])('not a repeat: %s', (_name, text) => {
    expect(repeatsEarlierTurn(comparableTurn(text), earlier)).toBe(false);
  });
});

/** The comparison as it was before a turn's bigrams were counted once (each earlier turn counted again at each turn). */
function plainRepeats(text: string, earlier: readonly string[]): boolean {
  const comparable = (value: string) =>
    value
      .replace(/[\w.~@:-]*[/\\][\w./\\~@:-]*|[\w-]+\.[a-z]{1,5}\b/gi, ' ')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 400);
  const counts = (value: string) => {
    const map = new Map<string, number>();
    let previous: string | undefined;
    for (const char of value) {
      if (previous !== undefined) map.set(previous + char, (map.get(previous + char) ?? 0) + 1);
      previous = char;
    }
    return map;
  };
  const dice = (a: Map<string, number>, b: Map<string, number>) => {
    let shared = 0;
    let total = 0;
    for (const count of a.values()) total += count;
    for (const count of b.values()) total += count;
    for (const [bigram, count] of a) shared += Math.min(count, b.get(bigram) ?? 0);
    return total === 0 ? 0 : (2 * shared) / total;
  };
  const turn = comparable(text);
  if (turn.length < 16) return false;
  return earlier.map(comparable).some((previous) => previous.length >= 16 && dice(counts(turn), counts(previous)) >= 0.7);
}

describe('earlier turns counted once', () => {
  it('give the verdict of counting them again at every turn', () => {
    const word = fc.constantFrom('fix', 'the', 'test', 'sync', 'src/a.ts', '修改', '文件', 'again', 'please', 'branch', 'two-step', '😀', 'Look');
    const text = fc.array(word, { maxLength: 40 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 8 }), (turn, earlierTexts) => {
        expect(repeatsEarlierTurn(comparableTurn(turn), earlierTexts.map(comparableTurn))).toBe(plainRepeats(turn, earlierTexts));
        // a turn against itself resent: a repeat exactly when long enough
        expect(repeatsEarlierTurn(comparableTurn(turn), [comparableTurn(turn)])).toBe(plainRepeats(turn, [turn]));
      }),
      { numRuns: 300 },
    );
  });
});
