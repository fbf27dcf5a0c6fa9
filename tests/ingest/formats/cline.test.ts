/**
 * Cline, Roo Code and Kilo Code tasks (tests/fixtures/formats/cline, written as the extensions write them):
 * XML and native tool calls, Roo Code's {version: 2} envelope and subtasks, failures against refusals, human
 * turns against the harness's text, tokens, bad input, and the extensions' places per platform.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clineAgent } from '../../../src/ingest/formats/cline/agent.js';
import { documentFormatIdOf } from '../../../src/ingest/formats/index.js';
import type { Host } from '../../../src/util/host.js';
import { calls, collectItems, userTurns } from '../../helpers/collect.js';
import { repoRoot } from '../../helpers/paths.js';

const FIXTURES = join(repoRoot, 'tests/fixtures/formats/cline');
const task = (layout: string, id: string) => join(FIXTURES, layout, 'tasks', id, 'api_conversation_history.json');

const CLINE_XML = task('cline-xml', '1772442000000');
const CLINE_NATIVE = task('cline-native', '1772449200000');
const ROO_PARENT_ID = '0b7d3c1e-4f2a-4c8b-9e6d-2a1f5c7b8e90';
const ROO_CHILD_ID = '6e2f9a4b-8c1d-4e7f-a3b5-c9d0e1f2a3b4';
const ROO_V2 = task('roo-v2', '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d');

/** A call as the test compares it: kind, the agent's name, the canonical input read, and how it ended. */
function summary(call: ReturnType<typeof calls>[number]) {
  const { file_path: file, command, pattern, offset, limit } = call.input;
  // a search's folder (a read or an edit keeps the agent's own relative `path` beside its file_path)
  const path = call.tool === 'Grep' || call.tool === 'Glob' ? call.input.path : undefined;
  const input = Object.fromEntries(Object.entries({ file, command, pattern, path, offset, limit }).filter(([, value]) => value !== undefined));
  const result = call.result;
  const outcome = result === undefined ? 'none' : result.refusal ? `refused:${result.refusal.kind}` : result.isError ? 'failed' : 'ok';
  return [call.tool, call.rawTool, input, outcome];
}

describe('Cline / Roo Code / Kilo Code adapter', () => {
  it.each([
    [
      'Cline, XML tool uses in the text',
      CLINE_XML,
      [
        ['Grep', 'search_files', { pattern: 'def cart_total', path: '/home/dev/projects/shop/src' }, 'ok'],
        ['Read', 'read_file', { file: '/home/dev/projects/shop/src/cart/total.py' }, 'ok'],
        ['Bash', 'execute_command', { command: 'grep -rn "round(" src' }, 'ok'],
        ['Edit', 'replace_in_file', { file: '/home/dev/projects/shop/src/cart/total.py' }, 'failed'],
        // the second tool of one message is never run
        ['Read', 'read_file', { file: '/home/dev/projects/shop/src/cart/tax.py' }, 'refused:cancelled'],
        ['Edit', 'replace_in_file', { file: '/home/dev/projects/shop/src/cart/total.py' }, 'refused:rejected'],
        ['ask_followup_question', 'ask_followup_question', {}, 'ok'],
        ['attempt_completion', 'attempt_completion', {}, 'ok'],
      ],
    ],
    [
      'Cline, native tool_use and tool_result',
      CLINE_NATIVE,
      [
        ['Glob', 'list_files', { pattern: '**', path: '/home/dev/projects/shop/src/cart' }, 'ok'],
        ['Read', 'read_file', { file: '/home/dev/projects/shop/src/cart/receipt.py' }, 'ok'],
        // blocked by .clineignore: a denial no person made
        ['Read', 'read_file', { file: '/home/dev/projects/shop/config/.env' }, 'refused:denied'],
        ['Write', 'write_to_file', { file: '/home/dev/projects/shop/src/cart/receipt.py' }, 'ok'],
        ['Bash', 'execute_command', { command: 'python -m pytest tests/test_receipt.py' }, 'ok'],
        ['Task', 'new_task', {}, 'ok'],
      ],
    ],
    [
      'Roo Code, native calls with ts, a subtask opened',
      task('roo', ROO_PARENT_ID),
      [
        ['Grep', 'codebase_search', { pattern: 'where the cart total is rounded', path: '/home/dev/projects/shop/src' }, 'ok'],
        ['Task', 'new_task', {}, 'ok'],
        // a command's non-zero exit code
        ['Bash', 'execute_command', { command: 'pytest -q' }, 'failed'],
        // {"status":"denied","feedback":…}
        ['Write', 'write_to_file', { file: '/home/dev/projects/shop/tests/test_total.py' }, 'refused:rejected'],
      ],
    ],
    [
      "Roo Code's {version: 2} envelope: tool-call parts and tool messages",
      ROO_V2,
      [
        ['Read', 'read_file', { file: '/home/dev/projects/shop/src/cart/discounts.py', offset: 1, limit: 80 }, 'ok'],
        ['Grep', 'search_files', { pattern: 'discount_for\\(', path: '/home/dev/projects/shop/src' }, 'ok'],
        ['Bash', 'execute_command', { command: 'cat src/cart/total.py' }, 'failed'],
        ['ask_followup_question', 'ask_followup_question', {}, 'ok'],
      ],
    ],
  ])('%s: calls, kinds and outcomes', async (_name, file, expected) => {
    const { items } = await collectItems(file);
    expect(calls(items).map(summary)).toEqual(expected);
  });

  it.each([
    [
      'Cline XML',
      CLINE_XML,
      [
        'The cart total is off by a cent. Find where it is computed and fix the rounding.',
        'No, use Decimal quantize instead of float rounding.',
        'Yes, and run them with pytest.',
        'Keep going, but leave the tests alone for now.',
        'The receipt still shows three decimals.',
      ],
    ],
    ['Cline native', CLINE_NATIVE, ['Add a tax line to the receipt.', 'Put the tax line before the total, please.']],
    ['Roo Code', task('roo', ROO_PARENT_ID), ['Make the cart total round to cents, then run the tests.', 'Do not weaken the test; fix the code.']],
    // the subtask's <task> is its parent's message; the approval's feedback is the human's
    ['a Roo Code subtask', task('roo', ROO_CHILD_ID), ['Good, keep the import at the top.']],
    // the condensed summary (isSummary) is no human's
    ['Roo Code v2', ROO_V2, ['Why does the discount apply twice?', 'items.py']],
  ])('%s: human turns are the wrapped texts only (never environment_details, results or notices)', async (_name, file, expected) => {
    const { items } = await collectItems(file);
    expect(userTurns(items).map((turn) => turn.text)).toEqual(expected);
  });

  it('a rejection keeps the reason the user typed; a failed edit keeps its error text', async () => {
    const { items } = await collectItems(CLINE_XML);
    const edits = calls(items).filter((call) => call.tool === 'Edit');
    expect(edits[0]?.result?.errorText).toMatch(/^The tool execution failed with the following error:\n<error>\nThe SEARCH block/);
    expect(edits[1]?.result?.refusal).toEqual({ kind: 'rejected', reason: 'No, use Decimal quantize instead of float rounding.' });
  });

  it('reads the task folder, times from the chat, tokens from api_req_started and the interrupt of a cancelled reply', async () => {
    const { items, analysis } = await collectItems(CLINE_XML);
    const session = analysis.sessions.get('1772442000000')!;
    expect(session.cwd).toBe('/home/dev/projects/shop');
    expect(session.tokens).toEqual({ input: 24, output: 725, cacheCreation: 15612, cacheRead: 93130 });
    expect(calls(items)[0]?.timestamp).toBe('2026-03-02T09:00:02.300Z');
    expect(items.filter((entry) => entry.item.type === 'interrupt')).toHaveLength(1);
    expect(items.filter((entry) => entry.item.type === 'agent-text').map((entry) => (entry.item as { text: string }).text)).toContain(
      'Should I also update the tests in tests/test_total.py?',
    );
  });

  it('a Roo Code subtask is a stream of its root task, linked to the new_task call that opened it', async () => {
    const parent = await collectItems(task('roo', ROO_PARENT_ID));
    const child = await collectItems(task('roo', ROO_CHILD_ID));
    const newTask = calls(parent.items).find((call) => call.rawTool === 'new_task')!;
    expect(newTask.result?.agentId).toBe(ROO_CHILD_ID);
    expect([...parent.analysis.sessions.get(ROO_PARENT_ID)!.subagentLinks]).toEqual([[ROO_CHILD_ID, newTask.id]]);
    const childSession = child.analysis.sessions.get(ROO_PARENT_ID)!;
    expect([...childSession.streams.keys()]).toEqual([ROO_CHILD_ID]);
    expect(childSession.streams.get(ROO_CHILD_ID)?.layout).toBe('spawned-thread');
    expect(calls(child.items, ROO_CHILD_ID).map(summary)).toEqual([
      ['Read', 'read_file', { file: '/home/dev/projects/shop/src/cart/total.py', offset: 1, limit: 7 }, 'ok'],
      ['Edit', 'apply_diff', { file: '/home/dev/projects/shop/src/cart/total.py' }, 'failed'],
      ['Edit', 'apply_diff', { file: '/home/dev/projects/shop/src/cart/total.py' }, 'ok'],
      ['attempt_completion', 'attempt_completion', {}, 'none'],
    ]);
    // a partial api_req_started carries no counts yet
    expect(parent.analysis.sessions.get(ROO_PARENT_ID)!.tokens).toEqual({ input: 41, output: 812, cacheCreation: 15020, cacheRead: 60310 });
  });

  it.each([
    ['a document cut while being written', '1772470800000', ['api_conversation_history.json is not valid JSON (cut while being written?); not read']],
    [
      'a document of the wrong shape',
      '1772470800001',
      ['api_conversation_history.json is neither an array of messages nor a {"version": 2, "messages": [...]} envelope'],
    ],
    [
      'siblings of the wrong shape',
      '1772470800002',
      ['history_item.json is not an object; ignored', 'ui_messages.json is not an array; its times and token counts are not read'],
    ],
  ])('%s: one named problem each, no throw', async (_name, id, problems) => {
    const { analysis } = await collectItems(task('bad', id));
    expect(analysis.format).toBe('cline');
    expect(analysis.read.problems.map((problem) => problem.message)).toEqual(problems);
  });

  it('bad items are named problems; prototype-member names are ordinary names; the run goes on', async () => {
    const { items, analysis } = await collectItems(task('bad', '1772470800002'));
    expect(analysis.itemProblems.problems.map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '2: message 2 is not an object; skipped',
      '3: message 3 has an unknown role; skipped',
      '4: message 4 has no string or array content; skipped',
      '5: message 5: a tool_use input is not an object; read as empty',
      '5: message 5: a tool_use without a string name; counted as "unknown"',
      '5: message 5: a tool_use without a string id; its result cannot be joined',
      '5: message 5: an unknown content block type; skipped',
      '5: message 5: a content block without a type; skipped',
      '6: message 6: a tool_result for no call of this task; skipped',
    ]);
    expect(calls(items).map((call) => [call.id, call.tool, call.result?.isError])).toEqual([
      ['constructor', '__proto__', false],
      ['toString', 'Read', false],
      ['5:1', 'unknown', undefined],
      // an unknown XML tag is text; an unknown parameter tag is no key
      ['7:1', 'Read', false],
    ]);
    expect(calls(items)[3]?.input).toEqual({ path: 'src/b.py', file_path: '/home/dev/projects/shop/src/b.py' });
    expect(Object.getPrototypeOf(calls(items)[0]?.input)).toBe(Object.prototype);
  });

  it.each([
    ['/home/u/.config/Code/User/globalStorage/saoudrizwan.claude-dev/tasks/1772442000000/api_conversation_history.json', 'cline'],
    ['C:\\Users\\u\\AppData\\Roaming\\Cursor\\User\\globalStorage\\rooveterinaryinc.roo-cline\\tasks\\x\\api_conversation_history.json', 'cline'],
    ['/p/tasks/1/ui_messages.json', undefined],
    ['/p/api_conversation_history.json', undefined],
    ['/p/tasks/api_conversation_history.json', undefined],
  ])('takes %s as a document of %s', (path, format) => {
    expect(documentFormatIdOf(path)).toBe(format);
  });
});

describe('the places of Cline, Roo Code and Kilo Code', () => {
  const host = (platform: NodeJS.Platform, homeDir: string, env: Record<string, string> = {}): Host => ({ platform, homeDir, env });

  it.each([
    ['linux', host('linux', '/home/u'), '/home/u/.config/Code/User/globalStorage/saoudrizwan.claude-dev/tasks', '/home/u/.cline/data/tasks'],
    [
      'darwin',
      host('darwin', '/Users/u'),
      '/Users/u/Library/Application Support/Code/User/globalStorage/saoudrizwan.claude-dev/tasks',
      '/Users/u/.cline/data/tasks',
    ],
    [
      'win32',
      host('win32', 'C:\\Users\\u', { APPDATA: 'D:\\Roaming' }),
      'D:\\Roaming\\Code\\User\\globalStorage\\saoudrizwan.claude-dev\\tasks',
      'C:\\Users\\u\\.cline\\data\\tasks',
    ],
    [
      'win32 without APPDATA',
      host('win32', 'C:\\Users\\u'),
      'C:\\Users\\u\\AppData\\Roaming\\Code\\User\\globalStorage\\saoudrizwan.claude-dev\\tasks',
      'C:\\Users\\u\\.cline\\data\\tasks',
    ],
  ])('%s: every editor × extension, then the CLI', (_name, machine, first, cli) => {
    const places = clineAgent.locations(machine);
    expect(places).toHaveLength(16);
    expect(places[0]).toEqual({ path: first, source: 'Cline (VS Code)' });
    expect(places.at(-1)).toEqual({ path: cli, source: 'Cline CLI' });
    expect(places.map((place) => place.source)).toEqual(
      expect.arrayContaining(['Roo Code (Cursor)', 'Kilo Code (Windsurf)', 'Cline (VSCodium)', 'Roo Code (VS Code Insiders)']),
    );
    for (const place of places.slice(0, -1)) expect(place.path).toMatch(/(saoudrizwan\.claude-dev|rooveterinaryinc\.roo-cline|kilocode\.kilo-code)[\\/]tasks$/);
  });

  it.each([
    [{ CLINE_DATA_DIR: '/srv/cline-data' }, { path: '/srv/cline-data/tasks', source: 'Cline CLI, $CLINE_DATA_DIR' }],
    [{ CLINE_DIR: 'state/cline' }, { path: '/home/u/state/cline/data/tasks', source: 'Cline CLI, $CLINE_DIR' }],
    [
      { CLINE_DIR: '/opt/cline', CLINE_DATA_DIR: '/srv/d' },
      { path: '/srv/d/tasks', source: 'Cline CLI, $CLINE_DATA_DIR' },
    ],
    [{ CLINE_DIR: '' }, { path: '/home/u/.cline/data/tasks', source: 'Cline CLI' }],
  ])('the CLI under %j', (env, expected) => {
    expect(clineAgent.locations(host('linux', '/home/u', env)).at(-1)).toEqual(expected);
  });
});
