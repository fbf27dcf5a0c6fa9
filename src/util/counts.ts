/**
 * Counts keyed by names that come from logs (tool names, languages): null-prototype objects, so a
 * tool called `constructor`, `toString` or `__proto__` is just another key, never an inherited member.
 */
export type Counts = Record<string, number>;

export function emptyCounts(): Counts {
  return Object.create(null) as Counts;
}

export function addCount(counts: Counts, key: string, by = 1): void {
  counts[key] = (counts[key] ?? 0) + by;
}

/** The whole-number entries of a parsed JSON object (e.g. a stored column), as counts. */
export function countsFromJson(value: unknown): Counts {
  const counts = emptyCounts();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return counts;
  for (const [key, count] of Object.entries(value)) if (typeof count === 'number' && Number.isFinite(count)) counts[key] = count;
  return counts;
}

/** Counts sorted by count (highest first), then by name: stable output for tables and JSON. */
export function sortedCounts(counts: Readonly<Counts>): Counts {
  const sorted = emptyCounts();
  const entries = Object.entries(counts).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, count] of entries) sorted[key] = count;
  return sorted;
}
