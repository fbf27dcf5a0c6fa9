/**
 * `tip-miner hooks install | uninstall | status`: tip-miner's Claude Code hooks (SessionStart, PostToolUse,
 * SessionEnd) put into, taken out of, or looked for in a settings file — the user's by default, the
 * project's with `--project`, the project's local one with `--local` (app/hook-settings.ts). `--dry-run`
 * prints the change as a diff and writes nothing. A file that cannot be changed is refused with one line
 * (exit 2) and left as it is.
 */
import { Command } from 'commander';
import { tipMinerOnPath } from '../app/doctor.js';
import {
  claudeHooksStatus,
  installClaudeHooks,
  uninstallClaudeHooks,
  type HooksChangeResult,
  type ScopeHooks,
  type SettingsScope,
} from '../app/hook-settings.js';
import { InputError } from '../errors.js';
import { unifiedDiff } from '../render/line-diff.js';
import { addGlobalOptions, type GlobalOptions } from './global-options.js';
import { warn, type CommandIo } from './io.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';

type ChangeFlags = GlobalOptions & JsonFlag & { project?: boolean; local?: boolean; dryRun?: boolean };

export function hooksCommand(io: CommandIo): Command {
  const hooks = addGlobalOptions(new Command('hooks').description("install, uninstall or show tip-miner's Claude Code hooks in a settings file"));
  const install = changeCommand('install', 'put the hooks into Claude Code settings (one entry each; older tip-miner entries are updated)');
  jsonOption(
    install,
    'print one JSON object: {schemaVersion, scope, file, dryRun, changed, created, deleted, backup, hooks: [{event, command, change}], diff}',
  );
  install.action((_flags: unknown, command: Command) => {
    const flags = command.optsWithGlobals<ChangeFlags>();
    const result = installClaudeHooks(io.host, io.cwd, { scope: scopeOf(flags), dryRun: flags.dryRun === true });
    printChange(io, result, flags);
    if (tipMinerOnPath(io.host) === null)
      warn(io, 'tip-miner is not on the PATH, and the hooks run it by that name: install it globally (npm install -g tip-miner) for them to work');
  });
  const uninstall = changeCommand('uninstall', "take tip-miner's hooks out of Claude Code settings (and nothing else)");
  jsonOption(
    uninstall,
    'print one JSON object: {schemaVersion, scope, file, dryRun, changed, created, deleted, backup, hooks: [{event, command, change}], diff}',
  );
  uninstall.action((_flags: unknown, command: Command) => {
    const flags = command.optsWithGlobals<ChangeFlags>();
    printChange(io, uninstallClaudeHooks(io.host, io.cwd, { scope: scopeOf(flags), dryRun: flags.dryRun === true }), flags);
  });
  const status = new Command('status').description('say which of the hooks are installed in the user, project and local settings');
  jsonOption(status, 'print one JSON object: {schemaVersion, scopes: [{scope, file, exists, problem, hooks: [{event, command, found, current}]}]}');
  addGlobalOptions(status).action((_flags: unknown, command: Command) => {
    const flags = command.optsWithGlobals<GlobalOptions & JsonFlag>();
    const scopes = claudeHooksStatus(io.host, io.cwd);
    io.stdout(flags.json ? jsonText({ scopes: scopes.map((scope) => ({ ...scope, problem: scope.problem ?? null })) }) : renderHooksStatus(scopes));
  });
  return hooks.addCommand(install).addCommand(uninstall).addCommand(status);
}

function changeCommand(name: string, description: string): Command {
  const command = new Command(name)
    .description(description)
    .option('--project', "the project's .claude/settings.json (in the checkout's root) instead of the user's")
    .option('--local', "the project's .claude/settings.local.json instead of the user's")
    .option('--dry-run', 'print the change as a diff and write nothing');
  return addGlobalOptions(command);
}

function scopeOf(flags: ChangeFlags): SettingsScope {
  if (flags.project === true && flags.local === true) throw new InputError('--project and --local name two settings files; give one');
  return flags.project === true ? 'project' : flags.local === true ? 'local' : 'user';
}

function printChange(io: CommandIo, result: HooksChangeResult, flags: ChangeFlags): void {
  const changed = result.created || result.deleted || result.before !== result.after;
  const diff = unifiedDiff(
    result.before ?? '',
    result.deleted ? '' : (result.after ?? ''),
    result.before === undefined ? '/dev/null' : result.file,
    result.deleted ? '/dev/null' : result.file,
  );
  if (flags.json) {
    const { scope, file, dryRun, created, deleted, hooks } = result;
    io.stdout(jsonText({ scope, file, dryRun, changed, created, deleted, backup: result.backup ?? null, hooks, diff }));
    return;
  }
  const width = Math.max(...result.hooks.map((hook) => hook.event.length));
  io.stdout(`${result.file} (${result.scope} settings):\n`);
  for (const hook of result.hooks) io.stdout(`  ${hook.event.padEnd(width)}  ${hook.command.padEnd(28)}  ${hook.change}\n`);
  if (result.dryRun) {
    io.stdout(changed ? `${diff}dry run: nothing was written\n` : 'dry run: nothing to change\n');
    return;
  }
  if (!changed) io.stdout('nothing to change\n');
  else if (result.deleted) io.stdout(`deleted ${result.file} (tip-miner had created it; nothing else was in it)\n`);
  else io.stdout(`${result.created ? 'created' : 'wrote'} ${result.file}\n`);
  if (result.backupWritten) io.stdout(`the file as it was before: ${result.backup}\n`);
}

/** One block per scope: its file, and each hook installed (as install writes it, or in an older form), or not. */
export function renderHooksStatus(scopes: readonly ScopeHooks[]): string {
  return scopes
    .map((scope) => {
      const head = `${scope.scope}: ${scope.file || '(unknown)'}`;
      if (scope.sameAs !== undefined) return `${head}\n  the same file as the ${scope.sameAs} settings\n`;
      if (scope.problem !== undefined) return `${head}\n  cannot tell: ${scope.problem}\n`;
      if (!scope.exists) return `${head}\n  no file\n`;
      const width = Math.max(...scope.hooks.map((hook) => hook.event.length));
      const lines = scope.hooks.map((hook) => `  ${hook.event.padEnd(width)}  ${hookState(hook)}\n`);
      return `${head}\n${lines.join('')}`;
    })
    .join('');
}

function hookState(hook: ScopeHooks['hooks'][number]): string {
  if (hook.found.length === 0) return 'not installed';
  if (hook.current) return 'installed';
  const how = hook.found.length > 1 ? `${hook.found.length} entries` : `as ${hook.found[0]}`;
  return `installed, ${how}, not as tip-miner hooks install writes it (running it updates the entry)`;
}
