/**
 * Buffers lent to the readers of plain files (file-chunks.ts), taken back when a file is closed and lent again for
 * the next one. A fresh Buffer per chunk costs the kernel a zeroed page for every 4 KB a read fills, and the
 * collector its bookkeeping: reading the 511 MB of the real-home bench corpus (1,563 files) into fresh 1 MB Buffers
 * took 520–550 ms of CPU, into one Buffer read again and again 135 ms (docs/performance.md "Lent chunks").
 *
 * A lent buffer is overwritten by the next read into it: whoever reads the chunks copies what it keeps past one
 * (read-jsonl.ts). Files read at once (analyze reads a few, interleaved by awaits) each hold a buffer of their own.
 */

/** Buffers kept for lending; more are made while more files are read at once, and dropped when given back beyond this. */
const KEPT_BUFFERS = 8;

const free: Buffer[] = [];

/** A buffer of `bytes` bytes, holding whatever it held last; give it back with `giveBack` when done. */
export function lend(bytes: number): Buffer {
  const index = free.findIndex((buffer) => buffer.length === bytes);
  if (index !== -1) return free.splice(index, 1)[0] as Buffer;
  // not a slice of Node's shared pool for small Buffers: a buffer of its own, which nothing else reads or writes
  return Buffer.allocUnsafeSlow(bytes);
}

/** Takes back a buffer `lend` gave; it may be lent again at once. */
export function giveBack(buffer: Buffer): void {
  if (free.length < KEPT_BUFFERS && !free.includes(buffer)) free.push(buffer);
}
