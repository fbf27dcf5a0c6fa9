import { describe, expect, it } from 'vitest';
import { newUtf8Decoder } from '../../src/util/utf8-wasm.js';

/** The decoder itself, so that the fast path of utf8-text.ts is known to run (it falls back silently). */
function decoder(): (bytes: Buffer) => string | undefined {
  const instance = newUtf8Decoder();
  if (!instance) throw new Error('WebAssembly does not run here');
  const { memory, decode } = instance;
  return (bytes) => {
    new Uint8Array(memory.buffer).set(bytes, 0);
    const out = (bytes.length + 15) & ~15;
    const units = decode(0, bytes.length, out);
    return units < 0 ? undefined : Buffer.from(memory.buffer).toString('utf16le', out, out + 2 * units);
  };
}

describe('the WebAssembly UTF-8 decoder', () => {
  const decode = decoder();

  it.each<[string, string]>([
    ['nothing', ''],
    ['ASCII shorter than a block', 'hello'],
    ['ASCII of several blocks and a tail', 'x'.repeat(16 * 3 + 5)],
    ['two-byte characters', 'é ü ß ñ'],
    ['three-byte characters (Read results)', '     1→const a = 1;\n     2→'],
    ['four-byte characters (surrogate pairs)', 'a😀b𝄞c'],
    ['U+FEFF, U+FFFE, U+FFFD and a NUL', '\uFEFF \uFFFE \uFFFD \u0000'],
    ['the largest code point', '\u{10FFFF}'],
    ['non-ASCII straddling a block', `${'a'.repeat(15)}→${'b'.repeat(15)}😀`],
    ['the first and last code points of each length', '\u0080\u07FF\u0800\uFFFF\u{10000}'],
    ['the code points around the surrogates', '\uD7FF\uE000'],
  ])('decodes %s as toString does', (_name, text) => {
    expect(decode(Buffer.from(text, 'utf8'))).toBe(text);
  });

  it.each<[string, number[]]>([
    ['a lone continuation byte', [0x61, 0x80]],
    ['a sequence cut at the end', [0x61, 0xe2, 0x82]],
    ['a four-byte sequence cut at the end', [0xf0, 0x9f, 0x98]],
    ['an overlong two-byte form', [0xc0, 0xaf]],
    ['an overlong three-byte form', [0xe0, 0x80, 0xaf]],
    ['U+07FF in three bytes', [0xe0, 0x9f, 0xbf]],
    ['U+FFFF in four bytes', [0xf0, 0x8f, 0xbf, 0xbf]],
    ['U+007F in two bytes', [0xc1, 0xbf]],
    ['the last surrogate', [0xed, 0xbf, 0xbf]],
    ['an overlong four-byte form', [0xf0, 0x80, 0x80, 0xaf]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['the byte 0xFF', [0xff]],
    ['a lead followed by ASCII', [0xe2, 0x41, 0x42]],
  ])('refuses %s (V8 then decodes it)', (_name, bytes) => {
    expect(decode(Buffer.from(bytes))).toBeUndefined();
  });
});
