/**
 * `keepResults: false` (what the CLI runs): the result's lists stay empty and the report is the same as when
 * every finding, correction and delegation point is kept — counts, failed sessions left out or in, one
 * thread or workers. On the shared corpus: keep-results.corpus.test.ts.
 */
import { describe, it } from 'vitest';
import type { AnalyzeOptions } from '../../src/analyze/analyze.js';
import { sameReportWithoutResults } from '../helpers/keep-results.js';
import { fixture } from '../helpers/paths.js';

const FOLDERS = ['claude-code', 'codex', 'agent-framework', 'routing', 'bad-input', 'hostile'].map((folder) => fixture(folder));

describe('analyze with keepResults: false', () => {
  it.each<[string, Partial<AnalyzeOptions>]>([
    ['one thread', { jobs: 1 }],
    ['one thread, failed sessions included', { jobs: 1, includeFailed: true }],
    ['two worker threads', { jobs: 2 }],
  ])('counts what it does not keep: %s', async (_name, options) => {
    await sameReportWithoutResults({ paths: FOLDERS, ...options });
  });
});
