/**
 * What the live router knows of a project: the registry and patterns `analyze` stored in routing.json,
 * plus the tools the config and the project folder declare now (a tool added since the last analyze
 * is already suggestable by the heuristic tier).
 */
import { ToolRegistry, type DeclaredTool, type RegistryEntry } from './registry.js';
import type { RoutingKnowledge } from './router.js';
import type { RoutingPattern } from './types.js';

export interface StoredRouting {
  tools: readonly RegistryEntry[];
  patterns: readonly RoutingPattern[];
  events: number;
}

export function knowledgeOf(
  stored: StoredRouting | undefined,
  declared: ReadonlyArray<{ tool: DeclaredTool; source: 'config' | 'project' }>,
): RoutingKnowledge {
  const registry = new ToolRegistry();
  for (const entry of stored?.tools ?? []) registry.restore(entry);
  for (const { tool, source } of declared) registry.addDeclared(tool, source);
  return { tools: registry.candidates(), patterns: stored?.patterns ?? [], events: stored?.events ?? 0 };
}
