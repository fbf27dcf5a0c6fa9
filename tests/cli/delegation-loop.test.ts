import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DelegationReport } from '../../src/views/delegation-report.js';
import { DELEGATION_PATTERNS, delegationPatternById } from '../../src/delegation/patterns/index.js';
import { SOLO_STREAK } from '../../src/delegation/solo-streak.js';
import { DELEGATION_PATTERN_IDS } from '../../src/delegation/types.js';
import { DETECTORS, detectorById } from '../../src/detectors/index.js';
import { PREFERENCE_SETTINGS } from '../../src/delegation/types.js';
import { analyzeReport, cliProcess } from '../helpers/cli.js';
import { useWorkingFolder } from '../helpers/working-folder.js';
import { claudeTranscript, git, read, task, times, type Call } from '../helpers/claude-transcript.js';

const SESSION = '5d0f3c1e-8a47-4b6e-9c2a-7e1d2f3a4b5c';

/** Seven Reads (one 0.9 exploration point, rejected: the 0.5 and 0.7 points before it in its cooldown window are superseded), five `git status`, two Reads and a Task call (a 0.5 point, accepted). */
const EXPLORING: Call[] = [
  ...['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => read(`src/${name}.ts`)),
  ...times(5, git),
  read('src/h.ts'),
  read('src/i.ts'),
  task(),
];

function transcript(calls: readonly Call[], sessionId = SESSION): string[] {
  return claudeTranscript(calls, { sessionId }).lines;
}

/** `<folder>/projects/-repo/<session>.jsonl` holding `calls`; returns the projects folder. */
function writeProject(folder: string, calls: readonly Call[]): string {
  const project = join(folder, 'projects', '-repo');
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, `${SESSION}.jsonl`), `${transcript(calls).join('\n')}\n`);
  return join(folder, 'projects');
}

/** Each test runs its commands in a working folder of its own, its state files in it. */
const working = useWorkingFolder();
const { cli } = working;

const state = () => working.state();

/** `--db` and `--memory-dir` in another folder. */
const elsewhere = () => working.state('elsewhere');

async function analyzed(calls: readonly Call[] = EXPLORING) {
  const current = state();
  const projects = writeProject(current.folder, calls);
  const run = await cli('analyze', projects, '--json', ...current.options);
  expect(run.code).toBe(0);
  expect(analyzeReport(run).toolCalls).toBe(calls.length);
  return { ...current, projects };
}

async function report(options: string[]): Promise<DelegationReport> {
  const run = await cli('delegation', '--json', ...options);
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as DelegationReport;
}

async function tipIds(options: string[], ...extra: string[]): Promise<string[]> {
  const run = await cli('tips', '--json', '--repo', 'repo', ...extra, ...options);
  expect(run.code).toBe(0);
  return (JSON.parse(run.stdout) as { tips: Array<{ pattern: string }> }).tips.map((tip) => tip.pattern);
}

/** The tips `tips` weighed: those it printed and those it left out (the fixture's small results are below the floor of wasted tokens). */
async function weighedIds(options: string[]): Promise<string[]> {
  const run = await cli('tips', '--json', '--repo', 'repo', ...options);
  expect(run.code).toBe(0);
  const { tips, leftOut } = JSON.parse(run.stdout) as { tips: Array<{ pattern: string }>; leftOut: Array<{ pattern: string }> };
  return [...tips, ...leftOut].map((tip) => tip.pattern);
}

function toolPatternIds(memory: string): string[] {
  return (JSON.parse(readFileSync(join(memory, 'repo', 'tool_patterns.json'), 'utf8')) as Array<{ pattern_id: string }>).map((entry) => entry.pattern_id);
}

describe('delegation preferences', () => {
  it('prefs set persists in --db and its JSON view in --memory-dir; default removes it', async () => {
    const { folder, memory, options } = elsewhere();
    const view = join(memory, 'delegation_preferences.json');
    const set = await cli('prefs', 'set', 'exploration', 'never', ...options);
    expect(set.code).toBe(0);
    expect(JSON.parse(readFileSync(view, 'utf8'))).toEqual({ exploration: 'never' });
    const listed = cliProcess(['prefs', 'list', '--json', ...options], folder);
    expect(listed.code).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual({
      schemaVersion: 1,
      preferences: { exploration: 'never', implementation: 'default', debugging: 'default', refactoring: 'default' },
    });

    expect((await cli('prefs', 'set', 'exploration', 'default', ...options)).code).toBe(0);
    expect(JSON.parse(readFileSync(view, 'utf8'))).toEqual({});
    expect(JSON.parse(cliProcess(['prefs', 'list', '--json', ...options], folder).stdout)).toMatchObject({ preferences: { exploration: 'default' } });
  });

  it.each([
    ['an unknown pattern', ['nope', 'never'], DELEGATION_PATTERN_IDS],
    ['an unknown setting', ['exploration', 'sometimes'], PREFERENCE_SETTINGS],
  ])('%s exits 2 naming the known ones', async (_name, args, known) => {
    const { memory, options } = state();
    const run = await cli('prefs', 'set', ...args, ...options);
    expect(run.code).toBe(2);
    for (const name of known) expect(run.stderr).toContain(name);
    expect(existsSync(join(memory, 'delegation_preferences.json'))).toBe(false);
  });

  it('never leaves the pattern out of the report and the tips', async () => {
    const { options } = await analyzed();
    const before = await report(options);
    expect(before.suppressed).toEqual([]);
    expect(before.patterns.find((summary) => summary.pattern === 'exploration')).toMatchObject({
      points: 2,
      accepted: 1,
      rejected: 1,
      byConfidence: { '0.5': 1, '0.9': 1 },
    });
    expect(await weighedIds(options)).toContain('delegate-exploration');

    expect((await cli('prefs', 'set', 'exploration', 'never', ...options)).code).toBe(0);
    const after = await report(options);
    expect(after.suppressed).toEqual(['exploration']);
    expect(after.patterns.map((summary) => summary.pattern)).toEqual(DELEGATION_PATTERN_IDS.filter((pattern) => pattern !== 'exploration'));
    expect(after.overall.points).toBe(0);
    const tips = await weighedIds(options);
    expect(tips).not.toContain('delegate-exploration');
    expect(tips).toContain('sequential-reads');
    expect((await cli('delegation', ...options)).stdout).toContain('Not shown (preference never): exploration');
  });

  it('never drops the delegate- entry from tool_patterns.json on the next analyze', async () => {
    const { projects, memory, options } = await analyzed();
    expect(toolPatternIds(memory)).toContain('delegate-exploration');
    expect((await cli('prefs', 'set', 'exploration', 'never', ...options)).code).toBe(0);
    expect((await cli('analyze', projects, ...options)).code).toBe(0);
    expect(toolPatternIds(memory)).not.toContain('delegate-exploration');
    expect(toolPatternIds(memory)).toContain('sequential-reads');
  });

  it('always shows as the preference, in JSON and in the table', async () => {
    const { options } = await analyzed();
    expect((await cli('prefs', 'set', 'exploration', 'always', ...options)).code).toBe(0);
    const json = await report(options);
    expect(json.suppressed).toEqual([]);
    expect(json.patterns.map((summary) => [summary.pattern, summary.preference])).toEqual([
      ['exploration', 'always'],
      ['implementation', undefined],
      ['debugging', undefined],
      ['refactoring', undefined],
    ]);
    const table = (await cli('delegation', ...options)).stdout;
    expect(table).toMatch(/^│ exploration .*│ always\s+│$/m);
    expect(table).not.toMatch(/^│ implementation .*│ always\s+│$/m);
  });
});

describe('tip-miner delegation', () => {
  it('names each pattern row, the overall row and the longest solo streaks', async () => {
    const { options } = await analyzed();
    const table = (await cli('delegation', ...options)).stdout;
    for (const pattern of [...DELEGATION_PATTERN_IDS, 'all']) expect(table).toMatch(new RegExp(`^│ ${pattern} +│`, 'm'));
    // no advice was given in logs: what the agent did on its own, no acceptance rate
    expect(table).toMatch(/^│ exploration +│ +2 │ +1 │ 0\.9×1 0\.5×1 +│ +1 of 2 \(50%\) │/m);
    expect(table).toContain('No advice was given in these sessions');
    expect(table).not.toMatch(/Acceptance|Rejected/);
    expect(table).toContain('Longest solo streaks');
    expect(table).toContain('Example (exploration, confidence 0.9');
  });

  it('with an empty database says no delegation points are stored', async () => {
    const { options } = state();
    const run = await cli('delegation', ...options);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('no delegation points stored');
  });
  // on the real corpus: delegation-loop.corpus.test.ts
});

describe('tip-miner explain', () => {
  const exploration = delegationPatternById('exploration').meta;
  const sequentialReads = detectorById('sequential-reads')!.meta;
  it.each([
    [
      'exploration',
      'exploration',
      exploration.title,
      Object.values(exploration.confidences),
      exploration.rationale,
      exploration.example,
      exploration.tip.slice(1),
    ],
    [
      'delegate-exploration',
      'exploration',
      exploration.title,
      Object.values(exploration.confidences),
      exploration.rationale,
      exploration.example,
      exploration.tip.slice(1),
    ],
    [
      'sequential-reads',
      'sequential-reads',
      sequentialReads.title,
      sequentialReads.fires.split(/\{\w+\}/),
      sequentialReads.rationale,
      sequentialReads.example,
      sequentialReads.tip,
    ],
    ['solo-streak', 'solo-streak', SOLO_STREAK.title, [SOLO_STREAK.fires], SOLO_STREAK.rationale, SOLO_STREAK.example, SOLO_STREAK.tip],
  ])('explain %s', async (id, shownId, title, fires, rationale, example, tip) => {
    const run = await cli('explain', id);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^${shownId} \\(.+\\) — `));
    expect(lines[0]!.endsWith(title)).toBe(true);
    const firesLine = lines.find((line) => line.startsWith('Fires when: '))!;
    for (const part of fires) expect(firesLine).toContain(part);
    expect(firesLine).not.toMatch(/\{\w+\}/);
    expect(lines).toContain(`Rationale: ${rationale}`);
    expect(lines).toContain(`Example: ${example}`);
    expect(lines.find((line) => line.startsWith('Tip: '))).toContain(tip);

    const json = await cli('explain', id, '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ schemaVersion: 1, id: shownId, title, fires: firesLine.slice('Fires when: '.length), rationale, example });
  });

  it('an unknown id exits 2 listing the known ones', async () => {
    const run = await cli('explain', 'nope');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown id "nope"');
    for (const id of [...DETECTORS.map(({ meta }) => meta.id), ...DELEGATION_PATTERNS.map(({ meta }) => meta.id), SOLO_STREAK.id])
      expect(run.stderr).toContain(id);
  });
});

describe('delegation tips in the tips block', () => {
  /** A hand-written tool_patterns.json for repo `repo`, every entry seen now. */
  function patterns(entries: Array<[string, number]>): string[] {
    const { memory } = state();
    const now = Math.floor(Date.now() / 1000);
    mkdirSync(join(memory, 'repo'), { recursive: true });
    writeFileSync(
      join(memory, 'repo', 'tool_patterns.json'),
      JSON.stringify(entries.map(([pattern_id, hit_count]) => ({ pattern_id, tip: 'ignored', hit_count, last_seen: now }))),
    );
    return ['--memory-dir', memory];
  }

  it.each([
    ['2', ['sequential-reads', 'bash-for-search']],
    ['3', ['sequential-reads', 'bash-for-search', 'delegate-debugging']],
  ])('never displace higher-scored tool tips: --max-count %s', async (count, expected) => {
    const options = patterns([
      ['delegate-debugging', 3],
      ['sequential-reads', 9],
      ['bash-for-search', 8],
    ]);
    expect(await tipIds(options, '--max-count', count)).toEqual(expected);
  });

  it('read like the tool tips: "<tip sentence> (seen in N sessions)"', async () => {
    const options = patterns([
      ['delegate-exploration', 3],
      ['repeated-glob', 9],
      ['bash-for-search', 8],
    ]);
    const run = await cli('tips', '--repo', 'repo', '--max-count', '3', ...options);
    const { meta } = delegationPatternById('exploration');
    const last = run.stdout.trimEnd().split('\n').at(-1)!;
    expect(last).toBe(`- ${meta.tip} (seen in 3 sessions)`);
    expect(meta.tip).toMatch(/^[A-Z].*\.$/);
  });

  it.each([
    ['delegate-exploration', 'bash-for-search'],
    ['delegate-implementation', 'edit-retry'],
  ])('at equal scores the tool tip ranks first: %s against %s', async (delegation, tool) => {
    const options = patterns([
      [delegation, 4],
      [tool, 4],
    ]);
    expect(await tipIds(options)).toEqual([tool, delegation]);
    expect(await tipIds(options, '--max-count', '1')).toEqual([tool]);
  });

  it('never shows delegate-exploration beside sequential-reads: one fix for the same reads', async () => {
    const options = patterns([
      ['delegate-exploration', 5],
      ['sequential-reads', 4],
    ]);
    // neither measures tokens here: the higher score stays
    expect(await tipIds(options)).toEqual(['delegate-exploration']);
  });
});
