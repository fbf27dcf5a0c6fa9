/** Text a harness writes where a human's words would stand (src/corrections/harness-text.ts): never a human's. */
import { describe, expect, it } from 'vitest';
import { classifyHumanTurn } from '../../src/corrections/classify-text.js';
import { HARNESS_TEXTS, isHarnessText } from '../../src/corrections/harness-text.js';

describe('harness texts', () => {
  it.each(HARNESS_TEXTS.map((text) => [text.id, text.example] as const))('%s: its example is harness text, no turn of any kind', (_id, example) => {
    expect(isHarnessText(example)).toBe(true);
    expect(classifyHumanTurn(example, 'message', { agentChanged: true }).kind).toBe('other');
    // typed as a rejection's reason (how Claude Code writes the question dialog's "clarify"), it is no reason
    expect(classifyHumanTurn(example, 'rejection-reason', { agentChanged: true }).correction).toBeUndefined();
  });

  it.each([
    'please clarify the README section about hooks',
    'the request was aborted by the proxy, can you add a retry?',
    'unknown skill error when I run /deploy, fix it',
  ])('a human text that only mentions one is the human\'s: "%s"', (text) => {
    expect(isHarnessText(text)).toBe(false);
  });
});
