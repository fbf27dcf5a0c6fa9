import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { runCli } from '../../src/cli/main.js';
import { repoRoot } from './paths.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in this process (fast; the library behind it is the same). */
export async function cli(...args: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

/** Runs the built bin/tip-miner.js as a user would (needs `npm run build`, which `npm test` does first). */
export function cliProcess(args: string[], cwd: string = repoRoot): CliRun {
  const result = spawnSync(process.execPath, [join(repoRoot, 'bin/tip-miner.js'), ...args], { cwd, encoding: 'utf8' });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
