/**
 * Reads a Codex `function_call_output` / `custom_tool_call_output`: the exit code in any of the three
 * output formats (docs/log-formats.md §2.3), refusals (`… rejected by user`, `aborted`), and an error's text (its head).
 */
import { ERROR_TEXT_CHARS, type Refusal } from '../../../model/events.js';
import { asArray, asNumber, asRecord, asString, parseJsonObject } from '../../json-guards.js';

const REJECTED = /\brejected by user\s*$/;
const EXIT_CODE_HEADER = /^Exit code: (-?\d+)/m;
const PROCESS_EXITED = /^Process exited with code (-?\d+)/m;

export interface CodexOutputFacts {
  isError: boolean;
  refusal?: Refusal;
  bytes: number;
  errorText?: string;
}

export function readToolOutput(output: unknown): CodexOutputFacts {
  const text = outputText(output);
  const trimmed = text.trim();
  const bytes = Buffer.byteLength(text);
  if (REJECTED.test(trimmed)) return { isError: true, refusal: { kind: 'rejected' }, bytes };
  if (trimmed === 'aborted') return { isError: true, refusal: { kind: 'cancelled' }, bytes };
  const exitCode = exitCodeOf(trimmed);
  const isError = exitCode !== undefined && exitCode !== 0;
  return isError ? { isError, bytes, errorText: errorTextOf(trimmed, exitCode).slice(0, ERROR_TEXT_CHARS) } : { isError, bytes };
}

/** What the command printed, as it printed it: the JSON form's `output` unescaped, under its exit code (the other forms are text already). */
function errorTextOf(text: string, exitCode: number): string {
  const output = text.startsWith('{') ? asString(parseJsonObject(text)?.output) : undefined;
  return output === undefined ? text : `Exit code: ${exitCode}\n${output}`;
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
