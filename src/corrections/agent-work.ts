/**
 * Whether a tool call of the agent changed something (its work a failure report can be about): an edit or
 * a write, or a command that does more than look (docs/memory.md "Failure reports"). A rejected or
 * cancelled call changed nothing.
 */
import type { ToolCall } from '../model/stream.js';

const CHANGING_TOOLS: ReadonlySet<string> = new Set(['Edit', 'Write', 'NotebookEdit']);

/** Commands that only look: listing, reading, searching, the state of a repository. */
const LOOKING_COMMAND =
  /^\s*(?:(?:cd\s+\S+|export\s+\S+)\s*(?:&&|;)\s*)*(?:ls|ll|cat|head|tail|less|more|grep|rg|ag|find|fd|tree|pwd|echo|wc|which|type|file|stat|du|df|ps|env|printenv|whoami|date|git\s+(?:status|diff|log|show|branch|blame|remote|rev-parse|ls-files))\b/;

export function changesSomething(call: Pick<ToolCall, 'tool' | 'input' | 'result'>): boolean {
  if (call.result?.refusal !== undefined) return false;
  if (CHANGING_TOOLS.has(call.tool)) return true;
  if (call.tool !== 'Bash') return false;
  const command = commandOf(call.input.command);
  return command === undefined || !LOOKING_COMMAND.test(command);
}

/** The command line of a Bash call (Codex gives an argv: its last element after `bash -lc`). */
function commandOf(command: unknown): string | undefined {
  if (typeof command === 'string') return command;
  if (Array.isArray(command)) {
    const last: unknown = command.at(-1);
    return typeof last === 'string' ? last : undefined;
  }
  return undefined;
}
