/**
 * The router of one session's main thread, fed its uses one by one (offline replay and the live hook
 * alike). After each use it either suggests a tool or says which gate kept it quiet. Gates (seed):
 * none in the first FIRST_CALLS calls, at most `maxPerSession` suggestions, `cooldownCalls` calls
 * between two, only known, non-demoted, suggestable tools not used in the last WINDOW calls nor
 * suggested before; the learned tier once the project has `minEventsForLearned` uses, else (or when it
 * finds nothing) the heuristic tier; and only at `threshold` confidence or more. Its state is plain
 * JSON, so the hook can keep it between calls.
 */
import { heuristicMatch } from './heuristic.js';
import { learnedMatch, WINDOW } from './learned-patterns.js';
import { plainName } from '../safety/sanitize.js';
import { isSuggestable } from './tool-kinds.js';
import type { CandidateTool, RoutingPattern, RoutingSuggestion, ToolUse } from './types.js';

export const FIRST_CALLS = 3;

export interface RoutingSettings {
  /** Lowest confidence suggested (0–1). */
  threshold: number;
  maxPerSession: number;
  cooldownCalls: number;
  minEventsForLearned: number;
}

export const DEFAULT_ROUTING_SETTINGS: Readonly<RoutingSettings> = Object.freeze({
  threshold: 0.6,
  maxPerSession: 2,
  cooldownCalls: 5,
  minEventsForLearned: 20,
});

/** What the router knows of the project: its learned patterns, the tools it may suggest, its uses so far. */
export interface RoutingKnowledge {
  patterns: readonly RoutingPattern[];
  /** Available tools by name; a tool not here is unavailable. */
  tools: ReadonlyMap<string, CandidateTool>;
  /** Uses the project had before this session. */
  events: number;
}

export interface RouterState {
  calls: number;
  suggestions: number;
  callsSinceSuggestion: number;
  /** The last WINDOW uses: name and keywords. */
  recent: Array<{ name: string; keywords: string[] }>;
  /** Names of the last WINDOW successful uses (the learned tier's view). */
  recentOk: string[];
  suggested: string[];
}

export type SilenceReason = 'first-calls' | 'session-cap' | 'cooldown' | 'no-candidate' | 'below-threshold';

export type RoutingVerdict = { suggestion: RoutingSuggestion } | { silence: SilenceReason; best?: RoutingSuggestion };

export function freshRouterState(): RouterState {
  return { calls: 0, suggestions: 0, callsSinceSuggestion: 0, recent: [], recentOk: [], suggested: [] };
}

export class SessionRouter {
  readonly state: RouterState;

  constructor(
    private readonly knowledge: RoutingKnowledge,
    private readonly settings: RoutingSettings = DEFAULT_ROUTING_SETTINGS,
    state: RouterState = freshRouterState(),
  ) {
    this.state = structuredClone(state);
  }

  observe(use: ToolUse): RoutingVerdict {
    const state = this.state;
    state.calls++;
    state.callsSinceSuggestion++;
    pushLast(state.recent, { name: use.name, keywords: [...use.keywords] });
    if (use.outcome === 'ok') pushLast(state.recentOk, use.name);
    if (state.calls <= FIRST_CALLS) return { silence: 'first-calls' };
    if (state.suggestions >= this.settings.maxPerSession) return { silence: 'session-cap' };
    if (state.suggestions > 0 && state.callsSinceSuggestion < this.settings.cooldownCalls) return { silence: 'cooldown' };
    const candidates = this.candidates();
    if (candidates.size === 0) return { silence: 'no-candidate' };
    const best = this.bestMatch(candidates);
    if (!best) return { silence: 'no-candidate' };
    if (best.confidence < this.settings.threshold) return { silence: 'below-threshold', best };
    state.suggestions++;
    state.callsSinceSuggestion = 0;
    state.suggested.push(best.tool);
    return { suggestion: best };
  }

  private candidates(): Map<string, CandidateTool> {
    const recentNames = new Set(this.state.recent.map((use) => use.name));
    const candidates = new Map<string, CandidateTool>();
    for (const tool of this.knowledge.tools.values()) {
      if (tool.demoted || recentNames.has(tool.name) || this.state.suggested.includes(tool.name)) continue;
      // a name that is not of a plain shape never reaches the agent's prompt, so it is never suggested
      if (plainName(tool.name) !== tool.name) continue;
      if (!isSuggestable(tool.name, tool.kind === 'declared')) continue;
      candidates.set(tool.name, tool);
    }
    return candidates;
  }

  private bestMatch(candidates: ReadonlyMap<string, CandidateTool>): RoutingSuggestion | undefined {
    let learned: RoutingSuggestion | undefined;
    if (this.knowledge.events + this.state.calls >= this.settings.minEventsForLearned) {
      learned = learnedMatch(this.state.recentOk, this.knowledge.patterns, (name) => candidates.has(name));
      if (learned && learned.confidence >= this.settings.threshold) return withDescription(learned, candidates);
    }
    const heuristic = heuristicMatch(
      this.state.recent.map((use) => use.keywords),
      [...candidates.values()],
    );
    if (heuristic && heuristic.confidence >= this.settings.threshold) return heuristic;
    // below the threshold: report the closer of the two (for diagnostics)
    const closest = [learned, heuristic].filter((match): match is RoutingSuggestion => match !== undefined).sort((a, b) => b.confidence - a.confidence)[0];
    return closest && withDescription(closest, candidates);
  }
}

function withDescription(suggestion: RoutingSuggestion, candidates: ReadonlyMap<string, CandidateTool>): RoutingSuggestion {
  const description = candidates.get(suggestion.tool)?.description;
  return description !== undefined ? { ...suggestion, description } : suggestion;
}

function pushLast<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > WINDOW) list.shift();
}
