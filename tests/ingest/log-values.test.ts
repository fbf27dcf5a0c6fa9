/**
 * Every number and date an adapter takes from a log goes through one check (ingest/log-values.ts, bounds as
 * data in model/value-bounds.ts): the logs of every format, their every timestamp, token count, result size
 * and Read extent set to an extreme (the edge of the JavaScript date range, 1e308, 1e400, -1, 1.5, 2^63), are
 * analysed with a named problem and the field left out — nothing out of bounds is stored (the database passes
 * merge's check of every column), and every output that reads it (report text, JSON and HTML, export NDJSON
 * and Parquet, repos) runs.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HistoryDb } from '../../src/store/history-db.js';
import { checkMergeInput } from '../../src/store/merge-check.js';
import { cli } from '../helpers/cli.js';
import { fixture } from '../helpers/paths.js';

const TIME_KEYS = new Set(['timestamp', 'ts']);
const NUMBER_KEYS = new Set([
  'input_tokens',
  'output_tokens',
  'cache_creation_input_tokens',
  'cache_read_input_tokens',
  'cached_input_tokens',
  'tokens_in',
  'tokens_out',
  'result_size',
  'startLine',
  'numLines',
  'totalLines',
]);
/** A placeholder for a number JSON.stringify cannot write (1e400 reads as Infinity). */
const RAW = 1234567.891;

const CASES: Array<[string, string, string]> = [
  ['the last JavaScript date and 1e308 tokens', '+275760-09-13T00:00:00.000Z', '1e308'],
  ['the first JavaScript date and -1', '-271821-04-20T00:00:00.000Z', '-1'],
  ['the epoch and 1.5', '1970-01-01T00:00:00.000Z', '1.5'],
  ['a year 9999 and 2^63', '9999-12-31T23:59:59.999Z', '9223372036854775808'],
  ['the year 1 and 1e400 (Infinity)', '0001-01-01T00:00:00.000Z', '1e400'],
];

/** The log folders of every format, copied with every time and count set to these values. */
function extremeLogs(time: string, number: string): string {
  const root = mkdtempSync(join(tmpdir(), 'tip-miner-extreme-logs-'));
  for (const format of ['claude-code', 'codex', 'agent-framework', 'routing']) cpSync(fixture(format), join(root, format), { recursive: true });
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        TIME_KEYS.has(key) && typeof item === 'string' ? time : NUMBER_KEYS.has(key) && typeof item === 'number' ? RAW : walk(item),
      ]),
    );
  };
  const files = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) =>
      statSync(join(folder, name)).isDirectory() ? files(join(folder, name)) : name.endsWith('.jsonl') ? [join(folder, name)] : [],
    );
  for (const file of files(root)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    const changed = lines.map((line) => (line.trim() === '' ? line : JSON.stringify(walk(JSON.parse(line))).replaceAll(String(RAW), number)));
    writeFileSync(file, changed.join('\n'));
  }
  return root;
}

describe.each(CASES)('logs whose every time and count is at %s', (_name, time, number) => {
  it('analysed with named problems, nothing out of bounds stored, every output runs', async () => {
    const logs = extremeLogs(time, number);
    const state = mkdtempSync(join(tmpdir(), 'tip-miner-extreme-state-'));
    const flags = ['--db', join(state, 'h.db'), '--memory-dir', join(state, 'memory')];
    const analysed = await cli('analyze', logs, '--json', ...flags);
    expect(analysed.code, analysed.stderr).toBe(0);
    const problems = JSON.stringify(JSON.parse(analysed.stdout));
    expect(problems).toMatch(/is not (a time from 2000 to 2200|a whole number of (tokens|bytes|lines))/);

    const db = HistoryDb.open(join(state, 'h.db'));
    try {
      expect(() => {
        checkMergeInput(db, 'main', 'the analysed database');
      }).not.toThrow();
    } finally {
      db.close();
    }
    for (const command of [
      ['report'],
      ['report', '--json'],
      ['report', '--html', join(state, 'report.html')],
      ['export', '--out', join(state, 'ndjson')],
      ['export', '--format', 'parquet', '--out', join(state, 'parquet')],
      ['repos'],
      ['findings', '--json'],
    ]) {
      const done = await cli(...command, ...flags);
      expect(done.code, `${command.join(' ')}: ${done.stderr}`).toBe(0);
      expect(done.stderr).not.toMatch(/history database: /);
    }
  });
});
