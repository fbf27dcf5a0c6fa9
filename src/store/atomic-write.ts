/**
 * Writes a file so that a reader never sees it half-written: a temporary file beside it, then a
 * rename. A temporary file that a killed process left beside it (its process is gone) is removed.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const TEMPORARY = /^(.+)\.tmp-(\d+)-[0-9a-f]{8}$/;

export interface AtomicWriteOptions {
  /**
   * Look for temporary files a killed writer left beside it (default: yes). That reads the whole folder: a
   * writer that writes the same file many times in a folder of many (the hook's per-session states) sweeps
   * once, on its first write, not on every one.
   */
  sweepLeftovers?: boolean;
}

export function writeFileAtomic(path: string, content: string, options: AtomicWriteOptions = {}): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = options.sweepLeftovers === false ? freshTemporaryPath(path) : temporaryPathFor(path);
  try {
    writeFileSync(temporary, content);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** A new temporary file's path beside `path` (to be renamed onto it); those a killed writer left there are removed first. */
export function temporaryPathFor(path: string): string {
  removeLeftTemporaries(path);
  return freshTemporaryPath(path);
}

function freshTemporaryPath(path: string): string {
  return `${path}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/** Temporary files of `path` whose writer is no longer running (killed between its write and its rename). */
function removeLeftTemporaries(path: string): void {
  const name = basename(path);
  for (const entry of readdirSync(dirname(path))) {
    const match = TEMPORARY.exec(entry);
    if (match?.[1] !== name || isRunning(Number(match[2]))) continue;
    rmSync(join(dirname(path), entry), { force: true });
  }
}

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
