import { describe, expect, it } from 'vitest';
import { boundedMemo } from '../../src/util/bounded-memo.js';

function counted(maxEntries: number, maxChars = 100) {
  const computed: string[] = [];
  const memo = boundedMemo(
    (text) => {
      computed.push(text);
      return text.toUpperCase();
    },
    { maxEntries, maxChars },
  );
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
    const memo = boundedMemo(
      () => {
        calls++;
        return '';
      },
      { maxEntries: 4, maxChars: 10 },
    );
    memo('x');
    memo('x');
    expect(calls).toBe(1);
  });

  it('works a text longer than maxChars out every time and keeps nothing of it (a log of huge names cannot fill memory)', () => {
    const { memo, computed } = counted(10, 3);
    expect([memo('abcd'), memo('abcd'), memo('abc'), memo('abc')]).toEqual(['ABCD', 'ABCD', 'ABC', 'ABC']);
    expect(computed).toEqual(['abcd', 'abcd', 'abc']);
  });
});
