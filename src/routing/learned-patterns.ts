/**
 * The learned tier. Mining: in each stream, the successful uses in order; every use of a suggestable
 * tool that has WINDOW uses before it gives a (window → tool) observation; those seen at least
 * MIN_FREQUENCY times are patterns. Matching (seed): the share of a pattern's distinct tool names
 * found among the last WINDOW uses; the best share wins, then the more frequent pattern.
 */
import { isSuggestable } from './tool-kinds.js';
import type { RoutingPattern, RoutingSuggestion } from './types.js';
import { compareText } from '../util/compare-text.js';

export const WINDOW = 5;
export const MIN_FREQUENCY = 2;

/** Counts (window → target) observations; add streams one by one, read the patterns at any time. */
export class PatternMiner {
  private readonly counts = new Map<string, RoutingPattern & { frequency: number }>();
  /** The patterns as last sorted; recomputed only after a count at or above MIN_FREQUENCY changed (the replay asks before every session). */
  private sorted: readonly RoutingPattern[] | undefined;

  /** `names`: the routing names of one stream's successful uses, in order. */
  addStream(names: readonly string[], suggestable: (name: string) => boolean = (name) => isSuggestable(name)): void {
    for (const [index, target] of names.entries()) {
      if (index < WINDOW || !suggestable(target)) continue; // a target needs WINDOW names before it
      const preceding = names.slice(index - WINDOW, index);
      const key = `${target}\u0000${preceding.join('\u0000')}`;
      const known = this.counts.get(key);
      if (!known) this.counts.set(key, { target, preceding, frequency: 1 });
      else if (++known.frequency >= MIN_FREQUENCY) this.sorted = undefined;
    }
  }

  /** Every observation count, in the order first seen, as plain JSON (the replay's checkpoint, routing/replay.ts). */
  snapshot(): RoutingPattern[] {
    return [...this.counts.values()].map(({ target, preceding, frequency }) => ({ target, preceding: [...preceding], frequency }));
  }

  static fromSnapshot(counts: readonly RoutingPattern[]): PatternMiner {
    const miner = new PatternMiner();
    for (const { target, preceding, frequency } of counts)
      miner.counts.set(`${target}\u0000${preceding.join('\u0000')}`, { target, preceding: [...preceding], frequency });
    return miner;
  }

  /** Patterns seen at least MIN_FREQUENCY times, most frequent first (then by target and window); frozen copies. */
  patterns(): readonly RoutingPattern[] {
    this.sorted ??= Object.freeze(
      [...this.counts.values()]
        .filter((pattern) => pattern.frequency >= MIN_FREQUENCY)
        .map((pattern) => Object.freeze({ ...pattern, preceding: Object.freeze([...pattern.preceding]) }))
        .sort((a, b) => b.frequency - a.frequency || compareText(a.target, b.target) || compareText(a.preceding.join(), b.preceding.join())),
    );
    return this.sorted;
  }
}

export function minePatterns(streams: Iterable<readonly string[]>): readonly RoutingPattern[] {
  const miner = new PatternMiner();
  for (const names of streams) miner.addStream(names);
  return miner.patterns();
}

/** Seed's overlap: distinct names of the pattern's window found in the last as-many recent names. */
export function sequenceOverlap(recent: readonly string[], preceding: readonly string[]): number {
  const window = new Set(recent.slice(-preceding.length));
  const wanted = new Set(preceding);
  if (wanted.size === 0) return 0;
  let found = 0;
  for (const name of wanted) if (window.has(name)) found++;
  return found / wanted.size;
}

export function learnedMatch(
  recent: readonly string[],
  patterns: readonly RoutingPattern[],
  allowed: (name: string) => boolean,
): RoutingSuggestion | undefined {
  let best: { pattern: RoutingPattern; overlap: number } | undefined;
  for (const pattern of patterns) {
    if (!allowed(pattern.target)) continue;
    const overlap = sequenceOverlap(recent, pattern.preceding);
    if (overlap > 0 && (!best || overlap > best.overlap || (overlap === best.overlap && pattern.frequency > best.pattern.frequency)))
      best = { pattern, overlap };
  }
  return best && { tool: best.pattern.target, tier: 'learned', confidence: best.overlap, pattern: best.pattern };
}
