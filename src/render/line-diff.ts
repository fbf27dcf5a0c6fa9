/**
 * A unified diff of two texts by lines (`--- a`, `+++ b`, `@@ -l,n +l,n @@` hunks with three lines of
 * context), for showing a change before it is made (`hooks install --dry-run`). The lines both texts
 * share at the start and end are set aside first; the rest is matched by a longest common subsequence
 * when it is small enough (MAX_MATCHED_CELLS), else shown as one block removed and one added.
 */

const CONTEXT = 3;
/** Lines of the changed middle compared pairwise at most (old × new); a bigger middle is one replaced block. */
const MAX_MATCHED_CELLS = 4_000_000;

type Op = { kind: ' ' | '-' | '+'; line: string };

/** The diff of `before` and `after` named `from` and `to`; '' when they are equal. */
export function unifiedDiff(before: string, after: string, from: string, to: string): string {
  if (before === after) return '';
  const oldLines = splitLines(before);
  const newLines = splitLines(after);
  let head = 0;
  while (head < oldLines.length && head < newLines.length && oldLines[head] === newLines[head]) head++;
  let tail = 0;
  while (tail < oldLines.length - head && tail < newLines.length - head && oldLines[oldLines.length - 1 - tail] === newLines[newLines.length - 1 - tail])
    tail++;
  const ops: Op[] = [
    ...oldLines.slice(0, head).map((line): Op => ({ kind: ' ', line })),
    ...middle(oldLines.slice(head, oldLines.length - tail), newLines.slice(head, newLines.length - tail)),
    ...oldLines.slice(oldLines.length - tail).map((line): Op => ({ kind: ' ', line })),
  ];
  return `--- ${from}\n+++ ${to}\n${hunks(ops).join('')}`;
}

/** Lines without their endings; a last line without one is marked as git marks it. */
function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  if (lines.at(-1) === '') lines.pop();
  else lines.push(`${lines.pop() ?? ''}\n\\ No newline at end of file`);
  return lines;
}

function middle(oldLines: string[], newLines: string[]): Op[] {
  if (oldLines.length * newLines.length > MAX_MATCHED_CELLS) {
    return [...oldLines.map((line): Op => ({ kind: '-', line })), ...newLines.map((line): Op => ({ kind: '+', line }))];
  }
  // longest common subsequence lengths of the suffixes, then one walk from the start
  const width = newLines.length + 1;
  const lengths = new Uint32Array((oldLines.length + 1) * width);
  for (let i = oldLines.length - 1; i >= 0; i--)
    for (let j = newLines.length - 1; j >= 0; j--)
      lengths[i * width + j] =
        oldLines[i] === newLines[j] ? at(lengths, (i + 1) * width + j + 1) + 1 : Math.max(at(lengths, (i + 1) * width + j), at(lengths, i * width + j + 1));
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < oldLines.length || j < newLines.length) {
    if (i < oldLines.length && j < newLines.length && oldLines[i] === newLines[j]) {
      ops.push({ kind: ' ', line: oldLines[i++] ?? '' });
      j++;
    } else if (i < oldLines.length && (j === newLines.length || at(lengths, (i + 1) * width + j) >= at(lengths, i * width + j + 1))) {
      // a removed line before an added one, as diff shows them
      ops.push({ kind: '-', line: oldLines[i++] ?? '' });
    } else {
      ops.push({ kind: '+', line: newLines[j++] ?? '' });
    }
  }
  return ops;
}

function at(lengths: Uint32Array, index: number): number {
  return lengths[index] ?? 0;
}

/** The changed operations with their context, grouped into hunks. */
function hunks(ops: Op[]): string[] {
  const changed = ops.flatMap((op, index) => (op.kind === ' ' ? [] : [index]));
  const groups: Array<[number, number]> = [];
  for (const index of changed) {
    const last = groups.at(-1);
    if (last && index - last[1] <= 2 * CONTEXT + 1) last[1] = index;
    else groups.push([index, index]);
  }
  return groups.map(([first, last]) => {
    const start = Math.max(0, first - CONTEXT);
    const end = Math.min(ops.length, last + CONTEXT + 1);
    const before = ops.slice(0, start);
    const oldStart = before.filter((op) => op.kind !== '+').length;
    const newStart = before.filter((op) => op.kind !== '-').length;
    const body = ops.slice(start, end);
    const oldCount = body.filter((op) => op.kind !== '+').length;
    const newCount = body.filter((op) => op.kind !== '-').length;
    const range = (from: number, count: number) => `${count === 0 ? from : from + 1},${count}`;
    return `@@ -${range(oldStart, oldCount)} +${range(newStart, newCount)} @@\n${body.map((op) => `${op.kind}${op.line}\n`).join('')}`;
  });
}
