/**
 * What the text and the HTML report (report-text.ts, report-html.ts) show alike: the columns and cells of
 * the weeks and patterns tables, and how a tip's rates and change are written.
 */
import type { ReportPattern, ReportTip, ReportWeek, Spread } from '../views/report.js';
import { formatCount, formatTokens, NOT_MEASURED } from './numbers.js';
import type { Column } from './table.js';

export const WEEK_COLUMNS: readonly Column[] = [
  { header: 'Week of' },
  { header: 'Sessions', align: 'right' },
  { header: 'Tool calls (median / p90)', align: 'right' },
  { header: 'Tokens in / cache write / cache read / out (median)', align: 'right', flex: true },
  { header: 'Duration (median)', align: 'right' },
  { header: 'Corrections / failure reports', align: 'right' },
];

export function weekCells(week: ReportWeek): string[] {
  return [
    week.week,
    formatCount(week.sessions),
    pair(week.toolCalls, formatCount),
    `${formatTokens(week.tokens.input.median)} / ${formatTokens(week.tokens.cacheWrite.median)} / ${formatTokens(week.tokens.cacheRead.median)} / ${formatTokens(week.tokens.output.median)}`,
    duration(week.durationMs.median),
    `${formatCount(week.feedback.corrections.count)} / ${formatCount(week.feedback.failureReports.count)}`,
  ];
}

export const PATTERN_COLUMNS: readonly Column[] = [
  { header: 'Pattern' },
  { header: 'Sessions', align: 'right' },
  { header: 'Found', align: 'right' },
  { header: 'Per 100 calls', align: 'right' },
  { header: 'Tokens wasted', align: 'right' },
];

export function patternCells(pattern: ReportPattern): string[] {
  return [
    pattern.patternId,
    formatCount(pattern.sessions),
    formatCount(pattern.occurrences),
    pattern.ratePer100.toFixed(2),
    pattern.wastedTokens > 0 ? formatTokens(pattern.wastedTokens) : NOT_MEASURED,
  ];
}

/** A tip's id, marked when its ranking is demoted. */
export function tipName(tip: ReportTip): string {
  return `${tip.patternId}${tip.demoted ? ' (demoted)' : ''}`;
}

/** A rate per 100 tool calls, or a dash where it was not measured. */
export function rateText(value: number | null): string {
  return value === null ? NOT_MEASURED : value.toFixed(2);
}

/** The change of the rate where the tip was shown: +12%, -40%. */
export function changeText(change: number | null): string {
  return change === null ? NOT_MEASURED : `${change > 0 ? '+' : ''}${Math.round(change * 100)}%`;
}

function pair(spread: Spread, format: (value: number) => string): string {
  return `${format(spread.median)} / ${format(spread.p90)}`;
}

/** 45 s, 12 min, 3.5 h. */
function duration(ms: number): string {
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 120 * 60_000) return `${Math.round(ms / 60_000)} min`;
  return `${(ms / 3_600_000).toFixed(1)} h`;
}
