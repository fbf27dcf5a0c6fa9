/**
 * Reading a `tip-miner export` back as a warehouse would: DuckDB (@duckdb/node-api, in memory) over its
 * files as docs/export.md says (Parquet as it is, NDJSON with the manifest's columns), the queries that
 * page documents, and the same figures computed by SQLite on the history database.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import type { ExportColumnType } from '../../src/store/export-table.js';
import type { ExportFormat } from '../../src/store/export-writer.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { repoRoot } from './paths.js';

let connection: Promise<DuckDBConnection> | undefined;

async function connected(): Promise<DuckDBConnection> {
  connection ??= DuckDBInstance.create(':memory:').then((instance) => instance.connect());
  return connection;
}

/** The rows of a DuckDB query, BIGINT values as numbers (the export's int64 values fit). */
export async function duckdbRows(sql: string): Promise<Array<Record<string, unknown>>> {
  const reader = await (await connected()).runAndReadAll(sql);
  return reader
    .getRowObjects()
    .map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, typeof value === 'bigint' ? Number(value) : value])));
}

/** A path as a DuckDB string literal. */
export function duckdbPath(path: string): string {
  return `'${path.replaceAll("'", "''")}'`;
}

/** SQLite's answer on the history database: the figures of the documented queries. */
export function sqliteFigures(db: string) {
  const history = HistoryDb.open(db);
  try {
    const repoWeek = history.all<Record<string, unknown>>(
      `WITH sess AS (
         SELECT format, session_id, COALESCE(repo, '(none)') AS repo, date(first_ts / 1000, 'unixepoch', '-6 days', 'weekday 1') AS week
         FROM sessions WHERE first_ts IS NOT NULL)
       SELECT repo, week, COUNT(*) AS sessions,
         SUM((SELECT COALESCE(SUM(m.tool_calls), 0) FROM stream_metrics m WHERE m.format = sess.format AND m.session_id = sess.session_id)) AS tool_calls,
         SUM((SELECT COUNT(*) FROM findings f WHERE f.format = sess.format AND f.session_id = sess.session_id)) AS findings
       FROM sess GROUP BY repo, week ORDER BY week, repo`,
    );
    const kinds = history.all<Record<string, unknown>>(
      `SELECT kind, COUNT(*) AS corrections, COUNT(DISTINCT format || ':' || session_id) AS sessions, ROUND(AVG(confidence), 3) AS mean_confidence
       FROM corrections c WHERE EXISTS (SELECT 1 FROM sessions s WHERE s.format = c.format AND s.session_id = c.session_id)
       GROUP BY kind ORDER BY corrections DESC, kind`,
    );
    const counts = new Map(
      ['sessions', 'findings', 'corrections', 'exposures'].map((table) => [table, history.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)!.n]),
    );
    // the sessions' tool calls, as analyze and report count them: every tool use but the slash commands the user typed
    counts.set('tool_calls', history.get<{ n: number }>('SELECT COALESCE(SUM(tool_calls), 0) AS n FROM stream_metrics')!.n);
    counts.set('tool_uses', history.get<{ n: number }>("SELECT COUNT(*) AS n FROM tool_uses WHERE use_id NOT LIKE 'command@%'")!.n);
    return { repoWeek, kinds, counts };
  } finally {
    history.close();
  }
}

/** The documented query named `name` in docs/export.md. */
export function documentedQuery(name: string): string {
  const page = readFileSync(join(repoRoot, 'docs', 'export.md'), 'utf8');
  const found = new RegExp(`<!-- query:${name} -->\\n\`\`\`sql\\n([\\s\\S]*?)\`\`\``).exec(page);
  if (!found) throw new Error(`docs/export.md has no query ${name}`);
  return found[1]!;
}

export const DUCKDB_TYPES: Record<ExportColumnType, string> = {
  string: 'VARCHAR',
  int64: 'BIGINT',
  timestamp_ms: 'BIGINT',
  double: 'DOUBLE',
  boolean: 'BOOLEAN',
};

export interface Manifest {
  schema_version: number;
  format: ExportFormat;
  tables: Array<{ name: string; file: string; rows: number; columns: Array<{ name: string; type: ExportColumnType }> }>;
}

export const manifestOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;

/** What DuckDB reads a table's file as, as docs/export.md says: Parquet as it is, NDJSON with the manifest's columns. */
export function tableSource(dir: string, name: string): string {
  const table = manifestOf(dir).tables.find((entry) => entry.name === name);
  if (!table) throw new Error(`no table ${name} in ${dir}`);
  const path = duckdbPath(join(dir, table.file));
  if (table.file.endsWith('.parquet')) return path;
  const columns = table.columns.map((column) => `${column.name}: '${DUCKDB_TYPES[column.type]}'`).join(', ');
  return `read_json(${path}, format = 'newline_delimited', columns = {${columns}})`;
}

/** A view per table of the export in `dir`, named after the table (the documented queries read them). */
export async function viewsOver(dir: string): Promise<void> {
  for (const table of manifestOf(dir).tables) await duckdbRows(`CREATE OR REPLACE VIEW ${table.name} AS SELECT * FROM ${tableSource(dir, table.name)}`);
}

/** A table's rows as DuckDB reads them. */
export function readBack(dir: string, name: string) {
  return duckdbRows(`SELECT * FROM ${tableSource(dir, name)}`);
}
