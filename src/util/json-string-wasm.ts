/**
 * A WebAssembly scanner of JSON string bodies, assembled from its instructions (util/wasm-assembler.ts). It
 * exports its memory and
 *
 *   scan(i, end) → the index of the closing quote of the string whose body starts at i, -1 when the body is
 *                  not one JSON.parse accepts (a raw control character, an unknown escape, a \u without four
 *                  hex digits), -2 when no closing quote comes before end;
 *                  and at address 0 (i32) the UTF-8 bytes its escapes save: the body's bytes minus that are
 *                  `Buffer.byteLength` of the string JSON.parse makes of it (a \u escape of a surrogate is 3
 *                  bytes alone, 4 with the other half of its pair right after it, as V8 counts them).
 *
 * Sixteen bytes at a time are looked at with SIMD for a quote, a backslash or a control character; anything
 * else needs no look (the bytes' UTF-8 is checked by the caller: `isUtf8`). In WAT:
 *
 *   (func $scan (param $i i32) (param $end i32) (result i32)
 *     quote = i8x16.splat '"'; backslash = i8x16.splat '\\'; space = i8x16.splat 0x20; highEnd = -1
 *     (block $fail (block $unterminated (loop $next
 *       (block $special (loop $vector
 *         (br_if $special (i + 16 > end))
 *         m = i8x16.bitmask (v == quote | v == backslash | v <u space)   ;; v = v128.load i
 *         (block $blockDone (loop $bits   ;; the block's special bytes, lowest first
 *           (br_if $blockDone (m == 0))
 *           k = ctz m
 *           (if (load8_u (i + k) != '\\' | k >= 15) (then i += k; (br $special)))
 *           (if (not simpleEscape[load8_u (i + k + 1)]) (then i += k; (br $special)))
 *           saved += 1; m &= -4 << k; (br $bits)))   ;; the escape and its character done
 *         i += 16; (br $vector)))
 *       (br_if $unterminated (i >= end))
 *       c = load8_u i
 *       (if (c == '"') (then (i32.store 0 saved) (return i)))
 *       (br_if $fail (c < 0x20))
 *       (if (c != '\\') (then i += 1; (br $next)))
 *       (br_if $unterminated (i + 1 >= end))
 *       c = load8_u i+1
 *       (if (c == 'u') (then
 *         (br_if $unterminated (i + 6 > end))
 *         u = four hex digits at i+2 (else $fail)
 *         saved += 5 - (u >= 0x80) - (u >= 0x800)
 *         (if ((u & 0xfc00) == 0xdc00 & i == highEnd) (then saved += 2))
 *         highEnd = (u & 0xfc00) == 0xd800 ? i + 6 : highEnd
 *         i += 6; (br $next)))
 *       (br_if $fail (not simpleEscape[c]))   ;; " \ / b f n r t: a table in the module's memory
 *       saved += 1; i += 2; (br $next)))
 *      (return -2))
 *     -1)
 */
import {
  add,
  and,
  bitmask,
  block,
  br,
  brIf,
  constant,
  ctz,
  end,
  eq,
  eqz,
  geU,
  get,
  gtU,
  i8x16Eq,
  i8x16LtU,
  i8x16Splat,
  I32,
  ifThen,
  instantiate,
  loadByte,
  loop,
  ltU,
  moduleBytes,
  ne,
  or,
  plus,
  ret,
  set,
  shl,
  storeWord,
  sub,
  tee,
  V128,
  v128Load,
  v128Or,
  type WasmMemory,
} from './wasm-assembler.js';

/** The address of the i32 where `scan` leaves the bytes its escapes save. */
export const SAVED_BYTES_ADDRESS = 0;
/** A byte for each byte value: 1 for the characters a backslash may escape besides u (" \ / b f n r t). */
const SIMPLE_ESCAPES_ADDRESS = 16;
/** The first address the scanner does not use: where the caller puts its bytes. */
export const FREE_ADDRESS = SIMPLE_ESCAPES_ADDRESS + 256;

const simpleEscapes = (): number[] => {
  const table = new Array<number>(256).fill(0);
  for (const escaped of '"\\/bfnrt') table[escaped.charCodeAt(0)] = 1;
  return table;
};

// The locals: the two parameters, then c, saved, highEnd, u, m, d, value, k (i32) and v, quote, backslash, space (v128).
const [I, END, C, SAVED, HIGH_END, U, M, D, VALUE, K, V, QUOTE, BACKSLASH, SPACE] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
const select = [0x1b];

// Branch depths in the body of $next: $next 0, $unterminated 1, $fail 2; inside an `if` each is one more.
const IN_LOOP = { next: 0, unterminated: 1, fail: 2 };
const IN_IF = { next: 1, unterminated: 2, fail: 3 };

/** Leaves 1 when the byte in `local` is one a backslash may escape besides u. */
const isSimpleEscape = (local: number) => [...get(local), ...loadByte(SIMPLE_ESCAPES_ADDRESS)];

/**
 * Sixteen bytes at a time; the special bytes of each block taken in turn from its mask: a backslash whose simple
 * escape is in the block too is counted here, anything else (a quote, a control character, a \u, an escape across
 * the block's end) is left to the one-byte steps, at its index.
 */
// prettier-ignore
const vectorRun = (): number[] => [
  ...block, // $special
  ...loop, // $vector
  ...get(I), ...constant(16), ...add, ...get(END), ...gtU, ...brIf(1),
  ...get(I), ...v128Load, ...tee(V), ...get(QUOTE), ...i8x16Eq,
  ...get(V), ...get(BACKSLASH), ...i8x16Eq, ...v128Or,
  ...get(V), ...get(SPACE), ...i8x16LtU, ...v128Or,
  ...bitmask, ...set(M),
  ...block, // $blockDone
  ...loop, // $bits: $bits 0, $blockDone 1, $vector 2, $special 3
  ...get(M), ...eqz, ...brIf(1),
  ...get(M), ...ctz, ...set(K),
  ...get(I), ...get(K), ...add, ...loadByte(0), ...constant(0x5c), ...ne,
  ...get(K), ...constant(15), ...geU, ...or,
  ...ifThen, ...get(I), ...get(K), ...add, ...set(I), ...br(4), ...end,
  ...get(I), ...get(K), ...add, ...loadByte(1), ...set(C),
  ...isSimpleEscape(C), ...eqz,
  ...ifThen, ...get(I), ...get(K), ...add, ...set(I), ...br(4), ...end,
  ...plus(SAVED, 1),
  // the backslash and its escaped character done
  ...get(M), ...constant(-4), ...get(K), ...shl, ...and, ...set(M),
  ...br(0),
  ...end, // $bits
  ...end, // $blockDone
  ...plus(I, 16), ...br(0),
  ...end, // $vector
  ...end, // $special
];

/**
 * One hex digit at i+offset into u (u = u << 4 | digit), or to $fail (`fail`: its depth here) when it is none:
 * a digit is d - '0' < 10; a letter, either case, (d | 0x20) - 'a' < 6.
 */
// prettier-ignore
const hexDigit = (offset: number, fail: number): number[] => [
  ...get(I), ...loadByte(offset), ...tee(D), ...constant(0x30), ...sub, ...set(VALUE),
  ...get(D), ...constant(0x20), ...or, ...constant(0x61), ...sub, ...set(D),
  ...get(VALUE), ...constant(10), ...ltU, ...get(D), ...constant(6), ...ltU, ...or, ...eqz, ...brIf(fail),
  ...get(U), ...constant(4), ...shl,
  ...get(VALUE), ...get(D), ...constant(10), ...add, ...get(VALUE), ...constant(10), ...ltU, ...select,
  ...or, ...set(U),
];

/** Leaves 1 when (u & 0xfc00) == `half` (0xd800: a high surrogate, 0xdc00: a low one). */
const surrogate = (half: number) => [...get(U), ...constant(0xfc00), ...and, ...constant(half), ...eq];

// prettier-ignore
const unicodeEscape = (): number[] => [
  ...get(C), ...constant(0x75), ...eq, ...ifThen,
  ...get(I), ...constant(6), ...add, ...get(END), ...gtU, ...brIf(IN_IF.unterminated),
  ...constant(0), ...set(U),
  ...hexDigit(2, IN_IF.fail), ...hexDigit(3, IN_IF.fail), ...hexDigit(4, IN_IF.fail), ...hexDigit(5, IN_IF.fail),
  // a character of 1, 2 or 3 UTF-8 bytes written in 6
  ...get(SAVED), ...constant(5), ...add, ...get(U), ...constant(0x80), ...geU, ...sub, ...get(U), ...constant(0x800), ...geU, ...sub, ...set(SAVED),
  // the low half right after a high one: the pair is 4 bytes, not 3 + 3
  ...surrogate(0xdc00), ...get(I), ...get(HIGH_END), ...eq, ...and, ...ifThen, ...plus(SAVED, 2), ...end,
  ...get(I), ...constant(6), ...add, ...get(HIGH_END), ...surrogate(0xd800), ...select, ...set(HIGH_END),
  ...plus(I, 6), ...br(IN_IF.next),
  ...end,
];

// prettier-ignore
const scanBody = (): number[] => [
  ...constant(0x22), ...i8x16Splat, ...set(QUOTE),
  ...constant(0x5c), ...i8x16Splat, ...set(BACKSLASH),
  ...constant(0x20), ...i8x16Splat, ...set(SPACE),
  ...constant(-1), ...set(HIGH_END),
  ...block, // $fail
  ...block, // $unterminated
  ...loop, // $next
  ...vectorRun(),
  ...get(I), ...get(END), ...geU, ...brIf(IN_LOOP.unterminated),
  ...get(I), ...loadByte(0), ...set(C),
  ...get(C), ...constant(0x22), ...eq, ...ifThen,
  ...constant(SAVED_BYTES_ADDRESS), ...get(SAVED), ...storeWord(0), ...get(I), ...ret,
  ...end,
  ...get(C), ...constant(0x20), ...ltU, ...brIf(IN_LOOP.fail),
  ...get(C), ...constant(0x5c), ...ne, ...ifThen, ...plus(I, 1), ...br(IN_IF.next), ...end,
  ...get(I), ...constant(1), ...add, ...get(END), ...geU, ...brIf(IN_LOOP.unterminated),
  ...get(I), ...loadByte(1), ...set(C),
  ...unicodeEscape(),
  ...isSimpleEscape(C), ...eqz, ...brIf(IN_LOOP.fail),
  ...plus(SAVED, 1), ...plus(I, 2), ...br(IN_LOOP.next),
  ...end, // $next
  ...end, // $unterminated
  ...constant(-2), ...ret,
  ...end, // $fail
  ...constant(-1),
  ...end,
];

/** Assembled when first asked for, not when the module is loaded. */
const scannerModuleBytes = (): Uint8Array =>
  moduleBytes(
    [
      {
        name: 'scan',
        params: 2,
        locals: [
          [8, I32],
          [4, V128],
        ],
        body: scanBody(),
      },
    ],
    [{ address: SIMPLE_ESCAPES_ADDRESS, bytes: simpleEscapes() }],
  );

export interface JsonStringScanner {
  memory: WasmMemory;
  /** The index of the closing quote of the string body starting at `i`, -1 when it is invalid, -2 when it does not end before `end`. */
  scan: (i: number, end: number) => number;
}

/** A new instance of the scanner, or undefined where WebAssembly cannot run (`node --jitless`). */
export function newJsonStringScanner(): JsonStringScanner | undefined {
  const exports = instantiate(scannerModuleBytes);
  return exports && { memory: exports.memory as WasmMemory, scan: exports.scan as JsonStringScanner['scan'] };
}
