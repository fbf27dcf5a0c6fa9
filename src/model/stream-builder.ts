/**
 * Builds ordered streams from normalised events: joins each tool call to its result by id,
 * counts a repeated call id once, and hands items to a consumer in log order.
 *
 * Memory stays bounded: a call waits only until its result arrives, or until the agent moves on to
 * the next assistant message (Claude Code writes every result before the next message, so a call
 * still waiting then never got one). Formats without message ids may run calls in parallel: there
 * at most MAX_WAITING_CALLS wait, the oldest being released without result beyond that.
 */
import type { AgentTextEvent, InterruptEvent, SlashCommandEvent, StreamKey, ToolCallEvent, ToolResultEvent, UserTurnEvent } from './events.js';
import type { StreamConsumer, StreamItem, ToolCall } from './stream.js';
import { StreamStates } from './stream-states.js';

interface QueuedItem {
  item: StreamItem;
  /** A call still waiting for its result. */
  waiting: boolean;
}

interface StreamState {
  key: StreamKey;
  queue: QueuedItem[];
  waitingById: Map<string, QueuedItem>;
  seenCallIds: Set<string>;
  nextIndex: number;
}

const MAX_WAITING_CALLS = 64;

export type StreamEvent = ToolCallEvent | ToolResultEvent | UserTurnEvent | AgentTextEvent | InterruptEvent | SlashCommandEvent;

export interface StreamBuilderStats {
  duplicateCalls: number;
  unmatchedResults: number;
}

export class StreamBuilder {
  private readonly streams = new StreamStates<StreamState>((key) => ({ key, queue: [], waitingById: new Map(), seenCallIds: new Set(), nextIndex: 0 }));
  readonly stats: StreamBuilderStats = { duplicateCalls: 0, unmatchedResults: 0 };

  constructor(private readonly consumer: StreamConsumer) {}

  add(event: StreamEvent): void {
    const state = this.streams.of(event.stream);
    switch (event.kind) {
      case 'tool_call':
        this.addCall(state, event);
        break;
      case 'tool_result':
        this.addResult(state, event);
        break;
      case 'user_turn':
        this.enqueue(state, { type: 'user', turn: { text: event.text, timestamp: event.timestamp, location: event.location } });
        break;
      case 'agent_text':
        this.enqueue(state, { type: 'agent-text', text: event.text });
        break;
      case 'interrupt':
        this.enqueue(state, { type: 'interrupt', location: event.location, timestamp: event.timestamp });
        break;
      case 'slash_command':
        this.enqueue(state, { type: 'command', command: { name: event.name, args: event.args, timestamp: event.timestamp, location: event.location } });
        break;
    }
  }

  /** Releases every waiting call and ends every stream. */
  finish(): void {
    for (const state of this.streams.values()) {
      this.release(state, state.queue.length);
      this.consumer.onStreamEnd?.(state.key);
    }
    this.streams.clear();
  }

  private addCall(state: StreamState, event: ToolCallEvent): void {
    if (state.seenCallIds.has(event.callId)) {
      this.stats.duplicateCalls++;
      return;
    }
    state.seenCallIds.add(event.callId);
    const step = event.messageId ?? event.callId;
    if (event.messageId !== undefined && this.agentMovedOn(state, step)) this.release(state, state.queue.length);
    const call: ToolCall = {
      id: event.callId,
      tool: event.tool,
      rawTool: event.rawTool,
      input: event.input,
      step,
      index: state.nextIndex++,
      cwd: event.cwd,
      timestamp: event.timestamp,
      location: event.location,
    };
    const queued: QueuedItem = { item: { type: 'call', call }, waiting: true };
    state.queue.push(queued);
    state.waitingById.set(call.id, queued);
    if (state.waitingById.size > MAX_WAITING_CALLS) this.releaseOldestWaiting(state);
  }

  private releaseOldestWaiting(state: StreamState): void {
    const oldest = state.queue.findIndex((queued) => queued.waiting);
    this.release(state, oldest + 1);
    this.drain(state);
  }

  private addResult(state: StreamState, event: ToolResultEvent): void {
    const queued = state.waitingById.get(event.callId);
    if (!queued || queued.item.type !== 'call') {
      this.stats.unmatchedResults++;
      this.consumer.onUnmatchedResult?.(state.key, event);
      return;
    }
    queued.item.call.result = {
      isError: event.isError,
      refusal: event.refusal,
      bytes: event.bytes,
      errorText: event.errorText,
      read: event.read,
      persisted: event.persisted,
      agentId: event.agentId,
      files: event.files,
      location: event.location,
    };
    queued.waiting = false;
    state.waitingById.delete(event.callId);
    this.drain(state);
  }

  private enqueue(state: StreamState, item: StreamItem): void {
    state.queue.push({ item, waiting: false });
    this.drain(state);
  }

  /** A call from a new assistant message while earlier calls still wait: their results are not coming. */
  private agentMovedOn(state: StreamState, step: string): boolean {
    if (state.waitingById.size === 0) return false;
    const last = state.queue[state.queue.length - 1];
    return last?.item.type !== 'call' || last.item.call.step !== step;
  }

  private drain(state: StreamState): void {
    const firstWaiting = state.queue.findIndex((queued) => queued.waiting);
    this.release(state, firstWaiting === -1 ? state.queue.length : firstWaiting);
  }

  private release(state: StreamState, count: number): void {
    if (count === 0) return;
    const released = state.queue.splice(0, count);
    for (const queued of released) {
      if (queued.waiting && queued.item.type === 'call') state.waitingById.delete(queued.item.call.id);
      this.consumer.onItem(state.key, queued.item);
    }
  }
}
