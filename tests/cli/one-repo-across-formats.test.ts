/**
 * The "Done when", end to end in a made-up home: Claude Code and Codex logs of one repository
 * where the agents keep them, `analyze` with no arguments, then `tips` from inside the repository —
 * one repository in `repos`, its tips counting the sessions of both formats. And the ways a repository
 * is found when its folder is not on this machine, the config's aliases, and `--repo` by any name.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import type { Host } from '../../src/util/host.js';
import { checkout, claudeSession as writeClaudeSession, codexSession as writeCodexSession } from '../helpers/agent-logs.js';
import { tempHost } from '../helpers/host.js';

async function run(host: Host, cwd: string, ...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), cwd, env: host.env, host });
  return { code, stdout, stderr };
}

const claudeSession = (host: Host, cwd: string, sessionId?: string) => {
  writeClaudeSession(host.homeDir, cwd, sessionId);
};
const codexSession = (host: Host, cwd: string, remote?: string, sessionId?: string) => {
  writeCodexSession(host.homeDir, cwd, remote, sessionId);
};

interface ReposJson {
  schemaVersion: number;
  current: string | null;
  repos: Array<{ repo: string; aliases: string[]; sessionsByFormat: Record<string, number>; sessions: number }>;
}

async function repos(host: Host, cwd: string): Promise<ReposJson> {
  const listed = await run(host, cwd, 'repos', '--json');
  expect(listed.code, listed.stderr).toBe(0);
  return JSON.parse(listed.stdout) as ReposJson;
}

async function hitCounts(host: Host, cwd: string, ...args: string[]): Promise<Record<string, number>> {
  const patterns = await run(host, cwd, 'patterns', '--json', ...args);
  expect(patterns.code, patterns.stderr).toBe(0);
  const { patterns: entries } = JSON.parse(patterns.stdout) as { patterns: Array<{ pattern_id: string; hit_count: number }> };
  return Object.fromEntries(entries.map((entry) => [entry.pattern_id, entry.hit_count]));
}

describe('one repository, whatever format logged it', () => {
  it('a checkout with Claude Code and Codex sessions: one repository in repos, its tips from inside it count both formats', async () => {
    const host = tempHost();
    const repo = checkout(join(host.homeDir, 'work', 'widgets'), 'git@github.com:Acme/Widgets.git');
    claudeSession(host, repo);
    codexSession(host, join(repo, 'src'));
    const analyzed = await run(host, host.homeDir, 'analyze');
    expect(analyzed.code, analyzed.stderr).toBe(0);
    const listed = await repos(host, repo);
    expect(listed.repos).toEqual([expect.objectContaining({ repo: 'acme/widgets', sessionsByFormat: { 'claude-code': 1, codex: 1 }, sessions: 2 })]);
    expect(listed.repos[0]?.aliases).toContain('widgets');
    expect(listed.current).toBe('acme/widgets');
    const tips = await run(host, join(repo, 'src'), 'tips');
    expect(tips.code, tips.stderr).toBe(0);
    expect(tips.stdout).toContain('## Tool Efficiency Tips');
    expect(tips.stdout).toContain('Search with Grep');
    // bash-for-search was seen in both sessions: a hit of each format
    expect(await hitCounts(host, repo)).toMatchObject({ 'bash-for-search': 2, 'sequential-reads': 1 });
    const table = await run(host, repo, 'repos');
    expect(table.stdout).toContain('* acme/widgets');
  });

  it.each([
    ['the folder the repository is in', 'widgets'],
    ['its name in any case', 'ACME/WIDGETS'],
    ["the memory folders' form", 'acme__widgets'],
  ])('--repo takes %s', async (_what, name) => {
    const host = tempHost();
    const repo = checkout(join(host.homeDir, 'widgets'), 'https://github.com/acme/widgets.git');
    claudeSession(host, repo);
    codexSession(host, repo);
    expect((await run(host, host.homeDir, 'analyze')).code).toBe(0);
    expect(await hitCounts(host, host.homeDir, '--repo', name)).toMatchObject({ 'bash-for-search': 2 });
  });

  it('folders not on this machine: a Claude Code session takes the name a Codex log gave the same folder', async () => {
    const host = tempHost();
    claudeSession(host, '/elsewhere/gadgets');
    codexSession(host, '/elsewhere/gadgets', 'git@github.com:acme/gadgets.git');
    expect((await run(host, host.homeDir, 'analyze')).code).toBe(0);
    const listed = await repos(host, host.homeDir);
    expect(listed.repos.map((entry) => [entry.repo, entry.sessions])).toEqual([['acme/gadgets', 2]]);
    expect(listed.current).toBeNull();
  });

  it('a folder laid out by host names its repository, a worktree its main repository', async () => {
    const host = tempHost();
    claudeSession(host, '/home/me/src/github.com/acme/tools/packages/cli');
    codexSession(host, '/home/me/tools/.claude/worktrees/agent-1', undefined);
    claudeSession(host, '/home/me/tools', '1f5e2a4c-1b3d-4e6f-8a9b-0c1d2e3f4a5b');
    expect((await run(host, host.homeDir, 'analyze')).code).toBe(0);
    const listed = await repos(host, host.homeDir);
    // the folder named tools is taken to be the one acme/tools known
    expect(listed.repos.map((entry) => [entry.repo, entry.sessionsByFormat])).toEqual([['acme/tools', { 'claude-code': 2, codex: 1 }]]);
  });

  it('the config names one repository by another name; the next analyze files the earlier sessions anew', async () => {
    const host = tempHost();
    claudeSession(host, '/elsewhere/old-name');
    expect((await run(host, host.homeDir, 'analyze')).code).toBe(0);
    expect((await repos(host, host.homeDir)).repos.map((entry) => entry.repo)).toEqual(['old-name']);
    const home = join(host.homeDir, '.local', 'share', 'tip-miner');
    writeFileSync(join(home, 'agent-framework.yaml'), 'tip_miner:\n  repos:\n    acme/new-name: [old-name]\n');
    expect((await run(host, host.homeDir, 'analyze')).code).toBe(0);
    const listed = await repos(host, host.homeDir);
    expect(listed.repos.map((entry) => [entry.repo, entry.aliases])).toEqual([['acme/new-name', ['old-name']]]);
    expect(await hitCounts(host, host.homeDir, '--repo', 'old-name')).toMatchObject({ 'sequential-reads': 1 });
    // the old name's view no longer holds our patterns, and is not named as a repository with tips
    expect(JSON.parse(readFileSync(join(home, 'memory', 'old-name', 'tool_patterns.json'), 'utf8'))).toEqual([]);
    const nowhere = await run(host, host.homeDir, 'tips', '--repo', 'new-nam');
    expect(nowhere.code).toBe(2);
    expect(nowhere.stderr).toContain('no repository named new-nam has sessions; did you mean acme/new-name? (tip-miner repos lists them)');
  });

  it("analyze --repo files every session under the name the config's aliases give it", async () => {
    const host = tempHost();
    claudeSession(host, '/elsewhere/anything');
    const home = join(host.homeDir, '.local', 'share', 'tip-miner');
    mkdirSync(home, { recursive: true });
    writeFileSync(join(home, 'agent-framework.yaml'), 'tip_miner:\n  repos:\n    acme/widgets: [widgets]\n');
    const analyzed = await run(host, host.homeDir, 'analyze', '--repo', 'Widgets', '--json');
    expect(analyzed.code, analyzed.stderr).toBe(0);
    const report = JSON.parse(analyzed.stdout) as { memoryProposals: { project: string | null }; sessionDetails: Array<{ repo?: string }> };
    expect(report.memoryProposals.project).toBe('acme/widgets');
    expect(report.sessionDetails.map((session) => session.repo)).toEqual(['acme/widgets']);
    expect((await repos(host, host.homeDir)).repos.map((entry) => entry.repo)).toEqual(['acme/widgets']);
  });

  it('a name two repositories answer to is refused with both named', async () => {
    const host = tempHost();
    codexSession(host, '/a/app', 'git@github.com:one/app.git');
    codexSession(host, '/b/app', 'git@github.com:two/app.git', '019a4b00-0000-7000-8000-00000000abce');
    expect((await run(host, host.homeDir, 'analyze')).code).toBe(0);
    const tips = await run(host, host.homeDir, 'tips', '--repo', 'app');
    expect(tips.code).toBe(2);
    expect(tips.stderr).toContain('--repo app names 2 repositories: one/app, two/app');
  });
});
