/**
 * `tip-miner export` of the whole shared corpus, read back by DuckDB as docs/export.md says: in both formats
 * every table holds the database's rows with the manifest's types, every row joins its session, and the
 * documented aggregate queries give what SQLite gives on the history database. On the fixtures: export.test.ts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportHistory, runAnalyze, settingsFor, type AppSettings } from '../../src/index.js';
import { EXPORT_FORMATS } from '../../src/store/export-writer.js';
import { stateDir } from '../helpers/cli.js';
import { documentedQuery, duckdbRows, manifestOf, readBack, sqliteFigures, tableSource, viewsOver } from '../helpers/export-readback.js';
import { tempHost } from '../helpers/host.js';
import { corpusDir } from '../helpers/paths.js';

const NOW = 1_780_000_000;
let settings: AppSettings;

beforeAll(async () => {
  settings = settingsFor({}, stateDir(), tempHost());
  const analyzed = await runAnalyze(settings, { paths: [corpusDir()], now: NOW });
  expect(analyzed.report.sessions).toBeGreaterThan(10);
}, 120_000);

describe.each(EXPORT_FORMATS)('export --format %s of the corpus', (format) => {
  const dir = join(mkdtempSync(join(tmpdir(), 'tip-miner-export-corpus-')), 'out');

  beforeAll(async () => {
    await exportHistory(settings, { out: dir, format, allRepos: true, version: 'corpus', now: new Date(NOW * 1000) });
  }, 60_000);

  it("holds every row of the database's tables, as DuckDB reads them with the manifest's types", async () => {
    const { counts } = sqliteFigures(settings.db);
    const sources = new Map([
      ['sessions', 'sessions'],
      ['tool_calls', 'tool_uses'],
      ['findings', 'findings'],
      ['corrections', 'corrections'],
      ['exposures', 'exposures'],
    ]);
    for (const table of manifestOf(dir).tables) {
      const rows = await readBack(dir, table.name);
      expect(rows, table.name).toHaveLength(table.rows);
      const source = sources.get(table.name);
      if (source !== undefined) expect(table.rows, table.name).toBe(counts.get(source));
    }
    expect(counts.get('tool_uses')).toBeGreaterThan(500);
    expect(counts.get('corrections')).toBeGreaterThan(0);
  });

  it('joins every row to its session', async () => {
    for (const table of ['tool_calls', 'findings', 'corrections', 'exposures']) {
      const orphans = await duckdbRows(
        `SELECT count(*) AS n FROM ${tableSource(dir, table)} ANTI JOIN ${tableSource(dir, 'sessions')} USING (format, session_id)`,
      );
      expect(orphans, table).toEqual([{ n: 0 }]);
    }
  });

  it('gives the answers SQLite gives to the documented aggregate queries', async () => {
    const { repoWeek, kinds } = sqliteFigures(settings.db);
    await viewsOver(dir);
    expect(repoWeek.length).toBeGreaterThan(1);
    expect(await duckdbRows(documentedQuery('repo-week'))).toEqual(repoWeek);
    expect(await duckdbRows(documentedQuery('correction-kinds'))).toEqual(kinds);
  });
});
