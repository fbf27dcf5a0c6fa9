/**
 * The frame every chart is drawn in: the SVG element (role img, an aria-label, a description), the value
 * axis with its round ticks, the time axis with its date labels, the legend inside the picture (its swatches
 * drawn as the marks are: colour, dash, marker, pale), and the break mark of a clipped value.
 */
import { escape } from './escape.js';
import { formatTick, type TickKind, type ValueAxis } from './nice-ticks.js';
import type { Marker } from './palette.js';
import { timeTicks, type TimeScale } from './time-scale.js';

const WIDTH = 760;
/** Height of the plot and its axes, without the legend. */
const HEIGHT = 284;
export const MARGIN = { top: 44, right: 16, bottom: 40, left: 52 } as const;
export const PLOT_BOTTOM = HEIGHT - MARGIN.bottom;
export const PLOT_RIGHT = WIDTH - MARGIN.right;

/** The y of a value on the axis; a value above the axis is at the top. */
export function valueY(axis: ValueAxis): (value: number) => number {
  return (value) => PLOT_BOTTOM - (Math.min(value, axis.max) / axis.max) * (PLOT_BOTTOM - MARGIN.top);
}

export function valueAxis(axis: ValueAxis, kind: TickKind = 'plain'): string {
  const y = valueY(axis);
  const ticks = axis.ticks.map(
    (tick) =>
      `<line x1="${MARGIN.left}" x2="${PLOT_RIGHT}" y1="${px(y(tick))}" y2="${px(y(tick))}" stroke="#e5e7eb"/>` +
      `<text x="${MARGIN.left - 6}" y="${px(y(tick) + 4)}" text-anchor="end">${escape(formatTick(tick, axis.step, kind))}</text>`,
  );
  return ticks.join('') + `<line x1="${MARGIN.left}" x2="${MARGIN.left}" y1="${MARGIN.top}" y2="${PLOT_BOTTOM}" stroke="#9ca3af"/>`;
}

export function timeAxis(scale: TimeScale): string {
  const ticks = timeTicks(scale, WIDTH).map(
    (tick) =>
      `<line x1="${px(tick.x)}" x2="${px(tick.x)}" y1="${PLOT_BOTTOM}" y2="${PLOT_BOTTOM + 4}" stroke="#6b7280"/>` +
      `<text x="${px(tick.x)}" y="${PLOT_BOTTOM + 16}" text-anchor="middle">${escape(tick.label)}</text>`,
  );
  return `<line x1="${MARGIN.left}" x2="${PLOT_RIGHT}" y1="${PLOT_BOTTOM}" y2="${PLOT_BOTTOM}" stroke="#9ca3af"/>${ticks.join('')}`;
}

export interface LegendEntry {
  name: string;
  colour: string;
  /** Drawn as a bar, a line (with its marker, if any), or a marker alone. */
  kind: 'line' | 'bar' | 'marker';
  dash?: string;
  marker?: Marker | 'none';
  /** Drawn as a low-sample week is. */
  pale?: boolean;
  /** Said after the name: "not measured". */
  remark?: string;
}

const LEGEND_ROW = 18;
const CHAR_PX = 6.6;

/** The legend's rows under the plot, entries wrapped to the width; returns the markup and its height. */
function legend(entries: readonly LegendEntry[]): { svg: string; height: number } {
  let x: number = MARGIN.left;
  let row = 0;
  const parts = entries.map((entry) => {
    const text = entry.remark ? `${entry.name} (${entry.remark})` : entry.name;
    const width = 30 + text.length * CHAR_PX + 16;
    if (x + width > PLOT_RIGHT && x > MARGIN.left) {
      x = MARGIN.left;
      row++;
    }
    const y = HEIGHT + row * LEGEND_ROW + 4;
    const swatch = legendSwatch(entry, x, y);
    const label = `<text x="${px(x + 30)}" y="${px(y + 4)}">${escape(text)}</text>`;
    x += width;
    return swatch + label;
  });
  return { svg: parts.join(''), height: entries.length > 0 ? (row + 1) * LEGEND_ROW + 4 : 0 };
}

function legendSwatch(entry: LegendEntry, x: number, y: number): string {
  if (entry.kind === 'bar') return barRect(x + 6, y - 6, 14, 12, entry.colour, entry.pale ?? false, entry.remark ? 'dashed' : 'solid');
  const marker = entry.marker === 'none' ? '' : markerShape(entry.marker ?? 'circle', x + 12, y, entry.colour, entry.pale ?? false);
  if (entry.kind === 'marker') return marker;
  const line = `<line x1="${px(x)}" x2="${px(x + 24)}" y1="${px(y)}" y2="${px(y)}" stroke="${entry.colour}" stroke-width="2"${entry.dash ? ` stroke-dasharray="${entry.dash}"` : ''}/>`;
  return line + marker;
}

/** A bar: full colour, or pale (a low-sample week: light fill, outlined); a dashed outline for "not measured". */
export function barRect(
  x: number,
  y: number,
  width: number,
  height: number,
  colour: string,
  pale: boolean,
  outline: 'solid' | 'dashed' = 'solid',
  title = '',
): string {
  const fill = outline === 'dashed' ? 'fill="none"' : `fill="${colour}"${pale ? ' fill-opacity="0.45"' : ''}`;
  const stroke = pale || outline === 'dashed' ? ` stroke="${colour}" stroke-width="1"${outline === 'dashed' ? ' stroke-dasharray="2 2"' : ''}` : '';
  return `<rect x="${px(x)}" y="${px(y)}" width="${px(width)}" height="${px(Math.max(0, height))}" ${fill}${stroke}>${title ? `<title>${escape(title)}</title>` : ''}</rect>`;
}

/** A point's marker; hollow for a low-sample week. */
export function markerShape(marker: Marker, x: number, y: number, colour: string, hollow: boolean, title = ''): string {
  const paint = `fill="${hollow ? '#ffffff' : colour}" stroke="${colour}" stroke-width="1.5"`;
  const tip = title ? `<title>${escape(title)}</title>` : '';
  const r = 3.5;
  switch (marker) {
    case 'square':
      return `<rect x="${px(x - r)}" y="${px(y - r)}" width="${px(2 * r)}" height="${px(2 * r)}" ${paint}>${tip}</rect>`;
    case 'triangle':
      return `<path d="M${px(x)} ${px(y - r - 1)}L${px(x + r + 0.5)} ${px(y + r)}L${px(x - r - 0.5)} ${px(y + r)}Z" ${paint}>${tip}</path>`;
    case 'diamond':
      return `<path d="M${px(x)} ${px(y - r - 1)}L${px(x + r + 1)} ${px(y)}L${px(x)} ${px(y + r + 1)}L${px(x - r - 1)} ${px(y)}Z" ${paint}>${tip}</path>`;
    default:
      return `<circle cx="${px(x)}" cy="${px(y)}" r="${r}" ${paint}>${tip}</circle>`;
  }
}

/** Across a value cut at the top of the axis: a white slanted gap through the bar (the break), and its true value above. */
export function breakMark(centre: number, width: number, label: string, row = 0, colour = '#111827'): string {
  const left = centre - width / 2 - 2;
  const right = centre + width / 2 + 2;
  const y = MARGIN.top + 8;
  return (
    `<path d="M${px(left)} ${px(y + 2)}L${px(right)} ${px(y - 2)}L${px(right)} ${px(y + 2)}L${px(left)} ${px(y + 6)}Z" fill="#ffffff"/>` +
    `<path d="M${px(left)} ${px(y + 2)}L${px(right)} ${px(y - 2)}M${px(left)} ${px(y + 6)}L${px(right)} ${px(y + 2)}" fill="none" stroke="#374151" stroke-width="0.8"/>` +
    `<text x="${px(centre)}" y="${px(MARGIN.top - 9 - row * LABEL_ROW)}" text-anchor="middle" class="clipped" style="fill:${colour}">${escape(label)}</text>`
  );
}

/** Line height of the rows of clipped values above the plot, and how many rows there is room for. */
const LABEL_ROW = 13;
const LABEL_ROWS = 3;

/** Rows for the value labels of clipped marks (in x order), so that two close ones do not overlap. */
export function labelRows(marks: ReadonlyArray<{ x: number; label: string }>): number[] {
  const rowEnds: number[] = [];
  return marks.map(({ x, label }) => {
    const half = (label.length * CHAR_PX) / 2 + 2;
    let row = rowEnds.findIndex((end) => end <= x - half);
    if (row === -1) row = rowEnds.length < LABEL_ROWS ? rowEnds.length : rowEnds.indexOf(Math.min(...rowEnds));
    rowEnds[row] = x + half;
    return row;
  });
}

/** The chart: an image with its name (aria-label), a description of what it shows, the plot and the legend. */
export function svgChart(label: string, description: string, content: string, entries: readonly LegendEntry[]): string {
  const { svg: legendSvg, height } = legend(entries);
  const total = HEIGHT + height;
  return (
    `<svg viewBox="0 0 ${WIDTH} ${total}" width="${WIDTH}" height="${total}" role="img" aria-label="${escape(label)}" xmlns="http://www.w3.org/2000/svg">` +
    `<desc>${escape(description)}</desc>${content}${legendSvg}</svg>`
  );
}

/** A chart with nothing to draw: a low frame and one line saying why. */
export function emptyChart(label: string, why: string): string {
  const height = 120;
  return (
    `<svg viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-label="${escape(label)}" xmlns="http://www.w3.org/2000/svg">` +
    `<desc>${escape(why)}</desc><text x="${WIDTH / 2}" y="${height / 2 + 4}" text-anchor="middle">${escape(why)}</text></svg>`
  );
}

export function px(value: number): string {
  return value.toFixed(1);
}

/** A point cut at the top of the axis: a caret pointing up (its tooltip the point's), and its true value above. */
export function aboveMark(x: number, colour: string, label: string, title: string, row = 0): string {
  const y = MARGIN.top;
  return (
    `<path d="M${px(x - 4)} ${px(y - 1)}L${px(x)} ${px(y - 6)}L${px(x + 4)} ${px(y - 1)}Z" fill="${colour}"><title>${escape(title)}</title></path>` +
    `<text x="${px(x)}" y="${px(y - 9 - row * LABEL_ROW)}" text-anchor="middle" class="clipped" style="fill:${colour}">${escape(label)}</text>`
  );
}
