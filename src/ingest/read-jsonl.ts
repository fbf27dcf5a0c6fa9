/**
 * Reads a JSONL file (plain or gzip) line by line with bounded memory.
 *
 * A Buffer scan finds the newlines and decodes only complete lines (about 3× faster than readline);
 * ordinary lines go through JSON.parse — or first through the `skeleton` a log format gives, its fast path
 * (ingest/skeleton-walk.ts, formats/claude-code/skeleton.ts, formats/codex/skeleton.ts: big payloads cut before the parse) — lines of `streamParseMinBytes` or more through stream-json
 * (large-line-parser.ts), and lines longer than `maxLineBytes` are skipped without being buffered.
 * A BOM, CRLF endings and invalid UTF-8 are tolerated; a file whose first chunk holds carriage returns
 * but no newline uses CR-only endings (old Mac style) and is split on CR (and says so). A trailing line
 * without a newline that does not parse is a line still being written: it is not consumed, so a later
 * run starts from it. Decompressed gzip data stops at `maxDecompressedBytes` (a gzip bomb is a problem,
 * not a 4 GB line). A gzip file's compressed bytes are read as a plain file's are (file-chunks.ts: opened
 * non-blocking, a FIFO refused) and inflated in the thread pool. Asked for (`headBytes`), the file's head hash
 * (head-hash.ts) is taken from the bytes read, compressed ones for gzip.
 */
import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { fileChunks } from './file-chunks.js';
import { HeadHash } from './head-hash.js';
import type { LargeLineParser } from './large-line-parser.js';
import { utf8Text } from '../util/utf8-text.js';

const DEFAULT_MAX_LINE_BYTES = 64 * 1024 * 1024;
const DEFAULT_STREAM_PARSE_MIN_BYTES = 8 * 1024 * 1024;
/** Decompressed bytes read from one gzip file at most (config tip_miner.max_decompressed_bytes). */
const DEFAULT_MAX_DECOMPRESSED_BYTES = 1024 * 1024 * 1024;
/** In lines parsed by stream-json, strings keep at most this many characters. */
const DEFAULT_MAX_STRING_CHARS = 256 * 1024;
/** Problems kept per file for --verbose; the counts are always exact. */
const MAX_PROBLEMS_KEPT = 200;

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export interface ReadJsonlOptions {
  maxLineBytes?: number;
  streamParseMinBytes?: number;
  maxStringChars?: number;
  /** Byte offset to start at (the consumed bytes of an earlier run); line numbers go on from `startLine`. */
  startOffset?: number;
  /** Lines before `startOffset`, so that reported line numbers stay those of the whole file. */
  startLine?: number;
  /** Read through gunzip; by default when the path ends in `.gz`. */
  gzip?: boolean;
  /** Decompressed bytes read from a gzip file at most; the rest is left unread, with `decompressedCapReached`. */
  maxDecompressedBytes?: number;
  /** Bytes read at a time (default 1 MiB); small values exercise lines that span chunks in tests. */
  chunkBytes?: number;
  /** Reads a line from its bytes when it can (a log format's fast path, e.g. formats/codex/skeleton.ts); else the line is parsed whole. */
  skeleton?: LineSkeleton;
  /** false: every line is parsed whole, `skeleton` is not used (tests hold the fast path to the full parse). Default true. */
  fastParse?: boolean;
  /**
   * Take the head hash of the file's first `headBytes` bytes as stored (a gzip file's compressed bytes) from the
   * bytes read: the stats' `headHash`. Only for a read from the start (`startOffset` 0, or a gzip file).
   */
  headBytes?: number;
}

/**
 * A line's value from its bytes (`end` excluded, no line ending) with big payload strings cut, or undefined
 * to parse the line whole. A skeleton is given only for a line that is valid UTF-8 and JSON.
 */
export type LineSkeleton = (bytes: Buffer, start: number, end: number) => Record<string, unknown> | undefined;

export interface JsonlValue {
  /** 1-based line number in the file. */
  line: number;
  /** Byte offset of the line's start (in the decompressed data for gzip). */
  offset: number;
  value: Record<string, unknown>;
  /**
   * Set when `value` is a skeleton (ReadJsonlOptions.skeleton): the line parsed whole, for a reader that
   * needs a payload's whole text. Call it only from the handler, before it returns: it reads the line from
   * the read buffer, which is the reader's.
   */
  whole?: (() => Record<string, unknown>) | undefined;
}

export type JsonlProblemKind = 'malformed' | 'oversize' | 'invalid-utf8';

export interface JsonlProblem {
  kind: JsonlProblemKind;
  line: number;
  message: string;
}

export interface JsonlReadStats {
  /** Complete lines read, blank ones included. */
  lines: number;
  values: number;
  malformedLines: number;
  oversizeLines: number;
  /** Lines with invalid UTF-8: decoded with U+FFFD and kept. */
  invalidUtf8Lines: number;
  /** The first problems met, for --verbose. */
  problems: JsonlProblem[];
  /** Bytes read from the start offset on (decompressed bytes for gzip). */
  bytesRead: number;
  /** Offset just after the last consumed line: where an incremental run resumes. */
  consumedOffset: number;
  /** Lines consumed in all, counting those before `startLine`. */
  consumedLines: number;
  /** Bytes of a trailing line still being written (left unconsumed), 0 when none. */
  partialLineBytes: number;
  /** The handler asked to stop before the end of the file. */
  stopped: boolean;
  /** The file's lines end in a lone CR (no newline in its first chunk): they were split on CR. */
  crLineEndings: boolean;
  /** Reading stopped at the decompressed-size cap (gzip): the rest of the file was not read. */
  decompressedCapReached: boolean;
  /** The trailing line without newline is already over the line limit (it can never be read). */
  partialLineOversize: boolean;
  /** `<length>:<sha1 hex>` of the file's first `headBytes` bytes (head-hash.ts), when ReadJsonlOptions.headBytes asked for it. */
  headHash?: string;
}

/** Returning `false` stops the reading (the stats then tell how far it got); a handler may also return nothing. */
export type JsonlValueHandler = ((entry: JsonlValue) => boolean) | ((entry: JsonlValue) => void);

export async function readJsonl(path: string, onValue: JsonlValueHandler, options: ReadJsonlOptions = {}): Promise<JsonlReadStats> {
  const startOffset = options.startOffset ?? 0;
  const gzip = options.gzip ?? path.endsWith('.gz');
  // a plain file's chunks are lent (file-chunks.ts): the reader copies the pieces of a line it keeps past a chunk; the
  // inflater holds on to what it is given, so a gzip file's are its own
  const lent = !gzip;
  const reader = new JsonlLineReader(onValue, options, lent);
  const chunkBytes = options.chunkBytes ?? 1 << 20;
  const head = options.headBytes === undefined ? undefined : new HeadHash(options.headBytes);
  const chunks = fileChunks(path, gzip ? 0 : startOffset, chunkBytes, head, lent);
  try {
    if (!gzip) {
      await reader.consume(chunks, 0, Number.POSITIVE_INFINITY);
    } else {
      // bytes, not objects: at most about one chunk read ahead of the inflating
      const file = Readable.from(chunks, { objectMode: false, highWaterMark: chunkBytes });
      const source: Readable = file.pipe(createGunzip());
      file.on('error', (error) => source.destroy(error));
      try {
        await reader.consume(source, startOffset, options.maxDecompressedBytes ?? DEFAULT_MAX_DECOMPRESSED_BYTES);
      } finally {
        source.destroy();
        file.destroy();
      }
    }
  } finally {
    // a reader that stopped early closes the file now (and completes the head hash), not when it is collected
    chunks.return();
  }
  const headHash = head?.digest();
  if (headHash !== undefined) reader.stats.headHash = headHash;
  return reader.stats;
}

class JsonlLineReader {
  readonly stats: JsonlReadStats;
  private readonly maxLineBytes: number;
  private readonly streamParseMinBytes: number;
  private readonly maxStringChars: number;
  private readonly skeleton: LineSkeleton | undefined;

  /** Pieces of the current line seen so far (when it spans chunks). */
  private pieces: Buffer[] = [];
  private lineBytes = 0;
  private lineStart: number;
  private lineNumber: number;
  private large: LargeLineParser | undefined;
  private skipping = false;
  /** The line terminator: LF, or CR for a file with CR-only endings. */
  private newline = NEWLINE;

  constructor(
    private readonly onValue: JsonlValueHandler,
    options: ReadJsonlOptions,
    private readonly lentChunks = false,
  ) {
    this.maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
    this.streamParseMinBytes = Math.min(options.streamParseMinBytes ?? DEFAULT_STREAM_PARSE_MIN_BYTES, this.maxLineBytes);
    this.maxStringChars = options.maxStringChars ?? DEFAULT_MAX_STRING_CHARS;
    this.skeleton = options.fastParse === false ? undefined : options.skeleton;
    this.lineStart = options.startOffset ?? 0;
    this.lineNumber = (options.startLine ?? 0) + 1;
    this.stats = {
      lines: 0,
      values: 0,
      malformedLines: 0,
      oversizeLines: 0,
      invalidUtf8Lines: 0,
      problems: [],
      bytesRead: 0,
      consumedOffset: this.lineStart,
      consumedLines: options.startLine ?? 0,
      partialLineBytes: 0,
      stopped: false,
      crLineEndings: false,
      decompressedCapReached: false,
      partialLineOversize: false,
    };
  }

  /**
   * Whether the handler stopped the reading. A method, not the field: after one check the compiler takes
   * `this.stats.stopped` to stay false, not seeing that the handler (run inside parseLine) may set it.
   */
  private stopped(): boolean {
    return this.stats.stopped;
  }

  /** `skipBytes`: decompressed bytes to pass over first (gzip cannot seek); `maxBytes`: bytes read at most (skipped ones included). */
  async consume(source: AsyncIterable<Buffer> | Iterable<Buffer>, skipBytes: number, maxBytes: number): Promise<void> {
    let toSkip = skipBytes;
    let first = this.lineStart === 0;
    let firstChunk = true;
    let total = 0;
    for await (const raw of source) {
      if (this.stopped()) break;
      let chunk = raw;
      total += chunk.length;
      if (total > maxBytes) {
        chunk = chunk.subarray(0, chunk.length - (total - maxBytes));
        this.stats.decompressedCapReached = true;
      }
      if (toSkip > 0) {
        const skipped = Math.min(toSkip, chunk.length);
        toSkip -= skipped;
        chunk = chunk.subarray(skipped);
        if (chunk.length === 0) continue;
      }
      this.stats.bytesRead += chunk.length;
      if (firstChunk) {
        firstChunk = false;
        this.detectLineEndings(chunk);
      }
      let position = 0;
      if (first) {
        first = false;
        if (chunk.length >= 3 && chunk.subarray(0, 3).equals(BOM)) {
          position = 3;
          this.lineStart = 3;
          this.stats.consumedOffset = 3;
        }
      }
      while (position < chunk.length) {
        const newline = chunk.indexOf(this.newline, position);
        if (newline === -1) {
          await this.addPiece(chunk.subarray(position));
          break;
        }
        if (this.lineBytes === 0 && newline - position < this.streamParseMinBytes) {
          this.parseLine(chunk, position, newline);
          this.endLine(newline - position + 1);
        } else {
          await this.addPiece(chunk.subarray(position, newline));
          await this.finishSpanningLine();
        }
        position = newline + 1;
        if (this.stopped()) return;
      }
      if (this.stats.decompressedCapReached) break;
    }
    if (this.stats.decompressedCapReached) {
      // the line cut by the cap is not left for a later run: the file is not being written, it is too big
      this.large?.abort();
      this.large = undefined;
      this.resetLine();
      return;
    }
    await this.finishTail();
  }

  /**
   * CR-only endings: the first chunk has a carriage return inside it and not a single newline (a CR as
   * its very last byte may be a CRLF line whose newline is still being written).
   */
  private detectLineEndings(chunk: Buffer): void {
    const carriageReturn = chunk.indexOf(CARRIAGE_RETURN);
    if (chunk.indexOf(NEWLINE) !== -1 || carriageReturn === -1 || carriageReturn === chunk.length - 1) return;
    this.newline = CARRIAGE_RETURN;
    this.stats.crLineEndings = true;
  }

  private async addPiece(piece: Buffer): Promise<void> {
    if (this.skipping) {
      this.lineBytes += piece.length;
      return;
    }
    this.lineBytes += piece.length;
    if (this.lineBytes > this.maxLineBytes) {
      this.large?.abort();
      this.large = undefined;
      this.pieces = [];
      this.skipping = true;
      return;
    }
    // a lent chunk is read over by the next one: what the line keeps of it is a copy
    const held = this.lentChunks ? Buffer.from(piece) : piece;
    if (this.large) {
      await this.large.write(held);
      return;
    }
    this.pieces.push(held);
    if (this.lineBytes >= this.streamParseMinBytes) {
      this.large = new (await largeLineParser())(this.maxStringChars);
      for (const held of this.pieces) await this.large.write(held);
      this.pieces = [];
    }
  }

  /** Ends a line whose bytes were collected by addPiece (it spans chunks or is long). */
  private async finishSpanningLine(): Promise<void> {
    const totalLength = this.lineBytes + 1;
    if (this.skipping) {
      this.recordOversize(this.lineBytes);
    } else if (this.large) {
      await this.finishLarge(this.large);
    } else {
      // one piece is the line as it is: no copy
      const [first] = this.pieces;
      const line = first !== undefined && this.pieces.length === 1 ? first : Buffer.concat(this.pieces);
      this.parseLine(line, 0, line.length);
    }
    this.endLine(totalLength);
  }

  private async finishLarge(parser: LargeLineParser): Promise<void> {
    this.large = undefined;
    try {
      this.acceptValue(await parser.end());
    } catch (error) {
      this.recordMalformed(errorMessage(error));
    }
  }

  /** At end of input: a last line without newline is consumed only if it is complete JSON. */
  private async finishTail(): Promise<void> {
    if (this.lineBytes === 0 && this.pieces.length === 0 && !this.large) return;
    if (this.skipping || !(await this.tailIsComplete())) {
      this.stats.partialLineBytes = this.lineBytes;
      this.stats.partialLineOversize = this.skipping;
      this.large?.abort();
      this.resetLine();
      return;
    }
    this.endLine(this.lineBytes);
  }

  private async tailIsComplete(): Promise<boolean> {
    if (this.large) {
      const parser = this.large;
      this.large = undefined;
      try {
        this.acceptValue(await parser.end());
        return true;
      } catch {
        return false;
      }
    }
    const line = Buffer.concat(this.pieces);
    const text = decodeLine(line, 0, line.length);
    if (text.trim() === '') return true;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return false;
    }
    this.acceptValue(value, hasInvalidUtf8(text, line, 0, line.length));
    return true;
  }

  private parseLine(buffer: Buffer, start: number, end: number): void {
    if (this.skeleton && this.parseSkeleton(this.skeleton, buffer, start, end)) return;
    const text = decodeLine(buffer, start, end);
    if (isBlank(text)) return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      this.recordMalformed(errorMessage(error));
      return;
    }
    this.acceptValue(value, hasInvalidUtf8(text, buffer, start, end));
  }

  /** Hands on the line's skeleton, if its format's fast path gives one. */
  private parseSkeleton(skeleton: LineSkeleton, buffer: Buffer, start: number, end: number): boolean {
    const value = skeleton(buffer, start, contentEnd(buffer, start, end));
    if (value === undefined) return false;
    this.stats.values++;
    const whole = () => JSON.parse(decodeLine(buffer, start, end)) as Record<string, unknown>;
    if (this.onValue({ line: this.lineNumber, offset: this.lineStart, value, whole }) === false) this.stats.stopped = true;
    return true;
  }

  private acceptValue(value: unknown, invalidUtf8 = false): void {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.recordMalformed('not a JSON object');
      return;
    }
    if (invalidUtf8) {
      this.stats.invalidUtf8Lines++;
      this.recordProblem('invalid-utf8', 'invalid UTF-8 (decoded with replacement characters)');
    }
    this.stats.values++;
    if (this.onValue({ line: this.lineNumber, offset: this.lineStart, value: value as Record<string, unknown> }) === false) {
      this.stats.stopped = true;
    }
  }

  private recordMalformed(message: string): void {
    this.stats.malformedLines++;
    this.recordProblem('malformed', `malformed JSON: ${message}`);
  }

  private recordOversize(bytes: number): void {
    this.stats.oversizeLines++;
    this.recordProblem('oversize', `line of ${bytes} bytes is over the ${this.maxLineBytes}-byte limit; skipped`);
  }

  private recordProblem(kind: JsonlProblemKind, message: string): void {
    if (this.stats.problems.length < MAX_PROBLEMS_KEPT) this.stats.problems.push({ kind, line: this.lineNumber, message });
  }

  private endLine(length: number): void {
    this.stats.lines++;
    this.lineStart += length;
    this.lineNumber++;
    this.stats.consumedOffset = this.lineStart;
    this.stats.consumedLines++;
    this.resetLine();
  }

  private resetLine(): void {
    this.pieces = [];
    this.lineBytes = 0;
    this.skipping = false;
  }
}

/** stream-json is loaded for the first line of `streamParseMinBytes` (8 MiB) or more: most runs meet none (~10 ms at start-up). */
async function largeLineParser(): Promise<typeof LargeLineParser> {
  return (await import('./large-line-parser.js')).LargeLineParser;
}

function decodeLine(buffer: Buffer, start: number, end: number): string {
  return utf8Text(buffer, start, contentEnd(buffer, start, end));
}

/** The line's end without the CR of a CRLF ending. */
function contentEnd(buffer: Buffer, start: number, end: number): number {
  return end > start && buffer[end - 1] === CARRIAGE_RETURN ? end - 1 : end;
}

/** Whether the text's replacement characters come from invalid bytes (not from the log): the bytes are looked at only then. */
function hasInvalidUtf8(text: string, bytes: Buffer, start: number, end: number): boolean {
  return text.includes('\uFFFD') && !isUtf8(bytes.subarray(start, end));
}

function isBlank(text: string): boolean {
  return text.length === 0 || (text.charCodeAt(0) <= 0x20 && text.trim().length === 0);
}

// V8 quotes up to ~30 characters of the line in a JSON.parse message (`Unexpected token 'x', "{"a": sk-ant-api"... is
// not valid JSON`): an excerpt cut from log text, unredacted, which would be printed and stored. The excerpt is left out.
const JSON_EXCERPT = /, ".*"(?:\.\.\.)? is not valid JSON$/s;
const WHOLE_JSON_EXCERPT = /^".*"(?:\.\.\.)? is not valid JSON$/s;

function errorMessage(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error))
    .replace(JSON_EXCERPT, ' (not valid JSON)')
    .replace(WHOLE_JSON_EXCERPT, 'not valid JSON');
  return message.length > 160 ? `${message.slice(0, 157)}...` : message;
}
