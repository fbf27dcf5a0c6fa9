/**
 * Issue 29's OTel path: a collector export of a Claude Code session with tool details gives the same tool
 * findings as its transcript. One crafted transcript (tests/helpers/claude-transcript.ts) and the events Claude
 * Code would have emitted for the same session (tests/helpers/claude-otel-export.ts: a tool_decision and a
 * tool_result a call, the same tool_use ids); every detector finds the same occurrences, of the same calls, in
 * both. Without tool details the export has no paths or commands: nothing that needs them is found.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import type { Finding } from '../../src/detectors/types.js';
import { claudeOtelExport } from '../helpers/claude-otel-export.js';
import { claudeTranscript, git, readSource, times, type Call } from '../helpers/claude-transcript.js';

const SESSION = '2c4e6a8b-0d1f-4e3a-8b5c-7d9e1f3a5b7c';
const source = (name: string) => readSource(`/repo/src/${name}.py`, 260);

/** Reads of distinct files in a row, searches by shell, a repeated Glob, a Grep of a file then a Read of it whole, re-reads. */
const CALLS: Call[] = [
  ...['cart', 'items', 'tax', 'discounts'].map(source),
  { tool: 'Bash', input: { command: 'grep -rn "round(" src' }, result: 'src/cart.py:12:    return round(total)' },
  { tool: 'Bash', input: { command: 'cat src/cart.py | head -40' }, result: 'def cart_total(items):' },
  { tool: 'Glob', input: { pattern: '**/*.py', path: '/repo/src' }, result: '/repo/src/cart.py\n/repo/src/items.py' },
  git(),
  { tool: 'Glob', input: { pattern: '**/*.py', path: '/repo/src' }, result: '/repo/src/cart.py\n/repo/src/items.py' },
  { tool: 'Grep', input: { pattern: 'def cart_total', path: '/repo/src/cart.py', output_mode: 'content', '-n': true }, result: '12:def cart_total(items):' },
  source('cart'),
  ...times(2, () => source('tax')),
  { tool: 'Edit', input: { file_path: '/repo/src/cart.py', old_string: 'round(total)', new_string: 'round(total, 2)' }, result: 'The file has been updated.' },
  {
    tool: 'Task',
    input: { description: 'Check rounding', prompt: 'Find every other place totals are rounded.', subagent_type: 'Explore' },
    result: 'Only cart.py rounds.',
  },
];

function written(name: string, lines: readonly string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'tip-miner-otel-vs-transcript-')), name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

function otelExport(details: boolean): string {
  const lines = claudeOtelExport(
    [
      { kind: 'prompt', text: 'Fix the rounding of the cart total.' },
      ...CALLS.map((call, index) => ({
        kind: 'call' as const,
        call: { toolUseId: `toolu_${index}`, tool: call.tool, input: call.input, outcome: 'ok' as const, output: call.result ?? 'ok' },
      })),
    ],
    { sessionId: SESSION, startMs: Date.UTC(2025, 0, 1), details, prompts: true },
  );
  return written('claude-code-events.jsonl', lines);
}

/** Each detector's occurrences, by the calls that make them up. */
function byDetector(findings: readonly Finding[]): Record<string, string[][]> {
  const grouped: Record<string, string[][]> = {};
  for (const finding of findings) (grouped[finding.detector] ??= []).push(finding.callIds);
  return grouped;
}

describe('a collector export of a Claude Code session and its transcript', () => {
  it('with tool details: the same findings, detector by detector, of the same calls', async () => {
    const transcript = await analyze({ paths: [written(`${SESSION}.jsonl`, claudeTranscript(CALLS, { sessionId: SESSION }).lines)], jobs: 1 });
    const otel = await analyze({ paths: [otelExport(true)], jobs: 1 });
    expect(transcript.report.formats['claude-code']).toBe(1);
    expect(otel.report.formats['claude-code-otel']).toBe(1);
    expect(otel.report.toolCalls).toBe(transcript.report.toolCalls);

    const expected = byDetector(transcript.findings);
    // the session shows every pattern the export can show (edit-retry's failures are not in it: agent.ts)
    expect(Object.keys(expected).sort()).toEqual([
      'bash-for-search',
      'grep-then-read-same',
      'read-without-limit',
      'repeated-glob',
      'repeated-read',
      'sequential-reads',
    ]);
    expect(byDetector(otel.findings)).toEqual(expected);
  });

  it('without tool details: the calls, but no finding that needs a path or a command', async () => {
    const otel = await analyze({ paths: [otelExport(false)], jobs: 1 });
    expect(otel.report.toolCalls).toBe(CALLS.length);
    expect(otel.findings).toEqual([]);
  });
});
