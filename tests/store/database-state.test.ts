/**
 * The history database as state tip-miner finds it: a path that cannot hold one, a file that is not
 * one, a database of something else, of a newer tip-miner, or damaged. Each is one clear error before
 * anything is written; --repair sets a damaged one aside (never a foreign or newer one).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openHistory } from '../../src/app/open-history.js';
import { InputError, StateError } from '../../src/errors.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { LATEST_SCHEMA_VERSION } from '../../src/store/schema-check.js';

function folder(): string {
  return mkdtempSync(join(tmpdir(), 'tip-miner-dbstate-'));
}

function madeDatabase(path: string, change: (db: Database.Database) => void): void {
  HistoryDb.open(path).close();
  const raw = new Database(path);
  change(raw);
  raw.close();
}

interface StateCase {
  name: string;
  make: (path: string) => void;
  error: RegExp;
  repairable: boolean;
}

const STATES: StateCase[] = [
  {
    name: 'a text file',
    make: (path) => {
      writeFileSync(path, 'not sqlite but long enough to have a header of sixteen bytes');
    },
    error: /is not a usable history database \(file is not a database\); run tip-miner analyze --repair/,
    repairable: true,
  },
  {
    name: 'the database of something else',
    make: (path) => {
      const raw = new Database(path);
      raw.exec('CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)');
      raw.close();
    },
    error: /is an SQLite database but not a tip-miner history database .*choose another --db/,
    repairable: false,
  },
  {
    name: 'a database of a newer tip-miner',
    make: (path) => {
      madeDatabase(path, (raw) => raw.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, 0)').run(LATEST_SCHEMA_VERSION + 1));
    },
    error: new RegExp(
      `was written by a newer tip-miner \\(schema version ${LATEST_SCHEMA_VERSION + 1}; this one knows up to ${LATEST_SCHEMA_VERSION}\\); upgrade tip-miner`,
    ),
    repairable: false,
  },
  {
    name: 'a database with a dropped table',
    make: (path) => {
      madeDatabase(path, (raw) => raw.exec('DROP TABLE findings'));
    },
    error: /is damaged \(missing table findings\); run tip-miner analyze --repair/,
    repairable: true,
  },
  {
    name: 'a database with a dropped column',
    make: (path) => {
      madeDatabase(path, (raw) => raw.exec('ALTER TABLE corrections DROP COLUMN rule'));
    },
    error: /is damaged \(missing column corrections\.rule\); run tip-miner analyze --repair/,
    repairable: true,
  },
];

describe('opening the history database', () => {
  it.each(STATES)('$name: one StateError naming the file, and the file unchanged', ({ make, error, repairable }) => {
    const path = join(folder(), 'history.db');
    make(path);
    const before = readFileSync(path);
    let caught: unknown;
    try {
      HistoryDb.open(path);
    } catch (thrown) {
      caught = thrown;
    }
    expect(caught).toBeInstanceOf(StateError);
    expect((caught as StateError).message).toContain(path);
    expect((caught as StateError).message).toMatch(error);
    expect((caught as StateError).repairable).toBe(repairable);
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it.each(STATES)('$name, with --repair: set aside and a new database made only when it is repairable', ({ make, repairable }) => {
    const dir = folder();
    const path = join(dir, 'history.db');
    make(path);
    const before = readFileSync(path);
    if (!repairable) {
      expect(() => openHistory(path, { repair: true, now: 1_800_000_000 })).toThrow(StateError);
      expect(readFileSync(path).equals(before)).toBe(true);
      return;
    }
    const opened = openHistory(path, { repair: true, now: 1_800_000_000 });
    expect(opened.setAside).toBe(`${path}.damaged-1800000000`);
    expect(readFileSync(opened.setAside!).equals(before)).toBe(true);
    expect(opened.db.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    opened.db.close();
  });

  it.each([
    [
      'a folder',
      (path: string) => {
        mkdirSync(path);
      },
      /is a folder; give the path of a database file/,
    ],
    [
      'below a file',
      (path: string) => {
        writeFileSync(join(path, '..'), 'x');
      },
      /cannot be used: ENOTDIR/,
    ],
  ])('a path that is %s fails at once with an InputError', (_name, make, error) => {
    const dir = folder();
    const path = _name === 'below a file' ? join(dir, 'file', 'history.db') : join(dir, 'history.db');
    make(path);
    expect(() => HistoryDb.open(path)).toThrow(InputError);
    expect(() => HistoryDb.open(path)).toThrow(error);
  });

  it('a FIFO at the path fails at once instead of hanging', () => {
    const path = join(folder(), 'history.db');
    if (spawnSync('mkfifo', [path]).status !== 0) return;
    expect(() => HistoryDb.open(path)).toThrow(/is not a regular file/);
    expect(statSync(path).isFIFO()).toBe(true);
  });

  it('an empty file is a new database', () => {
    const dir = folder();
    const path = join(dir, 'history.db');
    writeFileSync(path, '');
    const db = HistoryDb.open(path);
    expect(db.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    db.close();
    expect(readdirSync(dir)).toContain('history.db');
  });
});
