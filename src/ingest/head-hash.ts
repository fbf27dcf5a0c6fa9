/**
 * What tells an incremental run whether a file's beginning is still the one an earlier run read
 * (store/read-plan.ts): `<length>:<sha1 hex of the file's first length bytes>`, over the bytes as stored (a
 * .gz file's compressed bytes), length the first HEAD_BYTES at most. A file read from its start has it taken
 * from the bytes its reader reads anyway (HeadHash, fed by ingest/file-chunks.ts), in the thread that reads
 * them; only a decision taken before reading (did the file grow by appends?) reads the head on its own
 * (hashFileHead).
 */
import { lazyCrypto } from '../safety/lazy-crypto.js';
import { readFileHead } from '../util/regular-file.js';

/** Bytes of a file's beginning that are hashed. */
export const HEAD_BYTES = 4096;

export function headHashOf(bytes: Buffer): string {
  return `${bytes.length}:${lazyCrypto().createHash('sha1').update(bytes).digest('hex')}`;
}

/**
 * The head hash of the file at `path`, read on its own: opened non-blocking (a FIFO is refused, never waited on)
 * and read synchronously, as the file itself is (a promise-based open, read and close per file was ~0.25 s of a
 * first run over ~1,900 files).
 */
export function hashFileHead(path: string, length: number): string {
  return headHashOf(readFileHead(path, length).bytes);
}

/**
 * The head hash of a file taken from its bytes as a reader reads them from offset 0: `take` each chunk in order;
 * the reader `settle`s it when it stops (at the end of the file, or earlier with the bytes still missing read
 * then). Its value is then `hashFileHead(path, length)`'s for the same bytes: fewer than `length` only when the
 * file holds fewer.
 */
export class HeadHash {
  private readonly bytes: Buffer;
  private filled = 0;
  private done = false;

  constructor(readonly length: number) {
    this.bytes = Buffer.alloc(length);
  }

  /** Bytes taken so far: the offset of the next byte the head wants. */
  get taken(): number {
    return this.filled;
  }

  /** Bytes of the head not taken yet. */
  get missing(): number {
    return this.length - this.filled;
  }

  /** The next bytes of the file, as far as the head goes. */
  take(chunk: Buffer): void {
    const count = Math.min(chunk.length, this.length - this.filled);
    if (count <= 0) return;
    chunk.copy(this.bytes, this.filled, 0, count);
    this.filled += count;
  }

  /** The reader has read the file's head (or the file ends before it): the hash holds what was taken. */
  settle(): void {
    this.done = true;
  }

  /** The hash, once settled; undefined before (a reader that stopped without settling it). */
  digest(): string | undefined {
    return this.done ? headHashOf(this.bytes.subarray(0, this.filled)) : undefined;
  }
}
