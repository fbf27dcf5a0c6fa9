/**
 * What a tool part's final state says (opencode packages/opencode/src/session/message-v2.ts `ToolState*`,
 * processor.ts): `completed` with its `output`, or `error` with its `error` text. An error is a refusal, not
 * a failure, when a person or a rule said no (permission/index.ts, permission/next.ts): "The user rejected
 * permission to use this specific tool call." (optionally "… with the following feedback: <reason>") is a
 * rejection, "The user has specified a rule which prevents you from using this specific tool call." a denial;
 * a call the user stopped ("Tool execution aborted", or `metadata.interrupted`) is cancelled. Older versions
 * wrote the error through `toString()`, so the text may start with `Error: ` or the error's name.
 * A `bash` call that completed with a non-zero `metadata.exit` failed, as a Bash call with a non-zero exit does.
 */
import { ERROR_TEXT_CHARS, type Refusal } from '../../../model/events.js';
import { stringUtf8Bytes } from '../../cut-strings.js';
import { asNumber, asRecord, asString, type JsonRecord } from '../../json-guards.js';

export interface ResultFacts {
  isError: boolean;
  refusal?: Refusal;
  bytes?: number;
  errorText?: string;
  /** For a task call: the sub-agent session it ran (`metadata.sessionId`, else the `task_id` its output names). */
  agentId?: string;
}

const REJECTED = 'The user rejected permission to use this specific tool call';
const FEEDBACK = ' with the following feedback: ';
const DENIED = 'The user has specified a rule which prevents you from using this specific tool call';
const ABORTED = 'Tool execution aborted';
/** `Error: `, `PermissionRejectedError: ` … before the message, as `toString()` wrote it. */
const ERROR_NAME = /^[A-Za-z]*Error: /;
const TASK_ID = /(?:task_id: |<task id=")(ses_[A-Za-z0-9_-]{1,200})/;

export function resultOf(rawTool: string, state: JsonRecord): ResultFacts | undefined {
  const metadata = asRecord(state.metadata);
  switch (state.status) {
    case 'completed': {
      const output = asString(state.output) ?? '';
      const bytes = stringUtf8Bytes(state, 'output', output);
      const agentId = rawTool === 'task' ? taskSessionOf(metadata, output) : undefined;
      const exit = asNumber(metadata?.exit);
      if (rawTool === 'bash' && exit !== undefined && exit !== 0) return { isError: true, bytes, errorText: output.slice(0, ERROR_TEXT_CHARS), agentId };
      return { isError: false, bytes, ...(agentId === undefined ? {} : { agentId }) };
    }
    case 'error': {
      const raw = asString(state.error) ?? '';
      const bytes = stringUtf8Bytes(state, 'error', raw);
      const text = raw.replace(ERROR_NAME, '');
      const agentId = rawTool === 'task' ? taskSessionOf(metadata, text) : undefined;
      const refusal = refusalOf(text, metadata);
      if (refusal) return { isError: false, refusal, bytes, ...(agentId === undefined ? {} : { agentId }) };
      return { isError: true, bytes, errorText: text.slice(0, ERROR_TEXT_CHARS), ...(agentId === undefined ? {} : { agentId }) };
    }
    default:
      // pending or running: no result (yet); a call the session left so is no failure
      return undefined;
  }
}

function refusalOf(text: string, metadata: JsonRecord | undefined): Refusal | undefined {
  if (text.startsWith(REJECTED)) {
    const at = text.indexOf(FEEDBACK);
    const reason = at === -1 ? '' : text.slice(at + FEEDBACK.length).trim();
    return reason === '' ? { kind: 'rejected' } : { kind: 'rejected', reason };
  }
  if (text.startsWith(DENIED)) return { kind: 'denied' };
  if (text.startsWith(ABORTED) || metadata?.interrupted === true) return { kind: 'cancelled' };
  return undefined;
}

function taskSessionOf(metadata: JsonRecord | undefined, text: string): string | undefined {
  return asString(metadata?.sessionId) ?? TASK_ID.exec(text)?.[1];
}
