/**
 * A JSON-lines chat read whole as a document (document.ts says why), line by line from its chunks, with the line
 * reader's rules: a line over `maxBytes` is skipped without being held (one `oversize` problem), a line that is not
 * UTF-8 is decoded with U+FFFD and kept (one `invalid-utf8` problem), a line that is not a JSON object is one
 * `malformed` problem, strings over `maxStringChars` are cut, CRLF and a byte-order mark are handled, and a last
 * line without its newline that does not parse (a chat being written, or cut) is one `malformed` problem. Its own
 * reader rather than read-jsonl.ts: that one loads a streaming parser (a package) that the fast bundle, which holds
 * every reader, must not load.
 */
import { isUtf8 } from 'node:buffer';
import { fileChunks } from '../../file-chunks.js';
import type { JsonlValue } from '../../read-jsonl.js';
import type { DocumentReadOptions, DocumentReadStats } from '../format.js';

const CHUNK_BYTES = 1 << 20;
const NEWLINE = 0x0a;

export function readJsonlDocument(file: string, take: (entry: JsonlValue) => boolean, options: DocumentReadOptions): DocumentReadStats {
  const stats: DocumentReadStats = { values: 0, bytesRead: 0, malformed: 0, problems: [] };
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let oversize = false;
  let lineNumber = 0;
  let lineStart = 0;
  let offset = 0;
  /** Handles one complete line; false stops the reading. */
  const finish = (bytes: Buffer, complete: boolean): boolean => {
    lineNumber++;
    const start = lineStart;
    lineStart = offset;
    if (oversize || bytes.length > options.maxBytes) {
      oversize = false;
      return problem(stats, 'oversize', lineNumber, `a line of more than ${options.maxBytes} bytes; skipped`);
    }
    const value = parseLine(bytes, lineNumber, stats, options, complete);
    if (value === undefined) return true;
    stats.values++;
    return take({ line: lineNumber, offset: start, value });
  };
  for (const chunk of fileChunks(file, 0, CHUNK_BYTES)) {
    stats.bytesRead += chunk.length;
    let from = 0;
    for (let newline = chunk.indexOf(NEWLINE, from); newline !== -1; newline = chunk.indexOf(NEWLINE, from)) {
      offset += newline + 1 - from;
      const tail = chunk.subarray(from, newline);
      const line = pendingBytes === 0 ? tail : Buffer.concat([...pending, tail]);
      pending = [];
      pendingBytes = 0;
      if (!finish(line, true)) return stats;
      from = newline + 1;
    }
    offset += chunk.length - from;
    if (from < chunk.length && !oversize) {
      pendingBytes += chunk.length - from;
      if (pendingBytes > options.maxBytes) {
        oversize = true;
        pending = [];
      } else pending.push(chunk.subarray(from));
    }
  }
  if (pendingBytes > 0 || oversize) finish(Buffer.concat(pending), false);
  return stats;
}

function parseLine(
  bytes: Buffer,
  line: number,
  stats: DocumentReadStats,
  options: DocumentReadOptions,
  complete: boolean,
): Record<string, unknown> | undefined {
  let text = bytes.toString('utf8');
  if (line === 1 && text.startsWith('\uFEFF')) text = text.slice(1);
  if (text.endsWith('\r')) text = text.slice(0, -1);
  if (text.trim() === '') return undefined;
  if (!isUtf8(bytes)) problem(stats, 'invalid-utf8', line, 'a line that is not valid UTF-8; decoded with U+FFFD');
  let value: unknown;
  try {
    value = JSON.parse(text, (_key, item: unknown) =>
      typeof item === 'string' && item.length > options.maxStringChars ? item.slice(0, options.maxStringChars) : item,
    );
  } catch {
    problem(stats, 'malformed', line, complete ? 'a line that is not JSON; skipped' : 'the last line is cut short (no newline, not JSON); skipped');
    return undefined;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  problem(stats, 'malformed', line, 'a line that is not a JSON object; skipped');
  return undefined;
}

/** Problems named one by one at most (the count of malformed lines stays exact). */
const MAX_PROBLEMS = 1000;

/** Notes a problem of the line; true: the reading goes on. */
function problem(stats: DocumentReadStats, kind: 'malformed' | 'oversize' | 'invalid-utf8', line: number, message: string): boolean {
  if (kind !== 'invalid-utf8') stats.malformed++;
  if (stats.problems.length < MAX_PROBLEMS) stats.problems.push({ kind, line, message });
  return true;
}
