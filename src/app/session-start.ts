/**
 * The Claude Code SessionStart hook as a use case: the "## Tool Efficiency Tips" block of the
 * repository the session starts in — the event's working folder, taken as a command run there takes it
 * (--repo or the config's repo win) — as the hook output, so the agent starts with it in its context.
 * Exactly what `tip-miner tips` prints there, within the same budget; nothing when there is no tip or tips
 * are turned off. It reads only JSON views (no database, no logs), so it is fast.
 */
import { workingFolderProblem } from '../hook/event-paths.js';
import { hookEventFields, hookOutput, type StdinRead } from '../hook/hook-event.js';
import type { AppSettings } from './settings.js';
import { tipsFor } from './tips.js';

export interface SessionHookResult {
  /** The JSON line to print on stdout, when there is something to say. */
  output?: string;
  /** What went wrong, one line each, for stderr. */
  notes: string[];
}

export function runSessionStart(settings: AppSettings, input: StdinRead, now?: number): SessionHookResult {
  const event = hookEventFields(input);
  if (typeof event === 'string') return { notes: [event] };
  // a working folder that is no folder (relative, a NUL, a file, a device) is not looked into: no block
  const problem = event.cwd !== undefined ? workingFolderProblem(event.cwd) : undefined;
  if (problem !== undefined) return { notes: [problem] };
  // Claude Code runs the hook in the session's folder too, so an event without cwd means the working folder
  // the hook is Claude Code's: the block is worded for its tools whatever agent logged most of the repository
  const outcome = tipsFor({ ...settings, cwd: event.cwd ?? settings.cwd }, { agent: 'claude-code', ...(now !== undefined && { now }) });
  // turned off in the config: a choice, not a problem to tell at every session
  if (!outcome.enabled) return { notes: [] };
  const { notes, block } = outcome;
  return block.markdown === '' ? { notes } : { output: hookOutput('SessionStart', block.markdown), notes };
}
