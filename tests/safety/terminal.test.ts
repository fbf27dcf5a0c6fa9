import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { terminalSafe } from '../../src/safety/terminal.js';

describe('terminalSafe escapes', () => {
  it.each([
    ['ESC of a colour sequence', '\u001b[31mred\u001b[0m', '\\u001b[31mred\\u001b[0m'],
    ['an OSC-8 hyperlink', '\u001b]8;;https://evil\u0007click\u001b]8;;\u0007', '\\u001b]8;;https://evil\\u0007click\\u001b]8;;\\u0007'],
    ['carriage return, even before a newline', 'a\rb\r\n', 'a\\u000db\\u000d\n'],
    ['NUL and backspace', 'a\u0000b\u0008', 'a\\u0000b\\u0008'],
    ['vertical tab and form feed', '\u000b\u000c', '\\u000b\\u000c'],
    ['DEL', 'a\u007f', 'a\\u007f'],
    ['8-bit CSI and other C1 controls', '\u009b2J\u0085\u0080', '\\u009b2J\\u0085\\u0080'],
    ['right-to-left override, in lower-case hex', '\u202Egnp.exe', '\\u202egnp.exe'],
    ['other bidi controls', '\u061C\u200E\u200F\u202A\u2066\u2069', '\\u061c\\u200e\\u200f\\u202a\\u2066\\u2069'],
    ['zero-width characters and BOM', 'a\u200Bb\u200Cc\u200Dd\u2060e\uFEFF', 'a\\u200bb\\u200cc\\u200dd\\u2060e\\ufeff'],
    ['line and paragraph separators', 'a\u2028b\u2029', 'a\\u2028b\\u2029'],
    ['a lone high surrogate', 'a\uD800b', 'a\\ud800b'],
    ['a lone low surrogate', '\uDC00', '\\udc00'],
    ['surrogates in the wrong order', '\uDC00\uD800', '\\udc00\\ud800'],
    ['a zero-width joiner even inside an emoji sequence (deliberate)', '👨\u200D👩', '👨\\u200d👩'],
    ['a tag character, as its two UTF-16 units', `a${String.fromCodePoint(0xe0041)}`, 'a\\udb40\\udc41'],
  ])('%s', (_name, input, expected) => {
    expect(terminalSafe(input)).toBe(expected);
  });
});

describe('terminalSafe keeps', () => {
  it.each([
    ['plain ASCII', 'ls -la src/ | head'],
    ['newlines and tabs', 'a\tb\nc\n'],
    ['the empty string', ''],
    ['emoji and other scripts', '😀 👍🏽 café 文档 עברית'],
    ['a backslash-u already in the text', 'C:\\users\\u001b'],
    ['non-breaking and other visible spaces', 'a\u00a0b\u3000c'],
  ])('%s', (_name, input) => {
    expect(terminalSafe(input)).toBe(input);
  });
});

// Any UTF-16 unit, lone surrogates included.
const anyUnits = fc.string({ unit: fc.nat(0xffff).map((code) => String.fromCharCode(code)), maxLength: 60 });
const hostile = fc
  .array(fc.constantFrom('\u001b', '\r', '\n', '\t', '\u0000', '\u007f', '\u009b', '\u202e', '\u200b', '\u2028', '\uD800', '\uDC00', '😀', '"', '\\', 'a'), {
    maxLength: 20,
  })
  .map((parts) => parts.join(''));
const texts = fc.oneof(anyUnits, hostile);
// eslint-disable-next-line no-control-regex -- the C0/C1 controls are what must not be left
const UNSAFE_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2028\u2029\u2060-\u206F\uFEFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE_LEFT = new RegExp(`${UNSAFE_CHARACTER.source}|${LONE_SURROGATE.source}`);

describe('terminalSafe properties', () => {
  it('keeps JSON.stringify output parsing to the same value', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(JSON.parse(terminalSafe(JSON.stringify(text)))).toBe(text);
        expect(JSON.parse(terminalSafe(JSON.stringify({ [text]: [text] })))).toEqual({ [text]: [text] });
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves nothing unsafe and is idempotent', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const output = terminalSafe(text);
        expect(output).not.toMatch(UNSAFE_LEFT);
        expect(terminalSafe(output)).toBe(output);
      }),
      { numRuns: 3000 },
    );
  });
});
