/**
 * What a tool detector, a delegation pattern or the solo streak is, why it matters, an example, and
 * what to do — the seed's "[?] Learn more", from the meta of each (the words live there only).
 */
import { DETECTORS, detectorById } from '../detectors/index.js';
import { DELEGATION_PATTERNS, delegationPatternById } from '../delegation/patterns/index.js';
import { SOLO_STREAK } from '../delegation/solo-streak.js';
import { patternOfTipId } from '../delegation/tip-ids.js';
import { isDelegationPatternId } from '../delegation/types.js';

export interface Explanation {
  id: string;
  kind: 'tool pattern' | 'delegation pattern' | 'solo streak';
  title: string;
  fires: string;
  /** Why it matters (the meta's rationale). */
  rationale: string;
  example: string;
  /** What to do (the meta's tip). */
  tip: string;
}

export function explain(id: string): Explanation | undefined {
  const detector = detectorById(id);
  if (detector) {
    const { meta } = detector;
    const options = meta.defaults as Record<string, unknown>;
    const fires = meta.fires.replace(/\{(\w+)\}/g, (whole, key: string) => (key in options ? String(options[key]) : whole));
    return { id, kind: 'tool pattern', title: meta.title, fires, rationale: meta.rationale, example: meta.example, tip: meta.tip };
  }
  const pattern = isDelegationPatternId(id) ? id : patternOfTipId(id);
  if (pattern !== undefined) {
    const { meta } = delegationPatternById(pattern);
    const fires = Object.entries(meta.confidences)
      .sort(([a], [b]) => Number(b) - Number(a))
      .map(([confidence, when]) => `${confidence}: ${when}`)
      .join('; ');
    return {
      id: pattern,
      kind: 'delegation pattern',
      title: meta.title,
      fires,
      rationale: meta.rationale,
      example: meta.example,
      tip: `${meta.tip.charAt(0).toUpperCase()}${meta.tip.slice(1)}.`,
    };
  }
  if (id === SOLO_STREAK.id)
    return {
      id,
      kind: 'solo streak',
      title: SOLO_STREAK.title,
      fires: SOLO_STREAK.fires,
      rationale: SOLO_STREAK.rationale,
      example: SOLO_STREAK.example,
      tip: SOLO_STREAK.tip,
    };
  return undefined;
}

export function knownIds(): string[] {
  return [...DETECTORS.map(({ meta }) => meta.id), ...DELEGATION_PATTERNS.map(({ meta }) => meta.id), SOLO_STREAK.id];
}
