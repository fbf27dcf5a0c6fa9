/**
 * Tokens per session by week: the median per session of input, cache write (cache creation), cache read
 * and output, stacked. A kind no session of a week records (Codex logs have no cache writes; a week of
 * logs without usage has none at all) is said, not drawn as 0.
 */
import type { Report, Spread } from '../../views/report.js';
import { formatCount } from '../numbers.js';
import { COLOURS } from './palette.js';
import { counted } from './counted.js';
import { weekBars, type BarWeek } from './week-bars.js';
import { emptyChart } from './frame.js';

const LABEL = 'Tokens per session by week';

const KINDS = [
  { key: 'input', name: 'input', colour: COLOURS.blue },
  { key: 'cacheWrite', name: 'cache write', colour: COLOURS.orange },
  { key: 'cacheRead', name: 'cache read', colour: COLOURS.skyBlue },
  { key: 'output', name: 'output', colour: COLOURS.vermillion },
] as const;

export function tokenChart(report: Report): string {
  if (report.weeks.length === 0) return emptyChart(LABEL, 'No sessions');
  const byWeek = new Map(report.weeks.map((week) => [week.week, week]));
  const weeks: BarWeek[] = report.weeks.map((week) => ({
    week: week.week,
    sessions: week.sessions,
    // p90 of 0: at most a tenth of the week's sessions (none, with up to ten) record any of this kind
    values: KINDS.map((kind) => (week.tokens[kind.key].p90 === 0 ? null : week.tokens[kind.key].median)),
  }));
  if (weeks.every((week) => week.values.every((value) => value === null))) return emptyChart(LABEL, 'No token usage recorded in these sessions');
  return weekBars({
    label: LABEL,
    mode: 'stacked',
    series: KINDS,
    weeks,
    kind: 'tokens',
    measure: 'Median tokens per session (input, cache write, cache read, output)',
    describe: (week, at) => {
      const kind = KINDS[at] ?? KINDS[0];
      const figures = byWeek.get(week.week)?.tokens;
      const spread: Spread = figures ? figures[kind.key] : { median: 0, p90: 0 };
      const missing = KINDS.filter((_, other) => week.values[other] === null).map((other) => other.name);
      return (
        `Week of ${week.week}, ${counted(week.sessions, 'session')}: ${kind.name} ${formatCount(spread.median)} tokens per session (median; p90 ${formatCount(spread.p90)})` +
        (missing.length > 0 ? `; not recorded: ${missing.join(', ')}` : '')
      );
    },
    emptyName: 'a week without token usage recorded',
    describeEmpty: (week) => `Week of ${week.week}, ${counted(week.sessions, 'session')}: no token usage recorded`,
  });
}
