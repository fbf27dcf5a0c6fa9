/** --since and --until: the forms a bound takes, and the commands that list history keeping only sessions active in the window. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import type { Host } from '../../src/util/host.js';
import { claudeTranscript, read, times } from '../helpers/claude-transcript.js';
import { tempHost } from '../helpers/host.js';
import { Command } from 'commander';
import { addTimeWindowOptions, timeWindowOf, type TimeWindowFlags } from '../../src/cli/time-window.js';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const DAY = 86_400_000;

function window(...args: string[]) {
  const command = addTimeWindowOptions(new Command('x').exitOverride());
  command.parse(args, { from: 'user' });
  return timeWindowOf(command.opts<TimeWindowFlags>(), NOW);
}

describe('a bound of --since / --until', () => {
  it.each<[string[], ReturnType<typeof timeWindowOf>]>([
    [[], undefined],
    [['--since', '7d'], { sinceMs: NOW - 7 * DAY }],
    [['--since', '90m'], { sinceMs: NOW - 90 * 60_000 }],
    [['--since', '2w', '--until', '12h'], { sinceMs: NOW - 14 * DAY, untilMs: NOW - 12 * 3_600_000 }],
    [['--since', '2025-11-01'], { sinceMs: Date.parse('2025-11-01T00:00:00Z') }],
    [['--until', '2025-11-01'], { untilMs: Date.parse('2025-11-02T00:00:00Z') }],
    [['--since', '2025-11-01T09:30Z'], { sinceMs: Date.parse('2025-11-01T09:30:00Z') }],
    [['--since', '2025-11-01T09:30:00+02:00'], { sinceMs: Date.parse('2025-11-01T07:30:00Z') }],
    [['--until', '2025-11-01 09:30'], { untilMs: Date.parse('2025-11-01T09:30:00Z') }],
  ])('%j', (args, expected) => {
    expect(window(...args)).toEqual(expected);
  });

  it.each([['yesterday'], ['7'], ['2025-13-01'], ['2025-02-30'], ['7y'], ['-3d'], ['2025-11-01T25:00Z']])('%s is refused naming the forms', (value) => {
    expect(() => window('--since', value)).toThrow('expected a date (2025-11-01), a time (2025-11-01T09:30Z) or a span back from now');
  });

  it('a window that ends before it starts is refused', () => {
    expect(() => window('--since', '2025-11-02', '--until', '2025-11-01T12:00Z')).toThrow('--until (2025-11-01T12:00:00.000Z) must be after --since');
  });
});

async function run(host: Host, ...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), cwd: host.homeDir, env: host.env, host });
  return { code, stdout, stderr };
}

/** Two Claude Code sessions of seven Reads in a row: one on 2025-01-01, one on 2025-11-03 (its lines moved in time). */
function twoSessions(host: Host): void {
  const project = join(host.homeDir, '.claude', 'projects', '-work-app');
  mkdirSync(project, { recursive: true });
  const calls = times(7, () => read('src/a.ts')).map((call, index) => ({ ...call, input: { file_path: `/work/app/src/${index}.ts` } }));
  const early = claudeTranscript(calls, { sessionId: 'aaaaaaaa-0000-4000-8000-000000000001', cwd: '/work/app' }).lines;
  const late = claudeTranscript(calls, { sessionId: 'bbbbbbbb-0000-4000-8000-000000000002', cwd: '/work/app' }).lines.map((line) =>
    line.replace(/"timestamp":"2025-01-01/g, '"timestamp":"2025-11-03'),
  );
  writeFileSync(join(project, 'early.jsonl'), `${early.join('\n')}\n`);
  writeFileSync(join(project, 'late.jsonl'), `${late.join('\n')}\n`);
}

describe('the commands that list history keep the sessions active in the window', () => {
  it('findings and repos', async () => {
    const host = tempHost();
    twoSessions(host);
    expect((await run(host, 'analyze')).code).toBe(0);
    const sessionsOf = async (...args: string[]) => {
      const listed = await run(host, 'findings', '--json', '--all-repos', ...args);
      expect(listed.code, listed.stderr).toBe(0);
      return [...new Set((JSON.parse(listed.stdout) as { findings: Array<{ sessionId: string }> }).findings.map((finding) => finding.sessionId[0]))];
    };
    expect(await sessionsOf()).toEqual(['a', 'b']);
    expect(await sessionsOf('--since', '2025-06-01')).toEqual(['b']);
    expect(await sessionsOf('--until', '2025-01-01')).toEqual(['a']);
    expect(await sessionsOf('--since', '2025-02-01', '--until', '2025-10-31')).toEqual([]);
    const repos = await run(host, 'repos', '--json', '--since', '2025-11-03');
    expect((JSON.parse(repos.stdout) as { repos: Array<{ repo: string; sessions: number; firstSeen: string }> }).repos).toEqual([
      expect.objectContaining({ repo: 'app', sessions: 1, firstSeen: expect.stringMatching(/^2025-11-03/) as unknown }),
    ]);
  });

  it.each([['corrections'], ['delegation'], ['routes'], ['proposals']])('%s takes them too', async (command) => {
    const host = tempHost();
    twoSessions(host);
    expect((await run(host, 'analyze')).code).toBe(0);
    const listed = await run(host, command, '--json', '--since', '2025-06-01', '--until', '2025-12-01');
    expect(listed.code, listed.stderr).toBe(0);
    const bad = await run(host, command, '--since', 'soon');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("option '--since <when>' argument 'soon' is invalid");
  });

  it('routes over a window replays only its sessions', async () => {
    const host = tempHost();
    twoSessions(host);
    expect((await run(host, 'analyze')).code).toBe(0);
    const replayed = async (...args: string[]) =>
      (JSON.parse((await run(host, 'routes', '--json', ...args)).stdout) as { repos: Array<{ replay: { sessions: number } }> }).repos[0]?.replay.sessions;
    expect(await replayed()).toBe(2);
    expect(await replayed('--since', '2025-06-01')).toBe(1);
  });
});
