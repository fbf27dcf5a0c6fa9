/**
 * The JSON strings of one line at a time, measured by the WebAssembly scanner (util/json-string-wasm.ts) in its
 * own copy of the line (its memory, reused from line to line and grown for a longer one). Positions are the
 * caller's: indices into the Buffer the line was loaded from.
 */
import { FREE_ADDRESS, newJsonStringScanner, SAVED_BYTES_ADDRESS, type JsonStringScanner } from './json-string-wasm.js';
import { growTo } from './wasm-assembler.js';

/** Where the line goes in the scanner's memory. */
const LINE_ADDRESS = FREE_ADDRESS;

export class LineStrings {
  private bytes: Uint8Array;
  private words: Int32Array;
  /** The loaded line's start in the caller's Buffer, minus LINE_ADDRESS: caller position → memory address. */
  private shift = 0;
  private lineEnd = 0;

  constructor(private readonly scanner: JsonStringScanner) {
    this.bytes = new Uint8Array(scanner.memory.buffer);
    this.words = new Int32Array(scanner.memory.buffer);
  }

  /** Copies the line in; false when the scanner's memory cannot grow to hold it. */
  load(buffer: Buffer, start: number, end: number): boolean {
    const needed = LINE_ADDRESS + end - start;
    const { memory } = this.scanner;
    if (memory.buffer.byteLength < needed) {
      if (!growTo(memory, needed)) return false;
      this.bytes = new Uint8Array(memory.buffer);
      this.words = new Int32Array(memory.buffer);
    }
    this.bytes.set(buffer.subarray(start, end), LINE_ADDRESS);
    this.shift = start - LINE_ADDRESS;
    this.lineEnd = needed;
    return true;
  }

  /**
   * The index of the closing quote of the string whose opening quote is at `quote`, or -1 when its body is not
   * one JSON.parse accepts or it does not end on the line. `savedBytes` then tells about this string.
   */
  close(quote: number): number {
    const found = this.scanner.scan(quote + 1 - this.shift, this.lineEnd);
    return found < 0 ? -1 : found + this.shift;
  }

  /** Of the string last closed: its body's bytes minus this are the UTF-8 bytes of the string JSON.parse makes. */
  savedBytes(): number {
    return this.words[SAVED_BYTES_ADDRESS >> 2] ?? 0;
  }
}

let shared: LineStrings | null | undefined;

/** The one instance (a line at a time), or null where WebAssembly cannot run (`node --jitless`). */
export function lineStrings(): LineStrings | null {
  if (shared === undefined) {
    const scanner = newJsonStringScanner();
    shared = scanner ? new LineStrings(scanner) : null;
  }
  return shared;
}
