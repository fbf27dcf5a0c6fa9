/** The Factory Droid adapter over fixtures written as Droid writes its sessions (tests/fixtures/formats/factory-droid/README.md). */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFile } from '../../../src/analyze/file-analysis.js';
import { factoryDroidAgent } from '../../../src/ingest/formats/factory-droid/agent.js';
import { factoryDroidFormat } from '../../../src/ingest/formats/factory-droid/index.js';
import type { StreamInfo } from '../../../src/ingest/formats/format.js';
import type { NormalizedEvent } from '../../../src/model/events.js';
import { calls, collectItems, userTurns } from '../../helpers/collect.js';
import { repoRoot } from '../../helpers/paths.js';

const DIR = join(repoRoot, 'tests/fixtures/formats/factory-droid/-home-dev-projects-shop');
const MAIN_ID = '5e1c7a2b-9d4f-4c3a-8b6e-2f1a0d9c8b7a';
const MAIN = join(DIR, `${MAIN_ID}.jsonl`);
const WORKER = join(DIR, 'a7f3e9c1-2b4d-4e6f-8a1c-3d5e7f9b1c2d.jsonl');

interface Read {
  events: NormalizedEvent[];
  streams: StreamInfo[];
  problems: Array<{ line: number; message: string }>;
}

/** Lines (values) read by the adapter alone, as the line reader hands them on. */
function readValues(values: Array<Record<string, unknown>>, file = '/h/.factory/sessions/-p/0f0f0f0f-1111-4222-8333-444444444444.jsonl'): Read {
  const read: Read = { events: [], streams: [], problems: [] };
  const adapter = factoryDroidFormat.createAdapter({
    file,
    emit: (event) => read.events.push(event),
    declareStream: (info) => read.streams.push(info),
    problem: (line, message) => read.problems.push({ line, message }),
  });
  for (const [index, value] of values.entries()) adapter.line({ line: index + 1, offset: 0, value });
  adapter.end();
  return read;
}

function readFile(file: string): Read {
  const values = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return readValues(values, file);
}

const of = <Kind extends NormalizedEvent['kind']>(read: Read, kind: Kind) =>
  read.events.filter((event): event is Extract<NormalizedEvent, { kind: Kind }> => event.kind === kind);

const START = { type: 'session_start', id: 'ab12cd34-0000-4000-8000-000000000001', title: 't', owner: 'me', version: 2, cwd: '/w' };
const message = (id: string, role: string, content: unknown, extra: Record<string, unknown> = {}) => ({
  type: 'message',
  id,
  timestamp: '2026-03-02T10:00:00.000Z',
  message: { role, content, ...extra },
});

describe('Factory Droid adapter', () => {
  it('reads the main session: its tools as the canonical kinds, with their inputs translated', () => {
    const read = readFile(MAIN);
    expect(read.problems).toEqual([]);
    expect(read.streams).toEqual([{ stream: { sessionId: MAIN_ID, streamId: 'main' }, layout: 'main' }]);
    expect(
      of(read, 'tool_call').map((call) => [call.rawTool, call.tool, call.input.file_path ?? call.input.pattern ?? call.input.command ?? call.input.path]),
    ).toEqual([
      ['Grep', 'Grep', 'cart_total'],
      ['Glob', 'Glob', '**/*.py'],
      ['LS', 'LS', '/home/dev/projects/shop/src/cart'],
      ['Read', 'Read', '/home/dev/projects/shop/src/cart/total.py'],
      ['Read', 'Read', '/home/dev/projects/shop/src/cart/items.py'],
      ['Execute', 'Bash', 'python -m pytest tests/cart -q'],
      ['Edit', 'Edit', '/home/dev/projects/shop/src/cart/total.py'],
      ['Edit', 'Edit', '/home/dev/projects/shop/src/cart/total.py'],
      ['Task', 'Task', undefined],
      ['Create', 'Write', '/home/dev/projects/shop/tests/cart/test_rounding.py'],
      ['MultiEdit', 'Edit', '/home/dev/projects/shop/src/cart/items.py'],
      ['ApplyPatch', 'Edit', '/home/dev/projects/shop/src/cart/tax.py'],
    ]);
    const glob = of(read, 'tool_call').find((call) => call.rawTool === 'Glob')!;
    expect(glob.input).toMatchObject({ pattern: '**/*.py', path: '/home/dev/projects/shop/src/cart', patterns: ['**/*.py'] });
    // the two Reads of one message are one parallel step
    const reads = of(read, 'tool_call').filter((call) => call.tool === 'Read');
    expect(reads[0]!.messageId).toBe(reads[1]!.messageId);
    expect(reads.every((call) => call.cwd === '/home/dev/projects/shop')).toBe(true);
  });

  it('tells failures by is_error and by an Execute exit code, and keeps the failure text', () => {
    const read = readFile(MAIN);
    const failed = of(read, 'tool_result').filter((result) => result.isError);
    expect(failed.map((result) => result.callId)).toEqual(['toolu_01Exec3Fa', 'toolu_01Edit4Gb']);
    expect(failed[0]!.errorText).toMatch(/^Command failed \(exit code: 1\)/);
    expect(of(read, 'tool_result').every((result) => result.refusal === undefined && result.bytes! > 0)).toBe(true);
    // an Execute result whose exit code is not 0 failed even without the flag
    const noFlag = readValues([
      START,
      message('m1', 'assistant', [{ type: 'tool_use', id: 'c1', name: 'Execute', input: { command: 'false' } }]),
      message('m2', 'user', [{ type: 'tool_result', tool_use_id: 'c1', content: 'boom\n\n[Process exited with code 2]' }]),
    ]);
    expect(of(noFlag, 'tool_result')[0]!.isError).toBe(true);
  });

  it('takes only typed text for a human turn: not reminders, bash mode, hooks, llm_only context, summaries or automations', () => {
    const read = readFile(MAIN);
    expect(of(read, 'user_turn').map((turn) => turn.text)).toEqual([
      'The cart total rounds wrong. Find where it is computed and fix it.',
      'No, this is a Python repo: run pytest, never npm.',
      'Thanks, now also round the tax.',
    ]);
    expect(of(read, 'agent_text').map((said) => said.text)).toContain('Fixed the rounding. Shall I run the tests with npm test?');
    expect(of(read, 'session_info')).toEqual([
      { kind: 'session_info', sessionId: MAIN_ID, cwd: '/home/dev/projects/shop', timestamp: '2026-03-02T09:00:00.000Z' },
    ]);
  });

  it("joins a Task call's worker session to the caller's session, linked to the call, its prompt no human turn", () => {
    const read = readFile(WORKER);
    expect(read.streams).toEqual([
      { stream: { sessionId: MAIN_ID, streamId: 'a7f3e9c1-2b4d-4e6f-8a1c-3d5e7f9b1c2d' }, layout: 'spawned-thread', parentCallId: 'toolu_01Task6Jd' },
    ]);
    expect(of(read, 'user_turn')).toEqual([]);
    expect(of(read, 'tool_call').map((call) => [call.tool, call.stream.sessionId])).toEqual([['Bash', MAIN_ID]]);
    expect(of(read, 'agent_text')).toEqual([]);
  });

  it('runs through the pipeline: the session, its calls and results, its human turns', async () => {
    const { analysis, items } = await collectItems(MAIN);
    expect(analysis.format).toBe('factory-droid');
    expect([...analysis.sessions.keys()]).toEqual([MAIN_ID]);
    expect(calls(items).map((call) => [call.tool, call.result?.isError ?? null])).toEqual([
      ['Grep', false],
      ['Glob', false],
      ['LS', false],
      ['Read', false],
      ['Read', false],
      ['Bash', true],
      ['Edit', true],
      ['Edit', false],
      ['Task', false],
      ['Write', false],
      ['Edit', false],
      ['Edit', false],
    ]);
    expect(userTurns(items)).toHaveLength(3);
    const worker = await analyzeFile(WORKER);
    expect(worker.sessions.get(MAIN_ID)!.streams.get('a7f3e9c1-2b4d-4e6f-8a1c-3d5e7f9b1c2d')!.parentCallId).toBe('toolu_01Task6Jd');
  });

  it.each([
    ['a line of unknown type', [START, { type: 'future_record', payload: 1 }, { type: 'future_record' }], /unknown type "future_record"/, 1],
    ['a line without a type', [START, { id: 'x' }], /without a string type/, 1],
    ['a message without a message object', [START, { type: 'message', id: 'm', message: 'hi' }], /without a message object/, 1],
    ['content of the wrong type', [START, message('m', 'user', 42)], /neither text nor a list/, 1],
    ['an unknown role', [START, message('m', 'robot', 'hi')], /unknown role "robot"/, 1],
    ['a tool_use without an id or name', [START, message('m', 'assistant', [{ type: 'tool_use', name: 7, input: {} }])], /without a string (id|name)/, 2],
    ['a tool_result without its call id', [START, message('m', 'user', [{ type: 'tool_result', content: 'x' }])], /without a string tool_use_id/, 1],
    ['a second session_start', [START, START], /second session_start/, 1],
    ['a session_start without an id', [{ type: 'session_start', cwd: '/w', id: 5 }], /without a string id/, 1],
  ])('names %s as a problem and reads on', (_name, values, pattern, count) => {
    const read = readValues([...values, message('last', 'user', 'still read')] as Array<Record<string, unknown>>);
    expect(read.problems).toHaveLength(count);
    for (const problem of read.problems) expect(problem.message).toMatch(pattern);
    expect(of(read, 'user_turn').map((turn) => turn.text)).toEqual(['still read']);
  });

  it('takes prototype-member names as plain names and ids', () => {
    const read = readValues([
      { ...START, id: '__proto__', cwd: 'constructor' },
      message('__proto__', 'assistant', [
        { type: 'tool_use', id: 'constructor', name: '__proto__', input: { __proto__: { polluted: true }, toString: 'x' } },
        { type: 'tool_use', id: 'toString', name: 'constructor', input: '{"hasOwnProperty":1}' },
      ]),
      message('constructor', 'user', [{ type: 'tool_result', tool_use_id: 'constructor', content: 'ok' }]),
    ]);
    expect(read.problems).toEqual([]);
    expect(of(read, 'tool_call').map((call) => [call.callId, call.tool, call.rawTool])).toEqual([
      ['constructor', '__proto__', '__proto__'],
      ['toString', 'constructor', 'constructor'],
    ]);
    expect(of(read, 'tool_result').map((result) => result.callId)).toEqual(['constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(read.streams[0]!.stream.sessionId).toBe('__proto__');
  });

  it('counts a copied line once (a replay after compaction), and names a file without its session_start after the file', () => {
    const call = message('m1', 'assistant', [{ type: 'tool_use', id: 'c1', name: 'Read', input: { file_path: '/w/a.py' } }]);
    const read = readValues([call, call, message('m2', 'user', [{ type: 'tool_result', tool_use_id: 'c1', content: 'x' }])]);
    expect(of(read, 'tool_call')).toHaveLength(1);
    expect(read.streams[0]!.stream.sessionId).toBe('0f0f0f0f-1111-4222-8333-444444444444');
    expect(of(read, 'session_info')[0]!.timestamp).toBe('2026-03-02T10:00:00.000Z');
  });

  it('reads a file with a broken line: the line is a problem of the file, the rest is read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'droid-'));
    const file = join(dir, 'ab12cd34-0000-4000-8000-000000000001.jsonl');
    writeFileSync(file, `${JSON.stringify(START)}\n{"type":"message",\n${JSON.stringify(message('m', 'user', 'hello'))}\n`);
    const { analysis, items } = await collectItems(file);
    expect(analysis.read.malformedLines).toBe(1);
    expect(userTurns(items).map((turn) => turn.text)).toEqual(['hello']);
  });

  it.each([
    ['recognises its session_start', START, true],
    ['recognises its message lines', message('m', 'user', 'hi'), true],
    ['not a Claude Code line', { type: 'user', sessionId: 's', uuid: 'u', message: { role: 'user', content: 'hi' } }, false],
    ['not a Codex bare message', { type: 'message', role: 'user', content: [] }, false],
    ['not a hook session_start event', { type: 'session_start' }, false],
  ])('%s', (_name, value, expected) => {
    expect(factoryDroidFormat.matches(value)).toBe(expected);
  });

  it.each([
    ['linux', {}, '/home/me', ['/home/me/.factory/sessions']],
    ['darwin', {}, '/Users/me', ['/Users/me/.factory/sessions']],
    ['linux', { FACTORY_HOME_OVERRIDE: '/srv/droid-home' }, '/home/me', ['/srv/droid-home/.factory/sessions']],
    ['linux', { FACTORY_HOME_OVERRIDE: 'alt' }, '/home/me', ['/home/me/alt/.factory/sessions']],
    ['linux', { FACTORY_HOME_OVERRIDE: '' }, '/home/me', ['/home/me/.factory/sessions']],
  ] as const)('looks in its place on %s with %j', (platform, env, homeDir, paths) => {
    expect(factoryDroidAgent.locations({ platform, env, homeDir }).map((location) => location.path)).toEqual(paths);
  });

  it('looks under the user profile on Windows (Droid keeps .factory in the home folder there too)', () => {
    const [location] = factoryDroidAgent.locations({ platform: 'win32', env: { APPDATA: 'C:\\Users\\me\\AppData\\Roaming' }, homeDir: 'C:\\Users\\me' });
    expect(location!.path.replaceAll('\\', '/')).toMatch(/C:\/Users\/me\/\.factory\/sessions$/);
  });
});
