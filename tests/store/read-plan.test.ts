/**
 * Where a run starts in each file: an unchanged file is not even opened; one that grew from its end; one rewritten
 * from the start. A file read from its start is not opened here either: its reader takes the head hash (`headBytes`,
 * the first min(planned size, 4096) bytes); only a document's head, and the head of a file that grew (append or
 * rewrite?), are hashed when planned.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashFileHead } from '../../src/ingest/head-hash.js';
import type { FileCheckpoint } from '../../src/store/files.js';
import { planRead } from '../../src/store/read-plan.js';

function logFile(text: string | Buffer, name = 'a.jsonl') {
  const path = join(mkdtempSync(join(tmpdir(), 'tip-miner-plan-')), name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return path;
}

const discovered = (path: string) => {
  const info = statSync(path);
  return { path, size: info.size, mtimeMs: info.mtimeMs };
};

/** The checkpoint a run leaves for the file as it is now, read whole. */
function checkpointOf(path: string): FileCheckpoint {
  const { size, mtimeMs } = discovered(path);
  return { size, mtimeMs, consumedOffset: size, consumedLines: 1, headHash: hashFileHead(path, Math.min(size, 4096)) };
}

const line = (text: string) => `${JSON.stringify({ text })}\n`;
const gone = { path: join(tmpdir(), 'tip-miner-no-such-dir', 'x.jsonl'), size: 10, mtimeMs: 5 };

describe('planRead', () => {
  it('an unchanged file (same size and time) is not opened: it may even be gone', () => {
    expect(planRead(gone, { size: 10, mtimeMs: 5, consumedOffset: 10, consumedLines: 1, headHash: '10:x' }, false)).toEqual({ kind: 'unchanged' });
  });

  it.each([
    ['an empty file', ''],
    ['a file shorter than 4 KB', line('short')],
    ['a file of exactly 4 KB', 'x'.repeat(4095) + '\n'],
    ['a file longer than 4 KB', line('y'.repeat(9000))],
  ])('%s read from its start leaves its head hash to its reader: the first min(size, 4096) bytes, not opened here', (_name, text) => {
    const path = logFile(text);
    const size = Buffer.byteLength(text);
    const plan = { kind: 'read', startOffset: 0, startLine: 0, fromStart: true, headBytes: Math.min(size, 4096) };
    expect(planRead(discovered(path), undefined, false)).toEqual({ ...plan, rewritten: false });
    expect(planRead(discovered(path), checkpointOf(path), true)).toEqual({ ...plan, rewritten: false });
    // the size planned is the one found: a file that grows meanwhile is hashed over as many bytes as when it was found
    expect(planRead({ ...discovered(path), size: size + 10 }, undefined, false)).toMatchObject({ headBytes: Math.min(size + 10, 4096) });
  });

  it('a file gone since it was found, or a FIFO put where a log was, is not opened to plan a read from its start (its reader refuses it)', () => {
    expect(planRead(gone, undefined, false)).toMatchObject({ kind: 'read', headBytes: 10 });
  });

  it.each([
    ['a Gemini CLI chat (a JSON document)', join('.gemini', 'tmp', 'abc', 'chats', 'session-1.json'), '{"sessionId":"s","messages":[]}'],
    ['a Kilo Code database', join('kilo', 'kilo.db'), Buffer.from('SQLite format 3\u0000'.padEnd(5000, '\u0001'))],
    ['a Cursor database', join('Cursor', 'User', 'globalStorage', 'state.vscdb'), Buffer.alloc(300, 7)],
  ])('%s is read by its own reader: its head is hashed when planned, as before', (_name, name, text) => {
    const path = logFile(text, name);
    const { size } = discovered(path);
    const headHash = hashFileHead(path, Math.min(size, 4096));
    expect(planRead(discovered(path), undefined, false)).toEqual({ kind: 'read', startOffset: 0, startLine: 0, fromStart: true, rewritten: false, headHash });
    const checkpoint = { ...checkpointOf(path), mtimeMs: 1 };
    expect(planRead(discovered(path), checkpoint, false)).toEqual({ kind: 'read', startOffset: 0, startLine: 0, fromStart: true, rewritten: true, headHash });
  });

  // each: the file at the last run, what it is now, where the run starts and whether its head is hashed here
  it.each([
    ['grew (short)', line('a'), line('a') + line('b'), 'append'],
    ['grew past 4 KB from under it', line('a'), line('a') + line('b'.repeat(5000)), 'append'],
    ['grew (long)', line('c'.repeat(5000)), line('c'.repeat(5000)) + line('d'), 'append'],
    ['rewritten, longer', line('a'), line('z') + line('b'), 'rewrite'],
    ['rewritten past 4 KB', line('c'.repeat(5000)), line('c'.repeat(4000)) + line('e'.repeat(2000)), 'rewrite'],
    ['truncated (shorter than what was read)', line('a') + line('b'), line('a'), 'from the start'],
    ['emptied', line('a'), '', 'from the start'],
  ] as const)('a file that %s: where its read starts and where its head is hashed', (_name, before, after, expected) => {
    const path = logFile(before);
    const checkpoint = checkpointOf(path);
    writeFileSync(path, after);
    const now = { ...discovered(path), mtimeMs: checkpoint.mtimeMs + 1000 };
    const headHash = hashFileHead(path, Math.min(now.size, 4096));
    const plan = planRead(now, checkpoint, false);
    if (expected === 'append') {
      expect(plan).toEqual({ kind: 'read', startOffset: Buffer.byteLength(before), startLine: 1, fromStart: false, rewritten: false, headHash });
    } else if (expected === 'rewrite') {
      expect(plan).toEqual({ kind: 'read', startOffset: 0, startLine: 0, fromStart: true, rewritten: true, headHash });
    } else {
      // not grown: nothing to decide, the reader takes the hash
      expect(plan).toEqual({ kind: 'read', startOffset: 0, startLine: 0, fromStart: true, rewritten: true, headBytes: Math.min(now.size, 4096) });
    }
  });

  it('a gzip file that changed is read again from its start, its head (of the compressed bytes) taken by the reader', () => {
    const path = logFile(Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]), 'a.jsonl.gz');
    const checkpoint = checkpointOf(path);
    appendFileSync(path, Buffer.alloc(100));
    expect(planRead({ ...discovered(path), mtimeMs: 1 }, checkpoint, false)).toEqual({
      kind: 'read',
      startOffset: 0,
      startLine: 0,
      fromStart: true,
      rewritten: true,
      headBytes: 108,
    });
  });

  it.skipIf(process.platform === 'win32')('a FIFO put where a log that grew was is refused with a code (an unreadable file), never waited on', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'tip-miner-plan-')), 'pipe.jsonl');
    execFileSync('mkfifo', [path]);
    const checkpoint = { size: 0, mtimeMs: 0, consumedOffset: 0, consumedLines: 0, headHash: '0:x' };
    expect(() => planRead({ path, size: 10, mtimeMs: 1 }, checkpoint, false)).toThrow(expect.objectContaining({ code: 'ENOTREGULAR' }));
  });

  it('a file that grew but is gone since it was found is an error with a code', () => {
    const checkpoint = { size: 1, mtimeMs: 0, consumedOffset: 1, consumedLines: 1, headHash: '1:x' };
    expect(() => planRead(gone, checkpoint, false)).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });
});
