/**
 * Whether a tool call of the agent changed something (its work a failure report can be about): an edit or
 * a write, or a command that does more than look (docs/memory.md "Failure reports"). A rejected or
 * cancelled call changed nothing. And what a call names (agentWordsOf), for what the human's next turn may speak of.
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

/** How much of each string a call is given with is kept as what it names (a command line, a path, a pattern), and of all. */
const CALL_VALUE_CHARS = 200;
const CALL_WORDS_CHARS = 1000;

/** How many of a call's fields, and of an array's items (an argv), are read. */
const CALL_FIELDS = 32;
const CALL_ARRAY_ITEMS = 32;

/**
 * What a call names, as words the human's next turn may speak of (agent-terms.ts): its tool and the beginning of
 * each string it was given (a command line, a path, a pattern, an argv's words) — "git worktree add ../fix-x" for
 * "don't reuse an old worktree". Bounded whatever the log holds: CALL_WORDS_CHARS at most.
 */
export function agentWordsOf(call: Pick<ToolCall, 'tool' | 'input'>): string {
  let words = call.tool.slice(0, CALL_VALUE_CHARS);
  let fields = 0;
  for (const key in call.input) {
    if (words.length >= CALL_WORDS_CHARS || ++fields > CALL_FIELDS) break;
    if (!Object.hasOwn(call.input, key)) continue;
    const value = call.input[key];
    if (typeof value === 'string') words += ` ${value.slice(0, CALL_VALUE_CHARS)}`;
    else if (Array.isArray(value)) {
      const strings = value.slice(0, CALL_ARRAY_ITEMS).filter((item): item is string => typeof item === 'string');
      if (strings.length > 0) words += ` ${strings.join(' ').slice(0, CALL_VALUE_CHARS)}`;
    }
  }
  return words.slice(0, CALL_WORDS_CHARS);
}
