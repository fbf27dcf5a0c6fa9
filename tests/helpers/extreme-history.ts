/**
 * A history of every table (the crafted loop of crafted-history.ts, the fixtures of every format, an approved
 * proposal), and copies of it whose stored values were written directly, past every check: the values a
 * damaged or crafted database can hold. Every command must read such a copy without throwing.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Host } from '../../src/util/host.js';
import { checkout } from './agent-logs.js';
import { buildLoopHistory, runnerFor, type RunCli } from './crafted-history.js';
import { tempHost } from './host.js';
import { fixture } from './paths.js';

export interface ExtremeBase {
  host: Host;
  run: RunCli;
  /** The folder of a checkout of acme/widgets (commands run there). */
  widgets: string;
  db: string;
  memory: string;
}

/** Builds the base history in a fresh home; every table holds rows. */
export async function extremeBase(): Promise<ExtremeBase> {
  const host = tempHost();
  const run = runnerFor(host);
  const { widgets } = await buildLoopHistory(host, run, checkout);
  const home = join(host.homeDir, '.local', 'share', 'tip-miner');
  const db = join(home, 'tip-miner.db');
  const memory = join(home, 'memory');
  const state = ['--db', db, '--memory-dir', memory];
  for (const format of ['claude-code', 'codex', 'agent-framework', 'routing']) await mustPass(run(widgets, ['analyze', fixture(format), ...state]));
  await mustPass(run(widgets, ['review', '--approve', 'all', ...state]));
  await mustPass(run(widgets, ['prefs', 'set', 'exploration', 'never', ...state]));
  return { host, run, widgets, db, memory };
}

async function mustPass(running: Promise<{ code: number; stderr: string }>): Promise<void> {
  const done = await running;
  if (done.code !== 0) throw new Error(`exit ${String(done.code)}: ${done.stderr}`);
}

export interface Column {
  table: string;
  name: string;
  type: string;
  primaryKey: boolean;
}

/** Every column of every table of the database (not schema_migrations). */
export function columnsOf(db: Database.Database): Column[] {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'schema_migrations' ORDER BY name").pluck().all() as string[];
  return tables.flatMap((table) =>
    (db.prepare('SELECT name, type, pk FROM pragma_table_info(?)').all(table) as Array<{ name: string; type: string; pk: number }>).map((column) => ({
      table,
      name: column.name,
      type: column.type.toUpperCase(),
      primaryKey: column.pk > 0,
    })),
  );
}

/** A copy of the base's database and memory folder in a fresh folder, `change` done to its database directly. */
export function damagedCopy(base: ExtremeBase, change: (db: Database.Database) => void): { db: string; memory: string } {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-extreme-'));
  const db = join(folder, 'tip-miner.db');
  const memory = join(folder, 'memory');
  const source = new Database(base.db, { readonly: true });
  try {
    source.prepare('VACUUM INTO ?').run(db);
  } finally {
    source.close();
  }
  cpSync(base.memory, memory, { recursive: true });
  const raw = new Database(db);
  try {
    raw.pragma('ignore_check_constraints = ON');
    raw.transaction(() => {
      change(raw);
    })();
  } finally {
    raw.close();
  }
  return { db, memory };
}

/** Sets every value of the column that its constraints let through (a row whose key would collide keeps its own). */
export function setColumn(db: Database.Database, column: Column, value: unknown): void {
  db.prepare(`UPDATE OR IGNORE "${column.table}" SET "${column.name}" = ?`).run(value);
}
