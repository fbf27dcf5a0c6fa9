import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const fixturesDir = join(repoRoot, 'fixtures');

/** The shared real corpus lives beside the repository (../shared/corpus); TIP_MINER_CORPUS overrides. */
export const corpusDir = process.env.TIP_MINER_CORPUS ?? resolve(repoRoot, '../shared/corpus');
if (!existsSync(corpusDir)) {
  throw new Error(`the shared corpus is missing at ${corpusDir} (set TIP_MINER_CORPUS to its folder)`);
}

export const claudeProjects = join(corpusDir, 'claude-code/projects');

export function fixture(...parts: string[]): string {
  return join(fixturesDir, ...parts);
}

export function corpus(...parts: string[]): string {
  return join(corpusDir, ...parts);
}

export function claudeProject(project: string, ...parts: string[]): string {
  return join(claudeProjects, project, ...parts);
}
