/**
 * Strings of a line value that were left out of it: a skeleton value (ingest/skeleton-walk.ts)
 * holds a bounded prefix of a big payload string in its place, and here the exact size of the whole one.
 * Code that measures a payload string asks here, so it gets the same figure with or without the fast path.
 */
import type { JsonRecord } from './json-guards.js';

interface CutSizes {
  key: string;
  utf8Bytes: number;
  /** Measured only where it is read (image data): a walk over a big string's bytes costs. */
  utf16Length: number | undefined;
}

/** Holder object → its cut strings (one or two per holder: a list is cheaper than a Map). */
const cuts = new WeakMap<object, CutSizes[]>();

export function recordCut(holder: object, key: string, utf8Bytes: number, utf16Length: number | undefined): void {
  const list = cuts.get(holder);
  if (list) list.push({ key, utf8Bytes, utf16Length });
  else cuts.set(holder, [{ key, utf8Bytes, utf16Length }]);
}

function cutOf(holder: JsonRecord, key: string): CutSizes | undefined {
  const list = cuts.get(holder);
  if (!list) return undefined;
  for (const cut of list) if (cut.key === key) return cut;
  return undefined;
}

/** Whether the string `holder[key]` is the start of a longer one (a skeleton value's cut string). */
export function isCut(holder: JsonRecord, key: string): boolean {
  return cutOf(holder, key) !== undefined;
}

/** `Buffer.byteLength` of the string `holder[key]` as the log wrote it. */
export function stringUtf8Bytes(holder: JsonRecord, key: string, value: string): number {
  return cutOf(holder, key)?.utf8Bytes ?? Buffer.byteLength(value);
}

/** The `length` of the string `holder[key]` as the log wrote it. */
export function stringUtf16Length(holder: JsonRecord, key: string, value: string): number {
  const cut = cutOf(holder, key);
  if (!cut) return value.length;
  if (cut.utf16Length === undefined) throw new Error(`bug: the length of the cut string ${key} was not measured`);
  return cut.utf16Length;
}
