/**
 * The x axis of a weekly chart is time, not a list of weeks: a week's place comes from its date, so a
 * four-month gap is four months wide; every week is one week wide, however many weeks show. Lines are
 * drawn within runs of consecutive weeks and break at a gap.
 */
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

export interface WeekBand {
  left: number;
  right: number;
  centre: number;
}

export interface TimeScale {
  /** The x of an instant. */
  x(ms: number): number;
  /** The band of an ISO week (its Monday, YYYY-MM-DD). */
  band(week: string): WeekBand;
  /** Pixels of one week. */
  weekWidth: number;
  from: number;
  to: number;
  left: number;
  right: number;
}

/** Monday 00:00 UTC of the week, in epoch milliseconds. */
function weekStart(week: string): number {
  return Date.parse(`${week}T00:00:00Z`);
}

/** From the first week's Monday to the end of the last week, over [left, right] pixels. */
export function weekScale(weeks: readonly string[], left: number, right: number): TimeScale {
  const starts = weeks.map(weekStart).filter(Number.isFinite);
  const from = starts.reduce((least, ms) => Math.min(least, ms), starts[0] ?? 0);
  const to = starts.reduce((most, ms) => Math.max(most, ms), from) + WEEK_MS;
  const x = (ms: number) => left + ((ms - from) / (to - from)) * (right - left);
  return {
    x,
    band: (week) => {
      const start = weekStart(week);
      return { left: x(start), right: x(start + WEEK_MS), centre: x(start + WEEK_MS / 2) };
    },
    weekWidth: (WEEK_MS / (to - from)) * (right - left),
    from,
    to,
    left,
    right,
  };
}

/** The items in runs of consecutive weeks (7 days apart); a week with no session between two ends a run. */
export function consecutiveRuns<T>(items: readonly T[], weekOf: (item: T) => string): T[][] {
  const runs: T[][] = [];
  let previous = Number.NaN;
  for (const item of items) {
    const start = weekStart(weekOf(item));
    const run = runs[runs.length - 1];
    if (run && start - previous === WEEK_MS) run.push(item);
    else runs.push([item]);
    previous = start;
  }
  return runs;
}

export interface TimeTick {
  x: number;
  label: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Pixels per character of an 11px sans-serif label, a little generous; and the least gap between labels. */
const CHAR_PX = 6.6;
const GAP_PX = 12;

type Unit = { kind: 'week'; every: number } | { kind: 'month'; every: number } | { kind: 'year'; every: number };

const UNITS: readonly Unit[] = [
  { kind: 'week', every: 1 },
  { kind: 'week', every: 2 },
  { kind: 'month', every: 1 },
  { kind: 'month', every: 2 },
  { kind: 'month', every: 3 },
  { kind: 'month', every: 6 },
  { kind: 'year', every: 1 },
  { kind: 'year', every: 2 },
  { kind: 'year', every: 5 },
  { kind: 'year', every: 10 },
];

/**
 * Date labels along the axis, the finest unit whose labels do not overlap: weeks (at their middle, "9 Jun"),
 * months (at the 1st, "Jul") or years. The first label and the first of each new year carry the year
 * ("Jun 2025", "Jan 2026"), so labels across two years never read as one. Labels that would leave
 * [0, width] are left out.
 */
export function timeTicks(scale: TimeScale, width: number): TimeTick[] {
  for (const unit of UNITS) {
    const ticks = withYears(instants(scale, unit), unit).filter(
      (tick) => tick.x - labelWidth(tick.label) / 2 >= 0 && tick.x + labelWidth(tick.label) / 2 <= width,
    );
    if (ticks.length > 0 && fits(ticks)) return ticks;
  }
  return [];
}

function labelWidth(label: string): number {
  return label.length * CHAR_PX;
}

function fits(ticks: readonly TimeTick[]): boolean {
  return ticks.every((tick, at) => {
    const next = ticks[at + 1];
    return !next || next.x - tick.x >= (labelWidth(tick.label) + labelWidth(next.label)) / 2 + GAP_PX;
  });
}

interface Instant {
  ms: number;
  x: number;
}

/** Instants of the unit within the scale's span; capped, as a span of centuries needs no weekly ticks. */
function instants(scale: TimeScale, unit: Unit): Instant[] {
  const found: Instant[] = [];
  const limit = 400;
  if (unit.kind === 'week') {
    for (let ms = scale.from; ms < scale.to && found.length < limit; ms += unit.every * WEEK_MS) found.push({ ms, x: scale.x(ms + WEEK_MS / 2) });
    return found;
  }
  const first = new Date(scale.from);
  const months = unit.kind === 'month' ? unit.every : 12 * unit.every;
  let year = first.getUTCFullYear();
  let month = unit.kind === 'month' ? first.getUTCMonth() : 0;
  if (unit.kind === 'year') year -= year % unit.every;
  for (let guard = 0; guard < limit; guard++) {
    const ms = Date.UTC(year, month, 1);
    if (ms > scale.to) break;
    if (ms >= scale.from) found.push({ ms, x: scale.x(ms) });
    month += months;
    year += Math.floor(month / 12);
    month %= 12;
  }
  return found;
}

function withYears(instantsOf: readonly Instant[], unit: Unit): TimeTick[] {
  let lastYear = Number.NaN;
  return instantsOf.map(({ ms, x }) => {
    const date = new Date(ms);
    const year = date.getUTCFullYear();
    const newYear = year !== lastYear;
    lastYear = year;
    const month = MONTHS[date.getUTCMonth()] ?? '';
    if (unit.kind === 'year') return { x, label: String(year) };
    const base = unit.kind === 'week' ? `${date.getUTCDate()} ${month}` : month;
    return { x, label: newYear ? `${base} ${year}` : base };
  });
}
