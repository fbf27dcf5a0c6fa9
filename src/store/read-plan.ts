/**
 * Where an incremental run starts in each file: an unchanged file is not read, a file that grew is
 * read from where the last run stopped, a file whose beginning changed (rewritten, rotated) is read
 * again from the start, and so is a changed document (a log that is no JSON lines). The beginning is compared
 * by a hash of its first bytes (ingest/head-hash.ts).
 *
 * Only that comparison reads a file here, in the thread that plans: a file read from its start has its head hash
 * taken by its reader from the bytes it reads anyway (`headBytes`: in a worker thread with --jobs N), and the run
 * records it with the file's analysis (app/analyze-into-history.ts). A document is the exception: its reader
 * reads it by its own means (a database through SQLite, a JSON file read whole or not at all, the files beside
 * it), so its head is hashed here.
 */
import type { DiscoveredFile } from '../ingest/discover.js';
import { documentFormatIdOf } from '../ingest/formats/index.js';
import { HEAD_BYTES, hashFileHead, headHashOf } from '../ingest/head-hash.js';
import { readFileHead } from '../util/regular-file.js';
import type { FileCheckpoint } from './files.js';

/** The head hash of a read: known when planned (`headHash`), or taken by the reader from the first `headBytes` bytes it reads. */
type ReadHead = { headHash: string; headBytes?: undefined } | { headBytes: number; headHash?: undefined };

export type ReadPlan = { kind: 'unchanged' } | ({ kind: 'read'; startOffset: number; startLine: number; fromStart: boolean; rewritten: boolean } & ReadHead);

export function planRead(file: DiscoveredFile, checkpoint: FileCheckpoint | undefined, full: boolean): ReadPlan {
  // an unchanged file is not even opened: a re-run over thousands of them costs a stat each
  if (checkpoint && !full && file.size === checkpoint.size && file.mtimeMs === checkpoint.mtimeMs) return { kind: 'unchanged' };
  // the size planned, not one the file reaches while it is read
  const length = Math.min(file.size, HEAD_BYTES);
  if (!checkpoint || full) return fromStart(file, length, false);
  // a document (a JSON file, a database) is written anew, never appended to: it is read again from its start
  const grew = !file.path.endsWith('.gz') && documentFormatIdOf(file.path) === undefined && file.size >= checkpoint.consumedOffset;
  if (!grew) return fromStart(file, length, true);
  // the one decision taken before reading: is the head the last run saw still there? One read gives both hashes
  const stored = headLength(checkpoint.headHash);
  const { bytes } = readFileHead(file.path, Math.max(length, stored));
  const headHash = headHashOf(bytes.subarray(0, length));
  if (headHashOf(bytes.subarray(0, stored)) === checkpoint.headHash) {
    return { kind: 'read', startOffset: checkpoint.consumedOffset, startLine: checkpoint.consumedLines, fromStart: false, rewritten: false, headHash };
  }
  return { kind: 'read', startOffset: 0, startLine: 0, fromStart: true, rewritten: true, headHash };
}

/** A read from the start: its reader takes the head hash, but for a document's (see above). */
function fromStart(file: DiscoveredFile, length: number, rewritten: boolean): ReadPlan {
  const read = { kind: 'read', startOffset: 0, startLine: 0, fromStart: true, rewritten } as const;
  return documentFormatIdOf(file.path) === undefined ? { ...read, headBytes: length } : { ...read, headHash: hashFileHead(file.path, length) };
}

/** The length a stored head hash covers: HEAD_BYTES at most (every hash stored was of that many bytes at most; a damaged row reads no more). */
function headLength(headHash: string): number {
  return Math.min(Number(headHash.split(':')[0]) || 0, HEAD_BYTES);
}
