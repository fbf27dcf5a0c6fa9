/**
 * Colours of the charts: the Okabe–Ito qualitative palette (distinct hues, told apart with the common
 * colour-vision deficiencies), without its yellow, which is too faint on the page's background. A line
 * series also has a dash pattern and a marker shape of its own, so two series are never told apart by
 * colour alone.
 */

export const COLOURS = {
  blue: '#0072B2',
  orange: '#E69F00',
  green: '#009E73',
  vermillion: '#D55E00',
  skyBlue: '#56B4E9',
  purple: '#CC79A7',
  black: '#000000',
} as const;

/** Marks that are no series (the "not shown" comparison, axes): a neutral grey. */
export const NEUTRAL = '#8C8C8C';

const SERIES_COLOURS: readonly string[] = [COLOURS.blue, COLOURS.orange, COLOURS.green, COLOURS.vermillion, COLOURS.skyBlue, COLOURS.purple, COLOURS.black];
const DASHES: readonly string[] = ['', '7 4', '2 3', '9 3 2 3'];
export type Marker = 'circle' | 'square' | 'triangle' | 'diamond';
const MARKERS: readonly Marker[] = ['circle', 'square', 'triangle', 'diamond'];

export interface SeriesStyle {
  colour: string;
  /** An SVG stroke-dasharray; '' is a solid line. */
  dash: string;
  marker: Marker;
}

/** The style of the index-th line series: no two of the first 28 are alike (7 colours, 4 dashes). */
export function seriesStyle(index: number): SeriesStyle {
  return {
    colour: SERIES_COLOURS[index % SERIES_COLOURS.length] ?? COLOURS.black,
    dash: DASHES[index % DASHES.length] ?? '',
    marker: MARKERS[index % MARKERS.length] ?? 'circle',
  };
}

/** How many line series have a colour of their own. */
export const DISTINCT_COLOURS = SERIES_COLOURS.length;
