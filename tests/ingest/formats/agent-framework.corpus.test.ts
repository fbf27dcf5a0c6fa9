/** The agent-framework adapter on the corpus's synthetic SessionLogger tasks (on the fixture: agent-framework.test.ts). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze/analyze.js';
import { corpus } from '../../helpers/paths.js';
import { calls, collectItems } from '../../helpers/collect.js';

const FRAMEWORK = corpus('synthetic/agent-framework');

describe('agent-framework adapter', () => {
  it('reads SessionLogger events: calls with results, tokens, repo and outcome', async () => {
    const { items, analysis } = await collectItems(corpus('synthetic/agent-framework/impl-a325f2d3.jsonl'));
    const found = calls(items);
    expect(found.map((call) => call.tool)).toEqual(['Read', 'Read', 'Read', 'Grep', 'Read', 'Glob', 'Glob', 'Bash', 'Bash', 'Bash', 'Edit']);
    expect(found.map((call) => call.result?.bytes)).toEqual([4100, 2900, 5200, 600, 5200, 900, 900, 300, 3100, 800, 200]);
    // no message ids: every call is its own step
    expect(new Set(found.map((call) => call.step)).size).toBe(11);
    expect(analysis.sessions.get('impl-a325f2d3')).toMatchObject({
      repo: 'acme/widgets',
      outcome: 'completed',
      tokens: { input: 48210, output: 3120 },
    });
  });

  it('reads the seed\'s minimal {"tool","input"} lines', async () => {
    const { items } = await collectItems(corpus('synthetic/agent-framework/minimal.jsonl'));
    expect(calls(items).map((call) => [call.tool, call.input.file_path, call.location.line])).toEqual([
      ['Read', 'a.py', 1],
      ['Read', 'b.py', 2],
      ['Read', 'c.py', 3],
    ]);
  });

  it('leaves failed tasks out unless asked to include them', async () => {
    const { report: withoutFailed } = await analyze({ paths: [FRAMEWORK] });
    expect(withoutFailed.sessionDetails.map((session) => session.id)).toEqual(['impl-a325f2d3', 'minimal']);
    expect(withoutFailed.skipped.failedSessions).toBe(1);
    expect(withoutFailed.toolCalls).toBe(11 + 3);

    const { report: withFailed } = await analyze({ paths: [FRAMEWORK], includeFailed: true });
    expect(withFailed.sessionDetails.map((session) => [session.id, session.outcome])).toEqual([
      ['impl-966bde61', 'failed'],
      ['impl-a325f2d3', 'completed'],
      ['minimal', undefined],
    ]);
    expect(withFailed.toolCalls).toBe(4 + 11 + 3);
  });
});
