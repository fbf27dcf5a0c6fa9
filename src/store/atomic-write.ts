/**
 * Writes a file so that a reader never sees it half-written: a temporary file beside it, then a
 * rename. A temporary file that a killed process left beside it (its process is gone) is removed.
 * The temporary file is created exclusively (it must not exist: no file or link someone put at its
 * name is written through), so its name need not be unguessable — it is drawn without node:crypto,
 * whose loading would cost the hook ~8 ms on every call (safety/lazy-crypto.ts).
 */
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { lazyCrypto } from '../safety/lazy-crypto.js';

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
  if (options.sweepLeftovers !== false) removeLeftTemporaries(path);
  const temporary = createdTemporary(path, content);
  try {
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Tries of a fresh name when one is taken (another thread of this process drew the same). */
const NAME_TRIES = 8;

/** A temporary file beside `path`, created (never opened if something is at its name) and holding `content`. */
function createdTemporary(path: string, content: string): string {
  for (let attempt = 1; ; attempt++) {
    const temporary = `${path}.tmp-${process.pid}-${Math.floor(Math.random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0')}`;
    try {
      writeFileSync(temporary, content, { flag: 'wx' });
      return temporary;
    } catch (error) {
      const taken = (error as NodeJS.ErrnoException).code === 'EEXIST';
      // a half-written file of ours goes; one that was there (its name taken) is not ours to remove
      if (!taken) rmSync(temporary, { force: true });
      if (!taken || attempt >= NAME_TRIES) throw error;
    }
  }
}

/** A new temporary file's path beside `path` (to be renamed onto it); those a killed writer left there are removed first. */
export function temporaryPathFor(path: string): string {
  removeLeftTemporaries(path);
  return freshTemporaryPath(path);
}

function freshTemporaryPath(path: string): string {
  return `${path}.tmp-${process.pid}-${lazyCrypto().randomBytes(4).toString('hex')}`;
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
