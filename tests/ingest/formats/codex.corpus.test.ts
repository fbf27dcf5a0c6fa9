/** The Codex adapter on the corpus's synthetic rollout (the older bare form, argv and outputs: codex.test.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze/analyze.js';
import { corpus, fixture } from '../../helpers/paths.js';
import { calls, collectItems, userTurns } from '../../helpers/collect.js';

const ROLLOUT = corpus('synthetic/codex-rollout.jsonl');
const SPAWNED = fixture('codex/rollout-2025-11-03T10-01-00-019a4b00-0000-7000-8000-0000000sub01.jsonl');

describe('Codex adapter', () => {
  it('reads the current envelope: shell calls as Bash, apply_patch as Edit, clean human text', async () => {
    const { items, analysis } = await collectItems(ROLLOUT);
    expect(calls(items).map((call) => [call.tool, call.rawTool, call.input.command ?? call.input.file_path])).toEqual([
      ['Bash', 'shell', "grep -rn 'fn parse_config' src"],
      ['Bash', 'exec_command', 'cat src/config.rs'],
      ['Edit', 'apply_patch', 'src/config.rs'],
    ]);
    expect(calls(items)[2]!.result?.refusal).toEqual({ kind: 'rejected' });
    // the user text appears twice in the file (response_item and event_msg): counted once, injected context never
    expect(userTurns(items).map((turn) => [turn.location.line, turn.text])).toEqual([
      [6, 'where is parse_config defined? fix the off-by-one in it'],
      [18, "no, don't edit config.rs, the bug is in the caller in main.rs"],
    ]);
    expect(items.filter((entry) => entry.item.type === 'interrupt')).toHaveLength(1);
    const session = analysis.sessions.get('019a4b00-0000-7000-8000-00000000abcd')!;
    expect(session).toMatchObject({ cwd: '/home/me/proj', tokens: { input: 6000, cacheRead: 15000, output: 900, cacheCreation: 0 } });
  });

  it('links a spawned agent rollout to its parent thread as a sub-agent stream', async () => {
    const { report } = await analyze({ paths: [ROLLOUT, SPAWNED] });
    expect(report.sessions).toBe(1);
    const streams = report.sessionDetails[0]!.streams;
    expect(streams.map((stream) => [stream.id, stream.layout, stream.toolCalls, stream.parentFound])).toEqual([
      ['main', 'main', 3, undefined],
      ['019a4b00-0000-7000-8000-0000000sub01', 'spawned-thread', 1, true],
    ]);
  });
});
