/**
 * Tips that must never stand together in one injected block (docs/detectors.md): when both would be
 * shown, only the higher-ranked one is. A pair is listed when one tip's advice can read as the
 * opposite of the other's.
 */
export interface TipConflict {
  ids: readonly [string, string];
  why: string;
}

export const TIP_CONFLICTS: readonly TipConflict[] = [
  {
    ids: ['repeated-read', 'read-without-limit'],
    why:
      '"keep what you read in context instead of reading again" can read as "read whole files once", ' +
      'against "read only the lines you need with offset/limit"',
  },
];

export function conflictsWith(id: string, other: string): boolean {
  return TIP_CONFLICTS.some(({ ids: [a, b] }) => (a === id && b === other) || (a === other && b === id));
}
