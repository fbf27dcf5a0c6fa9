/**
 * Bytes to text, exactly as `buffer.toString('utf8', start, end)` decodes them, faster for long lines that
 * are not ASCII.
 *
 * Most of a transcript's bytes are in a few long lines, and most of those are not ASCII (Claude Code's Read
 * results number their lines with `→`). V8 decodes such a line one character at a time; ICU's converter
 * (`buffer.transcode` to UTF-16, then a copy) does it in ~60% of the time (bench corpus: 1.24 → ~0.7 ns a
 * byte; decoding and parsing every line, 13% less), and a long ASCII line is copied as Latin-1, which it also
 * is. ICU refuses invalid UTF-8 (it throws where V8 puts replacement characters): such a line, and a short one,
 * is decoded by `toString` as before — so the text is the same either way, which a property test holds both to.
 * The price is memory: ICU's copy is a Buffer that lives until the next young-generation collection (peak RSS
 * +20–40 MB on the bench corpus; docs/performance.md).
 */
import { isAscii, transcode } from 'node:buffer';

/** Shorter lines are left to `toString`: looking at their bytes first costs what ICU would save. */
const TRANSCODE_MIN_BYTES = 4096;

/** Node built without ICU (`--without-intl`) has no transcode. */
const canTranscode = typeof transcode === 'function' && process.versions.icu !== undefined;

export function utf8Text(buffer: Buffer, start: number, end: number): string {
  if (canTranscode && end - start >= TRANSCODE_MIN_BYTES) {
    const bytes = buffer.subarray(start, end);
    // ASCII is Latin-1 too: a plain copy, without V8's look at every byte
    if (isAscii(bytes)) return buffer.toString('latin1', start, end);
    try {
      return transcode(bytes, 'utf8', 'utf16le').toString('utf16le');
    } catch {
      // invalid UTF-8: V8's decoder replaces what ICU refuses
    }
  }
  return buffer.toString('utf8', start, end);
}
