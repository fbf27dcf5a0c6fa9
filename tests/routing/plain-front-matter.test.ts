import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { plainFrontMatter } from '../../src/routing/plain-front-matter.js';

describe('plainFrontMatter', () => {
  it.each([
    {
      text: 'name: release-notes\ndescription: Write release notes from merged pull requests',
      fields: { name: 'release-notes', description: 'Write release notes from merged pull requests' },
    },
    { text: '# a comment\n\nname: deploy   ', fields: { name: 'deploy' } },
    {
      text: 'description: Use it for C# and F# code, e.g. [builds] {or} 50% more',
      fields: { description: 'Use it for C# and F# code, e.g. [builds] {or} 50% more' },
    },
    { text: '', fields: {} },
  ])('reads the plain form: $text', ({ text, fields }) => {
    expect(Object.fromEntries(plainFrontMatter(text.split('\n')) ?? [])).toEqual(fields);
    expect(parse(text) ?? {}).toEqual(fields);
  });

  it.each([
    ['a quoted value', 'description: "Quoted: with a colon"'],
    ['a block scalar', 'description: >\n  folded text'],
    ['a continued value', 'description: first line\n  goes on'],
    ['a list', 'allowed-tools:\n  - Read'],
    ['a value yaml reads as a boolean', 'disabled: true'],
    ['a value yaml reads as null', 'name: Null'],
    ['a number', 'version: 2'],
    ['a value starting with a symbol', 'description: /deploy runs the release'],
    ['a comment after the value', 'name: deploy # the main one'],
    ['a key: value inside the value', 'description: Steps: build, then ship'],
    ['a duplicate key', 'name: a\nname: b'],
    ['a key with a space', 'allowed tools: Read'],
    ['no space after the colon', 'name:deploy'],
    ['an empty value', 'name: '],
    ['a tab', 'description: a\tb'],
  ])('leaves %s to yaml', (_, text) => {
    expect(plainFrontMatter(text.split('\n'))).toBeUndefined();
  });

  it('gives what yaml gives whenever it gives anything', () => {
    const word = fc.string({ unit: fc.constantFrom(...'aZ9 _-:#\'"[]{},.&*!|>%@`?\t\\/~+\u00e9\u2028\u0085\uFEFF'.split('')), maxLength: 24 });
    const line = fc.oneof(
      fc.tuple(fc.constantFrom('name', 'description', 'allowed-tools', 'x_1', 'Name'), word).map(([key, value]) => `${key}: ${value}`),
      word,
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), (lines) => {
        const plain = plainFrontMatter(lines);
        if (plain === undefined) return;
        expect(parse(lines.join('\n')) ?? {}).toEqual(Object.fromEntries(plain));
      }),
      { numRuns: 3000 },
    );
  });
});
