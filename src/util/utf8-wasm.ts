/**
 * A WebAssembly UTF-8 → UTF-16LE decoder, assembled here from its instructions (no toolchain, no binary in
 * the repository). It exports its memory and
 *
 *   decode(src, len, dst) → the UTF-16 code units written at dst, or -1 when the bytes are not valid UTF-8
 *
 * which it checks as strictly as the standard does (no overlong forms, no surrogates, nothing past U+10FFFF,
 * no truncated sequence): whatever it refuses, the caller decodes with V8, which puts replacement characters
 * (util/utf8-text.ts). Sixteen ASCII bytes at a time are widened with SIMD; anything else goes one character at
 * a time. In WAT:
 *
 *   (func $decode (param $src i32) (param $len i32) (param $dst i32) (result i32)
 *     i = src; end = src + len; o = dst
 *     (block $fail (block $done (loop $next
 *       (block (loop  ;; sixteen ASCII bytes at a time
 *         (br_if 1 (i + 16 > end)) (br_if 1 (i8x16.bitmask (v = v128.load i)))
 *         (v128.store o (i16x8.extend_low_i8x16_u v)) (v128.store offset=16 o (i16x8.extend_high_i8x16_u v))
 *         i += 16; o += 32; (br 0)))
 *       (br_if $done (i >= end))
 *       c = load8_u i
 *       (if (c < 0x80) (then store16 o c; o += 2; i += 1; (br $next)))
 *       (if (0xc2 <= c <= 0xdf) (then …two bytes…; (br $next)))
 *       (if (0xe0 <= c <= 0xef) (then …three bytes, no overlong, no surrogate…; (br $next)))
 *       (br_if $fail (not (0xf0 <= c <= 0xf4)))  …four bytes, U+10000 to U+10FFFF, as a surrogate pair…
 *       (br $next)))
 *     (return (o - dst) >> 1))
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
  end,
  eq,
  eqz,
  geU,
  get,
  gtU,
  I32,
  ifThen,
  instantiate,
  leU,
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
  shrU,
  storeUnit,
  sub,
  tee,
  V128,
  v128Load,
  v128Store,
  widenHigh,
  widenLow,
  type WasmMemory,
} from './wasm-assembler.js';

export type { WasmMemory } from './wasm-assembler.js';

// The locals: the three parameters, then i, end, o, c, c1, c2, c3, cp (i32) and v (v128).
const [SRC, LEN, DST, I, END, O, C, C1, C2, C3, CP, V] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

/** Leaves 1 when the byte in `local` is not a continuation byte (10xxxxxx). */
const notContinuation = (local: number) => [...get(local), ...constant(0xc0), ...and, ...constant(0x80), ...ne];
/** Leaves 1 when lo <= c <= hi. */
const leadIn = (lo: number, hi: number) => [...get(C), ...constant(lo), ...geU, ...get(C), ...constant(hi), ...leU, ...and];
/** Leaves 1 when fewer than `count` bytes follow the lead byte. */
const truncated = (count: number) => [...get(I), ...constant(count), ...add, ...get(END), ...geU];
/** (byte & mask) << shift */
const bits = (local: number, mask: number, shift: number) => [...get(local), ...constant(mask), ...and, ...(shift > 0 ? [...constant(shift), ...shl] : [])];

// Branch depths: in the loop's body $next is 0, $done 1, $fail 2; inside an `if` each is one more.
// The instruction lists below keep one step of the decoder a line, as WAT would show it (prettier-ignore).
const IN_IF = { next: 1, fail: 3 };
const IN_LOOP = { next: 0, done: 1, fail: 2 };

// prettier-ignore
const asciiRun = (): number[] => [
  ...block,
  ...loop,
  ...get(I), ...constant(16), ...add, ...get(END), ...gtU, ...brIf(1),
  ...get(I), ...v128Load, ...tee(V), ...bitmask, ...brIf(1),
  ...get(O), ...get(V), ...widenLow, ...v128Store(0),
  ...get(O), ...get(V), ...widenHigh, ...v128Store(16),
  ...plus(I, 16), ...plus(O, 32), ...br(0),
  ...end,
  ...end,
];

// prettier-ignore
const oneByte = (): number[] => [
  ...get(C), ...constant(0x80), ...ltU, ...ifThen,
  ...get(O), ...get(C), ...storeUnit(0), ...plus(O, 2), ...plus(I, 1), ...br(IN_IF.next),
  ...end,
];

// prettier-ignore
const twoBytes = (): number[] => [
  ...leadIn(0xc2, 0xdf), ...ifThen,
  ...truncated(1), ...brIf(IN_IF.fail),
  ...get(I), ...loadByte(1), ...set(C1),
  ...notContinuation(C1), ...brIf(IN_IF.fail),
  ...get(O), ...bits(C, 0x1f, 6), ...bits(C1, 0x3f, 0), ...or, ...storeUnit(0),
  ...plus(O, 2), ...plus(I, 2), ...br(IN_IF.next),
  ...end,
];

// prettier-ignore
const threeBytes = (): number[] => [
  ...leadIn(0xe0, 0xef), ...ifThen,
  ...truncated(2), ...brIf(IN_IF.fail),
  ...get(I), ...loadByte(1), ...set(C1),
  ...get(I), ...loadByte(2), ...set(C2),
  ...notContinuation(C1), ...brIf(IN_IF.fail),
  ...notContinuation(C2), ...brIf(IN_IF.fail),
  ...bits(C, 0x0f, 12), ...bits(C1, 0x3f, 6), ...or, ...bits(C2, 0x3f, 0), ...or, ...tee(CP),
  // overlong (below U+0800), or a surrogate (U+D800–U+DFFF)
  ...constant(0x800), ...ltU, ...brIf(IN_IF.fail),
  ...get(CP), ...constant(0xf800), ...and, ...constant(0xd800), ...eq, ...brIf(IN_IF.fail),
  ...get(O), ...get(CP), ...storeUnit(0), ...plus(O, 2), ...plus(I, 3), ...br(IN_IF.next),
  ...end,
];

// prettier-ignore
const fourBytes = (): number[] => [
  ...leadIn(0xf0, 0xf4), ...eqz, ...brIf(IN_LOOP.fail),
  ...truncated(3), ...brIf(IN_LOOP.fail),
  ...get(I), ...loadByte(1), ...set(C1),
  ...get(I), ...loadByte(2), ...set(C2),
  ...get(I), ...loadByte(3), ...set(C3),
  ...notContinuation(C1), ...brIf(IN_LOOP.fail),
  ...notContinuation(C2), ...brIf(IN_LOOP.fail),
  ...notContinuation(C3), ...brIf(IN_LOOP.fail),
  ...bits(C, 0x07, 18), ...bits(C1, 0x3f, 12), ...or, ...bits(C2, 0x3f, 6), ...or, ...bits(C3, 0x3f, 0), ...or, ...tee(CP),
  // overlong (below U+10000), or past U+10FFFF
  ...constant(0x10000), ...ltU, ...brIf(IN_LOOP.fail),
  ...get(CP), ...constant(0x10ffff), ...gtU, ...brIf(IN_LOOP.fail),
  // the surrogate pair
  ...get(O), ...get(CP), ...constant(0x10000), ...sub, ...constant(10), ...shrU, ...constant(0xd800), ...add, ...storeUnit(0),
  ...get(O), ...get(CP), ...constant(0x3ff), ...and, ...constant(0xdc00), ...add, ...storeUnit(2),
  ...plus(O, 4), ...plus(I, 4), ...br(IN_LOOP.next),
];

// prettier-ignore
const decodeBody = (): number[] => [
  ...get(SRC), ...set(I),
  ...get(SRC), ...get(LEN), ...add, ...set(END),
  ...get(DST), ...set(O),
  ...block, // $fail
  ...block, // $done
  ...loop, // $next
  ...asciiRun(),
  ...get(I), ...get(END), ...geU, ...brIf(IN_LOOP.done),
  ...get(I), ...loadByte(0), ...set(C),
  ...oneByte(),
  ...twoBytes(),
  ...threeBytes(),
  ...fourBytes(),
  ...end, // $next
  ...end, // $done
  ...get(O), ...get(DST), ...sub, ...constant(1), ...shrU, ...ret,
  ...end, // $fail
  ...constant(-1),
  ...end,
];

/** Assembled when first asked for (~1.5 ms), not when the module is loaded: most runs decode no long line. */
const decoderModuleBytes = (): Uint8Array =>
  moduleBytes([
    {
      name: 'decode',
      params: 3,
      locals: [
        [8, I32],
        [1, V128],
      ],
      body: decodeBody(),
    },
  ]);

export interface Utf8Decoder {
  memory: WasmMemory;
  /** UTF-16 code units written at `dst` for the `len` bytes at `src`, or -1 when they are not valid UTF-8. */
  decode: (src: number, len: number, dst: number) => number;
}

/** A new instance of the decoder, or undefined where WebAssembly cannot run (`node --jitless`). */
export function newUtf8Decoder(): Utf8Decoder | undefined {
  const exports = instantiate(decoderModuleBytes);
  return exports && { memory: exports.memory as WasmMemory, decode: exports.decode as Utf8Decoder['decode'] };
}
