/**
 * Bars per week on a time axis: each week's bars stand in its own band (a week wide, wherever it falls;
 * a week without sessions is a gap), stacked (parts of one total) or side by side. A week of few sessions
 * is drawn pale; a value above the robust axis (robust-axis.ts) is drawn to the top with a break mark and
 * its value; a value no session of the week records (null) is not drawn as 0: its week's tooltips say so,
 * and a series no week records is marked "not measured" in the legend.
 */
import {
  barRect,
  breakMark,
  labelRows,
  markerShape,
  MARGIN,
  PLOT_BOTTOM,
  PLOT_RIGHT,
  svgChart,
  timeAxis,
  valueAxis,
  valueY,
  type LegendEntry,
} from './frame.js';
import { counted } from './counted.js';
import { formatTick, formatValue, type TickKind } from './nice-ticks.js';
import { NEUTRAL } from './palette.js';
import { isLowSample, LOW_SAMPLE_SESSIONS, robustAxis } from './robust-axis.js';
import { weekScale } from './time-scale.js';

export interface BarWeek {
  week: string;
  sessions: number;
  /** One per series; null where no session of the week records it. */
  values: ReadonlyArray<number | null>;
}

export interface BarSeries {
  name: string;
  colour: string;
}

export interface WeekBarsChart {
  label: string;
  mode: 'stacked' | 'grouped';
  series: readonly BarSeries[];
  weeks: readonly BarWeek[];
  kind: TickKind;
  /** A mark's tooltip: its exact value, the week (with its year) and its sessions. */
  describe(week: BarWeek, series: number): string;
  /** The tooltip of a week where nothing is recorded, and its legend entry (a hollow grey circle on the axis). */
  describeEmpty(week: BarWeek): string;
  emptyName: string;
  /** What the value is, for the description: "median tokens per session". */
  measure: string;
}

/** Widest a bar gets, so that a chart of one or two weeks is not one block. */
const MAX_BAR = 40;

export function weekBars(chart: WeekBarsChart): string {
  const { series, weeks, mode } = chart;
  const scale = weekScale(
    weeks.map((week) => week.week),
    MARGIN.left + 4,
    PLOT_RIGHT - 4,
  );
  const totals = weeks.map((week) => ({
    sessions: week.sessions,
    values: mode === 'stacked' ? [sumOf(week.values)] : week.values.map((value) => value ?? 0),
  }));
  const axis = robustAxis(totals.flatMap((total) => total.values.map((value) => ({ value, sessions: total.sessions }))));
  const y = valueY(axis);
  const groupWidth = Math.min(MAX_BAR * (mode === 'grouped' ? series.length : 1), scale.weekWidth * 0.8);
  const barWidth = Math.max(1, mode === 'grouped' ? groupWidth / series.length : groupWidth);
  const clipped: Array<{ x: number; width: number; label: string; colour?: string }> = [];
  const marks = weeks.map((week) => {
    const band = scale.band(week.week);
    const left = band.centre - groupWidth / 2;
    const pale = isLowSample(week.sessions);
    if (isEmpty(week)) {
      return markerShape('circle', band.centre, PLOT_BOTTOM - 4, NEUTRAL, true, chart.describeEmpty(week));
    }
    if (mode === 'stacked') {
      let base = 0;
      const rects = week.values.map((value, at) => {
        if (value === null || value === 0) return '';
        const top = Math.min(base + value, axis.max);
        const bottom = Math.min(base, axis.max);
        base += value;
        if (top <= bottom) return '';
        return barRect(left, y(top), barWidth, y(bottom) - y(top), series[at]?.colour ?? NEUTRAL, pale, 'solid', chart.describe(week, at));
      });
      const total = sumOf(week.values);
      if (total > axis.max) clipped.push({ x: band.centre, width: barWidth, label: formatValue(total, chart.kind) });
      return rects.join('');
    }
    return week.values
      .map((value, at) => {
        const x = left + at * barWidth;
        if (value === null) return '';
        if (value > axis.max)
          clipped.push({ x: x + barWidth / 2, width: barWidth, label: formatValue(value, chart.kind), colour: series[at]?.colour ?? NEUTRAL });
        return barRect(x, y(value), barWidth, PLOT_BOTTOM - y(value), series[at]?.colour ?? NEUTRAL, pale, 'solid', chart.describe(week, at));
      })
      .join('');
  });
  const rows = labelRows(clipped);
  const breaks = clipped.map((mark, at) => breakMark(mark.x, mark.width, mark.label, rows[at] ?? 0, mark.colour));
  const unmeasured = series.map((_, at) => weeks.every((week) => week.values[at] === null || week.values[at] === 0));
  const legendEntries: LegendEntry[] = [
    ...series.map((entry, at): LegendEntry => ({ name: entry.name, colour: entry.colour, kind: 'bar', ...(unmeasured[at] && { remark: 'not measured' }) })),
    ...(weeks.some(isEmpty) ? [{ name: chart.emptyName, colour: NEUTRAL, kind: 'marker', marker: 'circle', pale: true } as const] : []),
    ...(weeks.some((week) => isLowSample(week.sessions))
      ? [{ name: `pale: fewer than ${LOW_SAMPLE_SESSIONS} sessions that week`, colour: NEUTRAL, kind: 'bar', pale: true } as const]
      : []),
  ];
  const description =
    `${chart.measure} by week, ${weeks.length} weeks from ${weeks[0]?.week ?? ''} to ${weeks[weeks.length - 1]?.week ?? ''}; ` +
    `axis 0 to ${formatTick(axis.max, axis.step, chart.kind)}` +
    (clipped.length > 0 ? `; ${counted(clipped.length, 'bar')} above the axis cut, their values written above them.` : '.');
  return svgChart(chart.label, description, [valueAxis(axis, chart.kind), timeAxis(scale), ...marks, ...breaks].join(''), legendEntries);
}

function isEmpty(week: BarWeek): boolean {
  return week.values.every((value) => value === null || value === 0);
}

function sumOf(values: ReadonlyArray<number | null>): number {
  return values.reduce<number>((total, value) => total + (value ?? 0), 0);
}
