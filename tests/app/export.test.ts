/**
 * `tip-miner export` on a history made from the fixtures (every format, corrections, an exposure, the
 * hostile secrets, a session whose id looks like a hex secret, approved proposals): in both formats the
 * manifest lists every table and column with its type, the files hold exactly those columns and the
 * database's rows, DuckDB reads them back and the documented aggregate queries give what SQLite gives
 * on the history database; no secret leaves; a file no export wrote is never replaced.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportHistory, type ExportResult } from '../../src/app/export.js';
import { settingsFor } from '../../src/app/settings.js';
import { InputError, StateError } from '../../src/errors.js';
import { detectorById } from '../../src/detectors/index.js';
import { EXPORT_TABLES } from '../../src/store/export-tables.js';
import { EXPORT_FORMATS, type ExportFormat } from '../../src/store/export-writer.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { cli, stateDir, testHost } from '../helpers/cli.js';
import {
  duckdbPath,
  duckdbRows,
  readBack,
  sqliteFigures,
  tableSource,
  viewsOver,
  documentedQuery,
  DUCKDB_TYPES,
  manifestOf,
  type Manifest,
} from '../helpers/export-readback.js';
import { outputSchema, schemaErrors } from '../helpers/json-schemas.js';
import { fixture, repoRoot } from '../helpers/paths.js';

const SECRETS = Object.values(JSON.parse(readFileSync(fixture('hostile', 'secrets-values.json'), 'utf8')) as Record<string, string>);
/** A token put into the database as it is (as an older version or a column kept unredacted would hold it). */
const PLANTED = 'ghp_PlantedTokenKeptRawInTheDb0123456789';
/** A session id the redactor takes for a hex secret. */
const HEX_SESSION = '0123456789abcdef0123456789abcdef';

const state = stateDir();
const db = join(state, 'history.db');
const memory = join(state, 'memory');
const settings = () => settingsFor({ db, memoryDir: memory }, repoRoot, testHost);
const exportTo = (out: string, format: ExportFormat, extra: Partial<Parameters<typeof exportHistory>[1]> = {}) =>
  exportHistory(settings(), { out, format, allRepos: true, version: '9.9.9', ...extra });

/** Logs only this test needs: a Claude Code session shown a tips block (an exposure), an agent-framework task whose id is hex. */
function extraLogs(): string {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-export-logs-'));
  const tip = detectorById('sequential-reads')?.meta.tip ?? '';
  const block = `## Tool Efficiency Tips\n\n- ${tip} (seen in 3 sessions)\n`;
  const base = { sessionId: '5b0f8c1e-0000-4e6f-8a9b-00000000e0e0', isSidechain: false, cwd: '/work/shop', version: '2.1.114', type: 'attachment' };
  const lines = [
    {
      ...base,
      uuid: 'a1',
      timestamp: '2026-03-02T09:00:00.000Z',
      attachment: { type: 'hook_additional_context', content: [block], hookName: 'SessionStart', hookEvent: 'SessionStart' },
    },
    {
      ...base,
      type: 'assistant',
      uuid: 'a2',
      timestamp: '2026-03-02T09:00:01.000Z',
      message: { id: 'm1', role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'Read', input: { file_path: '/work/shop/a.ts' } }] },
    },
  ];
  writeFileSync(join(folder, `${base.sessionId}.jsonl`), `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  const agentFramework = readFileSync(fixture('agent-framework', 'impl-0b1e.jsonl'), 'utf8').replaceAll('impl-0b1e', HEX_SESSION);
  writeFileSync(join(folder, `${HEX_SESSION}.jsonl`), agentFramework);
  return folder;
}

const LOGS = ['claude-code', 'codex', 'agent-framework', 'routing', 'hostile/secrets.jsonl', 'hostile/secrets-codex.jsonl'].map((path) => fixture(path));

beforeAll(async () => {
  const analyzed = await cli('analyze', ...LOGS, extraLogs(), '--db', db, '--memory-dir', memory);
  expect(analyzed.code, analyzed.stderr).toBe(0);
  const pending = JSON.parse((await cli('proposals', '--all-repos', '--json', '--db', db, '--memory-dir', memory)).stdout) as {
    summary: { proposals: Array<{ id: string }> };
  };
  const approved = await cli('review', '--approve', pending.summary.proposals[0]!.id, '--db', db, '--memory-dir', memory);
  expect(approved.code, approved.stderr).toBe(0);
  const history = HistoryDb.open(db);
  history.run(
    `UPDATE tool_uses SET keywords = keywords || ' token=${PLANTED}' WHERE rowid = (SELECT MIN(rowid) FROM tool_uses WHERE use_id NOT LIKE 'command@%')`,
  );
  history.close();
}, 60_000);

describe.each(EXPORT_FORMATS)('export --format %s', (format) => {
  const dir = join(mkdtempSync(join(tmpdir(), 'tip-miner-export-')), 'out');
  let result: ExportResult;
  let manifest: Manifest;

  beforeAll(async () => {
    result = await exportTo(dir, format, { rowGroupRows: 7 });
    manifest = manifestOf(dir);
  });

  it('writes one file per table and a manifest listing every table and column of the definitions', () => {
    expect(readdirSync(dir).sort()).toEqual([...EXPORT_TABLES.map((table) => `${table.name}.${format}`), 'manifest.json'].sort());
    expect(manifest).toMatchObject({ schema_version: 1, generator: 'tip-miner export', tip_miner_version: '9.9.9', format, repo: null });
    expect(manifest.tables.map((table) => ({ name: table.name, file: table.file, columns: table.columns }))).toEqual(
      EXPORT_TABLES.map((table) => ({
        name: table.name,
        file: `${table.name}.${format}`,
        columns: table.columns.map(({ name, type, nullable, description }) => ({ name, type, nullable, description })),
      })),
    );
    expect(schemaErrors('files/export_manifest.schema.json', manifest)).toEqual([]);
    expect(result.tables).toEqual(manifest.tables.map(({ name, file, rows }) => ({ name, file, rows })));
  });

  it("holds every row of the database's tables, each table with rows", () => {
    const { counts } = sqliteFigures(db);
    const rows = new Map(manifest.tables.map((table) => [table.name, table.rows]));
    expect(rows.get('sessions')).toBe(counts.get('sessions'));
    // one figure of tool calls: the sessions' (analyze, report) and the export's rows
    expect(rows.get('tool_calls')).toBe(counts.get('tool_calls'));
    expect(rows.get('tool_calls')).toBe(counts.get('tool_uses'));
    expect(rows.get('findings')).toBe(counts.get('findings'));
    expect(rows.get('corrections')).toBe(counts.get('corrections'));
    expect(rows.get('exposures')).toBe(counts.get('exposures'));
    for (const table of manifest.tables) expect(table.rows, table.name).toBeGreaterThan(0);
  });

  it.each(EXPORT_TABLES.map((table) => table.name))('%s: DuckDB reads the manifest’s columns, types and row count', async (name) => {
    const table = manifest.tables.find((entry) => entry.name === name)!;
    const described = await duckdbRows(`DESCRIBE SELECT * FROM ${tableSource(dir, name)}`);
    expect(described.map((column) => [column.column_name, column.column_type])).toEqual(
      table.columns.map((column) => [column.name, DUCKDB_TYPES[column.type]]),
    );
    expect(await readBack(dir, table.name)).toHaveLength(table.rows);
  });

  it('runs the documented aggregate queries with the answers SQLite gives on the history database', async () => {
    const { repoWeek, kinds } = sqliteFigures(db);
    expect(repoWeek.length).toBeGreaterThan(1);
    await viewsOver(dir);
    expect(await duckdbRows(documentedQuery('repo-week'))).toEqual(repoWeek);
    expect(kinds.length).toBeGreaterThan(1);
    expect(await duckdbRows(documentedQuery('correction-kinds'))).toEqual(kinds);
  });

  it('keeps the join keys: every finding, tool call and correction joins its session, the hex-looking session id too', async () => {
    for (const table of ['tool_calls', 'findings', 'corrections', 'exposures']) {
      const orphans = await duckdbRows(
        `SELECT count(*) AS n FROM ${tableSource(dir, table)} x ANTI JOIN ${tableSource(dir, 'sessions')} s USING (format, session_id)`,
      );
      expect(orphans, table).toEqual([{ n: 0 }]);
    }
    const sessions = await readBack(dir, 'sessions');
    const hex = sessions.filter((session) => String(session.session_id).startsWith('[REDACTED]#'));
    expect(hex).toHaveLength(1);
    expect(hex[0]).toMatchObject({ format: 'agent-framework', repo: 'acme/widgets' });
    expect(hex[0]!.tool_calls).toBeGreaterThan(0);
    expect(sessions.filter((session) => session.session_id === 'impl-0b1e')).toHaveLength(1);
  });

  it('lets no secret out, redacts the one the database kept raw, and leaves redacted text as the database has it', async () => {
    const values: string[] = [];
    for (const table of manifest.tables) for (const row of await readBack(dir, table.name)) values.push(...Object.values(row).map(String));
    const text = values.join('\n');
    for (const secret of [...SECRETS, PLANTED, HEX_SESSION]) expect(text).not.toContain(secret);
    expect(text).toContain('token=[REDACTED]');
    const history = HistoryDb.open(db);
    const stored = history.all<{ text: string; rule: string }>("SELECT text, rule FROM corrections WHERE text LIKE '%[REDACTED]%' ORDER BY file, line");
    history.close();
    expect(stored.length).toBeGreaterThan(0);
    const exported = (await readBack(dir, 'corrections')).filter((row) => String(row.text).includes('[REDACTED]'));
    expect(exported.map((row) => ({ text: row.text, rule: row.rule }))).toEqual(stored);
  });

  it('exports proposals as `proposals --all` makes them, with the decision taken', async () => {
    const listed = JSON.parse((await cli('proposals', '--all', '--all-repos', '--json', '--db', db, '--memory-dir', memory)).stdout) as {
      allProposals: Array<{ id: string; status: string; content: string; sessions: number }>;
    };
    const rows = await readBack(dir, 'proposals');
    expect(rows.map((row) => [row.proposal_id, row.status, row.content, row.sessions])).toEqual(
      listed.allProposals.map((proposal) => [proposal.id, proposal.status, proposal.content, proposal.sessions]),
    );
    const approved = rows.filter((row) => row.status === 'approved');
    expect(approved).toHaveLength(1);
    expect(approved[0]!.decided_at_ms).toEqual(expect.any(Number));
    expect(rows.filter((row) => row.status === 'pending').every((row) => row.decided_at_ms === null)).toBe(true);
  });
});

describe('NDJSON', () => {
  it('is one object per line with every column in order, the same values DuckDB reads from Parquet', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tip-miner-export-'));
    await exportTo(join(dir, 'n'), 'ndjson');
    await exportTo(join(dir, 'p'), 'parquet');
    for (const table of EXPORT_TABLES) {
      const lines = readFileSync(join(dir, 'n', `${table.name}.ndjson`), 'utf8').split('\n');
      expect(lines.pop(), table.name).toBe('');
      const rows = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      for (const row of rows) expect(Object.keys(row)).toEqual(table.columns.map((column) => column.name));
      expect(await readBack(join(dir, 'p'), table.name), table.name).toEqual(rows);
    }
  });
});

describe('the parquet files', () => {
  it('are written in row groups of the size asked', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'tip-miner-export-')), 'out');
    const result = await exportTo(dir, 'parquet', { rowGroupRows: 5, tables: ['tool_calls'] });
    const rows = result.tables[0]!.rows;
    expect(rows).toBeGreaterThan(10);
    const groups = await duckdbRows(
      `SELECT DISTINCT row_group_id, row_group_num_rows FROM parquet_metadata(${duckdbPath(join(dir, 'tool_calls.parquet'))}) ORDER BY 1`,
    );
    expect(groups).toHaveLength(Math.ceil(rows / 5));
    expect(groups.slice(0, -1).every((group) => group.row_group_num_rows === 5)).toBe(true);
  });
});

describe('scope', () => {
  it.each<[string, Partial<Parameters<typeof exportHistory>[1]>, (session: Record<string, unknown>) => boolean]>([
    ['a repository', { allRepos: false }, (session) => session.repo === 'acme/widgets'],
    ['a window', { window: { sinceMs: Date.parse('2026-01-01T00:00:00Z') } }, (session) => Number(session.ended_at_ms) >= Date.parse('2026-01-01T00:00:00Z')],
  ])('%s: only its sessions and their rows', async (_name, request, kept) => {
    const dir = join(mkdtempSync(join(tmpdir(), 'tip-miner-export-')), 'out');
    const everything = join(mkdtempSync(join(tmpdir(), 'tip-miner-export-')), 'all');
    const scoped = request.allRepos === false ? settingsFor({ db, memoryDir: memory, repo: 'acme/widgets' }, repoRoot, testHost) : settings();
    const result = await exportHistory(scoped, { out: dir, format: 'ndjson', allRepos: true, version: 'x', ...request });
    await exportTo(everything, 'ndjson');
    const all = await readBack(everything, 'sessions');
    const sessions = await readBack(dir, 'sessions');
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.length).toBeLessThan(all.length);
    expect(sessions).toEqual(all.filter(kept));
    const findings = await readBack(dir, 'findings');
    const keys = new Set(sessions.map((session) => `${String(session.format)}:${String(session.session_id)}`));
    expect(findings.every((finding) => keys.has(`${String(finding.format)}:${String(finding.session_id)}`))).toBe(true);
    expect(result.repo).toBe(request.allRepos === false ? 'acme/widgets' : null);
  });
});

/** A folder's entries with each file's text. */
function snapshot(dir: string): Array<[string, string]> {
  return readdirSync(dir)
    .sort()
    .map((entry) => [entry, statSync(join(dir, entry)).isDirectory() ? '(folder)' : readFileSync(join(dir, entry), 'utf8')]);
}

describe('the --out folder', () => {
  it.each<[string, (dir: string) => void, typeof InputError | typeof StateError]>([
    [
      'a table file no export wrote',
      (dir) => {
        writeFileSync(join(dir, 'findings.ndjson'), 'mine\n');
      },
      InputError,
    ],
    [
      'a manifest.json that is not an export’s',
      (dir) => {
        writeFileSync(join(dir, 'manifest.json'), '{"name": "my-app"}\n');
      },
      StateError,
    ],
    [
      'a folder where a table goes',
      (dir) => {
        mkdirSync(join(dir, 'sessions.ndjson'));
      },
      InputError,
    ],
  ])('refuses %s, writing nothing', async (_name, plant, errorType) => {
    const dir = mkdtempSync(join(tmpdir(), 'tip-miner-export-'));
    plant(dir);
    const before = snapshot(dir);
    await expect(exportTo(dir, 'ndjson')).rejects.toThrow(errorType);
    expect(snapshot(dir)).toEqual(before);
  });

  it("replaces its own export, removes the earlier export's files it does not write again, and leaves others' files alone", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tip-miner-export-'));
    writeFileSync(join(dir, 'notes.txt'), 'mine\n');
    await exportTo(dir, 'ndjson');
    const again = await exportTo(dir, 'ndjson', { tables: ['sessions'] });
    expect(again.removed).toEqual(
      EXPORT_TABLES.slice(1)
        .map((table) => `${table.name}.ndjson`)
        .sort(),
    );
    const parquet = await exportTo(dir, 'parquet', { tables: ['sessions', 'findings'] });
    expect(parquet.removed).toEqual(['sessions.ndjson']);
    expect(readdirSync(dir).sort()).toEqual(['findings.parquet', 'manifest.json', 'notes.txt', 'sessions.parquet']);
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('mine\n');
  });

  it('is a one-line error when the history database does not exist', async () => {
    const missing = settingsFor({ db: join(stateDir(), 'none.db'), memoryDir: memory }, repoRoot, testHost);
    await expect(exportHistory(missing, { out: join(stateDir(), 'out'), format: 'ndjson', version: 'x' })).rejects.toThrow(/run tip-miner analyze first/);
  });
});

describe('tip-miner export', () => {
  it('prints a summary, or with --json an object its schema accepts', async () => {
    const dir = join(stateDir(), 'out');
    const text = await cli('export', '--out', dir, '--all-repos', '--db', db, '--memory-dir', memory);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^Exported every repository to .*\n {2}sessions\.ndjson +\d+ rows\n/);
    const json = await cli(
      'export',
      '--out',
      dir,
      '--format',
      'parquet',
      '--tables',
      'sessions,findings',
      '--all-repos',
      '--json',
      '--db',
      db,
      '--memory-dir',
      memory,
    );
    expect(json.code, json.stderr).toBe(0);
    const output = JSON.parse(json.stdout) as { tables: Array<{ name: string }>; removed: string[] };
    expect(schemaErrors(outputSchema('export'), output)).toEqual([]);
    expect(output.tables.map((table) => table.name)).toEqual(['sessions', 'findings']);
    expect(output.removed).toHaveLength(EXPORT_TABLES.length);
  });

  it.each([
    [['--format', 'csv'], /argument 'csv' is invalid/],
    [['--tables', 'sessions,tips'], /unknown table tips/],
    [[], /required option '--out <dir>' not specified/],
  ])('%j is a usage error', async (args, message) => {
    const run = await cli('export', ...(args.includes('--out') || args.length === 0 ? [] : ['--out', join(stateDir(), 'out')]), ...args, '--db', db);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });
});
