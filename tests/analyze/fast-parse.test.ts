/**
 * The formats' fast paths (ingest/formats/claude-code/skeleton.ts) are an optimisation only: on the repository's
 * fixtures (bad and hostile input included), analyze with them and with every line parsed whole leaves the same
 * report, database rows and files. On the shared corpus, where most bytes take it: fast-parse.corpus.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { fixture } from '../helpers/paths.js';
import { runWithJobs } from '../helpers/same-results.js';

const FOLDERS = ['claude-code', 'codex', 'agent-framework', 'routing', 'bad-input', 'hostile'].map((folder) => fixture(folder));

describe('the fast path on the fixtures', () => {
  it('leaves the same report, database and files as the full parse', async () => {
    const whole = await runWithJobs(FOLDERS, 1, false);
    const fast = await runWithJobs(FOLDERS, 1, true);
    expect(fast.report).toBe(whole.report);
    expect(fast.tables).toEqual(whole.tables);
    expect(fast.files).toEqual(whole.files);
  });
});
