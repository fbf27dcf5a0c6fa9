/**
 * Tips that must never stand together in one injected block (docs/detectors.md): when both would be
 * shown, only the higher-ranked (the more valuable) one is. A pair is listed when one tip's advice can
 * read as the opposite of the other's, or when both give a different fix for the same behaviour. Ids
 * are pattern ids of tool_patterns.json: a detector's, or a delegation tip's `delegate-<pattern>`.
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
  {
    ids: ['delegate-exploration', 'sequential-reads'],
    why: 'the same run of reads in the main thread, two fixes: hand the exploration to a sub-agent, or search first and read the matches yourself',
  },
  {
    ids: ['delegate-exploration', 'grep-then-read-same'],
    why: 'the same search-then-read in the main thread, two fixes: hand the exploration to a sub-agent, or read the lines from the Grep output yourself',
  },
];

export function conflictsWith(id: string, other: string): boolean {
  return TIP_CONFLICTS.some(({ ids: [a, b] }) => (a === id && b === other) || (a === other && b === id));
}
