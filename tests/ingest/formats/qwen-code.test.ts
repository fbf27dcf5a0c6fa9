/**
 * Qwen Code chats (docs/log-formats.md, Qwen Code), on a fixture written as its ChatRecordingService writes one
 * (tests/fixtures/formats/qwen-code/.qwen): ChatRecord lines of user, assistant, tool_result and system records.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectFormat, loadLogFormats } from '../../../src/ingest/formats/index.js';
import { QWEN_TOOL_KINDS, qwenCodeAgent } from '../../../src/ingest/formats/qwen-code/agent.js';
import { canonicalCall } from '../../../src/ingest/formats/gemini-cli/tool-call.js';
import { resultFacts } from '../../../src/ingest/formats/gemini-cli/tool-result.js';
import type { StreamItem } from '../../../src/model/stream.js';
import { repoRoot } from '../../helpers/paths.js';
import { calls, collectItems, userTurns } from '../../helpers/collect.js';

const SESSION = '8e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const CHAT = join(repoRoot, 'tests/fixtures/formats/qwen-code/.qwen/projects/-home-dev-projects-shop/chats', `${SESSION}.jsonl`);
const SHOP = '/home/dev/projects/shop';

describe('Qwen Code chats', () => {
  it('reads each call in its kind, joined to its result record, with its outcome', async () => {
    const { items } = await collectItems(CHAT);
    expect(
      calls(items).map((call) => [
        call.tool,
        call.rawTool,
        call.input.file_path ?? call.input.command ?? call.input.pattern,
        call.result?.isError,
        call.result?.refusal?.kind,
      ]),
    ).toEqual([
      ['Grep', 'grep_search', 'def cart_total', false, undefined],
      ['Read', 'read_file', `${SHOP}/src/cart/total.py`, false, undefined],
      ['Read', 'read_file', `${SHOP}/src/cart/items.py`, false, undefined],
      ['Edit', 'edit', `${SHOP}/src/cart/total.py`, true, undefined],
      ['Edit', 'edit', `${SHOP}/src/cart/total.py`, false, undefined],
      ['Bash', 'run_shell_command', 'npm test', true, 'rejected'],
      ['Bash', 'run_shell_command', 'pnpm test', false, undefined],
      ['Task', 'agent', undefined, false, undefined],
      ['Bash', 'run_shell_command', 'rm -rf build', true, 'denied'],
    ]);
    const [, total, items80] = calls(items);
    // offset is 0-based in Qwen Code's read_file: the first line is 1
    expect([items80!.input.offset, items80!.input.limit]).toEqual([1, 80]);
    expect(total!.step).toBe(items80!.step);
  });

  it('takes the human turns, not notifications, system reminders or tool results', async () => {
    const { items } = await collectItems(CHAT);
    expect(userTurns(items).map((turn) => turn.text)).toEqual([
      'The cart total is off by a cent on some orders. Find where it is computed and fix the rounding.',
      "No, don't use npm in this repo. Always use pnpm: run pnpm test instead.",
      'Also check how docs/rounding.md says to round.',
      'Thanks, that is all for now.',
    ]);
    const commands = items
      .filter((entry) => entry.item.type === 'command')
      .map((entry) => (entry.item as Extract<StreamItem, { type: 'command' }>).command.name);
    expect(commands).toEqual(['/compress']);
  });

  it('counts tokens per assistant record, the cached ones apart, and takes the working folder from the records', async () => {
    const { analysis } = await collectItems(CHAT);
    const session = analysis.sessions.get(SESSION)!;
    expect(session.cwd).toBe(SHOP);
    expect(session.tokens).toEqual({ input: 16300, output: 470, cacheCreation: 0, cacheRead: 90600 });
    expect(analysis.itemProblems.count).toBe(0);
  });

  it('reads a sub-agent’s sidechain records as a stream of its own', async () => {
    const { items } = await collectItems(CHAT);
    expect(calls(items, 'explore-7f3c').map((call) => [call.tool, call.result?.isError])).toEqual([['Glob', false]]);
  });
});

describe('Qwen Code lines', () => {
  beforeAll(async () => {
    await loadLogFormats();
  });
  const base = { uuid: 'u1', parentUuid: null, sessionId: 's', timestamp: '2026-01-01T00:00:00.000Z', cwd: '/p', version: '0.3.0' };

  it.each([
    ['a user record', { ...base, type: 'user', message: { role: 'user', parts: [{ text: 'hi' }] } }, 'qwen-code'],
    ['a tool_result record', { ...base, type: 'tool_result', toolCallResult: { callId: 'c', status: 'success' } }, 'qwen-code'],
    ['a system record', { ...base, type: 'system', subtype: 'ui_telemetry', systemPayload: { uiEvent: {} } }, 'qwen-code'],
    ['a Claude Code user line', { ...base, type: 'user', isSidechain: false, userType: 'external', message: { role: 'user', content: 'hi' } }, 'claude-code'],
    ['a Claude Code system line', { ...base, type: 'system', subtype: 'compact_boundary', content: 'Conversation compacted' }, 'claude-code'],
  ])('%s is read as %s', (_name, line, format) => {
    expect(detectFormat(line)?.id).toBe(format);
  });

  function chat(lines: unknown[]): string {
    const file = join(mkdtempSync(join(tmpdir(), 'tip-miner-qwen-')), 'chat.jsonl');
    writeFileSync(file, lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n') + '\n');
    return file;
  }
  const assistant = (parts: unknown, uuid = 'a1') => ({ ...base, uuid, type: 'assistant', message: { role: 'model', parts } });
  const first = { ...base, uuid: 'u0', type: 'user', message: { role: 'user', parts: [{ text: 'go' }] } };
  const ok = assistant([{ functionCall: { id: 'ok', name: 'glob', args: { pattern: '*' } } }], 'a9');

  it.each([
    ['a line that is not JSON', '{"uuid": ', 0, 1],
    ['a record of an unknown type', { ...base, type: 'robot' }, 1, 0],
    ['parts that are no array', assistant('text'), 1, 0],
    ['a call without id or name', assistant([{ functionCall: { args: {} } }]), 2, 0],
    ['args of the wrong type', assistant([{ functionCall: { id: 'c', name: 'read_file', args: 'a.ts' } }]), 1, 0],
    ['a result without a call id', { ...base, type: 'tool_result', message: { role: 'user', parts: [] } }, 1, 0],
  ])('%s: a named problem, the rest read', async (_name, bad, itemProblems, malformed) => {
    const { items, analysis } = await collectItems(chat([first, bad, ok]));
    expect(analysis.itemProblems.count).toBe(itemProblems);
    expect(analysis.read.malformedLines).toBe(malformed);
    expect(calls(items).at(-1)?.rawTool).toBe('glob');
  });

  it('prototype-member names as tool names and call ids are names', async () => {
    const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
    const { items } = await collectItems(chat([first, assistant(names.map((name) => ({ functionCall: { id: name, name, args: {} } })))]));
    expect(calls(items).map((call) => [call.id, call.tool])).toEqual(names.map((name) => [name, name]));
  });

  it.each([
    ['edit', { file_path: '/p/a.ts', old_string: 'a', new_string: 'b' }, 'Edit'],
    ['replace', { file_path: '/p/a.ts' }, 'Edit'],
    ['agent', { description: 'd', prompt: 'p', subagent_type: 'Explore' }, 'Task'],
    ['task', { description: 'd', prompt: 'p' }, 'Task'],
    ['search_file_content', { pattern: 'x', path: '/p' }, 'Grep'],
    ['list_directory', { path: '/p' }, 'list_directory'],
  ])('%s is %s', (name, args, kind) => {
    expect(canonicalCall(QWEN_TOOL_KINDS, name, args).tool).toBe(kind);
  });

  it('a tool its approval mode excludes is a denied call, not a failure', () => {
    expect(resultFacts('error', [], 'not allowed', 'execution_denied').refusal?.kind).toBe('denied');
    expect(resultFacts('error', [], 'not found', 'edit_no_occurrence_found').refusal).toBeUndefined();
  });
});

describe('Qwen Code locations', () => {
  it.each([
    [{}, [['/home/ana/.qwen/projects', 'Qwen Code']]],
    [
      { QWEN_RUNTIME_DIR: '/srv/qwen-run', QWEN_HOME: '/srv/qwen' },
      [
        ['/srv/qwen-run/projects', 'Qwen Code, $QWEN_RUNTIME_DIR'],
        ['/home/ana/.qwen/projects', 'Qwen Code'],
      ],
    ],
    [
      { QWEN_HOME: '~/alt-qwen' },
      [
        ['/home/ana/alt-qwen/projects', 'Qwen Code, $QWEN_HOME'],
        ['/home/ana/.qwen/projects', 'Qwen Code'],
      ],
    ],
    [
      { QWEN_RUNTIME_DIR: 'runtime' },
      [
        ['/home/ana/runtime/projects', 'Qwen Code, $QWEN_RUNTIME_DIR'],
        ['/home/ana/.qwen/projects', 'Qwen Code'],
      ],
    ],
  ])('%j', (env, expected) => {
    expect(qwenCodeAgent.locations({ env, homeDir: '/home/ana', platform: 'linux' }).map(({ path, source }) => [path, source])).toEqual(expected);
  });
});
