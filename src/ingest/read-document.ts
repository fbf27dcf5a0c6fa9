/**
 * A log that is no JSON-lines file read through its format's document reader (formats/format.ts
 * `DocumentReader`), with the same limits as the line reader and stats of the same shape: each value the
 * reader hands on counts as a line, the whole file is consumed (a document is read again from its start
 * when it changes: store/read-plan.ts), and a document that cannot be read is a problem of the file.
 */
import type { DocumentReader } from './formats/format.js';
import type { JsonlReadStats, JsonlValue, ReadJsonlOptions } from './read-jsonl.js';

/** Bytes of one document read at most: the line reader's longest line (a bigger JSON document is one problem). */
const DEFAULT_MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_STRING_CHARS = 256 * 1024;

export async function readDocument(
  reader: DocumentReader,
  file: string,
  take: (entry: JsonlValue) => boolean,
  options: ReadJsonlOptions = {},
): Promise<JsonlReadStats> {
  let stopped = false;
  const read = await reader.read(
    file,
    (entry) => {
      if (stopped) return false;
      if (!take(entry)) stopped = true;
      return !stopped;
    },
    { maxBytes: options.maxLineBytes ?? DEFAULT_MAX_DOCUMENT_BYTES, maxStringChars: options.maxStringChars ?? DEFAULT_MAX_STRING_CHARS },
  );
  return {
    lines: read.values + read.malformed,
    values: read.values,
    malformedLines: read.malformed,
    oversizeLines: read.problems.filter((problem) => problem.kind === 'oversize').length,
    invalidUtf8Lines: read.problems.filter((problem) => problem.kind === 'invalid-utf8').length,
    problems: read.problems.slice(0, 200),
    bytesRead: read.bytesRead,
    consumedOffset: read.bytesRead,
    consumedLines: read.values + read.malformed,
    partialLineBytes: 0,
    stopped,
    crLineEndings: false,
    decompressedCapReached: false,
    partialLineOversize: false,
  };
}
