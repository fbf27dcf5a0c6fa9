/**
 * The human's words in a user message of Cline, Roo Code or Kilo Code: only what the extensions wrap as the
 * user's (src/core/task and prompts/responses.ts) — the task (`<task>…</task>`, Roo Code's later
 * `<user_message>…</user_message>`), feedback on a tool or a result (`<feedback>…</feedback>` after "The user
 * provided the following feedback:", "The user denied this operation and provided the following feedback:",
 * "The user has provided feedback on the results…", "You seem to be having trouble proceeding…"), an answer to
 * a question (`<answer>…</answer>`), a message on resuming or in plan mode (`<user_message>` after "New
 * instructions for task continuation:"), and Roo Code's JSON `{"status": …, "feedback": …}`. Everything else
 * in a user message — environment_details, file contents, tool results, notices — is the harness's.
 */
import { asString, parseJsonObject } from '../../json-guards.js';

const WRAPPED: readonly RegExp[] = [
  /^<task>\s*([\s\S]*?)\s*(?:<\/task>|$)/,
  /^<user_message>\s*([\s\S]*?)\s*(?:<\/user_message>|$)/,
  /^<answer>\s*([\s\S]*?)\s*(?:<\/answer>|$)/,
  /^(?:The user provided the following feedback:|The user denied this operation and provided the following feedback:|The user has provided feedback on the results\.[^\n]*|You seem to be having trouble proceeding\.[^\n]*)\s*<feedback>\s*([\s\S]*?)\s*(?:<\/feedback>|$)/,
  /^(?:New instructions for task continuation|New message to respond to[^\n]*):\s*<user_message>\s*([\s\S]*?)\s*(?:<\/user_message>|$)/,
];
/** The first words of the task message: a subtask's is its parent's, not a person's. */
const TASK_WRAPPER = /^<(?:task|user_message)>/;

/** The human texts one text block holds (none for harness text). */
export function humanTexts(text: string): string[] {
  const trimmed = text.trim();
  for (const pattern of WRAPPED) {
    const match = pattern.exec(trimmed);
    if (match) return nonEmpty(match[1]);
  }
  if (trimmed.startsWith('{"status"')) {
    const status = parseJsonObject(trimmed);
    if (status?.status === 'denied' || status?.status === 'approved' || status?.status === 'guidance') return nonEmpty(asString(status.feedback));
  }
  return [];
}

/** Whether the block is the task's own message (the first user message's `<task>`). */
export function isTaskText(text: string): boolean {
  return TASK_WRAPPER.test(text.trim());
}

function nonEmpty(text: string | undefined): string[] {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? [] : [trimmed];
}
