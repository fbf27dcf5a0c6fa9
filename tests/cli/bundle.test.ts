/**
 * The bundle bin/tip-miner.js runs (dist/bundle/, scripts/bundle.mjs) is the same program as dist/cli/:
 * the same output and exit code for commands on the fast path and off it, from a made-up home.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/util/package-root.js';
import { processEnv } from '../helpers/cli.js';
import { repoRoot } from '../helpers/paths.js';

const BUNDLE = join(repoRoot, 'dist', 'bundle', 'main.js');
const MODULES = join(repoRoot, 'dist', 'cli', 'main.js');

function run(main: string, args: string[], input = '') {
  const script = `const { runCli } = await import(${JSON.stringify(pathToFileURL(main).href)}); process.exitCode = await runCli(${JSON.stringify(args)});`;
  const done = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', input, env: processEnv(), cwd: repoRoot });
  return { code: done.status, stdout: done.stdout, stderr: done.stderr };
}

describe('the bundle', () => {
  it('is built by npm run build', () => {
    expect(existsSync(BUNDLE)).toBe(true);
  });

  it.each([
    [['--version']],
    [['tips', '--repo', 'nothing-here', '--json']],
    [['hook', 'session-start'], '{"session_id":"s","cwd":"/nowhere"}'],
    [['hook', 'post-tool-use'], 'not json'],
    [['detectors', '--json']],
    [['explain', 'sequential-reads']],
    [['tips', '--no-such-option']],
  ] as Array<[string[], string?]>)('%j: the same as dist/cli/', (args, input) => {
    expect(run(BUNDLE, args, input)).toEqual(run(MODULES, args, input));
  });
});

describe('packageRoot', () => {
  it('finds the package from dist/, from the bundle and from the sources', () => {
    for (const from of [BUNDLE, MODULES, join(repoRoot, 'src', 'util', 'package-root.ts')]) expect(packageRoot(pathToFileURL(from).href)).toBe(repoRoot);
  });

  it('says so when no tip-miner package.json is above', () => {
    expect(() => packageRoot(pathToFileURL('/').href)).toThrow('no package.json of tip-miner above');
  });
});
