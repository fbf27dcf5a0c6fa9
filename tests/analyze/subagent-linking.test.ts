/**
 * Sub-agent transcripts in all three Claude Code layouts are their own streams, linked to the parent: the
 * ≤1.0.x inline sidechains here, the 2.0.x and 2.1.x layouts on the corpus in subagent-linking.corpus.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import { fixture } from '../helpers/paths.js';

async function sessionOf(paths: string[], sessionId: string) {
  const { report } = await analyze({ paths });
  const session = report.sessionDetails.find((detail) => detail.id === sessionId);
  expect(session, `session ${sessionId}`).toBeDefined();
  return { report, session: session! };
}

describe('sub-agent linking', () => {
  it('≤1.0.x inline sidechains: one stream per sidechain, linked to its Task call by prompt', async () => {
    const { session } = await sessionOf([fixture('claude-code/inline-sidechains.jsonl')], 'aaaaaaaa-0000-4000-8000-000000000001');
    expect(session.streams.map((stream) => [stream.id, stream.layout, stream.toolCalls, stream.parentCallId])).toEqual([
      ['main', 'main', 5, undefined],
      ['sidechain-1', 'inline-sidechain', 2, 'toolu_task1'],
      ['sidechain-2', 'inline-sidechain', 1, 'toolu_task2'],
    ]);
    expect(session.streams[1]!.toolCallsByTool).toEqual({ Glob: 1, Read: 1 });
    expect(session.streams[2]!.toolCallsByTool).toEqual({ Read: 1 });
  });
});
