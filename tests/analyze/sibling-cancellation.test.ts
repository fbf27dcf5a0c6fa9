/**
 * Claude Code 2.1.x answers the calls of a parallel batch whose sibling failed with
 * `<tool_use_error>Sibling tool call errored</tool_use_error>` (is_error true): they were cancelled, not
 * failed (docs/log-formats.md §1.8). From the log line to every count: no tool error but a cancelled call,
 * no edit-retry evidence, no failed test run for delegation's debugging pattern, no correction.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import { renderAnalyzeSummary } from '../../src/render/analyze-summary.js';

const SESSION = '5b1c9e2d-0000-4a7f-8c3e-000000000017';
const SIBLING_ERRORED = '<tool_use_error>Sibling tool call errored</tool_use_error>';
const NOT_FOUND = '<tool_use_error>String to replace not found in file.\nString: const a = 1;</tool_use_error>';

interface BatchCall {
  tool: string;
  input: Record<string, unknown>;
  result: string;
  isError?: boolean;
}

/** One assistant message per batch (one line per tool_use, as Claude Code writes them), then one result line per call. */
function transcript(batches: BatchCall[][]): string {
  const base = { sessionId: SESSION, isSidechain: false, cwd: '/work/app', version: '2.1.37', userType: 'external' };
  const lines: object[] = [
    { ...base, type: 'user', uuid: 'u0', parentUuid: null, timestamp: '2026-02-07T10:00:00.000Z', message: { role: 'user', content: 'Fix the parser.' } },
  ];
  let parent = 'u0';
  let second = 1;
  batches.forEach((batch, batchIndex) => {
    const at = () => `2026-02-07T10:00:${String(second++).padStart(2, '0')}.000Z`;
    batch.forEach((call, callIndex) => {
      const uuid = `a${batchIndex}-${callIndex}`;
      const content = [{ type: 'tool_use', id: `toolu_${batchIndex}_${callIndex}`, name: call.tool, input: call.input }];
      lines.push({ ...base, type: 'assistant', uuid, parentUuid: parent, timestamp: at(), message: { id: `msg_${batchIndex}`, role: 'assistant', content } });
      parent = uuid;
    });
    batch.forEach((call, callIndex) => {
      const uuid = `r${batchIndex}-${callIndex}`;
      const result = { type: 'tool_result', tool_use_id: `toolu_${batchIndex}_${callIndex}`, content: call.result, is_error: call.isError === true };
      const toolUseResult = call.isError === true ? call.result.replace(/<\/?tool_use_error>/g, '') : { stdout: call.result };
      lines.push({ ...base, type: 'user', uuid, parentUuid: parent, timestamp: at(), message: { role: 'user', content: [result] }, toolUseResult });
      parent = uuid;
    });
  });
  return `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`;
}

const edit = (file: string, result = 'The file has been updated.', isError = false): BatchCall => ({
  tool: 'Edit',
  input: { file_path: file, old_string: 'const a = 1;', new_string: 'const a = 2;' },
  result,
  isError,
});
const bash = (command: string, result: string, isError = false): BatchCall => ({ tool: 'Bash', input: { command }, result, isError });
const read = (file: string): BatchCall => ({ tool: 'Read', input: { file_path: file }, result: '     1→const a = 1;' });

async function analyzeTranscript(batches: BatchCall[][]) {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-sibling-'));
  const file = join(folder, `${SESSION}.jsonl`);
  writeFileSync(file, transcript(batches));
  return analyze({ paths: [file] });
}

describe('calls cancelled because a sibling in their batch failed', () => {
  it('are cancelled calls, not tool errors, and the edit cancelled beside a failed one is no retry', async () => {
    const { report, findings } = await analyzeTranscript([
      [edit('/work/app/src/parse.ts', NOT_FOUND, true), edit('/work/app/src/parse.ts', SIBLING_ERRORED, true), read('/work/app/src/lex.ts')],
      [read('/work/app/src/parse.ts')],
      [edit('/work/app/src/parse.ts')],
    ]);
    expect(report.toolCalls).toBe(5);
    expect(report.toolErrors).toBe(1);
    expect(report.cancelledCalls).toBe(1);
    expect(report.rejections).toBe(0);
    expect(findings.filter((finding) => finding.detector === 'edit-retry')).toEqual([]);
    const summary = renderAnalyzeSummary(report);
    expect(summary).toMatch(/│ Tool errors +│ 1 +│/);
    expect(summary).toMatch(/│ Cancelled calls +│ 1 +│/);
  });

  it('a retry in the message after the batch is still one, paired with the failed edit', async () => {
    const { report, findings } = await analyzeTranscript([
      [edit('/work/app/src/parse.ts', NOT_FOUND, true), edit('/work/app/src/parse.ts', SIBLING_ERRORED, true)],
      [edit('/work/app/src/parse.ts')],
    ]);
    expect(report.toolErrors).toBe(1);
    expect(report.cancelledCalls).toBe(1);
    expect(findings.filter((finding) => finding.detector === 'edit-retry').map((finding) => finding.callIds)).toEqual([['toolu_0_0', 'toolu_1_0']]);
  });

  it('a test run cancelled with a failed sibling is no failed test for the debugging pattern, and no correction', async () => {
    const { report, delegation, corrections } = await analyzeTranscript([
      [bash('git fetch origin', 'fatal: unable to access remote', true), bash('npm test', SIBLING_ERRORED, true)],
      [edit('/work/app/src/parse.ts')],
    ]);
    expect(report.toolErrors).toBe(1);
    expect(report.cancelledCalls).toBe(1);
    expect(delegation.points.filter((point) => point.pattern === 'debugging')).toEqual([]);
    expect(corrections).toEqual([]);
  });

  it('a test run that failed on its own still makes the debugging pattern (the control case)', async () => {
    const { report, delegation } = await analyzeTranscript([
      [bash('git fetch origin', 'fatal: unable to access remote', true), bash('npm test', 'FAIL src/parse.test.ts\nTests: 1 failed', true)],
      [edit('/work/app/src/parse.ts')],
    ]);
    expect(report.toolErrors).toBe(2);
    expect(report.cancelledCalls).toBe(0);
    expect(delegation.points.map((point) => point.pattern)).toContain('debugging');
  });
});
