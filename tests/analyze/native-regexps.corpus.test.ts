/**
 * analyze() has V8 compile every regular expression on its first run (util/native-regexps.ts): the same results as
 * a run whose expressions all stay in V8's interpreter (`--regexp-interpret-all`), on the shared corpus and the
 * devset — every report figure, finding, correction and delegation point.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { corpusDir, repoRoot } from '../helpers/paths.js';

const SCRIPT = `
const { analyze } = await import(process.argv[1]);
const { report, findings, corrections, delegation } = await analyze({ paths: process.argv.slice(2), jobs: 1 });
delete report.durationMs;
process.stdout.write(JSON.stringify({ report, findings, corrections, delegation }));
`;

function analyzeWith(flags: readonly string[], paths: readonly string[]): string {
  const entry = pathToFileURL(join(repoRoot, 'dist', 'index.js')).href;
  const run = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', SCRIPT, entry, ...paths], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

describe('regular expressions compiled on first use', () => {
  it('give what the interpreter gives, on the corpus and the devset', () => {
    const devset = resolve(corpusDir(), '../devset');
    const paths = [corpusDir(), ...(existsSync(devset) ? [devset] : [])];
    const interpreted = analyzeWith(['--regexp-interpret-all'], paths);
    const compiled = analyzeWith([], paths);
    expect(compiled.length).toBeGreaterThan(1000);
    expect(compiled).toBe(interpreted);
  }, 120_000);
});
