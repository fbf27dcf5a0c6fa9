/**
 * The bundles bin/tip-miner.js runs (dist/bundle/, scripts/bundle.mjs) are the same program as dist/cli/:
 * the same output and exit code for commands on the fast path and off it, from a made-up home — the full
 * program's bundle alone, and bin/tip-miner.js itself, which tries the fast bundle first for `tips` and `hook`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/util/package-root.js';
import { processEnv } from '../helpers/cli.js';
import { repoRoot } from '../helpers/paths.js';

const BUNDLE = join(repoRoot, 'dist', 'bundle', 'main.js');
const FAST_BUNDLE = join(repoRoot, 'dist', 'bundle', 'fast.cjs');
const BIN = join(repoRoot, 'bin', 'tip-miner.js');
const MODULES = join(repoRoot, 'dist', 'cli', 'main.js');

function run(main: string, args: string[], input = '') {
  const script = `const { runCli } = await import(${JSON.stringify(pathToFileURL(main).href)}); process.exitCode = await runCli(${JSON.stringify(args)});`;
  const done = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', input, env: processEnv(), cwd: repoRoot });
  return { code: done.status, stdout: done.stdout, stderr: done.stderr };
}

function runBin(args: string[], input = '') {
  const done = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', input, env: processEnv(), cwd: repoRoot });
  return { code: done.status, stdout: done.stdout, stderr: done.stderr };
}

const CASES: Array<[string[], string?]> = [
  [['--version']],
  [['tips', '--repo', 'nothing-here', '--json']],
  [['tips', '--repo', 'nothing-here', '--max-chars', '0']],
  [['hook', 'session-start'], '{"session_id":"s","cwd":"/nowhere"}'],
  [['hook', 'post-tool-use'], 'not json'],
  [['hook', 'session-end'], 'not json'],
  [['hook', '--help']],
  [['detectors', '--json']],
  [['explain', 'sequential-reads']],
  [['tips', '--no-such-option']],
];

describe('the bundle', () => {
  it('is built by npm run build, with the fast bundle beside it', () => {
    expect(existsSync(BUNDLE)).toBe(true);
    expect(existsSync(FAST_BUNDLE)).toBe(true);
  });

  it.each(CASES)('%j: the same as dist/cli/', (args, input) => {
    expect(run(BUNDLE, args, input)).toEqual(run(MODULES, args, input));
  });

  it.each(CASES)('%j through bin/tip-miner.js: the same as dist/cli/', (args, input) => {
    expect(runBin(args, input)).toEqual(run(MODULES, args, input));
  });

  it('the fast bundle loads no package: the fast commands need none', () => {
    const loads = readFileSync(FAST_BUNDLE, 'utf8').match(/\brequire\("[^"]+"\)/g) ?? [];
    expect(loads.length).toBeGreaterThan(0);
    expect(loads.filter((load) => !load.startsWith('require("node:'))).toEqual([]);
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
