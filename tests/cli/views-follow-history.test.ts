/**
 * The views and the history database: a --memory-dir that is a file fails before anything is read or
 * stored. Every view following the history database, on the corpus: views-follow-history.corpus.test.ts.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { fixture } from '../helpers/paths.js';

const LOGS = [fixture('claude-code')];

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
});
