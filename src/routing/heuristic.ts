/**
 * The heuristic tier (cold start): a tool's keywords — from its description, its MCP server's name,
 * its slash-command path or skill name, and when it has no description its own name — against the
 * keywords of the recent activity. Score = keywords found / the tool's keywords; the best tool wins,
 * ties by name.
 */
import { appendAll } from '../util/arrays.js';
import { extractKeywords } from './keywords.js';
import { kindOf, mcpServerOf } from './tool-kinds.js';
import type { CandidateTool, RoutingSuggestion } from './types.js';

/** Fewer recent uses than this and the heuristic says nothing (seed: too early to judge). */
export const MIN_RECENT_USES = 2;

export function toolKeywords(name: string, description?: string): string[] {
  const words: string[] = [];
  if (description !== undefined && description.trim() !== '') appendAll(words, extractKeywords(description));
  const kind = kindOf(name);
  const server = mcpServerOf(name);
  if (server !== undefined) appendAll(words, extractKeywords(server));
  if (kind === 'slash_command' || kind === 'skill') appendAll(words, extractKeywords(name.replace(/^skill:|^\//, '')));
  if (words.length === 0 || description === undefined || description.trim() === '') appendAll(words, extractKeywords(ownName(name)));
  return [...new Set(words)];
}

export function heuristicMatch(recentKeywords: readonly (readonly string[])[], candidates: readonly CandidateTool[]): RoutingSuggestion | undefined {
  if (recentKeywords.length < MIN_RECENT_USES) return undefined;
  const context = new Set(recentKeywords.flat());
  let best: { tool: CandidateTool; matched: string[]; score: number } | undefined;
  for (const tool of candidates) {
    if (tool.keywords.length === 0) continue;
    const matched = tool.keywords.filter((word) => context.has(word));
    const score = matched.length / tool.keywords.length;
    if (score > 0 && (!best || score > best.score || (score === best.score && tool.name < best.tool.name))) best = { tool, matched, score };
  }
  if (!best) return undefined;
  return {
    tool: best.tool.name,
    tier: 'heuristic',
    confidence: best.score,
    matched: best.matched,
    ...(best.tool.description !== undefined && { description: best.tool.description }),
  };
}

/** The part of a name that is the tool's own: `mcp__github__create_issue` → `create_issue`. */
function ownName(name: string): string {
  if (name.startsWith('mcp__') || name.includes('__')) return name.slice(name.lastIndexOf('__') + 2);
  return name.replace(/^skill:|^\//, '');
}
