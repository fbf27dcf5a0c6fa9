/**
 * Lines of unexpected shapes (new versions, hand-edited logs) never break a run: every field of every
 * line of the fixtures is replaced in turn by values of other types, and the analysis still completes.
 * The same on real corpus files: odd-shapes.corpus.test.ts.
 */
import { describe, it } from 'vitest';
import { expectOddShapesNeverBreak } from '../helpers/odd-shapes.js';
import { fixture } from '../helpers/paths.js';

const SOURCES = [fixture('claude-code/inline-sidechains.jsonl'), fixture('codex/rollout-bare-2025-08.jsonl')];

describe('lines of unexpected shapes', () => {
  it.each(SOURCES)('never break the analysis of %s', async (source) => {
    await expectOddShapesNeverBreak(source);
  });
});
