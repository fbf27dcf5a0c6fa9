/** analyze with `keepResults: false` against a run that keeps every result: the same report, no lists (tests/analyze/keep-results*.test.ts). */
import { expect } from 'vitest';
import { analyze, type AnalyzeOptions } from '../../src/analyze/analyze.js';

export async function sameReportWithoutResults(options: AnalyzeOptions): Promise<void> {
  const kept = await analyze(options);
  const counted = await analyze({ ...options, keepResults: false });
  expect({ ...counted.report, durationMs: 0 }).toEqual({ ...kept.report, durationMs: 0 });
  expect([counted.findings, counted.corrections, counted.delegation.points, counted.delegation.streaks]).toEqual([[], [], [], []]);
  // the comparison means something: the kept run found each kind
  expect([kept.findings.length, kept.corrections.length, kept.delegation.points.length].every((count) => count > 0)).toBe(true);
}
