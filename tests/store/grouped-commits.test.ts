/** Transactions committed in groups: each still all or nothing, seen by another connection once its group commits, none lost on close. */
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HistoryDb } from '../../src/store/history-db.js';

function databases() {
  const path = join(mkdtempSync(join(tmpdir(), 'tip-miner-group-')), 'h.db');
  const db = HistoryDb.open(path);
  db.run('CREATE TABLE t (n INTEGER)');
  const other = () => {
    const reader = new Database(path, { readonly: true });
    try {
      return (reader.prepare('SELECT n FROM t ORDER BY n').all() as Array<{ n: number }>).map((row) => row.n);
    } finally {
      reader.close();
    }
  };
  return { db, other };
}

const insert = (db: HistoryDb, n: number) => db.transaction(() => db.run('INSERT INTO t (n) VALUES (?)', n));

describe('grouped commits', () => {
  it('commits every `maxTransactions` transactions; another connection sees a group once it is committed', () => {
    const { db, other } = databases();
    db.groupCommits({ maxTransactions: 3, maxMs: 60_000 });
    insert(db, 1);
    insert(db, 2);
    expect(other()).toEqual([]);
    insert(db, 3);
    expect(other()).toEqual([1, 2, 3]);
    insert(db, 4);
    db.endGroupedCommits();
    expect(other()).toEqual([1, 2, 3, 4]);
    // committed alone from now on
    insert(db, 5);
    expect(other()).toEqual([1, 2, 3, 4, 5]);
    db.close();
  });

  it('a failing transaction is rolled back alone; the others of its group are kept, and close commits them', () => {
    const { db, other } = databases();
    db.groupCommits({ maxTransactions: 10, maxMs: 60_000 });
    insert(db, 1);
    expect(() =>
      db.transaction(() => {
        db.run('INSERT INTO t (n) VALUES (?)', 2);
        throw new Error('bug');
      }),
    ).toThrow('bug');
    // a transaction inside another is part of it
    db.transaction(() => {
      insert(db, 3);
      db.run('INSERT INTO t (n) VALUES (?)', 4);
    });
    expect(other()).toEqual([]);
    db.close();
    expect(other()).toEqual([1, 3, 4]);
  });

  it('commits a group once `maxMs` have passed since it began', async () => {
    const { db, other } = databases();
    db.groupCommits({ maxTransactions: 1000, maxMs: 20 });
    insert(db, 1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    insert(db, 2);
    expect(other()).toEqual([1, 2]);
    db.close();
  });
});
