/**
 * The conditions every history query shares on the joined `sessions s` row: failed tasks left out
 * unless asked, and one repository when asked. Callers add their own conditions after these.
 */
export interface SessionFilter {
  repo?: string;
  includeFailed?: boolean;
}

export function sessionConditions(filter: SessionFilter): { where: string[]; params: unknown[] } {
  const where = ["(? OR s.outcome IS NULL OR s.outcome != 'failed')"];
  const params: unknown[] = [filter.includeFailed ? 1 : 0];
  if (filter.repo !== undefined) {
    where.push('s.repo = ?');
    params.push(filter.repo);
  }
  return { where, params };
}
