/**
 * OpenCode's adapter over its two layouts — the SQLite database of current versions and the older `storage/`
 * JSON files — from fixtures written as OpenCode writes them (tests/fixtures/formats/opencode: the database's
 * tables and rows as SQL, the storage tree as files; docs/log-formats.md "OpenCode" for the sources): the same
 * session read from either gives the same calls, failures, refusals, human turns, tokens and sub-agent link.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageEvent } from '../../../src/model/events.js';
import { documentFormatIdOf, loadLogFormats } from '../../../src/ingest/formats/index.js';
import { opencodeAgent } from '../../../src/ingest/formats/opencode/agent.js';
import { opencodeFormat } from '../../../src/ingest/formats/opencode/index.js';
import { calls, collectItems, userTurns } from '../../helpers/collect.js';
import { readDocumentEvents, toolCalls, toolResults, type DocumentRead } from '../../helpers/document-events.js';
import { fixture } from '../../helpers/paths.js';

const FIXTURE = fixture('formats/opencode');
const MAIN = 'ses_47a2c1e9bffeQm3Vt8KpLx2RzN';
const CHILD = 'ses_47a2b96a0ffe9Hc2Wq7YsJd4Fk';
const PROJECT = '8c1e4f7a2b9d03c65e4a1f0b7d2c9e8a3f6b5d14';

type Read = DocumentRead;

const read = (file: string): Promise<Read> => readDocumentEvents(opencodeFormat, file);

const temp = mkdtempSync(join(tmpdir(), 'tip-miner-opencode-'));
afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

/** OpenCode's data folder holding the fixture as a database, closed as OpenCode leaves it (WAL mode, checkpointed). */
function databaseHome(name: string, edit?: (db: Database.Database) => void): string {
  const data = join(temp, name, 'opencode');
  mkdirSync(data, { recursive: true });
  const file = join(data, 'opencode.db');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(readFileSync(join(FIXTURE, 'schema.sql'), 'utf8'));
  db.exec(readFileSync(join(FIXTURE, 'rows.sql'), 'utf8'));
  edit?.(db);
  db.close();
  return file;
}

/** OpenCode's data folder holding the fixture as the older storage files. */
function storageHome(name: string): string {
  const data = join(temp, name, 'opencode');
  cpSync(join(FIXTURE, 'storage'), join(data, 'storage'), { recursive: true });
  return data;
}

const sessionFile = (data: string, id: string) => join(data, 'storage', 'session', PROJECT, `${id}.json`);

async function readStorage(data: string): Promise<Read> {
  const main = await read(sessionFile(data, MAIN));
  const child = await read(sessionFile(data, CHILD));
  return {
    events: [...main.events, ...child.events],
    streams: [...main.streams, ...child.streams],
    problems: [...main.problems, ...child.problems],
    stats: main.stats,
  };
}

const layouts: Array<[string, () => Promise<Read>]> = [
  ['the database', () => read(databaseHome('db'))],
  ['the storage files', () => readStorage(storageHome('storage'))],
];

describe.each(layouts)('OpenCode, %s', (_layout, load) => {
  let got: Read;
  beforeAll(async () => {
    got = await load();
  });

  it('reads it without a problem', () => {
    expect(got.problems).toEqual([]);
  });

  it('names each call by its kind, in order, each step of a message its own step', () => {
    expect(toolCalls(got.events).map((call) => [call.rawTool, call.tool, call.stream.streamId])).toEqual([
      ['bash', 'Bash', 'main'],
      ['bash', 'Bash', 'main'],
      ['read', 'Read', 'main'],
      ['read', 'Read', 'main'],
      ['grep', 'Grep', 'main'],
      ['glob', 'Glob', 'main'],
      ['edit', 'Edit', 'main'],
      ['edit', 'Edit', 'main'],
      ['bash', 'Bash', 'main'],
      ['webfetch', 'webfetch', 'main'],
      ['bash', 'Bash', 'main'],
      ['bash', 'Bash', 'main'],
      ['task', 'Task', 'main'],
      ['bash', 'Bash', 'main'],
      ['grep', 'Grep', CHILD],
      ['read', 'Read', CHILD],
    ]);
    const [, , firstRead, secondRead, grep] = toolCalls(got.events);
    expect(firstRead!.messageId).not.toBe(secondRead!.messageId);
    expect(secondRead!.messageId).toBe(grep!.messageId);
  });

  it('gives the inputs the canonical field names beside their own', () => {
    const byCall = new Map(toolCalls(got.events).map((call) => [call.callId, call]));
    expect(byCall.get('toolu_01Kt6yZd0BcU5PoR3uMw9LfG')!.input).toMatchObject({ file_path: '/home/devon/projects/lantern-shop/src/cart/total.py' });
    expect(byCall.get('toolu_01Ox0cDh4FgY9TsV7yQa3PjL')!.input).toMatchObject({
      file_path: '/home/devon/projects/lantern-shop/src/cart/total.py',
      old_string: 'return round(total)',
      new_string: 'return round(total, 2)',
      oldString: 'return round(total)',
    });
    expect(byCall.get('toolu_01Mv8aBf2DeW7RqT5wOy1NhJ')!.input).toMatchObject({ pattern: 'round\\(', path: '/home/devon/projects/lantern-shop/src/cart' });
    expect(byCall.get('toolu_01Wf8kLp2NoG7BcD5gYi1XrU')!.input).toMatchObject({ offset: 1, limit: 40 });
    expect(byCall.get('toolu_01HqK3vZ8xYw2NbR7tLm4PcD')!).toMatchObject({
      input: { command: 'grep -rn "cart_total" src' },
      cwd: '/home/devon/projects/lantern-shop',
    });
  });

  it.each([
    ['toolu_01Kt6yZd0BcU5PoR3uMw9LfG', 'a read that completed', { isError: false }],
    ['toolu_01Ox0cDh4FgY9TsV7yQa3PjL', 'an edit whose oldString was not found: a failure', { isError: true, errorText: 'oldString not found in content' }],
    ['toolu_01Py1dEi5GhZ0UtW8zRb4QkM', 'the edit retried', { isError: false }],
    [
      'toolu_01Qz2eFj6HiA1VuX9aSc5RlN',
      'a command the user rejected, with the reason typed',
      { isError: false, refusal: { kind: 'rejected', reason: 'do not delete build, and use pnpm here' } },
    ],
    ['toolu_01Ra3fGk7IjB2WvY0bTd6SmP', 'a fetch a permission rule denied', { isError: false, refusal: { kind: 'denied' } }],
    ['toolu_01Tc5hIm9KlD4YxA2dVf8UoR', 'a command that exited 1: a failure', { isError: true }],
    ['toolu_01Xg9lMq3OpH8CdE6hZj2YsV', 'a command the user stopped (Esc)', { isError: false, refusal: { kind: 'cancelled' } }],
    ['toolu_01Ud6iJn0LmE5ZaB3eWg9VpS', 'the task, naming its sub-agent session', { isError: false, agentId: CHILD }],
  ])('%s: %s', (callId, _what, expected) => {
    expect(toolResults(got.events).get(callId)).toMatchObject(expected);
  });

  it('sizes a result by its output', () => {
    expect(toolResults(got.events).get('toolu_01HqK3vZ8xYw2NbR7tLm4PcD')!.bytes).toBe(Buffer.byteLength('src/cart/total.py:12:def cart_total(items):\n'));
  });

  it('takes the human turns only: not the attached file OpenCode read, the compaction, its continue note or the task prompt', () => {
    expect(got.events.filter((event) => event.kind === 'user_turn').map((event) => [event.stream.streamId, event.text])).toEqual([
      ['main', 'Find where the cart total is computed and fix the rounding. @notes/cart.md'],
      ['main', "No, don't use npm in this repo — always use pnpm. Run pnpm test instead."],
      ['main', 'Also run the slow integration suite.'],
    ]);
  });

  it('counts each assistant message’s tokens once, reasoning as output', () => {
    const usage = got.events.filter((event): event is UsageEvent => event.kind === 'usage');
    expect(new Set(usage.map((event) => event.dedupeKey)).size).toBe(usage.length);
    expect(usage[0]!.tokens).toEqual({ input: 1840, output: 108, cacheCreation: 2048, cacheRead: 11520 });
    expect(usage.filter((event) => event.stream.streamId === CHILD).map((event) => event.tokens.input)).toEqual([3020]);
  });

  it('makes the sub-agent session a stream of its parent session, and the user’s Esc an interrupt', () => {
    expect(got.streams).toContainEqual({ stream: { sessionId: MAIN, streamId: CHILD }, layout: 'spawned-thread' });
    expect(got.events.filter((event) => event.kind === 'session_info').map((event) => [event.sessionId, event.cwd])).toEqual([
      [MAIN, '/home/devon/projects/lantern-shop'],
    ]);
    expect(got.events.filter((event) => event.kind === 'interrupt')).toHaveLength(1);
    expect(got.events.find((event) => event.kind === 'session_info')).toMatchObject({ timestamp: '2026-02-10T14:03:11.000Z' });
  });

  it('says what the agent said, from the main thread', () => {
    expect(got.events.filter((event) => event.kind === 'agent_text').map((event) => event.text)).toContain('I will look for where the total is computed.');
  });
});

describe('OpenCode through the whole pipeline', () => {
  it('links the sub-agent stream to its task call and reads one session', async () => {
    const { analysis, items } = await collectItems(databaseHome('pipeline'));
    expect(analysis.format).toBe('opencode');
    expect([...analysis.sessions.keys()]).toEqual([MAIN]);
    const session = analysis.sessions.get(MAIN)!;
    expect(session.subagentLinks.get(CHILD)).toBe('toolu_01Ud6iJn0LmE5ZaB3eWg9VpS');
    expect(calls(items, CHILD).map((call) => call.tool)).toEqual(['Grep', 'Read']);
    expect(userTurns(items)).toHaveLength(3);
    expect(session.tokens.input).toBe(1840 + 4690 + 1310 + 520 + 680 + 820 + 3020 + 410 + 5120);
  });

  it('creates no file beside a database it reads (no -wal, no -shm)', async () => {
    const file = databaseHome('quiet');
    await collectItems(file);
    expect(readdirSync(join(file, '..')).sort()).toEqual(['opencode.db']);
  });

  it('reads a session of the storage files only once when OpenCode copied it into the database beside them', async () => {
    const data = storageHome('migrated');
    const file = join(data, 'opencode.db');
    const db = new Database(file);
    db.exec(readFileSync(join(FIXTURE, 'schema.sql'), 'utf8'));
    db.exec(readFileSync(join(FIXTURE, 'rows.sql'), 'utf8'));
    db.close();
    const fromFiles = await read(sessionFile(data, MAIN));
    expect(fromFiles.events).toEqual([]);
    expect(fromFiles.problems).toEqual([]);
  });
});

describe('OpenCode bad input: a named problem, the rest read', () => {
  it.each<[string, (db: Database.Database) => void, RegExp, (got: Read) => void]>([
    [
      'a message whose data is no JSON',
      (db) => db.prepare("UPDATE message SET data = '{not json' WHERE id = (SELECT min(id) FROM message)").run(),
      /^malformed \d+: message msg_\w+: data not valid JSON/,
      (got) => {
        expect(toolCalls(got.events).length).toBeGreaterThan(10);
      },
    ],
    [
      'a part whose data is a JSON array',
      (db) => db.prepare("UPDATE part SET data = '[1,2]' WHERE id = (SELECT min(id) FROM part)").run(),
      /^malformed \d+: part prt_\w+: data not a JSON object/,
      (got) => {
        expect(toolCalls(got.events)).toHaveLength(16);
      },
    ],
    [
      'a session id that is no text (a blob)',
      (db) =>
        db
          .prepare(
            "INSERT INTO session (id, project_id, slug, directory, title, version, time_created, time_updated) VALUES (x'0102', '8c1e4f7a2b9d03c65e4a1f0b7d2c9e8a3f6b5d14', 's', '/x', 't', '1', 1, 1)",
          )
          .run(),
      /^malformed \d+: session row with an id that is no text \(object\): skipped/,
      (got) => {
        expect(toolCalls(got.events)).toHaveLength(16);
      },
    ],
    [
      'no part table (a version not known)',
      (db) => db.exec('DROP TABLE part'),
      /^malformed \d+: no part table/,
      (got) => {
        expect(got.events.filter((event) => event.kind === 'usage').length).toBeGreaterThan(0);
      },
    ],
    [
      'a message table without its data column',
      (db) => db.exec('ALTER TABLE message DROP COLUMN data'),
      /^malformed \d+: the message table has no data column/,
      (got) => {
        expect(got.events.filter((event) => event.kind === 'session_info')).toHaveLength(1);
      },
    ],
    [
      'a part of a type not known',
      (db) => db.prepare("UPDATE part SET data = json_set(data, '$.type', 'hologram') WHERE id = (SELECT min(id) FROM part)").run(),
      /^\d+: part prt_\w+: a part of no known type \(hologram\)/,
      (got) => {
        expect(toolCalls(got.events)).toHaveLength(16);
      },
    ],
    [
      'a tool input that is a string',
      (db) => db.prepare("UPDATE part SET data = json_set(data, '$.state.input', 'cat a.py') WHERE data LIKE '%toolu_01Kt6yZd0BcU5PoR3uMw9LfG%'").run(),
      /^\d+: part prt_\w+: a tool input that is no object: read as empty/,
      (got) => {
        expect(toolCalls(got.events).find((call) => call.callId === 'toolu_01Kt6yZd0BcU5PoR3uMw9LfG')!.input).toEqual({});
      },
    ],
    [
      'a tool part whose callID is a number',
      (db) => db.prepare("UPDATE part SET data = json_set(data, '$.callID', 7) WHERE data LIKE '%toolu_01Kt6yZd0BcU5PoR3uMw9LfG%'").run(),
      /^\d+: part prt_\w+: a tool part without a string callID/,
      (got) => {
        expect(toolCalls(got.events)).toHaveLength(16);
      },
    ],
  ])('%s', async (_what, edit, problem, rest) => {
    const got = await read(databaseHome(`bad-${Math.random().toString(36).slice(2)}`, edit));
    expect(got.problems.filter((text) => problem.test(text))).toHaveLength(1);
    rest(got);
  });

  it('takes prototype-member names as tool names and ids', async () => {
    const got = await read(
      databaseHome('proto', (db) => {
        db.prepare(
          "UPDATE part SET data = json_set(data, '$.tool', '__proto__', '$.callID', 'constructor') WHERE data LIKE '%toolu_01Kt6yZd0BcU5PoR3uMw9LfG%'",
        ).run();
        db.prepare(
          "UPDATE part SET data = json_set(data, '$.tool', 'toString', '$.callID', 'hasOwnProperty') WHERE data LIKE '%toolu_01Lu7zAe1CdV6QpS4vNx0MgH%'",
        ).run();
      }),
    );
    expect(got.problems).toEqual([]);
    const named = toolCalls(got.events).filter((call) => call.callId === 'constructor' || call.callId === 'hasOwnProperty');
    expect(named.map((call) => [call.callId, call.tool])).toEqual([
      ['constructor', '__proto__'],
      ['hasOwnProperty', 'toString'],
    ]);
    expect(toolResults(got.events).get('constructor')).toMatchObject({ isError: false });
  });

  it('reads a file named opencode.db that is no database as one problem', async () => {
    const data = join(temp, 'not-a-db', 'opencode');
    mkdirSync(data, { recursive: true });
    writeFileSync(join(data, 'opencode.db'), 'hello, this is text');
    const got = await read(join(data, 'opencode.db'));
    expect(got.problems).toEqual([expect.stringMatching(/^malformed \d+: not a readable SQLite database/)]);
    expect(got.events).toEqual([]);
  });

  it('cuts a string over the cap, and still sizes the result by its whole output', async () => {
    const big = 'x'.repeat(300 * 1024);
    const got = await read(
      databaseHome('big-output', (db) =>
        db.prepare("UPDATE part SET data = json_set(data, '$.state.output', ?) WHERE data LIKE '%toolu_01Kt6yZd0BcU5PoR3uMw9LfG%'").run(big),
      ),
    );
    expect(toolResults(got.events).get('toolu_01Kt6yZd0BcU5PoR3uMw9LfG')!.bytes).toBe(big.length);
  });

  it.each<[string, (data: string) => void, RegExp]>([
    [
      'a message file that does not parse',
      (data) => {
        writeFileSync(join(data, 'storage', 'message', MAIN, 'msg_b8e1a011ffe0Ab3Cd4Ef5Gh601.json'), '{"id": "msg_');
      },
      /^malformed \d+: storage\/message\/ses_\w+\/msg_\w+\.json: not valid JSON/,
    ],
    [
      'a part file over the byte cap',
      (data) => {
        writeFileSync(
          join(data, 'storage', 'part', 'msg_b8e1a021ffe0Ab3Cd4Ef5Gh602', 'prt_zz.json'),
          `{"type":"text","text":"${'y'.repeat(70 * 1024 * 1024)}"}`,
        );
      },
      /^oversize \d+: storage\/part\/msg_\w+\/prt_zz\.json: over \d+ bytes; not read/,
    ],
  ])('storage: %s', async (_what, edit, problem) => {
    const data = storageHome(`bad-storage-${Math.random().toString(36).slice(2)}`);
    edit(data);
    const got = await read(sessionFile(data, MAIN));
    expect(got.problems.filter((text) => problem.test(text))).toHaveLength(1);
    expect(toolCalls(got.events).length).toBeGreaterThan(5);
  });

  it('storage: a session file that does not parse is one problem; a parent id that is no plain id is not followed into a path', async () => {
    const data = storageHome('hostile-storage');
    writeFileSync(sessionFile(data, MAIN), '{"id": ');
    const broken = await read(sessionFile(data, MAIN));
    expect(broken.problems).toEqual([expect.stringMatching(/^malformed 1: storage\/session\/\w+\/ses_\w+\.json: not valid JSON/)]);
    const child = JSON.parse(readFileSync(sessionFile(data, CHILD), 'utf8')) as Record<string, unknown>;
    writeFileSync(sessionFile(data, CHILD), JSON.stringify({ ...child, parentID: '../../../../etc/passwd' }));
    const got = await read(sessionFile(data, CHILD));
    expect(got.streams).toEqual([{ stream: { sessionId: '../../../../etc/passwd', streamId: CHILD }, layout: 'spawned-thread' }]);
    expect(toolCalls(got.events)).toHaveLength(2);
  });

  it('names a record of no known kind', () => {
    const problems: string[] = [];
    const adapter = opencodeFormat.createAdapter({
      file: 'x',
      emit: () => undefined,
      declareStream: () => undefined,
      problem: (_line, message) => problems.push(message),
    });
    adapter.line({ line: 3, offset: 0, value: { record: 'opencode.todo' } });
    expect(problems).toEqual(['a record of no known kind (opencode.todo): skipped']);
  });
});

describe('OpenCode places and files', () => {
  it.each<[string, Record<string, string>, string[]]>([
    ['the default data folder', {}, ['/home/u/.local/share/opencode/opencode.db', '/home/u/.local/share/opencode/storage/session']],
    ['$XDG_DATA_HOME', { XDG_DATA_HOME: '/data/xdg' }, ['/data/xdg/opencode/opencode.db', '/data/xdg/opencode/storage/session']],
    ['a relative $XDG_DATA_HOME, from the home folder', { XDG_DATA_HOME: 'xdg' }, ['/home/u/xdg/opencode/opencode.db', '/home/u/xdg/opencode/storage/session']],
    [
      '$OPENCODE_DB, absolute',
      { OPENCODE_DB: '/srv/oc/opencode-dev.db' },
      ['/srv/oc/opencode-dev.db', '/home/u/.local/share/opencode/opencode.db', '/home/u/.local/share/opencode/storage/session'],
    ],
    [
      '$OPENCODE_DB, relative to the data folder',
      { OPENCODE_DB: 'opencode-local.db' },
      ['/home/u/.local/share/opencode/opencode-local.db', '/home/u/.local/share/opencode/opencode.db', '/home/u/.local/share/opencode/storage/session'],
    ],
    [
      '$OPENCODE_DB of another file name, which is not read',
      { OPENCODE_DB: '/srv/oc/mine.sqlite' },
      ['/home/u/.local/share/opencode/opencode.db', '/home/u/.local/share/opencode/storage/session'],
    ],
    ['$OPENCODE_DB in memory', { OPENCODE_DB: ':memory:' }, ['/home/u/.local/share/opencode/opencode.db', '/home/u/.local/share/opencode/storage/session']],
  ])('%s', (_what, env, paths) => {
    for (const platform of ['linux', 'darwin'] as const) {
      expect(opencodeAgent.locations({ env, homeDir: '/home/u', platform }).map((location) => location.path)).toEqual(paths);
    }
  });

  it('is the same place on Windows: under the home folder (xdg-basedir has no platform branch)', () => {
    const [database] = opencodeAgent.locations({ env: { APPDATA: 'C:\\Users\\u\\AppData\\Roaming' }, homeDir: '/c/Users/u', platform: 'win32' });
    expect(database!.path).toBe(join('/c/Users/u', '.local', 'share', 'opencode', 'opencode.db'));
  });

  it.each([
    ['/home/u/.local/share/opencode/opencode.db', 'opencode'],
    ['/home/u/.local/share/opencode/opencode-dev.db', 'opencode'],
    ['C:\\Users\\u\\.local\\share\\opencode\\opencode.db', 'opencode'],
    [`/home/u/.local/share/opencode/storage/session/${PROJECT}/${MAIN}.json`, 'opencode'],
    ['/home/u/.local/share/opencode/storage/session/global/ses_x.json', 'opencode'],
    ['/home/u/.local/share/opencode/opencode.db-wal', undefined],
    ['/home/u/.local/share/opencode/storage/message/ses_x/msg_y.json', undefined],
    ['/home/u/.local/share/opencode/storage/part/msg_y/prt_z.json', undefined],
    ['/home/u/.local/share/opencode/project/p/storage/session/info/ses_x.json', undefined],
    ['/home/u/.local/share/opencode/project/p/storage/session/message/ses_x/msg_y.json', undefined],
    ['/home/u/.local/share/opencode/storage/project/p.json', undefined],
    ['/p/app.db', undefined],
    ['/p/package.json', undefined],
  ])('%s is a document of %s', async (path, format) => {
    await loadLogFormats();
    expect(documentFormatIdOf(path)).toBe(format);
  });

  it('leaves a database alone that OpenCode is writing (its -wal stays as it was)', async () => {
    const file = databaseHome('live');
    const writer = new Database(file);
    writer.pragma('journal_mode = WAL');
    writer.prepare("UPDATE session SET title = 'renamed' WHERE id = ?").run(MAIN);
    const wal = readFileSync(`${file}-wal`);
    const got = await read(file);
    expect(toolCalls(got.events)).toHaveLength(16);
    expect(readFileSync(`${file}-wal`).equals(wal)).toBe(true);
    writer.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
  });
});
