/**
 * What a run leaves behind, in a form two runs can be compared by: `sameShape` compares values as
 * deep-equal with the same prototypes (Maps, null-prototype counts) and key order; `runWithJobs` runs
 * the analyze use case with a pinned time into a fresh folder (with the formats' fast paths, or every line
 * parsed whole) and returns its report, every table of its database (rows sorted) and every file it
 * wrote, with the folder's path replaced by `<state>`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import Database from 'better-sqlite3';
import { runAnalyze, settingsFor } from '../../src/index.js';
import { stateDir } from './cli.js';
import { tempHost } from './host.js';

/** Where two values first differ (deep, prototypes and key order included), or undefined when they are the same. */
export function shapeDifference(a: unknown, b: unknown, path = '$'): string | undefined {
  if (typeof a !== typeof b) return `${path}: ${typeof a} vs ${typeof b}`;
  if (typeof a !== 'object' || a === null || b === null) return Object.is(a, b) ? undefined : `${path}: ${String(a)} vs ${String(b)}`;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return `${path}: different prototypes`;
  if (a instanceof Map) {
    const other = b as Map<unknown, unknown>;
    const keys = [...a.keys()];
    const otherKeys = [...other.keys()];
    if (JSON.stringify(keys) !== JSON.stringify(otherKeys)) return `${path}: Map keys ${JSON.stringify(keys)} vs ${JSON.stringify(otherKeys)}`;
    for (const key of keys) {
      const found = shapeDifference(a.get(key), other.get(key), `${path}.get(${JSON.stringify(key)})`);
      if (found) return found;
    }
    return undefined;
  }
  const keys = Reflect.ownKeys(a);
  const otherKeys = Reflect.ownKeys(b as object);
  if (keys.length !== otherKeys.length || keys.some((key, index) => key !== otherKeys[index]))
    return `${path}: keys ${keys.map(String).join(',')} vs ${otherKeys.map(String).join(',')}`;
  for (const key of keys) {
    const found = shapeDifference((a as Record<string | symbol, unknown>)[key], (b as Record<string | symbol, unknown>)[key], `${path}.${String(key)}`);
    if (found) return found;
  }
  return undefined;
}

export interface RunTrace {
  /** `analyze --json`'s report, its duration zeroed. */
  report: string;
  /** Every table's rows, sorted. */
  tables: Record<string, string[]>;
  /** Every file under the memory folder, by relative path. */
  files: Record<string, string>;
}

const NOW = 1_780_000_000;

export async function runWithJobs(paths: readonly string[], jobs: number, fastParse = true): Promise<RunTrace> {
  const folder = stateDir();
  const host = tempHost();
  const settings = settingsFor({}, folder, host);
  const outcome = await runAnalyze(settings, { paths, now: NOW, jobs, fastParse });
  const state = (text: string) => text.split(host.homeDir).join('<home>').split(folder).join('<state>');
  return {
    report: state(JSON.stringify({ ...outcome.report, durationMs: 0 }, null, 1)),
    tables: Object.fromEntries(Object.entries(dumpTables(settings.db)).map(([name, rows]) => [name, rows.map(state)])),
    files: Object.fromEntries(filesUnder(settings.memoryDir).map((file) => [relative(settings.memoryDir, file), state(readFileSync(file, 'utf8'))])),
  };
}

/** Columns of the wall clock, not of the run (whose time is pinned): left out. */
const CLOCK_COLUMNS = new Set(['schema_migrations.applied_at']);

function dumpTables(path: string): Record<string, string[]> {
  const db = new Database(path, { readonly: true });
  try {
    const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
    const rows = (name: string) => {
      const columns = (db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(name) as string[]).filter(
        (column) => !CLOCK_COLUMNS.has(`${name}.${column}`),
      );
      return (
        db
          .prepare(`SELECT ${columns.map((column) => `"${column}"`).join(', ')} FROM "${name}"`)
          .raw()
          .all() as unknown[][]
      )
        .map(rowText)
        .sort();
    };
    return Object.fromEntries(names.map((name) => [name, rows(name)]));
  } finally {
    db.close();
  }
}

function rowText(row: unknown[]): string {
  return JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value));
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((entry) => {
      const path = join(folder, entry);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}
