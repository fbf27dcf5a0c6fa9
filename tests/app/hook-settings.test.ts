import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claudeHooksStatus, installClaudeHooks, settingsPlace, uninstallClaudeHooks } from '../../src/app/hook-settings.js';
import { InputError } from '../../src/errors.js';
import { tempHost } from '../helpers/host.js';

/** A made-up home with a project (a git checkout) in it; the command runs in a folder below the project's root. */
function machine(env: Record<string, string> = {}) {
  const host = tempHost(env);
  const project = join(host.homeDir, 'work', 'app');
  mkdirSync(join(project, '.git'), { recursive: true });
  mkdirSync(join(project, 'src'), { recursive: true });
  return { host, project, cwd: join(project, 'src'), user: join(host.homeDir, '.claude', 'settings.json') };
}

function files(folder: string): string[] {
  return existsSync(folder) ? readdirSync(folder).sort() : [];
}

describe('where each scope is', () => {
  it('user: ~/.claude, or $CLAUDE_CONFIG_DIR as Claude Code reads it; project and local: .claude/ in the checkout root', () => {
    const { host, project, cwd, user } = machine();
    expect(settingsPlace('user', host, cwd).path).toBe(user);
    expect(settingsPlace('project', host, cwd).path).toBe(join(realpathSync(project), '.claude', 'settings.json'));
    expect(settingsPlace('local', host, cwd).path).toBe(join(realpathSync(project), '.claude', 'settings.local.json'));
    const other = machine({ CLAUDE_CONFIG_DIR: '/opt/claude-work' });
    expect(settingsPlace('user', other.host, other.cwd).path).toBe('/opt/claude-work/settings.json');
    const relative = machine({ CLAUDE_CONFIG_DIR: 'alt-claude' });
    expect(settingsPlace('user', relative.host, relative.cwd).path).toBe(join(relative.host.homeDir, 'alt-claude', 'settings.json'));
    const list = machine({ CLAUDE_CONFIG_DIR: '/a,/b' });
    expect(() => settingsPlace('user', list.host, list.cwd)).toThrow(/names several folders/);
  });
});

describe('installClaudeHooks and uninstallClaudeHooks', () => {
  it('create a missing file (and its folder), then delete it again; no backup of a file that was not there', () => {
    const { host, cwd } = machine();
    const installed = installClaudeHooks(host, cwd, { scope: 'user' });
    expect(installed).toMatchObject({ created: true, deleted: false, backupWritten: false });
    expect(installed.hooks.map((hook) => hook.change)).toEqual(['added', 'added', 'added']);
    expect(claudeHooksStatus(host, cwd)[0]!.hooks.map((hook) => hook.current)).toEqual([true, true, true]);
    const removed = uninstallClaudeHooks(host, cwd, { scope: 'user' });
    expect(removed).toMatchObject({ deleted: true });
    expect(files(join(host.homeDir, '.claude'))).toEqual([]);
  });

  it.each([
    ['an empty object', '{}\n'],
    [
      'other hooks and keys, four spaces',
      '{\n    "model": "opus",\n    "hooks": {\n        "Stop": [{ "hooks": [{ "type": "command", "command": "say done" }] }]\n    }\n}\n',
    ],
    ['one line, no newline at the end', '{"model":"opus","env":{"A":"1"}}'],
  ])('into %s: a backup first, and uninstall gives the file back byte for byte', (_name, original) => {
    const { host, cwd, user } = machine();
    mkdirSync(join(host.homeDir, '.claude'));
    writeFileSync(user, original);
    chmodSync(user, 0o640);
    const installed = installClaudeHooks(host, cwd, { scope: 'user' });
    expect(installed).toMatchObject({ created: false, backupWritten: true, backup: `${user}.tip-miner-backup` });
    expect(readFileSync(`${user}.tip-miner-backup`, 'utf8')).toBe(original);
    expect(statSync(user).mode & 0o777).toBe(0o640);
    const again = installClaudeHooks(host, cwd, { scope: 'user' });
    expect(again.before).toBe(again.after);
    uninstallClaudeHooks(host, cwd, { scope: 'user' });
    expect(readFileSync(user, 'utf8')).toBe(original);
    expect(statSync(user).mode & 0o777).toBe(0o640);
  });

  it('--dry-run works the change out and writes nothing', () => {
    const { host, cwd, user } = machine();
    const dry = installClaudeHooks(host, cwd, { scope: 'user', dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, created: true });
    expect(dry.after).toContain('tip-miner hook session-end');
    expect(existsSync(join(host.homeDir, '.claude'))).toBe(false);
    mkdirSync(join(host.homeDir, '.claude'));
    writeFileSync(user, '{}\n');
    installClaudeHooks(host, cwd, { scope: 'user', dryRun: true });
    expect(files(join(host.homeDir, '.claude'))).toEqual(['settings.json']);
    expect(readFileSync(user, 'utf8')).toBe('{}\n');
  });

  it.each([
    [
      'not JSON',
      '{ "model": "opus", }\n',
      /settings\.json is not valid JSON \(line 1, column 20: '}' where a key in double quotes was expected\); nothing was changed/,
    ],
    ['JSON with comments', '{\n  // my model\n  "model": "opus"\n}\n', /is not valid JSON \(line 2, column 3: a comment/],
    [
      'hooks of another shape (uninstall: nothing of ours is in it)',
      '{"hooks": []}',
      /its "hooks" is not an object, not as Claude Code's settings have it; nothing was changed/,
    ],
  ])('refuses %s with one line naming the file; nothing is written', (name, text, message) => {
    const { host, cwd, user } = machine();
    mkdirSync(join(host.homeDir, '.claude'));
    writeFileSync(user, text);
    for (const change of name.includes('uninstall') ? [installClaudeHooks] : [installClaudeHooks, uninstallClaudeHooks]) {
      expect(() => change(host, cwd, { scope: 'user' })).toThrow(InputError);
      expect(() => change(host, cwd, { scope: 'user' })).toThrow(message);
    }
    if (name.includes('uninstall'))
      expect(uninstallClaudeHooks(host, cwd, { scope: 'user' }).hooks.map((hook) => hook.change)).toEqual(['absent', 'absent', 'absent']);
    expect(readFileSync(user, 'utf8')).toBe(text);
    expect(files(join(host.homeDir, '.claude'))).toEqual(['settings.json']);
  });

  it('refuses a read-only file before anything changes, backup included', () => {
    const { host, cwd, user } = machine();
    mkdirSync(join(host.homeDir, '.claude'));
    writeFileSync(user, '{}\n');
    chmodSync(user, 0o444);
    expect(() => installClaudeHooks(host, cwd, { scope: 'user' })).toThrow(
      /settings\.json cannot be written \(mode 0444, no write permission\); make it writable or/,
    );
    expect(readFileSync(user, 'utf8')).toBe('{}\n');
    expect(files(join(host.homeDir, '.claude'))).toEqual(['settings.json']);
  });

  it('writes through a user settings link to a dotfiles folder anywhere: the link stays, the target changes', () => {
    const { host, cwd, user } = machine();
    const dotfiles = mkdtempSync(join(tmpdir(), 'tip-miner-dotfiles-'));
    writeFileSync(join(dotfiles, 'claude-settings.json'), '{\n  "model": "opus"\n}\n');
    mkdirSync(join(host.homeDir, '.claude'));
    symlinkSync(join(dotfiles, 'claude-settings.json'), user);
    installClaudeHooks(host, cwd, { scope: 'user' });
    expect(lstatSync(user).isSymbolicLink()).toBe(true);
    expect(readlinkSync(user)).toBe(join(dotfiles, 'claude-settings.json'));
    expect(readFileSync(join(dotfiles, 'claude-settings.json'), 'utf8')).toContain('tip-miner hook post-tool-use');
    uninstallClaudeHooks(host, cwd, { scope: 'user' });
    expect(readFileSync(join(dotfiles, 'claude-settings.json'), 'utf8')).toBe('{\n  "model": "opus"\n}\n');
  });

  it("a project's settings link leading out of the project is refused, as review --write-to refuses it", () => {
    const { host, project, cwd } = machine();
    const outside = mkdtempSync(join(tmpdir(), 'tip-miner-outside-'));
    writeFileSync(join(outside, 'settings.json'), '{}\n');
    mkdirSync(join(project, '.claude'));
    symlinkSync(join(outside, 'settings.json'), join(project, '.claude', 'settings.json'));
    expect(() => installClaudeHooks(host, cwd, { scope: 'project' })).toThrow(/outside the project/);
    expect(readFileSync(join(outside, 'settings.json'), 'utf8')).toBe('{}\n');
  });

  it('--project and --local write in the checkout root, whatever folder below it the command runs in; status says which scope holds them', () => {
    const { host, project, cwd } = machine();
    installClaudeHooks(host, cwd, { scope: 'local' });
    expect(existsSync(join(project, '.claude', 'settings.local.json'))).toBe(true);
    const status = claudeHooksStatus(host, cwd);
    expect(status.map((scope) => [scope.scope, scope.exists, scope.hooks.filter((hook) => hook.current).length])).toEqual([
      ['user', false, 0],
      ['project', false, 0],
      ['local', true, 3],
    ]);
  });
});
