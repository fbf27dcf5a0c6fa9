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
 * wherever TIP_MINER_CORPUS says. Only the corpus project (tests/**\/*.corpus.test.ts, `npm run test:corpus`)
 * reads it; nothing here looks for it until one of the functions below is called.
 */
function corpusLocation(): { dir: string; from: string } {
  const fromEnv = process.env.TIP_MINER_CORPUS;
  if (fromEnv !== undefined && fromEnv !== '') return { dir: resolve(fromEnv), from: 'TIP_MINER_CORPUS' };
  return { dir: resolve(repoRoot, '../shared/corpus'), from: 'the default, ../shared/corpus beside the repository' };
}

/** Set in the unit project's environment (vitest.config.ts): there, reading the corpus is an error. */
export const NO_CORPUS_ENV = 'TIP_MINER_TEST_NO_CORPUS';

/** Why the corpus cannot be read (where it was looked for, how to point TIP_MINER_CORPUS at it), or undefined when it is there. */
export function corpusProblem(): string | undefined {
  const { dir, from } = corpusLocation();
  if (existsSync(dir) && statSync(dir).isDirectory()) return undefined;
  return (
    `the shared corpus is missing: looked for it at ${dir} (${from}). ` +
    'Put the corpus there, or point TIP_MINER_CORPUS at its folder: TIP_MINER_CORPUS=/path/to/corpus npm run test:corpus. ' +
    '(npm test runs the unit tests, which need no corpus.)'
  );
}

/**
 * The corpus folder; throws one clear message when it is missing (corpusProblem()), or when called in the
 * unit project, which must run without it.
 */
export function corpusDir(): string {
  if (process.env[NO_CORPUS_ENV]) {
    throw new Error(
      `the unit project runs without the shared corpus (${process.env[NO_CORPUS_ENV]}): ` +
        'a test that reads it belongs in a *.corpus.test.ts file (npm run test:corpus)',
    );
  }
  const problem = corpusProblem();
  if (problem !== undefined) {
    const error = new Error(problem);
    // the message says all there is to say: no stack trace under it
    error.stack = `Error: ${problem}`;
    throw error;
  }
  return corpusLocation().dir;
}

/**
 * The devset of real logs with labelled human turns (../shared/devset beside the repository, or
 * TIP_MINER_DEVSET; eval/devset.mjs finds it the same way). Like the corpus: for the corpus project only;
 * throws one clear message when it is missing or when called in the unit project.
 */
export function devsetDir(): string {
  // the unit project's guard (it throws there), and the corpus project's premise
  corpusDir();
  const fromEnv = process.env.TIP_MINER_DEVSET;
  const [dir, from] =
    fromEnv !== undefined && fromEnv !== ''
      ? [resolve(fromEnv), 'TIP_MINER_DEVSET']
      : [resolve(repoRoot, '../shared/devset'), 'the default, ../shared/devset beside the repository'];
  if (existsSync(dir) && statSync(dir).isDirectory()) return dir;
  const problem = `the devset is missing: looked for it at ${dir} (${from}). Put it there, or point TIP_MINER_DEVSET at its folder.`;
  const error = new Error(problem);
  error.stack = `Error: ${problem}`;
  throw error;
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
