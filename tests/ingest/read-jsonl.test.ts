import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonl, type JsonlValue, type ReadJsonlOptions } from '../../src/ingest/read-jsonl.js';

function tempFile(content: string | Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'tip-miner-read-')), 'log.jsonl');
  writeFileSync(file, content);
  return file;
}

async function readAll(file: string, options: ReadJsonlOptions = {}) {
  const values: JsonlValue[] = [];
  const stats = await readJsonl(file, (entry) => void values.push(entry), options);
  return { values, stats };
}

describe('readJsonl', () => {
  it('gives line numbers and byte offsets of each value', async () => {
    const file = tempFile('{"a":1}\n\n{"b":2}\n');
    const { values, stats } = await readAll(file);
    expect(values).toEqual([
      { line: 1, offset: 0, value: { a: 1 } },
      { line: 3, offset: 9, value: { b: 2 } },
    ]);
    expect(stats).toMatchObject({ lines: 3, values: 2, consumedOffset: 17, consumedLines: 3, partialLineBytes: 0 });
  });

  it.each([1, 7, 64, 4096])('reads lines that span chunks of %i bytes', async (chunkBytes) => {
    const lines = [{ a: 'x'.repeat(100) }, { b: [1, 2, 3] }, { c: 'é漢字🙂'.repeat(20) }];
    const file = tempFile(`${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
    const { values } = await readAll(file, { chunkBytes });
    expect(values.map((entry) => entry.value)).toEqual(lines);
  });

  // every line of real corpus transcripts the same through stream-json as through JSON.parse: read-jsonl.corpus.test.ts
  it('keeps only the beginning of very long strings in streamed lines, never part of a token the cut halves', async () => {
    const key = ['sk-', 'ant-', 'api03-', 'Zq9Wx8Ev7Rc6Tb5Yn4Um3Il2Ok1Pj0Hg9Fd8Sa7Qw6Er5Ty'].join('');
    const record = { type: 'user', image: 'A'.repeat(50_000), words: 'word '.repeat(10_000), key: `${'x '.repeat(45)}${key} end`.repeat(100), tail: 'kept' };
    const file = tempFile(`${JSON.stringify(record)}\n`);
    const { values } = await readAll(file, { streamParseMinBytes: 1024, maxStringChars: 100, chunkBytes: 4096 });
    // a token longer than the cut is dropped (up to 1,024 characters of it), a halved key entirely
    expect(values[0]!.value).toEqual({ type: 'user', image: '', words: 'word '.repeat(20), key: 'x '.repeat(45), tail: 'kept' });
  });

  it('counts a malformed long line parsed by stream-json and goes on', async () => {
    const file = tempFile(`{"a":"${'x'.repeat(5000)}"\n{"ok":true}\n`);
    const { values, stats } = await readAll(file, { streamParseMinBytes: 1000, chunkBytes: 512 });
    expect(values.map((entry) => entry.value)).toEqual([{ ok: true }]);
    expect(stats.malformedLines).toBe(1);
    expect(stats.problems[0]).toMatchObject({ kind: 'malformed', line: 1 });
  });

  it('skips a line over the cap without holding it, and keeps the lines around it', async () => {
    const file = tempFile(`{"n":1}\n{"big":"${'x'.repeat(100_000)}"}\n{"n":3}\n`);
    const { values, stats } = await readAll(file, { maxLineBytes: 1000, chunkBytes: 256 });
    expect(values.map((entry) => [entry.line, entry.value])).toEqual([
      [1, { n: 1 }],
      [3, { n: 3 }],
    ]);
    expect(stats).toMatchObject({ oversizeLines: 1, lines: 3 });
    expect(stats.problems[0]).toMatchObject({ kind: 'oversize', line: 2 });
  });

  it('leaves a trailing incomplete line unconsumed, and reads it on from the offset once complete', async () => {
    const file = tempFile('{"n":1}\n{"n":2}\n{"n":');
    const first = await readAll(file);
    expect(first.values.map((entry) => entry.value)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(first.stats).toMatchObject({ consumedOffset: 16, consumedLines: 2, partialLineBytes: 5, malformedLines: 0 });

    appendFileSync(file, '3}\n{"n":4}\n');
    const second = await readAll(file, { startOffset: first.stats.consumedOffset, startLine: first.stats.consumedLines });
    expect(second.values.map((entry) => [entry.line, entry.offset, entry.value])).toEqual([
      [3, 16, { n: 3 }],
      [4, 24, { n: 4 }],
    ]);
    expect(second.stats).toMatchObject({ consumedLines: 4, partialLineBytes: 0 });
  });

  it('consumes a complete last line that lacks its newline', async () => {
    const { values, stats } = await readAll(tempFile('{"n":1}\n{"n":2}'));
    expect(values.map((entry) => entry.value)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(stats).toMatchObject({ partialLineBytes: 0, consumedOffset: 15 });
  });

  it('strips a byte-order mark at the start of the file only', async () => {
    const file = tempFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"n":1}\n{"n":2}\n')]));
    const { values } = await readAll(file);
    expect(values.map((entry) => [entry.line, entry.offset, entry.value])).toEqual([
      [1, 3, { n: 1 }],
      [2, 11, { n: 2 }],
    ]);
  });

  it('stops when the handler returns false', async () => {
    const file = tempFile('{"n":1}\n{"n":2}\n{"n":3}\n');
    const seen: number[] = [];
    const stats = await readJsonl(file, (entry) => {
      seen.push(entry.line);
      return entry.line < 2;
    });
    expect(seen).toEqual([1, 2]);
    expect(stats.stopped).toBe(true);
  });

  it('reads gzip files, with offsets in the decompressed data', async () => {
    const { gzipSync } = await import('node:zlib');
    const gz = `${tempFile('')}.gz`;
    writeFileSync(gz, gzipSync(Buffer.from('{"n":1}\n{"n":2}\n')));
    const { values } = await readAll(gz, { startOffset: 8, startLine: 1 });
    expect(values).toEqual([{ line: 2, offset: 8, value: { n: 2 } }]);
  });

  it.each([7, 64, 4096])('reads CR-only line endings (chunks of %i bytes), says so, and goes on from a checkpoint', async (chunkBytes) => {
    const lines = [{ a: 1 }, { b: 'two' }, { c: [3] }];
    const file = tempFile(`${lines.map((line) => JSON.stringify(line)).join('\r')}\r`);
    const { values, stats } = await readAll(file, { chunkBytes: Math.max(chunkBytes, 16) });
    expect(values.map((entry) => entry.value)).toEqual(lines);
    expect(values.map((entry) => entry.line)).toEqual([1, 2, 3]);
    expect(stats).toMatchObject({ crLineEndings: true, lines: 3, partialLineBytes: 0 });
    const onward = await readAll(file, { startOffset: values[1]!.offset, startLine: 1 });
    expect(onward.values.map((entry) => [entry.line, entry.value])).toEqual([
      [2, { b: 'two' }],
      [3, { c: [3] }],
    ]);
  });

  it('takes a CR as the very last byte for a CRLF line still being written, not for CR-only endings', async () => {
    const { values, stats } = await readAll(tempFile('{"a":1}\r'));
    expect(values.map((entry) => entry.value)).toEqual([{ a: 1 }]);
    expect(stats.crLineEndings).toBe(false);
  });

  it('keeps CRLF files in newline mode (a CR before each newline is no line ending of its own)', async () => {
    const file = tempFile('{"a":1}\r\n{"b":2}\r\n');
    const { values, stats } = await readAll(file);
    expect(values.map((entry) => entry.value)).toEqual([{ a: 1 }, { b: 2 }]);
    expect(stats.crLineEndings).toBe(false);
  });

  it.each([1000, 1 << 20])('stops a gzip file at the decompressed cap (chunks of %i bytes): the cut line is not left as a partial one', async (chunkBytes) => {
    const file = join(mkdtempSync(join(tmpdir(), 'tip-miner-read-')), 'log.jsonl.gz');
    const lines = Array.from({ length: 100 }, (_, index) => JSON.stringify({ n: index, pad: 'x'.repeat(90) }));
    writeFileSync(file, gzipSync(`${lines.join('\n')}\n`));
    const { values, stats } = await readAll(file, { maxDecompressedBytes: 5000, chunkBytes });
    expect(stats).toMatchObject({ decompressedCapReached: true, partialLineBytes: 0, bytesRead: 5000 });
    let whole = 0;
    let end = 0;
    while (end + lines[whole]!.length + 1 <= 5000) end += lines[whole++]!.length + 1;
    expect(values.map((entry) => entry.value.n)).toEqual(Array.from({ length: whole }, (_, index) => index));
    expect(stats.consumedOffset).toBe(end);
  });
});
