/**
 * Delegation advice for each main thread: suggestion points with their verdicts, solo streaks, and the
 * first calls read (they settle points a reading before left pending).
 */
import { DelegationDetector, type DelegationPoint, type SoloStreak, type StreamHead } from '../../delegation/delegation-detector.js';
import { appendAll } from '../../util/arrays.js';
import { defineConcern } from './concern.js';

export interface DelegationPart {
  points: DelegationPoint[];
  streaks: SoloStreak[];
  heads: StreamHead[];
}

export default defineConcern({
  id: 'delegation',
  emptyPart: (): DelegationPart => ({ points: [], streaks: [], heads: [] }),
  create: (partOf, settings) =>
    new DelegationDetector(
      settings.delegation,
      {
        point: (point) => partOf(point.sessionId).points.push(point),
        streak: (streak) => partOf(streak.sessionId).streaks.push(streak),
        head: (head) => partOf(head.sessionId).heads.push(head),
      },
      settings.format,
    ),
  merge: (into, from) => {
    appendAll(into.points, from.points);
    appendAll(into.streaks, from.streaks);
    appendAll(into.heads, from.heads);
  },
});
