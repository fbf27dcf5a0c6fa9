/**
 * The value of routing.json: what the live hook and the tips block need of a repository's routing,
 * without the database — the tool registry, the learned patterns (the most frequent), the replay
 * figures, and the replayed suggestions taken up, per tool.
 */
import type { StoredRouting } from '../routing/knowledge.js';
import type { RoutingSummary, TierFigures } from '../routing/replay.js';
import type { RoutingTier } from '../routing/types.js';

/** Patterns kept in the view, most frequent first. */
const MAX_VIEW_PATTERNS = 200;

export interface RoutingView extends StoredRouting {
  replay: { sessions: number } & Record<RoutingTier | 'all', TierFigures>;
  repo: string;
  computedAt: number;
  /** Replayed suggestions used within 10 calls, per tool. */
  hitsByTool?: Record<string, number>;
}

export function routingViewOf(repo: string, outcome: RoutingSummary, now: number): RoutingView {
  const { replay } = outcome;
  return {
    repo,
    computedAt: now,
    hitsByTool: outcome.hitsByTool,
    events: outcome.events,
    replay: { sessions: replay.sessions, learned: replay.tiers.learned, heuristic: replay.tiers.heuristic, all: replay.total },
    tools: outcome.registry,
    patterns: outcome.patterns.slice(0, MAX_VIEW_PATTERNS),
  };
}
