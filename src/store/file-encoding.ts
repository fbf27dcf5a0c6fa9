/**
 * A user's file as code units, so that tip-miner can find its own marked lines and change only them while
 * every other byte stays as it was, whatever the file's encoding: an ASCII-compatible file (UTF-8 with or
 * without a byte order mark, Latin-1, Windows-1252, Shift-JIS, stray NUL bytes, invalid UTF-8) is seen one
 * byte per unit (as Latin-1), a UTF-16 file with a byte order mark one 16-bit unit per unit. Text tip-miner
 * adds is written in the file's own encoding family (UTF-8, or UTF-16 of the same byte order). A file whose
 * lines cannot be found safely — UTF-32, or UTF-16 without a byte order mark — is refused by the caller.
 */
import { firstInvalidUtf8 } from '../util/utf8-valid.js';

export type FileEncoding = 'ascii-compatible' | 'utf-16le' | 'utf-16be';

export interface FileUnits {
  encoding: FileEncoding;
  /** One character per code unit: bytes read as Latin-1, or the UTF-16 units. `\n` is a line end in both. */
  units: string;
  /** Bytes per unit: the byte offset of unit `i` is `i * unitBytes`. */
  unitBytes: 1 | 2;
}

/** Why a file's lines cannot be found safely; undefined when they can. */
export function unsafeEncoding(bytes: Buffer): string | undefined {
  if (startsWith(bytes, [0x00, 0x00, 0xfe, 0xff]) || startsWith(bytes, [0xff, 0xfe, 0x00, 0x00])) return 'is UTF-32 text';
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return undefined;
  return looksLikeUtf16(bytes) ? 'looks like UTF-16 text without a byte order mark' : undefined;
}

/** The file's units (see FileUnits); an empty file is ASCII-compatible. */
export function fileUnits(bytes: Buffer): FileUnits {
  if (startsWith(bytes, [0xff, 0xfe])) return { encoding: 'utf-16le', units: bytes.toString('utf16le', 0, bytes.length - (bytes.length % 2)), unitBytes: 2 };
  if (startsWith(bytes, [0xfe, 0xff])) return { encoding: 'utf-16be', units: swapped(bytes).toString('utf16le'), unitBytes: 2 };
  return { encoding: 'ascii-compatible', units: bytes.toString('latin1'), unitBytes: 1 };
}

/** `text` in the file's encoding family (no byte order mark: the file's first bytes keep theirs). */
export function encodeFor(encoding: FileEncoding, text: string): Buffer {
  if (encoding === 'utf-16le') return Buffer.from(text, 'utf16le');
  if (encoding === 'utf-16be') return swapped(Buffer.from(text, 'utf16le'));
  return Buffer.from(text, 'utf8');
}

/** Bytes of the file read as text, for reading only (comparing rules): UTF-8 where they are, else Latin-1. */
export function decodeFor(encoding: FileEncoding, bytes: Buffer): string {
  if (encoding === 'utf-16le') return bytes.toString('utf16le');
  if (encoding === 'utf-16be') return swapped(bytes).toString('utf16le');
  return firstInvalidUtf8(bytes) === -1 ? bytes.toString('utf8') : bytes.toString('latin1');
}

/** A copy with each pair of bytes swapped (a last odd byte dropped). */
function swapped(bytes: Buffer): Buffer {
  const even = Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 2)));
  return even.swap16();
}

function startsWith(bytes: Buffer, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

/** Bytes looked at to tell UTF-16 without a byte order mark. */
const SNIFF_BYTES = 64 * 1024;

/** Text whose every other byte is mostly NUL (ASCII in UTF-16) while the bytes between are not. */
function looksLikeUtf16(bytes: Buffer): boolean {
  const pairs = Math.floor(Math.min(bytes.length, SNIFF_BYTES) / 2);
  if (pairs === 0) return false;
  let evenNul = 0;
  let oddNul = 0;
  for (let pair = 0; pair < pairs; pair++) {
    if (bytes[2 * pair] === 0) evenNul++;
    if (bytes[2 * pair + 1] === 0) oddNul++;
  }
  const many = pairs * 0.4;
  const few = pairs * 0.05;
  return (evenNul >= many && oddNul <= few) || (oddNul >= many && evenNul <= few);
}
