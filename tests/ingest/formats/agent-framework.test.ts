import { describe, expect, it } from 'vitest';
import { fixture } from '../../helpers/paths.js';
import { calls, collectItems } from '../../helpers/collect.js';

describe('agent-framework adapter', () => {
  // SessionLogger events, the seed's minimal lines and failed tasks, on the corpus: agent-framework.corpus.test.ts
  it('joins results without tool_use_id to the oldest waiting call of the same tool', async () => {
    const { items, analysis } = await collectItems(fixture('agent-framework/impl-0b1e.jsonl'));
    expect(calls(items).map((call) => [call.tool, call.result?.isError, call.result?.bytes])).toEqual([
      ['Read', true, 0],
      ['Grep', false, 120],
    ]);
    expect(analysis.sessions.get('impl-0b1e')!.tokens).toMatchObject({ input: 2500, output: 500 });
  });
});
