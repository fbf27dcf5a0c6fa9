import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Text } from '../../src/util/utf8-text.js';

/** Long enough for the fast path (4,096 bytes and more). */
const LONG = 'x'.repeat(5000);

function bytes(...parts: Array<string | number[]>): Buffer {
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part))));
}

describe('utf8Text', () => {
  it.each<[string, Buffer]>([
    ['a short ASCII line', bytes('{"a":1}')],
    ['a long ASCII line', bytes(LONG)],
    ['a long line with arrows (Read results)', bytes(LONG, '     1→const a = 1;\n     2→')],
    ['a long line with emoji (surrogate pairs)', bytes(LONG, '😀 done ✅')],
    ['a long line starting with a byte order mark', bytes([0xef, 0xbb, 0xbf], LONG, 'é')],
    ['a long line with U+FEFF, U+FFFE and U+FFFD of its own', bytes(LONG, '\uFEFF \uFFFE \uFFFD')],
    ['a long line with a NUL', bytes(LONG, [0x00], 'é')],
    ['a long line with a lone continuation byte', bytes(LONG, 'é', [0x80])],
    ['a long line with a truncated sequence at its end', bytes(LONG, 'é', [0xe2, 0x82])],
    ['a long line with an overlong encoding', bytes(LONG, [0xc0, 0xaf], 'é')],
    ['a long line with an encoded surrogate', bytes(LONG, [0xed, 0xa0, 0x80], 'é')],
    ['a long line with a code point past U+10FFFF', bytes(LONG, [0xf4, 0x90, 0x80, 0x80])],
    ['a long line with 0xFF', bytes(LONG, [0xff], '→')],
    ['a long line with an overlong three-byte form', bytes(LONG, [0xe0, 0x80, 0xaf], 'é')],
    ['a long line with an overlong four-byte form', bytes(LONG, [0xf0, 0x80, 0x80, 0xaf], 'é')],
    ['a long line with a four-byte sequence cut at its end', bytes(LONG, '→', [0xf0, 0x9f, 0x98])],
    ['a long line with a three-byte lead before ASCII', bytes(LONG, [0xe2, 0x41, 0x42], 'é')],
    ['a long line with the leads 0xC1 and 0xF5', bytes(LONG, [0xc1, 0xbf, 0x20, 0xf5, 0x80, 0x80, 0x80], 'é')],
    ['a line of over 512 KiB (left to toString)', bytes('→'.repeat(200_000))],
  ])('%s: as toString', (_name, buffer) => {
    expect(utf8Text(buffer, 0, buffer.length)).toBe(buffer.toString('utf8'));
  });

  it('decodes characters that straddle the sixteen-byte blocks at every offset', () => {
    for (let pad = 4096; pad < 4096 + 20; pad++) {
      const buffer = bytes('a'.repeat(pad), '→é😀中', 'b'.repeat(40), '😀');
      expect(utf8Text(buffer, 0, buffer.length)).toBe(buffer.toString('utf8'));
    }
  });

  it('never shows what a longer line before it left behind', () => {
    const long = bytes('→'.repeat(200_000));
    const short = bytes(LONG, 'é');
    expect(utf8Text(long, 0, long.length)).toBe(long.toString('utf8'));
    expect(utf8Text(short, 0, short.length)).toBe(short.toString('utf8'));
  });

  it('decodes a slice of a larger buffer, as toString does', () => {
    const buffer = bytes('{"before":"→"}\n', LONG, '→ 😀', '\n{"after":"é"}');
    const start = buffer.indexOf(0x0a) + 1;
    const end = buffer.lastIndexOf(0x0a);
    expect(utf8Text(buffer, start, end)).toBe(buffer.toString('utf8', start, end));
  });

  it('is toString for any bytes, valid UTF-8 or not, short or long', () => {
    const validText = fc.string({ unit: 'grapheme', maxLength: 3000 });
    const anyBytes = fc.uint8Array({ maxLength: 6000 }).map((array) => Buffer.from(array));
    const mixed = fc.array(
      fc.oneof(
        validText.map((text) => Buffer.from(text, 'utf8')),
        anyBytes.map((buffer) => buffer.subarray(0, 8)),
      ),
      { maxLength: 8 },
    );
    const long = fc.tuple(mixed, fc.integer({ min: 3900, max: 4200 })).map(([parts, pad]) => Buffer.concat([Buffer.alloc(pad, 0x61), ...parts]));
    // mostly valid text past the threshold, with a stray byte now and then
    const text = fc.string({ unit: fc.constantFrom('a', ' ', '→', 'é', '😀', '中', '\n', '\u0000', '\uFEFF'), minLength: 1500, maxLength: 2500 });
    const nearlyValid = fc.tuple(text, fc.option(fc.tuple(fc.nat(), fc.integer({ min: 0x80, max: 0xff })))).map(([chars, stray]) => {
      const buffer = Buffer.from(chars, 'utf8');
      if (stray !== null) buffer[stray[0] % buffer.length] = stray[1];
      return buffer;
    });
    fc.assert(
      fc.property(
        fc.oneof(
          long,
          nearlyValid,
          anyBytes,
          validText.map((text) => Buffer.from(text, 'utf8')),
        ),
        fc.nat(),
        fc.nat(),
        (buffer, from, to) => {
          expect(utf8Text(buffer, 0, buffer.length)).toBe(buffer.toString('utf8'));
          const start = buffer.length === 0 ? 0 : from % buffer.length;
          const end = start + (buffer.length - start === 0 ? 0 : to % (buffer.length - start + 1));
          expect(utf8Text(buffer, start, end)).toBe(buffer.toString('utf8', start, end));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
