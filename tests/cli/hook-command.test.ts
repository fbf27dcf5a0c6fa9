/**
 * `tip-miner hook post-tool-use`: the event on stdin, the advice on stdout, notes on stderr, and
 * always exit 0 so that the agent carries on.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { STATE_DIR_ENV } from '../../src/cli/hook-command.js';
import { runCli } from '../../src/cli/main.js';
import { processEnv, testHost } from '../helpers/cli.js';
import { repoRoot } from '../helpers/paths.js';

const SESSION = 's';
const STREAK_2 = '2 consecutive tool calls without delegating';
const STATE_FILE = `${SESSION}-delegation.json`;

function callLines(id: number, name: string, input: Record<string, unknown>): string {
  const base = { sessionId: SESSION, isSidechain: false, cwd: '/repo', timestamp: '2025-01-01T00:00:01Z' };
  const call = {
    ...base,
    type: 'assistant',
    uuid: `a-${id}`,
    parentUuid: null,
    message: { id: `msg_${id}`, role: 'assistant', content: [{ type: 'tool_use', id: `toolu_${id}`, name, input }] },
  };
  const result = {
    ...base,
    type: 'user',
    uuid: `u-${id}`,
    parentUuid: `a-${id}`,
    message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_${id}`, content: 'ok', is_error: false }] },
  };
  return `${JSON.stringify(call)}\n${JSON.stringify(result)}\n`;
}

function bashTranscript(folder: string, ...commands: string[]): string {
  const path = join(folder, `${SESSION}.jsonl`);
  writeFileSync(path, commands.map((command, index) => callLines(index + 1, 'Bash', { command })).join(''));
  return path;
}

function readTranscript(folder: string, ...files: string[]): string {
  const path = join(folder, `${SESSION}.jsonl`);
  writeFileSync(path, files.map((file, index) => callLines(index + 1, 'Read', { file_path: `/repo/${file}` })).join(''));
  return path;
}

function hookEvent(transcriptPath: string): string {
  return JSON.stringify({
    session_id: SESSION,
    transcript_path: transcriptPath,
    cwd: '/repo',
    hook_event_name: 'PostToolUse',
    tool_name: 'Bash',
    tool_input: { command: 'ls' },
  });
}

function tempFolder(): string {
  return mkdtempSync(join(tmpdir(), 'tip-miner-hook-cli-'));
}

async function hook(input: string, ...flags: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['hook', 'post-tool-use', ...flags], {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    readStdin: () => Promise.resolve({ text: input, complete: true }),
    cwd: repoRoot,
    env,
    host: { ...testHost, env },
  });
  return { code, stdout, stderr };
}

function additionalContext(stdout: string): string {
  const parsed = JSON.parse(stdout) as { hookSpecificOutput: { hookEventName: string; additionalContext: string } };
  expect(parsed.hookSpecificOutput.hookEventName).toBe('PostToolUse');
  return parsed.hookSpecificOutput.additionalContext;
}

function stderrLines(stderr: string): string[] {
  return stderr.split('\n').filter((line) => line !== '');
}

/** The hook's environment: empty unless a test sets $TIP_MINER_STATE_DIR. */
let env: Record<string, string | undefined> = {};

beforeEach(() => {
  env = {};
});

describe('tip-miner hook post-tool-use', () => {
  it('prints nothing at the 1st solo call and the hook output at the 2nd, exit 0 both times', async () => {
    const folder = tempFolder();
    const state = join(folder, 'state');
    const transcript = bashTranscript(folder, 'git status');
    const first = await hook(hookEvent(transcript), '--state-dir', state);
    expect(first).toEqual({ code: 0, stdout: '', stderr: '' });
    writeFileSync(transcript, callLines(1, 'Bash', { command: 'git status' }) + callLines(2, 'Bash', { command: 'ls -la' }));
    const second = await hook(hookEvent(transcript), '--state-dir', state);
    expect(second.code).toBe(0);
    expect(second.stderr).toBe('');
    expect(second.stdout.endsWith('}\n')).toBe(true);
    expect(additionalContext(second.stdout)).toContain(STREAK_2);
    expect(readdirSync(state)).toEqual([STATE_FILE]);
  });

  it.each([
    ['empty', () => ''],
    ['not JSON', () => '{oops'],
    ['an event without session_id', (folder: string) => JSON.stringify({ transcript_path: bashTranscript(folder, 'git status', 'ls -la') })],
    ['an event whose transcript is missing', (folder: string) => hookEvent(join(folder, 'gone.jsonl'))],
    ['an event whose transcript is a folder', (folder: string) => hookEvent(folder)],
  ])('stdin that is %s: exit 0, nothing on stdout, one note on stderr', async (_name, input) => {
    const folder = tempFolder();
    const run = await hook(input(folder), '--state-dir', join(folder, 'state'));
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    expect(stderrLines(run.stderr)).toEqual([expect.stringMatching(/^tip-miner hook: \S/)]);
  });

  it(`uses $${STATE_DIR_ENV} when --state-dir is absent`, async () => {
    const folder = tempFolder();
    const fromEnv = join(folder, 'env-state');
    const memory = join(folder, 'memory');
    env[STATE_DIR_ENV] = fromEnv;
    const run = await hook(hookEvent(bashTranscript(folder, 'git status', 'ls -la')), '--memory-dir', memory);
    expect(run.code).toBe(0);
    expect(additionalContext(run.stdout)).toContain(STREAK_2);
    expect(readdirSync(fromEnv)).toEqual([STATE_FILE]);
    expect(existsSync(join(memory, 'hook-state'))).toBe(false);
  });

  it(`--state-dir wins over $${STATE_DIR_ENV}`, async () => {
    const folder = tempFolder();
    env[STATE_DIR_ENV] = join(folder, 'env-state');
    const run = await hook(
      hookEvent(bashTranscript(folder, 'git status', 'ls -la')),
      '--state-dir',
      join(folder, 'flag-state'),
      '--memory-dir',
      join(folder, 'memory'),
    );
    expect(run.code).toBe(0);
    expect(readdirSync(join(folder, 'flag-state'))).toEqual([STATE_FILE]);
    expect(existsSync(join(folder, 'env-state'))).toBe(false);
  });

  it('keeps its state in <memory-dir>/hook-state by default', async () => {
    const folder = tempFolder();
    const memory = join(folder, 'memory');
    const run = await hook(hookEvent(bashTranscript(folder, 'git status', 'ls -la')), '--memory-dir', memory);
    expect(run.code).toBe(0);
    expect(additionalContext(run.stdout)).toContain(STREAK_2);
    expect(readdirSync(join(memory, 'hook-state'))).toEqual([STATE_FILE]);
  });

  it('a config file sets the memory folder and the streak threshold', async () => {
    const folder = tempFolder();
    const config = join(folder, 'agent-framework.yaml');
    writeFileSync(config, 'tip_miner:\n  memory_dir: mem\n  solo_streak_threshold: 3\n');
    const transcript = bashTranscript(folder, 'git status', 'ls -la');
    expect(await hook(hookEvent(transcript), '--config', config)).toEqual({ code: 0, stdout: '', stderr: '' });
    writeFileSync(
      transcript,
      callLines(1, 'Bash', { command: 'git status' }) + callLines(2, 'Bash', { command: 'ls -la' }) + callLines(3, 'Bash', { command: 'node -v' }),
    );
    const third = await hook(hookEvent(transcript), '--config', config);
    expect(additionalContext(third.stdout)).toContain('3 consecutive tool calls without delegating');
    expect(readdirSync(join(folder, 'mem', 'hook-state'))).toEqual([STATE_FILE]);
  });

  it.each([
    ['the default: the 0.5 point (2 lookups in 3 calls) is not spoken', '', ['src/a.py', 'src/b.py'], undefined],
    ['delegation_hook_min_confidence 0.5 speaks for it', '  delegation_hook_min_confidence: 0.5\n', ['src/a.py', 'src/b.py'], '0.5'],
    ['the default speaks for a 0.7 point', '', ['src/a.py', 'src/b.py', 'src/c.py'], '0.7'],
    ['delegation_hook_min_confidence 0.9 does not', '  delegation_hook_min_confidence: 0.9\n', ['src/a.py', 'src/b.py', 'src/c.py'], undefined],
  ])('pattern points in the hook: %s', async (_name, keys, files, confidence) => {
    const folder = tempFolder();
    const config = join(folder, 'agent-framework.yaml');
    writeFileSync(config, `tip_miner:\n  memory_dir: mem\n${keys}`);
    const run = await hook(hookEvent(readTranscript(folder, ...files)), '--config', config);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const context = additionalContext(run.stdout);
    expect(context).toContain(STREAK_2);
    expect(/Delegation advisory \(exploration, confidence ([0-9.]+)\)/.exec(context)?.[1]).toBe(confidence);
  });

  it('solo_streak_min_tokens holds the streak advisory back until the results of the streak reach it', async () => {
    const folder = tempFolder();
    const config = join(folder, 'agent-framework.yaml');
    writeFileSync(config, 'tip_miner:\n  memory_dir: mem\n  solo_streak_min_tokens: 100000\n');
    const run = await hook(hookEvent(bashTranscript(folder, 'git status', 'ls -la')), '--config', config);
    expect(run).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it.each([
    ['a missing file', () => 'missing.yaml', 'config file not found'],
    ['a folder', (folder: string) => folder, 'cannot read config file'],
    ['invalid YAML', (folder: string) => writeConfig(folder, 'tip_miner: [unclosed\n'), 'invalid YAML'],
    ['an unknown key', (folder: string) => writeConfig(folder, 'tip_miner:\n  no_such_key: 1\n'), 'unknown key tip_miner.no_such_key'],
    ['a wrong type', (folder: string) => writeConfig(folder, 'tip_miner:\n  solo_streak_threshold: many\n'), 'solo_streak_threshold must be a whole number'],
  ])('--config that is %s: a note on stderr, and the hook still works with the defaults', async (_name, config, note) => {
    const folder = tempFolder();
    const run = await hook(hookEvent(bashTranscript(folder, 'git status', 'ls -la')), '--config', config(folder), '--state-dir', join(folder, 'state'));
    expect(run.code).toBe(0);
    expect(stderrLines(run.stderr)).toEqual([expect.stringMatching(/^tip-miner hook: .*; using the default settings$/)]);
    expect(run.stderr).toContain(note);
    expect(additionalContext(run.stdout)).toContain(STREAK_2);
    expect(readdirSync(join(folder, 'state'))).toEqual([STATE_FILE]);
  });

  it.each([
    [{ exploration: 'never' }, false, "user's preference"],
    [{ exploration: 'always' }, true, "Delegation required by the user's preference (always delegate exploration)"],
    [{}, true, 'Delegation advisory (exploration, confidence 0.7)'],
  ])('reads the delegation preferences %j from the memory folder', async (preferences, suggests, text) => {
    const folder = tempFolder();
    const memory = join(folder, 'memory');
    mkdirSync(memory);
    writeFileSync(join(memory, 'delegation_preferences.json'), JSON.stringify(preferences));
    const run = await hook(hookEvent(readTranscript(folder, 'src/auth/routes.py', 'src/auth/models.py', 'src/auth/tokens.py')), '--memory-dir', memory);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const context = additionalContext(run.stdout);
    expect(context).toContain(STREAK_2);
    expect(context.includes('subagent_type="Explore"')).toBe(suggests);
    expect(context.includes(text)).toBe(suggests);
  });

  it('a preferences file that is not JSON: a note, and no preference applied', async () => {
    const folder = tempFolder();
    const memory = join(folder, 'memory');
    mkdirSync(memory);
    writeFileSync(join(memory, 'delegation_preferences.json'), '{"exploration": ');
    const run = await hook(hookEvent(readTranscript(folder, 'src/a.py', 'src/b.py', 'src/c.py')), '--memory-dir', memory);
    expect(run.code).toBe(0);
    expect(stderrLines(run.stderr)).toEqual([expect.stringMatching(/^tip-miner hook: .*delegation_preferences\.json: not valid JSON/)]);
    expect(additionalContext(run.stdout)).toContain('subagent_type="Explore"');
  });

  it('a state folder it cannot write to: a note, and no advice (it would repeat on every call)', async () => {
    const folder = tempFolder();
    const blocker = join(folder, 'not-a-folder');
    writeFileSync(blocker, '');
    const run = await hook(hookEvent(bashTranscript(folder, 'git status', 'ls -la')), '--state-dir', blocker);
    expect(run.code).toBe(0);
    expect(stderrLines(run.stderr)).toEqual([
      expect.stringMatching(/^tip-miner hook: the hook state dir .*not-a-folder cannot be used \(EEXIST\); no advice until it can$/),
    ]);
    expect(run.stdout).toBe('');
  });

  it.each([[['--future-flag']], [['--future-flag=1']], [['--future-flag', 'value']], [['-z']], [['stray-argument']]])(
    'unknown extra arguments %j: still exit 0 and the advice',
    async (extra) => {
      const folder = tempFolder();
      const run = await hook(hookEvent(bashTranscript(folder, 'git status', 'ls -la')), '--state-dir', join(folder, 'state'), ...extra);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(additionalContext(run.stdout)).toContain(STREAK_2);
      expect(readdirSync(join(folder, 'state'))).toEqual([STATE_FILE]);
    },
  );
});

function writeConfig(folder: string, text: string): string {
  const path = join(folder, 'agent-framework.yaml');
  writeFileSync(path, text);
  return path;
}

describe('the built binary', () => {
  function binary(args: string[], input: string, cwd: string) {
    const env = processEnv();
    return spawnSync(process.execPath, [join(repoRoot, 'bin/tip-miner.js'), 'hook', 'post-tool-use', ...args], { input, encoding: 'utf8', cwd, env });
  }

  it('reads the event on stdin and prints the hook output, exit 0', () => {
    const folder = tempFolder();
    const state = join(folder, 'state');
    const run = binary(['--state-dir', state], hookEvent(bashTranscript(folder, 'git status', 'ls -la')), folder);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(additionalContext(run.stdout)).toContain(STREAK_2);
    expect(readdirSync(state)).toEqual([STATE_FILE]);
    const quiet = binary(['--state-dir', state], hookEvent(join(folder, `${SESSION}.jsonl`)), folder);
    expect(quiet).toMatchObject({ status: 0, stdout: '', stderr: '' });
  });

  it('bad stdin: exit 0, one note', () => {
    const folder = tempFolder();
    const run = binary(['--state-dir', join(folder, 'state')], 'not json', folder);
    expect(run).toMatchObject({ status: 0, stdout: '', stderr: 'tip-miner hook: stdin is not JSON: expected a Claude Code hook event\n' });
  });

  it.each([
    ['an absolute', (folder: string) => join(folder, 'memory')],
    ['a relative', () => 'memory'],
  ])('with a bad --config, %s --memory-dir still holds the state and the preferences, not the working folder', (_name, memoryFlag) => {
    const folder = tempFolder();
    const memory = join(folder, 'memory');
    mkdirSync(memory);
    writeFileSync(join(memory, 'delegation_preferences.json'), JSON.stringify({ exploration: 'always' }));
    const run = binary(['--config', 'missing.yaml', '--memory-dir', memoryFlag(folder)], hookEvent(readTranscript(folder, 'src/a.py', 'src/b.py')), folder);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('tip-miner hook: config file not found: missing.yaml; using the default settings\n');
    expect(additionalContext(run.stdout)).toContain("Delegation required by the user's preference (always delegate exploration)");
    expect(readdirSync(join(memory, 'hook-state'))).toEqual([STATE_FILE]);
    expect(existsSync(join(folder, '.agent-communication'))).toBe(false);
  });
});
