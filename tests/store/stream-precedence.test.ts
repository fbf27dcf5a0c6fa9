/**
 * One Cursor chat held by two logs counts once (store/stream-precedence.ts): the agent transcript and the editor's
 * state.vscdb both hold the chat under its id, and whatever the order they are read in — transcript first,
 * database first, both in one run, the transcript growing after the database was read, the database read again
 * whole after it changed — the history holds the same rows and figures as the database read alone. A chat, or a
 * sub-agent, only a transcript holds counts once; a format without a richer record (Claude Code's main and
 * sub-agent files) still sums its files; and every per-file table of the schema is one the precedence knows.
 */
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { analyzeIntoHistory } from '../../src/app/analyze-into-history.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { patternStats, storedFindings } from '../../src/store/findings.js';
import { sessionFacts } from '../../src/store/session-facts.js';
import { storedRepos } from '../../src/store/sessions.js';
import { PER_FILE_TABLES } from '../../src/store/stream-precedence.js';
import { stateDbPath, writeStateDb } from '../formats/writers/cursor.js';
import { claudeTranscript, read } from '../helpers/claude-transcript.js';
import { useFreshHistoryDbs } from '../helpers/history-db.js';
import { historyOf, mergedInto } from '../helpers/merged-history.js';
import { repoRoot } from '../helpers/paths.js';

const freshDb = useFreshHistoryDbs();
const NOW = 1_800_000_000;

const FIXTURES = join(repoRoot, 'tests', 'fixtures', 'formats', 'cursor');
/** The transcript fixture's chat and its sub-agent; the database fixture's chat and its sub-agent chat. */
const SESSION = '3f2a9c4e-5b1d-4e7f-8a6b-1c2d3e4f5a6b';
const CHILD = '7b8c9d0e-1f2a-4b3c-9d4e-5f6a7b8c9d0e';
const CHAT = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';
const SUB_CHAT = '6a7b8c9d-0e1f-4a2b-b3c4-d5e6f7a8b9c0';
const SLUG = 'home-dev-projects-shop-app';
const FIXTURE_MAIN = join(FIXTURES, 'projects', SLUG, 'agent-transcripts', SESSION, `${SESSION}.jsonl`);
const FIXTURE_SUB = join(FIXTURES, 'projects', SLUG, 'agent-transcripts', SESSION, 'subagents', `${CHILD}.jsonl`);

type Row = { key: string; value: string | null };
const fixtureRows = () => JSON.parse(readFileSync(join(FIXTURES, 'state-vscdb-rows.json'), 'utf8')) as Row[];

/** The database fixture's chats under the transcript fixture's ids: the editor's record of the same chat (and sub-agent). */
function sameChatRows(): Row[] {
  const rename = (text: string) => text.replaceAll(CHAT, SESSION).replaceAll(SUB_CHAT, CHILD);
  return fixtureRows().map((row) => ({ key: rename(row.key), value: row.value === null ? null : rename(row.value) }));
}

/** The same chat with its sub-agent's chat not (yet) in the database. */
function withoutSubagentChat(rows: Row[]): Row[] {
  return rows.filter((row) => !row.key.includes(CHILD));
}

/** A made-up home with Cursor's two logs in their places. */
class CursorHome {
  readonly home = mkdtempSync(join(tmpdir(), 'tip-miner-precedence-'));
  readonly db = stateDbPath(this.home);
  readonly main = join(this.home, '.cursor', 'projects', SLUG, 'agent-transcripts', SESSION, `${SESSION}.jsonl`);
  readonly sub = join(dirname(this.main), 'subagents', `${CHILD}.jsonl`);
  private written = 0;

  /** The database written anew with `rows` (a later change time each time: a changed database is read again whole). */
  writeDb(rows: Row[]): void {
    rmSync(this.db, { force: true });
    writeStateDb(this.db, rows);
    const at = new Date((NOW + ++this.written * 60) * 1000);
    utimesSync(this.db, at, at);
  }

  /** The transcripts: the main thread's first `lines` records (all by default) and the sub-agent's. */
  writeTranscripts(lines = Number.POSITIVE_INFINITY): void {
    const records = transcriptRecords();
    mkdirSync(dirname(this.sub), { recursive: true });
    writeFileSync(
      this.main,
      records
        .slice(0, lines)
        .map((record) => `${record}\n`)
        .join(''),
    );
    writeFileSync(this.sub, readFileSync(FIXTURE_SUB));
  }

  /** The main transcript's records after its first `lines`, appended as Cursor goes on writing. */
  appendTranscript(lines: number): void {
    appendFileSync(this.main, transcriptRecords().slice(lines).join('\n'));
  }
}

function transcriptRecords(): string[] {
  return readFileSync(FIXTURE_MAIN, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
}

type Log = 'db' | 'main' | 'sub';
type Step = { write: (home: CursorHome) => void; read: readonly Log[] };

async function runSteps(history: HistoryDb, home: CursorHome, steps: readonly Step[]): Promise<void> {
  let run = 0;
  for (const step of steps) {
    step.write(home);
    await analyzeIntoHistory({ db: history, paths: step.read.map((log) => home[log]), now: NOW + ++run });
  }
}

/** Columns that name a run or a row number, not what was read. */
const RUN_COLUMNS = new Set(['id', 'run_id']);

/**
 * What every command reads of the history: each per-file table's rows and the sessions' (run ids left out),
 * each session's facts (tool calls, tokens, occurrences of each tip's pattern, corrections), the stored findings
 * and each repository's pattern figures.
 */
function figures(history: HistoryDb, folder: string): unknown {
  const db = new Database(join(folder, 'nested', 'history.db'), { readonly: true });
  let tables: Record<string, string[]>;
  try {
    tables = Object.fromEntries(
      ['sessions', ...PER_FILE_TABLES.map((table) => table.table)].map((table) => {
        const columns = (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[]).filter((column) => !RUN_COLUMNS.has(column));
        const rows = db.prepare(`SELECT ${columns.join(', ')} FROM ${table}`).all();
        return [table, rows.map((row) => JSON.stringify(row)).sort()];
      }),
    );
  } finally {
    db.close();
  }
  const facts = sessionFacts(history, { includeFailed: true }).map((session) => ({
    ...session,
    occurrences: Object.fromEntries([...session.occurrences].sort()),
    exposedTo: Object.fromEntries([...session.exposedTo].sort()),
  }));
  const findings = storedFindings(history, { includeFailed: true })
    .map((finding) => JSON.stringify({ ...finding, id: undefined, runId: undefined }))
    .sort();
  const patterns = Object.fromEntries(storedRepos(history).map((repo) => [repo, patternStats(history, repo, true)]));
  return { tables, facts, findings, patterns };
}

/** The figures of a fresh history that read `paths` alone, in one run. */
async function figuresOf(paths: readonly string[]): Promise<unknown> {
  const { db, folder } = freshDb();
  await analyzeIntoHistory({ db, paths, now: NOW + 100 });
  return figures(db, folder);
}

const full = (home: CursorHome) => {
  home.writeDb(sameChatRows());
};
const transcripts = (home: CursorHome) => {
  home.writeTranscripts();
};
const nothing = () => undefined;
const ALL: readonly Log[] = ['db', 'main', 'sub'];
const TRANSCRIPTS: readonly Log[] = ['main', 'sub'];
/** The main transcript's records the growing transcript starts with. */
const FIRST = 5;

describe('a chat in both of Cursor’s logs counts once: the database’s record, whatever the reading order', () => {
  it.each<[string, Step[]]>([
    ['the database alone', [{ write: full, read: ['db'] }]],
    [
      'the transcripts first, then the database',
      [
        { write: transcripts, read: TRANSCRIPTS },
        { write: full, read: ALL },
      ],
    ],
    [
      'the database first, then the transcripts',
      [
        { write: full, read: ['db'] },
        { write: transcripts, read: ALL },
      ],
    ],
    [
      'both in one run, the transcripts named first',
      [
        {
          write: (home) => {
            transcripts(home);
            full(home);
          },
          read: ['main', 'sub', 'db'],
        },
      ],
    ],
    [
      'the transcript growing after the database was read',
      [
        {
          write: (home) => {
            home.writeTranscripts(FIRST);
            full(home);
          },
          read: ALL,
        },
        {
          write: (home) => {
            home.appendTranscript(FIRST);
          },
          read: ALL,
        },
        { write: nothing, read: ALL },
      ],
    ],
    [
      'the database read again whole after it changed (its sub-agent chat added)',
      [
        {
          write: (home) => {
            transcripts(home);
            home.writeDb(withoutSubagentChat(sameChatRows()));
          },
          read: ALL,
        },
        { write: full, read: ALL },
      ],
    ],
    [
      'the database changing, then the transcripts read',
      [
        {
          write: (home) => {
            home.writeDb(withoutSubagentChat(sameChatRows()));
          },
          read: ['db'],
        },
        { write: full, read: ['db'] },
        { write: transcripts, read: ALL },
      ],
    ],
  ])('%s: the same rows and figures as the database alone', async (_name, steps) => {
    const home = new CursorHome();
    const { db, folder } = freshDb();
    await runSteps(db, home, steps);
    const got = figures(db, folder);
    expect(got).toEqual(await figuresOf([home.db]));
    // the chat's calls are the database's, its tokens too: nothing of the transcripts is left
    const stored = got as { tables: Record<string, string[]> };
    for (const table of PER_FILE_TABLES) expect(stored.tables[table.table]!.filter((row) => row.includes('agent-transcripts'))).toEqual([]);
  });
});

describe('what only a transcript holds counts, once', () => {
  it.each<[string, Step[]]>([
    [
      'transcripts first',
      [
        { write: transcripts, read: TRANSCRIPTS },
        {
          write: (home) => {
            home.writeDb(fixtureRows());
          },
          read: ALL,
        },
      ],
    ],
    [
      'database first',
      [
        {
          write: (home) => {
            home.writeDb(fixtureRows());
          },
          read: ['db'],
        },
        { write: transcripts, read: ALL },
      ],
    ],
  ])('a chat the database does not hold (%s): its figures as the transcripts alone give them', async (_name, steps) => {
    const home = new CursorHome();
    const { db, folder } = freshDb();
    await runSteps(db, home, steps);
    const both = figures(db, folder) as Figures;
    const databaseAlone = (await figuresOf([home.db])) as Figures;
    const transcriptsAlone = (await figuresOf([home.main, home.sub])) as Figures;
    expect(both.tables).toEqual(unionOfTables(databaseAlone, transcriptsAlone));
    const calls = (figures: Figures) => figures.facts.find((session) => session.sessionId === SESSION)?.toolCalls;
    expect(calls(both)).toBe(toolUses(FIXTURE_MAIN) + toolUses(FIXTURE_SUB));
    expect(calls(both)).toBe(calls(transcriptsAlone));
  });

  it.each<[string, Step[]]>([
    [
      'transcripts first',
      [
        { write: transcripts, read: TRANSCRIPTS },
        {
          write: (home) => {
            home.writeDb(withoutSubagentChat(sameChatRows()));
          },
          read: ALL,
        },
      ],
    ],
    [
      'database first',
      [
        {
          write: (home) => {
            home.writeDb(withoutSubagentChat(sameChatRows()));
          },
          read: ['db'],
        },
        { write: transcripts, read: ALL },
      ],
    ],
  ])('a sub-agent the database does not hold (%s): the database’s main thread, the transcript’s sub-agent', async (_name, steps) => {
    const home = new CursorHome();
    const { db, folder } = freshDb();
    await runSteps(db, home, steps);
    const metrics = (figures(db, folder) as Figures).tables.stream_metrics!.map((row) => JSON.parse(row) as { file: string; stream_id: string });
    expect(metrics.map((row) => [row.file, row.stream_id]).sort()).toEqual([
      [home.db, 'main'],
      [home.sub, CHILD],
    ]);
    // the session's own tokens are the database's (a transcript has none, and its row per session gives way)
    const tokens = (figures(db, folder) as Figures).tables.session_tokens!.map((row) => (JSON.parse(row) as { file: string }).file);
    expect(tokens).toEqual([home.db]);
  });
});

describe('histories merged: a chat one shard read from its transcripts and another from the database', () => {
  it.each<[string, readonly Log[], readonly Log[]]>([
    ['the transcripts shard named first', TRANSCRIPTS, ['db']],
    ['the database shard named first', ['db'], TRANSCRIPTS],
  ])('%s: every per-file table holds the database’s rows alone', async (_name, first, second) => {
    const home = new CursorHome();
    home.writeTranscripts();
    home.writeDb(sameChatRows());
    const shards = await Promise.all(
      [first, second].map((logs) =>
        historyOf(
          logs.map((log) => home[log]),
          NOW,
        ),
      ),
    );
    const merged = perFileRows(await mergedInto(shards, NOW + 10));
    expect(merged).toEqual(perFileRows(await historyOf([home.db], NOW)));
    for (const table of PER_FILE_TABLES) expect(merged[table.table]!.filter((row) => row.includes('agent-transcripts'))).toEqual([]);
  });

  it('a chat only the transcripts hold keeps its rows', async () => {
    const home = new CursorHome();
    home.writeTranscripts();
    home.writeDb(fixtureRows());
    const shards = await Promise.all(
      [TRANSCRIPTS, ['db'] as const].map((logs) =>
        historyOf(
          logs.map((log) => home[log]),
          NOW,
        ),
      ),
    );
    const merged = perFileRows(await mergedInto(shards, NOW + 10));
    const apart = [perFileRows(shards[0]!), perFileRows(shards[1]!)];
    for (const table of PER_FILE_TABLES) expect(merged[table.table]).toEqual([...apart[0]![table.table]!, ...apart[1]![table.table]!].sort());
  });
});

/** Each per-file table's rows of a history (row numbers and runs left out), sorted. */
function perFileRows(path: string): Record<string, string[]> {
  const db = new Database(path, { readonly: true });
  try {
    return Object.fromEntries(
      PER_FILE_TABLES.map(({ table }) => {
        const columns = (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[]).filter((column) => !RUN_COLUMNS.has(column));
        return [
          table,
          db
            .prepare(`SELECT ${columns.join(', ')} FROM ${table}`)
            .all()
            .map((row) => JSON.stringify(row))
            .sort(),
        ];
      }),
    );
  } finally {
    db.close();
  }
}

describe('formats without a richer record', () => {
  it('a Claude Code session’s main and sub-agent files still add up', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tip-miner-precedence-'));
    const session = '11111111-2222-4333-8444-555555555555';
    const write = (relative: string, lines: string[]) => {
      const path = join(root, relative);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${lines.join('\n')}\n`);
      return path;
    };
    const main = write(`${session}.jsonl`, claudeTranscript([read('a.ts'), read('b.ts'), read('c.ts')], { sessionId: session }).lines);
    const sub = write(
      `${session}/subagents/agent-a1b2c3.jsonl`,
      claudeTranscript([read('d.ts'), read('e.ts')], { sessionId: session, sidechain: true, agentId: 'a1b2c3' }).lines,
    );
    for (const paths of [
      [main, sub],
      [sub, main],
    ]) {
      const { db } = freshDb();
      for (const path of paths) await analyzeIntoHistory({ db, paths: [path], now: NOW });
      const facts = sessionFacts(db, { includeFailed: true });
      expect(facts.map((fact) => [fact.sessionId, fact.toolCalls])).toEqual([[session, 5]]);
    }
  });
});

describe('the tables the precedence goes through', () => {
  it('are every table of the schema that holds rows of a file and session: by stream where it has streams', () => {
    const { folder } = freshDb();
    const db = new Database(join(folder, 'nested', 'history.db'), { readonly: true });
    try {
      const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
      const perFile = names.flatMap((name) => {
        const columns = new Set(db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(name) as string[]);
        if (!columns.has('file') || !columns.has('session_id') || !columns.has('format')) return [];
        return [{ table: name, by: columns.has('stream_id') ? 'stream' : 'session' }];
      });
      expect(PER_FILE_TABLES.map(({ table, by }) => ({ table, by })).sort((a, b) => a.table.localeCompare(b.table))).toEqual(perFile);
    } finally {
      db.close();
    }
  });
});

interface Figures {
  tables: Record<string, string[]>;
  facts: Array<{ sessionId: string; toolCalls: number }>;
}

function unionOfTables(a: Figures, b: Figures): Record<string, string[]> {
  return Object.fromEntries(Object.keys(a.tables).map((table) => [table, [...a.tables[table]!, ...b.tables[table]!].sort()]));
}

function toolUses(file: string): number {
  return (readFileSync(file, 'utf8').match(/"type":"tool_use"/g) ?? []).length;
}
