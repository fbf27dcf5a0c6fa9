/**
 * Cursor's two logs (docs/log-formats.md, Cursor): the agent transcripts (fixtures/formats/cursor/projects/…) and
 * the editor's state.vscdb (built from fixtures/formats/cursor/state-vscdb-rows.json, the rows as Cursor writes
 * them): events, tool kinds, failures vs refusals, human turns vs injected text, tokens, sub-agent streams, the
 * working folder, bad input, and the places per platform.
 */
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../../../src/analyze/file-analysis.js';
import { cursorAgent } from '../../../src/ingest/formats/cursor/agent.js';
import { cursorCall } from '../../../src/ingest/formats/cursor/tools.js';
import { cursorTimestamp, readUserText } from '../../../src/ingest/formats/cursor/user-text.js';
import { cursorSlug } from '../../../src/ingest/formats/cursor/workspace.js';
import { documentFormatIdOf } from '../../../src/ingest/formats/index.js';
import { calls, collectItems, userTurns } from '../../helpers/collect.js';
import { repoRoot } from '../../helpers/paths.js';
import { stateDbPath, writeStateDb } from '../../formats/writers/cursor.js';

/** The brief's place for a format's fixtures (tests/fixtures/formats/<id>/). */
const FIXTURES = join(repoRoot, 'tests', 'fixtures', 'formats', 'cursor');
const SESSION = '3f2a9c4e-5b1d-4e7f-8a6b-1c2d3e4f5a6b';
const CHILD = '7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e';
const TRANSCRIPTS = join(FIXTURES, 'projects', 'home-dev-projects-shop-app', 'agent-transcripts');
const MAIN = join(TRANSCRIPTS, SESSION, `${SESSION}.jsonl`);
const SUBAGENT = join(TRANSCRIPTS, SESSION, 'subagents', `${CHILD}.jsonl`);
const CHAT = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const SUB_CHAT = '6a7b8c9d-0e1f-4a2b-b3c4-d5e6f7a8b9c0';

function fixtureDb(rows = JSON.parse(readFileSync(join(FIXTURES, 'state-vscdb-rows.json'), 'utf8')) as Array<{ key: string; value: string | null }>) {
  const file = stateDbPath(mkdtempSync(join(tmpdir(), 'tip-miner-cursor-')));
  writeStateDb(file, rows);
  return file;
}

/** A transcript of `lines` (JSON texts) in the agent's layout, under a made-up home. */
function transcript(lines: string[], slug = 'home-dev-app'): string {
  const id = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
  const file = join(mkdtempSync(join(tmpdir(), 'tip-miner-cursor-')), '.cursor', 'projects', slug, 'agent-transcripts', id, `${id}.jsonl`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, lines.join('\n'));
  return file;
}

describe('Cursor agent transcripts', () => {
  it('reads every call, normalised to the detectors’ kinds, with the agent’s own name and fields', async () => {
    const { items } = await collectItems(MAIN);
    expect(calls(items).map((call) => [call.rawTool, call.tool, call.input.file_path ?? call.input.pattern ?? call.input.command])).toEqual([
      ['Glob', 'Glob', 'src/**/*.py'],
      ['Grep', 'Grep', 'def cart_total'],
      ['Shell', 'Bash', 'grep -rn "cart_total" src'],
      ['ReadFile', 'Read', '/home/dev/projects/shop_app/src/cart/total.py'],
      ['Read', 'Read', '/home/dev/projects/shop_app/src/cart/items.py'],
      ['StrReplace', 'Edit', '/home/dev/projects/shop_app/src/cart/total.py'],
      ['ApplyPatch', 'Edit', '/home/dev/projects/shop_app/src/cart/total.py'],
      ['Subagent', 'Task', undefined],
      ['Shell', 'Bash', 'pnpm test'],
    ]);
    const [glob, grep, , , read] = calls(items);
    expect(glob?.input).toMatchObject({ pattern: 'src/**/*.py', path: '/home/dev/projects/shop_app', glob_pattern: 'src/**/*.py' });
    expect(grep?.input).toMatchObject({ pattern: 'def cart_total', path: '/home/dev/projects/shop_app/src' });
    expect(read?.input).toMatchObject({ offset: 1, limit: 120 });
    // the text and the calls of one record are one message; a call has no result (Cursor writes none)
    expect(calls(items).every((call) => call.result === undefined)).toBe(true);
  });

  it('human turns are the typed queries; the harness’s continuations and attachment preambles are not', async () => {
    const { items } = await collectItems(MAIN);
    expect(userTurns(items).map((turn) => [turn.text, turn.timestamp])).toEqual([
      ['The cart total is off by a cent. Find where it is computed and fix the rounding.', '2026-03-02T09:00:00.000Z'],
      ["No, don't use npm in this repo, always use pnpm. Run pnpm test instead.", '2026-03-02T09:06:00.000Z'],
    ]);
    // the records after a query take its time (assistant records carry none)
    expect(calls(items).at(0)?.timestamp).toBe('2026-03-02T09:00:00.000Z');
    expect(items.filter((entry) => entry.item.type === 'interrupt')).toHaveLength(1);
  });

  it('the session is the folder’s id, its working folder the tool paths’ folder whose slug is the project folder’s name', async () => {
    const { analysis } = await collectItems(MAIN);
    const session = analysis.sessions.get(SESSION);
    expect(session?.cwd).toBe('/home/dev/projects/shop_app');
    expect(analysis.format).toBe('cursor');
  });

  it('a sub-agent transcript is a stream of its parent session; its user record is the parent’s prompt, no human turn', async () => {
    const { analysis, items } = await collectItems(SUBAGENT);
    expect([...analysis.sessions.keys()]).toEqual([SESSION]);
    expect(analysis.sessions.get(SESSION)?.streams.get(CHILD)?.layout).toBe('subagents-folder');
    expect(userTurns(items)).toEqual([]);
    // a name with an argument written into it is read up to its line break
    expect(calls(items, CHILD).map((call) => call.tool)).toEqual(['Grep']);
  });

  it.each([
    ['a record of unknown kind', '{"kind":"note","text":"x"}', /neither a string role nor type "turn_ended"/],
    ['a role record without content', '{"role":"assistant","message":{"content":7}}', /without message.content/],
    ['an unknown role', '{"role":"system","message":{"content":[]}}', /role other than user or assistant/],
    ['a tool_use without a name', '{"role":"assistant","message":{"content":[{"type":"tool_use","name":5,"input":{}}]}}', /without a string name/],
    [
      'an input of the wrong type',
      '{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Shell","input":[1]}]}}',
      /neither an object nor a string/,
    ],
    ['a turn_ended without a status', '{"type":"turn_ended","status":1}', /without a string status/],
  ])('%s is a named problem; the run goes on', async (_, bad, message) => {
    const good = '{"role":"assistant","message":{"content":[{"type":"tool_use","name":"Shell","input":{"command":"ls"}}]}}';
    const file = transcript([good, bad, good]);
    const { analysis, items } = await collectItems(file);
    expect(analysis.itemProblems.problems.map((problem) => problem.message)).toEqual([expect.stringMatching(message)]);
    expect(calls(items).filter((call) => call.input.command === 'ls')).toHaveLength(2);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('a tool named %s is a name', async (name) => {
    const file = transcript([JSON.stringify({ role: 'assistant', message: { content: [{ type: 'tool_use', name, input: { __proto__: 1, path: '/x' } }] } })]);
    const { items } = await collectItems(file);
    expect(calls(items).map((call) => [call.tool, call.rawTool])).toEqual([[name, name]]);
  });

  it('a window with no folder (an epoch-number project) has no working folder', async () => {
    const file = transcript(
      ['{"role":"assistant","message":{"content":[{"type":"tool_use","name":"ReadFile","input":{"path":"/tmp/a.txt"}}]}}'],
      '1769488977462',
    );
    const { analysis } = await collectItems(file);
    expect([...analysis.sessions.values()][0]?.cwd).toBeUndefined();
  });
});

describe('Cursor editor database (state.vscdb)', () => {
  it('reads a chat’s messages in its headers’ order: calls with outcomes, failures vs refusals', async () => {
    const { items, analysis } = await collectItems(fixtureDb());
    expect(analysis.format).toBe('cursor');
    expect(calls(items).map((call) => [call.rawTool, call.tool, call.id, call.result?.isError, call.result?.refusal?.kind])).toEqual([
      ['run_terminal_cmd', 'Bash', 'toolu_01', false, undefined],
      ['read_file', 'Read', 'toolu_02', false, undefined],
      ['search_replace', 'Edit', 'toolu_03', true, undefined],
      ['search_replace', 'Edit', 'toolu_04', false, undefined],
      ['run_terminal_cmd', 'Bash', 'toolu_05', true, 'rejected'],
      ['run_terminal_cmd', 'Bash', 'toolu_06', true, undefined],
      ['task_v2', 'Task', 'toolu_07', false, undefined],
      ['run_terminal_cmd', 'Bash', 'toolu_08', true, 'cancelled'],
    ]);
    const [, read, failedEdit, , , failedTests] = calls(items);
    expect(read?.input).toMatchObject({ file_path: 'src/cart/total.py', offset: 1, limit: 250 });
    expect(failedEdit?.result?.errorText).toBe('The string to replace was not found in the file.');
    expect(failedTests?.result?.errorText).toContain('Missing script');
  });

  it('the chat is the session: its workspace, its human turns, its tokens; a sub-agent chat is a stream of its parent', async () => {
    const { items, analysis } = await collectItems(fixtureDb());
    expect([...analysis.sessions.keys()]).toEqual([CHAT]);
    const session = analysis.sessions.get(CHAT)!;
    expect(session.cwd).toBe('/home/dev/projects/shop');
    expect(session.tokens).toEqual({ input: 4240, output: 57, cacheCreation: 0, cacheRead: 0 });
    expect(userTurns(items).map((turn) => [turn.text, turn.timestamp])).toEqual([
      ['Find where the cart total is computed and fix the rounding.', '2026-03-02T09:00:00.000Z'],
      ["No, don't use npm in this repo, always use pnpm.", '2026-03-02T09:00:09.000Z'],
    ]);
    expect(session.streams.get(SUB_CHAT)?.layout).toBe('spawned-thread');
    expect(calls(items, SUB_CHAT).map((call) => [call.tool, call.input.pattern])).toEqual([['Grep', 'round\\(']]);
  });

  const CHAT_KEY = `composerData:${CHAT}`;
  it.each([
    ['a chat value that is no JSON', (rows: Row[]) => rows.map((row) => (row.key === CHAT_KEY ? { ...row, value: '{oops' } : row)), /not JSON/],
    ['a chat value that is no object', (rows: Row[]) => rows.map((row) => (row.key === CHAT_KEY ? { ...row, value: '[1]' } : row)), /no JSON object/],
    [
      'headers that are no array',
      (rows: Row[]) =>
        rows.map((row) => (row.key === CHAT_KEY ? { ...row, value: JSON.stringify({ ...JSON.parse(row.value!), fullConversationHeadersOnly: 'x' }) } : row)),
      /no array/,
    ],
    [
      'a message of an unknown type',
      (rows: Row[]) => rows.map((row) => (row.key.endsWith('00000002-aaaa-4bbb-8ccc-000000000002') ? { ...row, value: '{"type":9}' } : row)),
      /neither type 1/,
    ],
  ])('%s: one problem, the other chats read', async (_, change, message) => {
    // the header of bubble 2 says its type: the bad message case needs the header to say nothing
    const rows = change(readRows()).map((row) =>
      row.key === CHAT_KEY && row.value?.startsWith('{"_v"')
        ? {
            ...row,
            value: row.value.replace('"bubbleId":"00000002-aaaa-4bbb-8ccc-000000000002","type":2', '"bubbleId":"00000002-aaaa-4bbb-8ccc-000000000002"'),
          }
        : row,
    );
    const { analysis } = await collectItems(fixtureDb(rows));
    expect([...analysis.read.problems, ...analysis.itemProblems.problems].map((problem) => problem.message)).toContainEqual(expect.stringMatching(message));
    expect(analysis.sessions.size).toBeGreaterThan(0);
  });

  it('a database without the table is one problem, not a crash', async () => {
    const file = stateDbPath(mkdtempSync(join(tmpdir(), 'tip-miner-cursor-')));
    writeStateDb(file, []);
    const Database = (await import('better-sqlite3')).default;
    const db = new Database(file);
    db.exec('DROP TABLE cursorDiskKV');
    db.close();
    const analysis = await analyzeFile(file);
    expect(analysis.read.problems.map((problem) => problem.message)).toEqual([expect.stringMatching(/no cursorDiskKV table/)]);
  });

  it.each(['__proto__', 'constructor'])('a chat and a tool named %s are data', async (name) => {
    const rows: Row[] = [
      { key: `composerData:${name}`, value: JSON.stringify({ composerId: name, fullConversationHeadersOnly: [{ bubbleId: name, type: 2 }] }) },
      {
        key: `bubbleId:${name}:${name}`,
        value: JSON.stringify({ type: 2, toolFormerData: { name, toolCallId: name, status: 'completed', rawArgs: '{"__proto__":{"x":1}}' } }),
      },
    ];
    const { items, analysis } = await collectItems(fixtureDb(rows));
    expect([...analysis.sessions.keys()]).toEqual([name]);
    expect(calls(items).map((call) => [call.tool, call.id])).toEqual([[name, name]]);
  });
});

type Row = { key: string; value: string | null };
function readRows(): Row[] {
  return JSON.parse(readFileSync(join(FIXTURES, 'state-vscdb-rows.json'), 'utf8')) as Row[];
}

describe('Cursor pieces', () => {
  it.each([
    ['Friday, May 8, 2026, 6:05 AM (UTC+5:30)', '2026-05-08T00:35:00.000Z'],
    ['Tuesday, Jun 23, 2026, 11:19 AM (UTC-4)', '2026-06-23T15:19:00.000Z'],
    ['Monday, Mar 2, 2026, 12:00 AM', '2026-03-02T00:00:00.000Z'],
    ['Monday, Mar 2, 2026, 12:30 PM (UTC)', '2026-03-02T12:30:00.000Z'],
    ['Feb 31, 2026, 1:00 PM', undefined],
    ['yesterday', undefined],
  ])('reads the timestamp %s with its own offset', (text, iso) => {
    expect(cursorTimestamp(text)).toBe(iso);
  });

  it.each([
    ['<timestamp>Monday, Mar 2, 2026, 2:30 PM (UTC+5:30)</timestamp>\n<user_query>\nfix <module> import\n</user_query>', 'fix <module> import', false],
    [
      '<user_query>Briefly inform the user about the task result and perform any follow-up actions (if needed).</user_query>',
      'Briefly inform the user about the task result and perform any follow-up actions (if needed).',
      true,
    ],
    ['plain text without tags', 'plain text without tags', false],
  ])('user text %j', (raw, text, injected) => {
    expect(readUserText(raw)).toMatchObject({ text, injected });
  });

  it.each([
    ['/Users/me/my_app', 'Users-me-my-app'],
    ['/Users/me/dp-2.0', 'Users-me-dp-2-0'],
    ['c:\\Programm', 'c-Programm'],
  ])('slug of %s', (path, slug) => {
    expect(cursorSlug(path)).toBe(slug);
  });

  it.each([
    ['Shell', { command: 'ls', working_directory: '/w' }, 'Bash', { command: 'ls' }],
    ['ReadFile', { path: '/w/a.ts', offset: 10, limit: 20 }, 'Read', { file_path: '/w/a.ts', offset: 10, limit: 20 }],
    ['read_file', { target_file: 'a.ts', should_read_entire_file: true, start_line_one_indexed: 1 }, 'Read', { file_path: 'a.ts' }],
    ['grep_search', { query: 'foo', include_pattern: '*.ts' }, 'Grep', { pattern: 'foo', glob: '*.ts' }],
    ['codebase_search', { query: 'where is auth', target_directories: ['src'] }, 'Grep', { pattern: 'where is auth', path: 'src' }],
    ['file_search', { query: 'total.py' }, 'Glob', { pattern: 'total.py' }],
    ['Glob', { target_directory: '/w', glob_pattern: '*.md' }, 'Glob', { pattern: '*.md', path: '/w' }],
    ['StrReplace', { path: '/w/a.ts', old_string: 'a', new_string: 'b' }, 'Edit', { file_path: '/w/a.ts' }],
    ['edit_file', { target_file: 'a.ts', code_edit: 'x' }, 'Edit', { file_path: 'a.ts' }],
    ['run_terminal_command_v2', { command: 'make' }, 'Bash', { command: 'make' }],
    ['Write', { path: '/w/n.txt', contents: 'x' }, 'Write', { file_path: '/w/n.txt' }],
    ['Subagent', { description: 'd', prompt: 'p', subagent_type: 'explore' }, 'Task', { description: 'd', prompt: 'p' }],
    ['Delete', { path: '/w/a.ts' }, 'Delete', { path: '/w/a.ts' }],
  ])('%s is %s', (name, input, tool, expected) => {
    const call = cursorCall(name, input);
    expect(call.tool).toBe(tool);
    expect(call.input).toMatchObject(expected);
  });

  it('an ApplyPatch string input names the patched files', () => {
    const call = cursorCall('ApplyPatch', '*** Begin Patch\n*** Add File: /w/a.ts\n+x\n*** Update File: /w/b.ts\n*** End Patch');
    expect(call).toMatchObject({ tool: 'Edit', input: { file_path: '/w/a.ts', file_paths: ['/w/a.ts', '/w/b.ts'] } });
  });
});

describe('Cursor places', () => {
  const host = (platform: NodeJS.Platform, env: Record<string, string> = {}) => ({ homeDir: '/home/dev', env, platform });
  it.each([
    ['linux', {}, '/home/dev/.config/Cursor/User/globalStorage/state.vscdb'],
    ['linux', { XDG_CONFIG_HOME: '/cfg' }, '/cfg/Cursor/User/globalStorage/state.vscdb'],
    ['linux', { XDG_CONFIG_HOME: 'relative' }, '/home/dev/.config/Cursor/User/globalStorage/state.vscdb'],
    ['darwin', {}, '/home/dev/Library/Application Support/Cursor/User/globalStorage/state.vscdb'],
    ['win32', { APPDATA: '/appdata' }, '/appdata/Cursor/User/globalStorage/state.vscdb'],
    ['win32', {}, '/home/dev/AppData/Roaming/Cursor/User/globalStorage/state.vscdb'],
  ] as const)('%s %j: the transcripts and the editor database', (platform, env, database) => {
    expect(cursorAgent.locations(host(platform, env)).map((location) => location.path)).toEqual(['/home/dev/.cursor/projects', database]);
  });

  it('takes the editor database as its document, and no other state.vscdb or database', () => {
    expect(documentFormatIdOf('/home/dev/.config/Cursor/User/globalStorage/state.vscdb')).toBe('cursor');
    expect(documentFormatIdOf('C:\\Users\\dev\\AppData\\Roaming\\Cursor\\User\\globalStorage\\state.vscdb')).toBe('cursor');
    for (const other of [
      '/home/dev/.config/Code/User/globalStorage/state.vscdb',
      '/home/dev/.config/Cursor/User/globalStorage/state.vscdb.backup',
      '/home/dev/.config/Cursor/User/workspaceStorage/abc/state.vscdb',
      '/p/app.db',
    ]) {
      expect(documentFormatIdOf(other)).toBeUndefined();
    }
  });
});
