/**
 * The corpus project's first check: the shared corpus is where the tests look for it (../shared/corpus
 * beside the repository, or TIP_MINER_CORPUS). Without it, this is the one test the corpus project runs
 * (vitest.config.ts), and it fails saying where the corpus was looked for and how to point at it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusDir } from './helpers/paths.js';

describe('the shared corpus', () => {
  it('is there, with its Claude Code projects and synthetic logs', () => {
    const dir = corpusDir();
    for (const part of ['MANIFEST.md', 'claude-code/projects', 'synthetic/agent-framework', 'synthetic/codex-rollout.jsonl']) {
      expect(existsSync(join(dir, part)), `${part} in the corpus at ${dir}`).toBe(true);
    }
  });
});
