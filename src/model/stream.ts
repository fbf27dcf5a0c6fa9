/**
 * The stream a detector sees: one agent thread's tool calls, joined to their results,
 * with the human turns and interrupts in between, in log order (docs/detectors.md).
 */
import type { LogLocation, StreamKey, ToolResultEvent } from './events.js';

/** A call's result as the stream holds it: the result event without its routing fields. */
export type ToolResult = Pick<ToolResultEvent, 'isError' | 'refusal' | 'bytes' | 'errorText' | 'read' | 'persisted' | 'agentId' | 'files' | 'location'>;

export interface ToolCall {
  id: string;
  tool: string;
  rawTool: string;
  input: Record<string, unknown>;
  /** Calls issued in one assistant message share a step (a parallel batch). */
  step: string;
  /** 0-based position among the stream's calls. */
  index: number;
  cwd?: string;
  timestamp?: string;
  location: LogLocation;
  result?: ToolResult;
}

export interface UserTurn {
  text: string;
  timestamp?: string;
  location: LogLocation;
}

export interface CommandRun {
  /** `/deploy`, as written. */
  name: string;
  args: string;
  timestamp?: string;
  location: LogLocation;
}

export type StreamItem =
  | { type: 'call'; call: ToolCall }
  | { type: 'user'; turn: UserTurn }
  | { type: 'command'; command: CommandRun }
  /** The end of what the agent said to the human (AgentTextEvent). */
  | { type: 'agent-text'; text: string }
  | { type: 'interrupt'; location: LogLocation; timestamp?: string };

/** Receives a stream's items in order. Detectors, metrics and later stages implement this. */
export interface StreamConsumer {
  onItem(stream: StreamKey, item: StreamItem): void;
  onStreamEnd?(stream: StreamKey): void;
  /** A result whose call is not in this reading (it was read by an earlier run of the same file, or is unknown). */
  onUnmatchedResult?(stream: StreamKey, result: ToolResultEvent): void;
}

/** `session::stream` — a map key for one stream. */
export function streamKeyString(key: StreamKey): string {
  return `${key.sessionId}::${key.streamId}`;
}

/** One consumer that hands every item to each of `consumers` in turn. */
export function fanOut(consumers: readonly StreamConsumer[]): StreamConsumer {
  const [first] = consumers;
  if (first && consumers.length === 1) return first;
  return {
    onItem: (stream, item) => {
      for (const consumer of consumers) consumer.onItem(stream, item);
    },
    onStreamEnd: (stream) => {
      for (const consumer of consumers) consumer.onStreamEnd?.(stream);
    },
    onUnmatchedResult: (stream, result) => {
      for (const consumer of consumers) consumer.onUnmatchedResult?.(stream, result);
    },
  };
}
