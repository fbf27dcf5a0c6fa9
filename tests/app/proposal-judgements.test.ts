/**
 * The judged proposal clusters a run keeps (store/proposal-judgements.ts, corrections/judgement-cache.ts): a later
 * run on the same corrections reads them instead of clustering again, and gives the very proposals judging anew
 * gives; a kept judgement that is spoilt, gone or of other corrections is judged anew.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { proposalsReport, runAnalyze, settingsFor, type AppSettings } from '../../src/index.js';
import { stateDir } from '../helpers/cli.js';
import { tempHost } from '../helpers/host.js';

const NOW = 1_780_000_000;
const CASES = join(import.meta.dirname, '../../eval/cases');
let settings: AppSettings;

beforeAll(async () => {
  settings = settingsFor({}, stateDir(), tempHost());
  await runAnalyze(settings, { paths: [CASES], now: NOW });
});

function withDb<T>(use: (db: Database.Database) => T): T {
  const db = new Database(settings.db);
  try {
    return use(db);
  } finally {
    db.close();
  }
}

const kept = () => withDb((db) => db.prepare('SELECT input_key, judged FROM proposal_judgements').all() as Array<{ input_key: string; judged: string }>);
const proposals = () => proposalsReport(settings, NOW, { allRepos: true }).all;

describe('judged proposal clusters kept between runs', () => {
  it('analyze keeps one judgement, and proposals read from it equal those judged anew', () => {
    expect(kept()).toHaveLength(1);
    const fromKept = proposals();
    expect(fromKept.length).toBeGreaterThan(0);
    withDb((db) => db.prepare('DELETE FROM proposal_judgements').run());
    expect(proposals()).toEqual(fromKept);
    expect(kept()).toHaveLength(1);
  });

  it('is what later runs read: a judgement kept under the same key is taken as it is', () => {
    const before = proposals();
    const [row] = kept();
    // every cluster without a proposable rule: a run that reads it proposes nothing
    const emptied = JSON.parse(row!.judged) as { clusters: Array<{ rule?: unknown }> };
    for (const cluster of emptied.clusters) delete cluster.rule;
    withDb((db) => db.prepare('UPDATE proposal_judgements SET judged = ?').run(JSON.stringify(emptied)));
    expect(proposals()).toEqual([]);
    withDb((db) => db.prepare('UPDATE proposal_judgements SET judged = ?').run(row!.judged));
    expect(proposals()).toEqual(before);
  });

  it.each([
    ['unreadable', `UPDATE proposal_judgements SET judged = '{"version":1,"clusters":[{"members":[99999]'`],
    ['of other corrections', `UPDATE proposal_judgements SET judged = '{"version":1,"clusters":[{"members":[0,0],"canonical":0}]}'`],
    ['under another key', `UPDATE proposal_judgements SET input_key = 'other'`],
  ])('a judgement %s is judged anew and replaced', (_name, spoil) => {
    const before = proposals();
    withDb((db) => db.prepare(spoil).run());
    expect(proposals()).toEqual(before);
    const rows = kept();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.input_key).not.toBe('other');
  });
});
