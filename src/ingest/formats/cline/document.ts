/**
 * Reads one task folder of Cline, Roo Code or Kilo Code as values for the adapter, in this order: the task
 * (its id, the folder's name, and Roo Code's `history_item.json` beside it), each entry of `ui_messages.json`
 * beside it (times and token counts), then each message of `api_conversation_history.json` (the document: a
 * JSON array of Anthropic-style messages, or Roo Code's `{version: 2, messages}` envelope). Each file is read
 * whole under the size cap; a file that is too big, does not parse or has the wrong shape is one problem, and a
 * missing sibling is no problem (older versions write no history_item.json, an empty task no ui_messages.json).
 */
import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { errorMessage } from '../../../errors.js';
import { asArray, asRecord, type JsonRecord } from '../../json-guards.js';
import type { JsonlProblem } from '../../read-jsonl.js';
import type { DocumentReader, DocumentReadOptions, DocumentReadStats } from '../format.js';

/** The files of a task folder this reader reads, as the extensions name them (GlobalFileNames). */
const TASK_FILES = { api: 'api_conversation_history.json', ui: 'ui_messages.json', history: 'history_item.json' } as const;

/** Roo Code ≥3.4x wraps the messages: `{version: 2, messages: [...]}` (task-persistence/rooMessage.ts ROO_MESSAGE_VERSION). */
const ROO_MESSAGE_VERSION = 2;

/** What the adapter is handed: the task first, then the chat's entries, then the conversation's messages. */
export type TaskEntry =
  | { source: 'task'; taskId: string; history: JsonRecord | undefined }
  | { source: 'ui'; message: unknown }
  | { source: 'api'; message: unknown; envelope: boolean };

type ParsedFile = { kind: 'missing' } | { kind: 'value'; value: unknown; bytes: number } | { kind: 'problem'; problem: JsonlProblem; bytes: number };

export const taskDocument: DocumentReader = {
  async read(file, take, options) {
    const stats: DocumentReadStats = { values: 0, bytesRead: 0, malformed: 0, problems: [] };
    const folder = dirname(file);
    // the document itself unreadable (gone, no permission) throws: analyze reports the file as unreadable
    const api = await readJson(file, options, true);
    if (api.kind === 'missing') throw new Error(`${basename(file)} is gone`);
    stats.bytesRead += api.bytes;
    if (api.kind === 'problem') return failed(stats, api.problem);
    const messages = conversationOf(api.value);
    if (messages === undefined) {
      return failed(stats, {
        kind: 'malformed',
        line: 1,
        message: `${TASK_FILES.api} is neither an array of messages nor a {"version": 2, "messages": [...]} envelope`,
      });
    }
    const history = await sibling(folder, TASK_FILES.history, options, stats);
    const ui = await sibling(folder, TASK_FILES.ui, options, stats);
    const hand = (line: number, entry: TaskEntry): boolean => {
      stats.values++;
      return take({ line, offset: 0, value: entry });
    };
    if (!hand(0, { source: 'task', taskId: basename(folder), history: asRecord(history) })) return stats;
    if (history !== undefined && asRecord(history) === undefined) problem(stats, 0, `${TASK_FILES.history} is not an object; ignored`);
    const uiMessages = ui === undefined ? [] : asArray(ui);
    if (uiMessages === undefined) problem(stats, 0, `${TASK_FILES.ui} is not an array; its times and token counts are not read`);
    for (const [index, message] of (uiMessages ?? []).entries()) if (!hand(index + 1, { source: 'ui', message })) return stats;
    for (const [index, message] of messages.list.entries()) if (!hand(index + 1, { source: 'api', message, envelope: messages.envelope })) return stats;
    return stats;
  },
};

function conversationOf(value: unknown): { list: unknown[]; envelope: boolean } | undefined {
  const list = asArray(value);
  if (list) return { list, envelope: false };
  const record = asRecord(value);
  const messages = asArray(record?.messages);
  return record?.version === ROO_MESSAGE_VERSION && messages ? { list: messages, envelope: true } : undefined;
}

/** A sibling file's value; missing is undefined, a bad one a problem (and undefined). */
async function sibling(folder: string, name: string, options: DocumentReadOptions, stats: DocumentReadStats): Promise<unknown> {
  const read = await readJson(join(folder, name), options);
  if (read.kind === 'missing') return undefined;
  stats.bytesRead += read.bytes;
  if (read.kind === 'problem') {
    stats.problems.push(read.problem);
    return undefined;
  }
  return read.value;
}

async function readJson(path: string, options: DocumentReadOptions, document = false): Promise<ParsedFile> {
  const name = basename(path);
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    if (document) throw error;
    return { kind: 'problem', bytes: 0, problem: { kind: 'malformed', line: 0, message: `${name} cannot be read: ${errorMessage(error)}` } };
  }
  if (size > options.maxBytes) {
    return {
      kind: 'problem',
      bytes: 0,
      problem: { kind: 'oversize', line: 0, message: `${name} is ${size} bytes, more than the ${options.maxBytes} read at most; not read` },
    };
  }
  try {
    const text = await readFile(path, 'utf8');
    try {
      return { kind: 'value', value: JSON.parse(text.replace(/^\uFEFF/, '')) as unknown, bytes: size };
    } catch {
      // a file cut while the extension was writing it: one problem, no text of it repeated
      return {
        kind: 'problem',
        bytes: size,
        problem: { kind: 'malformed', line: 0, message: `${name} is not valid JSON (cut while being written?); not read` },
      };
    }
  } catch (error) {
    if (document) throw error;
    return { kind: 'problem', bytes: 0, problem: { kind: 'malformed', line: 0, message: `${name} cannot be read: ${errorMessage(error)}` } };
  }
}

function problem(stats: DocumentReadStats, line: number, message: string): void {
  stats.problems.push({ kind: 'malformed', line, message });
}

function failed(stats: DocumentReadStats, problem: JsonlProblem): DocumentReadStats {
  stats.problems.push(problem);
  if (problem.kind === 'malformed') stats.malformed++;
  return stats;
}
