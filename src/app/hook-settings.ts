/**
 * `tip-miner hooks install | uninstall | status` as use cases: tip-miner's three Claude Code hooks put into,
 * taken out of, or looked for in a Claude Code settings file of one scope — `user`
 * (`$CLAUDE_CONFIG_DIR/settings.json`, else `~/.claude/settings.json`), `project` (`.claude/settings.json` in
 * the current checkout's root, the nearest folder up with a `.git`, else the working folder) or `local`
 * (`.claude/settings.local.json` there).
 *
 * The file is changed only where our entries are (store/claude-hooks.ts) and written through as `review
 * --write-to` writes (store/user-file.ts: atomic, keeps mode, owner and group, a read-only file refused before
 * anything changes; the user's file may be a link to anywhere, a project's only within the project). Before
 * tip-miner first changes a file it copies it to `<file>.tip-miner-backup` beside it, which later changes keep.
 * A file that is not JSON, or not of Claude Code's shape where it must change, is refused with one line and
 * left as it is. Uninstall after install gives the file back byte for byte, and deletes a file install created.
 */
import { accessSync, constants, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { InputError, errorMessage } from '../errors.js';
import {
  hookCommand,
  hooksIn,
  installHooks,
  isEmptySettings,
  SettingsShapeError,
  TIP_MINER_HOOKS,
  uninstallHooks,
  type HookChange,
  type HookEventName,
  type SettingsEdit,
} from '../store/claude-hooks.js';
import { MAX_USER_FILE_BYTES, projectRoot, resolveUserFile, writeUserFile, type UserFile } from '../store/user-file.js';
import type { Host } from '../util/host.js';
import { JsonTextError } from '../util/json-text.js';
import { realPathOrSelf } from '../util/real-path.js';
import { readRegularFileIfPresent } from '../util/regular-file.js';

export type SettingsScope = 'user' | 'project' | 'local';

const SETTINGS_SCOPES: readonly SettingsScope[] = ['user', 'project', 'local'];

export interface SettingsPlace {
  scope: SettingsScope;
  /** The settings file's path (a link, if it is one, not followed). */
  path: string;
}

/** The suffix of the copy made before tip-miner first changes a settings file. */
const BACKUP_SUFFIX = '.tip-miner-backup';
const ADVICE = 'fix it, or choose another scope (--project, --local)';

/** The settings file of `scope` for a command run in `cwd` on `host`. */
export function settingsPlace(scope: SettingsScope, host: Host, cwd: string): SettingsPlace {
  switch (scope) {
    case 'user':
      return { scope, path: join(claudeConfigDir(host), 'settings.json') };
    case 'project':
      return { scope, path: join(projectRoot(cwd), '.claude', 'settings.json') };
    case 'local':
      return { scope, path: join(projectRoot(cwd), '.claude', 'settings.local.json') };
  }
}

/**
 * Claude Code's folder of user settings: `$CLAUDE_CONFIG_DIR` (Claude Code's docs: every `~/.claude` path
 * lives under it when it is set; a relative one is taken from the home folder), else `~/.claude`.
 */
function claudeConfigDir(host: Host): string {
  const configured = host.env.CLAUDE_CONFIG_DIR?.trim() ?? '';
  if (configured === '') return join(host.homeDir, '.claude');
  // a list of folders is how log readers take it (ingest/log-locations.ts); Claude Code itself reads one
  if (configured.includes(','))
    throw new InputError(`$CLAUDE_CONFIG_DIR names several folders (${configured}); Claude Code reads its settings from one: set it to that folder`);
  return isAbsolute(configured) ? configured : resolve(host.homeDir, configured);
}

export interface HooksChangeRun {
  scope: SettingsScope;
  /** Work out the change and write nothing. */
  dryRun?: boolean;
}

export interface HookOutcome {
  event: HookEventName;
  command: string;
  change: HookChange;
}

export interface HooksChangeResult {
  scope: SettingsScope;
  file: string;
  dryRun: boolean;
  /** The file's text before, and as it is (or would be) after; undefined where there is no file. */
  before?: string;
  after?: string;
  /** The file was (or would be) created, or deleted. */
  created: boolean;
  deleted: boolean;
  /** The backup beside the file, when there is one (written now or by an earlier change). */
  backup?: string;
  /** The backup was written by this run. */
  backupWritten: boolean;
  hooks: HookOutcome[];
}

/** Puts tip-miner's hooks into the settings file of `run.scope`: one entry each, older ones updated where they stand. */
export function installClaudeHooks(host: Host, cwd: string, run: HooksChangeRun): HooksChangeResult {
  const place = settingsPlace(run.scope, host, cwd);
  const current = readForChange(place, cwd);
  const edit = settingsEdit(place, () => installHooks(current.text));
  return applyEdit(place, cwd, run, current, edit, false);
}

/**
 * Takes tip-miner's hooks out of the settings file of `run.scope`, and the hook arrays and `hooks` object
 * that leaves empty unless the file had them before tip-miner first changed it (its backup says); a file
 * left empty that tip-miner never backed up (install created it) is deleted.
 */
export function uninstallClaudeHooks(host: Host, cwd: string, run: HooksChangeRun): HooksChangeResult {
  const place = settingsPlace(run.scope, host, cwd);
  const current = readForChange(place, cwd);
  const backup = readBackup(place);
  if (current.text === undefined) {
    const hooks = TIP_MINER_HOOKS.map((hook) => ({ event: hook.event, command: hookCommand(hook), change: 'absent' as const }));
    return { scope: run.scope, file: place.path, dryRun: run.dryRun === true, created: false, deleted: false, backupWritten: false, hooks };
  }
  const text = current.text;
  const edit = settingsEdit(place, () => uninstallHooks(text, backup));
  const emptied = backup === undefined && edit.text !== text && isEmptySettings(edit.text);
  return applyEdit(place, cwd, run, current, edit, emptied);
}

interface SettingsNow {
  /** The file resolved for writing; undefined when its folder does not exist yet. */
  file?: UserFile;
  text?: string;
}

function readForChange(place: SettingsPlace, cwd: string): SettingsNow {
  if (!existsSync(dirname(place.path))) return {};
  const file = resolveUserFile(place.path, { cwd, linksAnywhere: place.scope === 'user', advice: ADVICE });
  return { file, ...(file.existing && { text: file.existing.text }) };
}

/** The edit, or the one line that says why the file cannot be changed. */
function settingsEdit(place: SettingsPlace, edit: () => SettingsEdit): SettingsEdit {
  try {
    return edit();
  } catch (error) {
    if (error instanceof JsonTextError) throw new InputError(`${place.path} is not valid JSON (${error.message}); nothing was changed; fix it by hand first`);
    if (error instanceof SettingsShapeError)
      throw new InputError(`${place.path}: ${error.message}, not as Claude Code's settings have it; nothing was changed`);
    throw error;
  }
}

function applyEdit(place: SettingsPlace, cwd: string, run: HooksChangeRun, current: SettingsNow, edit: SettingsEdit, deleteFile: boolean): HooksChangeResult {
  const changed = edit.text !== (current.text ?? '');
  const created = changed && current.text === undefined;
  const backupPath = `${place.path}${BACKUP_SUFFIX}`;
  let backupWritten = false;
  if (changed && run.dryRun !== true) {
    if (deleteFile && current.file) deleteSettings(current.file);
    else backupWritten = writeSettings(place, cwd, current, edit.text, backupPath);
  }
  const hooks = edit.changes.map(({ hook, change }) => ({ event: hook.event, command: hookCommand(hook), change }));
  return {
    scope: place.scope,
    file: place.path,
    dryRun: run.dryRun === true,
    ...(current.text !== undefined && { before: current.text }),
    ...(!deleteFile && (changed || current.text !== undefined) && { after: edit.text }),
    created,
    deleted: changed && deleteFile,
    ...((backupWritten || existsSync(backupPath)) && { backup: backupPath }),
    backupWritten,
    hooks,
  };
}

/** Writes the new text through the file; a backup of the file first, when it has none. Returns whether a backup was written. */
function writeSettings(place: SettingsPlace, cwd: string, current: SettingsNow, text: string, backupPath: string): boolean {
  let file = current.file;
  if (!file) {
    mkdirSync(dirname(place.path), { recursive: true });
    file = resolveUserFile(place.path, { cwd, linksAnywhere: place.scope === 'user', advice: ADVICE });
  }
  const existing = file.existing;
  const backup = existing !== undefined && !existsSync(backupPath);
  if (backup) {
    try {
      // the same readers as the file (settings may hold secrets); never through a link planted at the name
      writeFileSync(backupPath, existing.text, { flag: 'wx', mode: existing.mode & 0o666 });
    } catch (error) {
      throw new InputError(`cannot write the backup ${backupPath}, nothing was changed (${errorMessage(error)})`);
    }
  }
  try {
    writeUserFile(file, text);
  } catch (error) {
    // nothing changed: no backup of it is left behind either
    if (backup) rmSync(backupPath, { force: true });
    throw error;
  }
  return backup;
}

/** Deletes a settings file that install created and uninstall left empty (refused as a write would be when it is read-only). */
function deleteSettings(file: UserFile): void {
  const mode = file.existing?.mode ?? 0;
  try {
    if ((mode & 0o222) === 0) throw new InputError(`${file.given} cannot be written (mode 0${(mode & 0o777).toString(8)}, no write permission); ${ADVICE}`);
    accessSync(dirname(file.target), constants.W_OK);
    rmSync(file.target);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`${file.given} could not be deleted, nothing was changed (${errorMessage(error)})`);
  }
}

function readBackup(place: SettingsPlace): string | undefined {
  try {
    return readRegularFileIfPresent(`${place.path}${BACKUP_SUFFIX}`, MAX_USER_FILE_BYTES)?.text;
  } catch {
    return undefined;
  }
}

export interface HookStatus {
  event: HookEventName;
  command: string;
  /** The entries' commands found (none: not installed; several: installed more than once). */
  found: string[];
  /** Installed once, as install writes it. */
  current: boolean;
}

export interface ScopeHooks {
  scope: SettingsScope;
  file: string;
  exists: boolean;
  /** Why the file could not be read or is not JSON; its hooks are then unknown (empty). */
  problem?: string;
  /** An earlier scope whose file this is too (the project's settings when the project is the home folder). */
  sameAs?: SettingsScope;
  hooks: HookStatus[];
}

/** Which of tip-miner's hooks each scope's settings file holds. Reads only; never writes. */
export function claudeHooksStatus(host: Host, cwd: string): ScopeHooks[] {
  const scopes = SETTINGS_SCOPES.map((scope) => scopeHooks(scope, host, cwd));
  return scopes.map((status, index) => {
    const earlier = scopes.slice(0, index).find((other) => other.file !== '' && realPathOrSelf(other.file) === realPathOrSelf(status.file));
    return earlier ? { ...status, sameAs: earlier.scope } : status;
  });
}

function scopeHooks(scope: SettingsScope, host: Host, cwd: string): ScopeHooks {
  {
    let place: SettingsPlace;
    try {
      place = settingsPlace(scope, host, cwd);
    } catch (error) {
      return { scope, file: '', exists: false, problem: errorMessage(error), hooks: [] };
    }
    let text: string | undefined;
    try {
      text = readRegularFileIfPresent(place.path, MAX_USER_FILE_BYTES)?.text;
    } catch (error) {
      return { scope, file: place.path, exists: true, problem: errorMessage(error), hooks: [] };
    }
    const none = TIP_MINER_HOOKS.map((hook) => ({ event: hook.event, command: hookCommand(hook), found: [], current: false }));
    if (text === undefined) return { scope, file: place.path, exists: false, hooks: none };
    try {
      const hooks = hooksIn(text).map(({ hook, commands, current }) => ({ event: hook.event, command: hookCommand(hook), found: commands, current }));
      return { scope, file: place.path, exists: true, hooks };
    } catch (error) {
      return { scope, file: place.path, exists: true, problem: `not valid JSON (${errorMessage(error)})`, hooks: [] };
    }
  }
}
