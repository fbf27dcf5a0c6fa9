/**
 * Killed at any point — while reading, between a file's commit and the next, after the database is
 * complete but before a single view is written, between two views — `analyze` run again ends in the
 * same history database and the same files as one clean run (timestamps and run ids aside).
 *
 * The named points (util/fault-points.ts) are always tried; kills at random times too, a few by
 * default and many with TIP_MINER_CRASH_TEST=full (.ci/run sets it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusDir, fixture, repoRoot } from '../helpers/paths.js';

const LOGS = [corpusDir(), fixture('hostile'), fixture('claude-code'), fixture('codex'), fixture('agent-framework')];
const BIN = join(repoRoot, 'bin/tip-miner.js');
const FULL = process.env.TIP_MINER_CRASH_TEST === 'full';
const RANDOM_KILLS = FULL ? 40 : 4;

/** Columns that say when, in which run or in which temporary folder, not what: they differ between any two runs here. */
const VOLATILE_COLUMNS = new Set(['memory_dir', 'run_id', 'run', 'analysed_at', 'computed_at', 'decided_at', 'written_at', 'set_at', 'applied_at']);
const VOLATILE_TABLES = new Set(['runs']);
/** Fields of the JSON views that carry the time of the run. */
const VOLATILE_FIELDS = new Set(['score', 'timestamp', 'session_id', 'computedAt', 'approved_at']);

interface State {
  folder: string;
  args: string[];
}

function freshState(): State {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-crash-'));
  return { folder, args: [...LOGS, '--db', join(folder, 'history.db'), '--memory-dir', join(folder, 'memory')] };
}

function cleanRun(state: State): void {
  const run = spawnSync(process.execPath, [BIN, 'analyze', ...state.args], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
}

function runWithFault(state: State, fault: string): number | null {
  const run = spawnSync(process.execPath, [BIN, 'analyze', ...state.args], { encoding: 'utf8', env: { ...process.env, TIP_MINER_FAULT: fault } });
  return run.status;
}

function killAfter(state: State, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, 'analyze', ...state.args], { stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** The database's contents: every table's rows, sorted, without the columns of when. */
function databaseSnapshot(path: string): Record<string, string[]> {
  const db = new Database(path, { readonly: true });
  try {
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as Array<{ name: string }>
    ).map((row) => row.name);
    const snapshot: Record<string, string[]> = {};
    for (const table of tables) {
      if (VOLATILE_TABLES.has(table)) continue;
      const rows = db.prepare(`SELECT * FROM "${table}"`).all() as Array<Record<string, unknown>>;
      snapshot[table] = rows.map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !VOLATILE_COLUMNS.has(column)))).sort();
    }
    return snapshot;
  } finally {
    db.close();
  }
}

/** Every file under the memory dir, JSON without its time fields. */
function filesSnapshot(folder: string): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else snapshot[relative(folder, path)] = withoutTimes(JSON.parse(readFileSync(path, 'utf8')));
    }
  };
  walk(folder);
  return snapshot;
}

function withoutTimes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTimes);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !VOLATILE_FIELDS.has(key))
      .map(([key, item]) => [key, withoutTimes(item)]),
  );
}

function snapshot(state: State) {
  return { database: databaseSnapshot(join(state.folder, 'history.db')), files: filesSnapshot(join(state.folder, 'memory')) };
}

describe('analyze killed at any point, then run again', () => {
  let reference: ReturnType<typeof snapshot>;
  let cleanMs = 0;

  beforeAll(() => {
    const state = freshState();
    const started = performance.now();
    cleanRun(state);
    cleanMs = performance.now() - started;
    reference = snapshot(state);
    expect(Object.keys(reference.files).length).toBeGreaterThan(20);
    expect(reference.database.findings!.length).toBeGreaterThan(10);
  }, 60_000);

  it.each(['file-recorded:1', 'file-recorded:7', 'file-recorded:25', 'analysis-stored', 'view-written:1', 'view-written:9', 'view-written:40'])(
    'killed at %s: the next run ends where one clean run does',
    (fault) => {
      const state = freshState();
      expect(runWithFault(state, fault)).toBeNull(); // killed by the signal, no exit code
      cleanRun(state);
      expect(snapshot(state)).toEqual(reference);
    },
    60_000,
  );

  it('killed at random times, several times in a row on the same state, then run to the end', async () => {
    let state = freshState();
    for (let kill = 0; kill < RANDOM_KILLS; kill++) {
      if (kill % 4 === 0 && kill > 0) {
        cleanRun(state);
        expect(snapshot(state)).toEqual(reference);
        state = freshState();
      }
      await killAfter(state, Math.random() * cleanMs * 1.2);
    }
    cleanRun(state);
    expect(snapshot(state)).toEqual(reference);
  }, 600_000);
});
