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
 *
 * Their options and actions: hook-run.ts (session-end's: session-end-run.ts).
 */
import { Command } from 'commander';
import type { CommandIo } from './io.js';
import { addOptions, type OptionSpec } from './option-specs.js';
import { HOOK_OPTIONS, POST_TOOL_USE_OPTIONS, runPostToolUseHook, runSessionStartHook, type HookFlags } from './hook-run.js';
import { runSessionEndHook } from './session-end-run.js';

export { STATE_DIR_ENV } from './hook-run.js';

export function hookCommand(io: CommandIo): Command {
  const hook = new Command('hook').description('live hooks for Claude Code (settings.json); they never fail the agent');
  const postToolUseCommand = hookSubcommand(
    'post-tool-use',
    'read a PostToolUse event on stdin; print delegation or routing advice (hookSpecificOutput.additionalContext) when it fires',
    POST_TOOL_USE_OPTIONS,
  ).action((_ignored: string[], flags: HookFlags) => runPostToolUseHook(flags, io));
  const sessionStartCommand = hookSubcommand(
    'session-start',
    "read a SessionStart event on stdin; print the tips block of its folder's repository (hookSpecificOutput.additionalContext), nothing without tips",
    HOOK_OPTIONS,
  ).action((_ignored: string[], flags: HookFlags) => runSessionStartHook(flags, io));
  const sessionEndCommand = hookSubcommand(
    'session-end',
    "read a SessionEnd (or Stop) event on stdin; analyse the session's transcript, only what is new, and refresh the views; prints nothing",
    HOOK_OPTIONS,
  ).action((_ignored: string[], flags: HookFlags) => runSessionEndHook(flags, io));
  return hook.addCommand(postToolUseCommand).addCommand(sessionStartCommand).addCommand(sessionEndCommand);
}

/** A hook's command: its options, and a flag or argument this version does not know does not make it fail the agent. */
function hookSubcommand(name: string, description: string, options: readonly OptionSpec[]): Command {
  // an argument, not allowExcessArguments: the settings copied from the program would reset that
  const command = new Command(name).description(description).argument('[ignored...]', 'ignored').allowUnknownOption();
  return addOptions(command, options);
}
