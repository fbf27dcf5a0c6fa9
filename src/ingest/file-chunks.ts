/**
 * A plain file's bytes from an offset to its end, in chunks read synchronously.
 *
 * A read stream costs, per chunk, a trip through libuv's thread pool, a promise and the stream's own
 * bookkeeping, and it copies every short last chunk into a new Buffer; over thousands of small
 * transcripts that was ~20% of reading them (bench: the reader alone over 506 MB, 1.84–2.07 → 1.47–1.58 s).
 * A log file in the page cache reads at memory speed, so reading it in the thread that parses it loses
 * nothing; a cold disk waits the same either way. A chunk is sized to what the file still holds.
 *
 * The file is opened as util/regular-file.ts opens what others control: non-blocking, and only a regular
 * file — a FIFO, device or folder put where a log was is refused (NotRegularFileError, with a `code` like any
 * other read error), never waited on.
 *
 * With `lent`, every chunk is a view of one buffer the pool lends for the file (chunk-pool.ts) and gives to the next
 * file when this one is closed: each read overwrites the chunk before, so a reader copies what it keeps past the
 * chunk it is given (read-jsonl.ts does). Without it, each chunk is a Buffer of its own.
 *
 * Read from its start, the file's head hash (head-hash.ts) is taken from the chunks as they pass: the reader's
 * own bytes, no second open. A reader that stops before the head is all read (a file of no known format, a
 * format that needs no more of it) has the missing bytes read then, before the file is closed.
 */
import { closeSync, readSync } from 'node:fs';
import { openRegularFile } from '../util/regular-file.js';
import { giveBack, lend } from './chunk-pool.js';
import type { HeadHash } from './head-hash.js';

/** What a read past the size seen at open asks for: a file still being written may have grown. */
const GROWTH_PROBE_BYTES = 64 * 1024;

export function* fileChunks(path: string, start: number, chunkBytes: number, head?: HeadHash, lent = false): Generator<Buffer, void, undefined> {
  if (head !== undefined && start !== 0) throw new Error(`${path}: a head hash is taken by a read from the start, not from offset ${start}`);
  const { fd, stats } = openRegularFile(path);
  const sizeAtOpen = stats.size;
  let failed = false;
  let ended = false;
  let lentBuffer: Buffer | undefined;
  try {
    let position = start;
    let grown = false;
    for (;;) {
      const expected = sizeAtOpen - position;
      const size = expected > 0 ? Math.min(expected, chunkBytes) : grown ? chunkBytes : GROWTH_PROBE_BYTES;
      let buffer: Buffer;
      if (lent) {
        lentBuffer ??= lend(chunkBytes);
        buffer = lentBuffer.subarray(0, size);
      } else buffer = Buffer.allocUnsafe(size);
      const read = fillFrom(fd, buffer, position);
      if (read === 0) {
        ended = true;
        return;
      }
      if (expected <= 0) grown = true;
      position += read;
      const chunk = read === buffer.length ? buffer : buffer.subarray(0, read);
      head?.take(chunk);
      yield chunk;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    // at the end, or stopped by the reader (the generator returned): the head is complete; after a read error, no hash
    if (head !== undefined && !failed) settleHead(fd, head, ended);
    closeSync(fd);
    if (lentBuffer !== undefined) giveBack(lentBuffer);
  }
}

/** Reads what the head still misses when the reader stopped early (at the end of the file there is no more) and settles it. */
function settleHead(fd: number, head: HeadHash, ended: boolean): void {
  if (!ended && head.missing > 0) {
    const rest = Buffer.alloc(head.missing);
    head.take(rest.subarray(0, fillFrom(fd, rest, head.taken)));
  }
  head.settle();
}

/** Reads until `buffer` is full or the file ends; the bytes read. */
function fillFrom(fd: number, buffer: Buffer, position: number): number {
  let filled = 0;
  while (filled < buffer.length) {
    const read = readSync(fd, buffer, filled, buffer.length - filled, position + filled);
    if (read === 0) break;
    filled += read;
  }
  return filled;
}
