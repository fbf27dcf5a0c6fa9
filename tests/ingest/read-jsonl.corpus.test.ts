/** readJsonl on real corpus transcripts: stream-json and JSON.parse agree on every line (made-up input: read-jsonl.test.ts). */
import { describe, expect, it } from 'vitest';
import { readJsonl, type JsonlValue, type ReadJsonlOptions } from '../../src/ingest/read-jsonl.js';
import { claudeProject } from '../helpers/paths.js';

async function readAll(file: string, options: ReadJsonlOptions = {}) {
  const values: JsonlValue[] = [];
  const stats = await readJsonl(file, (entry) => void values.push(entry), options);
  return { values, stats };
}

const REAL_FILES = [
  claudeProject('-Users-dain-workspace-claude-code-log-sample', '0d3a8e6f-290f-4105-a327-a2496e5e2a83.jsonl'),
  claudeProject('-Users-dain-workspace-JSSoundRecorder', '7acd37a8-2745-4b58-a8a9-46164b22ad9e.jsonl'),
  claudeProject('-src-experiments-claude_p', '29ccd257-68b1-427f-ae5f-6524b7cb6f20', 'subagents', 'agent-a2271d1.jsonl'),
];

describe('readJsonl', () => {
  it.each(REAL_FILES)('parses every line the same through stream-json as through JSON.parse: %s', async (file) => {
    const fast = await readAll(file);
    const streamed = await readAll(file, { streamParseMinBytes: 1, maxStringChars: 10_000_000 });
    expect(streamed.stats.malformedLines).toBe(0);
    expect(streamed.values).toEqual(fast.values);
  });
});
