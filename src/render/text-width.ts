/**
 * How wide text shows in a terminal, and making it narrower: wrapping at spaces, shortening in the
 * middle (paths: the start and the file name stay), cutting at the end. Widths count columns: East
 * Asian wide and fullwidth characters and emoji take two, combining marks and variation selectors none
 * (as cli-table3's string-width counts them). Markers of terminal-style.ts take none.
 */
import { unstyled } from '../safety/terminal-style.js';

const ELLIPSIS = '…';

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of unstyled(text)) width += charWidth(char);
  return width;
}

const EMOJI = /\p{Extended_Pictographic}/u;

function charWidth(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return 0;
  if ((code >= 0x300 && code <= 0x36f) || (code >= 0xfe00 && code <= 0xfe0f) || code === 0x200d) return 0;
  if (isWide(code)) return 2;
  return code > 0xff && EMOJI.test(char) ? 2 : 1;
}

/** is-fullwidth-code-point's ranges (string-width 4, which cli-table3 measures with). */
function isWide(code: number): boolean {
  return (
    code >= 0x1100 &&
    (code <= 0x115f ||
      code === 0x2329 ||
      code === 0x232a ||
      (code >= 0x2e80 && code <= 0x3247 && code !== 0x303f) ||
      (code >= 0x3250 && code <= 0x4dbf) ||
      (code >= 0x4e00 && code <= 0xa4c6) ||
      (code >= 0xa960 && code <= 0xa97c) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe10 && code <= 0xfe19) ||
      (code >= 0xfe30 && code <= 0xfe6b) ||
      (code >= 0xff01 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      (code >= 0x1b000 && code <= 0x1b001) ||
      (code >= 0x1f200 && code <= 0x1f251) ||
      (code >= 0x20000 && code <= 0x3fffd))
  );
}

/** The longest start of `text` that fits `width` columns. */
function headOf(text: string, width: number): string {
  let taken = '';
  let used = 0;
  for (const char of text) {
    const w = charWidth(char);
    if (used + w > width) break;
    taken += char;
    used += w;
  }
  return taken;
}

/** The longest end of `text` that fits `width` columns. */
function tailOf(text: string, width: number): string {
  const chars = Array.from(text);
  let taken = '';
  let used = 0;
  for (let i = chars.length - 1; i >= 0; i--) {
    const char = chars[i] ?? '';
    const w = charWidth(char);
    if (used + w > width) break;
    taken = char + taken;
    used += w;
  }
  return taken;
}

/** `text` cut to `width` columns, ending in … when cut. */
export function cutEnd(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  return width < 1 ? '' : `${headOf(text, width - 1)}${ELLIPSIS}`;
}

/** `text` shortened to `width` columns by leaving out its middle: a third of the room for the start, the rest for the end. */
export function shortenMiddle(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  if (width < 3) return cutEnd(text, width);
  const room = width - 1;
  const start = Math.floor(room / 3);
  return `${headOf(text, start)}${ELLIPSIS}${tailOf(text, room - start)}`;
}

/** `text` in lines of at most `width` columns: its own lines, each wrapped at spaces, a word too long for a line broken. */
export function wrapText(text: string, width: number): string[] {
  const size = Math.max(1, width);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (displayWidth(candidate) <= size) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      let rest = word;
      while (displayWidth(rest) > size) {
        const head = headOf(rest, size) || Array.from(rest)[0] || '';
        lines.push(head);
        rest = rest.slice(head.length);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}
