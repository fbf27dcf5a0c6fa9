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
import { hashFileHead } from '../../src/ingest/head-hash.js';

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

  /** Lines of sequential Reads, from `from` on (each call a line of its own file name). */
  const readLines = (count: number, from = 0) =>
    Array.from({ length: count }, (_, index) => `${JSON.stringify({ tool: 'Read', input: { file_path: `src/f${from + index}.py` } })}\n`).join('');

  // each: the file at the first run, what it is at the second, and the lines the second run reads of it (all of them: from the start)
  const CHANGES: Array<[string, string, string, number]> = [
    ['grew by appends', readLines(3), readLines(3) + readLines(2, 3), 2],
    ['grew past 4 KB from under it', readLines(3), readLines(3) + readLines(100, 3), 100],
    ['grew, over 4 KB already', readLines(100), readLines(100) + readLines(4, 100), 4],
    ['was rewritten, longer', readLines(3), readLines(5, 100), 5],
    ['was rewritten within its first 4 KB, and is longer (its head compared)', readLines(100), readLines(59) + readLines(45, 500), 104],
    ['was truncated', readLines(100), readLines(2), 2],
    ['was emptied', readLines(3), '', 0],
  ];

  it.each(CHANGES.flatMap(([name, before, after, lines]) => [1, 2].map((jobs) => [name, jobs, before, after, lines] as const)))(
    'a file that %s, with --jobs %i: read from where it should, its head hash the one of its new head',
    async (_name, jobs, before, after, lines) => {
      const { db, folder } = freshDb();
      const log = join(folder, 'session.jsonl');
      // a second file that grows too, so that --jobs 2 reads the two in two workers
      const other = join(folder, 'other.jsonl');
      writeFileSync(log, before);
      writeFileSync(other, readLines(2));
      await analyzeIntoHistory({ db, paths: [log, other], jobs, now: 1_800_000_000 });
      writeFileSync(log, after);
      appendFileSync(other, readLines(1, 2));
      const second = await analyzeIntoHistory({ db, paths: [log, other], jobs, now: 1_800_000_100 });
      expect(second.report.files).toBe(2);
      expect(second.report.lines).toBe(lines + 1);
      const checkpoint = fileCheckpoints(db).get(log);
      expect(checkpoint).toMatchObject({ consumedOffset: Buffer.byteLength(after), consumedLines: after.split('\n').length - 1 });
      expect(checkpoint?.headHash).toBe(hashFileHead(log, Math.min(Buffer.byteLength(after), 4096)));
      expect(fileCheckpoints(db).get(other)?.headHash).toBe(hashFileHead(other, Math.min(readFileSync(other).length, 4096)));
    },
  );
});
