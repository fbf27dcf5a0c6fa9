/**
 * Which tips each session was shown, read from its log: a SessionStart hook's added context (both the
 * hook_success answer and the hook_additional_context line: one exposure), the live hook's delegation
 * advisory, a tips block pasted into the user's message, a memory file the agent read holding learned
 * rules, an agent-framework prompt, Codex instructions — each tip known by its text, never by position.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeIntoHistory } from '../../src/app/analyze-into-history.js';
import { ruleTipId, tipsShownIn } from '../../src/analyze/shown-tips.js';
import { detectorById } from '../../src/detectors/index.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { storedExposures } from '../../src/store/exposures.js';

const tipOf = (id: string) => detectorById(id)?.meta.tip ?? '';
const BLOCK = `## Tool Efficiency Tips\n\n- ${tipOf('bash-for-search')} (seen in 3 sessions)\n- ${tipOf('sequential-reads')} (seen in 2 sessions, ~4.4k tokens spent)\n`;
const RULES =
  '# Project\n\n<!-- tip-miner:memories -->\n## Learned rules\n\n- Use pnpm, never npm.\n- (TypeScript) Run the type check before committing.\n<!-- /tip-miner:memories -->\n';
const SESSION = '7e1d2f3a-0000-4b6e-9c2a-000000000001';

function claudeLines(): string[] {
  const base = { sessionId: SESSION, isSidechain: false, cwd: '/work/app', version: '2.1.114' };
  const at = (second: number) => `2026-04-18T13:10:${String(second).padStart(2, '0')}.000Z`;
  const answer = JSON.stringify({ hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: BLOCK } });
  return [
    {
      ...base,
      type: 'attachment',
      uuid: 'u1',
      timestamp: at(0),
      attachment: { type: 'hook_success', hookName: 'SessionStart:startup', hookEvent: 'SessionStart', stdout: answer, content: '', exitCode: 0 },
    },
    {
      ...base,
      type: 'attachment',
      uuid: 'u2',
      parentUuid: 'u1',
      timestamp: at(0),
      attachment: { type: 'hook_additional_context', content: [BLOCK], hookName: 'SessionStart', hookEvent: 'SessionStart' },
    },
    {
      ...base,
      type: 'assistant',
      uuid: 'u3',
      timestamp: at(1),
      message: { id: 'm1', role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'Read', input: { file_path: '/work/app/CLAUDE.md' } }] },
    },
    { ...base, type: 'user', uuid: 'u4', timestamp: at(2), message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: RULES }] } },
    {
      ...base,
      type: 'attachment',
      uuid: 'u5',
      timestamp: at(3),
      attachment: {
        type: 'hook_success',
        hookName: 'PostToolUse:Read',
        hookEvent: 'PostToolUse',
        stdout: JSON.stringify({
          hookSpecificOutput: {
            hookEventName: 'PostToolUse',
            additionalContext: 'Delegation advisory (exploration, confidence 0.9): reading around. Consider delegating:',
          },
        }),
      },
    },
    { ...base, type: 'user', uuid: 'u6', timestamp: at(4), message: { role: 'user', content: `Fix the bug.\n\n${BLOCK}` } },
    // another hook's context that shows no tip
    {
      ...base,
      type: 'attachment',
      uuid: 'u7',
      timestamp: at(5),
      attachment: { type: 'hook_additional_context', content: ['clmail session registered'], hookEvent: 'SessionStart' },
    },
  ].map((line) => JSON.stringify(line));
}

describe('exposures read from the logs', () => {
  it('Claude Code: hook context, the live advisory, a pasted block and a memory file read, once per tip and way', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-exposures-'));
    const log = join(folder, `${SESSION}.jsonl`);
    writeFileSync(log, `${claudeLines().join('\n')}\n`);
    const db = HistoryDb.open(join(folder, 'h.db'));
    try {
      await analyzeIntoHistory({ db, paths: [log], now: 1_800_000_000 });
      const shown = storedExposures(db).map((exposure) => [exposure.tip, exposure.source, exposure.line]);
      expect(shown).toEqual(
        expect.arrayContaining([
          ['bash-for-search', 'session-start-hook', 1],
          ['sequential-reads', 'session-start-hook', 1],
          [ruleTipId('Use pnpm, never npm.'), 'memory-file', 4],
          [ruleTipId('Run the type check before committing.'), 'memory-file', 4],
          ['delegate-exploration', 'hook', 5],
          ['bash-for-search', 'message', 6],
          ['sequential-reads', 'message', 6],
        ]),
      );
      expect(shown).toHaveLength(7);
      // analysing again adds nothing
      await analyzeIntoHistory({ db, paths: [log], now: 1_800_000_100, full: true });
      expect(storedExposures(db)).toHaveLength(7);
    } finally {
      db.close();
    }
  });

  it('agent-framework prompts and Codex instructions', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-exposures-'));
    const framework = join(folder, 'impl-1.jsonl');
    writeFileSync(
      framework,
      `${[
        { ts: '2026-02-16T10:00:00Z', event: 'task_start', task_id: 'impl-1', repo: 'acme/widgets' },
        { ts: '2026-02-16T10:00:01Z', event: 'prompt_content', prompt: `Implement it.\n\n${BLOCK}` },
        { ts: '2026-02-16T10:00:02Z', event: 'tool_call', tool: 'Read', input: { file_path: 'a.ts' } },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n')}\n`,
    );
    const codex = join(folder, 'rollout-2025-11-03T10-00-00-019a4b00-0000-7000-8000-00000000abcd.jsonl');
    const meta = {
      id: '019a4b00-0000-7000-8000-00000000abcd',
      timestamp: '2025-11-03T10:00:00Z',
      cwd: '/w/x',
      base_instructions: { text: `You are Codex.\n${BLOCK}` },
    };
    writeFileSync(
      codex,
      `${[
        { timestamp: '2025-11-03T10:00:00Z', type: 'session_meta', payload: meta },
        { timestamp: '2025-11-03T10:00:01Z', type: 'response_item', payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'go' }] } },
      ]
        .map((line) => JSON.stringify(line))
        .join('\n')}\n`,
    );
    const db = HistoryDb.open(join(folder, 'h.db'));
    try {
      await analyzeIntoHistory({ db, paths: [framework, codex], now: 1_800_000_000 });
      expect(storedExposures(db).map((exposure) => [exposure.format, exposure.tip, exposure.source, exposure.line])).toEqual(
        expect.arrayContaining([
          ['agent-framework', 'bash-for-search', 'prompt', 2],
          ['agent-framework', 'sequential-reads', 'prompt', 2],
          ['codex', 'bash-for-search', 'instructions', 1],
          ['codex', 'sequential-reads', 'instructions', 1],
        ]),
      );
    } finally {
      db.close();
    }
  });

  it.each([
    ['a tip cut short at the end of a block', `## Tool Efficiency Tips\n- ${tipOf('sequential-reads').slice(0, 60)}…`, ['sequential-reads']],
    ['a tip wrapped over lines', `## Tool Efficiency Tips\n- ${tipOf('bash-for-search').replace(/ /g, '\n  ')}`, ['bash-for-search']],
    ['a block of no known tip', '## Tool Efficiency Tips\n- Be nice.', []],
    // blocks an earlier version wrote: their tips are still known
    [
      'the delegation line an earlier version wrote',
      '## Tool Efficiency Tips\n- In 3 sessions you explored 5+ files in a row; delegate exploration to a sub-agent (Task, subagent_type "Explore") and keep only its summary',
      ['delegate-exploration'],
    ],
    [
      "tool_patterns.json's delegation tip of an earlier version",
      'Delegate debugging: give a failing test run to a sub-agent (Task, subagent_type "general-purpose") with the test command, and keep its output out of the main context.',
      ['delegate-debugging'],
    ],
    [
      'a Codex wording an earlier version showed',
      "## Tool Efficiency Tips\n- Print the exact lines (sed -n 'A,Bp' FILE) before an apply_patch and copy its context lines verbatim from them; one precise patch beats retrying a guess.",
      ['edit-retry'],
    ],
    ['an advisory of no known pattern', 'Delegation advisory (sleeping, confidence 0.9)', []],
  ])('%s', (_what, text, tips) => {
    expect(tipsShownIn(text)).toEqual(tips);
  });
});
