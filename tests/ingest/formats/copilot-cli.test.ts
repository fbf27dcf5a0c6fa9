/**
 * GitHub Copilot CLI events.jsonl (docs/log-formats.md "GitHub Copilot CLI"): the fixtures are written as the
 * CLI writes them (tests/fixtures/formats/copilot-cli/: 1.0.x `session-state/<id>/events.jsonl`, and a 0.0.3xx
 * `session-state/<id>.jsonl` with str_replace_editor, JSON-string arguments and `data.parentToolCallId`).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copilotCliAgent } from '../../../src/ingest/formats/copilot-cli/agent.js';
import { copilotCall } from '../../../src/ingest/formats/copilot-cli/tool-call.js';
import { permissionAnswer, readToolResult } from '../../../src/ingest/formats/copilot-cli/tool-result.js';
import { humanText } from '../../../src/ingest/formats/copilot-cli/user-text.js';
import { detectFormat, loadLogFormats } from '../../../src/ingest/formats/index.js';
import { calls, collectItems, userTurns } from '../../helpers/collect.js';
import { repoRoot } from '../../helpers/paths.js';

const STATE = join(repoRoot, 'tests/fixtures/formats/copilot-cli/session-state');
const CURRENT_ID = '4b7e2d19-8c3a-4f56-9e21-7a0d5c3b8e64';
const CURRENT = join(STATE, CURRENT_ID, 'events.jsonl');
const OLDER = join(STATE, '9e4c1a7b-2d58-4f03-b6e9-0a1c3d5e7f92.jsonl');
const TASK_CALL = 'toolu_vrtx_01Hq7ZpN3mWcLx2RtB9kYs4D';

beforeAll(async () => {
  await loadLogFormats();
});

describe('Copilot CLI adapter, 1.0.x events.jsonl', () => {
  it('reads each call as its tool kind, with its own name, failures and refusals apart', async () => {
    const { items } = await collectItems(CURRENT);
    expect(
      calls(items).map((call) => [
        call.tool,
        call.rawTool,
        call.input.file_path ?? call.input.command ?? call.input.pattern ?? null,
        call.result?.isError,
        call.result?.refusal,
      ]),
    ).toEqual([
      ['report_intent', 'report_intent', null, false, undefined],
      ['Grep', 'grep', 'evict', false, undefined],
      ['Read', 'view', '/home/dev/projects/lantern/src/cache/lru.ts', false, undefined],
      ['Read', 'view', '/home/dev/projects/lantern/src/cache/policy.ts', false, undefined],
      // the old_str was not in the file: the tool failed
      ['Edit', 'edit', '/home/dev/projects/lantern/src/cache/lru.ts', true, undefined],
      // the user turned the edit down at the prompt, with a reason: a rejection, no tool error
      [
        'Edit',
        'edit',
        '/home/dev/projects/lantern/src/cache/policy.ts',
        false,
        { kind: 'rejected', reason: 'Leave the limit alone, the test is what is wrong.' },
      ],
      ['Task', 'task', null, false, undefined],
      ['Bash', 'bash', 'grep -rn "MAX_ENTRIES" test src', false, undefined],
    ]);
  });

  it('translates the input to the canonical fields and keeps the rest', async () => {
    const { items } = await collectItems(CURRENT);
    const [, , ranged, whole, failed, , task] = calls(items);
    expect(ranged!.input).toMatchObject({ path: '/home/dev/projects/lantern/src/cache/lru.ts', view_range: [40, 80], offset: 40, limit: 41 });
    expect(whole!.input).not.toHaveProperty('offset');
    expect(failed!.input).toMatchObject({
      old_string: 'if (this.size >= MAX_ENTRIES) this.dropNewest();',
      new_string: 'if (this.size >= MAX_ENTRIES) this.dropOldest();',
    });
    expect(failed!.result?.errorText).toBe('No match found for old_str in /home/dev/projects/lantern/src/cache/lru.ts.');
    expect(task!.input).toMatchObject({ agent_type: 'general-purpose', subagent_type: 'general-purpose', description: 'Run the cache tests' });
    // the two views were requested in one assistant message: one parallel step
    expect(ranged!.step).toBe(whole!.step);
    expect(ranged!.step).not.toBe(failed!.step);
  });

  it('gives the sub-agent a stream of its own, linked to the task call that started it', async () => {
    const { items, analysis } = await collectItems(CURRENT);
    expect(calls(items, TASK_CALL).map((call) => [call.rawTool, call.input.command ?? call.input.file_path, call.result?.isError])).toEqual([
      // the test run exited 1: an error although the tool ran
      ['bash', 'npm test -- test/cache', true],
      ['view', '/home/dev/projects/lantern/test/cache/lru.test.ts', false],
    ]);
    const session = analysis.sessions.get(CURRENT_ID)!;
    expect([...session.streams.values()].map((stream) => [stream.key.streamId, stream.layout, stream.parentCallId])).toEqual([
      ['main', 'main', undefined],
      [TASK_CALL, 'inline-sidechain', TASK_CALL],
    ]);
  });

  it('takes the human turns only: not the skill text the harness put in, nor the date it adds', async () => {
    const { items } = await collectItems(CURRENT);
    expect(userTurns(items).map((turn) => turn.text)).toEqual([
      'The LRU eviction test fails since yesterday; find out why and fix it.',
      'No, import MAX_ENTRIES in the test instead of hard-coding a number.',
      'Go ahead with the import.',
    ]);
    expect(items.filter((entry) => entry.item.type === 'interrupt')).toHaveLength(1);
  });

  it('names the session, its folder and repository, and counts tokens of every shutdown, the cached input apart', async () => {
    const { analysis } = await collectItems(CURRENT);
    expect(analysis.itemProblems.count).toBe(0);
    const session = analysis.sessions.get(CURRENT_ID)!;
    expect(session.cwd).toBe('/home/dev/projects/lantern');
    expect(session.repo).toBe('lantern-labs/lantern');
    // sonnet 184230 - 151040 - 12800, haiku 18083 - 9216, after the resume 32010 - 30720
    expect(session.tokens).toEqual({ input: 20390 + 8867 + 1290, output: 1010 + 157 + 40, cacheCreation: 12800, cacheRead: 151040 + 9216 + 30720 });
  });
});

describe('Copilot CLI adapter, 0.0.3xx session-state/<id>.jsonl', () => {
  it('reads str_replace_editor by its command, JSON-string arguments and a sub-agent named by data.parentToolCallId', async () => {
    const { items, analysis } = await collectItems(OLDER);
    expect(calls(items).map((call) => [call.tool, call.rawTool, call.input.file_path ?? call.input.prompt])).toEqual([
      ['Read', 'str_replace_editor', '/Users/sam/src/inkwell/src/models/post.ts'],
      ['Edit', 'str_replace_editor', '/Users/sam/src/inkwell/src/models/post.ts'],
      ['Task', 'task', 'List every use of post.draft in src.'],
    ]);
    expect(calls(items, 'tooluse_Lp8Rt4XcV1nMq6YsK2wE7f').map((call) => [call.tool, call.input.pattern, call.input.path])).toEqual([
      ['Grep', '\\.draft\\b', '/Users/sam/src/inkwell/src'],
    ]);
    expect(userTurns(items).map((turn) => turn.text)).toEqual(['Rename the `draft` flag to `isDraft` in the post model.']);
    const session = analysis.sessions.get('9e4c1a7b-2d58-4f03-b6e9-0a1c3d5e7f92')!;
    expect(session.repo).toBe('inkwell-dev/inkwell');
    expect(analysis.itemProblems.count).toBe(0);
  });
});

describe('Copilot CLI tools', () => {
  it.each([
    ['view', { path: 'a.ts' }, 'Read', { file_path: 'a.ts' }],
    ['view', { path: 'a.ts', view_range: [10, 19] }, 'Read', { file_path: 'a.ts', offset: 10, limit: 10 }],
    ['view', { path: 'a.ts', view_range: [10, -1] }, 'Read', { file_path: 'a.ts', offset: 10 }],
    ['grep', { pattern: 'x', path: 'src', glob: '*.ts' }, 'Grep', { pattern: 'x', path: 'src', glob: '*.ts' }],
    ['rg', { pattern: 'x' }, 'Grep', { pattern: 'x' }],
    ['glob', { pattern: '**/*.py', path: 'lib' }, 'Glob', { pattern: '**/*.py', path: 'lib' }],
    ['bash', { command: 'ls -R', description: 'list' }, 'Bash', { command: 'ls -R', description: 'list' }],
    ['powershell', { command: 'Get-ChildItem -Recurse' }, 'Bash', { command: 'Get-ChildItem -Recurse' }],
    ['edit', { path: 'a.ts', old_str: 'a', new_str: 'b' }, 'Edit', { file_path: 'a.ts', old_string: 'a', new_string: 'b' }],
    ['str_replace', { path: 'a.ts', old_str: 'a', new_str: 'b' }, 'Edit', { file_path: 'a.ts', old_string: 'a', new_string: 'b' }],
    ['insert', { path: 'a.ts', insert_line: 3, new_str: 'b' }, 'Edit', { file_path: 'a.ts', new_string: 'b' }],
    ['undo_edit', { path: 'a.ts' }, 'Edit', { file_path: 'a.ts' }],
    ['create', { path: 'n.ts', file_text: 'x' }, 'Write', { file_path: 'n.ts', content: 'x' }],
    ['task', { prompt: 'p', agent_type: 'explore' }, 'Task', { prompt: 'p', subagent_type: 'explore' }],
    ['str_replace_editor', { command: 'create', path: 'n.ts', file_text: 'x' }, 'Write', { file_path: 'n.ts', content: 'x' }],
    ['str_replace_editor', '{"command":"view","path":"a.ts"}', 'Read', { file_path: 'a.ts' }],
    ['apply_patch', '*** Begin Patch\n*** Update File: src/a.ts\n@@\n-a\n+b\n*** End Patch', 'Edit', { file_path: 'src/a.ts' }],
    ['apply_patch', { input: '*** Begin Patch\n*** Add File: b.ts\n+x\n*** End Patch' }, 'Edit', { file_path: 'b.ts' }],
    ['web_fetch', { url: 'https://example.com' }, 'web_fetch', { url: 'https://example.com' }],
    ['__proto__', { path: 'a.ts' }, '__proto__', { path: 'a.ts' }],
    ['constructor', 'not json', 'constructor', {}],
  ])('%s %j is %s %j', (name, args, tool, input) => {
    const call = copilotCall(name, args);
    expect(call.tool).toBe(tool);
    expect(call.input).toMatchObject(input);
  });

  it.each([
    ['a success', { success: true, result: { content: 'ok' } }, false, { isError: false, bytes: 2 }],
    ['a failure', { success: false, error: { message: 'No match found' } }, false, { isError: true, errorText: 'No match found' }],
    [
      'a rejection',
      { success: false, error: { message: 'The user rejected this tool call.', code: 'rejected' } },
      false,
      { isError: false, refusal: { kind: 'rejected' } },
    ],
    ['a denial', { success: false, error: { message: 'Denied by rule', code: 'denied' } }, false, { isError: false, refusal: { kind: 'denied' } }],
    ['a shell exit 1', { success: true, result: { content: 'FAIL\n<exited with exit code 1>' } }, true, { isError: true }],
    ['a shell exit 0', { success: true, result: { content: 'ok\n<exited with exit code 0>' } }, true, { isError: false }],
    ['a shell_exit block', { success: true, result: { content: 'x', contents: [{ type: 'shell_exit', exitCode: 2, shellId: '1' }] } }, true, { isError: true }],
    ['an exit code in a view', { success: true, result: { content: 'echo <exited with exit code 1>' } }, false, { isError: false }],
  ])('%s', (_name, data, isShell, expected) => {
    expect(readToolResult(data, undefined, isShell)).toMatchObject(expected);
  });

  it.each([
    ['denied-interactively-by-user', { feedback: ' use pnpm ' }, { kind: 'rejected', reason: 'use pnpm' }],
    ['denied-interactively-by-user', {}, { kind: 'rejected' }],
    ['denied-by-rules', { rules: [] }, { kind: 'denied' }],
    ['denied-no-approval-rule-and-could-not-request-from-user', {}, { kind: 'denied' }],
    ['approved', {}, undefined],
    ['toString', {}, undefined],
  ])('a permission answer %s is %j; a failure it answered is that refusal', (kind, rest, refusal) => {
    const answer = permissionAnswer({ kind, ...rest });
    expect(answer.refusal).toEqual(refusal);
    const result = readToolResult({ success: false, error: { message: 'refused' } }, answer, false);
    expect(result.refusal).toEqual(refusal);
    expect(result.isError).toBe(refusal === undefined);
  });

  it.each([
    ['a typed prompt', { content: ' fix it ' }, false, 'fix it'],
    ['one with the VS Code blocks around it', { content: '<reminder>x</reminder>\n<user_query>fix it</user_query>' }, false, 'fix it'],
    ['a skill the harness put in', { content: 'Base directory for this skill: /s', source: 'skill-notes' }, false, undefined],
    ['another agent prompting', { content: 'do x', source: 'agent-42' }, false, undefined],
    ['autopilot going on', { content: 'continue', isAutopilotContinuation: true }, false, undefined],
    ['a sub-agent prompt', { content: 'look around' }, true, undefined],
    ['no text', { content: 7 }, false, undefined],
  ])('%s: %j', (_name, data, inSubagent, text) => {
    expect(humanText(data, inSubagent)).toBe(text);
  });
});

describe('Copilot CLI bad input', () => {
  it('names every bad item and reads on', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'copilot-bad-'));
    const file = join(folder, 'events.jsonl');
    const line = (type: unknown, data: unknown, extra: Record<string, unknown> = {}) =>
      JSON.stringify({ type, data, id: 'e', timestamp: '2026-01-02T03:04:05.000Z', parentId: null, ...extra });
    writeFileSync(
      file,
      [
        line('session.start', { sessionId: 'bad-1', context: { cwd: '/w' } }),
        '{"type":"user.message","data":{"content":"trunc',
        line('user.message', 'not an object'),
        line('tool.execution_start', { toolCallId: 7, toolName: 'view', arguments: { path: 'a.ts' } }),
        line('tool.execution_start', { toolCallId: 'c2', toolName: 12, arguments: 5 }),
        line('tool.execution_complete', { toolCallId: 'c2', success: 'yes' }),
        line('tool.execution_complete', { toolCallId: 'nobody', success: true }),
        line('tool.execution_start', { toolCallId: 'constructor', toolName: '__proto__', arguments: { path: 'x' } }),
        line('tool.execution_complete', { toolCallId: 'constructor', success: true, result: { content: 'x' } }),
        line('assistant.message', { messageId: 'm', content: 'hi', toolRequests: 'nope' }),
        line('session.future_thing', {}),
        line('session.future_thing', {}),
        line('user.message', { content: 'still read' }, { agentId: 9 }),
        // a model named __proto__ (JSON.parse makes it an own key; an object literal would not)
        '{"type":"session.shutdown","data":{"modelMetrics":{"toString":{"usage":"none"},"__proto__":{"usage":{"inputTokens":5,"outputTokens":1}}}},"id":"e","timestamp":"2026-01-02T03:04:06.000Z","parentId":null}',
        line('tool.execution_start', { toolCallId: 'c9', toolName: 'view', arguments: { path: 'after.ts' } }),
      ].join('\n') + '\n',
    );
    const { items, analysis } = await collectItems(file);
    expect(analysis.format).toBe('copilot-cli');
    expect(analysis.read.malformedLines).toBe(1);
    expect(analysis.itemProblems.problems.map((problem) => problem.message)).toEqual([
      'user.message without a data object; skipped',
      'tool.execution_start without a string toolCallId; its call and result cannot be joined',
      'tool.execution_start without a string toolName; counted as "unknown"',
      'unknown arguments are not an object; read as empty',
      'tool.execution_complete without a boolean success; read as succeeded',
      'tool.execution_complete for a call that was never requested or started; skipped',
      'assistant.message toolRequests is not an array; its calls are read from their execution',
      'unknown event type "session.future_thing" (a newer Copilot CLI?); read as activity',
      'agentId is not a string; read as the main thread',
      'a session.shutdown model metric without a usage object; skipped',
    ]);
    expect(calls(items).map((call) => [call.rawTool, call.id])).toEqual([
      ['view', 'line-4'],
      ['unknown', 'c2'],
      ['__proto__', 'constructor'],
      ['view', 'c9'],
    ]);
    expect(userTurns(items).map((turn) => turn.text)).toEqual(['still read']);
    expect(analysis.sessions.get('bad-1')!.tokens).toEqual({ input: 5, output: 1, cacheCreation: 0, cacheRead: 0 });
  });

  it.each([
    [{ type: 'session.start', data: { sessionId: 's' }, id: 'e', timestamp: 't', parentId: null }, 'copilot-cli'],
    [{ type: 'abort', data: { reason: 'user_initiated' }, id: 'e', timestamp: 't' }, 'copilot-cli'],
    [{ type: 'session.start', data: 'x', id: 'e' }, undefined],
    // Claude Code's progress line has a data object too: its type has no dot
    [{ type: 'progress', data: { type: 'hook_progress' }, uuid: 'u', timestamp: 't', parentUuid: null }, 'claude-code'],
    [{ type: 'session_meta', payload: { id: 'x' }, timestamp: 't' }, 'codex'],
  ])('detects %j as %s', (line, id) => {
    expect(detectFormat(line)?.id).toBe(id);
  });
});

describe('Copilot CLI places', () => {
  it.each([
    ['linux', '/home/ada', {}, '/home/ada/.copilot/session-state', 'GitHub Copilot CLI'],
    ['darwin', '/Users/ada', {}, '/Users/ada/.copilot/session-state', 'GitHub Copilot CLI'],
    ['win32', 'C:\\Users\\ada', {}, join('C:\\Users\\ada', '.copilot', 'session-state'), 'GitHub Copilot CLI'],
    ['linux', '/home/ada', { COPILOT_HOME: '/data/copilot' }, '/data/copilot/session-state', 'GitHub Copilot CLI, $COPILOT_HOME'],
    ['linux', '/home/ada', { COPILOT_HOME: 'cfg/copilot' }, '/home/ada/cfg/copilot/session-state', 'GitHub Copilot CLI, $COPILOT_HOME'],
    ['linux', '/home/ada', { COPILOT_HOME: '' }, '/home/ada/.copilot/session-state', 'GitHub Copilot CLI'],
    // XDG_CONFIG_HOME/XDG_STATE_HOME were dropped by the CLI (github/copilot-cli#1750): they move nothing
    ['linux', '/home/ada', { XDG_STATE_HOME: '/home/ada/.local/state' }, '/home/ada/.copilot/session-state', 'GitHub Copilot CLI'],
  ] as const)('%s, home %s, %j: %s', (platform, homeDir, env, path, source) => {
    expect(copilotCliAgent.locations({ platform, homeDir, env })).toEqual([{ path, source }]);
  });
});
