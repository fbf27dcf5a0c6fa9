/**
 * `tip-miner hook …`: the Claude Code hooks (settings.json `hooks`). They never fail the agent: each
 * always exits 0, and whatever goes wrong (bad stdin, a missing transcript, a bad config) is told on
 * stderr while the agent carries on.
 *
 * - `post-tool-use`: the live delegation and routing advice after every tool call; prints the hook
 *   output when the solo streak, a delegation pattern or a routing suggestion fires, else nothing.
 * - `session-start`: the tips block of the session's repository as the hook output; nothing without tips.
 * - `session-end` (SessionEnd or Stop): analyses the session's transcript into the history, reading only
 *   what is new, and refreshes the views; prints nothing, and at most one line on stderr.
 */
import { resolve } from 'node:path';
import { Command } from 'commander';
import { HOOK_BUDGET_MS, runPostToolUse } from '../app/hook.js';
import { runSessionStart } from '../app/session-start.js';
import { settingsFor, type AppSettings } from '../app/settings.js';
import { dataHome } from '../config/data-home.js';
import { defaultConfig } from '../config/load-config.js';
import { MAX_EVENT_BYTES, type StdinRead } from '../hook/hook-event.js';
import { errorMessage } from '../errors.js';
import { addGlobalOptions, type GlobalOptions } from './global-options.js';
import { PROGRAM, type CommandIo } from './io.js';

export const STATE_DIR_ENV = 'TIP_MINER_STATE_DIR';
/** How long the hook waits for its event on stdin. */
const STDIN_WAIT_MS = 1000;

interface HookFlags extends GlobalOptions {
  stateDir?: string;
}

export function hookCommand(io: CommandIo): Command {
  const hook = new Command('hook').description('live hooks for Claude Code (settings.json); they never fail the agent');
  const note = (message: string) => {
    io.stderr(`${PROGRAM} hook: ${message}\n`);
  };
  const postToolUseCommand = hookSubcommand(
    'post-tool-use',
    'read a PostToolUse event on stdin; print delegation or routing advice (hookSpecificOutput.additionalContext) when it fires',
  ).option('--state-dir <dir>', `per-session state files (default: $${STATE_DIR_ENV}, else <memory-dir>/hook-state)`);
  postToolUseCommand.action(async (_ignored: string[], flags: HookFlags) => {
    try {
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
  });
  const sessionStartCommand = hookSubcommand(
    'session-start',
    "read a SessionStart event on stdin; print the tips block of its folder's repository (hookSpecificOutput.additionalContext), nothing without tips",
  );
  sessionStartCommand.action(async (_ignored: string[], flags: GlobalOptions) => {
    try {
      const input = await readEvent(io);
      const result = runSessionStart(hookSettings(flags, io, note), input);
      for (const message of result.notes) note(message);
      if (result.output) io.stdout(result.output);
    } catch (error) {
      note(`skipped: ${errorMessage(error)}`);
    }
  });
  const sessionEndCommand = hookSubcommand(
    'session-end',
    "read a SessionEnd (or Stop) event on stdin; analyse the session's transcript, only what is new, and refresh the views; prints nothing",
  );
  sessionEndCommand.action(async (_ignored: string[], flags: GlobalOptions) => {
    // one line at most: a hook that runs at every turn (Stop) must not fill the user's screen
    const notes: string[] = [];
    try {
      const input = await readEvent(io);
      // loaded here, not with the module: the other hooks stay fast without SQLite and the log parsers
      const { runSessionEnd } = await import('../app/session-end.js');
      // with a config it cannot use, the history it names is unknown: analysing into the default one would file the session elsewhere
      const result = await runSessionEnd(settingsFor(flags, io.cwd, io.host), input);
      notes.push(...result.notes);
    } catch (error) {
      notes.push(`skipped: ${errorMessage(error)}`);
    }
    const [first, ...more] = notes;
    if (first !== undefined)
      note(`session-end: ${first}${more.length > 0 ? ` (and ${more.length} more: tip-miner analyze on the transcript tells them all)` : ''}`);
  });
  return hook.addCommand(postToolUseCommand).addCommand(sessionStartCommand).addCommand(sessionEndCommand);
}

/** A hook's command: the global options, and a flag or argument this version does not know does not make it fail the agent. */
function hookSubcommand(name: string, description: string): Command {
  // an argument, not allowExcessArguments: the settings copied from the program would reset that
  const command = new Command(name).description(description).argument('[ignored...]', 'ignored').allowUnknownOption();
  return addGlobalOptions(command);
}

function readEvent(io: CommandIo): Promise<StdinRead> {
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
