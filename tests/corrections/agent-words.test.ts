import { describe, expect, it } from 'vitest';
import { agentWordsOf } from '../../src/corrections/agent-work.js';
import { AgentWords } from '../../src/corrections/agent-words.js';

describe('AgentWords', () => {
  it('holds nothing until the agent said something in words, then its words and what its calls named', () => {
    const words = new AgentWords();
    words.addCall({ tool: 'Bash', input: { command: 'git worktree add ../fix-x' } });
    expect(words.text()).toBeUndefined();
    words.addSaid('Fixed, the PR is up.');
    expect(words.text()).toBe('Bash git worktree add ../fix-x\nFixed, the PR is up.');
    words.clear();
    expect(words.text()).toBeUndefined();
  });

  it('keeps the latest pieces and the last 16,000 characters of them', () => {
    const words = new AgentWords();
    for (let index = 0; index < 1000; index++) words.addSaid(`step ${index} ${'x'.repeat(100)}`);
    const text = words.text() ?? '';
    expect(text.length).toBe(16_000);
    expect(text).toContain('step 999 ');
    expect(text).not.toContain('step 700 ');
  });

  it('names a call by its tool and the beginning of each string it was given', () => {
    const words = new AgentWords();
    words.addCall({ tool: 'Edit', input: { file_path: 'src/app.ts', old_string: 'a'.repeat(500), replace_all: false } });
    words.addCall({ tool: 'exec_command', input: { cmd: ['bash', '-lc', 'rg --files'] } });
    words.addSaid('Done.');
    expect(words.text()).toBe(`Edit src/app.ts ${'a'.repeat(200)}\nexec_command bash -lc rg --files\nDone.`);
  });

  it('reads a bounded part of whatever a call was given', () => {
    const input = Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`k${index}`, 'x'.repeat(5000)]));
    expect(agentWordsOf({ tool: 'Write', input }).length).toBeLessThanOrEqual(1000);
    expect(agentWordsOf({ tool: 'Bash', input: { command: Array.from({ length: 100_000 }, () => 'arg') } })).toBe(`Bash ${Array(32).fill('arg').join(' ')}`);
  });
});
