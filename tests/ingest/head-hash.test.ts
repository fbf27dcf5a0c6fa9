/**
 * A file read from its start has its head hash taken by the reader from the bytes it reads (ingest/head-hash.ts,
 * file-chunks.ts, read-jsonl.ts `headBytes`): the same `<length>:<sha1 hex>` that hashFileHead gives for the file's
 * first min(planned size, 4096) bytes as stored — a .gz file's compressed bytes — whatever the chunks, and when the
 * reader stops early. A file that cannot be read gives no hash but its error; a FIFO is refused, never waited on.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HeadHash, hashFileHead } from '../../src/ingest/head-hash.js';
import { readJsonl, type ReadJsonlOptions } from '../../src/ingest/read-jsonl.js';
import { stringMatching } from '../helpers/matchers.js';

function fileWith(content: string | Buffer, name = 'log.jsonl'): string {
  const path = join(mkdtempSync(join(tmpdir(), 'tip-miner-head-')), name);
  writeFileSync(path, content);
  return path;
}

const lines = (count: number, width: number) => Array.from({ length: count }, (_, index) => `${JSON.stringify({ index, text: 'x'.repeat(width) })}\n`).join('');

// each: the file's bytes, its name, the read's options, and whether the reader stops before the end
const CASES: Array<[string, string | Buffer, string, ReadJsonlOptions, boolean]> = [
  ['an empty file', '', 'log.jsonl', {}, false],
  ['a file shorter than 4 KB', lines(3, 10), 'log.jsonl', {}, false],
  ['a file of exactly 4 KB', `${JSON.stringify({ text: 'y'.repeat(4096 - 12) })}\n`, 'log.jsonl', {}, false],
  ['a file longer than 4 KB', lines(100, 200), 'log.jsonl', {}, false],
  ['a long line across the head', `${JSON.stringify({ text: 'z'.repeat(20_000) })}\n`, 'log.jsonl', {}, false],
  ['a head read in chunks smaller than it', lines(100, 200), 'log.jsonl', { chunkBytes: 100 }, false],
  ['a reader that stops after its first value, in small chunks', lines(100, 200), 'log.jsonl', { chunkBytes: 64 }, true],
  ['a last line still being written', `${lines(2, 10)}{"cut":`, 'log.jsonl', {}, false],
  ['a gzip file (its compressed bytes)', gzipSync(lines(400, 100)), 'log.jsonl.gz', {}, false],
  ['a gzip file shorter than 4 KB', gzipSync(lines(2, 10)), 'log.jsonl.gz', {}, false],
  ['a gzip file read in small chunks that stops early', gzipSync(lines(400, 100)), 'log.jsonl.gz', { chunkBytes: 128 }, true],
  ['a gzip file over the decompressed cap', gzipSync(lines(400, 100)), 'log.jsonl.gz', { maxDecompressedBytes: 1000 }, false],
];

describe('the head hash a reader takes', () => {
  it.each(CASES)('%s: the hash of the first min(size, 4096) bytes, as hashFileHead gives it', async (_name, content, name, options, stops) => {
    const path = fileWith(content, name);
    const size = Buffer.byteLength(content);
    const headBytes = Math.min(size, 4096);
    let values = 0;
    const stats = await readJsonl(path, () => (stops ? ++values < 1 : true), { ...options, headBytes });
    expect(stats.headHash).toBe(hashFileHead(path, headBytes));
    expect(stats.headHash?.startsWith(`${headBytes}:`)).toBe(true);
    expect(stats.stopped).toBe(stops);
  });

  it('is over the size planned, not one the file reached since: a file that grew is hashed over the bytes first found', async () => {
    const path = fileWith(lines(3, 10));
    const stats = await readJsonl(path, () => true, { headBytes: 20 });
    expect(stats.headHash).toBe(hashFileHead(path, 20));
  });

  it('is not taken unless asked for', async () => {
    const stats = await readJsonl(fileWith(lines(3, 10)), () => true);
    expect(stats).not.toHaveProperty('headHash');
  });

  it('a file that cannot be read gives its error, no hash', async () => {
    const corrupt = fileWith(Buffer.concat([gzipSync(lines(50, 100)).subarray(0, 200), Buffer.alloc(200, 1)]), 'bad.jsonl.gz');
    await expect(readJsonl(corrupt, () => true, { headBytes: 400 })).rejects.toMatchObject({ code: stringMatching(/^Z_/) });
    const gone = join(mkdtempSync(join(tmpdir(), 'tip-miner-head-')), 'gone.jsonl.gz');
    await expect(readJsonl(gone, () => true, { headBytes: 10 })).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it.skipIf(process.platform === 'win32').each(['pipe.jsonl', 'pipe.jsonl.gz'])('a FIFO named %s is refused at once, never waited on', async (name) => {
    const path = join(mkdtempSync(join(tmpdir(), 'tip-miner-head-')), name);
    execFileSync('mkfifo', [path]);
    await expect(readJsonl(path, () => true, { headBytes: 0 })).rejects.toMatchObject({ code: 'ENOTREGULAR' });
    await expect(readJsonl(path, () => true)).rejects.toMatchObject({ code: 'ENOTREGULAR' });
  });

  it('is taken by a read from the start only: asked of a read from an offset, it is a bug, not a read error', async () => {
    const path = fileWith(lines(3, 10));
    const error = await readJsonl(path, () => true, { headBytes: 10, startOffset: 5 }).then(
      () => undefined,
      (caught: unknown) => caught as NodeJS.ErrnoException,
    );
    expect(error?.message).toMatch(/a head hash is taken by a read from the start/);
    expect(error?.code).toBeUndefined();
  });

  it('HeadHash takes bytes up to its length, and has no value until its reader settles it', () => {
    const head = new HeadHash(5);
    head.take(Buffer.from('abc'));
    head.take(Buffer.from('defgh'));
    expect(head.digest()).toBeUndefined();
    head.settle();
    expect(head.digest()).toBe('5:03de6c570bfe24bfc328ccd7ca46b76eadaf4334');
  });
});
