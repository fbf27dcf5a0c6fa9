/**
 * Databases to merge and how to compare them: `historyOf` runs analyze (time pinned) on some logs into a
 * database of its own; `mergedInto` runs the merge use case into a new file (not the command's own
 * database, so no views are written); `canonicalDump` is every table's rows, sorted — with `asOneRun`,
 * what differs between shards merged and one run on everything by construction is left out: the runs
 * and every reference to them, the rows' own numbers, and the views' bookkeeping.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { runAnalyze, runMerge, settingsFor } from '../../src/index.js';
import type { Shard } from '../../src/ingest/session-shard.js';
import { tempHost } from './host.js';

export async function historyOf(paths: readonly string[], now: number, options: { shard?: Shard; jobs?: number } = {}): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-merge-'));
  const settings = settingsFor({}, folder, tempHost());
  await runAnalyze(settings, { paths, now, jobs: options.jobs ?? 1, ...(options.shard && { shard: options.shard }) });
  return settings.db;
}

export async function mergedInto(inputs: readonly string[], now: number): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-merged-'));
  const settings = settingsFor({}, folder, tempHost());
  const into = join(folder, 'merged.db');
  await runMerge(settings, { inputs, into, now });
  return into;
}

/** Columns of the wall clock (when a migration was applied), never compared. */
const CLOCK_COLUMNS = new Set(['schema_migrations.applied_at']);
/**
 * What one run and shards merged differ in by construction (a merge clears the saved routing replays and their
 * change numbers, and the judged proposal clusters).
 */
const RUN_TABLES = new Set(['runs', 'view_changes', 'view_marks', 'routing_states', 'routing_changes', 'proposal_judgements']);
const RUN_COLUMNS = new Set(['run_id', 'findings.id', 'corrections.id', 'delegation_suggestions.id']);

export function canonicalDump(path: string, options: { asOneRun?: boolean } = {}): Record<string, string[]> {
  const db = new Database(path, { readonly: true });
  try {
    const names = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[]).filter(
      (name) => !(options.asOneRun === true && RUN_TABLES.has(name)),
    );
    const rows = (name: string) => {
      const columns = (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(name) as string[]).filter(
        (column) =>
          !CLOCK_COLUMNS.has(`${name}.${column}`) && !(options.asOneRun === true && (RUN_COLUMNS.has(column) || RUN_COLUMNS.has(`${name}.${column}`))),
      );
      return (
        db
          .prepare(`SELECT ${columns.map((column) => `"${column}"`).join(', ')} FROM "${name}"`)
          .raw()
          .all() as unknown[][]
      )
        .map((row) => JSON.stringify(row))
        .sort();
    };
    return Object.fromEntries(names.map((name) => [name, rows(name)]));
  } finally {
    db.close();
  }
}
