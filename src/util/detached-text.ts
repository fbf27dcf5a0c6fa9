/**
 * A copy of a string that holds on to no longer one. V8 makes a `slice`, `substring`, `trim` or regular-expression
 * match of 13 characters or more a view into the string it came from, and `a + b` a pair of references, so a short
 * string kept from a long one keeps the long one alive: a correction's quote (at most 500 characters) kept the
 * whole message it was cut from, ~20 KB for a pasted selection, for as long as the correction was kept. What is
 * kept for the length of a run, from text that may be long, goes through here. The copy is the same string
 * (JSON keeps every code unit, a lone surrogate too); it costs a pass over the kept text, never over the long one.
 */
export function detachedText(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}
