/**
 * The judged clusters kept between runs (corrections/judgement-cache.ts makes and reads the text): one row,
 * under the key of what it was made from. Only a cache: a missing or other key means judging anew.
 */
import type { Sql } from './sql.js';

export function storedJudgement(db: Sql, key: string): string | undefined {
  return db.get<{ judged: string }>('SELECT judged FROM proposal_judgements WHERE input_key = ?', key)?.judged;
}

/** Keeps `judged` under `key`, in place of any judgement kept before. */
export function storeJudgement(db: Sql, key: string, judged: string): void {
  db.run('DELETE FROM proposal_judgements WHERE input_key <> ?', key);
  db.run(
    `INSERT INTO proposal_judgements (input_key, judged) VALUES (?, ?)
     ON CONFLICT (input_key) DO UPDATE SET judged = excluded.judged`,
    key,
    judged,
  );
}
