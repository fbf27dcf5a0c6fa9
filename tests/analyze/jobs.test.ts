/**
 * `analyze --jobs N` (analyze/parallel-analysis.ts): worker threads give exactly what one thread gives
 * — the report, every database row, every file written — on the repository's fixtures, bad input
 * included; a FileAnalysis survives the trip between threads with its Maps and null-prototype counts;
 * a bug in a worker is the same error as in this thread, and a worker that dies is an error, never an
 * unreadable file. On the shared corpus: jobs.corpus.test.ts.
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import { configuredDetectors } from '../../src/analyze/detector-runner.js';
import { analyzeFile } from '../../src/analyze/file-analysis.js';
import { reviveFileAnalysis } from '../../src/analyze/workers/transfer.js';
import { WorkerPool } from '../../src/analyze/workers/worker-pool.js';
import { fixture } from '../helpers/paths.js';
import { runWithJobs, shapeDifference } from '../helpers/same-results.js';

const FOLDERS = ['claude-code', 'codex', 'agent-framework', 'routing', 'bad-input', 'hostile'].map((folder) => fixture(folder));
const FILES = FOLDERS.flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => /\.jsonl(\.gz)?$/.test(name))
    .map((name) => join(folder, name)),
);

describe('analyze --jobs', () => {
  it('gives the same report, database and files with 1, 2 and 3 threads', async () => {
    const one = await runWithJobs(FOLDERS, 1);
    expect(one.report).toContain('"unreadable"'); // corrupt.jsonl.gz: a read error goes the same way
    for (const jobs of [2, 3]) {
      const many = await runWithJobs(FOLDERS, jobs);
      expect(many.report, `--jobs ${jobs}`).toBe(one.report);
      expect(many.tables, `--jobs ${jobs}`).toEqual(one.tables);
      expect(many.files, `--jobs ${jobs}`).toEqual(one.files);
    }
  });

  it('gives the library the same findings, corrections and delegation as one thread, problems in the same order', async () => {
    const one = await analyze({ paths: FOLDERS, jobs: 1 });
    const two = await analyze({ paths: FOLDERS, jobs: 2 });
    one.report.durationMs = two.report.durationMs = 0;
    expect(shapeDifference(two, one)).toBeUndefined();
    expect(one.report.problems.length).toBeGreaterThan(5);
  });

  it.each(FILES.filter((file) => !file.includes('corrupt')))('a FileAnalysis of %s is the same after the trip between threads', async (file) => {
    const analysis = await analyzeFile(file, { detectors: configuredDetectors() });
    expect(shapeDifference(reviveFileAnalysis(structuredClone(analysis)), analysis)).toBeUndefined();
  });

  it('a bug in a worker is the same error as in this thread', async () => {
    // a detector given no options fails at its first stream, as a bug would
    const broken = configuredDetectors().map(({ detector }) => ({ detector, options: null }));
    const caught = async (jobs: number) =>
      analyze({ paths: FOLDERS, jobs, detectors: broken }).then(
        () => undefined,
        (error: unknown) => error as Error,
      );
    const inThread = await caught(1);
    const inWorker = await caught(2);
    expect(inThread).toBeInstanceOf(TypeError);
    expect(inWorker).toBeInstanceOf(TypeError);
    expect(inWorker?.message).toBe(inThread?.message);
    expect((inWorker as NodeJS.ErrnoException).code).toBeUndefined();
  });

  it('a worker that dies fails its files with an error that is no read error', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-worker-'));
    const entry = join(folder, 'dying-worker.mjs');
    writeFileSync(entry, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => process.exit(3));\n");
    const pool = new WorkerPool(1, { detectors: [] }, pathToFileURL(entry));
    try {
      const error = await pool.analyze(FILES[0]!, {}, 1).then(
        () => undefined,
        (caught: unknown) => caught as NodeJS.ErrnoException,
      );
      expect(error?.message).toBe('an analysis worker stopped (exit code 3)');
      expect(error?.code).toBeUndefined();
      await expect(pool.analyze(FILES[0]!, {}, 1)).rejects.toBe(error);
    } finally {
      await pool.close();
    }
  });
});
