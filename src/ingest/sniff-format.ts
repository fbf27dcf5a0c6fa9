/**
 * A log file's format told from its head alone, as analyze tells it (the first of its first
 * FORMAT_DETECTION_MAX_LINES JSON lines that a format recognises), reading at most `maxBytes` of it — of a
 * gzip file, at most that much compressed and a bounded amount decompressed. For `tip-miner doctor`: what
 * the log folders hold, on a large home, without reading whole logs.
 */
import { constants as zlibConstants, gunzipSync } from 'node:zlib';
import { errorMessage } from '../errors.js';
import { NotRegularFileError, readFileHead } from '../util/regular-file.js';
import { detectFormat, documentFormatIdOf, FORMAT_DETECTION_MAX_LINES, type FormatId } from './formats/index.js';

/**
 * `empty`: no line at all; `not-json`: no line of the head parses as JSON; `unrecognised`: JSON lines of no
 * known format; `long-line`: the head ends inside its first line, so nothing could be told; `unreadable`: it
 * could not be read (`message` says why).
 */
export type SniffedFormat =
  { kind: 'format'; format: FormatId } | { kind: 'empty' | 'not-json' | 'unrecognised' | 'long-line' } | { kind: 'unreadable'; message: string };

/** Bytes of a file's head read at most by default. */
const SNIFF_HEAD_BYTES = 256 * 1024;
/** Of a gzip file: compressed bytes read, and decompressed bytes kept, at most. */
const GZIP_HEAD_BYTES = 32 * 1024;
const GZIP_MAX_OUTPUT_BYTES = 4 * 1024 * 1024;

/** Needs the formats loaded (`loadLogFormats()`); a document (a JSON file, a database) is told by its path. */
export function sniffLogFormat(path: string, maxBytes = SNIFF_HEAD_BYTES): SniffedFormat {
  const document = documentFormatIdOf(path);
  if (document !== undefined) return { kind: 'format', format: document };
  let head: { text: string; whole: boolean };
  try {
    head = readHead(path, maxBytes);
  } catch (error) {
    return { kind: 'unreadable', message: error instanceof NotRegularFileError ? error.detail : errorMessage(error) };
  }
  const lines = head.text.replace(/^\uFEFF/, '').split('\n');
  // the last line of a head that is not the whole file may be cut
  if (!head.whole) lines.pop();
  let values = 0;
  let parsed = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    if (++values > FORMAT_DETECTION_MAX_LINES) break;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      continue;
    }
    parsed++;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
    const format = detectFormat(value as Record<string, unknown>);
    if (format) return { kind: 'format', format: format.id };
  }
  if (values === 0) return { kind: head.whole ? 'empty' : 'long-line' };
  return { kind: parsed === 0 ? 'not-json' : 'unrecognised' };
}

function readHead(path: string, maxBytes: number): { text: string; whole: boolean } {
  const gzip = path.endsWith('.gz');
  const { bytes, size } = readFileHead(path, gzip ? GZIP_HEAD_BYTES : maxBytes);
  const wholeFile = bytes.length >= size;
  if (!gzip) return { text: bytes.toString('utf8'), whole: wholeFile };
  // a cut gzip stream decompresses up to where it was cut (Z_SYNC_FLUSH); a bomb stops at the output cap
  try {
    return {
      text: gunzipSync(bytes, { finishFlush: zlibConstants.Z_SYNC_FLUSH, maxOutputLength: GZIP_MAX_OUTPUT_BYTES }).toString('utf8'),
      whole: wholeFile,
    };
  } catch (error) {
    // more than the cap from the head: one line too long to tell anything from
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return { text: '', whole: false };
    throw new Error(`not valid gzip data (${errorMessage(error)})`, { cause: error });
  }
}
