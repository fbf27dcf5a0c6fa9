/**
 * The CLI of sharding and merging: `analyze --shard i/n` refuses anything but whole numbers 1 ≤ i ≤ n
 * with one line; shards analysed by the CLI, then `merge` into the default database, write the views
 * so that `tips` gives what it gives after one run on everything; `merge --json` follows its schema;
 * a database of a newer schema is one line naming it (exit 2).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { LATEST_SCHEMA_VERSION } from '../../src/store/schema-check.js';
import { cli, stateDir } from '../helpers/cli.js';
import { outputSchema, schemaErrors } from '../helpers/json-schemas.js';
import { fixture } from '../helpers/paths.js';

// codex-patches: findings of a Codex repository (its failed patches retried, a recursive grep)
const LOGS = ['claude-code', 'codex', 'codex-patches', 'agent-framework', 'routing'].map((folder) => fixture(folder));

describe('analyze --shard', () => {
  it.each(['0/3', '4/3', '1/0', 'a/b', '1.5/3', '2', '-1/3', '1/3/2'])('refuses --shard %s with one line (exit 2)', async (value) => {
    const run = await cli('analyze', ...LOGS, '--shard', value);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('expected i/n with whole numbers 1 ≤ i ≤ n');
    expect(run.stderr.trim().split('\n')[0]).toContain('--shard');
  });

  it('reads only its shard: the shards of 3 read every file once, with --jobs 2 too', async () => {
    const files = async (...args: string[]) => (JSON.parse((await cli('analyze', ...LOGS, '--json', ...args)).stdout) as { files: number }).files;
    const all = await files();
    const shards = await Promise.all(['1/3', '2/3', '3/3'].map((shard) => files('--shard', shard, '--jobs', '2')));
    expect(shards.reduce((sum, count) => sum + count, 0)).toBe(all);
    expect(Math.max(...shards)).toBeLessThan(all);
  });
});

describe('merge', () => {
  it('shards merged into the default database: views written, tips as after one run on everything', async () => {
    const shards = ['1/2', '2/2'].map(() => join(stateDir(), 'shard.db'));
    for (const [index, db] of shards.entries()) {
      const run = await cli('analyze', ...LOGS, '--shard', `${index + 1}/2`, '--db', db, '--memory-dir', join(stateDir(), 'memory'));
      expect(run.code, run.stderr).toBe(0);
    }
    const merged = stateDir();
    const global = ['--db', join(merged, 'tip-miner.db'), '--memory-dir', join(merged, 'memory')];
    const run = await cli('merge', ...shards, '--json', ...global);
    expect(run.code, run.stderr).toBe(0);
    const output = JSON.parse(run.stdout) as { into: string; views: { toolPatternFiles: string[] } | null; inputs: unknown[] };
    expect(schemaErrors(outputSchema('merge'), output)).toEqual([]);
    expect(output.into).toBe(join(merged, 'tip-miner.db'));
    expect(output.inputs).toHaveLength(2);
    expect(output.views?.toolPatternFiles.length).toBeGreaterThan(0);

    const one = stateDir();
    expect((await cli('analyze', ...LOGS, '--db', join(one, 'tip-miner.db'), '--memory-dir', join(one, 'memory'))).code).toBe(0);
    const tips = async (folder: string, repo: string) => {
      const run = await cli('tips', '--repo', repo, '--db', join(folder, 'tip-miner.db'), '--memory-dir', join(folder, 'memory'));
      return run.stdout;
    };
    for (const repo of ['acme/gadgets', 'proj', 'inline']) expect(await tips(merged, repo), repo).toBe(await tips(one, repo));
    // the views themselves: the same entries (but the score, which decays with the clock of each run)
    const patterns = (folder: string) =>
      readdirSync(join(folder, 'memory'))
        .filter((entry) => existsSync(join(folder, 'memory', entry, 'tool_patterns.json')))
        .map((entry): [string, unknown[]] => [
          entry,
          (JSON.parse(readFileSync(join(folder, 'memory', entry, 'tool_patterns.json'), 'utf8')) as Array<Record<string, unknown>>).map((entry) => ({
            ...entry,
            score: 0,
          })),
        ]);
    expect(patterns(merged)).toEqual(patterns(one));
    expect(patterns(merged).flatMap(([, entries]) => entries).length).toBeGreaterThan(0);
  });

  it('says what it merged, and that the views of another --into were not written', async () => {
    const shard = join(stateDir(), 'shard.db');
    expect((await cli('analyze', fixture('codex'), '--db', shard, '--memory-dir', join(stateDir(), 'memory'))).code).toBe(0);
    const into = join(stateDir(), 'merged.db');
    const run = await cli('merge', shard, '--into', into, '--db', join(stateDir(), 'own.db'));
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      new RegExp(`^merged 1 database into ${into.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\d+ files?, \\d+ sessions?, \\d+ runs?\\n$`),
    );
    expect(run.stderr).toContain('the views were not refreshed');
  });

  it('refuses a database of a newer schema: one line naming it, exit 2', async () => {
    const newer = join(stateDir(), 'newer.db');
    const db = new Database(newer);
    db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL); INSERT INTO schema_migrations VALUES (999, 0)');
    db.close();
    const run = await cli('merge', newer, '--into', join(stateDir(), 'merged.db'));
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      `tip-miner: error: ${newer} was written by a newer tip-miner (schema version 999; this one knows up to ${LATEST_SCHEMA_VERSION}); upgrade tip-miner to merge it`,
    ]);
  });
});
