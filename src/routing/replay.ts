/**
 * Routing over a project's recorded history, in time order, as it would have run live: before each
 * session the router knows only the tools, patterns and uses of the sessions before it; it follows
 * the session's main thread with every gate; a suggestion is a hit when the main thread uses the
 * suggested tool within the next HIT_WINDOW calls. After the session its uses join the registry and
 * the pattern counts. The end state is the project's registry and patterns as `analyze` stores them.
 */
import { PatternMiner } from './learned-patterns.js';
import { ToolRegistry, type DeclaredTool, type RegistryEntry, type RegistrySnapshot } from './registry.js';
import { SessionRouter, type RoutingSettings, DEFAULT_ROUTING_SETTINGS } from './router.js';
import type { RoutingPattern, RoutingTier, ToolUse } from './types.js';
import { addCount, emptyCounts, type Counts } from '../util/counts.js';

export const HIT_WINDOW = 10;
/**
 * The version of a saved replay (`ReplaySnapshot`, kept in the history database by app/routing.ts): raise it with any change to what
 * a replay does or keeps — the router, the registry, the pattern miner, this file — so that states saved before are replayed anew.
 */
export const REPLAY_STATE_VERSION = 1;
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
  const replay = RoutingReplay.start(input.declared ?? [], input.settings);
  const suggestions: ReplayedSuggestion[] = [];
  for (const session of input.sessions) for (const suggestion of replay.addSession(session)) suggestions.push(suggestion);
  const { registry, patterns, events, replay: figures } = replay.summary();
  return { registry, patterns, events, replay: { sessions: figures.sessions, suggestions, tiers: figures.tiers, total: figures.total } };
}

/** What a replay leaves — its outcome without the suggestions themselves: how many were taken up, per tool, instead. */
export interface RoutingSummary {
  registry: RegistryEntry[];
  patterns: readonly RoutingPattern[];
  events: number;
  replay: Omit<RoutingOutcome['replay'], 'suggestions'>;
  /** Replayed suggestions used within HIT_WINDOW calls, per tool, in the order of their first hit. */
  hitsByTool: Counts;
}

/** A replay as plain JSON after some of the sessions: `RoutingReplay.resume` goes on from it as if it had replayed them itself. */
export interface ReplaySnapshot {
  registry: RegistrySnapshot;
  /** Every (window → target) observation so far, in the order first seen. */
  observations: RoutingPattern[];
  events: number;
  sessions: number;
  tiers: Record<RoutingTier, { suggestions: number; hits: number }>;
  hitsByTool: Array<[string, number]>;
}

/** The replay, one session at a time, that can stop after any session (`snapshot`) and go on later (`resume`). */
export class RoutingReplay {
  private constructor(
    private readonly registry: ToolRegistry,
    private readonly miner: PatternMiner,
    private readonly settings: RoutingSettings,
    private events: number,
    private sessions: number,
    private readonly tiers: Record<RoutingTier, { suggestions: number; hits: number }>,
    private readonly hitsByTool: Counts,
  ) {}

  static start(declared: NonNullable<ReplayInput['declared']>, settings: RoutingSettings = DEFAULT_ROUTING_SETTINGS): RoutingReplay {
    const registry = new ToolRegistry();
    for (const { tool, source } of declared) registry.addDeclared(tool, source);
    return new RoutingReplay(registry, new PatternMiner(), settings, 0, 0, noTierCounts(), emptyCounts());
  }

  /** Goes on from a snapshot, with the settings it was made with (the caller checks they are the same). */
  static resume(snapshot: ReplaySnapshot, settings: RoutingSettings = DEFAULT_ROUTING_SETTINGS): RoutingReplay {
    const hitsByTool = emptyCounts();
    for (const [tool, hits] of snapshot.hitsByTool) addCount(hitsByTool, tool, hits);
    const tiers = noTierCounts();
    for (const tier of ROUTING_TIERS) Object.assign(tiers[tier], snapshot.tiers[tier]);
    return new RoutingReplay(
      ToolRegistry.fromSnapshot(snapshot.registry),
      PatternMiner.fromSnapshot(snapshot.observations),
      settings,
      snapshot.events,
      snapshot.sessions,
      tiers,
      hitsByTool,
    );
  }

  /** Replays the next session in time order; returns its suggestions. */
  addSession(session: ReplaySession): ReplayedSuggestion[] {
    const { registry, miner } = this;
    for (const listing of session.listings) registry.addListing(listing.name, listing.added, listing.at, listing.description);
    const main = session.streams.get(MAIN_STREAM_ID) ?? [];
    const router = new SessionRouter({ patterns: miner.patterns(), tools: registry.candidates(), events: this.events }, this.settings);
    const suggestions: ReplayedSuggestion[] = [];
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
      this.tiers[suggestion.tier].suggestions++;
      if (later >= 0) {
        this.tiers[suggestion.tier].hits++;
        addCount(this.hitsByTool, suggestion.tool);
      }
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
      this.events += uses.length;
    }
    this.sessions++;
    return suggestions;
  }

  summary(): RoutingSummary {
    const { learned, heuristic } = this.tiers;
    const total = { suggestions: learned.suggestions + heuristic.suggestions, hits: learned.hits + heuristic.hits };
    const hitsByTool = emptyCounts();
    for (const [tool, hits] of Object.entries(this.hitsByTool)) addCount(hitsByTool, tool, hits);
    return {
      registry: this.registry.entries(),
      patterns: this.miner.patterns(),
      events: this.events,
      replay: { sessions: this.sessions, tiers: { learned: figures(learned), heuristic: figures(heuristic) }, total: figures(total) },
      hitsByTool,
    };
  }

  snapshot(): ReplaySnapshot {
    return {
      registry: this.registry.snapshot(),
      observations: this.miner.snapshot(),
      events: this.events,
      sessions: this.sessions,
      tiers: structuredClone(this.tiers),
      hitsByTool: Object.entries(this.hitsByTool),
    };
  }
}

const ROUTING_TIERS: readonly RoutingTier[] = ['learned', 'heuristic'];

function noTierCounts(): Record<RoutingTier, { suggestions: number; hits: number }> {
  return { learned: { suggestions: 0, hits: 0 }, heuristic: { suggestions: 0, hits: 0 } };
}

/** A use the log gave a time. */
function isTimed(use: ReplayUse): use is ReplayUse & { at: number } {
  return use.at !== undefined;
}

function figures({ suggestions, hits }: { suggestions: number; hits: number }): TierFigures {
  return { suggestions, hits, ...(suggestions > 0 && { hitRate: hits / suggestions }) };
}
