import { describe, expect, it } from 'vitest';
import { argvToCommand } from '../../../src/ingest/formats/codex/tool-call.js';
import { readToolOutput } from '../../../src/ingest/formats/codex/tool-output.js';
import { fixture } from '../../helpers/paths.js';
import { calls, collectItems, userTurns } from '../../helpers/collect.js';

const BARE = fixture('codex/rollout-bare-2025-08.jsonl');

describe('Codex adapter', () => {
  // the current envelope and a spawned agent rollout, on the corpus's synthetic rollout: codex.corpus.test.ts
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
