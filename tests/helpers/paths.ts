import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const fixturesDir = join(repoRoot, 'fixtures');

export function fixture(...parts: string[]): string {
  return join(fixturesDir, ...parts);
}

/**
 * The shared real corpus, which is not part of the repository: it lives beside it (../shared/corpus), or
 * wherever TIP_MINER_CORPUS says. Nothing here looks for it until one of the functions below is called.
 */
function corpusLocation(): { dir: string; from: string } {
  const fromEnv = process.env.TIP_MINER_CORPUS;
  if (fromEnv !== undefined && fromEnv !== '') return { dir: resolve(fromEnv), from: 'TIP_MINER_CORPUS' };
  return { dir: resolve(repoRoot, '../shared/corpus'), from: 'the default, ../shared/corpus beside the repository' };
}

/** Why the corpus cannot be read (where it was looked for, how to point TIP_MINER_CORPUS at it), or undefined when it is there. */
function corpusProblem(): string | undefined {
  const { dir, from } = corpusLocation();
  if (existsSync(dir) && statSync(dir).isDirectory()) return undefined;
  return (
    `the shared corpus is missing: looked for it at ${dir} (${from}). ` +
    'Put the corpus there, or point TIP_MINER_CORPUS at its folder: TIP_MINER_CORPUS=/path/to/corpus npm test.'
  );
}

/** The corpus folder; throws one clear message when it is missing (corpusProblem()). */
export function corpusDir(): string {
  const problem = corpusProblem();
  if (problem !== undefined) {
    const error = new Error(problem);
    // the message says all there is to say: no stack trace under it
    error.stack = `Error: ${problem}`;
    throw error;
  }
  return corpusLocation().dir;
}

/** A path inside the corpus, e.g. corpus('synthetic/codex-rollout.jsonl'). */
export function corpus(...parts: string[]): string {
  return join(corpusDir(), ...parts);
}

/** The corpus's ~/.claude/projects tree. */
export function claudeProjects(): string {
  return corpus('claude-code/projects');
}

export function claudeProject(project: string, ...parts: string[]): string {
  return join(claudeProjects(), project, ...parts);
}
