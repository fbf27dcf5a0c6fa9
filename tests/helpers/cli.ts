import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnalyzeReport } from '../../src/analyze/report.js';
import { runCli } from '../../src/cli/main.js';
import { tempHost } from './host.js';
import { repoRoot } from './paths.js';

/**
 * This test file's machine: a home folder of its own, so the data home (and the agents' log folders)
 * of a command that names no --db or --memory-dir is never the real one.
 */
export const testHost = tempHost();

/** The process environment for a spawned tip-miner: this file's home, none of the user's tip-miner or agent settings. */
export function processEnv(): NodeJS.ProcessEnv {
  const unset = new Set(['TIP_MINER_HOME', 'XDG_DATA_HOME', 'CLAUDE_CONFIG_DIR', 'CODEX_HOME', 'TIP_MINER_STATE_DIR']);
  return { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !unset.has(name))), HOME: testHost.homeDir };
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** A fresh folder for the history database and memory files of one test. */
export function stateDir(): string {
  return mkdtempSync(join(tmpdir(), 'tip-miner-state-'));
}

/** `--db` and `--memory-dir` in a fresh folder, unless the arguments name their own. */
function withState(args: string[]): string[] {
  if (args[0] !== 'analyze' || args.includes('--help')) return args;
  const state = stateDir();
  const extra: string[] = [];
  if (!args.includes('--db')) extra.push('--db', join(state, 'history.db'));
  if (!args.includes('--memory-dir')) extra.push('--memory-dir', join(state, 'memory'));
  return [...args, ...extra];
}

/** Runs the CLI in this process (fast; the library behind it is the same), working in the repository's folder. */
export async function cli(...rawArgs: string[]): Promise<CliRun> {
  return cliAnswering(undefined, ...rawArgs);
}

/** Like cli(), working in `cwd` (its default database, memory folder and config). */
export async function cliIn(cwd: string, ...rawArgs: string[]): Promise<CliRun> {
  return runIn(cwd, undefined, rawArgs);
}

/** Like cli(), with a user who types `answer` at a prompt (undefined: end of input). */
export async function cliAnswering(answer: string | undefined, ...rawArgs: string[]): Promise<CliRun & { prompts: string[] }> {
  return runIn(repoRoot, answer, rawArgs);
}

async function runIn(cwd: string, answer: string | undefined, rawArgs: string[]): Promise<CliRun & { prompts: string[] }> {
  const args = withState(rawArgs);
  let stdout = '';
  let stderr = '';
  const prompts: string[] = [];
  const code = await runCli(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    readLine: (prompt) => {
      prompts.push(prompt);
      stdout += prompt;
      return Promise.resolve(answer);
    },
    cwd,
    env: testHost.env,
    host: testHost,
  });
  return { code, stdout, stderr, prompts };
}

/** The report an `analyze --json` run printed. */
export function analyzeReport(run: CliRun): AnalyzeReport {
  return JSON.parse(run.stdout) as AnalyzeReport;
}

/** Runs the built bin/tip-miner.js as a user would (needs `npm run build`, which `npm test` does first). */
export function cliProcess(args: string[], cwd: string = repoRoot): CliRun {
  const result = spawnSync(process.execPath, [join(repoRoot, 'bin/tip-miner.js'), ...args], { cwd, encoding: 'utf8', env: processEnv() });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/**
 * A recorder of CLI runs for end-to-end checks of everything printed: each run's stdout and stderr
 * together, in `printed`; `stdin` is the hook event, `answer` what a prompt gets.
 */
export function cliRecorder(options: { answer?: string } = {}) {
  const printed: string[] = [];
  const run = async (args: string[], stdin?: string) => {
    let out = '';
    const code = await runCli(args, {
      stdout: (text) => (out += text),
      stderr: (text) => (out += text),
      ...(stdin !== undefined && { readStdin: () => Promise.resolve({ text: stdin, complete: true }) }),
      ...(options.answer !== undefined && { readLine: () => Promise.resolve(options.answer) }),
      cwd: repoRoot,
      env: testHost.env,
      host: testHost,
    });
    printed.push(out);
    return { code, out };
  };
  return { printed, run };
}

/** Every file below a folder, recursively. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
