/**
 * The conditions every history query shares on the joined `sessions s` row: failed tasks left out
 * unless asked, one repository when asked, and sessions active in a time window when one is given.
 * Callers add their own conditions after these.
 */
export interface SessionFilter {
  repo?: string;
  includeFailed?: boolean;
  /** Sessions active at or after this time (epoch milliseconds): their last line is not older. */
  sinceMs?: number;
  /** Sessions active before this time (epoch milliseconds): their first line is older. */
  untilMs?: number;
}

export function sessionConditions(filter: SessionFilter): { where: string[]; params: unknown[] } {
  const where = ["(? OR s.outcome IS NULL OR s.outcome != 'failed')"];
  const params: unknown[] = [filter.includeFailed ? 1 : 0];
  if (filter.repo !== undefined) {
    where.push('s.repo = ?');
    params.push(filter.repo);
  }
  // a session whose lines carry no time is in no window
  if (filter.sinceMs !== undefined) {
    where.push('s.last_ts >= ?');
    params.push(filter.sinceMs);
  }
  if (filter.untilMs !== undefined) {
    where.push('s.first_ts < ?');
    params.push(filter.untilMs);
  }
  return { where, params };
}

/** A time window alone: sessions active in it. */
export type TimeWindow = Pick<SessionFilter, 'sinceMs' | 'untilMs'>;
