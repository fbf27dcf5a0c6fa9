/**
 * Milliseconds since the epoch of a log's ISO timestamp, NaN when it does not parse: `Date.parse`, with the
 * form every agent writes (`2025-06-01T12:34:56.789Z`) read by hand — about three times faster, and analyze
 * reads one per event. Anything else, or a field out of the simple ranges, goes to `Date.parse`; a property
 * test holds the two to the same result.
 */
const CANONICAL_LENGTH = 24;

export function timestampMs(text: string): number {
  if (text.length !== CANONICAL_LENGTH || !hasCanonicalSeparators(text)) return Date.parse(text);
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  const second = digits(text, 17, 2);
  const ms = digits(text, 20, 3);
  // a non-digit is -1; Date.UTC reads years under 100 as 19xx and rolls over what Date.parse refuses: to Date.parse
  const plain = year >= 1000 && month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour >= 0 && hour <= 23;
  if (!plain || minute < 0 || minute > 59 || second < 0 || second > 59 || ms < 0) return Date.parse(text);
  return Date.UTC(year, month - 1, day, hour, minute, second, ms);
}

/** `-`, `-`, `T`, `:`, `:`, `.` and `Z` where the canonical form has them (written out: this runs per event). */
function hasCanonicalSeparators(text: string): boolean {
  return (
    text.charCodeAt(4) === 0x2d &&
    text.charCodeAt(7) === 0x2d &&
    text.charCodeAt(10) === 0x54 &&
    text.charCodeAt(13) === 0x3a &&
    text.charCodeAt(16) === 0x3a &&
    text.charCodeAt(19) === 0x2e &&
    text.charCodeAt(23) === 0x5a
  );
}

/** The number written by `count` ASCII digits at `from`, or -1 when one is not a digit. */
function digits(text: string, from: number, count: number): number {
  let value = 0;
  for (let at = from; at < from + count; at++) {
    const digit = text.charCodeAt(at) - 0x30;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}
