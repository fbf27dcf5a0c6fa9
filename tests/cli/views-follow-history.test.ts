/**
 * The views and the history database: a --memory-dir that is a file fails before anything is read or
 * stored; a deleted memory folder or view file is written back by the next run. Every view following the history database, on the corpus: views-follow-history.corpus.test.ts.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { fixture } from '../helpers/paths.js';

const LOGS = [fixture('claude-code')];
// logs with corrections that become proposals, routing and delegation data: every kind of view
const LOGS_WITH_RULES = ['claude-code', 'codex', 'agent-framework', 'routing'].map((path) => fixture(path));

function state() {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-views-'));
  return { folder, db: join(folder, 'history.db') };
}

describe('views follow the history database', () => {
  it('a --memory-dir that is a file fails before anything is read or stored', async () => {
    const { folder, db } = state();
    const memory = join(folder, 'memory-file');
    writeFileSync(memory, '');
    const run = await cli('analyze', ...LOGS, '--db', db, '--memory-dir', memory);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([`tip-miner: error: --memory-dir ${memory} is not a folder; give a folder for the memory files`]);
    expect(existsSync(db)).toBe(false);
  });

  it('a deleted memory folder, or one view file of it, is written back by the next run that reads nothing new', async () => {
    const { folder, db } = state();
    const memory = join(folder, 'memory');
    const options = ['--db', db, '--memory-dir', memory];
    expect((await cli('analyze', ...LOGS_WITH_RULES, ...options)).code).toBe(0);
    const review = await cli('review', '--approve', 'all', ...options);
    expect(review.code).toBe(0);
    const first = files(memory);
    // every kind of view and a memory layer are there to lose
    expect(first).toEqual(expect.arrayContaining(['repos.json', 'delegation_preferences.json']));
    expect(first.some((file) => file.endsWith('/tool_patterns.json'))).toBe(true);
    expect(first.some((file) => file.endsWith('/memory_proposals.json'))).toBe(true);
    expect(first.some((file) => file.endsWith('/routing.json'))).toBe(true);
    expect(first.some((file) => /(?:^|\/)(?:profile|corrections|decisions)\.json$/.test(file))).toBe(true);

    rmSync(memory, { recursive: true });
    const again = await cli('analyze', ...LOGS_WITH_RULES, ...options, '--json');
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ files: 0 });
    expect(files(memory)).toEqual(first);

    const gone = first.find((file) => file.endsWith('/tool_patterns.json')) ?? '';
    const kept = readFileSync(join(memory, gone), 'utf8');
    rmSync(join(memory, gone));
    const third = JSON.parse((await cli('analyze', ...LOGS_WITH_RULES, ...options, '--json')).stdout) as {
      toolPatternFiles: string[];
      memoryProposalFiles: string[];
    };
    expect(third.toolPatternFiles).toEqual([join(memory, gone)]);
    expect(third.memoryProposalFiles).toEqual([]);
    expect(readFileSync(join(memory, gone), 'utf8')).toBe(kept);
  });
});

function files(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}
