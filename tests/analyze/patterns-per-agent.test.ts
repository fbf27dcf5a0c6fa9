/**
 * Where a pattern has no fix for an agent, it finds nothing in that agent's logs (detectors/metas/wording.ts):
 * a detector whose words for a log format are null runs on no stream of that format, and an agent with no
 * sub-agent tool (Codex) gets no delegation points and no solo streaks — decided once, in the detector
 * runner and the delegation detector, from the file's format. The same calls are logged in each format.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import type { ConfiguredDetector } from '../../src/analyze/detector-runner.js';
import { DELEGATION_PATTERN_IDS } from '../../src/delegation/types.js';
import { delegationPatternMetaById } from '../../src/delegation/patterns/metas/index.js';
import { SOLO_STREAK } from '../../src/delegation/solo-streak.js';
import { DETECTOR_IDS, detectorMetaById, type DetectorId } from '../../src/detectors/metas/index.js';
import { appliesTo } from '../../src/detectors/metas/wording.js';
import { defineDetector, type Detector } from '../../src/detectors/types.js';
import { FORMAT_IDS, type FormatId } from '../../src/ingest/formats/index.js';
import { claudeTranscript } from '../helpers/claude-transcript.js';

const COMMANDS = Array.from({ length: 9 }, (_, index) => `cat src/part${index}.py`);

/** One session of `format` whose main thread runs COMMANDS in the shell, each call its own step. */
function logOf(format: FormatId, folder: string): string {
  const file = join(folder, `${format}.jsonl`);
  const at = (index: number) => new Date(Date.UTC(2025, 10, 3, 10) + index * 2000).toISOString();
  const lines: unknown[] =
    format === 'gemini-cli'
      ? geminiLines(at)
      : format === 'qwen-code'
        ? qwenLines(at)
        : format === 'claude-code'
          ? claudeTranscript(
              COMMANDS.map((command) => ({ tool: 'Bash', input: { command }, result: 'x = 1' })),
              { sessionId: 'cc-session' },
            ).lines.map((line) => JSON.parse(line) as unknown)
          : format === 'codex'
            ? [
                {
                  timestamp: at(0),
                  type: 'session_meta',
                  payload: { id: '019a4b00-0000-7000-8000-0000000000c0', timestamp: at(0), cwd: '/repo', cli_version: '0.60.0' },
                },
                ...COMMANDS.flatMap((command, index) => [
                  {
                    timestamp: at(index + 1),
                    type: 'response_item',
                    payload: { type: 'function_call', name: 'shell', arguments: JSON.stringify({ command: ['bash', '-lc', command] }), call_id: `c${index}` },
                  },
                  { timestamp: at(index + 1), type: 'response_item', payload: { type: 'function_call_output', call_id: `c${index}`, output: 'x = 1' } },
                ]),
              ]
            : [
                { ts: at(0), event: 'task_start', task_id: 'af-task' },
                ...COMMANDS.flatMap((command, index) => [
                  {
                    ts: at(index + 1),
                    event: 'tool_call',
                    task_id: 'af-task',
                    tool: 'Bash',
                    sequence: index + 1,
                    tool_use_id: `t${index}`,
                    input: { command },
                  },
                  { ts: at(index + 1), event: 'tool_result', task_id: 'af-task', tool: 'Bash', success: true, result_size: 5, tool_use_id: `t${index}` },
                ]),
                { ts: at(COMMANDS.length + 1), event: 'task_complete', task_id: 'af-task' },
              ];
  writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  return file;
}

/** A Gemini CLI chat: its metadata record, then a gemini message per command, its call completed. */
function geminiLines(at: (index: number) => string): unknown[] {
  return [
    { sessionId: 'gm-session', projectHash: '0'.repeat(64), startTime: at(0), lastUpdated: at(0), kind: 'main' },
    ...COMMANDS.map((command, index) => ({
      id: `m${index}`,
      timestamp: at(index + 1),
      type: 'gemini',
      content: '',
      toolCalls: [{ id: `g${index}`, name: 'run_shell_command', args: { command }, result: [], status: 'success', timestamp: at(index + 1) }],
    })),
  ];
}

/** A Qwen Code chat: an assistant record with a functionCall part per command, then its tool_result record. */
function qwenLines(at: (index: number) => string): unknown[] {
  const base = { sessionId: 'qw-session', cwd: '/repo', version: '0.3.2' };
  return COMMANDS.flatMap((command, index) => [
    {
      ...base,
      uuid: `a${index}`,
      timestamp: at(index + 1),
      type: 'assistant',
      message: { role: 'model', parts: [{ functionCall: { id: `q${index}`, name: 'run_shell_command', args: { command } } }] },
    },
    {
      ...base,
      uuid: `r${index}`,
      timestamp: at(index + 1),
      type: 'tool_result',
      toolCallResult: { callId: `q${index}`, status: 'success', resultDisplay: 'x = 1' },
    },
  ]);
}

/** A detector that reports every call, with the meta (and so the words for each agent) of detector `id`. */
function everyCall(id: DetectorId): ConfiguredDetector {
  const meta = detectorMetaById(id)!;
  const detector: Detector<unknown, DetectorId> = defineDetector({
    meta,
    create: ({ report }) => ({
      call: (call) => {
        report({ evidence: [call] });
      },
    }),
  });
  return { detector, options: {} };
}

async function analyzed(format: FormatId, detectors: readonly ConfiguredDetector[] = []) {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-per-agent-'));
  const result = await analyze({ paths: [logOf(format, folder)], detectors });
  expect(result.report.formats[format], `the ${format} log is read as ${format}`).toBe(1);
  expect(result.report.toolCalls).toBe(COMMANDS.length);
  return result;
}

describe('a detector finds nothing in the logs of an agent it has no tip for', () => {
  const cases = DETECTOR_IDS.flatMap((id) => FORMAT_IDS.map((format) => ({ id, format, applies: appliesTo(detectorMetaById(id)!, format) })));

  it('covers detectors that apply and detectors that do not', () => {
    expect(cases.some((item) => item.applies)).toBe(true);
    expect(cases.some((item) => !item.applies)).toBe(true);
  });

  it.each(cases)('$id on a $format log (applies: $applies)', async ({ id, format, applies }) => {
    const { findings } = await analyzed(format, [everyCall(id)]);
    expect(findings).toHaveLength(applies ? COMMANDS.length : 0);
  });
});

describe('delegation advice is looked for only where the agent can delegate', () => {
  const delegates = (format: FormatId) => DELEGATION_PATTERN_IDS.some((pattern) => appliesTo(delegationPatternMetaById(pattern), format));

  it('Codex has no sub-agent tool: no delegation pattern and no solo streak applies to it; the other agents have one', () => {
    const delegating = ['claude-code', 'agent-framework', 'gemini-cli', 'qwen-code'];
    expect(FORMAT_IDS.filter(delegates)).toEqual(delegating);
    expect(FORMAT_IDS.filter((format) => appliesTo(SOLO_STREAK, format))).toEqual(delegating);
  });

  it.each(FORMAT_IDS)('the same exploration in the shell, logged by %s', async (format) => {
    const { delegation } = await analyzed(format);
    const patterns = [...new Set(delegation.points.map((point) => point.pattern))];
    expect(patterns).toEqual(delegates(format) ? ['exploration'] : []);
    expect(delegation.streaks.length > 0).toBe(appliesTo(SOLO_STREAK, format));
  });
});
