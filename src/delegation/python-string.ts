/**
 * Text made safe for Python source: the body of a `"""…"""` string or of a `"…"` string. Every
 * backslash and double quote is escaped (so no file name can close the string), control characters
 * other than newline and tab become `\xNN`, and lone surrogates (which UTF-8 cannot hold) become U+FFFD.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-disable no-control-regex -- control characters are what these find, to escape them */
const NEEDS_ESCAPE_MULTILINE = /[\\"\x00-\x08\x0b-\x1f\x7f]/g;
const NEEDS_ESCAPE_ONE_LINE = /[\\"\x00-\x1f\x7f]/g;
/* eslint-enable no-control-regex */

export function pythonStringBody(text: string, multiline: boolean): string {
  return text.replace(LONE_SURROGATE, '\uFFFD').replace(multiline ? NEEDS_ESCAPE_MULTILINE : NEEDS_ESCAPE_ONE_LINE, escapeChar);
}

function escapeChar(char: string): string {
  if (char === '\\') return '\\\\';
  if (char === '"') return '\\"';
  if (char === '\t') return '\\t';
  if (char === '\n') return '\\n';
  return `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
}
