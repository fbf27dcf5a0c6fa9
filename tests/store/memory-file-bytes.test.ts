/**
 * `review --write-to`: every byte outside the marked block is the user's and stays as it was, whatever the
 * file's encoding — Latin-1, invalid UTF-8, CRLF, a byte order mark, NUL bytes, no last newline, UTF-16 with
 * a byte order mark — when the block is added, replaced, or left as it is. A file whose lines cannot be found
 * safely (UTF-16 without a byte order mark, UTF-32) is refused with one line and not changed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { BLOCK_END, BLOCK_START, readMemoryFile, updateMemoryBlock, type BlockRule } from '../../src/store/memory-file-block.js';
import { stateDir } from '../helpers/cli.js';

const RULES: BlockRule[] = [{ content: 'Run the tests before committing', scope: 'universal' }];
const OTHER_RULES: BlockRule[] = [{ content: 'Prefer small pull requests', scope: 'universal' }];

type Encode = (text: string) => Buffer;
const utf8: Encode = (text) => Buffer.from(text, 'utf8');
const utf16le: Encode = (text) => Buffer.from(text, 'utf16le');
const utf16be: Encode = (text) => Buffer.from(text, 'utf16le').swap16();
const bytes = (...values: number[]): Buffer => Buffer.from(values);

/** A user's part of a file, in the file's encoding, and how the file's own text (block markers) is encoded. */
interface Variant {
  head: Buffer;
  tail: Buffer;
  encode: Encode;
  newline: string;
}

const VARIANTS: Array<[string, Variant]> = [
  [
    'Latin-1 bytes',
    {
      head: Buffer.from('# Caf\xe9 notes\n\nR\xe9sum\xe9 \xa0 here\n', 'latin1'),
      tail: Buffer.from('\n\xa9 2025 Soci\xe9t\xe9\n', 'latin1'),
      encode: utf8,
      newline: '\n',
    },
  ],
  [
    'invalid UTF-8 (a lone continuation, an overlong, a surrogate, a cut sequence)',
    {
      head: Buffer.concat([utf8('# x\n'), bytes(0x80, 0xc0, 0xaf, 0xed, 0xa0, 0x80, 0x0a)]),
      tail: Buffer.concat([utf8('\nend '), bytes(0xe2, 0x82)]),
      encode: utf8,
      newline: '\n',
    },
  ],
  [
    'Windows-1252 with CRLF',
    { head: Buffer.from('# \x93quoted\x94 notes\r\n\r\n', 'latin1'), tail: Buffer.from('\r\n\x80 price\r\n', 'latin1'), encode: utf8, newline: '\r\n' },
  ],
  ['Shift-JIS', { head: bytes(0x23, 0x20, 0x83, 0x5c, 0x83, 0x74, 0x83, 0x67, 0x0a, 0x0a), tail: bytes(0x0a, 0x95, 0x5c, 0x0a), encode: utf8, newline: '\n' }],
  ['a UTF-8 byte order mark', { head: Buffer.concat([bytes(0xef, 0xbb, 0xbf), utf8('# Notes\n\n')]), tail: utf8('\nfooter\n'), encode: utf8, newline: '\n' }],
  ['NUL bytes', { head: Buffer.concat([utf8('# a\0b\n'), bytes(0, 0, 0), utf8('\n')]), tail: utf8('\n\0\0tail\n'), encode: utf8, newline: '\n' }],
  ['no last newline', { head: utf8('# Notes\n\nSome notes.\n'), tail: utf8('\n\nlast line, no newline'), encode: utf8, newline: '\n' }],
  ['a literal U+FFFD and emoji', { head: utf8('# \uFFFD and 🚀\n\n'), tail: utf8('\n— ünïcödé\n'), encode: utf8, newline: '\n' }],
  [
    'UTF-16LE with a byte order mark',
    { head: Buffer.concat([bytes(0xff, 0xfe), utf16le('# Café notes\r\n\r\n')]), tail: utf16le('\r\nfooter ü\r\n'), encode: utf16le, newline: '\r\n' },
  ],
  [
    'UTF-16BE with a byte order mark',
    { head: Buffer.concat([bytes(0xfe, 0xff), utf16be('# Café notes\n\n')]), tail: utf16be('\nfooter ü\n'), encode: utf16be, newline: '\n' },
  ],
];

function fileWith(content: Buffer): string {
  const path = join(stateDir(), 'CLAUDE.md');
  writeFileSync(path, content);
  return path;
}

/** The block as the file holds it, markers included (between the head and the tail). */
function blockOf(file: Buffer, variant: Variant): Buffer {
  expect(file.subarray(0, variant.head.length).equals(variant.head)).toBe(true);
  expect(file.subarray(file.length - variant.tail.length).equals(variant.tail)).toBe(true);
  return file.subarray(variant.head.length, file.length - variant.tail.length);
}

describe.each(VARIANTS)('a memory file with %s', (_name, variant) => {
  const { head, tail, encode, newline } = variant;
  const oldBlock = encode([BLOCK_START, '- An old rule', BLOCK_END].join(newline));

  it("replacing its block: every byte before and after the block is the same, the block is in the file's encoding", () => {
    const path = fileWith(Buffer.concat([head, oldBlock, tail]));
    const outcome = updateMemoryBlock(path, RULES, { cwd: join(path, '..') });
    expect(outcome).toMatchObject({ changed: true, written: ['Run the tests before committing'] });
    const block = blockOf(readFileSync(path), variant);
    const expected = encode(`${BLOCK_START}${newline}`);
    expect(block.subarray(0, expected.length).equals(expected)).toBe(true);
    expect(block.includes(encode(`- Run the tests before committing${newline}${BLOCK_END}`))).toBe(true);
    expect(readMemoryFile(path, { cwd: join(path, '..') }).blockRules).toEqual(['Run the tests before committing']);
  });

  it('run again with the same rules: not written; with other rules: only the block changes', () => {
    const path = fileWith(Buffer.concat([head, oldBlock, tail]));
    updateMemoryBlock(path, RULES, { cwd: join(path, '..') });
    const first = readFileSync(path);
    expect(updateMemoryBlock(path, RULES, { cwd: join(path, '..') }).changed).toBe(false);
    expect(readFileSync(path).equals(first)).toBe(true);
    updateMemoryBlock(path, OTHER_RULES, { cwd: join(path, '..') });
    expect(blockOf(readFileSync(path), variant).includes(encode('- Prefer small pull requests'))).toBe(true);
  });

  it('adding a block to it: the whole file before is kept as its first bytes', () => {
    const original = Buffer.concat([head, tail]);
    const path = fileWith(original);
    expect(updateMemoryBlock(path, RULES, { cwd: join(path, '..') }).changed).toBe(true);
    const after = readFileSync(path);
    expect(after.subarray(0, original.length).equals(original)).toBe(true);
    const added = after.subarray(original.length);
    expect(added.includes(encode(BLOCK_START))).toBe(true);
    expect(added.subarray(added.length - encode(`${BLOCK_END}${newline}`).length).equals(encode(`${BLOCK_END}${newline}`))).toBe(true);
  });

  it('with nothing to write and no block: not written', () => {
    const original = Buffer.concat([head, tail]);
    const path = fileWith(original);
    expect(updateMemoryBlock(path, [], { cwd: join(path, '..') }).changed).toBe(false);
    expect(readFileSync(path).equals(original)).toBe(true);
  });
});

describe('a memory file whose lines cannot be found safely', () => {
  it.each<[string, Buffer, RegExp]>([
    ['UTF-16LE without a byte order mark', utf16le('# Notes\nsome text here\n'), /looks like UTF-16 text without a byte order mark/],
    ['UTF-16BE without a byte order mark', utf16be('# Notes\nsome text here\n'), /looks like UTF-16 text without a byte order mark/],
    ['UTF-32LE', Buffer.concat([bytes(0xff, 0xfe, 0, 0), Buffer.from('#\0\0\0\n\0\0\0')]), /is UTF-32 text/],
    ['UTF-32BE', Buffer.concat([bytes(0, 0, 0xfe, 0xff), Buffer.from('\0\0\0#\0\0\0\n')]), /is UTF-32 text/],
  ])('%s: one line, the file unchanged', (_name, content, message) => {
    const path = fileWith(content);
    let caught: unknown;
    try {
      updateMemoryBlock(path, RULES, { cwd: join(path, '..') });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InputError);
    expect((caught as Error).message).toMatch(message);
    expect((caught as Error).message.split('\n')).toHaveLength(1);
    expect(readFileSync(path).equals(content)).toBe(true);
  });
});
