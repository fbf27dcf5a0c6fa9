import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useFreshHistoryDbs } from '../helpers/history-db.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { MIGRATIONS } from '../../src/store/migrations.js';
import { analyzeIntoHistory } from '../../src/app/analyze-into-history.js';
import { patternStats, storedFindings } from '../../src/store/findings.js';
import { fileCheckpoints } from '../../src/store/files.js';

const freshDb = useFreshHistoryDbs();

/** The seed's minimal session: three sequential Reads, one call per line. */
const READS = ['a.py', 'b.py', 'c.py', 'd.py', 'e.py', 'f.py'].map((file) => JSON.stringify({ tool: 'Read', input: { file_path: file } }));

describe('history database', () => {
  it('creates its schema through the migrations, and reopening applies nothing twice', () => {
    const { folder } = freshDb();
    const path = join(folder, 'nested', 'history.db');
    const again = HistoryDb.open(path);
    expect(again.schemaVersion()).toBe(MIGRATIONS[MIGRATIONS.length - 1]!.version);
    again.close();
  });

  it('gives a clear error for a file that is not a database', () => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-db-'));
    writeFileSync(join(folder, 'bad.db'), 'this is not sqlite, just text that is long enough to have a header');
    expect(() => HistoryDb.open(join(folder, 'bad.db'))).toThrow(
      /bad\.db is not a usable history database \(file is not a database\); run tip-miner analyze --repair/,
    );
  });

  // re-running, --full, failed tasks, two repositories and the Claude Code corpus, on the corpus: history-run.corpus.test.ts
  it('reads only the new lines of a file that grew', async () => {
    const { db, folder } = freshDb();
    const log = join(folder, 'session.jsonl');
    writeFileSync(log, `${READS.slice(0, 3).join('\n')}\n`);
    const first = await analyzeIntoHistory({ db, paths: [log], repo: 'acme/widgets', now: 1_800_000_000 });
    expect(first.newFindings.map((finding) => finding.lines)).toEqual([[1, 2, 3]]);
    expect(fileCheckpoints(db).get(log)).toMatchObject({ consumedLines: 3, consumedOffset: readFileSync(log).length });

    appendFileSync(log, `${READS.slice(3).join('\n')}\n`);
    const second = await analyzeIntoHistory({ db, paths: [log], repo: 'acme/widgets', now: 1_800_000_100 });
    expect(second.report).toMatchObject({ files: 1, lines: 3, toolCalls: 3 });
    expect(second.newFindings.map((finding) => finding.lines)).toEqual([[4, 5, 6]]);
    expect(fileCheckpoints(db).get(log)).toMatchObject({ consumedLines: 6, consumedOffset: readFileSync(log).length });
    expect(patternStats(db, 'acme/widgets')).toEqual([expect.objectContaining({ detector: 'sequential-reads', sessions: 1, occurrences: 2 })]);
  });

  it('leaves a line still being written for the next run', async () => {
    const { db, folder } = freshDb();
    const log = join(folder, 'session.jsonl');
    writeFileSync(log, `${READS.slice(0, 2).join('\n')}\n${READS[2]!.slice(0, 20)}`);
    await analyzeIntoHistory({ db, paths: [log], now: 1_800_000_000 });
    expect(fileCheckpoints(db).get(log)).toMatchObject({ consumedLines: 2 });
    appendFileSync(log, `${READS[2]!.slice(20)}\n`);
    const second = await analyzeIntoHistory({ db, paths: [log], now: 1_800_000_100 });
    expect(second.report).toMatchObject({ lines: 1, toolCalls: 1 });
  });

  it('reads a rewritten file again from the start and drops its old findings', async () => {
    const { db, folder } = freshDb();
    const log = join(folder, 'session.jsonl');
    writeFileSync(log, `${READS.slice(0, 3).join('\n')}\n`);
    await analyzeIntoHistory({ db, paths: [log], now: 1_800_000_000 });
    writeFileSync(log, `${JSON.stringify({ tool: 'Glob', input: { pattern: '*.py' } })}\n${JSON.stringify({ tool: 'Glob', input: { pattern: '*.py' } })}\n`);
    const second = await analyzeIntoHistory({ db, paths: [log], now: 1_800_000_100 });
    expect(second.report.lines).toBe(2);
    expect(storedFindings(db).map((finding) => finding.detector)).toEqual(['repeated-glob']);
  });
});
