/**
 * `tip-miner hooks` and `tip-miner doctor` end to end, each run on a made-up home of its own: the exit codes,
 * the one-line refusals, the dry run, the JSON against its schema; doctor on a home with Claude Code and
 * Codex logs in their default places, files it cannot tell, hooks in one scope — and it writes nothing.
 */
import { chmodSync, copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDoctor } from '../../src/app/doctor.js';
import { runCli } from '../../src/cli/main.js';
import type { Host } from '../../src/util/host.js';
import { tempHost } from '../helpers/host.js';
import { outputSchema, schemaErrors } from '../helpers/json-schemas.js';
import { fixture } from '../helpers/paths.js';

async function run(host: Host, cwd: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), cwd, env: host.env, host });
  return { code, stdout, stderr };
}

/** A home with a project in it (a git checkout), the command run in the project. */
function machine(): { host: Host; project: string; user: string } {
  const host = tempHost();
  const project = join(host.homeDir, 'work', 'app');
  mkdirSync(join(project, '.git'), { recursive: true });
  return { host, project, user: join(host.homeDir, '.claude', 'settings.json') };
}

/** Every file below a folder with its size and change time: what a run that writes nothing leaves as it was. */
function snapshot(folder: string): string[] {
  return (readdirSync(folder, { recursive: true }) as string[])
    .map((path) => join(folder, path))
    .filter((path) => statSync(path).isFile())
    .map((path) => `${relative(folder, path)} ${statSync(path).size} ${statSync(path).mtimeMs}`)
    .sort();
}

describe('tip-miner hooks', () => {
  it('install, status, uninstall: exit 0, the file created and deleted again; --json as its schema says', async () => {
    const { host, project, user } = machine();
    const installed = await run(host, project, 'hooks', 'install', '--json');
    expect(installed.code, installed.stderr).toBe(0);
    const output = JSON.parse(installed.stdout) as { created: boolean; hooks: Array<{ change: string }>; diff: string };
    expect(schemaErrors(outputSchema('hooks-install'), output)).toEqual([]);
    expect(output.created).toBe(true);
    expect(output.diff).toContain('+++ ');
    expect(readFileSync(user, 'utf8')).toContain('"command": "tip-miner hook session-start"');
    const status = await run(host, project, 'hooks', 'status', '--json');
    expect(schemaErrors(outputSchema('hooks-status'), JSON.parse(status.stdout))).toEqual([]);
    expect((await run(host, project, 'hooks', 'status')).stdout).toContain(`user: ${user}\n  SessionStart  installed\n`);
    const removed = await run(host, project, 'hooks', 'uninstall', '--json');
    expect(removed.code).toBe(0);
    expect(schemaErrors(outputSchema('hooks-uninstall'), JSON.parse(removed.stdout))).toEqual([]);
    expect(readdirSync(join(host.homeDir, '.claude'))).toEqual([]);
  });

  it('--dry-run prints the diff and writes nothing', async () => {
    const { host, project, user } = machine();
    mkdirSync(join(host.homeDir, '.claude'));
    writeFileSync(user, '{\n  "model": "opus"\n}\n');
    const dry = await run(host, project, 'hooks', 'install', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(`--- ${user}\n+++ ${user}\n@@ -1,3 +1,`);
    expect(dry.stdout).toContain(' {\n-  "model": "opus"\n+  "model": "opus",\n+  "hooks": {\n+    "SessionStart": [\n');
    expect(dry.stdout).toContain('dry run: nothing was written');
    expect(readFileSync(user, 'utf8')).toBe('{\n  "model": "opus"\n}\n');
    expect(readdirSync(join(host.homeDir, '.claude'))).toEqual(['settings.json']);
  });

  it.each<[string, (user: string) => void, string[], RegExp]>([
    [
      'a read-only file',
      (user) => {
        writeFileSync(user, '{}\n');
        chmodSync(user, 0o444);
      },
      ['hooks', 'install'],
      /^tip-miner: error: .*settings\.json cannot be written \(mode 0444, no write permission\); make it writable or fix it, or choose another scope \(--project, --local\)\n$/,
    ],
    [
      'a file that is not JSON',
      (user) => {
        writeFileSync(user, '{ "model": "opus" ');
      },
      ['hooks', 'install'],
      /^tip-miner: error: .*settings\.json is not valid JSON \(line 1, column 19: the text ends where ',' or '}' was expected\); nothing was changed; fix it by hand first\n$/,
    ],
    [
      'two scopes',
      () => undefined,
      ['hooks', 'install', '--project', '--local'],
      /^tip-miner: error: --project and --local name two settings files; give one\n$/,
    ],
  ])('refuses %s: exit 2, one line, nothing changed', async (_name, prepare, args, message) => {
    const { host, project, user } = machine();
    mkdirSync(join(host.homeDir, '.claude'));
    prepare(user);
    const before = snapshot(host.homeDir);
    const refused = await run(host, project, ...args);
    expect(refused.code).toBe(2);
    expect(refused.stderr.replace(/^tip-miner: warning: .*\n/gm, '')).toMatch(message);
    expect(snapshot(host.homeDir)).toEqual(before);
  });
});

describe('tip-miner doctor', () => {
  /** A home with Claude Code and Codex logs where they keep them, files it cannot tell, and the hooks in the project's local settings. */
  async function home() {
    const { host, project, user } = machine();
    const claude = join(host.homeDir, '.claude', 'projects', '-home-me-app');
    mkdirSync(claude, { recursive: true });
    copyFileSync(fixture('claude-code/inline-sidechains.jsonl'), join(claude, 'aaaaaaaa-0000-4000-8000-000000000001.jsonl'));
    writeFileSync(join(claude, 'broken.jsonl'), 'this is not JSON\nnor this\n');
    writeFileSync(join(claude, 'other-tool.jsonl'), '{"event":"something else"}\n');
    writeFileSync(join(claude, 'new.jsonl'), '');
    const codex = join(host.homeDir, '.codex', 'sessions', '2025', '08', '01');
    mkdirSync(codex, { recursive: true });
    copyFileSync(fixture('codex/rollout-bare-2025-08.jsonl'), join(codex, 'rollout-bare-2025-08.jsonl'));
    copyFileSync(fixture('bad-input/compressed.jsonl.gz'), join(codex, 'rollout-old.jsonl.gz'));
    expect((await run(host, project, 'hooks', 'install', '--local')).code).toBe(0);
    return { host, project, user };
  }

  it('says what it finds where, as its schema says, and writes nothing', async () => {
    const { host, project } = await home();
    const before = [...snapshot(host.homeDir)];
    const doctor = await run(host, project, 'doctor', '--json');
    expect(doctor.code, doctor.stderr).toBe(0);
    expect(snapshot(host.homeDir)).toEqual(before);
    const report = JSON.parse(doctor.stdout) as {
      logFolders: Array<{
        path: string;
        files: number;
        sampled: number;
        kinds: Array<{ kind: string; files: number }>;
        problems: Array<{ kind: string; count: number; examples: Array<{ path: string }> }>;
      }>;
      hooks: Array<{ scope: string; exists: boolean; hooks: Array<{ current: boolean }> }>;
      db: { exists: boolean; path: string };
      config: { file: string | null; loads: boolean };
      node: { version: string; supported: boolean };
    };
    expect(schemaErrors(outputSchema('doctor'), report)).toEqual([]);
    const byPath = new Map(report.logFolders.map((folder) => [relative(host.homeDir, folder.path), folder]));
    const claude = byPath.get('.claude/projects')!;
    expect({ files: claude.files, sampled: claude.sampled }).toEqual({ files: 4, sampled: 4 });
    expect(Object.fromEntries(claude.kinds.map(({ kind, files }) => [kind, files]))).toEqual({ 'claude-code': 1, 'not-json': 1, unrecognised: 1, empty: 1 });
    expect(claude.problems.map(({ kind, examples }) => [kind, examples.map((example) => example.path.split('/').at(-1))])).toEqual(
      expect.arrayContaining([
        ['not-json', ['broken.jsonl']],
        ['unrecognised', ['other-tool.jsonl']],
      ]),
    );
    const codex = byPath.get('.codex/sessions')!;
    expect(Object.fromEntries(codex.kinds.map(({ kind, files }) => [kind, files]))).toMatchObject({ codex: 1 });
    expect(byPath.get('.config/claude/projects')).toMatchObject({ exists: false, files: 0 });
    expect(report.hooks.map((scope) => [scope.scope, scope.exists, scope.hooks.filter((hook) => hook.current).length])).toEqual([
      ['user', false, 0],
      ['project', false, 0],
      ['local', true, 3],
    ]);
    expect(report.db.exists).toBe(false);
    expect(report.config).toEqual({ file: null, loads: true, problem: null });
    expect(report.node).toMatchObject({ version: process.versions.node, supported: true });
    const text = await run(host, project, 'doctor');
    expect(text.stdout).toContain(`${join(host.homeDir, '.claude', 'projects')} (Claude Code): 4 log files`);
    expect(text.stdout).toMatch(/not-json: 1\n {6}.*broken\.jsonl: its first lines are not JSON\n/);
    expect(text.stdout).toContain('database: ');
  });

  it('a config that does not load is reported, not fatal; the flags still say where the data is', async () => {
    const { host, project } = machine();
    writeFileSync(join(project, 'agent-framework.yaml'), 'tip_miner:\n  no_such_key: 1\n');
    const doctor = await run(host, project, 'doctor', '--json', '--db', 'x.db');
    expect(doctor.code).toBe(0);
    const report = JSON.parse(doctor.stdout) as { config: { file: string; loads: boolean; problem: string }; db: { path: string } };
    expect(report.config).toMatchObject({ file: join(project, 'agent-framework.yaml'), loads: false });
    expect(report.config.problem).toContain('no_such_key');
    expect(report.db.path).toBe(join(project, 'x.db'));
  });

  it('reads the heads of the newest files only, up to its bound, however many there are', async () => {
    const { host, project } = machine();
    const claude = join(host.homeDir, '.claude', 'projects', 'p');
    mkdirSync(claude, { recursive: true });
    for (let index = 0; index < 7; index++) copyFileSync(fixture('claude-code/inline-sidechains.jsonl'), join(claude, `s${index}.jsonl`));
    const report = await runDoctor(host, project, { choice: {}, nodeVersion: '20.19.0', maxSampledFiles: 3 });
    expect(report.logFolders.find((folder) => folder.path === join(host.homeDir, '.claude', 'projects'))).toMatchObject({
      files: 7,
      sampled: 3,
      kinds: [{ kind: 'claude-code', files: 3 }],
    });
    expect((await runDoctor(host, project, { choice: {}, nodeVersion: '18.20.0' })).node).toEqual({ version: '18.20.0', supported: false, required: '>=20' });
  });
});
