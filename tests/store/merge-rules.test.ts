/**
 * store/merge-rules.ts: every table of the schema has exactly one merge rule (a migration that adds a
 * table fails here until its rule is written), each rule's key and columns are the table's, and the
 * tables taken per file have the file's column; the sessions rule puts two rows of a session together
 * the same whatever their order (store/merge-histories.ts's combineSessions).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HistoryDb } from '../../src/store/history-db.js';
import { combineSessions } from '../../src/store/merge-histories.js';
import { MERGE_RULES } from '../../src/store/merge-rules.js';

function schemaColumns(): Map<string, string[]> {
  const db = HistoryDb.open(join(mkdtempSync(join(tmpdir(), 'tip-miner-rules-')), 'schema.db'));
  try {
    const tables = db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name");
    return new Map(tables.map(({ name }) => [name, db.all<{ name: string }>('SELECT name FROM pragma_table_info(?)', name).map((row) => row.name)]));
  } finally {
    db.close();
  }
}

describe('merge rules', () => {
  const schema = schemaColumns();

  it('every table of the schema has one rule, and every rule is of a table', () => {
    expect(MERGE_RULES.map((entry) => entry.table).sort()).toEqual([...schema.keys()].sort());
    expect(new Set(MERGE_RULES.map((entry) => entry.table)).size).toBe(MERGE_RULES.length);
  });

  it.each(MERGE_RULES.map((entry) => [entry.table, entry] as const))('%s: its key, order and run columns are columns of the table', (table, entry) => {
    const columns = schema.get(table) ?? [];
    const named = [...entry.key];
    const { rule } = entry;
    if (rule.kind === 'of-file') named.push('file', ...(rule.runColumn ? [rule.runColumn] : []), ...(rule.id ? [rule.id.column, ...rule.id.order] : []));
    if (rule.kind === 'least' || rule.kind === 'greatest') named.push(...rule.order, ...(rule.runColumn ? [rule.runColumn] : []));
    for (const column of named) expect(columns, `${table}.${column}`).toContain(column);
    expect(entry.why.length).toBeGreaterThan(10);
  });

  it('every table that names a file is taken per file, or by a rule that keeps one row per key', () => {
    for (const [table, columns] of schema) {
      if (!columns.includes('file')) continue;
      const rule = MERGE_RULES.find((entry) => entry.table === table)?.rule.kind;
      expect(['of-file', 'least'], table).toContain(rule);
    }
  });
});

const row = (values: Record<string, string | number | null>) => ({
  format: 'claude-code',
  session_id: 's1',
  repo: null,
  cwd: null,
  outcome: null,
  first_ts: null,
  last_ts: null,
  logged_repo: null,
  identity: null,
  identity_source: null,
  ...values,
});

describe('combineSessions', () => {
  it.each([
    ['earliest start, latest end', row({ first_ts: 10, last_ts: 20 }), row({ first_ts: 5, last_ts: 15 }), { first_ts: 5, last_ts: 20 }],
    ['a time only one row has', row({ first_ts: null, last_ts: 30 }), row({ first_ts: 7, last_ts: null }), { first_ts: 7, last_ts: 30 }],
    ['the least folder given', row({ cwd: '/b' }), row({ cwd: '/a' }), { cwd: '/a' }],
    ['a folder only one row has', row({ cwd: null }), row({ cwd: '/z' }), { cwd: '/z' }],
    ['failed over completed', row({ outcome: 'completed' }), row({ outcome: 'failed' }), { outcome: 'failed' }],
    [
      'the name of the strongest rule, its three columns together',
      row({ repo: 'folder', identity: 'folder', identity_source: 'folder' }),
      row({ repo: 'acme/widgets', identity: 'acme/widgets', identity_source: 'git' }),
      { repo: 'acme/widgets', identity: 'acme/widgets', identity_source: 'git' },
    ],
    ['a name over none', row({}), row({ repo: 'x', identity: 'x', identity_source: 'path' }), { repo: 'x', identity: 'x', identity_source: 'path' }],
  ])('%s, in either order', (_name, a, b, expected) => {
    expect(combineSessions(a, b)).toMatchObject(expected);
    expect(combineSessions(b, a)).toEqual(combineSessions(a, b));
    expect(combineSessions(a, a)).toEqual(a);
  });
});
