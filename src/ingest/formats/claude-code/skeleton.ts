/**
 * The fast path for big Claude Code `user` lines (docs/performance.md "Parse less"): most of a transcript's
 * bytes are tool-result payloads, of which the adapter needs the size and the first characters.
 *
 * One walk over the line's bytes follows its JSON structure; every string is measured by the WebAssembly
 * scanner (util/line-strings.ts), which checks its body as JSON.parse would and counts the bytes its escapes
 * save. A payload string of CUT_MIN_BYTES or more is cut to about its first PREFIX_BYTES (at a character and
 * escape boundary), its exact size kept beside the value (ingest/cut-strings.ts); then the shortened text is
 * decoded and parsed — a valid string body replaced by another is still JSON exactly when the line was, and
 * the line must be valid UTF-8, so the value is the one JSON.parse makes of the line but for the cut strings.
 * Anything the walk is not sure of gives undefined and the line is parsed whole: no `"type":"user"` at the
 * top, a key with an escape in it, a key that matters given twice, nesting past MAX_DEPTH, a string the
 * scanner refuses, text that does not parse, nothing to cut.
 *
 * Payload strings, the only ones cut: in `message.content[i]` its `content` string, the `text` of its
 * `content[j]` parts and the `source.data` of them; the `source.data` of `message.content[i]` itself (an
 * image the user pasted, which nothing reads); in `toolUseResult` every string but its `agentId` and `filenames`. The adapter asks for the whole line when it needs a payload's whole text (tool-result.ts
 * `needsWholeText`).
 */
import { isAscii, isUtf8 } from 'node:buffer';
import { recordCut } from '../../cut-strings.js';
import { asArray, asRecord, type JsonRecord } from '../../json-guards.js';
import { lineStrings, type LineStrings } from '../../../util/line-strings.js';
import { utf8Text } from '../../../util/utf8-text.js';

/** Payload strings with fewer bytes in their body are kept whole. */
export const CUT_MIN_BYTES = 2048;
/** Bytes kept of a cut string at most (its start: tool-result.ts reads ~60 characters of it). */
export const PREFIX_BYTES = 512;
/** Lines shorter than this are parsed whole: they cannot hold a string worth cutting. */
const MIN_LINE_BYTES = CUT_MIN_BYTES + 64;
/** Deeper values are left to JSON.parse (the walk recurses). */
const MAX_DEPTH = 64;
/** How a Claude Code user line names its type; the walk checks it is the top-level `type`. */
const USER_TYPE = Buffer.from('"type":"user"');

// What a value is to the walk, by where it is.
const OTHER = 0;
const ROOT = 1;
const TYPE = 2;
const MESSAGE = 3;
/** message.content */
const BLOCKS = 4;
/** message.content[i] */
const BLOCK = 5;
/** message.content[i].content: the result's text, or its parts */
const RESULT_CONTENT = 6;
/** message.content[i].content[j] */
const PART = 7;
/** …[j].text */
const PART_TEXT = 8;
/** …[j].source */
const SOURCE = 9;
/** …[j].source.data */
const SOURCE_DATA = 10;
/** message.content[i].source: a block's own image, which nothing reads */
const BLOCK_SOURCE = 13;
/** toolUseResult */
const RESULT = 11;
/** anything in toolUseResult but its agentId and filenames */
const PAYLOAD = 12;
type Role = number;

const key = (text: string) => Buffer.from(text, 'ascii');
const KEYS = {
  type: key('type'),
  message: key('message'),
  toolUseResult: key('toolUseResult'),
  content: key('content'),
  text: key('text'),
  source: key('source'),
  data: key('data'),
  agentId: key('agentId'),
  filenames: key('filenames'),
};
const USER = key('user');

/** The bytes of a string left out: from the end of the prefix kept to its closing quote. */
interface Cut {
  keepEnd: number;
  close: number;
}

/** A cut string's size, and where it is in the value. */
interface CutRecord {
  block: number;
  /** -1: the block's `content` string itself. */
  part: number;
  key: 'content' | 'text' | 'data';
  utf8Bytes: number;
  utf16Length: number | undefined;
}

/** Why the walk gave up: the line is parsed whole. */
class NotSure extends Error {}
const NOT_SURE = new NotSure();

/** The shortened text is assembled here, made on first use (the live hook loads this module, never runs it) and grown for longer lines. */
let scratch = Buffer.alloc(0);
const SCRATCH_MIN_BYTES = 64 * 1024;

/**
 * The value of a big `user` line with its payload strings cut, or undefined: the line is then parsed whole
 * (not such a line, not valid UTF-8 or JSON, nothing to cut, or anything the walk is not sure of).
 */
export function userLineSkeleton(bytes: Buffer, start: number, end: number): JsonRecord | undefined {
  if (end - start < MIN_LINE_BYTES) return undefined;
  const line = bytes.subarray(start, end);
  if (line.indexOf(USER_TYPE) === -1 || !isUtf8(line)) return undefined;
  const strings = lineStrings();
  if (!strings?.load(bytes, start, end)) return undefined;
  const walk = new LineWalk(bytes, start, end, strings);
  try {
    walk.root();
  } catch (error) {
    if (error === NOT_SURE) return undefined;
    throw error;
  }
  if (!walk.isUser || walk.cuts.length === 0) return undefined;
  const text = shortened(bytes, start, end, walk.cuts);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const root = asRecord(value);
  return root && keepSizes(root, walk.records) ? root : undefined;
}

/** The line without the cut parts of its strings: [keepEnd, close) of each cut. */
function shortened(bytes: Buffer, start: number, end: number, cuts: readonly Cut[]): string {
  let length = end - start;
  for (const { keepEnd, close } of cuts) length -= close - keepEnd;
  if (scratch.length < length) scratch = Buffer.allocUnsafe(Math.max(length, 2 * scratch.length, SCRATCH_MIN_BYTES));
  let from = start;
  let to = 0;
  for (const { keepEnd, close } of cuts) {
    to += bytes.copy(scratch, to, from, keepEnd);
    from = close;
  }
  to += bytes.copy(scratch, to, from, end);
  return utf8Text(scratch, 0, to);
}

/** Puts each cut string's size beside it; false when the value is not shaped as the walk saw it (a bug). */
function keepSizes(root: JsonRecord, records: readonly CutRecord[]): boolean {
  const blocks = asArray(asRecord(root.message)?.content);
  for (const record of records) {
    let holder = asRecord(blocks?.[record.block]);
    if (record.part >= 0) holder = asRecord(asArray(holder?.content)?.[record.part]);
    if (record.key === 'data') holder = asRecord(holder?.source);
    if (!holder || typeof holder[record.key] !== 'string') return false;
    recordCut(holder, record.key, record.utf8Bytes, record.utf16Length);
  }
  return true;
}

/** Digits, letters, + - . : what numbers and true, false, null are written with. */
function isScalarByte(byte: number): boolean {
  return (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a) || byte === 0x2b || byte === 0x2d || byte === 0x2e;
}

class LineWalk {
  private position: number;
  readonly cuts: Cut[] = [];
  readonly records: CutRecord[] = [];
  isUser = false;
  private block = -1;
  private part = -1;

  constructor(
    private readonly bytes: Buffer,
    start: number,
    private readonly end: number,
    private readonly strings: LineStrings,
  ) {
    this.position = start;
  }

  root(): void {
    this.skipSpace();
    if (this.byte() !== 0x7b) throw NOT_SURE;
    this.object(ROOT, 0);
    this.skipSpace();
    if (this.position !== this.end) throw NOT_SURE;
  }

  private value(role: Role, depth: number): void {
    this.skipSpace();
    const byte = this.byte();
    if (byte === 0x22) this.string(role);
    else if (byte === 0x7b) this.object(role, depth + 1);
    else if (byte === 0x5b) this.array(role, depth + 1);
    else this.scalar();
  }

  private object(role: Role, depth: number): void {
    if (depth > MAX_DEPTH) throw NOT_SURE;
    this.position++;
    this.skipSpace();
    if (this.byte() === 0x7d) {
      this.position++;
      return;
    }
    let seen = 0;
    for (;;) {
      this.skipSpace();
      if (this.byte() !== 0x22) throw NOT_SURE;
      const keyStart = this.position + 1;
      const keyEnd = this.close(this.position);
      // a key with an escape may spell one of those below: leave it to JSON.parse
      if (this.strings.savedBytes() !== 0) throw NOT_SURE;
      this.position = keyEnd + 1;
      this.skipSpace();
      if (this.byte() !== 0x3a) throw NOT_SURE;
      this.position++;
      const child = this.childRole(role, keyStart, keyEnd);
      if (child !== OTHER && child !== PAYLOAD) {
        // a key that matters given twice: JSON.parse keeps the last, the walk would have to know which
        if (seen & (1 << child)) throw NOT_SURE;
        seen |= 1 << child;
      }
      this.value(child, depth);
      this.skipSpace();
      const next = this.byte();
      this.position++;
      if (next === 0x7d) return;
      if (next !== 0x2c) throw NOT_SURE;
    }
  }

  private array(role: Role, depth: number): void {
    if (depth > MAX_DEPTH) throw NOT_SURE;
    const item = role === BLOCKS ? BLOCK : role === RESULT_CONTENT ? PART : role === RESULT || role === PAYLOAD ? PAYLOAD : OTHER;
    this.position++;
    this.skipSpace();
    if (this.byte() === 0x5d) {
      this.position++;
      return;
    }
    for (let index = 0; ; index++) {
      if (item === BLOCK) this.block = index;
      else if (item === PART) this.part = index;
      this.value(item, depth);
      this.skipSpace();
      const next = this.byte();
      this.position++;
      if (next === 0x5d) return;
      if (next !== 0x2c) throw NOT_SURE;
    }
  }

  private childRole(role: Role, keyStart: number, keyEnd: number): Role {
    switch (role) {
      case ROOT:
        if (this.keyIs(keyStart, keyEnd, KEYS.type)) return TYPE;
        if (this.keyIs(keyStart, keyEnd, KEYS.message)) return MESSAGE;
        return this.keyIs(keyStart, keyEnd, KEYS.toolUseResult) ? RESULT : OTHER;
      case MESSAGE:
        return this.keyIs(keyStart, keyEnd, KEYS.content) ? BLOCKS : OTHER;
      case BLOCK:
        if (this.keyIs(keyStart, keyEnd, KEYS.content)) return RESULT_CONTENT;
        return this.keyIs(keyStart, keyEnd, KEYS.source) ? BLOCK_SOURCE : OTHER;
      case BLOCK_SOURCE:
        return this.keyIs(keyStart, keyEnd, KEYS.data) ? PAYLOAD : OTHER;
      case PART:
        if (this.keyIs(keyStart, keyEnd, KEYS.text)) return PART_TEXT;
        return this.keyIs(keyStart, keyEnd, KEYS.source) ? SOURCE : OTHER;
      case SOURCE:
        return this.keyIs(keyStart, keyEnd, KEYS.data) ? SOURCE_DATA : OTHER;
      case RESULT:
        return this.keyIs(keyStart, keyEnd, KEYS.agentId) || this.keyIs(keyStart, keyEnd, KEYS.filenames) ? OTHER : PAYLOAD;
      case PAYLOAD:
        return PAYLOAD;
      default:
        return OTHER;
    }
  }

  private string(role: Role): void {
    const body = this.position + 1;
    const close = this.close(this.position);
    this.position = close + 1;
    if (role === TYPE) {
      if (this.keyIs(body, close, USER)) this.isUser = true;
      return;
    }
    if (close - body < CUT_MIN_BYTES) return;
    if (role === RESULT_CONTENT) this.cut(body, close, { block: this.block, part: -1, key: 'content' });
    else if (role === PART_TEXT) this.cut(body, close, { block: this.block, part: this.part, key: 'text' });
    else if (role === SOURCE_DATA) this.cut(body, close, { block: this.block, part: this.part, key: 'data' });
    else if (role === RESULT || role === PAYLOAD) this.cut(body, close, undefined);
  }

  /** Leaves out the string's bytes after its first PREFIX_BYTES, keeping its size where `at` says it is read. */
  private cut(body: number, close: number, at: Pick<CutRecord, 'block' | 'part' | 'key'> | undefined): void {
    const saved = this.strings.savedBytes();
    this.cuts.push({ keepEnd: this.prefixEnd(body + PREFIX_BYTES, body), close });
    if (!at) return;
    const utf16Length = at.key === 'data' ? this.utf16Length(body, close, saved) : undefined;
    this.records.push({ ...at, utf8Bytes: close - body - saved, utf16Length });
  }

  /**
   * Where the kept prefix ends, at or before `at`: not inside a UTF-8 sequence, not inside an escape. An
   * escape is at most 6 bytes (\uXXXX); when a backslash is among the 5 before, the prefix ends before the
   * run of backslashes it belongs to — after a byte that is no backslash, a new character or escape starts.
   */
  private prefixEnd(at: number, body: number): number {
    let end = at;
    while (((this.bytes[end] ?? 0) & 0xc0) === 0x80) end--;
    for (let index = Math.max(body, end - 5); index < end; index++) {
      if (this.bytes[index] !== 0x5c) continue;
      let runStart = index;
      while (runStart > body && this.bytes[runStart - 1] === 0x5c) runStart--;
      return runStart;
    }
    return end;
  }

  /** The `length` of the string JSON.parse makes of the body (image data: measured by its length, not bytes). */
  private utf16Length(body: number, close: number, saved: number): number {
    if (saved === 0 && isAscii(this.bytes.subarray(body, close))) return close - body;
    return (JSON.parse(this.bytes.toString('utf8', body - 1, close + 1)) as string).length;
  }

  /** A number, true, false or null: passed over by its characters (JSON.parse checks the token itself, never a quote). */
  private scalar(): void {
    const start = this.position;
    while (isScalarByte(this.byte())) this.position++;
    if (this.position === start) throw NOT_SURE;
  }

  /** The byte at the walk's position, -1 past the line's end. */
  private byte(): number {
    return this.position < this.end ? (this.bytes[this.position] ?? -1) : -1;
  }

  private close(quote: number): number {
    const close = this.strings.close(quote);
    if (close < 0) throw NOT_SURE;
    return close;
  }

  private keyIs(start: number, end: number, name: Buffer): boolean {
    if (end - start !== name.length) return false;
    for (let index = 0; index < name.length; index++) if (this.bytes[start + index] !== name[index]) return false;
    return true;
  }

  private skipSpace(): void {
    for (;;) {
      const byte = this.byte();
      if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) return;
      this.position++;
    }
  }
}
