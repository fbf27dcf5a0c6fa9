/** A turn that repeats an earlier one of the stream (src/corrections/repeated-turn.ts). */
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
    expect(repeatsEarlierTurn(text, earlier)).toBe(true);
  });

  it.each([
    ['a new request', 'now add a --json flag to the export command'],
    ['only a path in common', '/Users/me/demo/app/.claude/ 这个目录不对，换成仓库根目录'],
    ['a short answer, repeated by nature', 'yes'],
  ])('not a repeat: %s', (_name, text) => {
    expect(repeatsEarlierTurn(text, earlier)).toBe(false);
  });
});
