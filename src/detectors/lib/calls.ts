/** Small named predicates over tool calls, shared by the detectors. */
import type { ToolCall } from '../../model/stream.js';
import { isSearchCommand } from './search-commands.js';

export const EDIT_TOOLS: ReadonlySet<string> = new Set(['Edit', 'Write', 'NotebookEdit']);

export function isRead(call: ToolCall): boolean {
  return call.tool === 'Read';
}

export function isEdit(call: ToolCall): boolean {
  return EDIT_TOOLS.has(call.tool);
}

const searchingBash = new WeakMap<ToolCall, boolean>();

/** Grep or Glob, or a Bash command that searches (grep/rg/find… with an operand): the agent searched. */
export function isSearch(call: ToolCall): boolean {
  if (call.tool === 'Grep' || call.tool === 'Glob') return true;
  if (call.tool !== 'Bash' || typeof call.input.command !== 'string') return false;
  let searches = searchingBash.get(call);
  if (searches === undefined) {
    searches = isSearchCommand(call.input.command);
    searchingBash.set(call, searches);
  }
  return searches;
}

/** Neither `offset` nor `limit` given: the Read asks for the whole file. */
export function isUnboundedRead(call: ToolCall): boolean {
  return call.input.offset === undefined && call.input.limit === undefined;
}

/** The call failed on its own (not refused by the user, not denied by the harness). */
export function failedOnItsOwn(call: ToolCall): boolean {
  return call.result?.isError === true && call.result.refusal === undefined;
}

/** Refused before it ran: rejected by the user, cancelled with a sibling of its batch, or denied headless. */
export function neverRan(call: ToolCall): boolean {
  return call.result?.refusal !== undefined;
}

/** Its result is an error (it failed, or never ran): it gave the agent nothing to go on. A call without a result may have. */
export function gaveNothing(call: ToolCall): boolean {
  return call.result?.isError === true;
}

export function succeeded(call: ToolCall): boolean {
  return call.result !== undefined && !call.result.isError;
}

export function resultBytes(calls: readonly ToolCall[]): number | undefined {
  let total = 0;
  let known = false;
  for (const call of calls) {
    if (call.result?.bytes === undefined) continue;
    total += call.result.bytes;
    known = true;
  }
  return known ? total : undefined;
}
