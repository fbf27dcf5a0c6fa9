/**
 * Tips: shown against not shown. For each tip measured (up to 12), its rate per 100 tool calls in the
 * sessions shown it, and in those it is compared with (the control, or the sessions before its first
 * exposure); pale where the verdict is insufficient-data. Names are cut to their band; the tooltip has all.
 */
import type { ReportTip } from '../../views/report.js';
import { formatCount } from '../numbers.js';
import { escape } from './escape.js';
import { barRect, MARGIN, PLOT_BOTTOM, PLOT_RIGHT, px, svgChart, valueAxis, valueY, type LegendEntry } from './frame.js';
import { formatTick, niceAxis } from './nice-ticks.js';
import { COLOURS, NEUTRAL } from './palette.js';

const LABEL = 'Tips: shown against not shown';
const MOST = 12;
const CHAR_PX = 6.6;

export function tipChart(tips: readonly ReportTip[]): string | null {
  const measured = tips.filter((tip) => tip.exposedRatePer100 !== null).slice(0, MOST);
  if (measured.length === 0) return null;
  const other = (tip: ReportTip) => (tip.comparedWith === 'before' ? tip.beforeRatePer100 : tip.controlRatePer100);
  const axis = niceAxis(measured.reduce((most, tip) => Math.max(most, tip.exposedRatePer100 ?? 0, other(tip) ?? 0), 0));
  const y = valueY(axis);
  const band = (PLOT_RIGHT - MARGIN.left) / measured.length;
  const barWidth = Math.min(36, band / 3);
  const bars = measured.map((tip, index) => {
    const centre = MARGIN.left + index * band + band / 2;
    const pale = tip.verdict === 'insufficient-data';
    const where = tip.repo ? ` (${tip.repo})` : '';
    const comparedSessions = tip.comparedWith === 'before' ? tip.beforeSessions : tip.controlSessions;
    const comparedName = tip.comparedWith === 'before' ? 'before its first exposure' : 'not shown (control)';
    const shown = tip.exposedRatePer100 ?? 0;
    const compared = other(tip);
    // a rate of 0 is a bar of a pixel and a half on the axis, not nothing
    const bar = (value: number | null, left: number, colour: string, title: string) =>
      value === null ? '' : barRect(left, Math.min(y(value), PLOT_BOTTOM - 1.5), barWidth, Math.max(1.5, PLOT_BOTTOM - y(value)), colour, pale, 'solid', title);
    return (
      bar(
        shown,
        centre - barWidth,
        COLOURS.blue,
        `${tip.patternId}${where}: ${shown.toFixed(2)} per 100 tool calls where shown (${formatCount(tip.exposedSessions)} sessions); verdict ${tip.verdict}`,
      ) +
      bar(
        compared,
        centre,
        NEUTRAL,
        `${tip.patternId}${where}: ${compared?.toFixed(2) ?? ''} per 100 tool calls ${comparedName} (${formatCount(comparedSessions)} sessions); verdict ${tip.verdict}`,
      ) +
      `<text x="${px(centre)}" y="${PLOT_BOTTOM + 16}" text-anchor="middle">${escape(cut(tip.patternId, band))}</text>`
    );
  });
  const entries: LegendEntry[] = [
    { name: 'shown', colour: COLOURS.blue, kind: 'bar' },
    { name: 'not shown (control, or before)', colour: NEUTRAL, kind: 'bar' },
    ...(measured.some((tip) => tip.verdict === 'insufficient-data')
      ? [{ name: 'pale: too few sessions for a verdict', colour: NEUTRAL, kind: 'bar', pale: true } as const]
      : []),
  ];
  const description = `Rate per 100 tool calls of ${measured.length} tips where shown and where not; axis 0 to ${formatTick(axis.max, axis.step)}.`;
  return svgChart(
    LABEL,
    description,
    [valueAxis(axis), `<line x1="${MARGIN.left}" x2="${PLOT_RIGHT}" y1="${PLOT_BOTTOM}" y2="${PLOT_BOTTOM}" stroke="#9ca3af"/>`, ...bars].join(''),
    entries,
  );
}

/** The name cut to fit its band (the tooltip has it whole). */
function cut(name: string, band: number): string {
  const room = Math.max(4, Math.floor((band - 6) / CHAR_PX));
  return name.length > room ? `${name.slice(0, room - 1)}…` : name;
}
