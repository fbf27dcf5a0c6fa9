/**
 * A user's first run, in a made-up home: `analyze` with no path finds the logs where Claude Code and
 * Codex keep them, keeps its data in the data home, and `tips` run from any other folder finds it; with
 * no logs anywhere, or only a mistyped path, it says where it looked and writes nothing; the data of an
 * earlier version in the working folder is used and the user told how to move it.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import type { Host } from '../../src/util/host.js';
import { claudeTranscript, read, readSource, times } from '../helpers/claude-transcript.js';
import { tempHost } from '../helpers/host.js';
import { fixture } from '../helpers/paths.js';

const SESSION = '0f5e2a4c-1b3d-4e6f-8a9b-0c1d2e3f4a5b';

async function run(host: Host, cwd: string, ...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    cwd,
    env: host.env,
    host,
  });
  return { code, stdout, stderr };
}

/** A Claude Code session of seven Reads in a row (sequential-reads) under ~/.claude/projects, and a Codex rollout under ~/.codex/sessions. */
function withAgentLogs(host: Host): void {
  const project = join(host.homeDir, '.claude', 'projects', '-repo');
  mkdirSync(project, { recursive: true });
  writeFileSync(
    join(project, `${SESSION}.jsonl`),
    `${claudeTranscript(
      Array.from({ length: 7 }, (_, index) => readSource(`/repo/src/${index}.ts`)),
      { sessionId: SESSION },
    ).lines.join('\n')}\n`,
  );
  const codex = join(host.homeDir, '.codex', 'sessions', '2025', '08', '01');
  mkdirSync(codex, { recursive: true });
  copyFileSync(fixture('codex', 'rollout-bare-2025-08.jsonl'), join(codex, 'rollout-bare-2025-08.jsonl'));
}

const folder = (name: string) => mkdtempSync(join(tmpdir(), `tip-miner-${name}-`));
const dataHomeOf = (host: Host) => join(host.homeDir, '.local', 'share', 'tip-miner');

describe('a first run', () => {
  it('analyze with no path reads the agents’ log folders into the data home; tips from another folder finds the results', async () => {
    const host = tempHost();
    withAgentLogs(host);
    const analyzed = await run(host, folder('work'), 'analyze', '--json');
    expect(analyzed.code).toBe(0);
    expect(analyzed.stderr).toContain(`read ${join(host.homeDir, '.claude', 'projects')} (Claude Code), ${join(host.homeDir, '.codex', 'sessions')} (Codex)`);
    const report = JSON.parse(analyzed.stdout) as { formats: Record<string, number>; findings: Record<string, number> };
    expect(report.formats).toEqual({ 'claude-code': 1, codex: 1 });
    expect(report.findings['sequential-reads']).toBeGreaterThan(0);
    expect(readdirSync(dataHomeOf(host)).sort()).toEqual(expect.arrayContaining(['memory', 'tip-miner.db']));
    const tips = await run(host, folder('elsewhere'), 'tips', '--repo', 'repo');
    expect(tips.code).toBe(0);
    expect(tips.stdout).toContain('## Tool Efficiency Tips');
    expect(tips.stdout).toContain('Search with Grep');
  });

  it('reads $CLAUDE_CONFIG_DIR and $CODEX_HOME instead of the default folders', async () => {
    const host = tempHost();
    const claude = join(host.homeDir, 'claude-config');
    const codex = join(host.homeDir, 'codex-home');
    mkdirSync(join(claude, 'projects', '-repo'), { recursive: true });
    writeFileSync(
      join(claude, 'projects', '-repo', `${SESSION}.jsonl`),
      `${claudeTranscript(
        times(3, () => read('x.ts')),
        { sessionId: SESSION },
      ).lines.join('\n')}\n`,
    );
    mkdirSync(join(codex, 'sessions'), { recursive: true });
    copyFileSync(fixture('codex', 'rollout-bare-2025-08.jsonl'), join(codex, 'sessions', 'rollout.jsonl'));
    const configured: Host = { ...host, env: { ...host.env, CLAUDE_CONFIG_DIR: `${claude}, ${join(host.homeDir, 'missing')}`, CODEX_HOME: codex } };
    const analyzed = await run(configured, folder('work'), 'analyze', '--json');
    expect(analyzed.code).toBe(0);
    expect(analyzed.stderr).toContain(`read ${join(claude, 'projects')} (Claude Code, $CLAUDE_CONFIG_DIR), ${join(codex, 'sessions')} (Codex, $CODEX_HOME)`);
    expect((JSON.parse(analyzed.stdout) as { formats: Record<string, number> }).formats).toEqual({ 'claude-code': 1, codex: 1 });
  });

  it.each([
    [
      'no path and no logs anywhere',
      [] as string[],
      /no logs given, and none where agents keep them \(looked in .*\.claude\/projects, .*\.codex\/sessions, .*logs\/sessions\)/,
    ],
    ['only paths that do not exist', ['logs/sesions', 'nowhere.jsonl'], /nothing could be read: logs\/sesions, nowhere\.jsonl \(no such file or folder\)/],
  ])('%s: one error line saying so, exit 2, nothing written', async (_name, paths, message) => {
    const host = tempHost();
    const work = folder('work');
    const analyzed = await run(host, work, 'analyze', ...paths);
    expect(analyzed.code).toBe(2);
    expect(analyzed.stderr.trim().split('\n')).toEqual([expect.stringMatching(message)]);
    expect(existsSync(dataHomeOf(host))).toBe(false);
    expect(readdirSync(work)).toEqual([]);
  });

  it('$TIP_MINER_HOME puts the data where it says', async () => {
    const host = tempHost();
    withAgentLogs(host);
    const home = join(folder('shared'), 'team');
    const analyzed = await run({ ...host, env: { ...host.env, TIP_MINER_HOME: home } }, folder('work'), 'analyze');
    expect(analyzed.code).toBe(0);
    expect(existsSync(join(home, 'tip-miner.db'))).toBe(true);
    expect(existsSync(dataHomeOf(host))).toBe(false);
  });

  it('uses the .agent-communication/ of an earlier version in the working folder, and says how to move it', async () => {
    const host = tempHost();
    withAgentLogs(host);
    const work = folder('work');
    const legacy = join(work, '.agent-communication');
    expect((await run(host, work, 'analyze', '--db', join(legacy, 'tip-miner.db'), '--memory-dir', join(legacy, 'memory'))).code).toBe(0);
    const tips = await run(host, work, 'tips', '--repo', 'repo');
    expect(tips.code).toBe(0);
    expect(tips.stdout).toContain('## Tool Efficiency Tips');
    expect(tips.stderr).toContain(
      `using ${legacy}, where earlier versions kept their data; to use it from every folder, move its tip-miner.db and memory/ into ${dataHomeOf(host)}`,
    );
    expect(existsSync(dataHomeOf(host))).toBe(false);
  });
});
