/**
 * Safe terminal output: everything a command prints passes through `terminalSafe`, so a log cannot
 * move the cursor, rewrite a line, set a hyperlink or reorder what the user reads.
 */

// C0 controls but \t and \n (so \r too), DEL and C1, bidi controls (U+061C, U+200E/F, U+202A–E, U+2066–9),
// zero-width and other invisible format characters (U+200B–D, U+2060–6F, U+FEFF), line and paragraph
// separators, tag characters (U+E0000–U+E007F, here as UTF-16) and lone surrogates.
const UNSAFE = new RegExp(
  [
    // eslint-disable-next-line no-control-regex -- control characters are what this keeps from the terminal
    /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2028\u2029\u2060-\u206F\uFEFF]/.source,
    /\uDB40[\uDC00-\uDC7F]/.source,
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.source,
    /(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.source,
  ].join('|'),
  'g',
);
const HAS_UNSAFE = new RegExp(UNSAFE.source);

function jsonEscape(unsafe: string): string {
  let escaped = '';
  for (let i = 0; i < unsafe.length; i++) escaped += `\\u${unsafe.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return escaped;
}

/**
 * The text with every control, bidi, zero-width, separator, tag and lone-surrogate character shown as a
 * JSON escape (`\u001b`); the same string when there is none. As the escape is JSON's own, the output of
 * `JSON.stringify` still parses to the same value after it.
 */
export function terminalSafe(text: string): string {
  if (!HAS_UNSAFE.test(text)) return text;
  return text.replace(UNSAFE, jsonEscape);
}
