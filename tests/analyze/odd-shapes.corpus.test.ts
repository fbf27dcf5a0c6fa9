/**
 * Lines of unexpected shapes never break a run, on real corpus files (a Claude Code 2.1.x session, the
 * synthetic Codex rollout and agent-framework task): see odd-shapes.test.ts for the fixtures.
 */
import { describe, it } from 'vitest';
import { expectOddShapesNeverBreak } from '../helpers/odd-shapes.js';
import { claudeProject, corpus } from '../helpers/paths.js';

const SOURCES = [
  claudeProject('-src-experiments-claude_p', '29ccd257-68b1-427f-ae5f-6524b7cb6f20.jsonl'),
  corpus('synthetic/codex-rollout.jsonl'),
  corpus('synthetic/agent-framework/impl-a325f2d3.jsonl'),
];

describe('lines of unexpected shapes', () => {
  it.each(SOURCES)('never break the analysis of %s', async (source) => {
    await expectOddShapesNeverBreak(source);
  });
});
