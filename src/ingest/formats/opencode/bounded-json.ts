/**
 * A JSON text of OpenCode's (a database `data` column, a storage file) parsed into an object with the
 * document limits: a text over `maxBytes` is not parsed (oversize), one that does not parse or is no object is
 * malformed, and every string longer than `maxStringChars` keeps only its first characters — its whole size is
 * recorded (cut-strings.ts) so that a result's bytes are the same with or without the cut. The walk is a loop,
 * not a recursion: deep nesting cannot overflow the stack.
 */
import { recordCut } from '../../cut-strings.js';
import { asRecord, type JsonRecord } from '../../json-guards.js';

export type ParsedJson = { ok: true; value: JsonRecord } | { ok: false; kind: 'malformed' | 'oversize'; message: string };

export function parseBoundedJson(text: string, limits: { maxBytes: number; maxStringChars: number }): ParsedJson {
  // a character is 1–3 UTF-8 bytes (a surrogate pair 4 for 2): the exact size only near the limit
  if (text.length > limits.maxBytes || (text.length * 3 > limits.maxBytes && Buffer.byteLength(text) > limits.maxBytes)) {
    return { ok: false, kind: 'oversize', message: `over ${limits.maxBytes} bytes; not read` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, kind: 'malformed', message: `not valid JSON (${error instanceof Error ? error.message : 'parse error'})` };
  }
  const value = asRecord(parsed);
  if (!value) return { ok: false, kind: 'malformed', message: 'not a JSON object' };
  cutLongStrings(value, limits.maxStringChars);
  return { ok: true, value };
}

function cutLongStrings(root: JsonRecord, maxChars: number): void {
  const stack: object[] = [root];
  for (let holder = stack.pop(); holder !== undefined; holder = stack.pop()) {
    const entries = holder as Record<string, unknown>;
    for (const key of Object.keys(entries)) {
      const value = entries[key];
      if (typeof value === 'string') {
        if (value.length > maxChars) {
          recordCut(holder, key, Buffer.byteLength(value), value.length);
          Object.defineProperty(holder, key, { value: value.slice(0, maxChars), writable: true, enumerable: true, configurable: true });
        }
      } else if (typeof value === 'object' && value !== null) {
        stack.push(value);
      }
    }
  }
}
