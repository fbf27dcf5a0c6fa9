/**
 * Routing through the history database, on the hand-made sessions of fixtures/routing (README there):
 * the tool uses and listings `analyze` stores, the sessions replayed in time order, and the outcome
 * `refreshRouting` stores and writes to routing.json.
 */
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_ROUTING_SETTINGS } from '../../src/routing/router.js';
import { scanProject } from '../../src/routing/project-scan.js';
import type { RegistryEntry } from '../../src/routing/registry.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { analyzeIntoHistory } from '../../src/app/analyze-into-history.js';
import { replaySessions, storeRoutingOutcome } from '../../src/store/routing-history.js';
import { computeRouting, refreshRouting, type RoutingRunOptions } from '../../src/app/routing.js';
import { readRoutingView, routingViewPath } from '../../src/store/routing-view.js';
import { arrayContaining } from '../helpers/matchers.js';
import { fixture } from '../helpers/paths.js';

const EARLIER = '7c0d2f1e-5a3b-4c8d-9e21-0f6a1b2c3d4e';
const LATER = '1b9e4a22-8f3c-4d6e-a7b5-9c0d1e2f3a4b';
const EARLIER_FILE = fixture('routing', `${EARLIER}.jsonl`);
const LATER_FILE = fixture('routing', `${LATER}.jsonl`);
const PR = 'mcp__github__create_pull_request';
const LINEAR = 'mcp__linear__create_issue';
const NOW = 1_800_000_000;
/** Entries of acme's registry (fixtures/routing/README.md). */
const EXPECTED_REGISTRY_SIZE = 10;
const OPTIONS: RoutingRunOptions = { settings: DEFAULT_ROUTING_SETTINGS, declared: [], includeFailed: false };

const opened: HistoryDb[] = [];
function freshDb(): { db: HistoryDb; folder: string } {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-routing-'));
  const db = HistoryDb.open(join(folder, 'history.db'));
  opened.push(db);
  return { db, folder };
}
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

async function analyzed(): Promise<{ db: HistoryDb; folder: string }> {
  const state = freshDb();
  await analyzeIntoHistory({ db: state.db, paths: [fixture('routing')], now: NOW });
  return state;
}

interface UseRow {
  session_id: string;
  stream_id: string;
  line: number;
  use_id: string;
  name: string;
  outcome: string;
  ts: number | null;
}
const uses = (db: HistoryDb) => db.all<UseRow>('SELECT session_id, stream_id, line, use_id, name, outcome, ts FROM tool_uses ORDER BY file, line');
const listings = (db: HistoryDb) =>
  db.all<{ session_id: string; line: number; name: string; added: number; description: string | null }>(
    'SELECT session_id, line, name, added, description FROM tool_listings ORDER BY file, line, name',
  );

/** Epoch seconds of a fixture line's timestamp. */
function secondsOfLine(file: string, line: number): number {
  const value = JSON.parse(readFileSync(file, 'utf8').split('\n')[line - 1]!) as { timestamp: string };
  return Math.floor(Date.parse(value.timestamp) / 1000);
}

describe('routing in the history database', () => {
  it('stores every use of each session: calls, the slash commands the user ran, the Skill call by skill name', async () => {
    const { db } = await analyzed();
    const rows = uses(db);
    const of = (session: string) => rows.filter((row) => row.session_id === session).map((row) => [row.line, row.name, row.outcome]);
    expect(of(LATER)).toEqual([
      [2, 'Read', 'ok'],
      [4, 'Grep', 'ok'],
      [6, 'Read', 'ok'],
      [8, 'Bash', 'ok'],
      [10, 'Edit', 'ok'],
      [12, PR, 'ok'],
      [14, LINEAR, 'refused'],
    ]);
    expect(of(EARLIER)).toEqual([
      [5, '/deploy', 'ok'],
      [7, 'Read', 'ok'],
      [9, 'Grep', 'ok'],
      [11, 'Read', 'ok'],
      [13, 'Bash', 'ok'],
      [15, 'Edit', 'ok'],
      [17, PR, 'ok'],
      [19, 'skill:release-notes', 'ok'],
      [22, PR, 'failed'],
      [26, '/clear', 'ok'],
    ]);
    expect(new Set(rows.map((row) => row.stream_id))).toEqual(new Set(['main']));
    const command = rows.find((row) => row.name === '/deploy')!;
    expect(command.use_id).toBe('command@5');
    expect(command.ts).toBe(secondsOfLine(EARLIER_FILE, 5));
    expect(rows.find((row) => row.line === 22 && row.session_id === EARLIER)!.ts).toBe(secondsOfLine(EARLIER_FILE, 22));
  });

  it('stores the tools a session listed: suggestable ones only, skills with their descriptions', async () => {
    const { db } = await analyzed();
    expect(listings(db)).toEqual([
      { session_id: EARLIER, line: 3, name: PR, added: 1, description: null },
      { session_id: EARLIER, line: 3, name: LINEAR, added: 1, description: null },
      { session_id: EARLIER, line: 4, name: 'skill:pdf', added: 1, description: 'Fill PDF forms' },
      { session_id: EARLIER, line: 4, name: 'skill:release-notes', added: 1, description: 'Write release notes from the merged pull requests' },
    ]);
  });

  it('re-running changes nothing; a full re-read adds no row twice', async () => {
    const { db } = await analyzed();
    const before = { uses: uses(db), listings: listings(db) };
    expect(before.uses).toHaveLength(17);

    const again = await analyzeIntoHistory({ db, paths: [fixture('routing')], now: NOW + 100 });
    expect(again.report).toMatchObject({ files: 0, skipped: { unchangedFiles: 2 } });
    expect({ uses: uses(db), listings: listings(db) }).toEqual(before);

    const full = await analyzeIntoHistory({ db, paths: [fixture('routing')], now: NOW + 200, full: true });
    expect(full.report).toMatchObject({ files: 2, toolCalls: 15 });
    expect({ uses: uses(db), listings: listings(db) }).toEqual(before);
  });

  it('replays the sessions of a repository in time order, each with its streams and listings', async () => {
    const { db } = await analyzed();
    const sessions = replaySessions(db, 'acme');
    // the earlier session's id sorts after the later one's: the order is by time, not by name
    expect(sessions.map((session) => session.sessionId)).toEqual([EARLIER, LATER]);
    expect(sessions.map((session) => session.file)).toEqual([EARLIER_FILE, LATER_FILE]);
    const [first, second] = sessions;
    expect([...first!.streams.keys()]).toEqual(['main']);
    expect(first!.streams.get('main')!.map((use) => use.name)).toEqual([
      '/deploy',
      'Read',
      'Grep',
      'Read',
      'Bash',
      'Edit',
      PR,
      'skill:release-notes',
      PR,
      '/clear',
    ]);
    expect(second!.streams.get('main')!.map((use) => `${use.name}:${use.outcome}`)).toEqual([
      'Read:ok',
      'Grep:ok',
      'Read:ok',
      'Bash:ok',
      'Edit:ok',
      `${PR}:ok`,
      `${LINEAR}:refused`,
    ]);
    expect(first!.streams.get('main')![0]).toMatchObject({
      id: 'command@5',
      line: 5,
      at: secondsOfLine(EARLIER_FILE, 5),
      keywords: arrayContaining(['staging']),
    });
    expect(first!.listings).toEqual([
      { name: PR, added: true, at: secondsOfLine(EARLIER_FILE, 3) },
      { name: LINEAR, added: true, at: secondsOfLine(EARLIER_FILE, 3) },
      { name: 'skill:release-notes', added: true, at: secondsOfLine(EARLIER_FILE, 4), description: 'Write release notes from the merged pull requests' },
      { name: 'skill:pdf', added: true, at: secondsOfLine(EARLIER_FILE, 4), description: 'Fill PDF forms' },
    ]);
    expect(second!.listings).toEqual([]);
    expect(replaySessions(db, 'elsewhere')).toEqual([]);
  });

  describe('refreshRouting', () => {
    const EXPECTED: Array<[string, Partial<RegistryEntry>]> = [
      ['Read', { kind: 'builtin', uses: 4, failures: 0, refused: 0, sources: ['logs'], suggestable: false }],
      [PR, { kind: 'mcp', server: 'github', uses: 3, failures: 1, refused: 0, sources: ['listed', 'logs'], suggestable: true, status: 'active' }],
      ['Grep', { kind: 'builtin', uses: 2, failures: 0 }],
      ['Bash', { kind: 'builtin', uses: 2, failures: 0 }],
      ['Edit', { kind: 'builtin', uses: 2, failures: 0 }],
      [LINEAR, { kind: 'mcp', server: 'linear', uses: 1, failures: 0, refused: 1, sources: ['listed', 'logs'], suggestable: true }],
      [
        'skill:release-notes',
        {
          kind: 'skill',
          uses: 1,
          failures: 0,
          sources: ['listed', 'logs'],
          description: 'Write release notes from the merged pull requests',
          suggestable: true,
        },
      ],
      ['/deploy', { kind: 'slash_command', uses: 1, failures: 0, sources: ['logs'], suggestable: true }],
      ['/clear', { kind: 'builtin', uses: 1, failures: 0, sources: ['logs'], suggestable: false }],
      ['skill:pdf', { kind: 'skill', uses: 0, failures: 0, sources: ['listed'], description: 'Fill PDF forms', suggestable: true, removed: false }],
    ];

    it('learns the pattern, counts every tool and writes routing.json', async () => {
      const { db, folder } = await analyzed();
      const memoryDir = join(folder, 'memory');
      const { outcome, write } = refreshRouting(db, memoryDir, 'acme', OPTIONS, { repair: false, now: NOW });
      const { path } = write;
      expect(write.written).toBe(true);
      expect(path).toBe(join(memoryDir, 'acme', 'routing.json'));
      expect(path).toBe(routingViewPath(memoryDir, 'acme'));

      expect(outcome.patterns).toEqual([{ target: PR, preceding: ['Read', 'Grep', 'Read', 'Bash', 'Edit'], frequency: 2 }]);
      expect(outcome.events).toBe(17);
      expect(outcome.replay.sessions).toBe(2);
      expect(outcome.registry.map((entry) => entry.name).sort()).toEqual(EXPECTED.map(([name]) => name).sort());
      for (const [name, expected] of EXPECTED)
        expect(
          outcome.registry.find((entry) => entry.name === name),
          name,
        ).toMatchObject(expected);
      // never listed as a suggestable tool, WebFetch only came through the listing: no entry
      expect(outcome.registry.find((entry) => entry.name === 'WebFetch')).toBeUndefined();
      expect(outcome.registry.find((entry) => entry.name === PR)!.lastSeen).toBe(secondsOfLine(LATER_FILE, 12));

      const read = readRoutingView(path);
      expect(read.problem).toBeUndefined();
      expect(read.view).toMatchObject({ repo: 'acme', computedAt: NOW, events: 17, patterns: outcome.patterns, tools: outcome.registry });
      expect(read.view!.replay).toEqual({
        sessions: 2,
        learned: outcome.replay.tiers.learned,
        heuristic: outcome.replay.tiers.heuristic,
        all: outcome.replay.total,
      });
      expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(read.view);
    });

    it('stores the outcome in the database', async () => {
      const { db, folder } = await analyzed();
      refreshRouting(db, join(folder, 'memory'), 'acme', OPTIONS, { repair: false, now: NOW });
      expect(db.all('SELECT repo, target, preceding, frequency, computed_at FROM routing_patterns')).toEqual([
        { repo: 'acme', target: PR, preceding: JSON.stringify(['Read', 'Grep', 'Read', 'Bash', 'Edit']), frequency: 2, computed_at: NOW },
      ]);
      const registry = db.all<{
        name: string;
        kind: string;
        uses: number;
        failures: number;
        refused: number;
        sources: string;
        suggestable: number;
        description: string | null;
      }>('SELECT name, kind, uses, failures, refused, sources, suggestable, description FROM tool_registry WHERE repo = ? ORDER BY name', 'acme');
      expect(registry).toHaveLength(EXPECTED.length);
      expect(registry.find((row) => row.name === PR)).toMatchObject({
        kind: 'mcp',
        uses: 3,
        failures: 1,
        refused: 0,
        sources: '["listed","logs"]',
        suggestable: 1,
      });
      expect(registry.find((row) => row.name === '/clear')).toMatchObject({ kind: 'builtin', uses: 1, suggestable: 0 });
      expect(registry.find((row) => row.name === 'skill:pdf')).toMatchObject({ uses: 0, sources: '["listed"]', description: 'Fill PDF forms' });
      expect(db.all('SELECT tier, sessions FROM routing_replays WHERE repo = ? ORDER BY tier', 'acme')).toEqual([
        { tier: 'all', sessions: 2 },
        { tier: 'heuristic', sessions: 2 },
        { tier: 'learned', sessions: 2 },
      ]);
    });

    it('adds the tools the project folder declares, with their descriptions', async () => {
      const { db } = await analyzed();
      const projectDir = mkdtempSync(join(tmpdir(), 'tip-miner-project-'));
      mkdirSync(join(projectDir, '.claude', 'commands'), { recursive: true });
      writeFileSync(join(projectDir, '.claude', 'commands', 'deploy.md'), '---\ndescription: Deploy the current branch\n---\n');
      writeFileSync(join(projectDir, '.mcp.json'), JSON.stringify({ mcpServers: { sentry: { command: 'sentry-mcp' } } }));
      const declared = scanProject(projectDir).tools.map((tool) => ({ tool, source: 'project' as const }));
      const outcome = computeRouting(db, 'acme', { ...OPTIONS, declared });
      expect(outcome.registry.find((entry) => entry.name === '/deploy')).toMatchObject({
        uses: 1,
        sources: ['project', 'logs'],
        description: 'Deploy the current branch',
      });
      expect(outcome.registry.find((entry) => entry.name === 'mcp__sentry')).toMatchObject({
        kind: 'mcp_server',
        uses: 0,
        sources: ['project'],
        suggestable: true,
      });
    });
  });

  it('storeRoutingOutcome replaces the rows of one repository and leaves the others alone', async () => {
    const { db } = await analyzed();
    const outcome = computeRouting(db, 'acme', OPTIONS);
    storeRoutingOutcome(db, 'acme', outcome, NOW);
    storeRoutingOutcome(db, 'other', outcome, NOW);
    const count = (table: string, repo: string) => db.all<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE repo = ?`, repo)[0]!.n;
    expect([count('routing_patterns', 'acme'), count('tool_registry', 'acme'), count('routing_replays', 'acme')]).toEqual([1, EXPECTED_REGISTRY_SIZE, 3]);

    const smaller = { ...outcome, patterns: [], registry: outcome.registry.filter((entry) => entry.name === PR).map((entry) => ({ ...entry, uses: 99 })) };
    storeRoutingOutcome(db, 'acme', smaller, NOW + 1);
    expect(db.all('SELECT target FROM routing_patterns WHERE repo = ?', 'acme')).toEqual([]);
    expect(db.all('SELECT name, uses, computed_at FROM tool_registry WHERE repo = ?', 'acme')).toEqual([{ name: PR, uses: 99, computed_at: NOW + 1 }]);
    expect(db.all<{ computed_at: number }>('SELECT computed_at FROM routing_replays WHERE repo = ?', 'acme').map((row) => row.computed_at)).toEqual([
      NOW + 1,
      NOW + 1,
      NOW + 1,
    ]);
    expect([count('routing_patterns', 'other'), count('tool_registry', 'other'), count('routing_replays', 'other')]).toEqual([1, EXPECTED_REGISTRY_SIZE, 3]);
  });
});

describe('readRoutingView', () => {
  const folder = () => mkdtempSync(join(tmpdir(), 'tip-miner-view-'));

  it('a missing file is no view and no problem', () => {
    expect(readRoutingView(join(folder(), 'acme', 'routing.json'))).toEqual({});
  });

  it('invalid JSON is a problem naming the file', () => {
    const path = join(folder(), 'routing.json');
    writeFileSync(path, '{"repo": "acme", "tools": [');
    const read = readRoutingView(path);
    expect(read.view).toBeUndefined();
    expect(read.problem).toMatch(new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: not valid JSON`));
  });

  const VALID = {
    repo: 'acme',
    computedAt: NOW,
    events: 3,
    replay: {
      sessions: 1,
      learned: { suggestions: 0, hits: 0 },
      heuristic: { suggestions: 1, hits: 1, hitRate: 1 },
      all: { suggestions: 1, hits: 1, hitRate: 1 },
    },
    tools: [
      { name: PR, kind: 'mcp', server: 'github', sources: ['logs'], uses: 3, failures: 0, refused: 0, status: 'active', removed: false, suggestable: true },
    ],
    patterns: [{ target: PR, preceding: ['Read', 'Edit'], frequency: 2 }],
  };

  it('reads a view of the right shape', () => {
    const path = join(folder(), 'routing.json');
    writeFileSync(path, JSON.stringify(VALID));
    expect(readRoutingView(path)).toEqual({ view: VALID });
  });

  it.each([
    ['a list', []],
    ['no repo', { ...VALID, repo: undefined }],
    ['events not a count', { ...VALID, events: -1 }],
    ['tools not a list', { ...VALID, tools: {} }],
    ['a tool without uses', { ...VALID, tools: [{ ...VALID.tools[0], uses: undefined }] }],
    ['a tool of unknown status', { ...VALID, tools: [{ ...VALID.tools[0], status: 'retired' }] }],
    ['a pattern with a number in its window', { ...VALID, patterns: [{ target: PR, preceding: ['Read', 3], frequency: 2 }] }],
    ['replay figures missing a tier', { ...VALID, replay: { sessions: 1, learned: { suggestions: 0, hits: 0 }, all: { suggestions: 0, hits: 0 } } }],
  ])('a file of another shape (%s) is a problem naming it', (_, value) => {
    const path = join(folder(), 'routing.json');
    writeFileSync(path, JSON.stringify(value));
    const read = readRoutingView(path);
    expect(read.view).toBeUndefined();
    expect(read.problem).toBe(
      `${path}: not a tip-miner routing view (hand-edited, or written by something else); ` +
        'routing goes on without it (tip-miner analyze --repair sets it aside and rewrites it)',
    );
  });

  it('puts a repository slug with a slash in a folder of its own', () => {
    expect(routingViewPath('/memory', 'acme/webapp')).toBe(join('/memory', 'acme__webapp', 'routing.json'));
  });
});

describe('a call whose result a later run reads (a session still being written)', () => {
  function growingCopy(lines: number): { file: string; rest: string } {
    const all = readFileSync(EARLIER_FILE, 'utf8').split('\n').filter(Boolean);
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-routing-growing-'));
    const file = join(folder, `${EARLIER}.jsonl`);
    writeFileSync(file, `${all.slice(0, lines).join('\n')}\n`);
    return { file, rest: `${all.slice(lines).join('\n')}\n` };
  }
  const failedPr = (db: HistoryDb) => uses(db).find((row) => row.line === 22)!;

  it('gets the outcome of the result when it comes', async () => {
    const { db } = freshDb();
    const { file, rest } = growingCopy(22); // the failing PR call is on line 22, its error result on line 23
    await analyzeIntoHistory({ db, paths: [file], now: NOW });
    expect(failedPr(db)).toMatchObject({ name: PR, outcome: 'ok' }); // no result yet
    appendFileSync(file, rest);
    await analyzeIntoHistory({ db, paths: [file], now: NOW + 60 });
    expect(failedPr(db)).toMatchObject({ name: PR, outcome: 'failed' });
    // this session alone: the PR call ok on line 17, failed on line 22
    expect(computeRouting(db, 'acme', OPTIONS).registry.find((entry) => entry.name === PR)).toMatchObject({ uses: 2, failures: 1 });
  });

  it('re-reading the whole file (full) sets the outcome too', async () => {
    const { db } = freshDb();
    const { file, rest } = growingCopy(22);
    await analyzeIntoHistory({ db, paths: [file], now: NOW });
    appendFileSync(file, rest);
    await analyzeIntoHistory({ db, paths: [file], now: NOW + 60, full: true });
    expect(failedPr(db).outcome).toBe('failed');
    expect(uses(db)).toHaveLength(10);
  });
});
