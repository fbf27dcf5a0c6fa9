import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { HistoryDb } from '../../src/store/history-db.js';

/** A maker of fresh history databases (each in a folder of its own), all closed after each test of the file. */
export function useFreshHistoryDbs(): () => { db: HistoryDb; folder: string } {
  const opened: HistoryDb[] = [];
  afterEach(() => {
    for (const db of opened.splice(0)) db.close();
  });
  return () => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-db-'));
    const db = HistoryDb.open(join(folder, 'nested', 'history.db'));
    opened.push(db);
    return { db, folder };
  };
}
