/**
 * Reading a file that someone else controls (a transcript, a state file, a project's SKILL.md, a
 * memory file) without ever blocking or reading without end: the path is opened non-blocking, only
 * a regular file is read (a FIFO, a device, a folder is refused), and at most `maxBytes` of it.
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { errorMessage } from '../errors.js';

/** Why a file could not be read as a regular file; `missing` when there is nothing at the path. */
export type NotRegularReason = 'missing' | 'not-a-file' | 'too-large' | 'unreadable';

/** The `code` of each reason whose cause has none of its own (a read error: analyze reports the file as unreadable). */
const REASON_CODES: Readonly<Record<NotRegularReason, string>> = {
  missing: 'ENOENT',
  'not-a-file': 'ENOTREGULAR',
  'too-large': 'EFBIG',
  unreadable: 'EIO',
};

export class NotRegularFileError extends Error {
  /** Like a file system error's: the cause's own when it had one. */
  readonly code: string;

  constructor(
    readonly path: string,
    readonly reason: NotRegularReason,
    /** What is wrong, without the path. */
    readonly detail: string,
    code?: string,
  ) {
    super(`${path}: ${detail}`);
    this.name = 'NotRegularFileError';
    this.code = code ?? REASON_CODES[reason];
  }
}

export interface RegularFile {
  text: string;
  stats: Stats;
}

/**
 * Opens `path` without blocking (O_NONBLOCK: a FIFO with no writer does not hang the open) and
 * returns its descriptor and stats, or throws NotRegularFileError.
 */
export function openRegularFile(path: string): { fd: number; stats: Stats } {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new NotRegularFileError(path, 'missing', 'no such file');
    if (code === 'EISDIR') throw new NotRegularFileError(path, 'not-a-file', 'is a folder, not a file');
    // a socket cannot be opened (ENXIO); a NUL in the name is refused by Node before any system call
    if (code === 'ENXIO') throw new NotRegularFileError(path, 'not-a-file', 'is not a regular file (a FIFO, socket or device)');
    if (code === 'ERR_INVALID_ARG_VALUE' || code === 'ERR_INVALID_ARG_TYPE')
      throw new NotRegularFileError(path, 'unreadable', 'is no file name (it holds a NUL character)', 'EINVAL');
    throw new NotRegularFileError(path, 'unreadable', `cannot be opened (${code ?? errorMessage(error)})`, code);
  }
  const stats = fstatSync(fd);
  if (!stats.isFile()) {
    closeSync(fd);
    throw new NotRegularFileError(path, 'not-a-file', stats.isDirectory() ? 'is a folder, not a file' : 'is not a regular file (a FIFO, socket or device)');
  }
  return { fd, stats };
}

/** The whole of a regular file of at most `maxBytes`, as UTF-8; throws NotRegularFileError otherwise. */
export function readRegularFile(path: string, maxBytes: number): RegularFile {
  const { bytes, stats } = readRegularBytes(path, maxBytes);
  return { text: bytes.toString('utf8'), stats };
}

/** The bytes of a regular file of at most `maxBytes`, as they are (no decoding); throws NotRegularFileError otherwise. */
export function readRegularBytes(path: string, maxBytes: number): { bytes: Buffer; stats: Stats } {
  const { fd, stats } = openRegularFile(path);
  try {
    if (stats.size > maxBytes) throw new NotRegularFileError(path, 'too-large', `is ${stats.size} bytes, over the ${maxBytes}-byte limit`);
    const buffer = Buffer.allocUnsafe(Math.min(stats.size, maxBytes) + 1);
    let filled = 0;
    // read to the end (the file may have grown since the stat), never past the limit
    while (filled < buffer.length) {
      const read = readSync(fd, buffer, filled, buffer.length - filled, filled);
      if (read === 0) break;
      filled += read;
    }
    if (filled > maxBytes) throw new NotRegularFileError(path, 'too-large', `is over the ${maxBytes}-byte limit`);
    return { bytes: buffer.subarray(0, filled), stats };
  } finally {
    closeSync(fd);
  }
}

/** Like readRegularFile, but undefined when nothing is at the path. */
export function readRegularFileIfPresent(path: string, maxBytes: number): RegularFile | undefined {
  try {
    return readRegularFile(path, maxBytes);
  } catch (error) {
    if (error instanceof NotRegularFileError && error.reason === 'missing') return undefined;
    throw error;
  }
}

/** The first `length` bytes of a regular file (fewer when it is shorter), with its size; refused as openRegularFile refuses. */
export function readFileHead(path: string, length: number): { bytes: Buffer; size: number } {
  const { fd, stats } = openRegularFile(path);
  try {
    const buffer = Buffer.alloc(Math.min(length, stats.size));
    let filled = 0;
    while (filled < buffer.length) {
      const read = readSync(fd, buffer, filled, buffer.length - filled, filled);
      if (read === 0) break;
      filled += read;
    }
    return { bytes: buffer.subarray(0, filled), size: stats.size };
  } finally {
    closeSync(fd);
  }
}
