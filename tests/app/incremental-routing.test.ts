/**
 * Routing after an append (app/routing.ts, store/routing-state.ts): a run that goes on from the replay saved
 * before a repository's last session leaves exactly the rows, the saved state and the files a run from scratch
 * over the same logs leaves — after an append, two appends, an append then a rewrite or a truncation, an append
 * to an earlier session, a new session, with a second repository untouched — and the replay starts over when the
 * state is missing, unreadable, of other settings or of an older schema, or when a session before the checkpoint
 * changed.
 */
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { computeRouting, refreshRouting, type RoutingRunOptions } from '../../src/app/routing.js';
import { runAnalyze, settingsFor } from '../../src/index.js';
import { DEFAULT_ROUTING_SETTINGS } from '../../src/routing/router.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { filesUnder, stateDir } from '../helpers/cli.js';
import { tempHost } from '../helpers/host.js';

const NOW = 1_780_000_000;
const DAY = 86_400_000;
/** A run of calls that ends with an MCP tool: seen twice, it is a learned pattern, and the replay suggests the tool. */
const ROUTINE = ['Read', 'Grep', 'Read', 'Edit', 'Bash', 'mcp__github__create_issue'];
const OTHER = ['Glob', 'Read', 'Bash', 'Read', 'Edit', 'mcp__linear__create_ticket', 'Write'];

interface Logs {
  folder: string;
  /** Each session's file and the calls written so far. */
  sessions: Map<string, { file: string; day: number; cwd: string; calls: number }>;
}

/** Claude Code lines for `names` (call and result), ids and times going on from call `from` of the session. */
function callLines(sessionId: string, cwd: string, day: number, names: readonly string[], from: number): string {
  const lines: string[] = [];
  names.forEach((name, offset) => {
    const index = from + offset;
    const timestamp = new Date(Date.UTC(2025, 0, 1) + day * DAY + index * 2000).toISOString();
    const base = { sessionId, isSidechain: false, cwd, timestamp };
    const id = `toolu_${sessionId}_${index}`;
    const failed = name === 'Bash' && index % 7 === 3;
    lines.push(
      JSON.stringify({
        ...base,
        type: 'assistant',
        uuid: `${sessionId}-c${index}`,
        message: { id: `msg_${index}`, role: 'assistant', content: [{ type: 'tool_use', id, name, input: { file_path: `${cwd}/src/f${index % 5}.ts` } }] },
      }),
      JSON.stringify({
        ...base,
        type: 'user',
        uuid: `${sessionId}-r${index}`,
        message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: failed ? 'Error: exit 1' : 'ok', is_error: failed }] },
      }),
    );
  });
  return `${lines.join('\n')}\n`;
}

function newLogs(): Logs {
  return { folder: mkdtempSync(join(tmpdir(), 'tip-miner-routing-logs-')), sessions: new Map() };
}

function session(logs: Logs, repo: string, day: number, names: readonly string[]): string {
  const sessionId = `${String(day).padStart(8, '0')}-0000-4000-8000-${repo.length.toString().padStart(12, '0')}`;
  const cwd = `/work/${repo}`;
  const folder = join(logs.folder, repo);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${sessionId}.jsonl`);
  writeFileSync(file, callLines(sessionId, cwd, day, names, 0));
  logs.sessions.set(sessionId, { file, day, cwd, calls: names.length });
  return sessionId;
}

function append(logs: Logs, sessionId: string, names: readonly string[]): void {
  const known = logs.sessions.get(sessionId);
  if (!known) throw new Error(`no session ${sessionId}`);
  appendFileSync(known.file, callLines(sessionId, known.cwd, known.day, names, known.calls));
  known.calls += names.length;
}

/** The session's file written anew: the same calls but the last `drop`, with other names for the first. */
function rewrite(logs: Logs, sessionId: string, names: readonly string[]): void {
  const known = logs.sessions.get(sessionId);
  if (!known) throw new Error(`no session ${sessionId}`);
  writeFileSync(known.file, callLines(sessionId, known.cwd, known.day, names, 0));
  known.calls = names.length;
}

function truncate(logs: Logs, sessionId: string, calls: number): void {
  const known = logs.sessions.get(sessionId);
  if (!known) throw new Error(`no session ${sessionId}`);
  const lines = readFileSync(known.file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .slice(0, 2 * calls);
  writeFileSync(known.file, `${lines.join('\n')}\n`);
  known.calls = calls;
}

const repeat = (names: readonly string[], times: number): string[] => Array.from({ length: times }, () => names).flat();

/** Two repositories: alpha with three sessions on days 1–3, beta with one. */
function twoRepos(): { logs: Logs; alpha: string[]; beta: string } {
  const logs = newLogs();
  const alpha = [
    session(logs, 'alpha', 1, repeat(ROUTINE, 4)),
    session(logs, 'alpha', 2, [...repeat(OTHER, 2), ...repeat(ROUTINE, 2)]),
    session(logs, 'alpha', 3, repeat(ROUTINE, 2)),
  ];
  const beta = session(logs, 'beta', 2, repeat(OTHER, 3));
  return { logs, alpha, beta };
}

interface Trace {
  tables: Record<string, unknown[]>;
  files: Record<string, string>;
}

/**
 * What routing leaves: its tables (the saved state without the change number it has seen) and the routing.json files. (The other
 * views are not routing's: a detector's finding across an append boundary, or a rewritten file's last time in repos.json, can differ
 * from a run from scratch for reasons of their own.)
 */
const ROUTING_TABLES: Record<string, string> = {
  tool_uses: 'SELECT file, format, session_id, stream_id, line, use_id, name, outcome, keywords, ts FROM tool_uses ORDER BY file, use_id',
  tool_listings: 'SELECT * FROM tool_listings ORDER BY file, line, name',
  routing_patterns: 'SELECT * FROM routing_patterns ORDER BY repo, target, preceding',
  tool_registry: 'SELECT * FROM tool_registry ORDER BY repo, name',
  routing_replays: 'SELECT * FROM routing_replays ORDER BY repo, tier',
  routing_states: 'SELECT repo, settings, head, state FROM routing_states ORDER BY repo',
};

class Home {
  private readonly folder = stateDir();
  private readonly host = tempHost();
  readonly settings = settingsFor({}, this.folder, this.host);

  async analyze(logs: Logs): Promise<Trace> {
    await runAnalyze(this.settings, { paths: [logs.folder], now: NOW, jobs: 1 });
    const db = new Database(this.settings.db, { readonly: true });
    try {
      const tables = Object.fromEntries(Object.entries(ROUTING_TABLES).map(([name, sql]) => [name, db.prepare(sql).all()]));
      const files = Object.fromEntries(
        filesUnder(this.settings.memoryDir)
          .filter((file) => file.endsWith('routing.json'))
          .map((file) => [relative(this.settings.memoryDir, file), readFileSync(file, 'utf8').split(logs.folder).join('<logs>')]),
      );
      return { tables, files };
    } finally {
      db.close();
    }
  }
}

type Step = (logs: Logs, ids: { alpha: string[]; beta: string }) => void;

const SCENARIOS: Array<{ name: string; steps: Step[] }> = [
  {
    name: 'an append to the last session',
    steps: [
      (logs, { alpha }) => {
        append(logs, alpha[2]!, repeat(ROUTINE, 2));
      },
    ],
  },
  {
    name: 'two appends to the last session',
    steps: [
      (logs, { alpha }) => {
        append(logs, alpha[2]!, repeat(ROUTINE, 2));
      },
      (logs, { alpha }) => {
        append(logs, alpha[2]!, [...OTHER, ...ROUTINE]);
      },
    ],
  },
  {
    name: 'an append, then the last session rewritten',
    steps: [
      (logs, { alpha }) => {
        append(logs, alpha[2]!, ROUTINE);
      },
      (logs, { alpha }) => {
        rewrite(logs, alpha[2]!, repeat(OTHER, 2));
      },
    ],
  },
  {
    name: 'an append, then an earlier session rewritten',
    steps: [
      (logs, { alpha }) => {
        append(logs, alpha[2]!, ROUTINE);
      },
      (logs, { alpha }) => {
        rewrite(logs, alpha[0]!, OTHER);
      },
    ],
  },
  {
    name: 'an append, then the last session truncated',
    steps: [
      (logs, { alpha }) => {
        append(logs, alpha[2]!, ROUTINE);
      },
      (logs, { alpha }) => {
        truncate(logs, alpha[2]!, 3);
      },
    ],
  },
  {
    name: 'an append to an earlier session',
    steps: [
      (logs, { alpha }) => {
        append(logs, alpha[1]!, repeat(ROUTINE, 2));
      },
    ],
  },
  {
    name: 'a new session, then an append to it',
    steps: [
      (logs) => {
        session(logs, 'alpha', 4, repeat(ROUTINE, 3));
      },
      (logs) => {
        append(logs, [...logs.sessions.keys()].at(-1)!, OTHER);
      },
    ],
  },
  {
    name: 'two new sessions at once, then an append to the last',
    steps: [
      (logs) => {
        session(logs, 'alpha', 4, repeat(OTHER, 2));
        session(logs, 'alpha', 5, repeat(ROUTINE, 2));
      },
      (logs) => {
        append(logs, [...logs.sessions.keys()].at(-1)!, ROUTINE);
      },
    ],
  },
  {
    name: 'the second repository alone',
    steps: [
      (logs, { beta }) => {
        append(logs, beta, repeat(ROUTINE, 2));
      },
    ],
  },
];

describe('routing after an append', () => {
  it('the logs give suggestions, hits and patterns (so the comparisons below compare something)', async () => {
    const { logs } = twoRepos();
    const trace = await new Home().analyze(logs);
    expect(Object.keys(trace.files).sort()).toEqual(['alpha/routing.json', 'beta/routing.json']);
    expect(trace.tables.routing_patterns?.length).toBeGreaterThan(0);
    const replays = trace.tables.routing_replays as Array<{ repo: string; tier: string; suggestions: number; hits: number }>;
    expect(replays.find((row) => row.repo === 'alpha' && row.tier === 'all')?.hits).toBeGreaterThan(0);
    expect(trace.tables.routing_states?.length).toBe(2);
  });

  it.each(SCENARIOS)('$name: every run leaves what a run from scratch leaves', async ({ steps }) => {
    const { logs, alpha, beta } = twoRepos();
    const home = new Home();
    await home.analyze(logs);
    for (const [index, step] of steps.entries()) {
      step(logs, { alpha, beta });
      const incremental = await home.analyze(logs);
      const scratch = await new Home().analyze(logs);
      expect(incremental.tables, `after step ${index + 1}`).toEqual(scratch.tables);
      expect(incremental.files, `after step ${index + 1}`).toEqual(scratch.files);
    }
  });
});

describe('refreshRouting: going on from the saved state, or starting over', () => {
  const OPTIONS: RoutingRunOptions = { settings: DEFAULT_ROUTING_SETTINGS, declared: [], includeFailed: false };

  /** alpha analysed, then its last session appended to and analysed again; `spoil` then changes the database before the refresh. */
  async function refreshed(spoil: (db: HistoryDb) => void, options: RoutingRunOptions = OPTIONS, repair = false) {
    const { logs, alpha } = twoRepos();
    const home = new Home();
    await home.analyze(logs);
    append(logs, alpha[2]!, repeat(ROUTINE, 2));
    await home.analyze(logs);
    const db = HistoryDb.open(home.settings.db);
    try {
      spoil(db);
      const full = computeRouting(db, 'alpha', options);
      const { outcome, resumed } = refreshRouting(db, home.settings.memoryDir, 'alpha', options, { repair, now: NOW });
      return { outcome, resumed, full };
    } finally {
      db.close();
    }
  }

  const sql =
    (...statements: string[]) =>
    (db: HistoryDb) => {
      for (const statement of statements) db.run(statement);
    };

  it.each([
    { name: 'the state as saved', spoil: () => undefined, resumed: true },
    { name: 'no state', spoil: sql('DELETE FROM routing_states'), resumed: false },
    { name: 'an unreadable state', spoil: sql(`UPDATE routing_states SET state = '{"registry"'`), resumed: false },
    { name: 'a state of an older schema', spoil: sql(`UPDATE routing_states SET settings = replace(settings, '"schema":', '"schema":-')`), resumed: false },
    { name: 'a state of an older replay', spoil: sql(`UPDATE routing_states SET settings = replace(settings, '"replay":', '"replay":-')`), resumed: false },
    {
      name: 'a session before the checkpoint changed since',
      spoil: sql(
        `INSERT INTO routing_changes (format, session_id, change) VALUES ('claude-code', '00000001-0000-4000-8000-000000000005', 1000)
         ON CONFLICT DO UPDATE SET change = 1000`,
      ),
      resumed: false,
    },
    {
      name: 'a session before the checkpoint with another first time',
      spoil: sql(`UPDATE sessions SET first_ts = first_ts - 1 WHERE session_id = '00000002-0000-4000-8000-000000000005'`),
      resumed: false,
    },
    {
      name: 'a session before the checkpoint gone from the repository',
      spoil: sql(`UPDATE sessions SET repo = 'gamma' WHERE session_id LIKE '00000001-%'`),
      resumed: false,
    },
    {
      name: 'listings in sessions with uses (read session by session)',
      spoil: sql(
        'DELETE FROM routing_states',
        `INSERT INTO tool_listings (file, format, session_id, line, name, added, description, ts)
         SELECT file, format, session_id, 1, 'mcp__docs__search', 1, 'search the docs', NULL FROM tool_uses WHERE session_id LIKE '00000001-%' LIMIT 1`,
      ),
      resumed: false,
    },
    {
      name: 'a session with listings and no use (replayed last, every session read at once)',
      spoil: sql(
        `INSERT INTO tool_listings (file, format, session_id, line, name, added, description, ts)
         SELECT file, format, session_id, 1, 'mcp__docs__search', 1, 'search the docs', NULL FROM tool_uses WHERE session_id LIKE '00000001-%' LIMIT 1`,
        `DELETE FROM tool_uses WHERE session_id LIKE '00000001-%'`,
      ),
      resumed: false,
    },
  ])('$name: resumed $resumed, the outcome of a full replay', async ({ spoil, resumed }) => {
    const run = await refreshed(spoil);
    expect(run.resumed).toBe(resumed);
    expectSameOutcome(run.outcome, run.full);
  });

  it('other settings or declared tools, and --repair, start over', async () => {
    const threshold = await refreshed(() => undefined, { ...OPTIONS, settings: { ...DEFAULT_ROUTING_SETTINGS, threshold: 0.5 } });
    expect(threshold.resumed).toBe(false);
    expectSameOutcome(threshold.outcome, threshold.full);
    const declared = await refreshed(() => undefined, {
      ...OPTIONS,
      declared: [{ tool: { name: 'mcp__docs__search', description: 'search the docs' }, source: 'config' }],
    });
    expect(declared.resumed).toBe(false);
    expectSameOutcome(declared.outcome, declared.full);
    const repair = await refreshed(() => undefined, OPTIONS, true);
    expect(repair.resumed).toBe(false);
  });
});

function expectSameOutcome(outcome: ReturnType<typeof refreshRouting>['outcome'], full: ReturnType<typeof computeRouting>): void {
  const { suggestions, ...figures } = full.replay;
  const hits = new Map<string, number>();
  for (const suggestion of suggestions) if (suggestion.hit) hits.set(suggestion.tool, (hits.get(suggestion.tool) ?? 0) + 1);
  expect(outcome.replay).toEqual(figures);
  expect(outcome.registry).toEqual(full.registry);
  expect(outcome.patterns).toEqual(full.patterns);
  expect(outcome.events).toBe(full.events);
  expect(Object.entries(outcome.hitsByTool)).toEqual([...hits]);
}
