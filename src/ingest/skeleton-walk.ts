/**
 * What every format's skeleton (its fast path for big lines: formats/claude-code/skeleton.ts,
 * formats/codex/skeleton.ts) is made of: one walk over a line's bytes that follows its JSON structure, and
 * the shortened line parsed.
 *
 * Every string is measured by the WebAssembly scanner (util/line-strings.ts), which checks its body as
 * JSON.parse would and counts the bytes its escapes save. The format's walk says which value is what (by
 * the key that holds it) and which strings it cuts: a cut string keeps about its first PREFIX_BYTES (at a
 * character and escape boundary), its exact size known to the format (ingest/cut-strings.ts keeps it beside
 * the value). Then the shortened text is decoded and parsed — a valid string body replaced by another is
 * still JSON exactly when the line was, and the line must be valid UTF-8, so the value is the one JSON.parse
 * makes of the line but for the cut strings. Anything the walk is not sure of gives undefined and the line is
 * parsed whole: a key with an escape in it, a key that matters given twice, nesting past MAX_DEPTH, a string
 * the scanner refuses, text that does not parse, nothing to cut.
 */
import { isAscii, isUtf8 } from 'node:buffer';
import { asRecord, type JsonRecord } from './json-guards.js';
import { lineStrings, type LineStrings } from '../util/line-strings.js';
import { utf8Text } from '../util/utf8-text.js';

/** Payload strings with fewer bytes in their body are kept whole. */
export const CUT_MIN_BYTES = 2048;
/** Bytes kept of a cut string at most (its start: the adapters read ~60 characters of it). */
export const PREFIX_BYTES = 512;
/** Lines shorter than this are parsed whole: they cannot hold a string worth cutting. */
export const MIN_LINE_BYTES = CUT_MIN_BYTES + 64;
/** Deeper values are left to JSON.parse (the walk recurses). */
const MAX_DEPTH = 64;

/** What a value is to the walk, by where it is: numbers a format gives its own meaning, 0 for "nothing to it". */
export type Role = number;
export const OTHER: Role = 0;

/** The bytes of a string left out: from the end of the prefix kept to its closing quote. */
export interface Cut {
  keepEnd: number;
  close: number;
}

/** Why the walk gave up: the line is parsed whole. */
class NotSure extends Error {}
export const NOT_SURE = new NotSure();

/** The shortened text is assembled here, made on first use (the live hook loads this module, never runs it) and grown for longer lines. */
let scratch = Buffer.alloc(0);
const SCRATCH_MIN_BYTES = 64 * 1024;

/**
 * The line's value with the walk's cuts left out, or undefined: the line is then parsed whole (not valid UTF-8
 * or JSON, nothing to cut, or anything the walk is not sure of). `cutsOf` gives the cuts once the walk is done
 * (a format may choose among them by what it learnt of the line), in the order of the line.
 */
export function readSkeleton<W extends SkeletonWalk>(
  bytes: Buffer,
  start: number,
  end: number,
  makeWalk: (strings: LineStrings) => W,
  cutsOf: (walk: W) => readonly Cut[],
): { root: JsonRecord; walk: W } | undefined {
  if (!isUtf8(bytes.subarray(start, end))) return undefined;
  const strings = lineStrings();
  if (!strings?.load(bytes, start, end)) return undefined;
  const walk = makeWalk(strings);
  try {
    walk.root();
  } catch (error) {
    if (error === NOT_SURE) return undefined;
    throw error;
  }
  const cuts = cutsOf(walk);
  if (cuts.length === 0) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(shortened(bytes, start, end, cuts));
  } catch {
    return undefined;
  }
  const root = asRecord(value);
  return root ? { root, walk } : undefined;
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

/** Digits, letters, + - . : what numbers and true, false, null are written with. */
function isScalarByte(byte: number): boolean {
  return (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a) || byte === 0x2b || byte === 0x2d || byte === 0x2e;
}

/** A key's name as the walk compares it with the line's bytes. */
export function keyBytes(text: string): Buffer {
  return Buffer.from(text, 'ascii');
}

/**
 * The walk over one line. A format says what each value is (`childRole`, `itemRole`), which roles are keys that
 * matter given twice (`unique`), and what to do with each string (`string`, which may call `cutAt`).
 */
export abstract class SkeletonWalk {
  private position: number;

  constructor(
    protected readonly bytes: Buffer,
    start: number,
    private readonly end: number,
    private readonly strings: LineStrings,
  ) {
    this.position = start;
  }

  /** The role of the value of key [keyStart, keyEnd) in an object of `role`. */
  protected abstract childRole(role: Role, keyStart: number, keyEnd: number): Role;
  /** The role of item `index` of an array of `role`. */
  protected abstract itemRole(role: Role, index: number): Role;
  /** A string of `role`, its body [body, close). */
  protected abstract string(role: Role, body: number, close: number): void;
  /** A key of this role given twice in one object leaves the line to JSON.parse (it keeps the last; the walk would have to know which). */
  protected abstract unique(role: Role): boolean;

  root(): void {
    this.skipSpace();
    if (this.byte() !== 0x7b) throw NOT_SURE;
    this.object(this.rootRole(), 0);
    this.skipSpace();
    if (this.position !== this.end) throw NOT_SURE;
  }

  /** The role of the line's object. */
  protected abstract rootRole(): Role;

  private value(role: Role, depth: number): void {
    this.skipSpace();
    const byte = this.byte();
    if (byte === 0x22) {
      const body = this.position + 1;
      const close = this.close(this.position);
      this.position = close + 1;
      this.string(role, body, close);
    } else if (byte === 0x7b) this.object(role, depth + 1);
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
      // a key with an escape may spell one that matters: leave it to JSON.parse
      if (this.strings.savedBytes() !== 0) throw NOT_SURE;
      this.position = keyEnd + 1;
      this.skipSpace();
      if (this.byte() !== 0x3a) throw NOT_SURE;
      this.position++;
      const child = this.childRole(role, keyStart, keyEnd);
      if (this.unique(child)) {
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
    this.position++;
    this.skipSpace();
    if (this.byte() === 0x5d) {
      this.position++;
      return;
    }
    for (let index = 0; ; index++) {
      this.value(this.itemRole(role, index), depth);
      this.skipSpace();
      const next = this.byte();
      this.position++;
      if (next === 0x5d) return;
      if (next !== 0x2c) throw NOT_SURE;
    }
  }

  /**
   * The cut of the string whose body is [body, close) — its bytes after the first PREFIX_BYTES left out — and
   * the UTF-8 size of the string JSON.parse makes of it. Call it from `string`, before any other string is read.
   */
  protected cutAt(body: number, close: number): { cut: Cut; utf8Bytes: number } {
    return { cut: { keepEnd: this.prefixEnd(body + PREFIX_BYTES, body), close }, utf8Bytes: close - body - this.strings.savedBytes() };
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

  /** The `length` of the string JSON.parse makes of the body (image data: measured by its length, not bytes). Call it from `string`, as `cutAt`. */
  protected utf16Length(body: number, close: number): number {
    if (this.strings.savedBytes() === 0 && isAscii(this.bytes.subarray(body, close))) return close - body;
    return (JSON.parse(this.bytes.toString('utf8', body - 1, close + 1)) as string).length;
  }

  /** Whether the string of the last body read has escapes (its text differs from its bytes). */
  protected hasEscapes(): boolean {
    return this.strings.savedBytes() !== 0;
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

  protected keyIs(start: number, end: number, name: Buffer): boolean {
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
