/**
 * Reads a Droid `tool_result` block: `is_error` says a call failed; an Execute result that ends with
 * `[Process exited with code N]` (N ≠ 0) failed too, even where the flag is missing. The text is the content
 * string, or the text blocks of a content array (images carry none). How Droid words a call the user
 * rejected is not known (docs/log-formats.md, Factory Droid): no result is taken for a refusal.
 */
import { ERROR_TEXT_CHARS } from '../../../model/events.js';
import { asArray, asRecord, asString, type JsonRecord } from '../../json-guards.js';

/** Execute's last line: the command's exit code (executeCommandWithStreaming in the 0.231 binary, per ranwhat). */
const PROCESS_EXITED = /\[Process exited with code (-?\d+)\]\s*$/;

export interface DroidResultFacts {
  isError: boolean;
  bytes: number;
  errorText?: string;
}

export function readToolResult(block: JsonRecord, shell: boolean): DroidResultFacts {
  const text = resultText(block.content);
  const bytes = Buffer.byteLength(text);
  const exit = shell ? PROCESS_EXITED.exec(text) : null;
  const isError = block.is_error === true || (exit !== null && Number(exit[1]) !== 0);
  return isError ? { isError, bytes, errorText: text.trim().slice(0, ERROR_TEXT_CHARS) } : { isError, bytes };
}

function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  return (asArray(content) ?? [])
    .map((part) => {
      const block = asRecord(part);
      return block?.type === 'text' ? (asString(block.text) ?? '') : '';
    })
    .filter((text) => text.length > 0)
    .join('\n');
}
