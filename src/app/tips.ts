/**
 * `tip-miner tips` as a use case: the "## Tool Efficiency Tips" block of a repository from its
 * tool_patterns.json, the delegation preferences view, routing.json and repos.json (the sessions per
 * format: which agent the tips are worded for, and how many prompts a tip stands in) — no database, no
 * logs, so a prompt pipeline can run it before every task. The project folder's memory files (CLAUDE.md,
 * AGENTS.md) are read too: a tip they already give is left out (the block's `leftOut` says which).
 */
import { resolve } from 'node:path';
import type { DelegationPatternId } from '../delegation/types.js';
import type { FormatId } from '../ingest/formats/index.js';
import { buildTipsBlock, type TipsBlock } from '../render/tips-block.js';
import { readProjectMemory } from '../store/project-memory.js';
import { tipAudience } from '../views/tip-audience.js';
import { readPreferencesView } from '../store/delegation-preferences.js';
import { readRoutingView, routingViewPath } from '../store/routing-view.js';
import { readToolPatterns, reposWithToolPatterns, toolPatternsPath } from '../store/tool-patterns-file.js';
import { availableToolNames } from '../views/available-tools.js';
import { lastActivityMs } from '../views/repo-list.js';
import { rankingTime } from '../views/tool-patterns.js';
import type { AppSettings } from './settings.js';
import { commandRepo, requireKnownRepo } from './current-repo.js';

export interface TipsRequest {
  maxCount?: number;
  maxChars?: number;
  now?: number;
  /** The agent the tips are for (default: the repository's format with the most sessions). */
  agent?: FormatId;
  /** The folder whose CLAUDE.md, AGENTS.md and .claude/CLAUDE.md are read (default: the working folder). */
  projectDir?: string;
}

export type TipsOutcome =
  /** The config turned tips off (optimization.enable_tool_pattern_tips: false). */
  | { enabled: false; notes: string[] }
  | {
      enabled: true;
      repo: string;
      file: string;
      block: TipsBlock;
      /** The agent the tips are worded for. */
      agent: FormatId;
      notes: string[];
      /** Entries of the repository's tool_patterns.json (a block can be empty with entries: none fits the budget). */
      entries: number;
      /** With no entries: the repositories that have tips. */
      reposWithTips?: string[];
    };

export function tipsFor(settings: AppSettings, request: TipsRequest = {}): TipsOutcome {
  const { optimization } = settings.config;
  if (!optimization.enable_tool_pattern_tips) {
    return { enabled: false, notes: [`tips are turned off (optimization.enable_tool_pattern_tips: false in ${settings.config.file ?? 'the config'})`] };
  }
  const chosen = commandRepo(settings);
  if (settings.repo !== undefined) requireKnownRepo(chosen, settings.repo);
  const notes: string[] = [...chosen.notes];
  const { repo } = chosen;
  const file = toolPatternsPath(settings.memoryDir, repo);
  const { entries, problem } = readToolPatterns(file);
  if (problem) notes.push(problem);
  const preferences = readPreferencesView(settings.memoryDir);
  if (preferences.problem) notes.push(preferences.problem);
  const suppressed = new Set(
    Object.entries(preferences.preferences).flatMap(([pattern, action]) => (action === 'never' ? [pattern as DelegationPatternId] : [])),
  );
  const routing = readRoutingView(routingViewPath(settings.memoryDir, repo));
  if (routing.problem) notes.push(routing.problem);
  const { view } = routing;
  const toolNames = view ? availableToolNames(view) : [];
  const memory = readProjectMemory(resolve(settings.cwd, request.projectDir ?? '.'));
  notes.push(...memory.problems);
  const agent = request.agent ?? tipAudience(chosen.listing?.sessionsByFormat, entries);
  const block = buildTipsBlock(entries, {
    suppressed,
    agent,
    // the block goes into this agent's prompts only
    ...(chosen.listing && { repoSessions: chosen.listing.sessionsByFormat[agent] ?? 0 }),
    minWastedTokens: settings.config.tip_miner.tip_min_wasted_tokens,
    memory: memory.files,
    ...(view && toolNames.length > 0 && { availableTools: { names: toolNames, hitRate: view.replay.all.hits / view.replay.all.suggestions } }),
    maxCount: request.maxCount ?? optimization.tool_tips_max_count,
    maxChars: request.maxChars ?? optimization.tool_tips_max_chars,
    // scores decay to the repository's latest session, as tool_patterns.json's do
    now: rankingTime(lastActivityMs(chosen.listing), request.now ?? Math.floor(Date.now() / 1000)),
  });
  return {
    enabled: true,
    repo,
    file,
    block,
    agent,
    notes,
    entries: entries.length,
    ...(entries.length === 0 && { reposWithTips: reposWithToolPatterns(settings.memoryDir) }),
  };
}
