/**
 * What the agent says to the human reaches the stream (agent_text events → `agent-text` items): Claude Code's
 * text blocks and Codex's assistant messages, on the main thread only, their end kept (AGENT_TEXT_CHARS) — the
 * corrections finder reads it to tell an answer to the agent's question from a correction.
 */
import { describe, expect, it } from 'vitest';
import { AGENT_TEXT_CHARS } from '../../../src/model/events.js';
import { agentTextEvent } from '../../../src/model/agent-text.js';
import type { StreamItem } from '../../../src/model/stream.js';
import { collectItems } from '../../helpers/collect.js';
import { join } from 'node:path';
import { fixture, repoRoot } from '../../helpers/paths.js';

const agentTexts = (items: Array<{ stream: string; item: StreamItem }>) =>
  items.flatMap(({ stream, item }) => (item.type === 'agent-text' ? [{ stream, text: item.text }] : []));

describe('agent text', () => {
  it.each([
    // the crafted sessions of npm run eval are written as Claude Code and Codex write them (eval/craft.mjs)
    ['Claude Code (text blocks)', join(repoRoot, 'eval/cases/claude-code/projects/-Users-kai-work-storefront/5f0e7c01-2222-4b22-8b22-000000000202.jsonl')],
    ['Codex, the envelope (assistant messages)', join(repoRoot, 'eval/cases/codex/sessions/rollout-2025-09-05-0199c0de-5555-7555-8555-000000000205.jsonl')],
    ['Codex, the bare form', fixture('codex/rollout-bare-2025-08.jsonl')],
  ])('%s: on the main thread only', async (_name, file) => {
    const texts = agentTexts((await collectItems(file)).items);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every(({ stream, text }) => stream === 'main' && text.trim().length > 0 && text.length <= AGENT_TEXT_CHARS)).toBe(true);
  });

  it('a sub-agent says nothing to the human: its text blocks stay out (sidechain lines of an old file)', async () => {
    const texts = agentTexts((await collectItems(fixture('claude-code/inline-sidechains.jsonl'))).items);
    expect(texts).toEqual([]);
  });

  it('keeps the end of a long message, where a question to the human stands, and nothing of an empty one', () => {
    const stream = { sessionId: 's', streamId: 'main' };
    const long = `${'x'.repeat(5000)} Want me to add it to the CLI as well?`;
    expect(agentTextEvent(stream, long, undefined)?.text.endsWith('Want me to add it to the CLI as well?')).toBe(true);
    expect(agentTextEvent(stream, long, undefined)?.text.length).toBe(AGENT_TEXT_CHARS);
    expect(agentTextEvent(stream, '  \n', undefined)).toBeUndefined();
    expect(agentTextEvent(stream, 42, undefined)).toBeUndefined();
  });
});
