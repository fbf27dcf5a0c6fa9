/**
 * A value already in the history database can never crash a later command: a database whose every numeric
 * column holds an extreme value (out of the JavaScript date range, NaN as text, 1e308, -1, 2^63, a string, a
 * blob, infinity) — written directly, past every check, as a damaged or crafted database holds it — is read
 * by every command and every output (report text, JSON and HTML, export NDJSON and Parquet, the hooks) with
 * the value taken as missing: exit 0 (merge refuses such an input: exit 2), one-line messages, no stack trace.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { columnsOf, damagedCopy, extremeBase, setColumn, type ExtremeBase } from '../helpers/extreme-history.js';

const EXTREMES: Array<[string, unknown]> = [
  ['8.64e15 + 1 (past the last JavaScript date)', 8.64e15 + 1],
  ['-8.64e15', -8.64e15],
  ['NaN as text', 'NaN'],
  ['1e308', 1e308],
  ['-1', -1],
  ['2^63', 2 ** 63],
  ['infinity', Number.POSITIVE_INFINITY],
  ['a string', 'not a number'],
  ['a blob', Buffer.from([0xde, 0xad])],
];

/** Every command that reads the history, each output of report and export, and the hooks (after the state flags). */
const COMMANDS: Array<[string, string[]]> = [
  ['tips', ['tips']],
  ['patterns', ['patterns']],
  ['findings', ['findings']],
  ['findings --json', ['findings', '--json']],
  ['corrections', ['corrections']],
  ['proposals', ['proposals']],
  ['delegation', ['delegation']],
  ['routes', ['routes']],
  ['repos', ['repos']],
  ['report', ['report']],
  ['report --json', ['report', '--json']],
  ['report --html', ['report', '--html', 'REPORT_HTML']],
  ['export ndjson', ['export', '--out', 'EXPORT_DIR']],
  ['export parquet', ['export', '--format', 'parquet', '--out', 'EXPORT_DIR']],
  ['prefs list', ['prefs', 'list']],
  ['review --approve all', ['review', '--approve', 'all']],
  ['analyze', ['analyze']],
  ['hook session-start', ['hook', 'session-start']],
  ['hook post-tool-use', ['hook', 'post-tool-use']],
];

/** What a text column can hold in a damaged or crafted database. */
const TEXT_EXTREMES: Array<[string, unknown]> = [
  ['a number', 12345],
  ['a blob', Buffer.from([0xff, 0x00, 0xfe])],
  ['text that is not JSON', '{"unclosed": ['],
  ['JSON of another shape', '{"__proto__": {"polluted": true}, "constructor": 1}'],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
];

let base: ExtremeBase;
beforeAll(async () => {
  base = await extremeBase();
}, 120_000);

describe.each(EXTREMES)('every numeric column holding %s', (_name, value) => {
  let state: { db: string; memory: string };
  beforeAll(() => {
    state = damagedCopy(base, (db) => {
      for (const column of columnsOf(db)) if (/INT|REAL/.test(column.type) && !column.primaryKey) setColumn(db, column, value);
    });
  });

  it.each(COMMANDS)('%s: exit 0, no stack trace', async (_label, command) => {
    const args = command.map((arg) =>
      arg === 'REPORT_HTML' ? join(state.db, '..', 'report.html') : arg === 'EXPORT_DIR' ? join(state.db, '..', `export-${command.length}`) : arg,
    );
    const stdin = JSON.stringify({ session_id: 'next', cwd: base.widgets, source: 'startup', hook_event_name: 'SessionStart' });
    const done = await base.run(base.widgets, [...args, '--db', state.db, '--memory-dir', state.memory], command[0] === 'hook' ? stdin : undefined);
    expect(done.stderr).not.toMatch(/^\s+at /m);
    expect(done.stdout).not.toMatch(/^\s+at /m);
    expect(done.stderr).not.toMatch(/RangeError|TypeError|Invalid time value|SyntaxError/);
    expect(done.code, done.stderr).toBe(0);
  });
});

/** Columns a long text reaches the redactor, a terminal, a file name or a JSON parser from (one row each: 8 MB a value). */
const LONG_TEXT_COLUMNS = [
  'corrections.text',
  'corrections.rule',
  'sessions.repo',
  'sessions.cwd',
  'tool_uses.name',
  'tool_uses.keywords',
  'findings.detector',
  'proposal_decisions.content',
  'delegation_suggestions.suggestion_text',
  'tool_registry.description',
  'routing_states.state',
];

describe('a text of 8 million characters in the columns it could reach the redactor from', () => {
  let state: { db: string; memory: string };
  beforeAll(() => {
    const long = `token=${'a'.repeat(8_000_000)}`;
    state = damagedCopy(base, (db) => {
      for (const name of LONG_TEXT_COLUMNS) {
        const [table, column] = name.split('.') as [string, string];
        db.prepare(`UPDATE OR IGNORE "${table}" SET "${column}" = ? WHERE rowid = (SELECT MIN(rowid) FROM "${table}")`).run(long);
      }
    });
  });

  it.each(COMMANDS)('%s: exit 0, no stack trace', async (_label, command) => {
    const args = command.map((arg) =>
      arg === 'REPORT_HTML' ? join(state.db, '..', 'report.html') : arg === 'EXPORT_DIR' ? join(state.db, '..', `export-${command.length}`) : arg,
    );
    const stdin = JSON.stringify({ session_id: 'next', cwd: base.widgets, source: 'startup', hook_event_name: 'SessionStart' });
    const done = await base.run(base.widgets, [...args, '--db', state.db, '--memory-dir', state.memory], command[0] === 'hook' ? stdin : undefined);
    expect(done.stderr).not.toMatch(/^\s+at /m);
    expect(done.stderr).not.toMatch(/RangeError|TypeError|Maximum call stack/);
    expect(done.code, done.stderr).toBe(0);
  });
});

describe.each(TEXT_EXTREMES)('every text column holding %s', (_name, value) => {
  let state: { db: string; memory: string };
  beforeAll(() => {
    state = damagedCopy(base, (db) => {
      for (const column of columnsOf(db)) if (column.type === 'TEXT') setColumn(db, column, value);
    });
  });

  it.each(COMMANDS)('%s: exit 0, no stack trace', async (_label, command) => {
    const args = command.map((arg) =>
      arg === 'REPORT_HTML' ? join(state.db, '..', 'report.html') : arg === 'EXPORT_DIR' ? join(state.db, '..', `export-${command.length}`) : arg,
    );
    const stdin = JSON.stringify({ session_id: 'next', cwd: base.widgets, source: 'startup', hook_event_name: 'SessionStart' });
    const done = await base.run(base.widgets, [...args, '--db', state.db, '--memory-dir', state.memory], command[0] === 'hook' ? stdin : undefined);
    expect(done.stderr).not.toMatch(/^\s+at /m);
    expect(done.stderr).not.toMatch(/RangeError|TypeError|SyntaxError|Maximum call stack/);
    expect(done.code, done.stderr).toBe(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
