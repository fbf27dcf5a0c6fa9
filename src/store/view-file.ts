/**
 * The files tip-miner rewrites (views: tool_patterns.json, memory_proposals.json, routing.json,
 * delegation_preferences.json; memory layers: profile.json, corrections.json, decisions.json) are read
 * before they are written. One that is not UTF-8, not valid JSON, nested deeper than a view is, not of its
 * shape, or not a regular file is never
 * overwritten: the write is refused with one line naming the file and what to do — unless the run
 * repairs (`analyze --repair`), which moves it aside (`<file>.invalid-<time>`, never lost) and writes anew.
 */
import { existsSync, renameSync } from 'node:fs';
import { NotRegularFileError, readRegularBytes } from '../util/regular-file.js';
import { firstInvalidUtf8 } from '../util/utf8-valid.js';
import { errorMessage } from '../errors.js';

/** Views and memory layers are small; a bigger file is not ours. */
const MAX_VIEW_BYTES = 64 * 1024 * 1024;
/** Arrays and objects inside one another in a view; a deeper file is not ours (and could not be written back). */
const MAX_VIEW_DEPTH = 64;
const REPAIR_HINT = 'fix or remove it, or run tip-miner analyze --repair to set it aside and write it anew';

export interface WriteGuard {
  /** Move an unusable file aside and write anyway. */
  repair: boolean;
  /** Epoch seconds, for the name of a file set aside. */
  now: number;
}

/** What became of one file a run meant to write. */
export interface FileWrite {
  path: string;
  written: boolean;
  /** Where an unusable earlier file was moved (with repair). */
  setAside?: string;
  /** One line: why the file was not written, or what was odd about it. */
  problem?: string;
}

/** A test of a file's value; `what` names the shape in messages ("a JSON array of patterns"). */
export type Shape<T> = ((value: unknown) => value is T) & { what?: string };

/** A shape test with the name messages give it. */
export function shape<T>(what: string, test: (value: unknown) => value is T): Shape<T> {
  return Object.assign((value: unknown): value is T => test(value), { what });
}

export type GuardedRead<T> = { usable: true; value: T | undefined; setAside?: string; problem?: string } | { usable: false; problem: string };

/**
 * The file's current value (undefined when there is none). An unusable file blocks the write
 * (`usable: false`), or with repair is set aside and reads as absent.
 */
export function readBeforeWrite<T>(path: string, isShape: Shape<T>, guard: WriteGuard): GuardedRead<T> {
  const found = inspect(path, isShape);
  if (found.kind !== 'unusable') return { usable: true, value: found.kind === 'usable' ? found.value : undefined };
  if (!guard.repair) return { usable: false, problem: `${path}: ${found.reason}; not overwritten: ${REPAIR_HINT}` };
  const setAside = setAsidePath(path, guard.now);
  renameSync(path, setAside);
  return { usable: true, value: undefined, setAside, problem: `${path}: ${found.reason}; set aside as ${setAside}` };
}

/** Reads a view leniently for commands that only show it: no value when absent, a problem line when unusable. */
export function readView<T>(path: string, isShape: Shape<T>): { value?: T; problem?: string } {
  const found = inspect(path, isShape);
  if (found.kind === 'unusable') return { problem: `${path}: ${found.reason}` };
  return found.kind === 'usable' ? { value: found.value } : {};
}

/** `<file>.invalid-<now>`, numbered when a file of that name is already there (never overwritten). */
function setAsidePath(path: string, now: number): string {
  let candidate = `${path}.invalid-${now}`;
  for (let n = 2; existsSync(candidate); n++) candidate = `${path}.invalid-${now}-${n}`;
  return candidate;
}

type Inspection<T> = { kind: 'absent' } | { kind: 'usable'; value: T } | { kind: 'unusable'; reason: string };

function inspect<T>(path: string, isShape: Shape<T>): Inspection<T> {
  let bytes: Buffer | undefined;
  try {
    bytes = readRegularBytesIfPresent(path, MAX_VIEW_BYTES);
  } catch (error) {
    if (error instanceof NotRegularFileError) return { kind: 'unusable', reason: error.message.slice(path.length + 2) };
    throw error;
  }
  if (bytes === undefined) return { kind: 'absent' };
  // JSON is UTF-8: a byte that is not would come back as U+FFFD when the file is rewritten
  const bad = firstInvalidUtf8(bytes);
  if (bad !== -1) return { kind: 'unusable', reason: `not UTF-8 text (at byte ${bad})` };
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    return { kind: 'unusable', reason: `not valid JSON (${errorMessage(error)})` };
  }
  // writing it back must not overflow the stack (JSON.stringify recurses)
  if (deeperThan(value, MAX_VIEW_DEPTH)) return { kind: 'unusable', reason: `nested more than ${MAX_VIEW_DEPTH} levels deep` };
  return isShape(value)
    ? { kind: 'usable', value }
    : { kind: 'unusable', reason: `not ${isShape.what ?? 'of the expected shape'} (hand-edited, or written by something else)` };
}

/** The file's bytes, undefined when nothing is there. */
function readRegularBytesIfPresent(path: string, maxBytes: number): Buffer | undefined {
  try {
    return readRegularBytes(path, maxBytes).bytes;
  } catch (error) {
    if (error instanceof NotRegularFileError && error.reason === 'missing') return undefined;
    throw error;
  }
}

/** Whether arrays and objects nest more than `limit` levels in `value` (walked without recursion). */
function deeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}
