/**
 * The delegation patterns in the order they are checked (docs/detectors.md): the first to match at
 * confidence ≥ 0.5 wins.
 */
import { MIN_CONFIDENCE, type DelegationCall, type DelegationPatternId, type PatternMatch } from '../types.js';
import type { DelegationPattern } from './define.js';
import debugging from './debugging.js';
import exploration from './exploration.js';
import implementation from './implementation.js';
import refactoring from './refactoring.js';

export type { DelegationPattern } from './define.js';

export const DELEGATION_PATTERNS: readonly DelegationPattern[] = [exploration, implementation, debugging, refactoring];

const BY_ID = new Map(DELEGATION_PATTERNS.map((pattern) => [pattern.meta.id, pattern]));

export function delegationPatternById(id: DelegationPatternId): DelegationPattern {
  const pattern = BY_ID.get(id);
  if (!pattern) throw new Error(`no delegation pattern has the id ${id}`);
  return pattern;
}

/** The first enabled pattern that matches the window; `enabled` leaves out patterns the user turned off. */
export function detectPattern(window: readonly DelegationCall[], enabled: (id: DelegationPatternId) => boolean = () => true): PatternMatch | undefined {
  for (const pattern of DELEGATION_PATTERNS) {
    if (!enabled(pattern.meta.id)) continue;
    const match = pattern.match(window);
    if (match && match.confidence >= MIN_CONFIDENCE) return match;
  }
  return undefined;
}
