/**
 * What a tool result of Cline, Roo Code or Kilo Code says, from its text (formatResponse in
 * src/core/prompts/responses.ts of each): a rejection by the user ("The user denied this operation.", Roo
 * Code's `{"status":"denied"}`), a block by the ignore file (a denial no person made), a call skipped after a
 * rejection or because one tool per message was already used (cancelled), or a failure ("The tool execution
 * failed with the following error:", Roo Code's `{"status":"error"}`, a diff that did not apply, a missing
 * parameter, a command's non-zero `Exit code:`).
 */
import { ERROR_TEXT_CHARS, type Refusal } from '../../../model/events.js';
import { asString, parseJsonObject } from '../../json-guards.js';
import { humanTexts } from './human-text.js';

/** `[read_file for 'src/a.ts'] Result:` — the header Cline puts before a tool's result text. */
export const RESULT_HEADER = /^\[([a-z_]+)(?: [^\n]*)?\] Result:[ \t]*(?:\n|$)/;
/** Texts in place of a result for a call that never ran. */
const NOT_RUN = [
  /^Skipping tool \[[^\n]*\] due to user rejecting a previous tool\./,
  /^Tool \[[^\n]*\] was interrupted and not executed due to user rejecting a previous tool\./,
  /^Tool \[[^\n]*\] was not executed because a tool has already been used in this message\./,
  /^Skipping MCP tool [^\n]* due to user rejecting a previous tool\./,
];
const DENIED_BY_USER = /^The user denied this operation\b/;
const IGNORE_BLOCK = /^Access to [^\n]* is blocked by the \.(?:clineignore|rooignore|kilocodeignore) file settings\./;
const FAILURE_PREFIXES = [
  'The tool execution failed with the following error:',
  'Unable to apply diff to file',
  'Missing value for required parameter',
  '[ERROR]',
  'Error ',
];
/** Roo Code's command result: `… Command execution was not successful, …` and `Exit code: 1`. */
const EXIT_CODE = /^Exit code: (-?\d+)$/m;

export interface ResultFacts {
  isError: boolean;
  refusal?: Refusal;
  bytes: number;
  errorText?: string;
  /** Roo Code's new_task result names the subtask it opened: `Delegated to child task <id>`. */
  childTaskId?: string;
}

/** Whether the text stands for a call that was never run (a sibling of a rejected call, a second tool of one message). */
export function notRunText(text: string): boolean {
  return NOT_RUN.some((pattern) => pattern.test(text));
}

/** Reads a result's text (its header left out); `flaggedError` is an `is_error` the log set. */
export function readResult(text: string, flaggedError = false): ResultFacts {
  const trimmed = text.trim();
  const bytes = Buffer.byteLength(text);
  if (notRunText(trimmed)) return { isError: true, refusal: { kind: 'cancelled' }, bytes };
  if (DENIED_BY_USER.test(trimmed)) return { isError: true, refusal: withReason(humanTexts(trimmed)[0]), bytes };
  if (IGNORE_BLOCK.test(trimmed)) return { isError: true, refusal: { kind: 'denied' }, bytes };
  const status = trimmed.startsWith('{"status"') ? parseJsonObject(trimmed) : undefined;
  if (status !== undefined) {
    if (status.status === 'denied') return { isError: true, refusal: withReason(asString(status.feedback)), bytes };
    if (status.status === 'error' && status.type === 'access_denied') return { isError: true, refusal: { kind: 'denied' }, bytes };
    if (status.status === 'error') return failure(trimmed, bytes);
  }
  const exit = EXIT_CODE.exec(trimmed);
  if (flaggedError || FAILURE_PREFIXES.some((prefix) => trimmed.startsWith(prefix)) || (exit !== null && Number(exit[1]) !== 0)) return failure(trimmed, bytes);
  const child = /^Delegated to child task (\S+)/.exec(trimmed)?.[1];
  return child === undefined ? { isError: false, bytes } : { isError: false, bytes, childTaskId: child };
}

function withReason(reason: string | undefined): Refusal {
  return reason === undefined || reason.trim() === '' ? { kind: 'rejected' } : { kind: 'rejected', reason: reason.trim() };
}

function failure(text: string, bytes: number): ResultFacts {
  return { isError: true, bytes, errorText: text.slice(0, ERROR_TEXT_CHARS) };
}
