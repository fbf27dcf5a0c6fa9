import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FREE_ADDRESS, newJsonStringScanner, SAVED_BYTES_ADDRESS } from '../../src/util/json-string-wasm.js';

const BASE = FREE_ADDRESS;
const RUNS = Number(process.env.TIP_MINER_PROPERTY_RUNS ?? 300);

/** The scanner itself on a body followed by `after`: [closing quote's index in the body's bytes or -1/-2, saved bytes]. */
function scanner(): (body: Buffer, after?: string) => [number, number] {
  const instance = newJsonStringScanner();
  if (!instance) throw new Error('WebAssembly does not run here');
  const { memory, scan } = instance;
  return (body, after = '"}') => {
    const bytes = Buffer.concat([body, Buffer.from(after)]);
    new Uint8Array(memory.buffer).set(bytes, BASE);
    const found = scan(BASE, BASE + bytes.length);
    return [found < 0 ? found : found - BASE, new Int32Array(memory.buffer)[SAVED_BYTES_ADDRESS / 4]!];
  };
}

/** What JSON.parse says of the body: its closing quote and the UTF-8 bytes its escapes save, or undefined when it refuses it. */
function expected(body: Buffer): [number, number] | undefined {
  let text: string;
  try {
    text = JSON.parse(`"${body.toString('utf8')}"`) as string;
  } catch {
    return undefined;
  }
  return [body.length, body.length - Buffer.byteLength(text)];
}

describe('the WebAssembly JSON string scanner', () => {
  const scan = scanner();

  it.each<[string, string]>([
    ['an empty body', ''],
    ['ASCII shorter than a block', 'hello'],
    ['ASCII of several blocks and a tail', 'x'.repeat(16 * 3 + 5)],
    ['simple escapes', String.raw`a\"b\\c\/d\be\ff\ng\rh\ti`],
    ['escapes across a block edge', `${'a'.repeat(15)}\\n${'b'.repeat(14)}\\u0041`],
    ['an escape at every offset of a block', Array.from({ length: 17 }, (_, index) => `${'a'.repeat(index)}\\n`).join('')],
    ['escaped quotes and backslashes back to back', String.raw`\\\"\"\\\\\"`.repeat(5)],
    ['a block of escapes then a quote escaped at its end', `${String.raw`\t`.repeat(8)}${'a'.repeat(15)}\\"`],
    ['\\u escapes of 1, 2 and 3 UTF-8 bytes', String.raw`\u0041\u00e9\u20AC\uFFFF`],
    ['a surrogate pair written as escapes', String.raw`x\ud83d\ude00y`],
    ['a lone high and a lone low surrogate', String.raw`\ud83dx\ude00`],
    ['two high surrogates then a low one', String.raw`\ud83d\ud83d\ude00`],
    ['a pair then a lone low surrogate', String.raw`\ud83d\ude00\ude00`],
    ['UTF-8 of 2, 3 and 4 bytes', 'é →😀 中文'],
    ['backslash runs before the quote', String.raw`ab\\\\`],
    ['DEL and the bytes over it', '\u007f\u0080'],
  ])('finds the end of %s and what its escapes save', (_name, body) => {
    const bytes = Buffer.from(body, 'utf8');
    expect(scan(bytes)).toEqual(expected(bytes));
  });

  it.each<[string, string]>([
    ['a raw control character', 'ab\u0001cd'],
    ['a raw newline late in a long body', `${'a'.repeat(40)}\n`],
    ['a raw tab', 'a\tb'],
    ['an unknown escape', String.raw`a\qb`],
    ['\\x', String.raw`\x41`],
    ['a \\u with a non-hex digit', String.raw`\u12g4`],
    ['a \\u with a control character for a digit (0x10 | 0x20 is "0")', '\\u001\u0010'],
    ['a \\u with three digits', String.raw`\u123"`],
  ])('refuses %s as JSON.parse does', (_name, body) => {
    const bytes = Buffer.from(body, 'utf8');
    expect(expected(bytes)).toBeUndefined();
    expect(scan(bytes)[0]).toBe(-1);
  });

  it.each<[string, string]>([
    ['no closing quote', 'abc'],
    ['a backslash as the last byte', 'abc\\'],
    ['a \\u cut short', '\\u12'],
    ['an escaped quote as the last bytes', 'abc\\"'],
  ])('says so when %s comes before the end', (_name, body) => {
    expect(scan(Buffer.from(body), '')[0]).toBe(-2);
  });

  const piece = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 24 }),
    fc.constantFrom('\\n', '\\"', '\\\\', '\\/', '\\u00e9', '\\uD83D', '\\uDE00', '\\ud83d\\ude00', '\\u0041', '\\q', '\\', '\u0001', '"'),
  );

  it('agrees with JSON.parse on random bodies (escapes, surrogates, any Unicode)', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        const bytes = Buffer.from(text, 'utf8');
        const firstQuote = findUnescapedQuote(bytes);
        const body = firstQuote === -1 ? bytes : bytes.subarray(0, firstQuote);
        const want = expected(body);
        const [found, saved] = scan(body);
        if (want === undefined) expect(found).toBeLessThan(0);
        else expect([found, saved]).toEqual(want);
      }),
      { numRuns: RUNS },
    );
  });
});

/** Where a quote no backslash escapes is (what ends the body), or -1. */
function findUnescapedQuote(bytes: Buffer): number {
  for (let index = 0; index < bytes.length; index++) {
    if (bytes[index] === 0x5c) index++;
    else if (bytes[index] === 0x22) return index;
  }
  return -1;
}
