/**
 * The delegation entries of tool_patterns.json: per pattern, the sessions where a high-confidence
 * point (0.9) passed without the agent delegating. Points the agent acted on are no waste; lower
 * confidences are too weak to put into every prompt (they still show in `tip-miner delegation`).
 * Patterns the user set to `never` get no entry, and an earlier one is dropped.
 */
import { maxOf, minOf } from '../util/arrays.js';
import { delegationPatternMetaById } from '../delegation/patterns/metas/index.js';
import { delegationTipId } from '../delegation/tip-ids.js';
import { DELEGATION_PATTERN_IDS, type DelegationPreferences, type StoredDelegationPoint } from '../delegation/types.js';
import { patternScore, roundScore, sessionsByFormat, withTokensByFormat, wordsOfMainAgent, type ToolPatternEntry } from './tool-patterns.js';

/** The confidence a point needs to count for a delegation tip, in tool_patterns.json, the report and the tips. */
export const TIP_CONFIDENCE = 0.9;
const EVIDENCE_PER_PATTERN = 3;

/** A point a delegation tip counts: sure (TIP_CONFIDENCE) and passed without the agent delegating. */
export function isTipPoint(point: Pick<StoredDelegationPoint, 'confidence' | 'action'>): boolean {
  return point.confidence >= TIP_CONFIDENCE && point.action === 'rejected';
}

export interface DelegationEntries {
  entries: ToolPatternEntry[];
  /** Entries to remove from the file (patterns set to `never`). */
  dropIds: string[];
}

export function delegationEntries(points: readonly StoredDelegationPoint[], preferences: DelegationPreferences, now: number): DelegationEntries {
  const entries: ToolPatternEntry[] = [];
  const dropIds: string[] = [];
  for (const pattern of DELEGATION_PATTERN_IDS) {
    if (preferences[pattern] === 'never') {
      dropIds.push(delegationTipId(pattern));
      continue;
    }
    const missed = points.filter((point) => point.pattern === pattern && isTipPoint(point));
    if (missed.length === 0) continue;
    const meta = delegationPatternMetaById(pattern);
    const formats = sessionsByFormat(missed);
    const entry: ToolPatternEntry = {
      pattern_id: delegationTipId(pattern),
      tip: wordsOfMainAgent(meta, formats).tip,
      hit_count: new Set(missed.map((point) => `${point.format}\u0000${point.sessionId}`)).size,
      last_seen: maxOf(missed.map((point) => point.seenAt)) ?? now,
      title: meta.title,
      first_seen: minOf(missed.map((point) => point.seenAt)) ?? now,
      occurrences: missed.length,
      // undefined when no point measured its results (the block then cannot weigh the tip by tokens)
      wasted_tokens: missed.some((point) => point.contextTokens !== undefined) ? missed.reduce((sum, point) => sum + (point.contextTokens ?? 0), 0) : undefined,
      evidence: [...missed]
        .sort((a, b) => b.seenAt - a.seenAt)
        .slice(0, EVIDENCE_PER_PATTERN)
        .map((point) => ({ session: point.sessionId, stream: point.streamId, file: point.file, line: point.line })),
      formats,
      ...withTokensByFormat(missed.map((point) => ({ format: point.format, tokens: point.contextTokens }))),
    };
    entry.score = roundScore(patternScore(entry, now));
    entries.push(entry);
  }
  return { entries, dropIds };
}
