/**
 * How many threads `analyze` starts (analyze/parallel-analysis.ts threadsFor): --jobs as given (at most one
 * per file to read); without it, this thread alone on two cores or fewer (a second thread does not pay there:
 * docs/performance.md "Every core") or below 32 MB to read, else one per core.
 */
import { describe, expect, it } from 'vitest';
import { coresPayForWorkers, threadsFor, type PlannedFile } from '../../src/analyze/parallel-analysis.js';

const MB = 1024 * 1024;

/** `count` files of `mb` MB each, all to be read from their start. */
function planned(count: number, mb: number): PlannedFile[] {
  return Array.from({ length: count }, (_, index) => ({
    file: { path: `/logs/${index}.jsonl`, size: mb * MB, mtimeMs: 0 },
    plan: { ok: true, value: undefined },
  }));
}

describe('threadsFor', () => {
  it.each([
    // [jobs, files, MB each, cores, threads]
    [undefined, 100, 5, 1, 1],
    [undefined, 100, 5, 2, 1],
    [undefined, 100, 5, 3, 3],
    [undefined, 100, 5, 4, 4],
    [undefined, 100, 5, 16, 16],
    [undefined, 3, 20, 8, 3],
    [undefined, 100, 0.3, 8, 1],
    [undefined, 1, 100, 8, 1],
    [1, 100, 5, 8, 1],
    [2, 100, 5, 2, 2],
    [2, 100, 5, 1, 2],
    [4, 2, 50, 2, 2],
    [3, 100, 0.01, 2, 3],
  ] as const)('jobs %s, %i files of %s MB, %i cores: %i threads', (jobs, files, mb, cores, threads) => {
    expect(threadsFor(jobs, planned(files, mb), cores)).toBe(threads);
  });

  it('files to skip or that could not be planned count for nothing', () => {
    const items = planned(10, 10);
    for (const item of items.slice(0, 8)) item.plan = { ok: true, value: 'skip' };
    items[8]!.plan = { ok: false, error: new Error('unreadable') };
    expect(threadsFor(undefined, items, 8)).toBe(1);
    expect(threadsFor(4, items, 8)).toBe(1);
  });

  it.each([
    [1, false],
    [2, false],
    [3, true],
    [64, true],
  ])('%i cores: the automatic choice %s start workers', (cores, pays) => {
    expect(coresPayForWorkers(cores)).toBe(pays);
  });
});
