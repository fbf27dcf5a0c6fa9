/**
 * `tip-miner hook session-start` and `hook session-end`, the Claude Code hooks that close the loop with
 * no cron: at the end of a session its transcript is analysed (only what is new), at the start of the next
 * one the tips block of its repository goes into the agent's context. Both exit 0 whatever stdin holds.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import type { StdinRead } from '../../src/hook/hook-event.js';
import type { Host } from '../../src/util/host.js';
import { checkout, claudeSession } from '../helpers/agent-logs.js';
import { claudeTranscript, type Call } from '../helpers/claude-transcript.js';
import { processEnv } from '../helpers/cli.js';
import { tempHost } from '../helpers/host.js';
import { repoRoot } from '../helpers/paths.js';

const SESSION = '7c1e9a2b-3d4f-4a5b-8c6d-9e0f1a2b3c4d';
const REMOTE = 'git@github.com:acme/widgets.git';
const REPO = 'acme/widgets';

async function run(host: Host, cwd: string, args: string[], stdin?: string | StdinRead) {
  let stdout = '';
  let stderr = '';
  const input = typeof stdin === 'string' ? { text: stdin, complete: true } : stdin;
  const code = await runCli(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    ...(input !== undefined && { readStdin: () => Promise.resolve(input) }),
    cwd,
    env: host.env,
    host,
  });
  return { code, stdout, stderr };
}

/** A made-up home with a checkout of acme/widgets and one Claude Code session in it (seven Reads, a grep in Bash). */
function userWithSession() {
  const host = tempHost();
  const repo = checkout(join(host.homeDir, 'work', 'widgets'), REMOTE);
  claudeSession(host.homeDir, repo, SESSION);
  const transcript = join(host.homeDir, '.claude', 'projects', repo.replace(/[/.]/g, '-'), `${SESSION}.jsonl`);
  return { host, repo, transcript };
}

function additionalContext(stdout: string, eventName: string): string {
  const parsed = JSON.parse(stdout) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
  expect(Object.keys(parsed)).toEqual(['hookSpecificOutput']);
  expect(parsed.hookSpecificOutput.hookEventName).toBe(eventName);
  return parsed.hookSpecificOutput.additionalContext;
}

const startEvent = (cwd: string) =>
  JSON.stringify({ session_id: SESSION, transcript_path: '/nowhere.jsonl', cwd, hook_event_name: 'SessionStart', source: 'startup' });
const endEvent = (transcript: string, cwd: string, name = 'SessionEnd') =>
  JSON.stringify({ session_id: SESSION, transcript_path: transcript, cwd, hook_event_name: name, reason: 'exit' });

async function findings(host: Host, cwd: string, ...args: string[]) {
  const listed = await run(host, cwd, ['findings', '--json', ...args]);
  expect(listed.code, listed.stderr).toBe(0);
  return (JSON.parse(listed.stdout) as { findings: Array<{ pattern: string; file: string; line: number }> }).findings;
}

describe('tip-miner hook session-start', () => {
  async function analyzed() {
    const user = userWithSession();
    const analyze = await run(user.host, user.host.homeDir, ['analyze']);
    expect(analyze.code, analyze.stderr).toBe(0);
    return user;
  }

  it("prints the tips block of the event's folder's repository as the hook output: what tips prints there", async () => {
    const { host, repo } = await analyzed();
    const tips = await run(host, join(repo, 'src'), ['tips']);
    expect(tips.stdout).toContain('## Tool Efficiency Tips');
    // run from elsewhere: the event's cwd decides
    const hook = await run(host, host.homeDir, ['hook', 'session-start'], startEvent(join(repo, 'src')));
    expect(hook).toMatchObject({ code: 0, stderr: '' });
    expect(hook.stdout.endsWith('}\n')).toBe(true);
    expect(additionalContext(hook.stdout, 'SessionStart')).toBe(tips.stdout);
  });

  it('the budget of the config holds, and tips turned off there print nothing', async () => {
    const { host, repo } = await analyzed();
    const config = join(host.homeDir, 'budget.yaml');
    writeFileSync(config, 'optimization:\n  tool_tips_max_count: 1\n');
    const one = await run(host, host.homeDir, ['hook', 'session-start', '--config', config], startEvent(repo));
    expect(additionalContext(one.stdout, 'SessionStart').match(/^- /gm)).toHaveLength(1);
    writeFileSync(config, 'optimization:\n  enable_tool_pattern_tips: false\n');
    expect(await run(host, host.homeDir, ['hook', 'session-start', '--config', config], startEvent(repo))).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('prints nothing in a repository without tips, and --repo wins over the folder', async () => {
    const { host } = await analyzed();
    const other = checkout(join(host.homeDir, 'work', 'gadgets'), 'git@github.com:acme/gadgets.git');
    expect(await run(host, other, ['hook', 'session-start'], startEvent(other))).toEqual({ code: 0, stdout: '', stderr: '' });
    const named = await run(host, other, ['hook', 'session-start', '--repo', REPO], startEvent(other));
    expect(named).toMatchObject({ code: 0, stderr: '' });
    expect(additionalContext(named.stdout, 'SessionStart')).toContain('## Tool Efficiency Tips');
  });

  it('an event cut short (over the size or time limit) is read from its head', async () => {
    const { host, repo } = await analyzed();
    const text = `{"session_id":"${SESSION}","cwd":${JSON.stringify(repo)},"source":"startup","padding":"${'x'.repeat(200_000)}`;
    const hook = await run(host, host.homeDir, ['hook', 'session-start'], { text, complete: false });
    expect(hook).toMatchObject({ code: 0, stderr: '' });
    expect(additionalContext(hook.stdout, 'SessionStart')).toContain('## Tool Efficiency Tips');
  });

  it.each<[string, string | StdinRead, RegExp]>([
    ['empty', '', /^tip-miner hook: no hook event on stdin$/],
    ['not JSON', '{oops', /^tip-miner hook: stdin is not JSON/],
    ['a JSON array', '[1,2]', /^tip-miner hook: stdin is not a JSON object/],
    ['huge garbage, cut short', { text: '\u0000'.repeat(4 * 1024 * 1024), complete: false }, /^$/],
  ])('stdin that is %s: exit 0, nothing on stdout', async (_name, stdin, stderr) => {
    const { host } = await analyzed();
    const hook = await run(host, host.homeDir, ['hook', 'session-start'], stdin);
    expect(hook.code).toBe(0);
    expect(hook.stdout).toBe('');
    expect(hook.stderr.trimEnd()).toMatch(stderr);
  });

  it('a --repo naming no repository, unknown flags, a bad config: exit 0', async () => {
    const { host, repo } = await analyzed();
    for (const args of [
      ['--repo', 'nothing/here'],
      ['--future-flag', 'x'],
      ['--config', 'missing.yaml'],
    ]) {
      const hook = await run(host, host.homeDir, ['hook', 'session-start', ...args], startEvent(repo));
      expect(hook.code, args.join(' ')).toBe(0);
    }
  });
});

describe('tip-miner hook session-end', () => {
  /** A sub-agent of the session, laid out as Claude Code 2.1 does, grepping in Bash twice. */
  function subAgent(transcript: string, repo: string): string {
    const folder = join(transcript.replace(/\.jsonl$/, ''), 'subagents');
    mkdirSync(folder, { recursive: true });
    const grep: Call = { tool: 'Bash', input: { command: 'grep -rn widget src' }, result: 'src/a.ts:1: widget' };
    const path = join(folder, 'agent-a1b2c3.jsonl');
    writeFileSync(path, `${claudeTranscript([grep, grep], { sessionId: SESSION, sidechain: true, agentId: 'a1b2c3', cwd: repo }).lines.join('\n')}\n`);
    return path;
  }

  it.each(['SessionEnd', 'Stop'])(
    "%s: analyses the session's transcript and its sub-agents', so that findings shows them; a second call adds nothing",
    async (name) => {
      const { host, repo, transcript } = userWithSession();
      const agent = subAgent(transcript, repo);
      const ended = await run(host, repo, ['hook', 'session-end'], endEvent(transcript, repo, name));
      expect(ended).toEqual({ code: 0, stdout: '', stderr: '' });
      const found = await findings(host, repo, '--repo', REPO);
      expect(new Set(found.map((finding) => finding.file))).toEqual(new Set([transcript, agent]));
      expect(found.map((finding) => finding.pattern)).toEqual(expect.arrayContaining(['sequential-reads', 'bash-for-search']));
      // the views are refreshed: the next session's start sees the tips
      const start = await run(host, host.homeDir, ['hook', 'session-start'], startEvent(repo));
      expect(additionalContext(start.stdout, 'SessionStart')).toContain('## Tool Efficiency Tips');
      expect(await run(host, repo, ['hook', 'session-end'], endEvent(transcript, repo, name))).toEqual({ code: 0, stdout: '', stderr: '' });
      expect(await findings(host, repo, '--repo', REPO)).toEqual(found);
      const again = await run(host, repo, ['analyze', transcript, '--json']);
      expect(JSON.parse(again.stdout)).toMatchObject({ skipped: { unchangedFiles: 1 }, newFindings: {} });
    },
  );

  it('uses --db and --memory-dir', async () => {
    const { host, repo, transcript } = userWithSession();
    const db = join(host.homeDir, 'elsewhere', 'h.db');
    const memory = join(host.homeDir, 'elsewhere', 'memory');
    mkdirSync(join(host.homeDir, 'elsewhere'));
    expect(await run(host, repo, ['hook', 'session-end', '--db', db, '--memory-dir', memory], endEvent(transcript, repo))).toEqual({
      code: 0,
      stdout: '',
      stderr: '',
    });
    expect(await findings(host, repo, '--repo', REPO)).toEqual([]);
    expect((await findings(host, repo, '--repo', REPO, '--db', db)).length).toBeGreaterThan(0);
    const tips = await run(host, repo, ['tips', '--memory-dir', memory]);
    expect(tips.stdout).toContain('## Tool Efficiency Tips');
  });

  it.each<[string, (user: ReturnType<typeof userWithSession>) => { stdin: string; args?: string[] }, RegExp]>([
    ['empty stdin', () => ({ stdin: '' }), /^tip-miner hook: session-end: no hook event on stdin$/],
    ['stdin that is not JSON', () => ({ stdin: 'garbage' }), /^tip-miner hook: session-end: stdin is not JSON/],
    ['an event without transcript_path', ({ repo }) => ({ stdin: JSON.stringify({ session_id: SESSION, cwd: repo }) }), /without transcript_path$/],
    [
      'a missing transcript',
      ({ repo }) => ({ stdin: endEvent(join(repo, 'gone.jsonl'), repo) }),
      /^tip-miner hook: session-end: transcript not found: .*gone\.jsonl$/,
    ],
    [
      'a config it cannot use',
      ({ repo, transcript }) => ({ stdin: endEvent(transcript, repo), args: ['--config', 'missing.yaml'] }),
      /^tip-miner hook: session-end: skipped: config file not found: missing\.yaml$/,
    ],
    [
      'a history database of another program',
      ({ repo, transcript, host }) => {
        const db = join(host.homeDir, 'not-a.db');
        writeFileSync(db, 'not SQLite at all '.repeat(100));
        return { stdin: endEvent(transcript, repo), args: ['--db', db] };
      },
      /^tip-miner hook: session-end: skipped: /,
    ],
  ])('%s: exit 0, nothing on stdout, one line on stderr', async (_name, setup, stderr) => {
    const user = userWithSession();
    const { stdin, args = [] } = setup(user);
    const ended = await run(user.host, user.repo, ['hook', 'session-end', ...args], stdin);
    expect(ended.code).toBe(0);
    expect(ended.stdout).toBe('');
    const lines = ended.stderr.split('\n').filter((line) => line !== '');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(stderr);
  });

  it('bad lines in the transcript: analysed all the same, one line saying so', async () => {
    const { host, repo, transcript } = userWithSession();
    writeFileSync(transcript, `{oops\n[1]\n${readFileSync(transcript, 'utf8')}`);
    const ended = await run(host, repo, ['hook', 'session-end'], endEvent(transcript, repo));
    expect(ended.code).toBe(0);
    expect(ended.stderr).toMatch(/^tip-miner hook: session-end: .*\(and \d+ more: tip-miner analyze on the transcript tells them all\)\n$/);
    expect((await findings(host, repo, '--repo', REPO)).length).toBeGreaterThan(0);
  });
});

describe('the built binary reads the event on stdin', () => {
  it('session-end then session-start, exit 0', () => {
    const { host, repo, transcript } = userWithSession();
    const env = { ...processEnv(), HOME: host.homeDir };
    const bin = (args: string[], input: string) =>
      spawnSync(process.execPath, [join(repoRoot, 'bin/tip-miner.js'), 'hook', ...args], { input, encoding: 'utf8', cwd: host.homeDir, env });
    expect(bin(['session-end'], endEvent(transcript, repo))).toMatchObject({ status: 0, stdout: '', stderr: '' });
    const start = bin(['session-start'], startEvent(repo));
    expect(start).toMatchObject({ status: 0, stderr: '' });
    expect(additionalContext(start.stdout, 'SessionStart')).toContain('## Tool Efficiency Tips');
  });
});
