/**
 * What crosses between the analysis workers and the main thread. A FileAnalysis goes by structured
 * clone, which keeps Maps, key order and undefined fields but not prototypes: the null-prototype
 * counts (util/counts.ts) come back as plain objects and are made null-prototype again here. An error
 * goes as its fields and comes back as an Error of the same name with the same message, stack and
 * errno fields (`code` tells a read error from a bug: analyze.ts); a file refused by the reader (a FIFO, a
 * folder, a file gone: util/regular-file.ts) comes back as the NotRegularFileError it was, so that its problem
 * reads the same whichever thread read the file.
 */
import { emptyCounts, type Counts } from '../../util/counts.js';
import { NotRegularFileError, type NotRegularReason } from '../../util/regular-file.js';
import type { FileAnalysis } from '../file-analysis.js';

/** A FileAnalysis after a structured clone, as the main thread receives it. */
export function reviveFileAnalysis(cloned: FileAnalysis): FileAnalysis {
  for (const session of cloned.sessions.values()) {
    for (const stream of session.streams.values()) stream.metrics.toolCallsByTool = nullPrototype(stream.metrics.toolCallsByTool);
    session.parts.corrections.languages = nullPrototype(session.parts.corrections.languages);
  }
  return cloned;
}

function nullPrototype(counts: Counts): Counts {
  if (Object.getPrototypeOf(counts) === null) return counts;
  const revived = emptyCounts();
  for (const [key, count] of Object.entries(counts)) revived[key] = count;
  return revived;
}

export interface SentError {
  name: string;
  message: string;
  stack?: string;
  /** Errno fields of file-system and zlib errors. */
  code?: unknown;
  errno?: unknown;
  syscall?: unknown;
  path?: unknown;
  /** A NotRegularFileError's own fields. */
  notRegular?: { path: string; reason: NotRegularReason; detail: string };
}

const ERRNO_FIELDS = ['code', 'errno', 'syscall', 'path'] as const;

export function sendableError(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const sent: SentError = { name: error.name, message: error.message };
  if (error.stack !== undefined) sent.stack = error.stack;
  for (const field of ERRNO_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) sent[field] = value;
  }
  if (error instanceof NotRegularFileError) sent.notRegular = { path: error.path, reason: error.reason, detail: error.detail };
  return sent;
}

/** The built-in error classes by name; any other name comes back as an Error with that name. */
const ERROR_CLASSES: Record<string, ErrorConstructor> = { TypeError, RangeError, SyntaxError, ReferenceError, EvalError, URIError };

export function receivedError(sent: SentError): Error {
  if (sent.notRegular !== undefined) {
    const { path, reason, detail } = sent.notRegular;
    const refused = new NotRegularFileError(path, reason, detail, typeof sent.code === 'string' ? sent.code : undefined);
    if (sent.stack !== undefined) refused.stack = sent.stack;
    return refused;
  }
  const Class = ERROR_CLASSES[sent.name] ?? Error;
  const error = new Class(sent.message);
  if (error.name !== sent.name) error.name = sent.name;
  if (sent.stack !== undefined) error.stack = sent.stack;
  for (const field of ERRNO_FIELDS) if (sent[field] !== undefined) (error as unknown as Record<string, unknown>)[field] = sent[field];
  return error;
}
