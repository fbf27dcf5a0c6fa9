/**
 * Named points where the crash test (tests/store/crash-recovery.test.ts) kills the process:
 * `TIP_MINER_FAULT=<point>:<n>` sends SIGKILL to this process the n-th time it passes `<point>`.
 * Without the variable each call is one comparison.
 */
const target = parse(process.env.TIP_MINER_FAULT);
let passed = 0;

export type FaultPoint =
  /** A log file's results were committed to the history database. */
  | 'file-recorded'
  /** Every file's results are in the database; no view is written yet. */
  | 'analysis-stored'
  /** A view file was written (renamed into place). */
  | 'view-written';

export function faultPoint(point: FaultPoint): void {
  if (target === undefined || point !== target.point) return;
  if (++passed === target.count) process.kill(process.pid, 'SIGKILL');
}

function parse(spec: string | undefined): { point: string; count: number } | undefined {
  if (spec === undefined) return undefined;
  const [, point, count = '1'] = /^([a-z-]+)(?::(\d+))?$/.exec(spec) ?? [];
  return point === undefined ? undefined : { point, count: Number(count) };
}
