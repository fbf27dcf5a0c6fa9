/**
 * Reading a JSON file that tip-miner updates but a person may also edit: a file that is not valid JSON,
 * or not of the expected shape, is moved aside (`<file>.invalid-<time>`) and reported, never lost.
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';

export interface JsonRead<T> {
  value: T;
  /** Set when the file existed but could not be used: where it was moved. */
  setAside?: string;
  problem?: string;
}

export function readJsonOrSetAside<T>(path: string, isShape: (value: unknown) => value is T, empty: () => T, now: number): JsonRead<T> {
  if (!existsSync(path)) return { value: empty() };
  let problem: string;
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (isShape(parsed)) return { value: parsed };
    problem = `${path}: not the expected shape`;
  } catch (error) {
    problem = `${path}: not valid JSON (${(error as Error).message})`;
  }
  const setAside = setAsidePath(path, now);
  renameSync(path, setAside);
  return { value: empty(), setAside, problem };
}

/** `<file>.invalid-<now>`, numbered when a file of that name is already there (never overwritten). */
export function setAsidePath(path: string, now: number): string {
  let candidate = `${path}.invalid-${now}`;
  for (let n = 2; existsSync(candidate); n++) candidate = `${path}.invalid-${now}-${n}`;
  return candidate;
}
