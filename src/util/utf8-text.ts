/**
 * Bytes to text, exactly as `buffer.toString('utf8', start, end)` decodes them, faster for long lines.
 *
 * Most of a transcript's bytes are in a few long lines, and most of those are not ASCII (Claude Code's Read
 * results number their lines with `→`). V8 decodes them one character at a time (~1.2 ns a byte on the bench
 * corpus, a quarter of reading); the WebAssembly decoder of util/utf8-wasm.ts, which widens sixteen ASCII bytes
 * at a time, writes the UTF-16 into its own memory, reused from line to line, and one copy makes it a string:
 * 2.4× faster, decoding and parsing such lines 27% faster, analyze −3% (ICU's `buffer.transcode`, tried first,
 * left memory behind: docs/performance.md). A long ASCII line is copied as Latin-1, which it also is. What the
 * decoder refuses (invalid UTF-8, where V8 puts replacement characters), a line over FAST_MAX_BYTES and a short
 * line are decoded by `toString` as before — so the text is the same either way, which a property test holds
 * both to. Where WebAssembly cannot run (`node --jitless`), every line is.
 */
import { isAscii } from 'node:buffer';
import { newUtf8Decoder, type Utf8Decoder } from './utf8-wasm.js';
import { growTo } from './wasm-assembler.js';

/** Shorter lines are left to `toString`: looking at their bytes first costs what the decoder would save. */
const FAST_MIN_BYTES = 4096;
/**
 * Longer lines too: Node makes a Latin-1 or UTF-16 string of a million characters or more an external one
 * (malloc'd, freed only when V8 collects it: ~50 MB more peak RSS reading the bench corpus as one file), where
 * `toString('utf8')` keeps it in V8's heap; and the decoder's memory (3 bytes for each byte of the longest
 * line) never shrinks.
 */
const FAST_MAX_BYTES = 512 * 1024;

/** The decoder, with views of its memory (made again when it grows); null where it cannot run. */
interface Fast {
  decoder: Utf8Decoder;
  bytes: Uint8Array;
  units: Buffer;
}

let fast: Fast | null | undefined;

function fastDecoder(): Fast | null {
  if (fast === undefined) {
    const decoder = newUtf8Decoder();
    fast = decoder ? { decoder, bytes: new Uint8Array(decoder.memory.buffer), units: Buffer.from(decoder.memory.buffer) } : null;
  }
  return fast;
}

/** Whether the decoder's memory holds the line and its UTF-16 (twice its bytes at most), grown when it did not. */
function fits(wasm: Fast, lineBytes: number): boolean {
  const { memory } = wasm.decoder;
  const needed = 3 * lineBytes + 32;
  if (memory.buffer.byteLength >= needed) return true;
  // no memory to grow into: this line is V8's
  if (!growTo(memory, needed)) return false;
  wasm.bytes = new Uint8Array(memory.buffer);
  wasm.units = Buffer.from(memory.buffer);
  return true;
}

export function utf8Text(buffer: Buffer, start: number, end: number): string {
  const length = end - start;
  if (length >= FAST_MIN_BYTES && length <= FAST_MAX_BYTES) {
    const line = buffer.subarray(start, end);
    if (isAscii(line)) return buffer.toString('latin1', start, end);
    const wasm = fastDecoder();
    if (wasm && fits(wasm, length)) {
      wasm.bytes.set(line, 0);
      // the UTF-16 after the line, 16-byte aligned for the SIMD stores
      const out = (length + 15) & ~15;
      const units = wasm.decoder.decode(0, length, out);
      if (units >= 0) return wasm.units.toString('utf16le', out, out + 2 * units);
    }
  }
  return buffer.toString('utf8', start, end);
}
