/**
 * `tip-miner merge` (app/merge.ts over store/merge-histories.ts) on databases analysed from the
 * repository's fixtures: the laws — merge(a, merge(b, c)) = merge(merge(a, b), c) = merge(c, b, a) =
 * merge(a, a, b, c) — with databases that share files (one read further than the other) and hold
 * different user decisions; analyze --shard i/n merged = one run on everything; the inputs are never
 * written; older schemas are migrated, newer ones and non-databases refused with one line naming the
 * file; an existing --into is merged into, and a merge that fails leaves it as it was. On the shared
 * corpus: merge.corpus.test.ts.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { runMerge, settingsFor } from '../../src/index.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { setPreference } from '../../src/store/delegation-preferences.js';
import { MIGRATIONS } from '../../src/store/migrations.js';
import { canonicalDump, historyOf, mergedInto } from '../helpers/merged-history.js';
import { tempHost } from '../helpers/host.js';
import { fixture } from '../helpers/paths.js';

const NOW = 1_780_000_000;
const FOLDERS = ['claude-code', 'codex', 'agent-framework', 'routing'].map((folder) => fixture(folder));

function digest(path: string): string {
  return createHash('sha1').update(readFileSync(path)).digest('hex');
}

function withPreference(path: string, setting: 'always' | 'never', at: number): void {
  const db = HistoryDb.open(path);
  try {
    setPreference(db, 'exploration', setting, at);
  } finally {
    db.close();
  }
}

/** Three databases that overlap: a and b share fixtures/routing; a and c a log c read when it was half as long. */
async function overlappingHistories(): Promise<{ a: string; b: string; c: string }> {
  const logs = mkdtempSync(join(tmpdir(), 'tip-miner-growing-'));
  const source = fixture('routing', '7c0d2f1e-5a3b-4c8d-9e21-0f6a1b2c3d4e.jsonl');
  const lines = readFileSync(source, 'utf8').split('\n').filter(Boolean);
  const growing = join(logs, 'growing', '7c0d2f1e-5a3b-4c8d-9e21-0f6a1b2c3d4f.jsonl');
  mkdirSync(dirname(growing));
  writeFileSync(growing, `${lines.slice(0, 12).join('\n')}\n`);
  const c = await historyOf([fixture('agent-framework'), join(logs, 'growing')], NOW - 300);
  writeFileSync(growing, `${lines.join('\n')}\n`);
  const a = await historyOf([fixture('claude-code'), fixture('routing'), join(logs, 'growing')], NOW - 200);
  const b = await historyOf([fixture('codex'), fixture('routing')], NOW - 100);
  withPreference(a, 'never', 1000);
  withPreference(c, 'always', 2000);
  return { a, b, c };
}

describe('merge: the laws', () => {
  it('merge(a, merge(b, c)) = merge(merge(a, b), c) = merge(c, b, a) = merge(a, a, b, c)', async () => {
    const { a, b, c } = await overlappingHistories();
    const copyOfA = join(mkdtempSync(join(tmpdir(), 'tip-miner-copy-')), 'a.db');
    copyFileSync(a, copyOfA);
    const inputs = [a, b, c];
    const before = inputs.map(digest);
    const first = canonicalDump(await mergedInto([a, await mergedInto([b, c], NOW)], NOW));
    const cases: Array<[string, string]> = [
      ['merge(merge(a, b), c)', await mergedInto([await mergedInto([a, b], NOW), c], NOW)],
      ['merge(c, b, a)', await mergedInto([c, b, a], NOW)],
      ['merge(a, a, b, c)', await mergedInto([a, copyOfA, b, c], NOW)],
      ['merge(merge(a, b, c), merge(c, a))', await mergedInto([await mergedInto([a, b, c], NOW), await mergedInto([c, a], NOW)], NOW)],
    ];
    for (const [name, merged] of cases) expect(canonicalDump(merged), name).toEqual(first);
    expect(inputs.map(digest), 'the inputs are only read').toEqual(before);
    // what the rules chose: the file read further, the latest preference, every file once
    const files = first.files as string[];
    expect(files.filter((row) => row.includes('growing'))).toHaveLength(1);
    expect(first.delegation_preferences).toEqual([JSON.stringify(['exploration', 'always', 2000])]);
    expect(first.view_marks).toEqual([]);
  });

  it('keeps the version of a shared file read furthest, whatever the order', async () => {
    const { a, c } = await overlappingHistories();
    const growingRows = (path: string) => (canonicalDump(path).files as string[]).filter((row) => row.includes('growing'));
    const expected = growingRows(a);
    expect(growingRows(c)).not.toEqual(expected);
    expect(growingRows(await mergedInto([a, c], NOW))).toEqual(expected);
    expect(growingRows(await mergedInto([c, a], NOW))).toEqual(expected);
    const findings = (path: string) => (canonicalDump(path, { asOneRun: true }).findings as string[]).filter((row) => row.includes('growing'));
    expect(findings(await mergedInto([c, a], NOW))).toEqual(findings(a));
  });
});

describe('merge: shards merged = one run on everything', () => {
  it.each([2, 3])('analyze --shard i/%i over the fixtures, merged, gives the database of one run', async (count) => {
    const one = await historyOf(FOLDERS, NOW);
    const shards = await Promise.all(Array.from({ length: count }, (_, index) => historyOf(FOLDERS, NOW, { shard: { index: index + 1, count } })));
    const fileCounts = shards.map((shard) => (canonicalDump(shard).files as string[]).length);
    expect(fileCounts.reduce((sum, files) => sum + files, 0)).toBe((canonicalDump(one).files as string[]).length);
    expect(fileCounts.filter((files) => files > 0).length, 'more than one shard has files').toBeGreaterThan(1);
    expect(canonicalDump(await mergedInto(shards, NOW), { asOneRun: true })).toEqual(canonicalDump(one, { asOneRun: true }));
  });

  it('a shard is the same with --jobs 2', async () => {
    const shard = { index: 2, count: 3 };
    // (as one run: the views' marks name each run's own memory dir)
    const dump = async (jobs: number) => canonicalDump(await historyOf(FOLDERS, NOW, { shard, jobs }), { asOneRun: true });
    expect(await dump(2)).toEqual(await dump(1));
  });
});

describe('merge: inputs and --into', () => {
  const settingsIn = () => settingsFor({}, mkdtempSync(join(tmpdir(), 'tip-miner-merge-cmd-')), tempHost());

  /** A database at schema `version` (its migrations only), as an older tip-miner left it. */
  function databaseAt(version: number | 'newer'): string {
    const path = join(mkdtempSync(join(tmpdir(), 'tip-miner-old-')), 'old.db');
    const db = new Database(path);
    db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
    for (const migration of MIGRATIONS) {
      if (version !== 'newer' && migration.version > version) break;
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations VALUES (?, 0)').run(migration.version);
    }
    if (version === 'newer') db.prepare('INSERT INTO schema_migrations VALUES (?, 0)').run(MIGRATIONS.length + 1);
    db.prepare("INSERT INTO delegation_preferences VALUES ('debugging', 'never', 5)").run();
    db.close();
    return path;
  }

  it('migrates a database of an older schema (a copy: the file stays as it was)', async () => {
    const old = databaseAt(3);
    const before = digest(old);
    const b = await historyOf([fixture('codex')], NOW);
    const merged = canonicalDump(await mergedInto([old, b], NOW));
    expect(merged.delegation_preferences).toEqual([JSON.stringify(['debugging', 'never', 5])]);
    expect(merged.sessions).toEqual(canonicalDump(b).sessions);
    expect(digest(old)).toBe(before);
  });

  it.each([
    ['a database of a newer schema', () => databaseAt('newer'), /old\.db was written by a newer tip-miner/],
    ['a file that is no database', () => writeTemp('not a database at all, just text\n'.repeat(200)), /notes\.db is not a usable SQLite database/],
    ['an SQLite database of something else', () => foreignDatabase(), /other\.db is not a tip-miner history database/],
    ['a missing file', () => join(tmpdir(), 'tip-miner-no-such-folder', 'gone.db'), /gone\.db: no such file/],
  ])('refuses %s with one line naming it, and leaves --into as it was', async (_name, make, message) => {
    const settings = settingsIn();
    const into = await historyOf([fixture('codex')], NOW);
    const before = digest(into);
    const bad = make();
    const good = await historyOf([fixture('routing')], NOW);
    const merging = runMerge(settings, { inputs: [good, bad], into, now: NOW });
    await expect(merging).rejects.toBeInstanceOf(InputError);
    await expect(merging).rejects.toThrow(message);
    expect(digest(into)).toBe(before);
    expect(readdirSync(dirname(into)).filter((name) => name.includes('merging'))).toEqual([]);
  });

  it('merges into an existing --into: the same as merging it with the others into a new file', async () => {
    const settings = settingsIn();
    const into = await historyOf([fixture('codex')], NOW - 10);
    const copy = join(mkdtempSync(join(tmpdir(), 'tip-miner-copy-')), 'into.db');
    copyFileSync(into, copy);
    const other = await historyOf([fixture('routing')], NOW);
    const outcome = await runMerge(settings, { inputs: [other], into, now: NOW });
    expect(outcome.inputs.map((input) => input.path)).toEqual([into, other]);
    expect(outcome.views).toBeUndefined();
    expect(canonicalDump(into)).toEqual(canonicalDump(await mergedInto([copy, other], NOW)));
  });

  it("into the command's own database: the views are written, as analyze writes them", async () => {
    const settings = settingsIn();
    const shards = await Promise.all([1, 2].map((index) => historyOf(FOLDERS, NOW, { shard: { index, count: 2 } })));
    const outcome = await runMerge(settings, { inputs: shards, now: NOW });
    expect(outcome.into).toBe(settings.db);
    expect(outcome.problems).toEqual([]);
    expect(outcome.views?.toolPatternFiles.length).toBeGreaterThan(0);
    for (const file of outcome.views?.toolPatternFiles ?? []) expect(JSON.parse(readFileSync(file, 'utf8'))).toBeTypeOf('object');
  });
});

function writeTemp(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'tip-miner-text-')), 'notes.db');
  writeFileSync(path, text);
  return path;
}

function foreignDatabase(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'tip-miner-foreign-')), 'other.db');
  const db = new Database(path);
  db.exec('CREATE TABLE things (id INTEGER PRIMARY KEY)');
  db.close();
  return path;
}
