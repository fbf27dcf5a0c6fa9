/**
 * What the `tip-miner hook …` commands do once their options are read — by commander (hook-command.ts)
 * or by the fast path (fast-path.ts): the options as data, and the actions. Each action loads its use
 * case when it runs, so one hook never pays for another's modules; session-end (SQLite and the log
 * parsers) is in session-end-run.ts, which nothing on the fast path imports.
 * They never fail the agent: whatever goes wrong is told on stderr, and the caller exits 0.
 */
import { resolve } from 'node:path';
import { settingsFor, type AppSettings } from '../app/settings.js';
import { dataHome } from '../config/data-home.js';
import { defaultConfig } from '../config/load-config.js';
import { MAX_EVENT_BYTES, type StdinRead } from '../hook/hook-event.js';
import { errorMessage } from '../errors.js';
import { GLOBAL_OPTIONS, type GlobalOptions } from './global-options.js';
import { PROGRAM, type CommandIo } from './io.js';
import type { OptionSpec } from './option-specs.js';

export const STATE_DIR_ENV = 'TIP_MINER_STATE_DIR';
/** How long the hook waits for its event on stdin. */
const STDIN_WAIT_MS = 1000;

export interface HookFlags extends GlobalOptions {
  stateDir?: string;
}

/** The options of `hook session-start` and `hook session-end`. */
export const HOOK_OPTIONS: readonly OptionSpec[] = GLOBAL_OPTIONS;

/** The options of `hook post-tool-use`. */
export const POST_TOOL_USE_OPTIONS: readonly OptionSpec[] = [
  ...GLOBAL_OPTIONS,
  { flags: '--state-dir <dir>', description: `per-session state files (default: $${STATE_DIR_ENV}, else <memory-dir>/hook-state)` },
];

export function hookNote(io: CommandIo): (message: string) => void {
  return (message) => {
    io.stderr(`${PROGRAM} hook: ${message}\n`);
  };
}

export async function runPostToolUseHook(flags: HookFlags, io: CommandIo): Promise<void> {
  const note = hookNote(io);
  try {
    const { HOOK_BUDGET_MS, runPostToolUse } = await import('../app/hook.js');
    const deadline = Date.now() + HOOK_BUDGET_MS;
    const input = await readEvent(io);
    const cwd = io.cwd;
    const stateDir = flags.stateDir ?? io.env[STATE_DIR_ENV];
    const result = runPostToolUse(hookSettings(flags, io, note), { input, deadline, ...(stateDir !== undefined && { stateDir: resolve(cwd, stateDir) }) });
    for (const message of result.notes) note(message);
    if (result.output) io.stdout(result.output);
  } catch (error) {
    note(`skipped: ${errorMessage(error)}`);
  }
}

export async function runSessionStartHook(flags: GlobalOptions, io: CommandIo): Promise<void> {
  const note = hookNote(io);
  try {
    const { runSessionStart } = await import('../app/session-start.js');
    const input = await readEvent(io);
    const result = runSessionStart(hookSettings(flags, io, note), input);
    for (const message of result.notes) note(message);
    if (result.output) io.stdout(result.output);
  } catch (error) {
    note(`skipped: ${errorMessage(error)}`);
  }
}

export function readEvent(io: CommandIo): Promise<StdinRead> {
  return io.readStdin ? io.readStdin({ maxBytes: MAX_EVENT_BYTES, timeoutMs: STDIN_WAIT_MS }) : Promise.resolve({ text: '', complete: true });
}

/** The settings, or the defaults (keeping --memory-dir and --db) when the config cannot be used: the hook goes on. */
function hookSettings(flags: GlobalOptions, io: CommandIo, note: (message: string) => void): AppSettings {
  try {
    // what settingsFor wants said (an earlier version's data folder in use) is for the commands a person runs
    return settingsFor(flags, io.cwd, io.host);
  } catch (error) {
    note(`${errorMessage(error)}; using the default settings`);
    const config = defaultConfig({ cwd: io.cwd, dataHome: dataHome(io.host, io.cwd) });
    return {
      config,
      cwd: io.cwd,
      host: io.host,
      notes: [],
      db: flags.db !== undefined ? resolve(io.cwd, flags.db) : config.tip_miner.db,
      memoryDir: flags.memoryDir !== undefined ? resolve(io.cwd, flags.memoryDir) : config.tip_miner.memory_dir,
      ...(flags.repo !== undefined && { repo: flags.repo }),
    };
  }
}
