/** `npm run eval` on the labelled sets, shared corpus included, meets the thresholds of eval/thresholds.json (CI holds the line; the devset has devset.corpus.test.ts). */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusDir, repoRoot } from '../helpers/paths.js';

describe('npm run eval', () => {
  it('meets its thresholds on the labelled sessions', () => {
    // the harness runs on dist/ (built by pretest:corpus), in a process of its own with the corpus named
    const run = (): string =>
      execFileSync(process.execPath, [join(repoRoot, 'eval', 'run.mjs'), '--no-devset'], {
        env: { ...process.env, TIP_MINER_CORPUS: corpusDir() },
        encoding: 'utf8',
      });
    let output: string;
    try {
      output = run();
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      throw new Error(`npm run eval failed:\n${failed.stdout ?? ''}${failed.stderr ?? ''}`, { cause: error });
    }
    expect(output).toContain('thresholds: all met');
  }, 120_000);
});
