/**
 * Kilo Code's CLI and extension (docs/log-formats.md "Kilo Code CLI and extension"): a `kilo.db` written here as
 * Kilo writes it — Kilo's tables (fixtures/formats/kilo-code/schema.sql), a session of its `code` agent with
 * OpenCode's tools and Kilo's `codebase_search`, a failed edit retried, a command that failed, a command the user
 * rejected and a write a rule denied, the text Kilo puts in a user message itself (an attached file's read, a
 * background task's result), the user's turns, an `explore` sub-agent session, and each assistant message's
 * tokens — read through OpenCode's reader with Kilo's dialect. Then Kilo's places per platform and `$KILO_DB`, and
 * which files are Kilo's and which OpenCode's.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageEvent } from '../../../src/model/events.js';
import { documentFormatIdOf, loadLogFormats } from '../../../src/ingest/formats/index.js';
import { kiloCodeAgent } from '../../../src/ingest/formats/kilo-code/agent.js';
import { kiloCodeFormat } from '../../../src/ingest/formats/kilo-code/index.js';
import { calls, collectItems, userTurns } from '../../helpers/collect.js';
import { readDocumentEvents, toolCalls, toolResults, type DocumentRead } from '../../helpers/document-events.js';
import { writeOpencodeDatabase, type OpencodeSessionRows } from '../../helpers/opencode-db.js';

const MAIN = 'ses_3f9d20b4cffeR7nWq2LhTz8VbK';
const CHILD = 'ses_3f9d1c77bffe4Jm8Xs6PaDy1Ge';
const PROJECT = '5a0c9e3b71d24f86ab1e0c7d93f2a64b8e1d0c57';
const CWD = '/home/mara/code/tidepool';
const T0 = 1774519200000; // 2026-03-26T10:00:00Z
const MODEL = { providerID: 'kilo', modelID: 'anthropic/claude-sonnet-4.5' };

let partNumber = 0;
const partId = () => `prt_c060e2${String(++partNumber).padStart(4, '0')}a1Bq7Ws2Dx9Ke3`;

function user(id: string, at: number, parts: Array<Record<string, unknown>>, agent = 'code'): OpencodeSessionRows['messages'][number] {
  return { id, created: at, data: { role: 'user', time: { created: at }, agent, model: MODEL }, parts: parts.map((data) => ({ id: partId(), data })) };
}

function assistant(
  id: string,
  parent: string,
  at: number,
  tokens: { input: number; output: number; reasoning: number; cache: { read: number; write: number } },
  body: Array<Record<string, unknown>>,
  extra: Record<string, unknown> = {},
  agent = 'code',
): OpencodeSessionRows['messages'][number] {
  const finish = body.some((part) => part.type === 'tool') ? 'tool-calls' : 'stop';
  const data = {
    role: 'assistant',
    time: { created: at, completed: at + 4000 },
    parentID: parent,
    ...MODEL,
    mode: agent,
    agent,
    path: { cwd: CWD, root: CWD },
    cost: 0.0042,
    tokens,
    finish,
    ...extra,
  };
  const parts = [
    { type: 'step-start', snapshot: '4b825dc642cb6eb9a060e54bf8d69288fbee4904' },
    ...body,
    { type: 'step-finish', reason: finish, cost: 0.0042, tokens },
  ];
  return { id, created: at, data, parts: parts.map((part) => ({ id: partId(), data: part })) };
}

function completed(callID: string, tool: string, input: Record<string, unknown>, output: string, at: number, metadata: Record<string, unknown> = {}) {
  return {
    type: 'tool',
    callID,
    tool,
    state: { status: 'completed', input, output, title: tool, metadata, time: { start: at + 100, end: at + 900 } },
  };
}

function failed(callID: string, tool: string, input: Record<string, unknown>, error: string, at: number) {
  return { type: 'tool', callID, tool, state: { status: 'error', input, error, time: { start: at + 100, end: at + 300 } } };
}

const tokens = (input: number, output: number) => ({ input, output, reasoning: 0, cache: { read: 20480, write: 1024 } });

/** Kilo Code's session (and its explore sub-agent's) as rows of kilo.db. */
function kiloSessions(): OpencodeSessionRows[] {
  partNumber = 0;
  const m = (n: number) => `msg_c060e1${String(n).padStart(2, '0')}0ffeHq5Tn8Vr2Yc${String(n).padStart(2, '0')}`;
  const at = (n: number) => T0 + n * 10_000;
  const main: OpencodeSessionRows = {
    id: MAIN,
    projectId: PROJECT,
    directory: CWD,
    title: 'Invoice totals off by a cent',
    version: '7.2.14',
    created: T0,
    messages: [
      user(m(1), at(1), [
        { type: 'text', text: 'The invoice totals are off by a cent. Find out why and fix it. @docs/billing.md', time: { start: at(1), end: at(1) } },
        {
          type: 'text',
          synthetic: true,
          text: `Called the Read tool with the following input: {"filePath":"${CWD}/docs/billing.md"}`,
        },
        { type: 'file', mime: 'text/plain', filename: 'docs/billing.md', url: `file://${CWD}/docs/billing.md` },
      ]),
      assistant(m(2), m(1), at(2), tokens(2210, 88), [
        { type: 'text', text: 'I will look for where invoice totals are computed.', time: { start: at(2), end: at(2) + 200 } },
        completed(
          'toolu_01Ka1bC2dE3fG4hI5jK6lM7n',
          'codebase_search',
          { query: 'where invoice totals are rounded', path: 'src/billing' },
          'Found 1 result for "where invoice totals are rounded" in src/billing.\n\n1. src/billing/invoice.ts:40-52 (score 0.8123)',
          at(2),
        ),
      ]),
      assistant(m(3), m(1), at(3), tokens(3140, 120), [
        completed(
          'toolu_01Lb2cD3eF4gH5iJ6kL7mN8o',
          'read',
          { filePath: `${CWD}/src/billing/invoice.ts`, offset: 30, limit: 40 },
          'export function total(lines) {',
          at(3),
        ),
        completed('toolu_01Mc3dE4fG5hI6jK7lM8nO9p', 'grep', { pattern: 'Math\\.round', path: `${CWD}/src` }, 'Found 2 matches', at(3)),
        completed('toolu_01Nd4eF5gH6iJ7kL8mN9oP0q', 'glob', { pattern: '**/*.test.ts' }, `${CWD}/src/billing/invoice.test.ts`, at(3)),
      ]),
      assistant(m(4), m(1), at(4), tokens(3560, 140), [
        failed(
          'toolu_01Oe5fG6hI7jK8lM9nO0pQ1r',
          'edit',
          { filePath: `${CWD}/src/billing/invoice.ts`, oldString: 'Math.round(sum)', newString: 'Math.round(sum * 100) / 100' },
          'Error: oldString not found in content',
          at(4),
        ),
      ]),
      assistant(m(5), m(1), at(5), tokens(3720, 150), [
        completed(
          'toolu_01Pf6gH7iJ8kL9mN0oP1qR2s',
          'edit',
          { filePath: `${CWD}/src/billing/invoice.ts`, oldString: 'Math.round(total)', newString: 'Math.round(total * 100) / 100' },
          'Edit applied successfully.',
          at(5),
        ),
        completed('toolu_01Qg7hI8jK9lM0nO1pQ2rS3t', 'bash', { command: 'npm test', description: 'Run the tests' }, 'FAIL src/billing/invoice.test.ts', at(5), {
          output: 'FAIL src/billing/invoice.test.ts',
          exit: 1,
          description: 'Run the tests',
        }),
      ]),
      assistant(m(6), m(1), at(6), tokens(3900, 90), [
        failed(
          'toolu_01Rh8iJ9kL0mN1oP2qR3sT4u',
          'bash',
          { command: 'rm -rf coverage && npm test', description: 'Clean and test' },
          'The user rejected permission to use this specific tool call with the following feedback: keep coverage, use pnpm',
          at(6),
        ),
        failed(
          'toolu_01Si9jK0lM1nO2pQ3rS4tU5v',
          'write',
          { filePath: '/etc/hosts', content: '127.0.0.1 billing.local' },
          'The user has specified a rule which prevents you from using this specific tool call. Here are some of the relevant rules [{"permission":"external_directory","pattern":"*","action":"deny"}]',
          at(6),
        ),
      ]),
      user(m(7), at(7), [
        { type: 'text', text: 'No, use pnpm in this repo. And have the explore agent check the other modules first.', time: { start: at(7), end: at(7) } },
      ]),
      assistant(m(8), m(7), at(8), tokens(4410, 110), [
        completed(
          'toolu_01Tj0kL1mN2oP3qR4sT5uV6w',
          'task',
          { description: 'Check other modules', prompt: 'Find other places that round money amounts.', subagent_type: 'explore' },
          `<task id="${CHILD}" state="completed">\n<task_result>\nOnly src/billing/invoice.ts rounds amounts.\n</task_result>\n</task>`,
          at(8),
          { parentSessionId: MAIN, sessionId: CHILD, model: MODEL },
        ),
      ]),
      user(m(9), at(9), [
        {
          type: 'text',
          synthetic: true,
          text: `<task id="ses_3f9d0aa1affe2Lq5Vn7Ct3Wy9Z" state="completed">\n<summary>Background task completed: lint</summary>\n<task_result>\nno problems\n</task_result>\n</task>`,
        },
      ]),
      assistant(m(10), m(9), at(10), tokens(4820, 60), [
        completed('toolu_01Uk1lM2nO3pQ4rS5tU6vW7x', 'bash', { command: 'pnpm test', description: 'Run the tests' }, 'PASS', at(10), {
          output: 'PASS',
          exit: 0,
          description: 'Run the tests',
        }),
        { type: 'text', text: 'Fixed: totals are rounded to cents now, and pnpm test passes.', time: { start: at(10) + 2000, end: at(10) + 2400 } },
      ]),
    ],
  };
  const child: OpencodeSessionRows = {
    id: CHILD,
    projectId: PROJECT,
    parentId: MAIN,
    directory: CWD,
    title: 'Check other modules (@explore subagent)',
    version: '7.2.14',
    created: at(8) + 200,
    messages: [
      user(m(11), at(8) + 200, [{ type: 'text', text: 'Find other places that round money amounts.' }], 'explore'),
      assistant(
        m(12),
        m(11),
        at(8) + 400,
        tokens(1980, 70),
        [
          completed('toolu_01Vl2mN3oP4qR5sT6uV7wX8y', 'grep', { pattern: 'round\\(', path: `${CWD}/src` }, 'Found 1 match', at(8) + 400),
          completed('toolu_01Wm3nO4pQ5rS6tU7vW8xY9z', 'read', { filePath: `${CWD}/src/billing/tax.ts` }, 'export const RATE = 0.2', at(8) + 400),
        ],
        {},
        'explore',
      ),
    ],
  };
  return [main, child];
}

type Read = DocumentRead;

const read = (file: string): Promise<Read> => readDocumentEvents(kiloCodeFormat, file);

const temp = mkdtempSync(join(tmpdir(), 'tip-miner-kilo-'));
afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

/** Kilo's data folder holding the session in `kilo.db`, closed as Kilo leaves it (WAL mode, checkpointed). */
function kiloHome(name: string, edit?: (db: Database.Database) => void): string {
  const file = join(temp, name, '.local', 'share', 'kilo', 'kilo.db');
  writeOpencodeDatabase(file, kiloSessions(), 'formats/kilo-code/schema.sql');
  if (edit) {
    const db = new Database(file);
    edit(db);
    db.close();
  }
  return file;
}

describe('Kilo Code, its kilo.db', () => {
  let got: Read;
  beforeAll(async () => {
    got = await read(kiloHome('db'));
  });

  it('reads it without a problem', () => {
    expect(got.problems).toEqual([]);
  });

  it('names each call by its kind, Kilo’s codebase_search a content search', () => {
    expect(toolCalls(got.events).map((call) => [call.rawTool, call.tool, call.stream.streamId])).toEqual([
      ['codebase_search', 'Grep', 'main'],
      ['read', 'Read', 'main'],
      ['grep', 'Grep', 'main'],
      ['glob', 'Glob', 'main'],
      ['edit', 'Edit', 'main'],
      ['edit', 'Edit', 'main'],
      ['bash', 'Bash', 'main'],
      ['bash', 'Bash', 'main'],
      ['write', 'Write', 'main'],
      ['task', 'Task', 'main'],
      ['bash', 'Bash', 'main'],
      ['grep', 'Grep', CHILD],
      ['read', 'Read', CHILD],
    ]);
  });

  it('gives the inputs the canonical field names beside Kilo’s own', () => {
    const byCall = new Map(toolCalls(got.events).map((call) => [call.callId, call.input]));
    expect(byCall.get('toolu_01Ka1bC2dE3fG4hI5jK6lM7n')).toMatchObject({
      pattern: 'where invoice totals are rounded',
      query: 'where invoice totals are rounded',
      path: 'src/billing',
    });
    expect(byCall.get('toolu_01Lb2cD3eF4gH5iJ6kL7mN8o')).toMatchObject({ file_path: `${CWD}/src/billing/invoice.ts`, offset: 30, limit: 40 });
    expect(byCall.get('toolu_01Pf6gH7iJ8kL9mN0oP1qR2s')).toMatchObject({ file_path: `${CWD}/src/billing/invoice.ts`, old_string: 'Math.round(total)' });
    expect(byCall.get('toolu_01Tj0kL1mN2oP3qR4sT5uV6w')).toMatchObject({ subagent_type: 'explore' });
  });

  it.each([
    ['toolu_01Oe5fG6hI7jK8lM9nO0pQ1r', 'an edit whose oldString was not found: a failure', { isError: true, errorText: 'oldString not found in content' }],
    ['toolu_01Pf6gH7iJ8kL9mN0oP1qR2s', 'the edit retried', { isError: false }],
    ['toolu_01Qg7hI8jK9lM0nO1pQ2rS3t', 'a command that exited 1: a failure', { isError: true }],
    [
      'toolu_01Rh8iJ9kL0mN1oP2qR3sT4u',
      'a command the user rejected, with the reason typed',
      { isError: false, refusal: { kind: 'rejected', reason: 'keep coverage, use pnpm' } },
    ],
    ['toolu_01Si9jK0lM1nO2pQ3rS4tU5v', 'a write a permission rule denied', { isError: false, refusal: { kind: 'denied' } }],
    ['toolu_01Tj0kL1mN2oP3qR4sT5uV6w', 'the task, naming its sub-agent session', { isError: false, agentId: CHILD }],
  ])('%s: %s', (callId, _what, expected) => {
    expect(toolResults(got.events).get(callId)).toMatchObject(expected);
  });

  it('takes the human turns only: not the attached file’s read, a background task’s result or the sub-agent’s prompt', () => {
    expect(got.events.filter((event) => event.kind === 'user_turn').map((event) => [event.stream.streamId, event.text])).toEqual([
      ['main', 'The invoice totals are off by a cent. Find out why and fix it. @docs/billing.md'],
      ['main', 'No, use pnpm in this repo. And have the explore agent check the other modules first.'],
    ]);
  });

  it('counts each assistant message’s tokens once, under Kilo’s own key', () => {
    const usage = got.events.filter((event): event is UsageEvent => event.kind === 'usage');
    expect(usage).toHaveLength(8);
    expect(new Set(usage.map((event) => event.dedupeKey)).size).toBe(usage.length);
    expect(usage.every((event) => event.dedupeKey.startsWith('kilo:msg_'))).toBe(true);
    expect(usage[0]!.tokens).toEqual({ input: 2210, output: 88, cacheCreation: 1024, cacheRead: 20480 });
  });

  it('makes the explore session a stream of its parent session', () => {
    expect(got.streams).toContainEqual({ stream: { sessionId: MAIN, streamId: CHILD }, layout: 'spawned-thread' });
    expect(got.events.filter((event) => event.kind === 'session_info').map((event) => [event.sessionId, event.cwd, event.timestamp])).toEqual([
      [MAIN, CWD, '2026-03-26T10:00:00.000Z'],
    ]);
  });

  it('says what the agent said, from the main thread', () => {
    expect(got.events.filter((event) => event.kind === 'agent_text').map((event) => event.text)).toEqual([
      'I will look for where invoice totals are computed.',
      'Fixed: totals are rounded to cents now, and pnpm test passes.',
    ]);
  });
});

describe('Kilo Code through the whole pipeline', () => {
  it('is read as Kilo Code’s, links the sub-agent to its task call, and creates no file beside the database', async () => {
    const file = kiloHome('pipeline');
    const { analysis, items } = await collectItems(file);
    expect(analysis.format).toBe('kilo-code');
    expect([...analysis.sessions.keys()]).toEqual([MAIN]);
    const session = analysis.sessions.get(MAIN)!;
    expect(session.subagentLinks.get(CHILD)).toBe('toolu_01Tj0kL1mN2oP3qR4sT5uV6w');
    expect(calls(items, CHILD).map((call) => call.tool)).toEqual(['Grep', 'Read']);
    expect(userTurns(items)).toHaveLength(2);
    expect(session.tokens.input).toBe(2210 + 3140 + 3560 + 3720 + 3900 + 4410 + 4820 + 1980);
    expect(readdirSync(join(file, '..')).sort()).toEqual(['kilo.db']);
  });
});

describe('Kilo Code, the storage files of its first versions', () => {
  /** Kilo's data folder with the main session as a storage file (OpenCode's layout, which Kilo's json-migration.ts reads). */
  function storageHome(name: string, database?: string): string {
    const data = join(temp, name, 'kilo');
    const file = join(data, 'storage', 'session', PROJECT, `${MAIN}.json`);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({
        id: MAIN,
        slug: 'calm-tide',
        projectID: PROJECT,
        directory: CWD,
        title: 'Invoice totals',
        version: '7.0.3',
        time: { created: T0, updated: T0 },
      }),
    );
    if (database !== undefined) writeOpencodeDatabase(join(data, database), kiloSessions(), 'formats/kilo-code/schema.sql');
    return file;
  }

  it.each<[string, string | undefined, number]>([
    ['read when no database of Kilo’s holds it', undefined, 1],
    ['read once, from kilo.db, when Kilo copied it there', 'kilo.db', 0],
    ['read once when a dev build’s opencode-<channel>.db in Kilo’s folder holds it', 'opencode-nightly.db', 0],
    ['read when only an opencode.db (no name of Kilo’s) holds it', 'opencode.db', 1],
  ])('a session file is %s', async (_what, database, sessions) => {
    const got = await read(storageHome(`storage-${database ?? 'none'}`, database));
    expect(got.problems).toEqual([]);
    expect(got.events.filter((event) => event.kind === 'session_info')).toHaveLength(sessions);
  });
});

describe('Kilo Code bad input: a named problem naming Kilo, the rest read', () => {
  it('a database without a part table', async () => {
    const got = await read(kiloHome('no-part', (db) => db.exec('DROP TABLE part')));
    expect(got.problems).toEqual([expect.stringMatching(/^malformed \d+: no part table: this database is not Kilo Code's, or of a version not known$/)]);
    expect(got.events.filter((event) => event.kind === 'usage')).toHaveLength(8);
  });

  it('a part whose data is no JSON, and a part of a type not known', async () => {
    const got = await read(
      kiloHome('bad-parts', (db) => {
        db.prepare("UPDATE part SET data = '{oops' WHERE data LIKE '%toolu_01Nd4eF5gH6iJ7kL8mN9oP0q%'").run();
        db.prepare("UPDATE part SET data = json_set(data, '$.type', 'hologram') WHERE data LIKE '%step-start%' AND message_id = ?").run(
          'msg_c060e1020ffeHq5Tn8Vr2Yc02',
        );
      }),
    );
    expect(got.problems).toEqual([
      expect.stringMatching(/^\d+: part prt_\w+: a part of no known type \(hologram\): counted as activity only$/),
      expect.stringMatching(/^malformed \d+: part prt_\w+: data not valid JSON/),
    ]);
    expect(toolCalls(got.events)).toHaveLength(12);
  });

  it('takes prototype-member names as tool names and ids', async () => {
    const got = await read(
      kiloHome('proto', (db) => {
        db.prepare(
          "UPDATE part SET data = json_set(data, '$.tool', '__proto__', '$.callID', 'constructor') WHERE data LIKE '%toolu_01Ka1bC2dE3fG4hI5jK6lM7n%'",
        ).run();
        db.pragma('foreign_keys = OFF');
        db.prepare("UPDATE session SET id = 'toString' WHERE id = ?").run(CHILD);
        db.prepare("UPDATE message SET session_id = 'toString' WHERE session_id = ?").run(CHILD);
      }),
    );
    expect(got.problems).toEqual([]);
    expect(toolCalls(got.events)[0]).toMatchObject({ callId: 'constructor', tool: '__proto__', rawTool: '__proto__' });
    expect(got.streams).toContainEqual({ stream: { sessionId: MAIN, streamId: 'toString' }, layout: 'spawned-thread' });
  });

  it('a file named kilo.db that is no database is one problem', async () => {
    const data = join(temp, 'not-a-db', 'kilo');
    mkdirSync(data, { recursive: true });
    writeFileSync(join(data, 'kilo.db'), 'not sqlite');
    const got = await read(join(data, 'kilo.db'));
    expect(got.problems).toEqual([expect.stringMatching(/^malformed \d+: not a readable SQLite database/)]);
  });
});

describe('Kilo Code places and files', () => {
  const home = '/home/u';
  const data = join(home, '.local', 'share', 'kilo');
  it.each<[string, Record<string, string>, string[]]>([
    ['the default data folder', {}, [join(data, 'kilo.db'), join(data, 'storage', 'session')]],
    ['$XDG_DATA_HOME', { XDG_DATA_HOME: '/data/xdg' }, ['/data/xdg/kilo/kilo.db', '/data/xdg/kilo/storage/session']],
    ['a relative $XDG_DATA_HOME, from the home folder', { XDG_DATA_HOME: 'xdg' }, ['/home/u/xdg/kilo/kilo.db', '/home/u/xdg/kilo/storage/session']],
    [
      '$XDG_DATA_HOME with a trailing line break, as Kilo cleans it',
      { XDG_DATA_HOME: '/data/xdg\n' },
      ['/data/xdg/kilo/kilo.db', '/data/xdg/kilo/storage/session'],
    ],
    ['$KILO_DB, absolute', { KILO_DB: '/srv/k/kilo.db' }, ['/srv/k/kilo.db', join(data, 'kilo.db'), join(data, 'storage', 'session')]],
    [
      '$KILO_DB, relative to the data folder',
      { KILO_DB: 'kilo-nightly.db' },
      [join(data, 'kilo-nightly.db'), join(data, 'kilo.db'), join(data, 'storage', 'session')],
    ],
    ['$KILO_DB of another file name, which is not read', { KILO_DB: '/srv/k/sessions.sqlite' }, [join(data, 'kilo.db'), join(data, 'storage', 'session')]],
    ['$KILO_DB in memory', { KILO_DB: ':memory:' }, [join(data, 'kilo.db'), join(data, 'storage', 'session')]],
    ['$OPENCODE_DB, which is OpenCode’s', { OPENCODE_DB: '/srv/oc/opencode.db' }, [join(data, 'kilo.db'), join(data, 'storage', 'session')]],
  ])('%s', (_what, env, paths) => {
    for (const platform of ['linux', 'darwin'] as const) {
      expect(kiloCodeAgent.locations({ env, homeDir: home, platform }).map((location) => location.path)).toEqual(paths);
    }
  });

  it('is the same place on Windows: under the home folder (xdg-basedir has no platform branch)', () => {
    const [database] = kiloCodeAgent.locations({ env: { APPDATA: 'C:\\Users\\u\\AppData\\Roaming' }, homeDir: '/c/Users/u', platform: 'win32' });
    expect(database!.path).toBe(join('/c/Users/u', '.local', 'share', 'kilo', 'kilo.db'));
  });

  it.each([
    ['/home/u/.local/share/kilo/kilo.db', 'kilo-code'],
    ['/home/u/.local/share/kilo/kilo-nightly.db', 'kilo-code'],
    ['C:\\Users\\u\\.local\\share\\kilo\\kilo.db', 'kilo-code'],
    ['/home/u/.local/share/kilo/opencode-nightly.db', 'kilo-code'],
    [`/home/u/.local/share/kilo/storage/session/${PROJECT}/${MAIN}.json`, 'kilo-code'],
    ['/home/u/.local/share/opencode/opencode.db', 'opencode'],
    ['/home/u/.local/share/opencode/opencode-nightly.db', 'opencode'],
    [`/home/u/.local/share/opencode/storage/session/${PROJECT}/${MAIN}.json`, 'opencode'],
    ['/home/u/.local/share/kilo/kilo.db-wal', undefined],
    ['/home/u/.local/share/kilo/storage/message/ses_x/msg_y.json', undefined],
    ['/home/u/.local/share/kilo/log/2026-03-26.log', undefined],
    ['/p/app.db', undefined],
  ])('%s is a document of %s', async (path, format) => {
    await loadLogFormats();
    expect(documentFormatIdOf(path)).toBe(format);
  });

  it('words its tips with Kilo’s own tools, OpenCode’s names and its codebase_search', () => {
    expect(kiloCodeAgent.tools).toEqual({ read: 'read', search: 'grep', find: 'glob', shell: 'bash', edit: 'edit', delegate: 'task' });
    expect(kiloCodeAgent.words['sequential-reads']!.tip).toContain('codebase_search');
    expect(kiloCodeAgent.words.exploration!.subagentType).toBe('explore');
    for (const words of Object.values(kiloCodeAgent.words)) {
      for (const text of Object.values(words ?? {})) expect(text).not.toMatch(/\b(?:Read|Grep|Glob|Bash|Edit|Task|old_string)\b/);
    }
  });
});
