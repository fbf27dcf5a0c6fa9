/**
 * Just enough of the WebAssembly binary format to assemble small modules in TypeScript (no toolchain, no
 * binary in the repository): LEB128 numbers, sections, the instructions the modules here use, and an
 * instance made where WebAssembly can run. Used by util/utf8-wasm.ts and util/json-string-wasm.ts.
 * Reference: https://webassembly.github.io/spec/core/binary/
 */

export const I32 = 0x7f;
export const V128 = 0x7b;
const NO_RESULT = 0x40;

/** Unsigned LEB128, as WebAssembly writes sizes, counts and indices. */
function unsigned(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  do {
    const low = rest & 0x7f;
    rest >>>= 7;
    bytes.push(rest === 0 ? low : low | 0x80);
  } while (rest !== 0);
  return bytes;
}

/** Signed LEB128, as `i32.const` writes its value. */
function signed(value: number): number[] {
  const bytes: number[] = [];
  let rest = value;
  for (;;) {
    const low = rest & 0x7f;
    rest >>= 7;
    const done = (rest === 0 && (low & 0x40) === 0) || (rest === -1 && (low & 0x40) !== 0);
    bytes.push(done ? low : low | 0x80);
    if (done) return bytes;
  }
}

const vector = (items: readonly number[][]): number[] => [...unsigned(items.length), ...items.flat()];
const section = (id: number, content: readonly number[]): number[] => [id, ...unsigned(content.length), ...content];
const name = (text: string): number[] => [...unsigned(text.length), ...Buffer.from(text, 'ascii')];

// Instructions (https://webassembly.github.io/spec/core/binary/instructions.html)
export const block = [0x02, NO_RESULT];
export const loop = [0x03, NO_RESULT];
export const ifThen = [0x04, NO_RESULT];
export const end = [0x0b];
export const br = (depth: number) => [0x0c, ...unsigned(depth)];
export const brIf = (depth: number) => [0x0d, ...unsigned(depth)];
export const ret = [0x0f];
export const get = (local: number) => [0x20, ...unsigned(local)];
export const set = (local: number) => [0x21, ...unsigned(local)];
export const tee = (local: number) => [0x22, ...unsigned(local)];
export const constant = (value: number) => [0x41, ...signed(value)];
/** i32.load8_u at `offset` past the address (memarg: alignment 2^0, offset). */
export const loadByte = (offset: number) => [0x2d, 0, ...unsigned(offset)];
/** i32.store16 at `offset` past the address (memarg: alignment 2^1, offset). */
export const storeUnit = (offset: number) => [0x3b, 1, ...unsigned(offset)];
/** i32.store at `offset` past the address (memarg: alignment 2^2, offset). */
export const storeWord = (offset: number) => [0x36, 2, ...unsigned(offset)];
export const eqz = [0x45];
export const eq = [0x46];
export const ne = [0x47];
export const ltU = [0x49];
export const gtU = [0x4b];
export const leU = [0x4d];
export const geU = [0x4f];
export const ctz = [0x68];
export const add = [0x6a];
export const sub = [0x6b];
export const and = [0x71];
export const or = [0x72];
export const shl = [0x74];
export const shrU = [0x76];
const simd = (opcode: number, ...immediates: number[]) => [0xfd, ...unsigned(opcode), ...immediates];
export const v128Load = simd(0x00, 0, 0);
export const v128Store = (offset: number) => simd(0x0b, 0, ...unsigned(offset));
export const i8x16Splat = simd(0x0f);
export const i8x16Eq = simd(0x23);
export const i8x16LtU = simd(0x26);
export const v128Or = simd(0x50);
export const bitmask = simd(0x64);
export const widenLow = simd(0x89);
export const widenHigh = simd(0x8a);

/** `local += value` */
export const plus = (local: number, value: number) => [...get(local), ...constant(value), ...add, ...set(local)];

/** Bytes the module puts in its memory at `address` when it is instantiated (an active data segment). */
export interface WasmData {
  address: number;
  bytes: readonly number[];
}

export interface WasmFunction {
  /** Exported under this name. */
  name: string;
  params: number;
  /** Locals after the parameters, as [count, type] runs. */
  locals: ReadonlyArray<readonly [count: number, type: number]>;
  body: readonly number[];
}

/**
 * A module of functions (i32 parameters, one i32 result each) and one memory of one page to start, holding
 * `data`; all exported (the memory as `memory`).
 */
export function moduleBytes(functions: readonly WasmFunction[], data: readonly WasmData[] = []): Uint8Array {
  const types = functions.map((fn) => [0x60, ...vector(Array.from({ length: fn.params }, () => [I32])), ...vector([[I32]])]);
  const codes = functions.map((fn) => {
    const code = [...vector(fn.locals.map(([count, type]) => [...unsigned(count), type])), ...fn.body];
    return [...unsigned(code.length), ...code];
  });
  return Uint8Array.from([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, vector(types)),
    ...section(3, vector(functions.map((_fn, index) => unsigned(index)))),
    ...section(5, vector([[0x00, ...unsigned(1)]])),
    ...section(7, vector([[...name('memory'), 0x02, 0], ...functions.map((fn, index) => [...name(fn.name), 0x00, ...unsigned(index)])])),
    ...section(10, vector(codes)),
    ...(data.length > 0
      ? section(11, vector(data.map(({ address, bytes }) => [0x00, ...constant(address), ...end, ...vector(bytes.map((byte) => [byte]))])))
      : []),
  ]);
}

/** The little of the WebAssembly API used here (the project's TypeScript libraries do not declare it). */
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
  /** Adds pages of 64 KiB; the old `buffer` is then detached. */
  grow(pages: number): number;
}
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: Record<string, unknown> };
}

/** The exports of a new instance of the module, or undefined where WebAssembly cannot run (`node --jitless`). */
export function instantiate(bytes: () => Uint8Array): Record<string, unknown> | undefined {
  const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (!api) return undefined;
  try {
    return new api.Instance(new api.Module(bytes())).exports;
  } catch {
    return undefined;
  }
}

const WASM_PAGE_BYTES = 65_536;

/**
 * Grows the memory to hold at least `bytes`; false when it cannot (no memory to grow into). When it grew, views
 * made of its old `buffer` are detached: make them again.
 */
export function growTo(memory: WasmMemory, bytes: number): boolean {
  if (memory.buffer.byteLength >= bytes) return true;
  try {
    memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / WASM_PAGE_BYTES));
    return true;
  } catch {
    return false;
  }
}
