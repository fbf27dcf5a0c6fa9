/**
 * Problems as stderr lines. With --verbose every problem is a line `file:line: message`; without it,
 * line-level problems are summed per file and kind ("3 malformed lines, first at line 17").
 */
import type { Problem, ProblemKind } from '../analyze/report.js';

const LINE_KINDS: ReadonlySet<ProblemKind> = new Set(['malformed', 'oversize', 'invalid-utf8', 'bad-field']);
/** Singular and plural of each line-level kind. */
const KIND_NOUNS: Partial<Record<ProblemKind, [string, string]>> = {
  malformed: ['malformed line', 'malformed lines'],
  oversize: ['oversize line', 'oversize lines'],
  'invalid-utf8': ['line with invalid UTF-8', 'lines with invalid UTF-8'],
  'bad-field': ['item with a missing or wrong-typed field skipped', 'items with missing or wrong-typed fields skipped'],
};

export function problemLine(problem: Problem): string {
  const where = problem.line !== undefined ? `${problem.file}:${problem.line}` : problem.file;
  return `${where}: ${problem.message}`;
}

/** Line-level problems of one file, summed by kind; others are returned as they are. */
export function summarizeProblems(problems: readonly Problem[]): string[] {
  const lines: string[] = [];
  const grouped = new Map<string, [Problem, ...Problem[]]>();
  for (const problem of problems) {
    if (!LINE_KINDS.has(problem.kind)) {
      lines.push(problemLine(problem));
      continue;
    }
    const key = `${problem.file}\u0000${problem.kind}`;
    const group = grouped.get(key);
    if (group) group.push(problem);
    else grouped.set(key, [problem]);
  }
  for (const group of grouped.values()) {
    const first = group.find((problem) => problem.line !== undefined) ?? group[0];
    const count = group.reduce((sum, problem) => sum + (problem.omitted ?? 1), 0);
    const [singular, plural] = KIND_NOUNS[first.kind] ?? [first.kind, first.kind];
    const firstAt = first.line !== undefined ? ` (first at line ${first.line})` : '';
    lines.push(`${first.file}: ${count} ${count === 1 ? singular : plural}${firstAt}; --verbose lists them`);
  }
  return lines;
}
