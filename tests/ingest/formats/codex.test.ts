import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze/analyze.js';
import { argvToCommand } from '../../../src/ingest/formats/codex/tool-call.js';
import { readToolOutput } from '../../../src/ingest/formats/codex/tool-output.js';
import { corpus, fixture } from '../../helpers/paths.js';
import { calls, collectItems, userTurns } from '../../helpers/collect.js';

const ROLLOUT = corpus('synthetic/codex-rollout.jsonl');
const BARE = fixture('codex/rollout-bare-2025-08.jsonl');
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

  it('reads the older bare form (no envelope)', async () => {
    const { items, analysis } = await collectItems(BARE);
    expect(calls(items).map((call) => [call.input.command, call.result?.isError, call.result?.refusal?.kind])).toEqual([
      ['rg -n TODO src', false, undefined],
      ['cat src/missing.rs', true, undefined],
      ['rm -rf build', true, 'rejected'],
    ]);
    expect(userTurns(items).map((turn) => turn.text)).toEqual(['list the TODOs in src', "don't delete build, it is cached"]);
    expect([...analysis.sessions.keys()]).toEqual(['0198aaaa-1111-7222-8333-444455556666']);
    expect(analysis.sessions.get('0198aaaa-1111-7222-8333-444455556666')!.repo).toBe('acme/gadgets');
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

  it.each([
    [['bash', '-lc', 'rg -n foo | head'], 'rg -n foo | head'],
    [['rg', '-n', 'two words', 'src'], "rg -n 'two words' src"],
    [['cat', "it's"], "cat 'it'\\''s'"],
  ])('joins argv %j as %s', (argv, command) => {
    expect(argvToCommand(argv)).toBe(command);
  });

  it.each([
    ['{"output":"ok","metadata":{"exit_code":0}}', false, undefined],
    ['{"output":"boom","metadata":{"exit_code":2}}', true, undefined],
    ['Exit code: 1\nWall time: 0.1 seconds\nOutput:\nfail', true, undefined],
    ['Exit code: 0\nWall time: 0.1 seconds\nOutput:\nok', false, undefined],
    ['Chunk ID: 1\nWall time: 0.01 seconds\nProcess exited with code 127\nOutput:\n', true, undefined],
    ['Chunk ID: 1\nWall time: 0.01 seconds\nProcess running with session ID 3\nOutput:\n', false, undefined],
    ['exec command rejected by user', true, 'rejected'],
    ['patch rejected by user', true, 'rejected'],
    ['aborted', true, 'cancelled'],
  ])('reads output %j', (output, isError, refusal) => {
    const facts = readToolOutput(output);
    expect(facts.isError).toBe(isError);
    expect(facts.refusal?.kind).toBe(refusal);
  });
});
