/**
 * tip-miner as a user installs it: the package packed (`npm pack`), installed globally into a temporary
 * prefix from the tarball (dependencies from the registry or npm's cache; better-sqlite3 builds, about a
 * minute), then run from that prefix's bin folder — the version, a first `analyze` with no path in a
 * made-up home, `tips` from another folder and from inside a checkout whose Claude Code and Codex sessions
 * count together, and the Claude Code hooks — post-tool-use, session-end then session-start — as settings.json
 * would run them.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { claudeTranscript, git, readSource, times } from '../helpers/claude-transcript.js';
import { checkout, claudeSession, codexSession } from '../helpers/agent-logs.js';
import { repoRoot } from '../helpers/paths.js';

const SESSION = '5d0f3c1e-8a47-4b6e-9c2a-7e1d2f3a4b5c';
const folder = (name: string) => mkdtempSync(join(tmpdir(), `tip-miner-install-${name}-`));

let bin = '';
const home = folder('home');

function npm(args: string[], cwd: string) {
  const run = spawnSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' } });
  if (run.status !== 0) throw new Error(`npm ${args.join(' ')} failed (${String(run.status)}):\n${run.stderr}`);
  return run.stdout;
}

function tipMiner(args: string[], cwd: string, input?: string, homeDir = home) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: homeDir };
  const run = spawnSync(join(bin, 'tip-miner'), args, { cwd, env, encoding: 'utf8', ...(input !== undefined && { input }) });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

beforeAll(() => {
  const work = folder('pack');
  npm(['pack', '--pack-destination', work, '--silent'], repoRoot);
  const [tarball] = readdirSync(work).filter((name) => name.endsWith('.tgz'));
  if (tarball === undefined) throw new Error(`npm pack left no tarball in ${work}`);
  const prefix = join(work, 'prefix');
  npm(['install', '--global', '--prefix', prefix, '--prefer-offline', join(work, tarball)], work);
  bin = join(prefix, 'bin');
}, 600_000);

describe('installed globally from the packed tarball', () => {
  it('runs as the command tip-miner and knows its version', () => {
    const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect(tipMiner(['--version'], folder('cwd'))).toMatchObject({ code: 0, stdout: `${version}\n` });
  });

  it('analyze with no path finds ~/.claude/projects, keeps its data in the data home; tips works from any folder', () => {
    const project = join(home, '.claude', 'projects', '-repo');
    mkdirSync(project, { recursive: true });
    // files of a real size: the reads waste enough tokens for a tip (tip_min_wasted_tokens)
    const calls = Array.from({ length: 7 }, (_, index) => readSource(`src/${index}.ts`));
    writeFileSync(join(project, `${SESSION}.jsonl`), `${claudeTranscript(calls, { sessionId: SESSION }).lines.join('\n')}\n`);
    const analyzed = tipMiner(['analyze'], folder('cwd'));
    expect(analyzed.code).toBe(0);
    expect(analyzed.stderr).toContain(`read ${join(home, '.claude', 'projects')} (Claude Code)`);
    expect(readdirSync(join(home, '.local', 'share', 'tip-miner'))).toEqual(expect.arrayContaining(['memory', 'tip-miner.db']));
    const tips = tipMiner(['tips', '--repo', 'repo'], folder('elsewhere'));
    expect(tips).toMatchObject({ code: 0 });
    expect(tips.stdout).toContain('## Tool Efficiency Tips');
  });

  it('Claude Code and Codex logs of one checkout: analyze with no argument, then tips inside the checkout counts both formats', () => {
    const user = folder('user');
    const repo = checkout(join(user, 'work', 'widgets'), 'git@github.com:acme/widgets.git');
    claudeSession(user, repo);
    codexSession(user, repo);
    expect(tipMiner(['analyze'], user, undefined, user)).toMatchObject({ code: 0 });
    const repos = tipMiner(['repos', '--json'], repo, undefined, user);
    expect(JSON.parse(repos.stdout)).toMatchObject({
      current: 'acme/widgets',
      repos: [{ repo: 'acme/widgets', sessionsByFormat: { 'claude-code': 1, codex: 1 } }],
    });
    // one block per agent, worded for it and counting its own sessions: the Claude Code session's grep, the Codex one's grep -r
    for (const agent of ['claude-code', 'codex']) {
      const tips = tipMiner(['tips', '--json', '--agent', agent], join(repo, 'src'), undefined, user);
      expect(tips.code).toBe(0);
      const block = JSON.parse(tips.stdout) as { repo: string; agent: string; tips: Array<{ pattern: string; sessions: number }> };
      expect(block).toMatchObject({ repo: 'acme/widgets', agent });
      expect(block.tips).toContainEqual(expect.objectContaining({ pattern: 'bash-for-search', sessions: 1 }));
    }
    // --jobs 2 starts its worker threads from the installed package (dist/analyze/workers/analyze-worker.js)
    const threaded = tipMiner(['analyze', '--full', '--jobs', '2', '--json'], user, undefined, user);
    expect(threaded.code).toBe(0);
    expect(JSON.parse(threaded.stdout)).toMatchObject({ files: 2, sessions: 2, skipped: { unreadableFiles: 0 } });
  });

  it('runs as the Claude Code hook: an event on stdin, exit 0, advice on stdout', () => {
    // two calls without delegating: the solo streak's advisory (threshold 2)
    const transcript = join(folder('hook'), `${SESSION}.jsonl`);
    writeFileSync(transcript, `${claudeTranscript(times(2, git), { sessionId: SESSION }).lines.join('\n')}\n`);
    const event = JSON.stringify({ session_id: SESSION, transcript_path: transcript, cwd: '/repo', hook_event_name: 'PostToolUse' });
    const hook = tipMiner(['hook', 'post-tool-use'], folder('cwd'), event);
    expect(hook).toMatchObject({ code: 0, stderr: '' });
    const output = JSON.parse(hook.stdout) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
    expect(output.hookSpecificOutput.hookEventName).toBe('PostToolUse');
    expect(output.hookSpecificOutput.additionalContext).toContain('2 consecutive tool calls without delegating');
  });

  it('runs as the SessionEnd and SessionStart hooks: the ended session analysed, its tips in the next one', () => {
    const user = folder('session-hooks');
    const repo = checkout(join(user, 'work', 'gadgets'), 'git@github.com:acme/gadgets.git');
    claudeSession(user, repo, SESSION);
    const transcript = join(user, '.claude', 'projects', repo.replace(/[/.]/g, '-'), `${SESSION}.jsonl`);
    const end = JSON.stringify({ session_id: SESSION, transcript_path: transcript, cwd: repo, hook_event_name: 'SessionEnd', reason: 'exit' });
    expect(tipMiner(['hook', 'session-end'], repo, end, user)).toEqual({ code: 0, stdout: '', stderr: '' });
    const start = JSON.stringify({
      session_id: 'next',
      transcript_path: join(user, 'next.jsonl'),
      cwd: repo,
      hook_event_name: 'SessionStart',
      source: 'startup',
    });
    const hook = tipMiner(['hook', 'session-start'], user, start, user);
    expect(hook).toMatchObject({ code: 0, stderr: '' });
    const output = JSON.parse(hook.stdout) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
    expect(output.hookSpecificOutput.hookEventName).toBe('SessionStart');
    expect(output.hookSpecificOutput.additionalContext).toBe(tipMiner(['tips'], repo, undefined, user).stdout);
    expect(output.hookSpecificOutput.additionalContext).toContain('## Tool Efficiency Tips');
  });
});
