/**
 * Issue 28 item 1, "one project, many repositories", end to end in a made-up home: Claude Code sessions in
 * worktrees of one project (beside it, `app-worktrees/app-*`, and inside it, `.claude/worktrees/*`), a Codex
 * rollout of a worktree that logs the remote, and an old pre-envelope Codex rollout — no checkout on this
 * machine. `repos` shows one repository for the project from any folder, whatever folder analyze ran in;
 * `tips` inside its checkout (made afterwards) and inside a worktree prints its tips; sessions, tool calls,
 * corrections and findings agree across `analyze --json`, `report --json`, `repos --json` and `export`.
 * Projects merely kept in a folder called `worktrees` stay apart. And `repos alias` / `repos unalias`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { craftLines } from '../../eval/craft.mjs';
import { runCli } from '../../src/cli/main.js';
import type { Host } from '../../src/util/host.js';
import { checkout, claudeSession, codexSession } from '../helpers/agent-logs.js';
import { tempHost } from '../helpers/host.js';
import { fixture } from '../helpers/paths.js';

async function run(host: Host, cwd: string, ...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), cwd, env: host.env, host });
  return { code, stdout, stderr };
}

async function json<T>(host: Host, cwd: string, ...args: string[]): Promise<T> {
  const done = await run(host, cwd, ...args, '--json');
  expect(done.code, done.stderr).toBe(0);
  return JSON.parse(done.stdout) as T;
}

interface ReposJson {
  current: string | null;
  repos: Array<{ repo: string; sessions: number; sessionsByFormat: Record<string, number>; aliases: string[] }>;
  kept: Array<{ alias: string; repo: string }>;
}

const REMOTE = 'git@github.com:Acme/App.git';

/** A Claude Code session with a rule correction, in `cwd`. */
function correctedSession(host: Host, cwd: string): void {
  const session = 'c0c0c0c0-0000-4000-8000-000000000001';
  const lines = craftLines({
    format: 'claude-code',
    session,
    cwd,
    start: '2025-11-04T09:00:00Z',
    turns: [
      { user: 'Add a retry to the upload handler in src/upload.ts' },
      { call: 'Read', input: { file_path: `${cwd}/src/upload.ts` }, result: 'export function upload() {}' },
      { call: 'Edit', input: { file_path: `${cwd}/src/upload.ts`, old_string: 'a', new_string: 'b' }, result: 'The file has been updated.' },
      { user: 'no, never use console.log for errors, use the logger' },
      { call: 'Edit', input: { file_path: `${cwd}/src/upload.ts`, old_string: 'b', new_string: 'c' }, result: 'The file has been updated.' },
    ],
  });
  const folder = join(host.homeDir, '.claude', 'projects', cwd.replace(/[^A-Za-z0-9]/g, '-'));
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${session}.jsonl`), `${lines.join('\n')}\n`);
}

/** The pre-envelope Codex rollout of the fixtures (Codex before 0.44), moved to `cwd` with the project's remote. */
function bareRollout(host: Host, cwd: string): void {
  const text = readFileSync(fixture('codex/rollout-bare-2025-08.jsonl'), 'utf8').replaceAll('/home/me/gadgets', cwd).replaceAll('acme/gadgets', 'acme/app');
  const folder = join(host.homeDir, '.codex', 'sessions', '2025', '08', '01');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'rollout-2025-08-01T09-00-00-0198aaaa-1111-7222-8333-444455556666.jsonl'), text);
}

describe('one project, many worktrees: one repository', () => {
  const host = tempHost();
  const work = join(host.homeDir, 'work');
  const project = join(work, 'app');
  const worktrees = {
    k2x: join(work, 'app-worktrees', 'app-k2x'),
    p7q: join(work, 'app-worktrees', 'app-p7q'),
    agent: join(project, '.claude', 'worktrees', 'agent-a4ca7529'),
    codex: join(work, 'app-worktrees', 'app-z9z'),
    old: join(work, 'app-worktrees', 'app-old'),
  };
  const elsewhere = join(host.homeDir, 'elsewhere');

  beforeAll(() => {
    claudeSession(host.homeDir, worktrees.k2x, '0f5e2a4c-1b3d-4e6f-8a9b-000000000001');
    claudeSession(host.homeDir, worktrees.p7q, '0f5e2a4c-1b3d-4e6f-8a9b-000000000002');
    claudeSession(host.homeDir, worktrees.agent, '0f5e2a4c-1b3d-4e6f-8a9b-000000000003');
    correctedSession(host, worktrees.p7q);
    codexSession(host.homeDir, worktrees.codex, REMOTE);
    bareRollout(host, worktrees.old);
    // two unrelated projects in a folder that is merely called worktrees
    claudeSession(host.homeDir, join(host.homeDir, 'worktrees', 'alpha'), '0f5e2a4c-1b3d-4e6f-8a9b-000000000004');
    claudeSession(host.homeDir, join(host.homeDir, 'worktrees', 'beta'), '0f5e2a4c-1b3d-4e6f-8a9b-000000000005');
    mkdirSync(elsewhere, { recursive: true });
  });

  it('repos shows one repository for the project, the same whatever folder analyze and repos run in', async () => {
    const first = await json<{ sessions: number }>(host, elsewhere, 'analyze');
    expect(first.sessions).toBe(8);
    const listed = await json<ReposJson>(host, elsewhere, 'repos');
    expect(listed.repos.map((entry) => [entry.repo, entry.sessionsByFormat])).toEqual([
      ['acme/app', { 'claude-code': 4, codex: 2 }],
      ['alpha', { 'claude-code': 1 }],
      ['beta', { 'claude-code': 1 }],
    ]);
    // analyzed again from another folder (every log read anew): the same repositories
    expect((await run(host, join(host.homeDir, 'worktrees'), 'analyze', '--full')).code).toBe(0);
    for (const cwd of [host.homeDir, elsewhere, join(host.homeDir, 'worktrees')]) {
      expect((await json<ReposJson>(host, cwd, 'repos')).repos).toEqual(listed.repos);
    }
  });

  it.each([
    ['its checkout', () => checkout(project)],
    ['a worktree beside it', () => (mkdirSync(worktrees.k2x, { recursive: true }), worktrees.k2x)],
    ['a worktree inside it', () => (mkdirSync(worktrees.agent, { recursive: true }), worktrees.agent)],
    [
      'a new worktree no session ran in',
      () => (mkdirSync(join(work, 'app-worktrees', 'app-new'), { recursive: true }), join(work, 'app-worktrees', 'app-new')),
    ],
  ])('tips inside %s prints the project tips; repos marks it as the working folder', async (_where, folder) => {
    const cwd = folder();
    const tips = await run(host, cwd, 'tips');
    expect(tips.code, tips.stderr).toBe(0);
    expect(tips.stdout).toContain('## Tool Efficiency Tips');
    expect(tips.stdout).toContain('Search with Grep');
    expect((await json<ReposJson>(host, cwd, 'repos')).current).toBe('acme/app');
  });

  it('sessions, tool calls, corrections and findings agree across analyze, report, repos and export', async () => {
    const analyzed = await json<{ sessions: number; toolCalls: number; corrections: number; findings: Record<string, number> }>(
      host,
      elsewhere,
      'analyze',
      '--full',
    );
    const report = await json<{ sessions: number; toolCalls: number; feedback: { corrections: { count: number } } }>(host, elsewhere, 'report', '--all-repos');
    const repos = await json<ReposJson>(host, elsewhere, 'repos');
    const project = await json<{ sessions: number; toolCalls: number }>(host, elsewhere, 'report', '--repo', 'acme/app');
    const out = join(host.homeDir, 'export');
    const exported = await run(host, elsewhere, 'export', '--format', 'ndjson', '--out', out, '--all-repos');
    expect(exported.code, exported.stderr).toBe(0);
    const rows = (table: string) =>
      readFileSync(join(out, `${table}.ndjson`), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const findings = Object.values(analyzed.findings).reduce((sum, count) => sum + count, 0);
    expect(analyzed.corrections).toBeGreaterThan(0);
    expect(findings).toBeGreaterThan(0);
    expect([report.sessions, repos.repos.reduce((sum, entry) => sum + entry.sessions, 0), rows('sessions').length]).toEqual([8, 8, 8]);
    expect([report.toolCalls, rows('tool_calls').length]).toEqual([analyzed.toolCalls, analyzed.toolCalls]);
    expect([report.feedback.corrections.count, rows('corrections').length]).toEqual([analyzed.corrections, analyzed.corrections]);
    expect(rows('findings')).toHaveLength(findings);
    // the project's own figures: its repos entry, its report and its exported rows say the same
    const projectRepo = repos.repos.find((entry) => entry.repo === 'acme/app');
    expect(project.sessions).toBe(projectRepo?.sessions);
    expect(rows('sessions').filter((row) => row.repo === 'acme/app')).toHaveLength(project.sessions);
    expect(rows('tool_calls').filter((row) => row.repo === 'acme/app')).toHaveLength(project.toolCalls);
  });
});

describe('repos alias and unalias', () => {
  async function home() {
    const host = tempHost();
    claudeSession(host.homeDir, '/gone/widgets', '0f5e2a4c-1b3d-4e6f-8a9b-000000000011');
    claudeSession(host.homeDir, '/gone/widgets-legacy', '0f5e2a4c-1b3d-4e6f-8a9b-000000000012');
    claudeSession(host.homeDir, '/gone/tools', '0f5e2a4c-1b3d-4e6f-8a9b-000000000013');
    expect((await run(host, host.homeDir, 'analyze')).code).toBe(0);
    return host;
  }
  const names = async (host: Host, cwd: string) => (await json<ReposJson>(host, cwd, 'repos')).repos.map((entry) => [entry.repo, entry.sessions]);

  it('files the sessions under NAME at once, holds wherever analyze runs, is listed, and unalias undoes it', async () => {
    const host = await home();
    const aliased = await run(host, host.homeDir, 'repos', 'alias', 'acme/widgets', 'widgets', 'widgets-legacy');
    expect(aliased.code, aliased.stderr).toBe(0);
    expect(aliased.stdout).toContain('widgets-legacy → acme/widgets');
    expect(await names(host, host.homeDir)).toEqual([
      ['acme/widgets', 2],
      ['tools', 1],
    ]);
    // the views were rewritten at once: those of the names the sessions left keep nothing of ours
    const memory = join(host.homeDir, '.local', 'share', 'tip-miner', 'memory');
    expect(JSON.parse(readFileSync(join(memory, 'widgets', 'tool_patterns.json'), 'utf8'))).toEqual([]);
    // patterns, which opens no database, takes any of the names at once
    expect((await run(host, host.homeDir, 'patterns', '--repo', 'widgets-legacy')).code).toBe(0);
    // the config of another folder says nothing of it: the data home's aliases hold there too
    const folder = join(host.homeDir, 'project');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'agent-framework.yaml'), 'tip_miner:\n  repos:\n    other/widgets: [widgets]\n');
    expect((await run(host, folder, 'analyze', '--full')).code).toBe(0);
    expect(await names(host, host.homeDir)).toEqual([
      ['acme/widgets', 2],
      ['tools', 1],
    ]);
    const listed = await json<ReposJson>(host, host.homeDir, 'repos');
    expect(listed.kept).toEqual([
      { alias: 'widgets', repo: 'acme/widgets' },
      { alias: 'widgets-legacy', repo: 'acme/widgets' },
    ]);
    expect((await run(host, host.homeDir, 'repos')).stdout).toContain('widgets → acme/widgets');
    expect((await run(host, host.homeDir, 'repos', 'unalias', 'WIDGETS-LEGACY')).code).toBe(0);
    expect(await names(host, host.homeDir)).toEqual([
      ['acme/widgets', 1],
      ['tools', 1],
      ['widgets-legacy', 1],
    ]);
  });

  it.each([
    ['an unknown name, with the close ones', ['alias', 'acme/widgets', 'widget'], 'repos alias: no repository named widget has sessions; did you mean widgets'],
    ['an alias of itself', ['alias', 'tools', 'TOOLS'], 'repos alias: TOOLS cannot be an alias of itself'],
    ['a name that is a secret', ['alias', 'ghp_0123456789abcdefghijklmnopqrstuvwxyzAB', 'tools'], 'repos alias: NAME is not a usable repository name'],
    ['unalias of a name never aliased', ['unalias', 'tools'], 'repos unalias: tools is no alias kept by tip-miner repos alias'],
  ])('%s: exit 2, one line, nothing changed', async (_what, args, message) => {
    const host = await home();
    const before = await names(host, host.homeDir);
    const done = await run(host, host.homeDir, 'repos', ...args);
    expect(done.code).toBe(2);
    expect(done.stderr).toContain(message);
    expect(done.stderr.trim().split('\n')).toHaveLength(1);
    expect(done.stderr).not.toContain('ghp_');
    expect(await names(host, host.homeDir)).toEqual(before);
  });

  it('an alias back to a name filed under it goes round in a circle: exit 2', async () => {
    const host = await home();
    expect((await run(host, host.homeDir, 'repos', 'alias', 'widgets', 'widgets-legacy')).code).toBe(0);
    const back = await run(host, host.homeDir, 'repos', 'alias', 'widgets-legacy', 'widgets');
    expect(back.code).toBe(2);
    expect(back.stderr).toContain('widgets-legacy is already filed under widgets (widgets-legacy → widgets)');
  });
});
