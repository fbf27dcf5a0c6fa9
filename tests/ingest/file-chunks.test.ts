import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { giveBack, lend } from '../../src/ingest/chunk-pool.js';
import { fileChunks } from '../../src/ingest/file-chunks.js';
import { readJsonl } from '../../src/ingest/read-jsonl.js';
import { NotRegularFileError } from '../../src/util/regular-file.js';

const folder = () => mkdtempSync(join(tmpdir(), 'tip-miner-chunks-'));

function fileWith(content: string | Buffer): string {
  const path = join(folder(), 'log.jsonl');
  writeFileSync(path, content);
  return path;
}

const bytes = (size: number) => Buffer.from(Array.from({ length: size }, (_, index) => 97 + (index % 26)));

describe('fileChunks', () => {
  it.each<[string, number, number, number, number[]]>([
    ['an empty file', 0, 0, 4, []],
    ['a file smaller than a chunk: one chunk of its size', 5, 0, 8, [5]],
    ['a file of exactly one chunk', 8, 0, 8, [8]],
    ['a larger file: full chunks, then the rest', 19, 0, 8, [8, 8, 3]],
    ['from an offset', 19, 10, 8, [8, 1]],
    ['an offset at the end', 19, 19, 8, []],
    ['an offset past the end (the file shrank)', 19, 30, 8, []],
  ])('%s', (_name, size, start, chunkBytes, sizes) => {
    const content = bytes(size);
    const chunks = [...fileChunks(fileWith(content), start, chunkBytes)];
    expect(chunks.map((chunk) => chunk.length)).toEqual(sizes);
    expect(Buffer.concat(chunks).equals(content.subarray(start))).toBe(true);
  });

  it('a chunk of its own keeps its bytes when the next is read', () => {
    const content = bytes(16);
    const chunks = fileChunks(fileWith(content), 0, 8);
    const first = chunks.next().value as Buffer;
    const second = chunks.next().value as Buffer;
    expect(first.toString()).toBe(content.subarray(0, 8).toString());
    expect(second.toString()).toBe(content.subarray(8).toString());
  });

  it('reads on past the size seen at open when the file grows while it is read', () => {
    const path = fileWith(bytes(10));
    const chunks = fileChunks(path, 0, 8);
    const seen = [chunks.next().value as Buffer];
    appendFileSync(path, 'XYZ');
    for (const chunk of chunks) seen.push(chunk);
    expect(Buffer.concat(seen).toString()).toBe(`${bytes(10).toString()}XYZ`);
  });

  it('a missing file throws an error with a code, as any read error', () => {
    expect(() => [...fileChunks(join(folder(), 'gone.jsonl'), 0, 8)]).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });

  it('a folder is refused with a code', () => {
    const path = join(folder(), 'dir.jsonl');
    mkdirSync(path);
    expect(() => [...fileChunks(path, 0, 8)]).toThrow(NotRegularFileError);
    expect(() => [...fileChunks(path, 0, 8)]).toThrow(expect.objectContaining({ code: 'ENOTREGULAR', message: `${path}: is a folder, not a file` }));
  });

  it.skipIf(process.platform === 'win32')('a FIFO with no writer is refused at once, never waited on', () => {
    const path = join(folder(), 'pipe.jsonl');
    execFileSync('mkfifo', [path]);
    expect(() => [...fileChunks(path, 0, 8)]).toThrow(
      expect.objectContaining({ code: 'ENOTREGULAR', message: `${path}: is not a regular file (a FIFO, socket or device)` }),
    );
  });

  it('readJsonl reads a plain file through it: lines that span chunks, from an offset', async () => {
    const lines = Array.from({ length: 50 }, (_, index) => JSON.stringify({ index, text: 'x'.repeat(index) }));
    const path = fileWith(`${lines.join('\n')}\n`);
    const offset = Buffer.byteLength(`${lines.slice(0, 7).join('\n')}\n`);
    const values: unknown[] = [];
    const stats = await readJsonl(path, (entry) => void values.push(entry.value), { chunkBytes: 16, startOffset: offset, startLine: 7 });
    expect(values).toEqual(lines.slice(7).map((line): unknown => JSON.parse(line)));
    expect(stats.consumedLines).toBe(50);
  });

  describe('lent chunks', () => {
    it.each<[string, number, number, number]>([
      ['an empty file', 0, 0, 4],
      ['a file smaller than a chunk', 5, 0, 8],
      ['full chunks, then the rest', 19, 0, 8],
      ['from an offset', 19, 10, 8],
    ])('give the same bytes as chunks of their own: %s', (_name, size, start, chunkBytes) => {
      const path = fileWith(bytes(size));
      // a lent chunk is read over by the next: copied as it passes
      const lent = [
        ...(function* () {
          for (const chunk of fileChunks(path, start, chunkBytes, undefined, true)) yield Buffer.from(chunk);
        })(),
      ];
      const own = [...fileChunks(path, start, chunkBytes)];
      expect(lent.map((chunk) => chunk.length)).toEqual(own.map((chunk) => chunk.length));
      expect(Buffer.concat(lent).equals(Buffer.concat(own))).toBe(true);
    });

    it('are views of one buffer, given back when the file is closed and lent to the next file', () => {
      const chunks = fileChunks(fileWith(bytes(16)), 0, 8, undefined, true);
      const first = chunks.next().value as Buffer;
      const second = chunks.next().value as Buffer;
      expect(second.buffer).toBe(first.buffer);
      expect(chunks.next().done).toBe(true);
      const next = fileChunks(fileWith(bytes(4)), 0, 8, undefined, true).next().value as Buffer;
      expect(next.buffer).toBe(first.buffer);
    });

    it('a file closed early (the reader stopped) gives its buffer back too', () => {
      const chunks = fileChunks(fileWith(bytes(16)), 0, 8, undefined, true);
      const first = chunks.next().value as Buffer;
      chunks.return();
      const taken = lend(8);
      expect(taken.buffer).toBe(first.buffer);
      giveBack(taken);
    });

    it('files read at once each hold a buffer of their own', () => {
      const one = fileChunks(fileWith(bytes(16)), 0, 8, undefined, true);
      const two = fileChunks(fileWith(bytes(16)), 0, 8, undefined, true);
      const a = one.next().value as Buffer;
      const b = two.next().value as Buffer;
      expect(a.buffer).not.toBe(b.buffer);
      one.return();
      two.return();
    });
  });

  it('readJsonl keeps nothing of a lent chunk: every value read is the same after the buffers are written over', async () => {
    // lines that span chunks, a line long enough for the streaming parser, a last line without its newline
    const lines = [
      ...Array.from({ length: 40 }, (_, index) => JSON.stringify({ index, text: `é${'x'.repeat(index * 3)}`, nested: { list: [index, 'ü'] } })),
      JSON.stringify({ long: 'y'.repeat(300), more: [1, 2, 3] }),
      JSON.stringify({ last: true }),
    ];
    const path = fileWith(lines.join('\n'));
    const values: unknown[] = [];
    const stats = await readJsonl(path, (entry) => void values.push(entry.value), { chunkBytes: 16, streamParseMinBytes: 200 });
    const expected = lines.map((line): unknown => JSON.parse(line));
    expect(values).toEqual(expected);
    expect(stats.consumedLines).toBe(lines.length);
    // every buffer the pool keeps, written over as the next file's reads would
    const taken = Array.from({ length: 8 }, () => lend(16));
    for (const buffer of taken) buffer.fill(0x7b);
    for (const buffer of taken) giveBack(buffer);
    expect(values).toEqual(expected);
  });
});
