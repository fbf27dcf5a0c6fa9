/**
 * Reads a Codex `function_call_output` / `custom_tool_call_output`: the exit code in any of its output
 * formats (docs/log-formats.md §2.3), refusals (`… rejected by user`, `aborted`), errors the harness
 * writes as plain text (a command that failed in the sandbox, `execution error: …`), a patch that did not
 * apply, and an error's text (its head). A big output cut to its start by the fast path (skeleton.ts) is read
 * from that start when it tells all (`readOutputStart`), else whole.
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

/**
 * Text that may decide what is read of an output wherever it is in it: an exit-code header (the first one
 * counts, /m) and a rejection (at the end). The fast path cuts an output only when the part it leaves out
 * holds none of them (formats/codex/skeleton.ts).
 */
export const DECIDING_TEXTS = ['Exit code: ', 'Process exited with code ', 'rejected by user'];
/** A start that may be all of an abort, or an execution error: read whole. */
const UNSURE_START = /^(?:Wall time|aborted|failed in sandbox |execution error: )/;
/** Characters of the start (trimmed) at least, more than the longest prefix matched (PATCH_FAILURE_PREFIXES). */
const MIN_START_CHARS = 64;

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

/**
 * What readToolOutput reads of an output of `bytes` UTF-8 bytes from its start alone, given that the rest holds
 * no DECIDING_TEXTS (the fast path checked it); undefined when the start does not tell it all (too short, the
 * JSON form, an error — its text is read —, a header or a rejection that may go on past the start): read it whole.
 */
export function readOutputStart(start: string, bytes: number, context: OutputContext = {}): CodexOutputFacts | undefined {
  // trimmed at both ends: the whole text trimmed begins with it (it ends in no space, and the rest follows)
  const head = start.trim();
  if (head.length < MIN_START_CHARS || head.startsWith('{') || UNSURE_START.test(head) || head.includes('rejected by user')) return undefined;
  const header = EXIT_CODE_HEADER.exec(head) ?? PROCESS_EXITED.exec(head);
  // the header's digits must end inside the start (they may go on past it)
  if (header && header.index + header[0].length >= head.length) return undefined;
  if (header && Number(header[1]) !== 0) return undefined;
  if (context.patch === true && patchFailed(head)) return undefined;
  return { isError: false, bytes };
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
