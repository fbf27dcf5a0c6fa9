/**
 * The fast path of `tips` and the hooks (src/cli/fast-path.ts) reads options from the same specs as
 * commander: whatever it accepts, commander reads the same way, and the command prints the same; what it
 * does not accept goes to commander.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { runCli, runCliWithoutFastPath } from '../../src/cli/main.js';
import { HOOK_OPTIONS, POST_TOOL_USE_OPTIONS } from '../../src/cli/hook-run.js';
import { addOptions, parseKnownOptions, type OptionSpec } from '../../src/cli/option-specs.js';
import { TIPS_OPTIONS } from '../../src/cli/tips-run.js';
import { testHost } from '../helpers/cli.js';

function commanderOptions(specs: readonly OptionSpec[], args: string[], hook: boolean): Record<string, unknown> | 'error' {
  const command = new Command('x').exitOverride().configureOutput({ writeOut: () => undefined, writeErr: () => undefined });
  if (hook) command.argument('[ignored...]', 'ignored').allowUnknownOption();
  addOptions(command, specs).action(() => undefined);
  try {
    command.parse(args, { from: 'user' });
  } catch {
    return 'error';
  }
  return command.opts();
}

const TIPS_ARGS: Array<[string[], boolean]> = [
  [[], true],
  [['--max-count', '3', '--max-chars=900', '--json'], true],
  [['--format', 'json', '--agent', 'codex', '--project-dir', 'x', '--repo', 'a/b', '--config', 'c.yaml', '--db', 'h.db', '--memory-dir', 'm'], true],
  [['--max-count', '2', '--max-count', '4'], true],
  [['--max-count', '0'], false],
  [['--max-count', 'x'], false],
  [['--format', 'yaml'], false],
  [['--agent', 'nobody'], false],
  [['--max-count'], false],
  [['--repo', '--json'], false],
  [['--repo='], false],
  [['--json=yes'], false],
  [['--help'], false],
  [['-h'], false],
  [['--unknown'], false],
  [['extra'], false],
  [['--', '--json'], false],
];

const HOOK_ARGS: Array<[string[], boolean]> = [
  [[], true],
  [['--state-dir', 's', '--memory-dir=m', '--repo', 'a/b'], true],
  [['--future-flag'], false],
  [['ignored'], false],
  [['--help'], false],
];

describe('the fast path reads options as commander does', () => {
  it.each(TIPS_ARGS)('tips %j (fast: %s)', (args, fast) => {
    const parsed = parseKnownOptions(TIPS_OPTIONS, args);
    expect(parsed !== undefined).toBe(fast);
    if (parsed !== undefined) expect(parsed).toEqual(commanderOptions(TIPS_OPTIONS, args, false));
  });

  it.each(HOOK_ARGS)('hook post-tool-use %j (fast: %s)', (args, fast) => {
    const parsed = parseKnownOptions(POST_TOOL_USE_OPTIONS, args);
    expect(parsed !== undefined).toBe(fast);
    if (parsed !== undefined) expect(parsed).toEqual(commanderOptions(POST_TOOL_USE_OPTIONS, args, true));
  });

  it('hook session-start takes no --state-dir on the fast path', () => {
    expect(parseKnownOptions(HOOK_OPTIONS, ['--state-dir', 's'])).toBeUndefined();
    expect(parseKnownOptions(HOOK_OPTIONS, ['--memory-dir', 'm'])).toEqual({ memoryDir: 'm' });
  });
});

describe('the fast path prints what commander does', () => {
  const memory = mkdtempSync(join(tmpdir(), 'tip-miner-fast-path-'));
  const now = Math.floor(Date.now() / 1000);
  mkdirSync(join(memory, 'acme__widgets'), { recursive: true });
  writeFileSync(
    join(memory, 'acme__widgets', 'tool_patterns.json'),
    JSON.stringify([
      { pattern_id: 'bash-for-search', tip: 'x', hit_count: 9, last_seen: now, wasted_tokens: 40_000 },
      { pattern_id: 'repeated-glob', tip: 'x', hit_count: 3, last_seen: now - 3600, wasted_tokens: 9000 },
      { pattern_id: 'sequential-reads', tip: 'x', hit_count: 2, last_seen: now, wasted_tokens: 10 },
    ]),
  );
  const event = JSON.stringify({ session_id: 's', cwd: memory, hook_event_name: 'SessionStart' });
  const run = async (runner: typeof runCli, args: string[], stdin?: string) => {
    let stdout = '';
    let stderr = '';
    const code = await runner(args, {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      ...(stdin !== undefined && { readStdin: () => Promise.resolve({ text: stdin, complete: true }) }),
      cwd: memory,
      env: testHost.env,
      host: testHost,
    });
    return { code, stdout, stderr };
  };

  it.each([
    [['tips', '--memory-dir', memory, '--repo', 'acme/widgets']],
    [['tips', '--memory-dir', memory, '--repo', 'acme/widgets', '--json', '--max-count', '1']],
    [['tips', '--memory-dir', memory, '--repo', 'acme/widgets', '--agent', 'codex', '--format', 'markdown']],
    [['tips', '--memory-dir', memory, '--repo', 'nobody/here']],
    [['tips', '--memory-dir', memory, '--config', join(memory, 'missing.yaml')]],
    [['tips', '--max-count', '0']],
    [['hook', 'session-start', '--memory-dir', memory, '--repo', 'acme/widgets']],
    [['hook', 'session-start', '--memory-dir', memory, '--config', join(memory, 'missing.yaml')]],
    [['hook', 'post-tool-use', '--memory-dir', memory, '--state-dir', join(memory, 'state')]],
  ])('%j', async (args) => {
    const fast = await run(runCli, args, event);
    const slow = await run(runCliWithoutFastPath, args, event);
    expect(fast).toEqual(slow);
  });
});
