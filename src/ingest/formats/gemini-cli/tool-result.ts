/**
 * What a Gemini CLI (or Qwen Code) tool call came to: its `status` (`success`, `error`, `cancelled` — the
 * scheduler's terminal states) and the function response the model was sent (`[{functionResponse: {id, name,
 * response: {output} | {error}}}]`). A call the user turned down is a refusal, not a failure: the scheduler
 * cancels it with `[Operation Cancelled] Reason: User did not allow tool call` (older versions: `User did not
 * allow tool call <name>. Reason: User cancelled.`); a call stopped by Esc is cancelled with another reason; a
 * policy rule's deny is an `error` whose text is `Tool execution denied by policy.` (Qwen Code: `errorType`
 * `execution_denied`), and a confirmation a headless run cannot ask for is refused the same way.
 */
import { ERROR_TEXT_CHARS, type Refusal } from '../../../model/events.js';
import { asArray, asRecord, asString } from '../../json-guards.js';

export interface ResultFacts {
  isError: boolean;
  refusal?: Refusal;
  bytes: number;
  errorText?: string;
}

const USER_REJECTED = /User did not allow tool call/;
const DENIED_BY_RULE = [/^Tool execution denied by policy\./, /requires user confirmation, which is not supported in non-interactive mode/];
/** Qwen Code's ToolErrorType for a tool its approval mode excludes; Gemini CLI's for a policy deny (not recorded in its chats). */
const DENIED_ERROR_TYPES = new Set(['execution_denied', 'policy_violation']);

/** The terminal states of a call: anything else (`executing`, `awaiting_approval`) has no result yet. */
export function isTerminalStatus(status: string | undefined): boolean {
  return status === 'success' || status === 'error' || status === 'cancelled';
}

/** The facts of a terminal call's result. */
export function resultFacts(status: string, responseParts: unknown, display: unknown, errorType?: string): ResultFacts {
  const text = responseText(responseParts) ?? displayText(display) ?? '';
  const bytes = Buffer.byteLength(text);
  if (status === 'cancelled') {
    return { isError: true, refusal: { kind: USER_REJECTED.test(text) ? 'rejected' : 'cancelled' }, bytes };
  }
  if (status !== 'error') return { isError: false, bytes };
  if ((errorType !== undefined && DENIED_ERROR_TYPES.has(errorType)) || DENIED_BY_RULE.some((pattern) => pattern.test(text))) {
    return { isError: true, refusal: { kind: 'denied' }, bytes };
  }
  return { isError: true, bytes, errorText: text.slice(0, ERROR_TEXT_CHARS) };
}

/** The text of the function responses: each part's `response.output`, else `response.error`, else `response.content`. */
function responseText(parts: unknown): string | undefined {
  const texts = (asArray(parts) ?? []).flatMap((part) => {
    const response = asRecord(asRecord(asRecord(part)?.functionResponse)?.response);
    const text = asString(response?.output) ?? asString(response?.error) ?? asString(response?.content);
    if (text !== undefined) return [text];
    const plain = asString(asRecord(part)?.text);
    return plain === undefined ? [] : [plain];
  });
  return texts.length === 0 ? undefined : texts.join('\n');
}

function displayText(display: unknown): string | undefined {
  return asString(display);
}
