/**
 * Text made safe for Python source: the body of a `"""…"""` string or of a `"…"` string. Every
 * backslash and double quote is escaped (so no file name can close the string), control characters
 * other than newline and tab become `\xNN`, and lone surrogates (which UTF-8 cannot hold) become U+FFFD.
 */
export function pythonStringBody(text: string, multiline: boolean): string {
  let out = '';
  for (const char of text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')) {
    const code = char.codePointAt(0)!;
    if (char === '\\') out += '\\\\';
    else if (char === '"') out += '\\"';
    else if (char === '\n' && multiline) out += '\n';
    else if (char === '\t') out += multiline ? '\t' : '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += char;
  }
  return out;
}
