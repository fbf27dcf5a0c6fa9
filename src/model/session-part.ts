/**
 * What one log file says about one session: the facts every stage shares (working folder, repository,
 * outcome, tokens, and per stream its layout, counts and times), and `parts`, what each registered
 * per-session concern (analyze/concerns/) found in it.
 */
import type { SessionOutcome, StreamKey, StreamLayout, TokenCounts } from './events.js';

/** Per-stream counts: tool calls by tool, human turns, refusals, interrupts, errors. */
export interface StreamMetrics {
  toolCalls: number;
  /** A null-prototype object (util/counts.ts): tool names come from logs. */
  toolCallsByTool: Record<string, number>;
  humanTurns: number;
  /** Calls the user rejected. */
  rejections: number;
  /** Calls cancelled as siblings of a rejected or failed call in their parallel batch (Codex: `aborted`); no tool errors. */
  cancelledCalls: number;
  /** Headless permission denials. */
  deniedCalls: number;
  /** Calls whose result was an error that nobody refused or cancelled. */
  toolErrors: number;
  interrupts: number;
}

export interface StreamPart {
  key: StreamKey;
  layout: StreamLayout;
  /** Events seen in this file; a stream only declared, with none, is left out. */
  events: number;
  parentCallId?: string;
  metrics: StreamMetrics;
  firstTimestampMs?: number;
  lastTimestampMs?: number;
}

export interface SessionPart<Parts = unknown> {
  sessionId: string;
  cwd?: string;
  repo?: string;
  outcome?: SessionOutcome;
  /** Deduplicated within the file: per message id + request id, the last value wins. */
  tokens: TokenCounts;
  streams: Map<string, StreamPart>;
  /** Sub-agent id → the Task/Agent call whose result named it. */
  subagentLinks: Map<string, string>;
  /** What each per-session concern found, by its id. */
  parts: Parts;
}

/** Whether any stream of the session had an event in this file (a session only declared is left out). */
export function hasEvents(session: Pick<SessionPart, 'streams'>): boolean {
  for (const stream of session.streams.values()) if (stream.events > 0) return true;
  return false;
}

/** `format\0session`: a key for one session across formats. */
export function sessionKey(session: { format: string; sessionId: string }): string {
  return `${session.format}\u0000${session.sessionId}`;
}
