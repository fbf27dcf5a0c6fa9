/**
 * The JSON a column of the history database keeps (a finding's call ids and lines, a correction's cues, a
 * suggestion's files, a decision's members, a stream's calls per tool), read without trusting it: text that
 * is not JSON, or JSON of another shape (a damaged or crafted database), is read as the empty value and named
 * as a problem (stored-problems.ts), never a SyntaxError.
 */
import { noteStoredProblem } from './stored-problems.js';

/** The strings of a stored JSON list; [] (a named problem) when it is no list of strings. */
export function storedStrings(table: string, column: string, json: string): string[] {
  const value = parsed(table, column, json);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  if (value !== undefined) noteStoredProblem(table, column, 'not a JSON list of strings', 'read as missing');
  return [];
}

/** The numbers of a stored JSON list; [] (a named problem) when it is no list of finite numbers. */
export function storedNumbers(table: string, column: string, json: string): number[] {
  const value = parsed(table, column, json);
  if (Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item))) return value as number[];
  if (value !== undefined) noteStoredProblem(table, column, 'not a JSON list of numbers', 'read as missing');
  return [];
}

/** A stored JSON value of any shape, undefined (a named problem) when the text is not JSON. */
export function storedJsonValue(table: string, column: string, json: string): unknown {
  return parsed(table, column, json);
}

function parsed(table: string, column: string, json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    noteStoredProblem(table, column, 'not JSON', 'read as missing');
    return undefined;
  }
}
