import { describe, expect, it } from 'vitest';
import { boundedMemo } from '../../src/util/bounded-memo.js';

function counted(maxEntries: number) {
  const computed: string[] = [];
  const memo = boundedMemo((text) => {
    computed.push(text);
    return text.toUpperCase();
  }, maxEntries);
  return { memo, computed };
}

describe('boundedMemo', () => {
  it('works a text out once and answers it again from memory', () => {
    const { memo, computed } = counted(10);
    expect([memo('a'), memo('b'), memo('a'), memo('a')]).toEqual(['A', 'B', 'A', 'A']);
    expect(computed).toEqual(['a', 'b']);
  });

  it('forgets everything once full, so it holds at most maxEntries', () => {
    const { memo, computed } = counted(2);
    for (const text of ['a', 'b', 'c', 'a', 'c']) memo(text);
    // a and b filled it; c cleared it and is held alone; a is worked out again and held beside c
    expect(computed).toEqual(['a', 'b', 'c', 'a']);
  });

  it('keeps a text whose answer is a falsy value', () => {
    let calls = 0;
    const memo = boundedMemo(() => {
      calls++;
      return '';
    }, 4);
    memo('x');
    memo('x');
    expect(calls).toBe(1);
  });
});
