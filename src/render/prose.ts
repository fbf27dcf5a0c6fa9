/** Lines of text for people fitted to the layout's width, and headings marked for colour. */
import { terminalSafe } from '../safety/terminal.js';
import { paint } from '../safety/terminal-style.js';
import type { TextLayout } from './layout.js';
import { displayWidth, wrapText } from './text-width.js';

/**
 * Each line of `text` (made terminal-safe first, so what is measured is what shows) wrapped at spaces to the layout's width; a wrapped line's further lines are
 * indented by its own leading spaces and `hang` more (0 for code, so it reads as it is written).
 */
export function fitLines(text: string, layout: TextLayout, hang = 2): string {
  const { width } = layout;
  if (width === undefined) return text;
  return terminalSafe(text)
    .split('\n')
    .flatMap((line) => {
      if (displayWidth(line) <= width) return [line];
      const lead = line.length - line.trimStart().length;
      const room = Math.max(1, width - lead - hang);
      return wrapText(line.slice(lead), room).map((part, index) => `${' '.repeat(index === 0 ? lead : lead + hang)}${part}`);
    })
    .join('\n');
}

/** A title line, bold when colour is on. */
export function heading(text: string, layout: TextLayout): string {
  return layout.colour === true ? paint(text, 'bold') : text;
}
