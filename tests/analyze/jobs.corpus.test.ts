/**
 * `analyze --jobs N` on the shared corpus: 2 and 3 worker threads leave exactly what one thread leaves
 * — the `analyze --json` report (but its duration), every row of every database table, every file
 * written, byte for byte; and the CLI's --jobs prints the same report. On the fixtures: jobs.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { corpusDir } from '../helpers/paths.js';
import { runWithJobs } from '../helpers/same-results.js';

describe('analyze --jobs on the corpus', () => {
  it('gives the same report, database and files with 1, 2 and 3 threads', async () => {
    const one = await runWithJobs([corpusDir()], 1);
    expect(Object.keys(one.files).length).toBeGreaterThan(0);
    for (const jobs of [2, 3]) {
      const many = await runWithJobs([corpusDir()], jobs);
      expect(many.report, `--jobs ${jobs}`).toBe(one.report);
      expect(many.tables, `--jobs ${jobs}`).toEqual(one.tables);
      expect(many.files, `--jobs ${jobs}`).toEqual(one.files);
    }
  });

  it('the CLI prints the same analyze --json with --jobs 1 and --jobs 2', async () => {
    const report = async (jobs: string) => {
      const run = await cli('analyze', corpusDir(), '--json', '--jobs', jobs);
      expect(run.code).toBe(0);
      // the files written are named by each run's own state folder, the proposal summary by the run's time (the test above pins it)
      const { durationMs, toolPatternFiles, routingFiles, otherFiles, memoryProposalFiles, memoryProposals, ...rest } = JSON.parse(run.stdout) as Record<
        string,
        unknown
      >;
      expect([durationMs, toolPatternFiles, routingFiles, otherFiles, memoryProposalFiles, memoryProposals]).not.toContain(undefined);
      return rest;
    };
    expect(await report('2')).toEqual(await report('1'));
  });
});
