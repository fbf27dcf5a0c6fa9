/**
 * The fast path for big Claude Code user lines (ingest/formats/claude-code/skeleton.ts) is an optimisation
 * only: on the shared corpus, analyze with it and with every line parsed whole leaves the same `analyze --json`
 * report, every row of every database table and every file written (the views), byte for byte — in one thread
 * and in two — and the library the same findings, corrections, delegation points and per-file results. On the
 * fixtures: fast-parse.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import type { FileAnalysis } from '../../src/analyze/file-analysis.js';
import { userLineSkeleton } from '../../src/ingest/formats/claude-code/skeleton.js';
import { corpusDir } from '../helpers/paths.js';
import { runWithJobs, shapeDifference } from '../helpers/same-results.js';
import { jsonlFilesUnder } from '../helpers/jsonl-files.js';

describe('the fast path on the corpus', () => {
  it('reads more than half the corpus bytes', () => {
    let bytes = 0;
    let fast = 0;
    for (const file of jsonlFilesUnder(corpusDir())) {
      const content = readFileSync(file);
      for (let start = 0; start < content.length;) {
        const newline = content.indexOf(0x0a, start);
        const end = newline === -1 ? content.length : newline;
        bytes += end - start;
        if (userLineSkeleton(content, start, end) !== undefined) fast += end - start;
        start = end + 1;
      }
    }
    expect(fast / bytes).toBeGreaterThan(0.5);
  });

  it('leaves the same report, database and files as the full parse, with 1 and 2 threads', async () => {
    const whole = await runWithJobs([corpusDir()], 1, false);
    expect(Object.keys(whole.files).length).toBeGreaterThan(0);
    for (const jobs of [1, 2]) {
      const fast = await runWithJobs([corpusDir()], jobs, true);
      expect(fast.report, `--jobs ${jobs}`).toBe(whole.report);
      expect(fast.tables, `--jobs ${jobs}`).toEqual(whole.tables);
      expect(fast.files, `--jobs ${jobs}`).toEqual(whole.files);
    }
  });

  it('gives the library the same findings, corrections, delegation and file results', async () => {
    const run = async (fastParse: boolean) => {
      const files: FileAnalysis[] = [];
      const result = await analyze({ paths: [corpusDir()], jobs: 1, read: { fastParse }, onFile: (_file, analysis) => files.push(analysis) });
      return { ...result, report: { ...result.report, durationMs: 0 }, files };
    };
    const whole = await run(false);
    expect(whole.findings.length).toBeGreaterThan(0);
    expect(shapeDifference(await run(true), whole)).toBeUndefined();
  });
});
