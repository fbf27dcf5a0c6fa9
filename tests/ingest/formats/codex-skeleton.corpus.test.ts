/**
 * The fast path for big Codex rollout lines (formats/codex/skeleton.ts) on every rollout of the shared corpus
 * and devset: each skeleton is its line's value but for cut strings, with the exact size of a cut output; the
 * adapter emits the same events line for line; analyze leaves the same report, database rows and files, and the
 * library the same findings, corrections and per-file results, as with every line parsed whole. Crafted lines:
 * codex-skeleton.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze/analyze.js';
import type { FileAnalysis } from '../../../src/analyze/file-analysis.js';
import { stringUtf8Bytes } from '../../../src/ingest/cut-strings.js';
import { codexFormat } from '../../../src/ingest/formats/codex/index.js';
import { rolloutLineSkeleton } from '../../../src/ingest/formats/codex/skeleton.js';
import type { JsonRecord } from '../../../src/ingest/json-guards.js';
import { corpusDir, devsetDir } from '../../helpers/paths.js';
import { runRollout } from '../../helpers/rollout-lines.js';
import { runWithJobs, shapeDifference } from '../../helpers/same-results.js';
import { expectSameButCut } from '../../helpers/skeleton-lines.js';
import { jsonlFilesUnder } from '../../helpers/jsonl-files.js';

function lines(content: Buffer): Buffer[] {
  const out: Buffer[] = [];
  for (let start = 0; start < content.length;) {
    const newline = content.indexOf(0x0a, start);
    const end = newline === -1 ? content.length : newline;
    if (end > start) out.push(content.subarray(start, end));
    start = end + 1;
  }
  return out;
}

/** The rollouts: files whose first line is of the Codex format. */
function rollouts(): string[] {
  return [...jsonlFilesUnder(corpusDir()), ...jsonlFilesUnder(devsetDir())].filter((file) => {
    const [first] = lines(readFileSync(file));
    if (first === undefined) return false;
    try {
      return codexFormat.matches(JSON.parse(first.toString('utf8')) as JsonRecord);
    } catch {
      return false;
    }
  });
}

describe('the Codex fast path on the corpus and devset', () => {
  const files = rollouts();

  it('finds the rollouts, and reads over 40% of their bytes through skeletons', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
    let bytes = 0;
    let fast = 0;
    for (const file of files) {
      for (const line of lines(readFileSync(file))) {
        bytes += line.length;
        const skeleton = rolloutLineSkeleton(line, 0, line.length);
        if (skeleton === undefined) continue;
        fast += line.length;
        const whole = JSON.parse(line.toString('utf8')) as JsonRecord;
        expectSameButCut(skeleton, whole);
        const payload = skeleton.payload as JsonRecord;
        const output = (whole.payload as JsonRecord).output;
        if (typeof output === 'string') expect(stringUtf8Bytes(payload, 'output', payload.output as string)).toBe(Buffer.byteLength(output));
      }
    }
    expect(fast / bytes).toBeGreaterThan(0.4);
  });

  it('gives the adapter the same events, file by file', () => {
    for (const file of files) {
      const content = lines(readFileSync(file));
      const full = runRollout(content, false, file);
      const fast = runRollout(content, true, file);
      expect(fast.out, file).toEqual(full.out);
    }
  });

  it('leaves the same report, database and files as the full parse', async () => {
    const whole = await runWithJobs(files, 1, false);
    expect(Object.keys(whole.files).length).toBeGreaterThan(0);
    const fast = await runWithJobs(files, 1, true);
    expect(fast.report).toBe(whole.report);
    expect(fast.tables).toEqual(whole.tables);
    expect(fast.files).toEqual(whole.files);
  });

  it('gives the library the same findings, corrections, delegation and file results', async () => {
    const run = async (fastParse: boolean) => {
      const analyses: FileAnalysis[] = [];
      const result = await analyze({ paths: files, jobs: 1, read: { fastParse }, onFile: (_file, analysis) => analyses.push(analysis) });
      return { ...result, report: { ...result.report, durationMs: 0 }, files: analyses };
    };
    const whole = await run(false);
    expect(whole.findings.length).toBeGreaterThan(0);
    expect(whole.corrections.length).toBeGreaterThan(0);
    expect(shapeDifference(await run(true), whole)).toBeUndefined();
  });
});
