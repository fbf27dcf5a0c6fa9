/**
 * Pattern rates by week: per pattern (the most frequent, as many as have a colour of their own) a line of
 * its rate per 100 tool calls, broken where weeks without sessions fall, a marker per week (hollow for a
 * week of few sessions), and a dashed mark at each tip's first exposure, at its date.
 */
import type { Report } from '../../views/report.js';
import { compareText } from '../../util/compare-text.js';
import { formatCount } from '../numbers.js';
import { aboveMark, labelRows, markerShape, MARGIN, PLOT_BOTTOM, PLOT_RIGHT, px, svgChart, timeAxis, valueAxis, valueY, type LegendEntry } from './frame.js';
import { escape } from './escape.js';
import { counted } from './counted.js';
import { formatTick, formatValue } from './nice-ticks.js';
import { DISTINCT_COLOURS, NEUTRAL, seriesStyle } from './palette.js';
import { isLowSample, LOW_SAMPLE_SESSIONS, robustAxis } from './robust-axis.js';
import { consecutiveRuns, weekScale } from './time-scale.js';

const LABEL = 'Pattern rates by week';

/** The patterns the chart draws: the most frequent, up to the colours there are. */
export function chartedPatterns(report: Report): Report['patterns'] {
  return [...report.patterns].sort((a, b) => b.occurrences - a.occurrences || compareText(a.patternId, b.patternId)).slice(0, DISTINCT_COLOURS);
}

export function rateChart(report: Report): string {
  const patterns = chartedPatterns(report);
  const sessionsOf = new Map(report.weeks.map((week) => [week.week, week.sessions]));
  const scale = weekScale(
    report.weeks.map((week) => week.week),
    MARGIN.left + 4,
    PLOT_RIGHT - 4,
  );
  const axis = robustAxis(patterns.flatMap((pattern) => pattern.weeks.map((week) => ({ value: week.ratePer100, sessions: sessionsOf.get(week.week) ?? 0 }))));
  const y = valueY(axis);
  const clipped: Array<{ x: number; colour: string; label: string; title: string }> = [];
  const lines = patterns.map((pattern, index) => {
    const style = seriesStyle(index);
    const dash = style.dash ? ` stroke-dasharray="${style.dash}"` : '';
    const point = (week: { week: string; ratePer100: number }) => `${px(scale.band(week.week).centre)} ${px(y(week.ratePer100))}`;
    const paths = consecutiveRuns(pattern.weeks, (week) => week.week)
      .filter((run) => run.length > 1)
      .map((run) => `<path d="M${run.map(point).join('L')}" fill="none" stroke="${style.colour}" stroke-width="2"${dash}/>`);
    const markers = pattern.weeks.map((week) => {
      const x = scale.band(week.week).centre;
      const sessions = sessionsOf.get(week.week) ?? 0;
      const title = `${pattern.patternId}, week of ${week.week}: ${week.ratePer100.toFixed(2)} per 100 tool calls (${counted(sessions, 'session')}, ${formatCount(week.sessions)} with the pattern)`;
      if (week.ratePer100 > axis.max) clipped.push({ x, colour: style.colour, label: formatValue(week.ratePer100), title: `${title}, above the axis` });
      return markerShape(style.marker, x, y(week.ratePer100), style.colour, isLowSample(sessions), title);
    });
    return paths.join('') + markers.join('');
  });
  const marks = report.tips.flatMap((tip) => {
    const at = Date.parse(tip.firstExposure);
    if (!(at >= scale.from && at <= scale.to)) return [];
    const x = px(scale.x(at));
    const title = `${tip.patternId} first shown ${tip.firstExposure.slice(0, 10)}${tip.repo ? ` in ${tip.repo}` : ''}`;
    return [
      `<line class="exposure" x1="${x}" x2="${x}" y1="${MARGIN.top}" y2="${PLOT_BOTTOM}" stroke="#6b7280" stroke-dasharray="4 3"><title>${escape(title)}</title></line>`,
    ];
  });
  clipped.sort((a, b) => a.x - b.x);
  const rows = labelRows(clipped);
  const above = clipped.map((mark, at) => aboveMark(mark.x, mark.colour, mark.label, mark.title, rows[at] ?? 0));
  const legendEntries: LegendEntry[] = [
    ...patterns.map((pattern, index): LegendEntry => ({ name: pattern.patternId, kind: 'line', ...seriesStyle(index) })),
    ...(report.weeks.some((week) => isLowSample(week.sessions))
      ? [{ name: `hollow: fewer than ${LOW_SAMPLE_SESSIONS} sessions that week`, colour: NEUTRAL, kind: 'marker', pale: true } as const]
      : []),
    ...(marks.length > 0 ? [{ name: 'a tip first shown', colour: '#6b7280', kind: 'line', dash: '4 3', marker: 'none' } as const] : []),
  ];
  const description =
    `Occurrences per 100 tool calls by week of ${patterns.length} patterns, ${report.weeks.length} weeks from ${report.weeks[0]?.week ?? ''} to ${report.weeks[report.weeks.length - 1]?.week ?? ''}; ` +
    `axis 0 to ${formatTick(axis.max, axis.step)}` +
    (clipped.length > 0 ? `; ${counted(clipped.length, 'point')} above the axis drawn at its top, their values written above them.` : '.');
  return svgChart(LABEL, description, [valueAxis(axis), timeAxis(scale), ...marks, ...lines, ...above].join(''), legendEntries);
}
