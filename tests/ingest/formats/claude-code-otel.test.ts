/**
 * Claude Code's OpenTelemetry events as a collector's file exporter writes them (docs/log-formats.md "Claude Code
 * OpenTelemetry events"). The fixture (tests/fixtures/formats/claude-code-otel/collector-export.jsonl) holds three
 * sessions in one file as a collector writes them: a metrics line first, batches of two sessions interleaved, one
 * batch of the second written before its first (the collector's queue has several consumers), a batch written
 * twice (a retried export), one session with tool details and prompts, one without, and a 2.1.88 batch (no
 * tool_use_id on a success, `use_id` and the error on a failure) beside another service's log record.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeFile, type FileAnalysis } from '../../../src/analyze/file-analysis.js';
import { claudeCodeOtelAgent } from '../../../src/ingest/formats/claude-code-otel/agent.js';
import { anyValue, countOf, nanosToMs } from '../../../src/ingest/formats/claude-code-otel/otlp-json.js';
import { toolInputOf } from '../../../src/ingest/formats/claude-code-otel/tool-event.js';
import { detectFormat, loadLogFormats } from '../../../src/ingest/formats/index.js';
import type { StreamItem, ToolCall, UserTurn, CommandRun } from '../../../src/model/stream.js';
import { claudeOtelExport, telemetryToolInput } from '../../helpers/claude-otel-export.js';
import { repoRoot } from '../../helpers/paths.js';
import { tempHost } from '../../helpers/host.js';

const FIXTURE = join(repoRoot, 'tests/fixtures/formats/claude-code-otel/collector-export.jsonl');
const DETAILED = '3b9e2f14-6c7d-4a8b-9e0f-1a2b3c4d5e6f';
const PLAIN = '8d7c6b5a-4e3f-4d2c-8b1a-0f9e8d7c6b5a';
const LEGACY = 'f1e2d3c4-b5a6-4978-8a9b-c0d1e2f3a4b5';

interface Collected {
  calls: ToolCall[];
  turns: UserTurn[];
  commands: CommandRun[];
}

async function read(file: string): Promise<{ analysis: FileAnalysis; bySession: Map<string, Collected> }> {
  const bySession = new Map<string, Collected>();
  const analysis = await analyzeFile(file, {
    consumers: [
      {
        onItem: (stream, item: StreamItem) => {
          let collected = bySession.get(stream.sessionId);
          if (!collected) bySession.set(stream.sessionId, (collected = { calls: [], turns: [], commands: [] }));
          if (item.type === 'call') collected.calls.push(item.call);
          if (item.type === 'user') collected.turns.push(item.turn);
          if (item.type === 'command') collected.commands.push(item.command);
        },
      },
    ],
  });
  return { analysis, bySession };
}

function writeLines(lines: readonly string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'tip-miner-otel-')), 'events.jsonl');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('Claude Code OpenTelemetry events', () => {
  let fixture: Awaited<ReturnType<typeof read>>;
  beforeAll(async () => {
    await loadLogFormats();
    fixture = await read(FIXTURE);
  });
  const session = (id: string) => fixture.bySession.get(id)!;

  it('reads the file as the format, one session per session.id, each its own stream', () => {
    expect(fixture.analysis.format).toBe('claude-code-otel');
    expect([...fixture.analysis.sessions.keys()].sort()).toEqual([DETAILED, LEGACY, PLAIN].sort());
    for (const analyzed of fixture.analysis.sessions.values()) expect([...analyzed.streams.keys()]).toEqual(['main']);
  });

  it.each([
    [
      'with tool details: inputs, failures, refusals; the edit refused by validation is not there; batches in order',
      DETAILED,
      [
        ['Grep', 'Grep', 'toolu_01JqW3vXk2Lm8Np4Rt6Yb9Cd', '/Users/dana/work/lantern/scripts/release_notes.py', false, undefined],
        ['Read', 'Read', 'toolu_01Hf5Gk7Pq9Ws2Xz4Vb6Nm8L', '/Users/dana/work/lantern/scripts/release_notes.py', false, undefined],
        ['Bash', 'Bash', 'toolu_01Tz8Rc3Vn5Bm7Kl2Qw4Ex6J', 'python -m pytest tests/test_release_notes.py -q', true, undefined],
        ['Edit', 'Edit', 'toolu_01Pq2Ws4Ed6Rf8Tg1Yh3Uj5K', undefined, false, 'rejected'],
        ['Task', 'Task', 'toolu_01Lk9Mj7Nh5Bg3Vf1Cd2Xs4Z', undefined, false, undefined],
        ['Glob', 'Glob', 'toolu_01Ab3Cd5Ef7Gh9Ij2Kl4Mn6P', undefined, false, undefined],
        ['Bash', 'Bash', 'toolu_01Fg6Hi8Jk2Lm4No6Pq8Rs1T', undefined, false, 'denied'],
      ],
    ],
    [
      'without tool details: the calls, with no input; two batches written the wrong way round put back in order',
      PLAIN,
      [
        ['Read', 'Read', 'toolu_01Zy9Xw7Vu5Ts3Rq1Po2Nm4L', undefined, false, undefined],
        ['Bash', 'Bash', 'toolu_01Kj8Ih6Gf4Ed2Cb1Az3Yx5W', undefined, false, undefined],
      ],
    ],
    [
      '2.1.88: a success without an id gets one of its own, a failure is known by use_id',
      LEGACY,
      [
        ['Read', 'Read', 'otel-1771342201120-1', '/home/lee/src/kiln/README.md', false, undefined],
        ['Bash', 'Bash', 'toolu_01Xc4Vb6Nm8Lk1Jh3Gf5Ds7A', 'make chek', true, undefined],
      ],
    ],
  ])('%s', (_, id, expected) => {
    const calls = session(id).calls;
    expect(
      calls.map((call) => [
        call.tool,
        call.rawTool,
        call.id,
        call.input.file_path ?? call.input.path ?? call.input.command,
        call.result?.isError,
        call.result?.refusal?.kind,
      ]),
    ).toEqual(expected);
  });

  it('keeps the rest of the input in Claude Code field names, Bash whole from tool_parameters, and the sizes and errors of results', () => {
    const [grep, read, bash, , task, glob] = session(DETAILED).calls;
    expect(grep!.input).toMatchObject({ pattern: 'merged_at', output_mode: 'content', '-n': true });
    expect(read!.result?.bytes).toBe(5310);
    expect(bash!.input).toMatchObject({ command: 'python -m pytest tests/test_release_notes.py -q', description: 'Run the release notes tests' });
    expect(bash!.result?.errorText).toContain('1 failed, 6 passed');
    expect(task!.input).toMatchObject({ subagent_type: 'Explore', description: 'Check API docs' });
    expect(glob!.input).toEqual({ pattern: 'vendor/ghapi/**/*.py' });
    expect(session(PLAIN).calls.map((call) => call.input)).toEqual([{}, {}]);
    expect(session(LEGACY).calls[0]!.input).toEqual({ file_path: '/home/lee/src/kiln/README.md', limit: 40 });
    expect(session(LEGACY).calls[1]!.result?.errorText).toContain("No rule to make target 'chek'");
  });

  it('takes typed prompts as human turns, a command as a slash command, a redacted prompt as nothing', () => {
    expect(session(DETAILED).turns.map((turn) => turn.text)).toEqual([
      'The release notes script skips merged PRs. Find out why.',
      "No, don't touch the script, the API changed: use the merged field instead.",
    ]);
    expect(session(DETAILED).commands.map((command) => [command.name, command.args])).toEqual([['/compact', 'keep the API notes']]);
    expect(session(PLAIN).turns).toEqual([]);
  });

  it('counts each API request once, though its batch was written twice', () => {
    expect(fixture.analysis.sessions.get(DETAILED)!.tokens).toEqual({
      input: 1201 + 1202 + 1203,
      output: 3 * 310,
      cacheRead: 3 * 18000,
      cacheCreation: 3 * 640,
    });
    expect(fixture.analysis.sessions.get(PLAIN)!.tokens).toEqual({ input: 1201, output: 310, cacheRead: 18000, cacheCreation: 640 });
    expect(session(DETAILED).calls).toHaveLength(7);
  });

  it('names what it cannot read: another service’s record, an unknown event; a metrics line is no problem', () => {
    expect(fixture.analysis.itemProblems.problems.map((problem) => [problem.line, problem.message])).toEqual([
      [12, 'unknown Claude Code event "teleport_resumed"; counted as activity'],
      [12, '1 log record(s) not from Claude Code; skipped'],
    ]);
    expect(fixture.analysis.read.malformedLines).toBe(0);
  });

  it('has no working folder: Claude Code puts none in its events (the desktop app’s one workspace is one)', async () => {
    expect(fixture.analysis.sessions.get(DETAILED)!.cwd).toBeUndefined();
    const [line] = claudeOtelExport([{ kind: 'prompt', text: 'hi' }], { sessionId: 's-1', startMs: Date.UTC(2026, 0, 1), details: true, prompts: true });
    const withWorkspace = line!.replace(
      '{"key":"event.name"',
      '{"key":"workspace.host_paths","value":{"arrayValue":{"values":[{"stringValue":"/Users/dana/work/lantern"}]}}},{"key":"event.name"',
    );
    const { analysis } = await read(writeLines([withWorkspace]));
    expect(analysis.sessions.get('s-1')!.cwd).toBe('/Users/dana/work/lantern');
  });

  describe('bad input', () => {
    const valid = claudeOtelExport(
      [
        { kind: 'prompt', text: 'go' },
        { kind: 'call', call: { toolUseId: 'toolu_1', tool: 'Read', input: { file_path: '/r/a.py' }, outcome: 'ok', output: 'a' } },
      ],
      { sessionId: 'good', startMs: Date.UTC(2026, 0, 1), details: true, prompts: true, batch: 10 },
    );
    const record = (attributes: unknown, extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        resourceLogs: [
          {
            scopeLogs: [
              { scope: { name: 'com.anthropic.claude_code.events' }, logRecords: [{ body: { stringValue: 'claude_code.tool_result' }, attributes, ...extra }] },
            ],
          },
        ],
      });
    const attr = (key: string, value: unknown) => ({ key, value });

    it.each([
      ['a line that is no JSON', '{"resourceLogs": [', [], 1],
      ['a line of another shape', '{"type":42,"payload":null}', ['a line without resourceLogs; skipped'], 0],
      ['resourceLogs of the wrong type', '{"resourceLogs":"x"}', ['a line without resourceLogs; skipped'], 0],
      ['a record without a session.id', record([attr('tool_name', { stringValue: 'Read' })]), ['1 Claude Code event(s) without a session.id; skipped'], 0],
      [
        'a tool_result without a tool_name',
        record([attr('session.id', { stringValue: 'bad' }), attr('tool_name', { intValue: 'x' })]),
        ['tool event without a tool_name; skipped'],
        0,
      ],
      [
        'tool_input that is no JSON',
        record([attr('session.id', { stringValue: 'bad' }), attr('tool_name', { stringValue: 'Read' }), attr('tool_input', { stringValue: '{"file_path":' })]),
        ['Read: tool_input is not a JSON object; read as empty'],
        0,
      ],
      ['attributes of the wrong type', record('x'), ['1 Claude Code event(s) without a session.id; skipped'], 0],
      [
        'a record that is a number',
        JSON.stringify({ resourceLogs: [{ scopeLogs: [{ logRecords: [7] }] }] }),
        ['1 log record(s) not from Claude Code; skipped'],
        0,
      ],
    ])('%s: a named problem, the good lines around it read', async (_, bad, messages, malformed) => {
      const { analysis, bySession } = await read(writeLines([valid[0]!, bad, ...valid.slice(1)]));
      expect(analysis.itemProblems.problems.map((problem) => problem.message)).toEqual(messages);
      expect(analysis.read.malformedLines).toBe(malformed);
      expect(bySession.get('good')!.calls.map((call) => call.input.file_path)).toEqual(['/r/a.py']);
    });

    it('takes prototype-member names as tool names, ids, session ids and attribute keys', async () => {
      const lines = ['__proto__', 'constructor', 'toString'].map((name) =>
        record([
          attr('session.id', { stringValue: name }),
          attr('__proto__', { stringValue: 'x' }),
          attr('tool_name', { stringValue: name }),
          attr('tool_use_id', { stringValue: name }),
          attr('tool_input', { stringValue: '{"__proto__":{"polluted":true},"command":"true"}' }),
        ]),
      );
      const { analysis, bySession } = await read(writeLines(lines));
      expect(analysis.itemProblems.problems).toEqual([]);
      for (const name of ['__proto__', 'constructor', 'toString'])
        expect(bySession.get(name)!.calls.map((call) => [call.tool, call.id])).toEqual([[name, name]]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe('OTLP/JSON values', () => {
    it.each([
      [{ stringValue: 'a' }, 'a'],
      [{ intValue: '12' }, 12],
      [{ intValue: 12 }, 12],
      [{ intValue: '99999999999999999999' }, undefined],
      [{ doubleValue: 0.5 }, 0.5],
      [{ boolValue: false }, false],
      [{ arrayValue: { values: [{ stringValue: '/a' }, { intValue: '2' }] } }, ['/a', 2]],
      [{ kvlistValue: { values: [] } }, undefined],
      [{}, undefined],
      ['x', undefined],
    ])('%j is %j', (value, expected) => {
      expect(anyValue(value)).toEqual(expected);
    });

    it.each([
      ['1771336931482000000', 1771336931482],
      [1771336931482000000, undefined],
      ['0', undefined],
      ['abc', undefined],
      [undefined, undefined],
    ])('nanoseconds %j are %j ms', (value, ms) => {
      expect(nanosToMs(value)).toBe(ms);
    });

    it.each([
      ['1234', 1234],
      [7, 7],
      ['-1', undefined],
      ['1e9', undefined],
    ])('count %j is %j', (value, count) => {
      expect(countOf(value)).toBe(count);
    });
  });

  it('reads a tool_input cut at its bound as what tool_parameters says, without a problem', () => {
    const command = `node scripts/build.js ${'--flag '.repeat(700)}`;
    const cut = telemetryToolInput({ command, notes: Array.from({ length: 30 }, (_, index) => 'n'.repeat(300) + String(index)) });
    expect(cut.endsWith('…[truncated]')).toBe(true);
    const attributes = new Map([
      ['tool_input', cut],
      ['tool_parameters', JSON.stringify({ bash_command: 'node', full_command: command })],
    ]);
    expect(toolInputOf(attributes)).toEqual({ input: { command } });
  });

  it('detects the format from a logs line of Claude Code, or a metrics line of its meter, and not from another service', () => {
    const [line] = claudeOtelExport([{ kind: 'prompt', text: 'x' }], { sessionId: 's', startMs: 1, details: false, prompts: false });
    expect(detectFormat(JSON.parse(line!) as Record<string, unknown>)?.id).toBe('claude-code-otel');
    expect(detectFormat({ resourceMetrics: [{ scopeMetrics: [{ scope: { name: 'com.anthropic.claude_code' } }] }] })?.id).toBe('claude-code-otel');
    expect(detectFormat({ resourceLogs: [{ scopeLogs: [{ scope: { name: 'other' }, logRecords: [{ body: { stringValue: 'GET /' } }] }] }] })).toBeUndefined();
    expect(detectFormat({ resourceSpans: [] })).toBeUndefined();
  });

  it('has no default place on any platform: the collector’s config chooses the file', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      const host = { ...tempHost({ CLAUDE_CONFIG_DIR: '/x', APPDATA: 'C:\\Users\\d\\AppData\\Roaming' }), platform };
      expect(claudeCodeOtelAgent.locations(host)).toEqual([]);
    }
  });
});
