/** The Claude Code adapter on a real 1.0.56 transcript of the corpus (on the fixture: claude-code.test.ts). */
import { describe, expect, it } from 'vitest';
import { claudeProject } from '../../helpers/paths.js';
import { calls, collectItems } from '../../helpers/collect.js';

describe('Claude Code adapter on a corpus transcript', () => {
  it('reads Read extents from toolUseResult', async () => {
    const { items } = await collectItems(claudeProject('-Users-dain-workspace-claude-code-log-sample', '12a546d1-83a7-49a6-abba-5400db340b43.jsonl'));
    const reads = calls(items).filter((call) => call.tool === 'Read');
    expect(reads).toHaveLength(12);
    expect(reads.every((call) => call.result?.read !== undefined)).toBe(true);
    expect(reads.every((call) => call.result!.read!.numLines <= call.result!.read!.totalLines)).toBe(true);
  });
});
