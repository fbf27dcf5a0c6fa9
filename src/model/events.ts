/**
 * Normalised events: what every format adapter yields, whatever the log format.
 * See docs/log-formats.md §4 and docs/detectors.md "The stream a detector sees".
 */

/** Where a thing stands in the logs: absolute file path and 1-based line number. */
export interface LogLocation {
  file: string;
  line: number;
}

/** Identifies one agent thread: the main thread of a session, or one sub-agent. */
export interface StreamKey {
  sessionId: string;
  /** `main`, or the sub-agent's id. */
  streamId: string;
}

export const MAIN_STREAM = 'main';

/** How a stream came to be in the logs; sub-agent layouts follow docs/log-formats.md §1.6. */
export type StreamLayout =
  | 'main'
  /** ≤1.0.x: sidechain lines inside the session file. */
  | 'inline-sidechain'
  /** 2.0.x: `agent-<id>.jsonl` beside the session file. */
  | 'sibling-file'
  /** 2.1.x: `<session>/subagents/agent-<id>.jsonl`. */
  | 'subagents-folder'
  /** Codex: a spawned agent's own rollout file, naming its parent thread. */
  | 'spawned-thread';

/** How a tool call was refused, when it was: by the user, cancelled with a sibling of its batch, or denied headless. A refused call is no tool error. */
export type RefusalKind =
  /** The user rejected this call (optionally with a reason). */
  | 'rejected'
  /**
   * Cancelled, never run: a sibling of a rejected call in the same parallel batch ("…doesn't want to take this
   * action right now"), of a failed one (2.1.x "Sibling tool call errored"), or a Codex call left `aborted`.
   */
  | 'cancelled'
  /** A headless permission denial (`claude -p`): no human was asked. */
  | 'denied';

export interface Refusal {
  kind: RefusalKind;
  /** The reason the user typed, for a rejection that carries one. */
  reason?: string;
}

/** Line range a Read returned, from Claude Code's `toolUseResult.file`. */
export interface ReadExtent {
  startLine: number;
  numLines: number;
  totalLines: number;
}

export interface ToolCallEvent {
  kind: 'tool_call';
  stream: StreamKey;
  callId: string;
  /** Normalised tool name (see model/tool-names.ts). */
  tool: string;
  /** The name as the log wrote it. */
  rawTool: string;
  input: Record<string, unknown>;
  /** The assistant message that issued the call; calls of one message form one parallel step. */
  messageId?: string;
  cwd?: string;
  timestamp?: string;
  location: LogLocation;
}

/** How much of an error result's text an adapter keeps (ToolResultEvent.errorText). */
export const ERROR_TEXT_CHARS = 1024;

export interface ToolResultEvent {
  kind: 'tool_result';
  stream: StreamKey;
  callId: string;
  /** Tool name as given on the result line, when the format has one (used to join by order). */
  tool?: string;
  isError: boolean;
  refusal?: Refusal;
  /** Size of the result content in UTF-8 bytes, where the log tells it. */
  bytes?: number;
  /** An error result's text, its first ERROR_TEXT_CHARS characters (what failed: delegation tells a test runner that never ran from failing tests). */
  errorText?: string;
  read?: ReadExtent;
  /**
   * The harness kept the output out of the context: Claude Code 2.1.x saves a result too large for it to a file
   * and gives the model a `<persisted-output>` preview of its first 2 KB instead.
   */
  persisted?: true;
  /** For a Task/Agent call: the sub-agent id the result names. */
  agentId?: string;
  /** For a search (Grep): the files its result names, as written there (relative or absolute). */
  files?: string[];
  timestamp?: string;
  location: LogLocation;
}

/** Real human text (not meta, harness, command or compaction text). */
export interface UserTurnEvent {
  kind: 'user_turn';
  stream: StreamKey;
  text: string;
  timestamp?: string;
  location: LogLocation;
}

/** A slash command the user ran (`<command-name>/deploy</command-name>`); `args` are what they typed after it. */
export interface SlashCommandEvent {
  kind: 'slash_command';
  stream: StreamKey;
  /** `/deploy`, as written. */
  name: string;
  args: string;
  timestamp?: string;
  location: LogLocation;
}

/** Tools a session announced (Claude Code `deferred_tools_delta` / `skill_listing` attachments). */
export interface ToolListingEvent {
  kind: 'tool_listing';
  sessionId: string;
  /** Skills offered to the model, with their descriptions (`skill_listing`). */
  skills: Array<{ name: string; description?: string }>;
  /** Tool names made available, as written (`deferred_tools_delta.addedNames`). */
  tools: string[];
  /** Tool names no longer available (`deferred_tools_delta.removedNames`). */
  removedTools: string[];
  timestamp?: string;
  location: LogLocation;
}

/** A session's tool listing as a session keeps it (the event without its routing fields). */
export type ToolListing = Omit<ToolListingEvent, 'kind' | 'sessionId'>;

/** How much of an agent message's text an adapter keeps (AgentTextEvent.text): its end, where a question to the human stands. */
export const AGENT_TEXT_CHARS = 600;

/**
 * What the agent said to the human in its own words (an assistant text block, a Codex assistant message), its
 * last AGENT_TEXT_CHARS characters: a human turn after it may answer a question or pick an offered option.
 */
export interface AgentTextEvent {
  kind: 'agent_text';
  stream: StreamKey;
  text: string;
  timestamp?: string;
}

/** The user interrupted the agent ("[Request interrupted by user…]", Codex turn_aborted). */
export interface InterruptEvent {
  kind: 'interrupt';
  stream: StreamKey;
  timestamp?: string;
  location: LogLocation;
}

/** Token usage of one model response; `dedupeKey` repeats across split lines and the last value wins. */
export interface UsageEvent {
  kind: 'usage';
  stream: StreamKey;
  dedupeKey: string;
  tokens: TokenCounts;
  timestamp?: string;
}

/** Session-level facts: working directory, project, repository, outcome, timestamps. */
export interface SessionInfoEvent {
  kind: 'session_info';
  sessionId: string;
  cwd?: string;
  repo?: string;
  outcome?: SessionOutcome;
  timestamp?: string;
}

/** How text that may carry tips or learned rules reached the model (see analyze/shown-tips.ts). */
export type ContextSource = 'session-start-hook' | 'hook' | 'prompt' | 'instructions' | 'message' | 'memory-file';

/**
 * Text the harness put before the model that may carry tips or learned rules: a hook's added context
 * (Claude Code `hook_additional_context` / `hook_success` attachments), an injected prompt
 * (agent-framework `prompt_content`), instructions or a message holding a tips block (Codex), or a
 * memory file the agent read holding tip-miner's rules block. Adapters emit only text that can hold one.
 */
export interface ContextShownEvent {
  kind: 'context_shown';
  sessionId: string;
  source: ContextSource;
  text: string;
  timestamp?: string;
  location: LogLocation;
}

/** Any other line that still marks activity in a stream (assistant text, thinking). */
export interface ActivityEvent {
  kind: 'activity';
  stream: StreamKey;
  timestamp?: string;
}

export type SessionOutcome = 'completed' | 'failed';

export interface TokenCounts {
  input: number;
  output: number;
  cacheCreation: number;
  cacheRead: number;
}

export type NormalizedEvent =
  | ToolCallEvent
  | ToolResultEvent
  | UserTurnEvent
  | AgentTextEvent
  | InterruptEvent
  | SlashCommandEvent
  | ToolListingEvent
  | ContextShownEvent
  | UsageEvent
  | SessionInfoEvent
  | ActivityEvent;

export type EventSink = (event: NormalizedEvent) => void;

export const ZERO_TOKENS: Readonly<TokenCounts> = Object.freeze({ input: 0, output: 0, cacheCreation: 0, cacheRead: 0 });
