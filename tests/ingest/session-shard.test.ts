/**
 * ingest/session-shard.ts: a file's session key from its path (a sub-agent file: its session's folder;
 * a ≤2.0.x sidechain file: the sessionId its first line names; any other file: its name), the shard
 * from FNV-1a of the key — fixed values, so every machine places a file alike — and shards that split
 * a set of files without loss or overlap, each session whole.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fnv1a32, inShard, sessionKeyOf } from '../../src/ingest/session-shard.js';

const root = mkdtempSync(join(tmpdir(), 'tip-miner-shard-'));
const project = join(root, 'projects', '-home-me-app');
mkdirSync(join(project, '7acd37a8-2745-4b58-a8a9-46164b22ad9e', 'subagents', 'workflows', 'wf1'), { recursive: true });
const sidechain = join(project, 'agent-3430b97e.jsonl');
writeFileSync(sidechain, `${JSON.stringify({ type: 'assistant', isSidechain: true, sessionId: '7acd37a8-2745-4b58-a8a9-46164b22ad9e' })}\n`);
const noSession = join(project, 'agent-00ff.jsonl');
writeFileSync(noSession, '{"type":"assistant"}\n');

describe('sessionKeyOf', () => {
  it.each([
    ['a session file', join(project, '7acd37a8-2745-4b58-a8a9-46164b22ad9e.jsonl'), '7acd37a8-2745-4b58-a8a9-46164b22ad9e'],
    ['a gzipped session file', join(project, '7acd37a8-2745-4b58-a8a9-46164b22ad9e.jsonl.gz'), '7acd37a8-2745-4b58-a8a9-46164b22ad9e'],
    [
      'a 2.1.x sub-agent file',
      join(project, '7acd37a8-2745-4b58-a8a9-46164b22ad9e', 'subagents', 'agent-a2271d1.jsonl'),
      '7acd37a8-2745-4b58-a8a9-46164b22ad9e',
    ],
    [
      "a workflow's journal",
      join(project, '7acd37a8-2745-4b58-a8a9-46164b22ad9e', 'subagents', 'workflows', 'wf1', 'journal.jsonl'),
      '7acd37a8-2745-4b58-a8a9-46164b22ad9e',
    ],
    ['a ≤2.0.x sidechain file: the session its line names', sidechain, '7acd37a8-2745-4b58-a8a9-46164b22ad9e'],
    ['a sidechain file naming no session: its name', noSession, 'agent-00ff'],
    ['a sidechain file that cannot be read: its name', join(project, 'agent-0abc.jsonl'), 'agent-0abc'],
    ['a Codex rollout', join(root, 'sessions', '2025', '11', '03', 'rollout-2025-11-03T10-01-00-019a4b00.jsonl'), 'rollout-2025-11-03T10-01-00-019a4b00'],
  ])('%s', (_name, path, key) => {
    expect(sessionKeyOf(path)).toBe(key);
  });
});

describe('fnv1a32', () => {
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['foobar', 0xbf9cf968],
  ])('%j is %i on every machine', (text, hash) => {
    expect(fnv1a32(text)).toBe(hash);
  });
});

describe('inShard', () => {
  const files = Array.from({ length: 60 }, (_, index) => join(root, 'logs', `session-${index}.jsonl`));

  it.each([1, 2, 3, 7])('the %i shards of 60 files: each file in exactly one, none empty but by chance', (count) => {
    const shards = Array.from({ length: count }, (_, index) => files.filter((file) => inShard(file, { index: index + 1, count })));
    expect(shards.flat().sort()).toEqual([...files].sort());
    expect(shards.filter((shard) => shard.length > 0).length).toBe(count);
  });

  it("a session's files fall in the same shard, wherever the logs are", () => {
    const session = '7acd37a8-2745-4b58-a8a9-46164b22ad9e';
    const paths = [join(project, `${session}.jsonl`), join(project, session, 'subagents', 'agent-a1.jsonl'), sidechain, join('/elsewhere', `${session}.jsonl`)];
    for (const count of [2, 3, 5, 16]) {
      const shards = paths.map((path) => [1, 2, 3, 4, 5, 16].find((index) => index <= count && inShard(path, { index, count })));
      expect(new Set(shards).size, `${count} shards`).toBe(1);
    }
  });
});
