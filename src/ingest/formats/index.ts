/**
 * The log formats tip-miner reads: each registered agent's reader (agents.ts), loaded once. Whatever reads
 * logs awaits `loadLogFormats()` first; then `logFormats()`, `detectFormat` and `documentFormatOf` answer at once.
 */
import { AGENTS, type FormatId } from './agents.js';
import { slashPath } from './agent-profile.js';
import type { LogFormat } from './format.js';

/** Lines read before a file without any recognised line is given up as of unknown format. */
export const FORMAT_DETECTION_MAX_LINES = 50;

let loaded: readonly LogFormat[] | undefined;
let loading: Promise<readonly LogFormat[]> | undefined;

/** Every registered format's reader, in the registry's order (loaded on the first call). */
export function loadLogFormats(): Promise<readonly LogFormat[]> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= Promise.all(AGENTS.map(async (profile) => ({ ...(await profile.reader()), id: profile.id, title: profile.title, profile }))).then(
    (formats) => (loaded = formats),
  );
  return loading;
}

/** The formats once `loadLogFormats()` has resolved. */
export function logFormats(): readonly LogFormat[] {
  if (!loaded) throw new Error('the log formats are not loaded: await loadLogFormats() first');
  return loaded;
}

/**
 * The format of the first line value it recognises (JSON-lines formats). A format whose agent also keeps
 * documents (Cursor: JSON-lines transcripts and a database) recognises its lines here too; one whose logs are
 * all documents matches no line.
 */
export function detectFormat(value: Record<string, unknown>): LogFormat | undefined {
  return logFormats().find((format) => format.matches(value));
}

/** The format whose logs include the file at `path` as a document (agent-profile.ts `documents`), by its path alone; needs no reader. */
export function documentFormatIdOf(path: string): FormatId | undefined {
  const slashed = slashPath(path);
  return AGENTS.find((agent) => (agent as { documents?: readonly RegExp[] }).documents?.some((pattern) => pattern.test(slashed)))?.id;
}

/**
 * Whether `path` is its format's richer record of the streams it shares with the format's other files
 * (agent-profile.ts `richerRecord`), or undefined when the format names none (every file's part counts).
 */
export function isRicherRecord(format: string, path: string): boolean | undefined {
  const pattern = (AGENTS.find((agent) => agent.id === format) as { richerRecord?: RegExp } | undefined)?.richerRecord;
  return pattern === undefined ? undefined : pattern.test(slashPath(path));
}

/** The loaded format that reads `path` as a document, if one does. */
export function documentFormatOf(path: string): LogFormat | undefined {
  const id = documentFormatIdOf(path);
  return id === undefined ? undefined : logFormats().find((format) => format.id === id);
}

export { FORMAT_IDS, isFormatId } from './format-ids.js';
export { AGENTS } from './agents.js';
export type { FormatId } from './agents.js';
export type { LogFormat, LogReader, StreamInfo } from './format.js';
