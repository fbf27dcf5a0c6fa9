/**
 * Routing (seed: Conversation Routing): which specialised tool — an MCP tool, a skill, a slash
 * command — tends to follow which run of tool calls, and when to suggest it. These are the values
 * that pass between its steps: the uses read from the logs, the tools known, the learned patterns
 * and the suggestions.
 */

/** What a tool name stands for. Only `mcp`, `mcp_server`, `skill`, `slash_command` and `declared` are ever suggested. */
export type ToolKind = 'builtin' | 'mcp' | 'mcp_server' | 'skill' | 'slash_command' | 'declared';

/**
 * How a use ended: `refused` (the user rejected it, it was cancelled with a sibling of its batch, or a headless permission denial) is
 * neither a success nor the tool's failure. A call whose result was never written counts as `ok`.
 */
export type UseOutcome = 'ok' | 'failed' | 'refused';

/** One use of a tool in a stream: a tool call, or a slash command the user ran. */
export interface ToolUse {
  /** The call's id; `command@<line>` for a slash command typed by the user. */
  id: string;
  /** The routing name (tool-kinds.ts): `Read`, `mcp__github__create_issue`, `skill:pdf`, `/deploy`. */
  name: string;
  outcome: UseOutcome;
  /** Keywords of what the use touched (file paths, commands, search patterns), for the heuristic tier. */
  keywords: readonly string[];
  line: number;
  timestamp?: string;
}

export type RoutingTier = 'learned' | 'heuristic';

/** A learned pattern: the tool names of the successful calls right before a use of `target`. */
export interface RoutingPattern {
  target: string;
  preceding: readonly string[];
  /** Times the window was followed by the target. */
  frequency: number;
}

/** A tool the router may suggest, with what it needs to judge it. */
export interface CandidateTool {
  name: string;
  kind: ToolKind;
  description?: string;
  /** Heuristic keywords (heuristic.ts toolKeywords). */
  keywords: readonly string[];
  demoted: boolean;
}

export interface RoutingSuggestion {
  tool: string;
  tier: RoutingTier;
  /** 0–1: the pattern's overlap with the recent calls, or the share of the tool's keywords matched. */
  confidence: number;
  description?: string;
  /** Learned tier: the pattern matched. */
  pattern?: RoutingPattern;
  /** Heuristic tier: the tool keywords found in the recent activity. */
  matched?: string[];
}
