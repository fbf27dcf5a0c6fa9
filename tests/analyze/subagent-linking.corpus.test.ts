/** Sub-agent transcripts of the 2.0.x and 2.1.x Claude Code layouts, on the corpus, are their own streams, linked to the parent. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import { claudeProject } from '../helpers/paths.js';

async function sessionOf(paths: string[], sessionId: string) {
  const { report } = await analyze({ paths });
  const session = report.sessionDetails.find((detail) => detail.id === sessionId);
  expect(session, `session ${sessionId}`).toBeDefined();
  return { report, session: session! };
}

describe('sub-agent linking', () => {
  it('2.0.x sibling agent-<id>.jsonl files: linked through the Task result agentId', async () => {
    const project = claudeProject('-Users-dain-workspace-coderabbit-review-helper');
    const { session } = await sessionOf([project], 'cb2e607c-c758-415a-8b45-c49e4631906a');
    const subagent = session.streams.find((stream) => stream.id === 'ea02459f');
    expect(subagent).toMatchObject({ layout: 'sibling-file', toolCalls: 14, parentFound: true });
    expect(subagent!.parentCallId).toMatch(/^toolu_/);
    expect(subagent!.files).toEqual([`${project}/agent-ea02459f.jsonl`]);
  });

  it('2.1.x <session>/subagents/agent-<id>.jsonl: linked through the Task result agentId', async () => {
    const project = claudeProject('-src-experiments-claude_p');
    const { session } = await sessionOf([project], '29ccd257-68b1-427f-ae5f-6524b7cb6f20');
    expect(session.streams.map((stream) => [stream.id, stream.layout, stream.toolCalls])).toEqual([
      ['main', 'main', 1],
      ['a2271d1', 'subagents-folder', 24],
    ]);
    expect(session.streams[1]).toMatchObject({ parentFound: true, toolCallsByTool: { Bash: 12, Read: 12 } });
    expect(session.streams[1]!.parentCallId).toMatch(/^toolu_/);
    // the Task call itself is counted in the parent's main stream, not in the sub-agent's
    expect(session.streams[0]!.toolCallsByTool).toEqual({ Task: 1 });
  });

  it('links sub-agent files read before their parent file', async () => {
    const folder = claudeProject('-experiments-worktrees');
    // the subagents folder is passed first, the session file last
    const { session } = await sessionOf(
      [`${folder}/ef958aa1-0e93-49f0-bb71-150f63befcd1`, `${folder}/ef958aa1-0e93-49f0-bb71-150f63befcd1.jsonl`],
      'ef958aa1-0e93-49f0-bb71-150f63befcd1',
    );
    const linked = session.streams.filter((stream) => stream.id !== 'main');
    expect(linked.map((stream) => [stream.id, stream.toolCalls, stream.parentFound])).toEqual([
      ['a4ca7529859c158c2', 24, true],
      ['a52886dc180afb356', 17, true],
    ]);
    expect(linked.every((stream) => stream.parentCallId?.startsWith('toolu_'))).toBe(true);
  });

  it('keeps sub-agents whose parent session file is missing, marked as such', async () => {
    const { session } = await sessionOf([claudeProject('-Users-dain-workspace-coderabbit-review-helper')], '741790a4-4fe2-4644-9a51-fb4482074060');
    expect(session.streams.map((stream) => stream.id)).toEqual(['668b5ac2', '9fa17969', 'b52b1c09', 'db734024', 'f36dc5e5']);
    expect(session.streams.every((stream) => stream.parentFound === false)).toBe(true);
    expect(session.toolCalls).toBe(7 + 5 + 5 + 6 + 8);
  });

  it('skips 1–2 line Warmup sub-agent files: no stream', async () => {
    const { report } = await analyze({ paths: [claudeProject('-Users-dain-workspace-JSSoundRecorder')] });
    expect(report.skipped.warmupFiles).toBe(1);
    expect(report.files).toBe(2);
    expect(report.streams).toBe(1);
    expect(report.sessionDetails[0]!.streams.map((stream) => stream.id)).toEqual(['main']);
  });
});
