/**
 * The bounds every number tip-miner takes from a log or keeps in its history stays within, as data: a value
 * outside them is no fact (a timestamp past the JavaScript date range, a token count of 1e308, a negative
 * line count). Ingest checks each value from a log against them (ingest/log-values.ts: a named problem,
 * the field left out); the history database's readers and `merge` check each stored value
 * (store/stored-columns.ts: read as missing, or the input refused).
 */

export interface NumberBounds {
  min: number;
  max: number;
  /** Whole numbers only. */
  integer: boolean;
  /** How messages name the bounds. */
  what: string;
}

/** 2000-01-01 and 2200-01-01: no coding agent wrote a log before the first, and every date up to the second can be shown. */
const LOG_TIME_MIN_MS = Date.UTC(2000, 0, 1);
const TIME_MAX_MS = Date.UTC(2200, 0, 1);

export const VALUE_BOUNDS = {
  /** A log's timestamp, in milliseconds since the epoch. */
  logTimeMs: { min: LOG_TIME_MIN_MS, max: TIME_MAX_MS, integer: false, what: 'a time from 2000 to 2200' },
  /** One response's tokens of one kind (input, output, cache creation, cache read). */
  tokens: { min: 0, max: 1e10, integer: true, what: 'a whole number of tokens from 0 to 1e10' },
  /** A size in bytes (a tool result). */
  bytes: { min: 0, max: 1e13, integer: true, what: 'a whole number of bytes from 0 to 1e13' },
  /** A line number or a count of lines (a Read's extent). */
  lines: { min: 0, max: 1e9, integer: true, what: 'a whole number of lines from 0 to 1e9' },
  /** A process's exit code. */
  exitCode: { min: -(2 ** 31), max: 2 ** 32 - 1, integer: true, what: 'an exit code' },
  /** A sequence number a log gives its calls. */
  sequence: { min: 0, max: Number.MAX_SAFE_INTEGER, integer: true, what: 'a whole number from 0' },
  /** A stored time: epoch seconds (a line without a timestamp is dated by its file, which may be older than 2000). */
  storedTime: { min: 0, max: TIME_MAX_MS / 1000, integer: true, what: 'a time (epoch seconds) from 1970 to 2200' },
  /** A stored time in milliseconds (a file's mtime). */
  storedTimeMs: { min: 0, max: TIME_MAX_MS, integer: false, what: 'a time (epoch milliseconds) from 1970 to 2200' },
  /** A stored count, size, line number, row or run id: exact in a double, and a million of them sum within an int64. */
  storedCount: { min: 0, max: 1e12, integer: true, what: 'a whole number from 0 to 1e12' },
  /** A stored confidence. */
  confidence: { min: 0, max: 1, integer: false, what: 'a number from 0 to 1' },
  /** A stored yes or no. */
  flag: { min: 0, max: 1, integer: true, what: '0 or 1' },
} as const satisfies Record<string, NumberBounds>;

/** Whether `value` is a number within `bounds`. */
export function withinBounds(value: unknown, bounds: NumberBounds): value is number {
  return typeof value === 'number' && value >= bounds.min && value <= bounds.max && (!bounds.integer || Number.isInteger(value));
}

/** A value as a message shows it: short, whatever it is. */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Buffer.isBuffer(value)) return `a blob of ${value.length} bytes`;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return value === null ? 'null' : typeof value;
}
