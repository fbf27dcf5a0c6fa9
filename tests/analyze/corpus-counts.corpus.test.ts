/**
 * Counts on real corpus transcripts, checked by hand against the raw lines (each human turn listed by
 * line: meta lines, slash commands, command output, IDE blocks and interrupt markers excluded).
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import { claudeProject } from '../helpers/paths.js';
import { collectItems, userTurns } from '../helpers/collect.js';

const CASES = [
  {
    file: claudeProject('-Users-dain-workspace-JSSoundRecorder', '7acd37a8-2745-4b58-a8a9-46164b22ad9e.jsonl'),
    toolCalls: 71,
    humanTurnLines: [47, 59, 64, 99, 169],
    rejections: 2,
    cancelledCalls: 2,
    interrupts: 1,
    byTool: { Edit: 18, TodoWrite: 15, Bash: 13, Read: 11, Write: 5, Grep: 3 },
  },
  {
    file: claudeProject('-Users-dain-workspace-claude-code-log-sample', '0d3a8e6f-290f-4105-a327-a2496e5e2a83.jsonl'),
    toolCalls: 14,
    humanTurnLines: [1, 16, 21, 46],
    rejections: 3,
    cancelledCalls: 0,
    interrupts: 3,
    byTool: { Edit: 5, TodoWrite: 4, Grep: 3, Read: 2 },
  },
  {
    file: claudeProject('-Users-dain-workspace-claude-code-log-sample', '12a546d1-83a7-49a6-abba-5400db340b43.jsonl'),
    toolCalls: 35,
    humanTurnLines: [6],
    rejections: 0,
    cancelledCalls: 0,
    interrupts: 0,
    byTool: { Read: 12, Bash: 7, Grep: 7, TodoWrite: 7, Edit: 2 },
  },
  {
    file: claudeProject('-Users-dain-workspace-claude-code-log-sample', '37f83ec9-f2ea-42a9-925e-0d5c105cb6e8.jsonl'),
    toolCalls: 101,
    humanTurnLines: [7, 12, 74, 194, 294, 324],
    rejections: 2,
    cancelledCalls: 0,
    interrupts: 2,
    byTool: { Bash: 45, Edit: 30, Read: 15, Grep: 8, Write: 2 },
  },
  {
    file: claudeProject('-Users-dain-workspace-coderabbit-review-helper', 'cb2e607c-c758-415a-8b45-c49e4631906a.jsonl'),
    toolCalls: 76,
    humanTurnLines: [3, 79, 91, 262, 283],
    rejections: 2,
    cancelledCalls: 0,
    interrupts: 1,
    byTool: { Bash: 25, Edit: 22, Read: 10, TodoWrite: 9, BashOutput: 4, ExitPlanMode: 2 },
  },
  {
    file: claudeProject('-src-deep-manifest', 'a7da6a22-facc-4fcd-8bab-f83c87862004.jsonl'),
    toolCalls: 108,
    humanTurnLines: [12, 45, 68, 75, 229, 250, 314],
    rejections: 1,
    cancelledCalls: 0,
    interrupts: 1,
    byTool: { Bash: 36, Read: 26, Edit: 20, TodoWrite: 14, Write: 3, ExitPlanMode: 3 },
  },
  {
    file: claudeProject('-experiments-ideas', '03eb5929-52b3-4b13-ada3-b93ae35806b8.jsonl'),
    toolCalls: 2,
    humanTurnLines: [3, 18, 25, 32, 38, 45, 52],
    rejections: 0,
    cancelledCalls: 0,
    interrupts: 0,
    byTool: { Bash: 1, Read: 1 },
  },
];

describe('counts on real Claude Code transcripts', () => {
  it.each(CASES)('$file', async (expected) => {
    const { report } = await analyze({ paths: [expected.file] });
    expect(report.toolCalls).toBe(expected.toolCalls);
    expect(report.humanTurns).toBe(expected.humanTurnLines.length);
    expect(report.rejections).toBe(expected.rejections);
    expect(report.cancelledCalls).toBe(expected.cancelledCalls);
    expect(report.interrupts).toBe(expected.interrupts);
    expect(report.toolCallsByTool).toMatchObject(expected.byTool);
    const { items } = await collectItems(expected.file);
    expect(userTurns(items).map((turn) => turn.location.line)).toEqual(expected.humanTurnLines);
  });

  it('counts MultiEdit as Edit', async () => {
    // 37f83ec9 holds 29 Edit and 1 MultiEdit calls
    const { report } = await analyze({ paths: [CASES[3]!.file] });
    expect(report.toolCallsByTool.Edit).toBe(30);
    expect(report.toolCallsByTool.MultiEdit).toBeUndefined();
  });

  it('deduplicates tokens per message id and request id, last value wins', async () => {
    // Checked with an independent script over the raw lines: 36 distinct (message.id, requestId) pairs.
    const { report } = await analyze({ paths: [CASES[0]!.file] });
    expect(report.tokens).toEqual({ input: 1804, output: 20797, cacheCreation: 182937, cacheRead: 1502915 });
  });

  it('keeps the rejection reason the user typed', async () => {
    const { items } = await collectItems(CASES[0]!.file);
    const rejected = items.flatMap((entry) => (entry.item.type === 'call' && entry.item.call.result?.refusal?.reason ? [entry.item.call] : []));
    expect(rejected.map((call) => [call.location.line, call.result!.refusal!.reason])).toEqual([[74, 'use pnpm']]);
  });
});
