/**
 * Gemini CLI chats (docs/log-formats.md, Gemini CLI), on fixtures written as its ChatRecordingService writes them
 * (tests/fixtures/formats/gemini-cli/.gemini): a current JSON-lines chat whose messages are appended again each time
 * they change, a sub-agent's chat under its parent's id, and a `.json` document of the versions before.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../src/analyze/analyze.js';
import { documentFormatIdOf } from '../../../src/ingest/formats/index.js';
import { geminiCliAgent } from '../../../src/ingest/formats/gemini-cli/agent.js';
import { canonicalCall } from '../../../src/ingest/formats/gemini-cli/tool-call.js';
import { GEMINI_TOOL_KINDS } from '../../../src/ingest/formats/gemini-cli/agent.js';
import { resultFacts } from '../../../src/ingest/formats/gemini-cli/tool-result.js';
import { humanText } from '../../../src/ingest/formats/gemini-cli/user-text.js';
import { repoRoot } from '../../helpers/paths.js';
import { calls, collectItems, userTurns } from '../../helpers/collect.js';

const GEMINI = join(repoRoot, 'tests/fixtures/formats/gemini-cli/.gemini');
const MAIN = join(GEMINI, 'tmp/shop/chats/session-2026-03-02T09-00-7d4c2a10.jsonl');
const MAIN_ID = '7d4c2a10-5b6e-4f81-9a2b-3c4d5e6f7a8b';
const SUB_ID = 'b2c3d4e5-6f70-4a81-9b2c-3d4e5f6a7b8c';
const SUB = join(GEMINI, 'tmp/shop/chats', MAIN_ID, `${SUB_ID}.jsonl`);
const LEGACY = join(GEMINI, 'tmp/118e6da11f34fb1f1888b7b957426fa35e48c45c753a5830d9cddf41441a25c1/chats/session-2025-08-14T10-15-3f9b1c2d.json');
const SHOP = '/home/dev/projects/shop';

describe('Gemini CLI chats', () => {
  it('reads each call once, whatever the times its message was written again, in its kind and with its outcome', async () => {
    const { items } = await collectItems(MAIN);
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
      ['Edit', 'replace', `${SHOP}/src/cart/total.py`, true, undefined],
      ['Edit', 'replace', `${SHOP}/src/cart/total.py`, false, undefined],
      ['Bash', 'run_shell_command', 'npm test', true, 'rejected'],
      ['Bash', 'run_shell_command', 'pnpm test', false, undefined],
      ['Task', 'invoke_agent', undefined, false, undefined],
      ['Bash', 'run_shell_command', 'rm -rf build', true, 'denied'],
    ]);
    const [grep, total, items80] = calls(items);
    expect(grep!.input.path).toBe(`${SHOP}/src`);
    expect([total!.input.offset, total!.input.limit]).toEqual([undefined, undefined]);
    expect([items80!.input.offset, items80!.input.limit]).toEqual([1, 80]);
    // the two reads of one gemini message are one step
    expect(total!.step).toBe(items80!.step);
  });

  it('takes the human turns, not tool results, an @-reference’s file contents, a compression summary or a message written again', async () => {
    const { items } = await collectItems(MAIN);
    expect(userTurns(items).map((turn) => turn.text)).toEqual([
      'The cart total is off by a cent on some orders. Find where it is computed and fix the rounding.',
      "No, don't use npm in this repo. Always use pnpm: run pnpm test instead.",
      'Also check how @docs/rounding.md says to round.',
      'Thanks, that is all for now.',
    ]);
  });

  it('counts each message’s tokens once (its last count), thoughts as output, and recovers the project from .project_root', async () => {
    const { analysis } = await collectItems(MAIN);
    const session = analysis.sessions.get(MAIN_ID)!;
    expect(session.tokens).toEqual({ input: 12720, output: 1547, cacheCreation: 0, cacheRead: 94150 });
    expect(session.cwd).toBe(SHOP);
    expect(analysis.itemProblems.count).toBe(0);
  });

  it('reads a sub-agent’s chat as a stream of its parent’s session, linked to the call that names it', async () => {
    const { report } = await analyze({ paths: [MAIN, SUB], jobs: 1 });
    expect(report.sessions).toBe(1);
    const [session] = report.sessionDetails;
    const sub = session!.streams.find((stream) => stream.id === SUB_ID)!;
    expect(sub.layout).toBe('subagents-folder');
    expect(sub.parentCallId).toMatch(/^invoke_agent-/);
    const { items } = await collectItems(SUB);
    expect(calls(items, SUB_ID).map((call) => [call.tool, call.result?.isError])).toEqual([
      ['Glob', false],
      ['Read', true],
    ]);
    // the sub-agent's task is its parent's prompt, not the human's
    expect(userTurns(items)).toEqual([]);
  });

  it('reads a .json chat of the versions before JSON lines, its project from trustedFolders.json', async () => {
    const { items, analysis } = await collectItems(LEGACY);
    expect(
      calls(items).map((call) => [call.tool, call.rawTool, call.input.file_path ?? call.input.pattern, call.input.path, call.input.offset, call.input.limit]),
    ).toEqual([
      ['Grep', 'search_file_content', 'def import_rows', '/home/dev/projects/ledger/ledger', undefined, undefined],
      ['Read', 'read_file', '/home/dev/projects/ledger/ledger/importer.py', undefined, 21, 40],
    ]);
    expect(userTurns(items).map((turn) => turn.text)).toEqual(['Why does the ledger import skip the last row?']);
    const session = analysis.sessions.get('3f9b1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d')!;
    expect(session.cwd).toBe('/home/dev/projects/ledger');
    expect(session.tokens).toEqual({ input: 7200, output: 312, cacheCreation: 0, cacheRead: 6100 });
  });
});

describe('Gemini CLI tool calls and results', () => {
  it.each([
    ['read_file, current', 'read_file', { file_path: '/p/a.ts', start_line: 10, end_line: 19 }, 'Read', { file_path: '/p/a.ts', offset: 10, limit: 10 }],
    ['read_file, 0-based offset', 'read_file', { absolute_path: '/p/a.ts', offset: 0, limit: 5 }, 'Read', { file_path: '/p/a.ts', offset: 1, limit: 5 }],
    ['read_file, the first name of its path', 'read_file', { path: '/p/a.ts' }, 'Read', { file_path: '/p/a.ts' }],
    ['grep_search in a folder', 'grep_search', { pattern: 'x', dir_path: '/p/src' }, 'Grep', { pattern: 'x', path: '/p/src' }],
    ['glob', 'glob', { pattern: '**/*.ts' }, 'Glob', { pattern: '**/*.ts' }],
    ['replace', 'replace', { file_path: '/p/a.ts', old_string: 'a', new_string: 'b' }, 'Edit', { file_path: '/p/a.ts' }],
    ['write_file', 'write_file', { file_path: '/p/b.ts', content: '' }, 'Write', { file_path: '/p/b.ts' }],
    ['invoke_agent', 'invoke_agent', { agent_name: 'generalist', prompt: 'go' }, 'Task', { subagent_type: 'generalist', prompt: 'go' }],
    ['a built-in agent as its own tool', 'codebase_investigator', { objective: 'map it' }, 'Task', { prompt: 'map it' }],
    ['list_directory: no kind', 'list_directory', { dir_path: '/p' }, 'list_directory', { dir_path: '/p' }],
    ['__proto__ as a tool name', '__proto__', {}, '__proto__', {}],
    ['constructor as a tool name', 'constructor', {}, 'constructor', {}],
  ])('%s', (_name, tool, args, kind, fields) => {
    const call = canonicalCall(GEMINI_TOOL_KINDS, tool, args);
    expect(call.tool).toBe(kind);
    expect(call.input).toMatchObject(fields);
  });

  it.each([
    ['success', 'success', 'output', 'ok', false, undefined],
    ['a failed replace', 'error', 'error', 'Failed to edit, 0 occurrences found for old_string in a.ts.', true, undefined],
    ['the user said no', 'cancelled', 'error', '[Operation Cancelled] Reason: User did not allow tool call', true, 'rejected'],
    ['the older wording', 'cancelled', 'error', 'User did not allow tool call run_shell_command. Reason: User cancelled.', true, 'rejected'],
    ['stopped by Esc', 'cancelled', 'error', '[Operation Cancelled] Reason: User cancelled tool execution.', true, 'cancelled'],
    ['a policy rule', 'error', 'error', 'Tool execution denied by policy. Not in this repo.', true, 'denied'],
    [
      'a headless run',
      'error',
      'error',
      'Tool execution for "Shell" requires user confirmation, which is not supported in non-interactive mode.',
      true,
      'denied',
    ],
  ])('%s', (_name, status, key, text, isError, refusal) => {
    const facts = resultFacts(status, [{ functionResponse: { id: 'c', name: 't', response: { [key]: text } } }], undefined);
    expect([facts.isError, facts.refusal?.kind, facts.bytes]).toEqual([isError, refusal, Buffer.byteLength(text)]);
    // a failure keeps its text; a refusal or a success none
    expect(facts.errorText).toBe(isError && refusal === undefined ? text : undefined);
  });

  it('a result without a function response is measured by its display text', () => {
    expect(resultFacts('success', [], 'Found 3 matches').bytes).toBe(15);
  });

  it.each([
    ['plain text', 'fix it', 'fix it'],
    ['the setup context', 'This is the Gemini CLI. We are setting up the context for our chat.\nToday is …', undefined],
    ['a compression summary', '<state_snapshot>\n<overall_goal>x</overall_goal>\n</state_snapshot>', undefined],
    ['an @-reference', 'look at @a.md\n--- Content from referenced files ---\nContent from @a.md:\nhi', 'look at @a.md'],
    ['blank', '   ', undefined],
  ])('human text of %s', (_name, text, expected) => {
    expect(humanText(text)).toBe(expected);
  });
});

describe('Gemini CLI bad input', () => {
  function chat(lines: unknown[], name = 'session-2026-01-01T00-00-aaaaaaaa.jsonl'): string {
    const chats = join(mkdtempSync(join(tmpdir(), 'tip-miner-gemini-')), '.gemini', 'tmp', 'p', 'chats');
    mkdirSync(chats, { recursive: true });
    const file = join(chats, name);
    writeFileSync(file, lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n') + '\n');
    return file;
  }
  const header = {
    sessionId: 'aaaaaaaa-0000-4000-8000-000000000000',
    projectHash: 'f'.repeat(64),
    startTime: '2026-01-01T00:00:00.000Z',
    lastUpdated: '2026-01-01T00:00:00.000Z',
  };
  const gemini = (toolCalls: unknown) => ({ id: 'm1', timestamp: '2026-01-01T00:00:01.000Z', type: 'gemini', content: '', toolCalls });

  it.each([
    ['a line that is not JSON', ['{not json'], 0, 1],
    ['a record of no known kind', [{ hello: 'world' }], 1, 0],
    ['a message of an unknown type', [{ id: 'x', type: 'robot', content: 'hi' }], 1, 0],
    ['toolCalls that is no array', [gemini('many')], 1, 0],
    ['a call that is no object', [gemini([7])], 1, 0],
    ['a call without id or name', [gemini([{ args: {}, status: 'success' }])], 2, 0],
    ['args of the wrong type', [gemini([{ id: 'c', name: 'read_file', args: 'a.ts', status: 'success' }])], 1, 0],
  ])('%s: a named problem, the rest read', async (_name, bad, itemProblems, malformed) => {
    const file = chat([header, ...bad, { ...gemini([{ id: 'ok', name: 'glob', args: { pattern: '*' }, status: 'success', result: [] }]), id: 'm2' }]);
    const { items, analysis } = await collectItems(file);
    expect(analysis.itemProblems.count).toBe(itemProblems);
    expect(analysis.read.malformedLines).toBe(malformed);
    expect(calls(items).at(-1)?.rawTool).toBe('glob');
  });

  it('a chat read whole keeps the line reader’s rules: byte-order mark, CRLF, a line too long, bytes not UTF-8, a value not an object, a last line cut', async () => {
    const ok = (id: string) => JSON.stringify({ ...gemini([{ id, name: 'glob', args: { pattern: '*' }, status: 'success', result: [] }]), id: `m-${id}` });
    const file = chat([]);
    const body = Buffer.concat([
      Buffer.from(`\uFEFF${JSON.stringify(header)}\r\n${ok('a')}\r\n`),
      Buffer.from(`${JSON.stringify({ id: 'big', type: 'info', content: 'x'.repeat(5000) })}\n`),
      Buffer.from('{"id": "bad", "type": "info", "content": "'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`"}\n[1, 2]\n${ok('b')}\n{"id": "cut", "type"`),
    ]);
    writeFileSync(file, body);
    const { items, analysis } = await collectItems(file, { read: { maxLineBytes: 2000 } });
    expect(calls(items).map((call) => call.id)).toEqual(['a', 'b']);
    expect([analysis.read.oversizeLines, analysis.read.invalidUtf8Lines, analysis.read.malformedLines]).toEqual([1, 1, 3]);
    expect(analysis.read.problems.map((problem) => problem.line)).toEqual([3, 4, 5, 7]);
  });

  it('prototype-member names as tool names and ids are names', async () => {
    const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
    const file = chat([header, gemini(names.map((name) => ({ id: name, name, args: {}, status: 'success', result: [] })))]);
    const { items } = await collectItems(file);
    expect(calls(items).map((call) => [call.id, call.tool])).toEqual(names.map((name) => [name, name]));
  });

  it('a .json chat that does not parse is one malformed problem; one that was migrated to .jsonl is not read twice', async () => {
    const broken = chat(['{"sessionId": "x", "messages": ['], 'session-2026-01-01T00-00-bbbbbbbb.json');
    const { analysis } = await collectItems(broken);
    expect(analysis.read.malformedLines).toBe(1);
    expect(analysis.read.problems[0]?.message).toMatch(/not JSON/);
    const migrated = chat(
      [JSON.stringify({ ...header, messages: [gemini([{ id: 'c', name: 'glob', args: {}, status: 'success' }])] })],
      'session-2026-01-01T00-00-cccccccc.json',
    );
    writeFileSync(`${migrated}l`, `${JSON.stringify(header)}\n`);
    const twice = await collectItems(migrated);
    expect(calls(twice.items)).toEqual([]);
  });

  it('takes its own files as documents and no ordinary JSON file', () => {
    expect(documentFormatIdOf('/h/.gemini/tmp/shop/chats/session-2026-03-02T09-00-7d4c2a10.jsonl')).toBe('gemini-cli');
    expect(documentFormatIdOf('/h/.gemini/tmp/abc/chats/session-2025-08-14T10-15-3f9b1c2d.json')).toBe('gemini-cli');
    expect(documentFormatIdOf(`/h/.gemini/tmp/shop/chats/${MAIN_ID}/${SUB_ID}.jsonl`)).toBe('gemini-cli');
    for (const path of [
      '/h/.gemini/tmp/shop/logs.json',
      '/h/.gemini/settings.json',
      '/h/.gemini/tmp/shop/checkpoint-x.json',
      '/p/chats/session-1.json',
      '/h/.gemini/projects.json',
    ]) {
      expect(documentFormatIdOf(path), path).toBeUndefined();
    }
  });
});

describe('Gemini CLI locations', () => {
  it.each([
    ['linux', {}, [['/home/ana/.gemini/tmp', 'Gemini CLI']]],
    ['darwin', {}, [['/home/ana/.gemini/tmp', 'Gemini CLI']]],
    ['linux', { GEMINI_CLI_HOME: '/srv/gemini' }, [['/srv/gemini/.gemini/tmp', 'Gemini CLI, $GEMINI_CLI_HOME']]],
    ['linux', { GEMINI_CLI_HOME: 'profiles/work' }, [['/home/ana/profiles/work/.gemini/tmp', 'Gemini CLI, $GEMINI_CLI_HOME']]],
    ['linux', { GEMINI_CLI_HOME: '' }, [['/home/ana/.gemini/tmp', 'Gemini CLI']]],
  ] as const)('%s with %j', (platform, env, expected) => {
    expect(geminiCliAgent.locations({ env, homeDir: '/home/ana', platform }).map(({ path, source }) => [path, source])).toEqual(expected);
  });
});
