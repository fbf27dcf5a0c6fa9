/** Corrections and failure reports per session by week, side by side in each week's band. */
import type { Report } from '../../views/report.js';
import { formatCount } from '../numbers.js';
import { emptyChart } from './frame.js';
import { COLOURS } from './palette.js';
import { counted } from './counted.js';
import { weekBars } from './week-bars.js';

const LABEL = 'Corrections and failure reports per session by week';

const KINDS = [
  { key: 'corrections', name: 'corrections', colour: COLOURS.blue },
  { key: 'failureReports', name: 'failure reports', colour: COLOURS.vermillion },
] as const;

export function feedbackChart(report: Report): string {
  if (report.weeks.length === 0) return emptyChart(LABEL, 'No sessions');
  const byWeek = new Map(report.weeks.map((week) => [week.week, week]));
  const weeks = report.weeks.map((week) => ({
    week: week.week,
    sessions: week.sessions,
    values: KINDS.map((kind) => week.feedback[kind.key].perSession ?? 0),
  }));
  if (weeks.every((week) => week.values.every((value) => value === 0))) return emptyChart(LABEL, 'No correction or failure report in these sessions');
  return weekBars({
    label: LABEL,
    mode: 'grouped',
    series: KINDS,
    weeks,
    kind: 'plain',
    measure: 'Corrections and failure reports per session',
    describe: (week, at) => {
      const kind = KINDS[at] ?? KINDS[0];
      const count = byWeek.get(week.week)?.feedback[kind.key];
      return `Week of ${week.week}, ${counted(week.sessions, 'session')}: ${(week.values[at] ?? 0).toFixed(2)} ${kind.name} per session (${count && count.count > 0 ? `${formatCount(count.count)} in ${counted(count.sessions, 'session')}` : 'none'})`;
    },
    emptyName: 'a week of sessions with neither',
    describeEmpty: (week) => `Week of ${week.week}, ${counted(week.sessions, 'session')}: no correction and no failure report`,
  });
}
