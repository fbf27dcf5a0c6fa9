/**
 * `merge` checks every value it would take: an input database holding, in any column of any table the merge
 * takes, a value not of its kind (a number out of its bounds, a blob or a number where text belongs, text over
 * its cap — the 8-million-character text that overflowed the redactor —, JSON of another shape, nothing where a
 * value is needed) is refused with one line naming the input, table, row and column (exit 2), and the target
 * database is byte for byte as it was. The same database is merged when the value is put right.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { MERGE_RULES } from '../../src/store/merge-rules.js';
import { JSON_COLUMNS } from '../../src/store/stored-columns.js';
import { columnsOf, damagedCopy, extremeBase, type Column, type ExtremeBase } from '../helpers/extreme-history.js';

let base: ExtremeBase;
let columns: Column[];
beforeAll(async () => {
  base = await extremeBase();
  const db = new Database(base.db, { readonly: true });
  try {
    const taken = new Set(MERGE_RULES.filter(({ rule }) => !['own', 'recomputed', 'cleared'].includes(rule.kind)).map(({ table }) => table));
    // a column of a table the merge takes, with a row to spoil
    columns = columnsOf(db).filter(
      (column) => taken.has(column.table) && !column.primaryKey && (db.prepare(`SELECT COUNT(*) AS n FROM "${column.table}"`).get() as { n: number }).n > 0,
    );
  } finally {
    db.close();
  }
}, 120_000);

/** A value the column may not hold, by its kind. */
function badValueFor(column: Column): [string, unknown] {
  if (Object.hasOwn(JSON_COLUMNS, `${column.table}.${column.name}`)) return ['text that is not JSON', '{"unclosed": ['];
  if (column.type === 'TEXT') return ['a blob', Buffer.from([0xde, 0xad])];
  return ['1e308', 1e308];
}

async function mergeInto(state: { db: string; memory: string }, target: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return base.run(base.widgets, ['merge', state.db, '--into', target, '--db', target, '--memory-dir', join(target, '..', 'memory')]);
}

describe('merge of an input holding a value not of its kind', () => {
  it('every column of every table it takes: refused naming the table, row and column; the target unchanged', async () => {
    const target = damagedCopy(base, () => {}).db;
    const before = readFileSync(target);
    const missed: string[] = [];
    for (const column of columns) {
      const [what, value] = badValueFor(column);
      const input = damagedCopy(base, (db) => {
        db.prepare(`UPDATE "${column.table}" SET "${column.name}" = ? WHERE rowid = (SELECT MAX(rowid) FROM "${column.table}")`).run(value);
      });
      const done = await mergeInto(input, target);
      const lines = done.stderr.trim().split('\n');
      const named = new RegExp(
        `^tip-miner: error: cannot merge ${input.db.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: table ${column.table}, row \\d+, column ${column.name}: `,
      );
      if (done.code !== 2 || lines.length !== 1 || !named.test(lines[0] ?? ''))
        missed.push(`${column.table}.${column.name} (${what}): exit ${done.code}: ${done.stderr}`);
    }
    expect(missed).toEqual([]);
    expect(readFileSync(target).equals(before)).toBe(true);
  }, 300_000);

  it.each<[string, string, unknown, RegExp]>([
    [
      'an 8-million-character correction text',
      'corrections.text',
      `token=${'a'.repeat(8_000_000)}`,
      /a text of 8000006 characters is over the 65536-character limit/,
    ],
    ['a time past the JavaScript date range', 'sessions.first_ts', 8.64e15 + 1, /8640000000000001 is not a time/],
    ['a negative line', 'corrections.line', -1, /-1 is not a whole number from 0/],
    ['2^63 tokens', 'session_tokens.input', 2 ** 63, /is not a whole number from 0 to 1e12/],
    ['NaN as text in a count', 'stream_metrics.tool_calls', 'NaN', /"NaN" is not a whole number/],
    ['a confidence of 2', 'corrections.confidence', 2, /2 is not a number from 0 to 1/],
    ['a list of numbers where strings belong', 'corrections.cues', '{"a": 1}', /is not a JSON array/],
  ])('%s: one line, exit 2, the target unchanged', async (_name, where, value, message) => {
    const [table, column] = where.split('.') as [string, string];
    const target = damagedCopy(base, () => {}).db;
    const before = readFileSync(target);
    const input = damagedCopy(base, (db) => {
      db.prepare(`UPDATE "${table}" SET "${column}" = ? WHERE rowid = (SELECT MIN(rowid) FROM "${table}")`).run(value);
    });
    const done = await mergeInto(input, target);
    expect(done.code).toBe(2);
    expect(done.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(new RegExp(`^tip-miner: error: cannot merge .*: table ${table}, row \\d+, column ${column}: `)),
    ]);
    expect(done.stderr).toMatch(message);
    expect(readFileSync(target).equals(before)).toBe(true);
  });

  it('the same database without the bad value is merged', async () => {
    const target = damagedCopy(base, () => {}).db;
    const done = await mergeInto(
      damagedCopy(base, () => {}),
      target,
    );
    expect(done.code, done.stderr).toBe(0);
  });
});
