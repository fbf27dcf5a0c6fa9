/**
 * GitHub Copilot CLI session logs: `$COPILOT_HOME/session-state/<session id>/events.jsonl` (older versions:
 * `session-state/<session id>.jsonl`), one event a line, `{type, data, id, timestamp, parentId, agentId?,
 * ephemeral?}` (github/copilot-sdk session-events.ts; docs/log-formats.md "GitHub Copilot CLI"). Calls come
 * from `tool.execution_start` (the assistant message's `toolRequests` give their message, and stand in for a
 * call that never started but got a result), results from `tool.execution_complete`. A sub-agent's events are
 * in its parent's file, each carrying `agentId` (= the `task` call that started it; older versions
 * `data.parentToolCallId`): its own stream, linked to that call. Tokens come from `session.shutdown`
 * `modelMetrics` (a delta since the last resume; `inputTokens` counts the cached part too) and from compactions.
 */
import { basename, dirname } from 'node:path';
import { MAIN_STREAM, type ContextSource, type StreamKey, type TokenCounts } from '../../../model/events.js';
import { agentTextEvent } from '../../../model/agent-text.js';
import { mayShowTips } from '../../../model/tip-markers.js';
import { asArray, asNumber, asRecord, asString, type JsonRecord } from '../../json-guards.js';
import type { JsonlValue } from '../../read-jsonl.js';
import { normalRepoName } from '../../repo-names.js';
import type { AdapterContext, FileVerdict, FormatAdapter, LogReader } from '../format.js';
import { KNOWN_EVENT_TYPES, isCopilotEventType } from './event-types.js';
import { copilotCall, toolArguments } from './tool-call.js';
import { permissionAnswer, readToolResult, type PermissionAnswer } from './tool-result.js';
import { humanText } from './user-text.js';

/** Calls, requests and permission answers waiting for their other half, at most each (a log of halves must not grow memory). */
const MAX_WAITING = 4096;
/** Unknown event types named as problems, at most, per file. */
const MAX_UNKNOWN_TYPES = 32;

export const copilotCliFormat: LogReader = {
  matches: (value) => {
    const type = asString(value.type);
    return type !== undefined && isCopilotEventType(type) && asRecord(value.data) !== undefined && ('id' in value || 'timestamp' in value);
  },
  createAdapter: (context) => new CopilotCliAdapter(context),
};

interface OpenCall {
  stream: StreamKey;
  isShell: boolean;
}

interface Request {
  name: string;
  arguments: unknown;
  messageId: string | undefined;
}

class CopilotCliAdapter implements FormatAdapter {
  private sessionId: string;
  private started = false;
  private cwd: string | undefined;
  private readonly streams = new Map<string, StreamKey>();
  /** A sub-agent's parent call, from its `subagent.started` (agent id → call id). */
  private readonly parentCalls = new BoundedMap<string, string>();
  /** Calls requested in an assistant message, not started yet. */
  private readonly requests = new BoundedMap<string, Request>();
  /** Calls started, not completed yet. */
  private readonly open = new BoundedMap<string, OpenCall>();
  /** Calls the user ran themselves (`tool.user_requested`): no call of the agent's. */
  private readonly userCalls = new BoundedMap<string, true>();
  /** Permission requests by id → the call they are for; answers by call. */
  private readonly permissionCalls = new BoundedMap<string, string>();
  private readonly answers = new BoundedMap<string, PermissionAnswer>();
  private readonly unknownTypes = new Set<string>();

  constructor(private readonly context: AdapterContext) {
    const name = basename(context.file);
    this.sessionId = name === 'events.jsonl' ? basename(dirname(context.file)) : name.replace(/\.jsonl(\.gz)?$/, '');
  }

  line({ line, value }: JsonlValue): void {
    const type = asString(value.type);
    const data = asRecord(value.data);
    if (type === undefined || data === undefined) {
      this.context.problem(line, `${type === undefined ? 'an event without a string type' : `${type} without a data object`}; skipped`);
      return;
    }
    const timestamp = asString(value.timestamp);
    if (type === 'session.start') this.sessionStart(data, timestamp);
    const stream = this.streamOf(value, data, line);
    switch (type) {
      case 'session.start':
        return;
      case 'session.resume':
        this.workingContext(asRecord(data.context), timestamp);
        return;
      case 'session.context_changed':
        this.workingContext(data, timestamp);
        return;
      case 'user.message':
        this.userMessage(data, stream, timestamp, line);
        return;
      case 'system.message':
        this.shown('instructions', asString(data.content), timestamp, line);
        return;
      case 'assistant.message':
        this.assistantMessage(data, stream, timestamp, line);
        return;
      case 'tool.user_requested':
        this.userRequested(data, line);
        return;
      case 'tool.execution_start':
        this.executionStart(data, stream, timestamp, line);
        return;
      case 'tool.execution_complete':
        this.executionComplete(data, stream, timestamp, line);
        return;
      case 'permission.requested':
        this.permissionRequested(data);
        return;
      case 'permission.completed':
        this.permissionCompleted(data);
        return;
      case 'abort':
        this.context.emit({ kind: 'interrupt', stream, timestamp, location: { file: this.context.file, line } });
        return;
      case 'session.shutdown':
        this.shutdown(data, timestamp, line);
        return;
      case 'session.compaction_complete':
        this.compaction(data, timestamp, line);
        return;
      default:
        if (!KNOWN_EVENT_TYPES.has(type)) this.unknownType(type, line);
        this.context.emit({ kind: 'activity', stream, timestamp });
    }
  }

  end(): FileVerdict {
    return { skip: false };
  }

  private sessionStart(data: JsonRecord, timestamp: string | undefined): void {
    const id = asString(data.sessionId);
    if (id !== undefined && id !== '' && !this.started) this.sessionId = id;
    this.workingContext(asRecord(data.context), timestamp);
  }

  /** The working folder and repository at start, on resume and when the user changes folder. */
  private workingContext(context: JsonRecord | undefined, timestamp: string | undefined): void {
    this.cwd = asString(context?.cwd) ?? this.cwd;
    this.ensureMain();
    this.context.emit({ kind: 'session_info', sessionId: this.sessionId, cwd: this.cwd, repo: normalRepoName(asString(context?.repository)), timestamp });
  }

  private ensureMain(): StreamKey {
    const existing = this.streams.get(MAIN_STREAM);
    if (existing) return existing;
    this.started = true;
    const stream = { sessionId: this.sessionId, streamId: MAIN_STREAM };
    this.streams.set(MAIN_STREAM, stream);
    this.context.declareStream({ stream, layout: 'main' });
    return stream;
  }

  /** The event's stream: the sub-agent its `agentId` (or older `data.parentToolCallId`) names, else the main thread. */
  private streamOf(value: JsonRecord, data: JsonRecord, line: number): StreamKey {
    const main = this.ensureMain();
    const agentId = asString(value.agentId) ?? asString(data.parentToolCallId);
    if (agentId === undefined || agentId === '') {
      if (value.agentId !== undefined && typeof value.agentId !== 'string') this.context.problem(line, 'agentId is not a string; read as the main thread');
      return main;
    }
    if (asString(value.type) === 'subagent.started') {
      const call = asString(data.toolCallId);
      if (call !== undefined) this.parentCalls.set(agentId, call);
    }
    const existing = this.streams.get(agentId);
    if (existing) return existing;
    const stream = { sessionId: this.sessionId, streamId: agentId };
    this.streams.set(agentId, stream);
    this.context.declareStream({ stream, layout: 'inline-sidechain', parentCallId: this.parentCalls.get(agentId) ?? agentId });
    return stream;
  }

  /** Text put before the model that may show tips: the system message, a user message as the model got it. */
  private shown(source: ContextSource, text: string | undefined, timestamp: string | undefined, line: number): void {
    if (text === undefined || !mayShowTips(text)) return;
    this.context.emit({ kind: 'context_shown', sessionId: this.sessionId, source, text, timestamp, location: { file: this.context.file, line } });
  }

  private userMessage(data: JsonRecord, stream: StreamKey, timestamp: string | undefined, line: number): void {
    if (data.content !== undefined && typeof data.content !== 'string') this.context.problem(line, 'user.message content is not a string; skipped');
    this.shown('message', asString(data.transformedContent) ?? asString(data.content), timestamp, line);
    const text = humanText(data, stream.streamId !== MAIN_STREAM);
    if (text === undefined) this.context.emit({ kind: 'activity', stream, timestamp });
    else this.context.emit({ kind: 'user_turn', stream, text, timestamp, location: { file: this.context.file, line } });
  }

  private assistantMessage(data: JsonRecord, stream: StreamKey, timestamp: string | undefined, line: number): void {
    const messageId = asString(data.messageId);
    const requests = data.toolRequests === undefined ? [] : asArray(data.toolRequests);
    if (!requests) this.context.problem(line, 'assistant.message toolRequests is not an array; its calls are read from their execution');
    for (const entry of requests ?? []) {
      const request = asRecord(entry);
      const callId = asString(request?.toolCallId);
      const name = asString(request?.name);
      if (callId === undefined || name === undefined) {
        this.context.problem(line, 'a tool request without a string toolCallId or name; skipped');
        continue;
      }
      this.requests.set(callId, { name, arguments: request?.arguments, messageId });
    }
    const text = stream.streamId === MAIN_STREAM ? agentTextEvent(stream, data.content, timestamp) : undefined;
    this.context.emit(text ?? { kind: 'activity', stream, timestamp });
  }

  private userRequested(data: JsonRecord, line: number): void {
    const callId = asString(data.toolCallId);
    if (callId === undefined) this.context.problem(line, 'tool.user_requested without a string toolCallId; skipped');
    else this.userCalls.set(callId, true);
  }

  private executionStart(data: JsonRecord, stream: StreamKey, timestamp: string | undefined, line: number): void {
    const callId = this.callIdOf(data, 'tool.execution_start', line);
    if (this.userCalls.has(callId) || this.open.has(callId)) return;
    const request = this.requests.take(callId);
    let name = asString(data.toolName);
    if (name === undefined || name === '') {
      this.context.problem(line, 'tool.execution_start without a string toolName; counted as "unknown"');
      name = 'unknown';
    }
    this.call(callId, name, data.arguments, request?.messageId, stream, timestamp, line);
  }

  private executionComplete(data: JsonRecord, stream: StreamKey, timestamp: string | undefined, line: number): void {
    const callId = this.callIdOf(data, 'tool.execution_complete', line);
    if (data.isUserRequested === true || this.userCalls.take(callId)) return;
    if (typeof data.success !== 'boolean') this.context.problem(line, 'tool.execution_complete without a boolean success; read as succeeded');
    let open = this.open.take(callId);
    if (!open) {
      // a call that never started (a version that logs no start, or one refused before it ran): its request stands in
      const request = this.requests.take(callId);
      if (!request) {
        this.context.problem(line, `tool.execution_complete for a call that was never requested or started; skipped`);
        return;
      }
      this.call(callId, request.name, request.arguments, request.messageId, stream, timestamp, line);
      open = this.open.take(callId);
    }
    const result = readToolResult(data, this.answers.take(callId), open?.isShell ?? false);
    this.context.emit({ kind: 'tool_result', stream: open?.stream ?? stream, callId, timestamp, location: { file: this.context.file, line }, ...result });
  }

  private call(
    callId: string,
    name: string,
    rawArguments: unknown,
    messageId: string | undefined,
    stream: StreamKey,
    timestamp: string | undefined,
    line: number,
  ): void {
    if (rawArguments !== undefined && toolArguments(rawArguments) === undefined && !(name === 'apply_patch' && typeof rawArguments === 'string')) {
      this.context.problem(line, `${name} arguments are not an object; read as empty`);
    }
    const { tool, input } = copilotCall(name, rawArguments);
    this.open.set(callId, { stream, isShell: tool === 'Bash' });
    this.context.emit({
      kind: 'tool_call',
      stream,
      callId,
      tool,
      rawTool: name,
      input,
      ...(messageId !== undefined && { messageId }),
      cwd: this.cwd,
      timestamp,
      location: { file: this.context.file, line },
    });
  }

  /** The id that joins a call to its result; without one the item still counts, under its line. */
  private callIdOf(data: JsonRecord, type: string, line: number): string {
    const id = asString(data.toolCallId);
    if (id !== undefined && id !== '') return id;
    this.context.problem(line, `${type} without a string toolCallId; its call and result cannot be joined`);
    return `line-${line}`;
  }

  private permissionRequested(data: JsonRecord): void {
    const requestId = asString(data.requestId);
    const callId = asString(asRecord(data.permissionRequest)?.toolCallId);
    if (requestId !== undefined && callId !== undefined) this.permissionCalls.set(requestId, callId);
  }

  private permissionCompleted(data: JsonRecord): void {
    const requestId = asString(data.requestId);
    const callId = asString(data.toolCallId) ?? (requestId === undefined ? undefined : this.permissionCalls.take(requestId));
    if (callId !== undefined) this.answers.set(callId, permissionAnswer(asRecord(data.result)));
  }

  /** `modelMetrics`: per model, the tokens since the session started or last resumed; every shutdown adds its own. */
  private shutdown(data: JsonRecord, timestamp: string | undefined, line: number): void {
    const metrics = asRecord(data.modelMetrics);
    if (!metrics) return;
    const stream = this.ensureMain();
    for (const [model, metric] of Object.entries(metrics)) {
      const usage = asRecord(asRecord(metric)?.usage);
      if (!usage) {
        this.context.problem(line, 'a session.shutdown model metric without a usage object; skipped');
        continue;
      }
      const tokens = uncachedTokens(
        asNumber(usage.inputTokens),
        asNumber(usage.outputTokens),
        asNumber(usage.cacheReadTokens),
        asNumber(usage.cacheWriteTokens),
      );
      this.context.emit({ kind: 'usage', stream, dedupeKey: `shutdown:${line}:${model}`, tokens, timestamp });
    }
  }

  /** A compaction's own model call, counted in no shutdown's metrics: `{input, output, cachedInput}` in older versions. */
  private compaction(data: JsonRecord, timestamp: string | undefined, line: number): void {
    const used = asRecord(data.compactionTokensUsed);
    if (!used) return;
    const cacheRead = asNumber(used.cacheReadTokens) ?? asNumber(used.cachedInput);
    const tokens = uncachedTokens(
      asNumber(used.inputTokens) ?? asNumber(used.input),
      asNumber(used.outputTokens) ?? asNumber(used.output),
      cacheRead,
      asNumber(used.cacheWriteTokens),
    );
    this.context.emit({ kind: 'usage', stream: this.ensureMain(), dedupeKey: `compaction:${line}`, tokens, timestamp });
  }

  private unknownType(type: string, line: number): void {
    if (this.unknownTypes.has(type) || this.unknownTypes.size >= MAX_UNKNOWN_TYPES) return;
    this.unknownTypes.add(type);
    this.context.problem(line, `unknown event type "${type}" (a newer Copilot CLI?); read as activity`);
  }
}

/** Copilot counts the cached part of the input in `inputTokens`: the uncached input is what is left. */
function uncachedTokens(input = 0, output = 0, cacheRead = 0, cacheWrite = 0): TokenCounts {
  return { input: Math.max(0, input - cacheRead - cacheWrite), output, cacheCreation: cacheWrite, cacheRead };
}

/** A Map of at most MAX_WAITING entries: the oldest goes first. */
class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  has(key: K): boolean {
    return this.entries.has(key);
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > MAX_WAITING) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  /** The value, removed. */
  take(key: K): V | undefined {
    const value = this.entries.get(key);
    this.entries.delete(key);
    return value;
  }
}
