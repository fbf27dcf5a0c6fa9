/**
 * `--since` and `--until` of the commands that list history: a date (`2025-11-01`, the whole day in UTC),
 * a time (`2025-11-01T09:30:00Z`, with its offset or in UTC), or a span back from now (`90m`, `12h`, `7d`,
 * `2w`). The window holds the sessions active in it; a session whose lines carry no time is in none.
 */
import { InvalidArgumentError, type Command } from 'commander';
import { InputError } from '../errors.js';
import type { TimeWindow } from '../store/session-filter.js';

/** A bound as given: a span back from now, or a point in time (a date alone also names its day's end, for --until). */
type TimeBound = { ago: number } | { at: number; dayEnd?: number };

export interface TimeWindowFlags {
  since?: TimeBound;
  until?: TimeBound;
}

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;
const SPAN = /^(\d{1,6})(m|h|d|w)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;

export function addTimeWindowOptions(command: Command): Command {
  return command
    .option('--since <when>', 'only sessions active since then: a date (2025-11-01), a time (2025-11-01T09:30Z) or a span back (12h, 7d, 2w)', timeBound)
    .option('--until <when>', 'only sessions active before then (a date: up to the end of that day); same forms as --since', timeBound);
}

/** The window the flags give, as of `nowMs`; a window that ends before it starts is a usage error. */
export function timeWindowOf(flags: TimeWindowFlags, nowMs: number): TimeWindow | undefined {
  const sinceMs = flags.since !== undefined ? ('ago' in flags.since ? nowMs - flags.since.ago : flags.since.at) : undefined;
  const untilMs = flags.until !== undefined ? ('ago' in flags.until ? nowMs - flags.until.ago : (flags.until.dayEnd ?? flags.until.at)) : undefined;
  if (sinceMs === undefined && untilMs === undefined) return undefined;
  if (sinceMs !== undefined && untilMs !== undefined && untilMs <= sinceMs) {
    throw new InputError(`--until (${new Date(untilMs).toISOString()}) must be after --since (${new Date(sinceMs).toISOString()})`);
  }
  return { ...(sinceMs !== undefined && { sinceMs }), ...(untilMs !== undefined && { untilMs }) };
}

/** `{ window }` for a use case's filter when the flags give one, as of now. */
export function windowOption(flags: TimeWindowFlags): { window?: TimeWindow } {
  const window = timeWindowOf(flags, Date.now());
  return window ? { window } : {};
}

function timeBound(value: string): TimeBound {
  const text = value.trim();
  const span = SPAN.exec(text);
  if (span) return { ago: Number(span[1]) * UNIT_MS[span[2] as keyof typeof UNIT_MS] };
  if (DATE.test(text)) {
    const at = Date.parse(`${text}T00:00:00Z`);
    if (Number.isFinite(at) && new Date(at).toISOString().startsWith(text)) return { at, dayEnd: at + UNIT_MS.d };
  } else if (TIME.test(text)) {
    const iso = text.replace(' ', 'T');
    const at = Date.parse(/(?:Z|[+-]\d{2}:?\d{2})$/i.test(iso) ? iso : `${iso}Z`);
    if (Number.isFinite(at)) return { at };
  }
  throw new InvalidArgumentError('expected a date (2025-11-01), a time (2025-11-01T09:30Z) or a span back from now (90m, 12h, 7d, 2w)');
}
