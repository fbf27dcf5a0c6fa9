/**
 * Every table a command prints: cells made terminal-safe, then columns fitted to the layout's width, in
 * steps until it fits — flexible columns (prose, paths) down to 12 columns, then headers wrapped over
 * their cells' width, then the widest columns down to their header's longest word, then to 3 — and a
 * cell wider than its column wrapped at spaces, shortened in the middle (paths) or cut at the end, as
 * its column says; then drawn by cli-table3, with the header marked bold when colour is on.
 */
import Table from 'cli-table3';
import { terminalSafe } from '../safety/terminal.js';
import { paint } from '../safety/terminal-style.js';
import type { TextLayout } from './layout.js';
import { cutEnd, displayWidth, shortenMiddle, wrapText } from './text-width.js';

export interface Column {
  header: string;
  align?: 'left' | 'right';
  /** How a cell wider than its column is made to fit: wrapped at spaces (default), shortened in the middle (paths), cut at the end. */
  fit?: 'wrap' | 'middle' | 'end';
  /** Gives up room before the others (prose, paths); columns that shorten in the middle or at the end always do. */
  flex?: boolean;
}

export type Cell = string | number;

/** Columns the borders and padding take: `│ a │ b │` is 3 per column and 1. */
function chrome(columns: number): number {
  return 3 * columns + 1;
}

const NARROWEST = 3;
const BORDER = '│';

/** The table as lines joined by \n (no newline at the end). */
export function renderTable(columns: readonly Column[], rows: readonly (readonly Cell[])[], layout: TextLayout): string {
  const headers = columns.map((column) => terminalSafe(column.header));
  const cells = rows.map((row) => columns.map((_, index) => terminalSafe(String(row[index] ?? '')).replace(/\t/g, ' ')));
  const content = columns.map((_, index) => cells.reduce((most, row) => Math.max(most, widest(row[index] ?? '')), 1));
  const natural = headers.map((header, index) => Math.max(content[index] ?? 1, widest(header)));
  const widths = layout.width === undefined ? natural : fitted(columns, headers, content, natural, layout.width - chrome(columns.length));
  const headLines = headers.map((header, index) => wrapText(header, widths[index] ?? 1));
  const table = new Table({
    head: headLines.map((lines) => lines.join('\n')),
    colWidths: widths.map((width) => width + 2),
    colAligns: columns.map((column) => column.align ?? 'left'),
    style: { head: [], border: [], compact: true },
  });
  for (const row of cells) table.push(row.map((cell, index) => fitCell(cell, widths[index] ?? 1, columns[index]?.fit ?? 'wrap').join('\n')));
  const lines = table.toString().split('\n');
  if (layout.colour === true) {
    const height = headLines.reduce((most, header) => Math.max(most, header.length), 0);
    for (let line = 1; line <= height && line < lines.length; line++) lines[line] = boldCells(lines[line] ?? '');
  }
  return lines.join('\n');
}

function widest(text: string): number {
  return text.split('\n').reduce((most, line) => Math.max(most, displayWidth(line)), 0);
}

const FLEX_FLOOR = 12;

/** Column widths within `room`, shrunk in the steps above: in each, the widest column that may still give up room does. */
function fitted(columns: readonly Column[], headers: readonly string[], content: readonly number[], natural: readonly number[], room: number): number[] {
  const word = headers.map((header) => Math.max(1, ...header.split(/\s+/).map(displayWidth)));
  const flexible = columns.map((column) => column.flex === true || (column.fit ?? 'wrap') !== 'wrap');
  const floors = [
    natural.map((width, index) => (flexible[index] === true ? Math.min(width, Math.max(FLEX_FLOOR, word[index] ?? 1)) : width)),
    natural.map((width, index) => Math.min(width, Math.max(content[index] ?? 1, word[index] ?? 1))),
    natural.map((width, index) => Math.min(width, Math.max(NARROWEST, word[index] ?? 1))),
    natural.map((width) => Math.min(width, NARROWEST)),
  ];
  const widths = [...natural];
  let total = widths.reduce((sum, width) => sum + width, 0);
  for (const floor of floors) {
    while (total > room) {
      let widestIndex = -1;
      widths.forEach((width, index) => {
        if (width > (floor[index] ?? 0) && (widestIndex === -1 || width > (widths[widestIndex] ?? 0))) widestIndex = index;
      });
      if (widestIndex === -1) break;
      widths[widestIndex] = (widths[widestIndex] ?? 1) - 1;
      total--;
    }
  }
  return widths;
}

function fitCell(cell: string, width: number, fit: NonNullable<Column['fit']>): string[] {
  if (fit === 'wrap') return wrapText(cell, width);
  return cell.split('\n').map((line) => (fit === 'middle' ? shortenMiddle(line, width) : cutEnd(line, width)));
}

/** A header line with the text of each cell (between the borders) marked bold. */
function boldCells(line: string): string {
  const parts = line.split(BORDER);
  return parts.map((part, index) => (index === 0 || index === parts.length - 1 ? part : paint(part, 'bold'))).join(BORDER);
}
