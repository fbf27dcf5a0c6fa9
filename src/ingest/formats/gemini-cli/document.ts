/**
 * Gemini CLI chats are read whole, from their start, each time they change (agent.ts `documents`), JSON lines too:
 * the recorder appends a message again, whole, every time it changes, so a read that went on from where the last
 * one stopped would take a message's calls a second time. A `.jsonl` chat is read line by line (jsonl-document.ts).
 *
 * A Gemini CLI chat of the versions before JSON lines: `chats/session-<time>-<id8>.json`, one pretty-printed
 * ConversationRecord (`{sessionId, projectHash, startTime, lastUpdated, messages: [...], summary?, kind?,
 * directories?}`) rewritten whole on every change. It is handed to the adapter as the JSON-lines chat's
 * records are written: value 1 the record without its messages (the metadata line), value 2 + n its n-th
 * message. A chat that a later version resumed was migrated to `<same name>.jsonl` beside it, which holds all
 * of it again: such a `.json` is not read (its messages would count twice).
 */
import { existsSync } from 'node:fs';
import { readRegularBytes, NotRegularFileError } from '../../../util/regular-file.js';
import { asArray, asRecord } from '../../json-guards.js';
import type { JsonlProblem, JsonlValue } from '../../read-jsonl.js';
import { readJsonlDocument } from './jsonl-document.js';
import type { DocumentReader, DocumentReadOptions, DocumentReadStats } from '../format.js';

export const chatDocumentReader: DocumentReader = {
  read(file, take, options) {
    return Promise.resolve(file.endsWith('.jsonl') ? readJsonlDocument(file, take, options) : readChatDocument(file, take, options));
  },
};

function readChatDocument(file: string, take: (entry: JsonlValue) => boolean, options: DocumentReadOptions): DocumentReadStats {
  const stats: DocumentReadStats = { values: 0, bytesRead: 0, malformed: 0, problems: [] };
  if (existsSync(`${file}l`)) return stats;
  let bytes: Buffer;
  try {
    bytes = readRegularBytes(file, options.maxBytes).bytes;
  } catch (error) {
    if (error instanceof NotRegularFileError && error.reason === 'too-large') {
      return { ...stats, malformed: 1, problems: [{ kind: 'oversize', line: 1, message: `the chat document ${error.detail}; not read` }] };
    }
    throw error;
  }
  stats.bytesRead = bytes.length;
  const text = decode(bytes, stats.problems);
  let document: unknown;
  try {
    document = JSON.parse(text, (_key, value: unknown) =>
      typeof value === 'string' && value.length > options.maxStringChars ? value.slice(0, options.maxStringChars) : value,
    );
  } catch (error) {
    return malformed(stats, `the chat document is not JSON (${error instanceof Error ? error.message : 'parse error'})`);
  }
  const record = asRecord(document);
  if (record === undefined) return malformed(stats, 'the chat document is not a JSON object');
  const { messages, ...metadata } = record;
  if (!hand(stats, take, { line: 1, offset: 0, value: metadata })) return stats;
  const list = asArray(messages);
  if (list === undefined) {
    if (messages !== undefined) malformedItem(stats, 1, 'the chat document has a `messages` that is not an array; no message read');
    return stats;
  }
  for (const [index, message] of list.entries()) {
    const value = asRecord(message);
    if (value === undefined) {
      malformedItem(stats, index + 2, `message ${index} of the chat document is not a JSON object; skipped`);
      continue;
    }
    if (!hand(stats, take, { line: index + 2, offset: 0, value })) return stats;
  }
  return stats;
}

function hand(stats: DocumentReadStats, take: (entry: JsonlValue) => boolean, entry: JsonlValue): boolean {
  stats.values++;
  return take(entry);
}

function malformed(stats: DocumentReadStats, message: string): DocumentReadStats {
  malformedItem(stats, 1, message);
  return stats;
}

function malformedItem(stats: DocumentReadStats, line: number, message: string): void {
  stats.malformed++;
  stats.problems.push({ kind: 'malformed', line, message });
}

/** UTF-8, with U+FFFD for bytes that are not (one problem), and without a byte-order mark. */
function decode(bytes: Buffer, problems: JsonlProblem[]): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    problems.push({ kind: 'invalid-utf8', line: 1, message: 'the chat document is not valid UTF-8; decoded with U+FFFD' });
    text = new TextDecoder('utf-8').decode(bytes);
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
