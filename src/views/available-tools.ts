/**
 * The tips block's "available tools" line: named only when the replay shows routing helps in this
 * repository — at least MIN_REPLAYED suggestions, of which at least HELPFUL_HIT_RATE were used within
 * 10 calls. The tools named are the available, healthy, suggestable ones, those whose suggestions
 * were taken first, then the most used; only names of a plain shape reach the prompt.
 */
import type { RoutingView } from './routing-view.js';
import { countsFromJson } from '../util/counts.js';
import { plainName } from '../safety/sanitize.js';
import { compareText } from '../util/compare-text.js';

export const MIN_REPLAYED = 5;
export const HELPFUL_HIT_RATE = 0.5;
const MAX_NAMED_TOOLS = 5;

export function routingHelps(view: Pick<RoutingView, 'replay'>): boolean {
  const { suggestions, hits } = view.replay.all;
  return suggestions >= MIN_REPLAYED && hits / suggestions >= HELPFUL_HIT_RATE;
}

/** The tool names for the line, or none when routing has not shown that it helps here. */
export function availableToolNames(view: Pick<RoutingView, 'replay' | 'tools' | 'hitsByTool'>): string[] {
  if (!routingHelps(view)) return [];
  const hits = countsFromJson(view.hitsByTool);
  return view.tools
    .filter((tool) => tool.suggestable && !tool.removed && tool.status === 'active' && plainName(tool.name) === tool.name)
    .sort((a, b) => (hits[b.name] ?? 0) - (hits[a.name] ?? 0) || b.uses - a.uses || compareText(a.name, b.name))
    .slice(0, MAX_NAMED_TOOLS)
    .map((tool) => tool.name);
}
