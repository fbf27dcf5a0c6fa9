/**
 * Front matter in its common form — `key: value` lines of plain words — read without the YAML parser,
 * which the live hook would otherwise load on every call in a project with skills or commands (~10 ms).
 * Anything outside that form gives `undefined` and the caller parses with yaml, so a result here is
 * always what yaml gives (tests/routing/plain-front-matter.test.ts checks that on generated text).
 */

/** A key: a word, as skill and command front matter has them (`name`, `description`, `allowed-tools`). */
const KEY = /^[A-Za-z][A-Za-z0-9_-]*$/;
/** A value yaml reads as the same text: starts with a letter, no comment, no `key: value` inside, no tab, no trailing colon. */
const PLAIN_VALUE = /^[A-Za-z][^\t]*$/;
/** Plain words yaml's core schema reads as something else than a string. */
const NOT_A_STRING = /^(?:null|true|false)$/i;

/** The fields of front matter in the plain form, or undefined when yaml has to read it. */
export function plainFrontMatter(lines: readonly string[]): Map<string, string> | undefined {
  const fields = new Map<string, string>();
  for (const line of lines) {
    if (/^ *$/.test(line) || line.startsWith('#')) continue;
    const colon = line.indexOf(': ');
    if (colon < 0) return undefined;
    const key = line.slice(0, colon);
    const value = line.slice(colon + 2).replace(/^ +| +$/g, ''); // yaml trims spaces, not every white space
    if (!KEY.test(key) || fields.has(key) || !isPlainValue(value)) return undefined;
    fields.set(key, value);
  }
  return fields;
}

function isPlainValue(value: string): boolean {
  return PLAIN_VALUE.test(value) && !value.includes(': ') && !value.includes(' #') && !value.endsWith(':') && !NOT_A_STRING.test(value);
}
