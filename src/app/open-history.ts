/**
 * Opens the history database for a command. With `repair`, a database that is damaged or not a
 * database at all is set aside (`<db>.damaged-<time>`, with its -wal and -shm files: never deleted)
 * and a new one is made, to be filled again from the logs; a foreign or newer database is never
 * touched (StateError says what to do).
 */
import { existsSync, renameSync } from 'node:fs';
import { StateError } from '../errors.js';
import { HistoryDb } from '../store/history-db.js';

export interface OpenedHistory {
  db: HistoryDb;
  /** Where an unusable database was moved (with repair). */
  setAside?: string;
  /** Why it was moved. */
  reason?: string;
}

export function openHistory(path: string, options: { repair: boolean; now: number }): OpenedHistory {
  try {
    return { db: HistoryDb.open(path) };
  } catch (error) {
    if (!options.repair || !(error instanceof StateError) || !error.repairable) throw error;
    const setAside = damagedPath(path, options.now);
    for (const suffix of ['', '-wal', '-shm']) if (existsSync(path + suffix)) renameSync(path + suffix, setAside + suffix);
    return { db: HistoryDb.open(path), setAside, reason: error.message };
  }
}

function damagedPath(path: string, now: number): string {
  let candidate = `${path}.damaged-${now}`;
  for (let n = 2; existsSync(candidate); n++) candidate = `${path}.damaged-${now}-${n}`;
  return candidate;
}

/** Runs `use` on the history database at `path`, closed afterwards whatever happens. */
export function withHistory<T>(path: string, use: (db: HistoryDb) => T): T {
  const db = HistoryDb.open(path);
  try {
    return use(db);
  } finally {
    db.close();
  }
}

export async function withHistoryAsync<T>(path: string, use: (db: HistoryDb) => Promise<T>): Promise<T> {
  const db = HistoryDb.open(path);
  try {
    return await use(db);
  } finally {
    db.close();
  }
}
