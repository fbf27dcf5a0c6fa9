/**
 * What Claude Code's `tool_result` and `tool_decision` events say of a call (docs/log-formats.md "Claude Code
 * OpenTelemetry events"). The input comes only with `OTEL_LOG_TOOL_DETAILS=1`: `tool_input` (the call's input
 * as JSON, each string over 512 characters cut to 128 and marked `…[N chars]`, the whole cut at ~4 K characters
 * and marked `…[truncated]`, then no JSON) and `tool_parameters` (JSON: for Bash `full_command` whole, for a
 * sub-agent `subagent_type`, for a skill `skill_name`). Without them the call has no input: no detector that
 * looks at paths or commands can fire on it.
 */
import { ERROR_TEXT_CHARS, type Refusal } from '../../../model/events.js';
import { parseJsonObject, type JsonRecord } from '../../json-guards.js';
import { countOf, flagOf, textOf, type OtlpValue } from './otlp-json.js';

/** The mark Claude Code puts after a `tool_input` cut at its size bound (the text before it is no JSON any more). */
const TRUNCATED_MARK = '…[truncated]';

export interface ToolInput {
  input: JsonRecord;
  /** Why an attribute could not be read, for a problem. */
  problem?: string;
}

/** The call's input, in Claude Code's field names (its tools are the canonical ones): `tool_input`, with `tool_parameters` filling in. */
export function toolInputOf(attributes: ReadonlyMap<string, OtlpValue>): ToolInput {
  let problem: string | undefined;
  const rawInput = attributes.get('tool_input');
  let input: JsonRecord = {};
  if (rawInput !== undefined) {
    const text = textOf(rawInput);
    const parsed = text === undefined ? undefined : parseJsonObject(text);
    if (parsed) input = { ...parsed };
    // an input cut at its bound is no JSON: what tool_parameters holds stands in for it
    else if (text === undefined || !text.endsWith(TRUNCATED_MARK)) problem = 'tool_input is not a JSON object; read as empty';
  }
  const rawParameters = attributes.get('tool_parameters');
  if (rawParameters !== undefined) {
    const text = textOf(rawParameters);
    const parameters = text === undefined ? undefined : parseJsonObject(text);
    if (parameters) fillIn(input, parameters);
    else problem ??= 'tool_parameters is not a JSON object; left out';
  }
  return problem === undefined ? { input } : { input, problem };
}

/** Bash's whole command (tool_input cuts a long one), a sub-agent's type, a skill's name. */
function fillIn(input: JsonRecord, parameters: JsonRecord): void {
  const command = typeof parameters.full_command === 'string' ? parameters.full_command : undefined;
  if (command !== undefined) input.command = command;
  if (typeof parameters.subagent_type === 'string' && typeof input.subagent_type !== 'string') input.subagent_type = parameters.subagent_type;
  if (typeof parameters.skill_name === 'string' && typeof input.skill !== 'string') input.skill = parameters.skill_name;
}

export interface ToolOutcome {
  isError: boolean;
  bytes?: number;
  errorText?: string;
}

/** A `tool_result`: `success` `"false"` is a failure the tool reported (its `error`, else its `error_type`). */
export function toolOutcomeOf(attributes: ReadonlyMap<string, OtlpValue>): ToolOutcome {
  const isError = flagOf(attributes.get('success')) === false;
  const bytes = countOf(attributes.get('tool_result_size_bytes'));
  const errorText = isError ? (textOf(attributes.get('error')) ?? textOf(attributes.get('error_type'))) : undefined;
  return {
    isError,
    ...(bytes !== undefined && { bytes }),
    ...(errorText !== undefined && errorText !== '' && { errorText: errorText.slice(0, ERROR_TEXT_CHARS) }),
  };
}

/**
 * A `tool_decision` that refused the call, by its `source`: `user_reject` (the user chose No, or a deny rule of
 * their own settings matched: the event does not tell which) and `user_abort` (the prompt dismissed) are the
 * user's rejections; `config` (a rule, the permission mode, policy) and `hook` denied it with nobody asked.
 * Undefined for an accepted call (its `tool_result` follows).
 */
export function refusalOf(attributes: ReadonlyMap<string, OtlpValue>): Refusal | undefined {
  if (textOf(attributes.get('decision')) !== 'reject') return undefined;
  const source = textOf(attributes.get('source'));
  return source === 'user_reject' || source === 'user_abort' ? { kind: 'rejected' } : { kind: 'denied' };
}
