import { describe, expect, it } from 'vitest';
import { detachedText } from '../../src/util/detached-text.js';

describe('detachedText', () => {
  it.each<[string, string]>([
    ['nothing', ''],
    ['ASCII', 'use pnpm, not npm'],
    ['quotes, backslashes and control characters', 'say "no" \\ \n\t\u0000\u001b'],
    ['two-byte and four-byte characters', 'héllo — 中文 😀'],
    ['lone surrogates', '\ud800 x \udfff'],
    ['a slice of a long text', `${'pasted output\n'.repeat(2000)}keep this rule`.slice(-14)],
  ])('is the same string for %s', (_name, text) => {
    expect(detachedText(text)).toBe(text);
  });
});
