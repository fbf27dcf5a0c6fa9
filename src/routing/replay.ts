/**
 * Routing over a project's recorded history, in time order, as it would have run live: before each
 * session the router knows only the tools, patterns and uses of the sessions before it; it follows
 * the session's main thread with every gate; a suggestion is a hit when the main thread uses the
 * suggested tool within the next HIT_WINDOW calls. After the session its uses join the registry and
 * the pattern counts. The end state is the project's registry and patterns as `analyze` stores them.
 */
import { PatternMiner } from './learned-patterns.js';
import { ToolRegistry, type DeclaredTool, type RegistryEntry } from './registry.js';
import { SessionRouter, type RoutingSettings, DEFAULT_ROUTING_SETTINGS } from './router.js';
import type { RoutingPattern, RoutingTier, ToolUse } from './types.js';

export const HIT_WINDOW = 10;
const MAIN_STREAM_ID = 'main';

export interface ReplayUse extends ToolUse {
  /** Epoch seconds, when the log tells. */
  at?: number;
}

export interface ReplayListing {
  name: string;
  added: boolean;
  at: number;
  description?: string;
}

export interface ReplaySession {
  sessionId: string;
  /** Each stream's uses in order; routing follows the `main` one. */
  streams: ReadonlyMap<string, readonly ReplayUse[]>;
  listings: readonly ReplayListing[];
  file?: string;
}

export interface ReplayInput {
  /** In time order. */
  sessions: readonly ReplaySession[];
  declared?: ReadonlyArray<{ tool: DeclaredTool; source: 'config' | 'project' }>;
  settings?: RoutingSettings;
}

export interface ReplayedSuggestion {
  sessionId: string;
  file?: string;
  line: number;
  tool: string;
  tier: RoutingTier;
  confidence: number;
  hit: boolean;
  /** Calls after the suggestion until the tool's use, for a hit. */
  usedAfter?: number;
}

export interface TierFigures {
  suggestions: number;
  hits: number;
  /** hits / suggestions; undefined with no suggestion. */
  hitRate?: number;
}

export interface RoutingOutcome {
  registry: RegistryEntry[];
  patterns: readonly RoutingPattern[];
  /** The project's uses, all streams. */
  events: number;
  replay: {
    sessions: number;
    suggestions: ReplayedSuggestion[];
    tiers: Record<RoutingTier, TierFigures>;
    total: TierFigures;
  };
}

export function replayRouting(input: ReplayInput): RoutingOutcome {
  const settings = input.settings ?? DEFAULT_ROUTING_SETTINGS;
  const registry = new ToolRegistry();
  for (const { tool, source } of input.declared ?? []) registry.addDeclared(tool, source);
  const miner = new PatternMiner();
  let events = 0;
  const suggestions: ReplayedSuggestion[] = [];
  for (const session of input.sessions) {
    for (const listing of session.listings) registry.addListing(listing.name, listing.added, listing.at, listing.description);
    const main = session.streams.get(MAIN_STREAM_ID) ?? [];
    const router = new SessionRouter({ patterns: miner.patterns(), tools: registry.candidates(), events }, settings);
    main.forEach((use, index) => {
      const verdict = router.observe(use);
      if (!('suggestion' in verdict)) return;
      const { suggestion } = verdict;
      const later = main.slice(index + 1, index + 1 + HIT_WINDOW).findIndex((next) => next.name === suggestion.tool);
      suggestions.push({
        sessionId: session.sessionId,
        ...(session.file !== undefined && { file: session.file }),
        line: use.line,
        tool: suggestion.tool,
        tier: suggestion.tier,
        confidence: suggestion.confidence,
        hit: later >= 0,
        ...(later >= 0 && { usedAfter: later + 1 }),
      });
    });
    // the registry's health wants the session's uses in time order across its streams; without times, stream by stream
    const all = [...session.streams.values()].flat();
    if (all.every(isTimed)) all.sort((x, y) => x.at - y.at);
    for (const use of all) registry.addUse(use, use.at);
    for (const uses of session.streams.values()) {
      miner.addStream(
        uses.filter((use) => use.outcome === 'ok').map((use) => use.name),
        (name) => registry.isSuggestable(name),
      );
      events += uses.length;
    }
  }
  return {
    registry: registry.entries(),
    patterns: miner.patterns(),
    events,
    replay: {
      sessions: input.sessions.length,
      suggestions,
      tiers: { learned: figures(suggestions, 'learned'), heuristic: figures(suggestions, 'heuristic') },
      total: figures(suggestions),
    },
  };
}

/** A use the log gave a time. */
function isTimed(use: ReplayUse): use is ReplayUse & { at: number } {
  return use.at !== undefined;
}

function figures(suggestions: readonly ReplayedSuggestion[], tier?: RoutingTier): TierFigures {
  const mine = tier === undefined ? suggestions : suggestions.filter((suggestion) => suggestion.tier === tier);
  const hits = mine.filter((suggestion) => suggestion.hit).length;
  return { suggestions: mine.length, hits, ...(mine.length > 0 && { hitRate: hits / mine.length }) };
}
