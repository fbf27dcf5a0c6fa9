/**
 * The value axis of a weekly chart, not set by one thin week: a week of fewer than LOW_SAMPLE_SESSIONS
 * sessions is drawn pale, and the axis goes to the larger of the largest week of at least that many
 * sessions and the weeks' 90th percentile (never the largest value alone: with fewer than ten values, the
 * second largest). When some week is more than OUTLIER_FACTOR times above that
 * axis, the axis stays there and the week is drawn clipped (to the top, a break mark, its value written);
 * otherwise the axis takes every week.
 */
import { niceAxis, type ValueAxis } from './nice-ticks.js';

/** Fewer sessions than this in a week: a low sample, drawn pale, never setting the scale alone. */
export const LOW_SAMPLE_SESSIONS = 3;
const OUTLIER_FACTOR = 1.5;

export interface WeekValue {
  value: number;
  /** Sessions of its week. */
  sessions: number;
}

export function isLowSample(sessions: number): boolean {
  return sessions < LOW_SAMPLE_SESSIONS;
}

/** The axis for these values; a value above its max is to be drawn clipped. */
export function robustAxis(values: readonly WeekValue[]): ValueAxis {
  const largest = values.reduce((most, entry) => Math.max(most, entry.value), 0);
  const full = niceAxis(largest);
  const wellSampled = values.reduce((most, entry) => (isLowSample(entry.sessions) ? most : Math.max(most, entry.value)), 0);
  const cap = Math.max(wellSampled, percentile90(values.map((entry) => entry.value)));
  if (cap <= 0) return full;
  const robust = niceAxis(cap);
  return largest > robust.max * OUTLIER_FACTOR ? robust : full;
}

/** Nearest rank, below the largest value whenever there are two or more. */
function percentile90(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(Math.ceil(0.9 * sorted.length), sorted.length - 1);
  return sorted[Math.max(0, rank - 1)] ?? 0;
}

/** The chart note's sentence for the rule; `marked` is how a low-sample week looks ("drawn pale"). */
export function robustAxisNote(marked: string): string {
  return `The scale is set by the weeks of at least ${LOW_SAMPLE_SESSIONS} sessions, or by the 90th percentile of all weeks (below the largest) if that is higher; a week of fewer sessions is ${marked}. When a value is more than ${OUTLIER_FACTOR} times the scale, every value above the scale is drawn to the top, cut by a break mark, its value written above; otherwise the axis takes them all.`;
}
