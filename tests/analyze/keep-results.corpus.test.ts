/** `keepResults: false` on the shared corpus (a failed agent-framework task among it): the same report, no lists. On the fixtures: keep-results.test.ts. */
import { describe, it } from 'vitest';
import { corpusDir } from '../helpers/paths.js';
import { sameReportWithoutResults } from '../helpers/keep-results.js';

describe('analyze with keepResults: false on the corpus', () => {
  it.each([false, true])('gives the report of a run that keeps every result (failed sessions included: %s)', async (includeFailed) => {
    await sameReportWithoutResults({ paths: [corpusDir()], jobs: 1, includeFailed });
  });
});
