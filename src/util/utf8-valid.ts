/**
 * Whether bytes are well-formed UTF-8, and where they first are not — for a file a person keeps (the config,
 * a memory file) that tip-miner must not read with replacement characters in place of their bytes.
 */
import { isUtf8 } from 'node:buffer';

/** The offset of the first byte that does not start a well-formed UTF-8 character; -1 when all of them do. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  if (isUtf8(bytes)) return -1;
  for (let at = 0; at < bytes.length;) {
    const size = characterSize(bytes, at);
    if (size === 0) return at;
    at += size;
  }
  return -1;
}

/** The 1-based line of the byte at `offset` (lines end with \n). */
export function lineAtByte(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let at = 0; at < offset && at < bytes.length; at++) if (bytes[at] === 0x0a) line++;
  return line;
}

/** The bytes of the well-formed character at `at` (Unicode 15, table 3-7), 0 when there is none. */
function characterSize(bytes: Uint8Array, at: number): number {
  const first = bytes[at] ?? 0;
  if (first < 0x80) return 1;
  const [size, low, high] =
    first >= 0xc2 && first <= 0xdf
      ? [2, 0x80, 0xbf]
      : first === 0xe0
        ? [3, 0xa0, 0xbf]
        : first === 0xed
          ? [3, 0x80, 0x9f]
          : first >= 0xe1 && first <= 0xef
            ? [3, 0x80, 0xbf]
            : first === 0xf0
              ? [4, 0x90, 0xbf]
              : first >= 0xf1 && first <= 0xf3
                ? [4, 0x80, 0xbf]
                : first === 0xf4
                  ? [4, 0x80, 0x8f]
                  : [0, 0, 0];
  if (size === 0 || at + size > bytes.length) return 0;
  const second = bytes[at + 1] ?? 0;
  if (second < low || second > high) return 0;
  for (let next = at + 2; next < at + size; next++) {
    const byte = bytes[next] ?? 0;
    if (byte < 0x80 || byte > 0xbf) return 0;
  }
  return size;
}
