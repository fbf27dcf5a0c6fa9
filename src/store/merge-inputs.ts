/**
 * The databases `tip-miner merge` reads: each is checked (a tip-miner history database of a schema this
 * version knows, else one InputError naming it) and copied — with SQLite's VACUUM INTO over a read-only
 * connection, so the input is never written — and the copy is migrated to the latest schema.
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { InputError, StateError, errorMessage } from '../errors.js';
import { HistoryDb } from './history-db.js';
import { checkSchema, LATEST_SCHEMA_VERSION } from './schema-check.js';

export interface MergeInput {
  path: string;
  /** Its copy at the latest schema, to merge from. */
  copy: string;
  /** The schema version it had. */
  schemaVersion: number;
}

/** Checks the database at `path` and copies it (migrated to the latest schema) to `copy`. */
export function copyMergeInput(path: string, copy: string): MergeInput {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) throw new InputError(`${path}: no such file; give the history databases to merge`);
  if (!info.isFile()) throw new InputError(`${path} is not a regular file; give the history databases to merge`);
  const leftovers = ['-wal', '-shm'].filter((suffix) => !existsSync(path + suffix));
  let db: Database.Database;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new InputError(`cannot open ${path}: ${errorMessage(error)}`);
  }
  let schemaVersion: number;
  try {
    schemaVersion = checkedVersion(db, path);
    db.prepare('VACUUM INTO ?').run(copy);
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') throw new InputError(`${path} is not a usable SQLite database (${errorMessage(error)})`);
    throw error;
  } finally {
    db.close();
    // a read-only connection to a WAL database may leave its (empty) -wal and -shm files: those it made go
    for (const suffix of leftovers) rmSync(path + suffix, { force: true });
  }
  if (schemaVersion < LATEST_SCHEMA_VERSION) HistoryDb.open(copy).close();
  return { path, copy, schemaVersion };
}

function checkedVersion(db: Database.Database, path: string): number {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
  if (!tables.includes('schema_migrations')) throw new InputError(`${path} is not a tip-miner history database (it has no schema_migrations table)`);
  const version = (db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as { version: number | null }).version ?? 0;
  if (version > LATEST_SCHEMA_VERSION)
    throw new InputError(
      `${path} was written by a newer tip-miner (schema version ${version}; this one knows up to ${LATEST_SCHEMA_VERSION}); upgrade tip-miner to merge it`,
    );
  try {
    checkSchema(db, path);
  } catch (error) {
    if (error instanceof StateError) throw new InputError(`cannot merge ${path}: ${error.message}`);
    throw error;
  }
  return version;
}

/**
 * Folds the write-ahead log of the database at `path` into it (and removes it), so the merged database
 * can take its place: a -wal file left beside it would otherwise be read as the new one's.
 */
export function settleWal(path: string): void {
  if (!existsSync(`${path}-wal`)) return;
  const db = new Database(path, { fileMustExist: true });
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}
