/**
 * The tool registry of one project: every tool seen in its logs (uses, failures, refusals, last seen,
 * health), the tools its sessions listed as available (Claude Code attachments, with skill
 * descriptions), the tools declared in the config and those found in the project folder
 * (project-scan.ts). A tool is available when it is in the registry and its last listing did not
 * remove it; the router suggests only available, suggestable, non-demoted ones.
 */
import { toolKeywords } from './heuristic.js';
import { freshHealth, recordOutcome, type ToolHealth } from './tool-health.js';
import { isSuggestable, kindOf, mcpServerOf } from './tool-kinds.js';
import type { CandidateTool, ToolKind, ToolUse } from './types.js';
import { compareText } from '../util/compare-text.js';

export type ToolSource = 'logs' | 'listed' | 'config' | 'project';

export interface DeclaredTool {
  name: string;
  description?: string;
  /** Where it was declared, for messages: the config file or the project file. */
  origin?: string;
}

export interface RegistryEntry {
  name: string;
  kind: ToolKind;
  server?: string;
  description?: string;
  sources: ToolSource[];
  uses: number;
  failures: number;
  refused: number;
  /** Epoch seconds of the last use. */
  lastSeen?: number;
  status: 'active' | 'demoted';
  /** A session's tool listing removed it after its last use. */
  removed: boolean;
  suggestable: boolean;
}

interface Building {
  entry: RegistryEntry;
  health: ToolHealth;
  /** Epoch seconds of the last listing event, and whether it added the tool. */
  lastListing?: { at: number; added: boolean };
}

/** A registry as plain JSON (the replay's checkpoint, routing/replay.ts): every tool in the order first seen, and whose description won. */
export interface RegistrySnapshot {
  tools: Array<{ entry: RegistryEntry; health: ToolHealth; lastListing?: { at: number; added: boolean } }>;
  descriptionRanks: Array<[string, number]>;
}

/** Description precedence: the config's, then the project's, then a session listing's. */
const DESCRIPTION_RANK: Record<ToolSource, number> = { config: 3, project: 2, listed: 1, logs: 0 };

export class ToolRegistry {
  private readonly tools = new Map<string, Building>();
  private readonly descriptionRank = new Map<string, number>();
  /** Heuristic keywords by name and description: the replay asks for the candidates before every session. */
  private readonly keywordCache = new Map<string, string[]>();

  /** Uses must come in time order (per tool), so that health and last seen are right. */
  addUse(use: Pick<ToolUse, 'name' | 'outcome'>, at?: number): void {
    const tool = this.tool(use.name, 'logs');
    const { entry } = tool;
    entry.uses++;
    if (use.outcome === 'failed') entry.failures++;
    if (use.outcome === 'refused') entry.refused++;
    if (at !== undefined && (entry.lastSeen === undefined || at >= entry.lastSeen)) entry.lastSeen = at;
    recordOutcome(tool.health, use.outcome);
    entry.status = tool.health.demoted ? 'demoted' : 'active';
  }

  addListing(name: string, added: boolean, at: number, description?: string): void {
    const tool = this.tool(name, added ? 'listed' : undefined);
    if (!tool.lastListing || at >= tool.lastListing.at) tool.lastListing = { at, added };
    if (added && description !== undefined) this.describe(tool.entry, description, 'listed');
  }

  addDeclared(tool: DeclaredTool, source: 'config' | 'project'): void {
    const building = this.tool(tool.name, source);
    if (tool.description !== undefined) this.describe(building.entry, tool.description, source);
  }

  /** Takes an entry as stored (routing.json), to add declared tools to it; its uses are not replayed. */
  restore(entry: RegistryEntry): void {
    const tool = this.tool(entry.name, undefined);
    Object.assign(tool.entry, { ...entry, sources: [...entry.sources] });
    if (entry.description !== undefined) this.descriptionRank.set(entry.name, 0);
  }

  /** The registry as plain JSON, to be taken up again by `fromSnapshot` (deep copies: later uses do not change it). */
  snapshot(): RegistrySnapshot {
    return structuredClone({
      tools: [...this.tools.values()].map(({ entry, health, lastListing }) => ({ entry, health, ...(lastListing && { lastListing }) })),
      descriptionRanks: [...this.descriptionRank],
    });
  }

  static fromSnapshot(snapshot: RegistrySnapshot): ToolRegistry {
    const registry = new ToolRegistry();
    for (const { entry, health, lastListing } of structuredClone(snapshot.tools))
      registry.tools.set(entry.name, { entry, health, ...(lastListing && { lastListing }) });
    for (const [name, rank] of snapshot.descriptionRanks) registry.descriptionRank.set(name, rank);
    return registry;
  }

  /** Whether the miner may count this tool as a target: suggestable by kind, or declared in the config. */
  isSuggestable(name: string): boolean {
    return this.tools.get(name)?.entry.suggestable ?? isSuggestable(name);
  }

  /** Every entry, most used first, then by name. */
  entries(): RegistryEntry[] {
    return [...this.tools.values()]
      .filter(({ entry }) => entry.sources.length > 0) // only ever removed by a listing: never available, not worth a row
      .map(({ entry, lastListing }) => ({ ...entry, removed: isRemoved(entry, lastListing) }))
      .sort((a, b) => b.uses - a.uses || compareText(a.name, b.name));
  }

  /** The tools the router may suggest: available (not removed), suggestable; demoted ones marked. */
  candidates(): Map<string, CandidateTool> {
    const candidates = new Map<string, CandidateTool>();
    for (const entry of this.entries()) {
      if (!entry.suggestable || entry.removed) continue;
      candidates.set(entry.name, {
        name: entry.name,
        kind: entry.kind,
        keywords: this.keywordsOf(entry),
        demoted: entry.status === 'demoted',
        ...(entry.description !== undefined && { description: entry.description }),
      });
    }
    return candidates;
  }

  private keywordsOf(entry: RegistryEntry): string[] {
    const key = `${entry.name}\u0000${entry.description ?? ''}`;
    let keywords = this.keywordCache.get(key);
    if (!keywords) this.keywordCache.set(key, (keywords = toolKeywords(entry.name, entry.description)));
    return keywords;
  }

  private tool(name: string, source: ToolSource | undefined): Building {
    let tool = this.tools.get(name);
    if (!tool) {
      const kind = kindOf(name);
      const server = mcpServerOf(name);
      tool = {
        entry: {
          name,
          kind,
          sources: [],
          uses: 0,
          failures: 0,
          refused: 0,
          status: 'active',
          removed: false,
          suggestable: isSuggestable(name),
          ...(server !== undefined && { server }),
        },
        health: freshHealth(),
      };
      this.tools.set(name, tool);
    }
    const { entry } = tool;
    if (source !== undefined && !entry.sources.includes(source)) entry.sources.push(source);
    if (source === 'config' && entry.kind === 'builtin' && isSuggestable(name, true)) {
      entry.kind = 'declared';
      entry.suggestable = true;
    }
    return tool;
  }

  private describe(entry: RegistryEntry, description: string, source: ToolSource): void {
    const text = description.trim();
    if (text === '') return;
    const rank = DESCRIPTION_RANK[source];
    if ((this.descriptionRank.get(entry.name) ?? -1) > rank) return;
    this.descriptionRank.set(entry.name, rank);
    entry.description = text;
  }
}

function isRemoved(entry: RegistryEntry, lastListing: Building['lastListing']): boolean {
  if (entry.sources.includes('config') || entry.sources.includes('project')) return false;
  if (!lastListing || lastListing.added) return entry.removed;
  return entry.lastSeen === undefined || entry.lastSeen <= lastListing.at;
}
