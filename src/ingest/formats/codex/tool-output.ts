/**
 * Reads a Codex `function_call_output` / `custom_tool_call_output`: the exit code in any of its output
 * formats (docs/log-formats.md §2.3), refusals (`… rejected by user`, `aborted`), errors the harness
 * writes as plain text (a command that failed in the sandbox, `execution error: …`), a patch that did not
 * apply, and an error's text (its head).
 */
import { ERROR_TEXT_CHARS, type Refusal } from '../../../model/events.js';
import { asArray, asNumber, asRecord, asString, parseJsonObject } from '../../json-guards.js';

const REJECTED = /\brejected by user\s*$/;
/** A call the user stopped before it ended (Esc): `aborted`, `aborted by user`, perhaps under its wall time. */
const ABORTED = /^(?:Wall time: [\d.]+ seconds\s*)?aborted(?: by user)?$/;
const EXIT_CODE_HEADER = /^Exit code: (-?\d+)/m;
const PROCESS_EXITED = /^Process exited with code (-?\d+)/m;
/**
 * Codex ≤0.3x reports a command that failed in its sandbox, or could not run, as plain text:
 * `failed in sandbox LinuxSeccomp with execution error: sandbox denied exec error, exit code: 1, stdout: …`,
 * `failed in sandbox None with execution error: command timed out`, `execution error: …`. The command ran
 * (tests failed, a timeout struck): a failure, not a refusal.
 */
const EXECUTION_ERROR = /^(?:failed in sandbox \S+ with )?execution error: /;
/**
 * How Codex says a patch did not apply (codex-rs core and apply-patch): `apply_patch verification failed: …`
 * (≥0.4x), `error: Failed to find expected lines in …` / `error: invalid hunk at line …` (0.3x), or the handler's
 * own refusals of its input. A patch run as a shell command that failed has a non-zero exit code instead.
 */
const PATCH_FAILURE_PREFIXES = [
  'apply_patch verification failed',
  'error: ',
  'apply_patch handler received',
  'failed to parse function arguments',
  'patch detected without explicit call to apply_patch',
];

export interface CodexOutputFacts {
  isError: boolean;
  refusal?: Refusal;
  bytes: number;
  errorText?: string;
}

export interface OutputContext {
  /** The output is an apply_patch call's. */
  patch?: boolean;
}

export function readToolOutput(output: unknown, context: OutputContext = {}): CodexOutputFacts {
  const text = outputText(output);
  const trimmed = text.trim();
  const bytes = Buffer.byteLength(text);
  if (REJECTED.test(trimmed)) return { isError: true, refusal: { kind: 'rejected' }, bytes };
  if (ABORTED.test(trimmed)) return { isError: true, refusal: { kind: 'cancelled' }, bytes };
  const exitCode = exitCodeOf(trimmed);
  const isError = (exitCode !== undefined && exitCode !== 0) || EXECUTION_ERROR.test(trimmed) || (context.patch === true && patchFailed(trimmed));
  return isError ? { isError, bytes, errorText: errorTextOf(trimmed, exitCode).slice(0, ERROR_TEXT_CHARS) } : { isError, bytes };
}

function patchFailed(text: string): boolean {
  return PATCH_FAILURE_PREFIXES.some((prefix) => text.startsWith(prefix));
}

/** What the command printed, as it printed it: the JSON form's `output` unescaped, under its exit code (the other forms are text already). */
function errorTextOf(text: string, exitCode: number | undefined): string {
  const output = text.startsWith('{') ? asString(parseJsonObject(text)?.output) : undefined;
  return output === undefined ? text : `Exit code: ${exitCode ?? 'unknown'}\n${output}`;
}

function exitCodeOf(text: string): number | undefined {
  if (text.startsWith('{')) {
    const metadata = asRecord(parseJsonObject(text)?.metadata);
    const code = asNumber(metadata?.exit_code);
    if (code !== undefined) return code;
  }
  const header = EXIT_CODE_HEADER.exec(text) ?? PROCESS_EXITED.exec(text);
  return header ? Number(header[1]) : undefined;
}

function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  const record = asRecord(output);
  if (record) return asString(record.content) ?? asString(record.output) ?? '';
  return (asArray(output) ?? [])
    .map((item) => asString(asRecord(item)?.text) ?? '')
    .filter((text) => text.length > 0)
    .join('\n');
}
