/**
 * Where tip-miner's package.json cannot be found (tip-miner bundled into another program), there is no version to
 * key a kept judgement on: the proposals are judged each time, the same as with one, and nothing is kept.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { proposalsReport, runAnalyze, settingsFor } from '../../src/index.js';
import { stateDir } from '../helpers/cli.js';
import { tempHost } from '../helpers/host.js';

const noVersion = vi.hoisted(() => ({ on: false }));
vi.mock('../../src/util/package-version.js', async (original) => {
  const actual = await original<typeof import('../../src/util/package-version.js')>();
  return {
    packageVersion: () => {
      if (noVersion.on) throw new Error('no package.json of tip-miner above the module');
      return actual.packageVersion();
    },
  };
});

const NOW = 1_780_000_000;
const CASES = join(import.meta.dirname, '../../eval/cases');

describe('proposals without a version to key a kept judgement on', () => {
  it('are judged each time, the same as with one, and nothing is kept', async () => {
    const settings = settingsFor({}, stateDir(), tempHost());
    await runAnalyze(settings, { paths: [CASES], now: NOW });
    const withVersion = proposalsReport(settings, NOW, { allRepos: true }).all;
    expect(withVersion.length).toBeGreaterThan(0);
    const db = new Database(settings.db);
    db.prepare('DELETE FROM proposal_judgements').run();
    db.close();
    noVersion.on = true;
    try {
      expect(proposalsReport(settings, NOW, { allRepos: true }).all).toEqual(withVersion);
    } finally {
      noVersion.on = false;
    }
    const check = new Database(settings.db, { readonly: true });
    expect(check.prepare('SELECT COUNT(*) AS rows FROM proposal_judgements').get()).toEqual({ rows: 0 });
    check.close();
  });
});
