/**
 * `tip-miner hook post-tool-use`: the live delegation and routing advice, run by Claude Code after
 * every tool call (settings.json `hooks.PostToolUse`). Prints the hook output when the solo streak,
 * a delegation pattern or a routing suggestion fires, else nothing; always exits 0 — whatever goes
 * wrong (bad stdin, a missing transcript, a bad config) is one note on stderr, and the agent carries on.
 */
import { resolve } from 'node:path';
import { Command } from 'commander';
import { HOOK_BUDGET_MS, runPostToolUse, type HookSettings } from '../app/hook.js';
import { settingsFor } from '../app/settings.js';
import { dataHome } from '../config/data-home.js';
import { defaultConfig } from '../config/load-config.js';
import { MAX_EVENT_BYTES } from '../hook/hook-event.js';
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
  const postToolUseCommand = new Command('post-tool-use')
    .description('read a PostToolUse event on stdin; print delegation or routing advice (hookSpecificOutput.additionalContext) when it fires')
    .option('--state-dir <dir>', `per-session state files (default: $${STATE_DIR_ENV}, else <memory-dir>/hook-state)`)
    // a flag or argument this version does not know must not make the hook fail the agent
    // (an argument, not allowExcessArguments: the settings copied from the program would reset that)
    .argument('[ignored...]', 'ignored')
    .allowUnknownOption();
  addGlobalOptions(postToolUseCommand).action(async (_ignored: string[], flags: HookFlags) => {
    const note = (message: string) => {
      io.stderr(`${PROGRAM} hook: ${message}\n`);
    };
    try {
      const deadline = Date.now() + HOOK_BUDGET_MS;
      const input = io.readStdin ? await io.readStdin({ maxBytes: MAX_EVENT_BYTES, timeoutMs: STDIN_WAIT_MS }) : { text: '', complete: true };
      const cwd = io.cwd;
      const stateDir = flags.stateDir ?? io.env[STATE_DIR_ENV];
      const result = runPostToolUse(hookSettings(flags, io, note), { input, deadline, ...(stateDir !== undefined && { stateDir: resolve(cwd, stateDir) }) });
      for (const message of result.notes) note(message);
      if (result.output) io.stdout(result.output);
    } catch (error) {
      note(`skipped: ${errorMessage(error)}`);
    }
  });
  return hook.addCommand(postToolUseCommand);
}

/** The settings, or the defaults (keeping --memory-dir) when the config cannot be used: the hook goes on. */
function hookSettings(flags: HookFlags, io: CommandIo, note: (message: string) => void): HookSettings {
  try {
    // what settingsFor wants said (an earlier version's data folder in use) is for the commands a person runs
    return settingsFor(flags, io.cwd, io.host);
  } catch (error) {
    note(`${errorMessage(error)}; using the default settings`);
    const config = defaultConfig({ cwd: io.cwd, dataHome: dataHome(io.host, io.cwd) });
    return {
      config,
      memoryDir: flags.memoryDir !== undefined ? resolve(io.cwd, flags.memoryDir) : config.tip_miner.memory_dir,
      ...(flags.repo !== undefined && { repo: flags.repo }),
    };
  }
}
