/**
 * A Copilot CLI `tool.execution_complete` read as a result: `success`, `error {message, code}`, `result
 * {content, detailedContent, contents}` (github/copilot-sdk session-events.ts). A call the user turned down
 * carries `error.code` "rejected", one a rule or policy refused "denied" (microsoft/vscode-copilot-chat reads
 * both as "not confirmed"): refusals, never tool errors. The permission prompt's own answer (`permission.completed`
 * `result.kind`) says the same where the code is missing, and carries the reason the user typed (`feedback`).
 * A shell command that exited non-zero is an error even though the tool ran (`success` stays true): its exit code
 * stands in a `shell_exit`/`terminal` content block, or at the end of the text as `<exited with exit code N>`.
 */
import { ERROR_TEXT_CHARS, type Refusal } from '../../../model/events.js';
import { asArray, asNumber, asRecord, asString, type JsonRecord } from '../../json-guards.js';

export interface CopilotResult {
  isError: boolean;
  refusal?: Refusal;
  bytes?: number;
  errorText?: string;
}

/** `permission.completed` `result.kind`s that refused the call: by the person asked, or without asking one. */
const REJECTED_KINDS = new Set(['denied-interactively-by-user']);
const DENIED_KINDS = new Set([
  'denied-by-rules',
  'denied-no-approval-rule-and-could-not-request-from-user',
  'denied-by-content-exclusion-policy',
  'denied-by-permission-request-hook',
]);

/** How a permission prompt for a call ended, as far as the result needs it. */
export interface PermissionAnswer {
  refusal?: Refusal;
}

/** A `permission.completed` result: a refusal, or nothing when the call was allowed (or the kind is one not known). */
export function permissionAnswer(result: JsonRecord | undefined): PermissionAnswer {
  const kind = asString(result?.kind);
  if (kind !== undefined && REJECTED_KINDS.has(kind)) {
    const feedback = asString(result?.feedback)?.trim();
    return { refusal: feedback ? { kind: 'rejected', reason: feedback } : { kind: 'rejected' } };
  }
  if (kind !== undefined && DENIED_KINDS.has(kind)) return { refusal: { kind: 'denied' } };
  return {};
}

const EXIT_CODE_AT_END = /<exited with exit code (-?\d+)>\s*$/;

export function readToolResult(data: JsonRecord, permission: PermissionAnswer | undefined, isShell: boolean): CopilotResult {
  const result = asRecord(data.result);
  const error = asRecord(data.error);
  const content = asString(result?.content) ?? '';
  const bytes = Buffer.byteLength(content, 'utf8');
  const errorMessage = asString(error?.message) ?? '';
  if (data.success === false) {
    const refusal = refusalOf(asString(error?.code), permission);
    if (refusal) return { isError: false, refusal, bytes };
    return { isError: true, bytes, errorText: (errorMessage || content).slice(0, ERROR_TEXT_CHARS) };
  }
  if (isShell) {
    const exit = exitCode(result, content);
    if (exit !== undefined && exit !== 0) return { isError: true, bytes, errorText: content.slice(-ERROR_TEXT_CHARS) };
  }
  return { isError: false, bytes };
}

function refusalOf(code: string | undefined, permission: PermissionAnswer | undefined): Refusal | undefined {
  if (code === 'rejected') return permission?.refusal?.kind === 'rejected' ? permission.refusal : { kind: 'rejected' };
  if (code === 'denied') return { kind: 'denied' };
  return permission?.refusal;
}

/** The exit code of a shell call: its `shell_exit` (or older `terminal`) block's, else the one the text ends with. */
function exitCode(result: JsonRecord | undefined, content: string): number | undefined {
  for (const block of asArray(result?.contents) ?? []) {
    const entry = asRecord(block);
    const type = asString(entry?.type);
    if (type === 'shell_exit' || type === 'terminal') {
      const code = asNumber(entry?.exitCode);
      if (code !== undefined) return code;
    }
  }
  const match = EXIT_CODE_AT_END.exec(content);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
