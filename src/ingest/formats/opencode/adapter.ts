/**
 * OpenCode's sessions as normalised events (docs/log-formats.md "OpenCode"), from the records its readers hand
 * on (records.ts). A top-level session is a session of its own; a session with a `parentID` (a `task` call's
 * sub-agent) is a stream of its tree's root session, linked to the task call through the call's result, which
 * names the sub-agent session (`metadata.sessionId`). Human turns are the text parts of a top-level session's
 * user messages that OpenCode did not write itself (`synthetic`, `ignored`, a `<system-reminder>`); a
 * sub-agent's user message is the task's prompt, not a person's. Tokens are each assistant message's
 * (`info.tokens`, the sum of its steps), counted once per message; each step (`step-start` part) of an
 * assistant message is one parallel step of calls.
 */
import { posix } from 'node:path';
import { agentTextEvent } from '../../../model/agent-text.js';
import { MAIN_STREAM, type ContextSource, type StreamKey, type TokenCounts } from '../../../model/events.js';
import { mayShowTips } from '../../../model/tip-markers.js';
import { asNumber, asRecord, asString, type JsonRecord } from '../../json-guards.js';
import type { JsonlValue } from '../../read-jsonl.js';
import type { AdapterContext, FileVerdict, FormatAdapter } from '../format.js';
import { OPENCODE_DIALECT, type OpencodeDialect } from './dialect.js';
import { MESSAGE_RECORD, PART_RECORD, SESSION_RECORD, type MessageRecord, type PartRecord, type SessionRecord } from './records.js';
import { toolCall } from './tool-call.js';
import { resultOf } from './tool-result.js';

/** Part types that only mark activity (message-v2.ts `Part`). */
const ACTIVITY_PARTS = new Set(['reasoning', 'step-finish', 'patch', 'snapshot', 'file', 'agent', 'retry', 'compaction', 'subtask']);
/** Text OpenCode puts in a user message itself (session/prompt.ts reminders). */
const REMINDER = '<system-reminder>';
/** Dates within the range a JavaScript Date holds; others are no time. */
const MAX_DATE_MS = 8.64e15;

interface SessionState {
  stream: StreamKey;
  topLevel: boolean;
  cwd?: string;
}

interface MessageState {
  id: string;
  session: SessionState;
  role: 'user' | 'assistant' | undefined;
  timestamp?: string;
  cwd?: string;
  /** The step (`step-start` part) the next calls belong to. */
  step: number;
}

export class OpencodeAdapter implements FormatAdapter {
  private readonly sessions = new Map<string, SessionState>();
  /** Sub-agent session → the task call that started it, once its result named it. */
  private readonly taskCalls = new Map<string, string>();
  private message: MessageState | undefined;

  constructor(
    private readonly context: AdapterContext,
    private readonly dialect: OpencodeDialect = OPENCODE_DIALECT,
  ) {}

  line({ line, value }: JsonlValue): void {
    switch (value.record) {
      case SESSION_RECORD:
        this.session(value as unknown as SessionRecord);
        return;
      case MESSAGE_RECORD:
        this.startMessage(value as unknown as MessageRecord, line);
        return;
      case PART_RECORD:
        this.part(value as unknown as PartRecord, line);
        return;
      default:
        this.context.problem(line, `a record of no known kind (${(asString(value.record) ?? typeof value.record).slice(0, 80)}): skipped`);
    }
  }

  end(): FileVerdict {
    return { skip: false };
  }

  private session(record: SessionRecord): void {
    const topLevel = record.parentId === undefined || record.rootId === record.id;
    const stream: StreamKey = topLevel ? { sessionId: record.id, streamId: MAIN_STREAM } : { sessionId: record.rootId, streamId: record.id };
    const state: SessionState = { stream, topLevel, cwd: record.directory };
    this.sessions.set(record.id, state);
    const parentCallId = this.taskCalls.get(record.id);
    this.context.declareStream({ stream, layout: topLevel ? 'main' : 'spawned-thread', ...(parentCallId === undefined ? {} : { parentCallId }) });
    if (topLevel) this.context.emit({ kind: 'session_info', sessionId: record.id, cwd: record.directory, timestamp: isoTime(record.created) });
  }

  private sessionOf(id: string, line: number): SessionState {
    const known = this.sessions.get(id);
    if (known) return known;
    this.context.problem(line, `a message of session ${id.slice(0, 80)}, which was not read: counted as a session of its own`);
    const state: SessionState = { stream: { sessionId: id, streamId: MAIN_STREAM }, topLevel: true };
    this.sessions.set(id, state);
    this.context.declareStream({ stream: state.stream, layout: 'main' });
    return state;
  }

  private startMessage(record: MessageRecord, line: number): void {
    const session = this.sessionOf(record.sessionId, line);
    const info = record.info;
    const role = info.role === 'user' || info.role === 'assistant' ? info.role : undefined;
    if (role === undefined) this.context.problem(line, `${record.where}: a role that is neither user nor assistant; its parts count as activity only`);
    const time = asRecord(info.time);
    const timestamp = isoTime(asNumber(time?.created));
    const cwd = asString(asRecord(info.path)?.cwd) ?? session.cwd;
    this.message = { id: record.id, session, role, timestamp, cwd, step: 0 };
    const stream = session.stream;
    this.context.emit({ kind: 'activity', stream, timestamp });
    if (role === 'user') {
      const system = asString(info.system);
      if (system !== undefined) this.shown('instructions', system, timestamp, line);
      return;
    }
    if (role !== 'assistant') return;
    const tokens = asRecord(info.tokens);
    if (tokens) this.context.emit({ kind: 'usage', stream, dedupeKey: `${this.dialect.usageKey}:${record.id}`, tokens: tokenCounts(tokens), timestamp });
    if (asString(asRecord(info.error)?.name) === 'MessageAbortedError') {
      this.context.emit({ kind: 'interrupt', stream, timestamp: isoTime(asNumber(time?.completed)) ?? timestamp, location: this.at(line) });
    }
  }

  private part(record: PartRecord, line: number): void {
    let message = this.message;
    if (message?.id !== record.messageId) {
      this.context.problem(line, `${record.where}: a part of a message that was not read: counted as activity only`);
      message = { id: record.messageId, session: this.sessionOf(record.sessionId, line), role: undefined, step: 0 };
      this.message = message;
    }
    const part = record.part;
    const type = asString(part.type);
    const stream = message.session.stream;
    switch (type) {
      case 'text':
        this.text(message, part, line);
        return;
      case 'tool':
        this.tool(message, record, line);
        return;
      case 'step-start':
        message.step++;
        this.context.emit({ kind: 'activity', stream, timestamp: message.timestamp });
        return;
      default:
        if (type === undefined || !ACTIVITY_PARTS.has(type)) {
          this.context.problem(line, `${record.where}: a part of no known type (${(type ?? typeof part.type).slice(0, 80)}): counted as activity only`);
        }
        this.context.emit({ kind: 'activity', stream, timestamp: message.timestamp });
    }
  }

  private text(message: MessageState, part: JsonRecord, line: number): void {
    const stream = message.session.stream;
    const text = asString(part.text);
    const timestamp = isoTime(asNumber(asRecord(part.time)?.start)) ?? message.timestamp;
    if (text === undefined) {
      this.context.problem(line, 'a text part without a string text: skipped');
      return;
    }
    if (message.role === 'assistant') {
      if (stream.streamId === MAIN_STREAM) {
        const said = agentTextEvent(stream, text, timestamp);
        if (said) {
          this.context.emit(said);
          return;
        }
      }
      this.context.emit({ kind: 'activity', stream, timestamp });
      return;
    }
    if (message.role === 'user') this.shown('message', text, timestamp, line);
    const trimmed = text.trim();
    const human =
      message.role === 'user' &&
      message.session.topLevel &&
      part.synthetic !== true &&
      part.ignored !== true &&
      trimmed !== '' &&
      !trimmed.startsWith(REMINDER);
    if (human) this.context.emit({ kind: 'user_turn', stream, text: trimmed, timestamp, location: this.at(line) });
    else this.context.emit({ kind: 'activity', stream, timestamp });
  }

  private tool(message: MessageState, record: PartRecord, line: number): void {
    const part = record.part;
    const stream = message.session.stream;
    const state = asRecord(part.state);
    const rawTool = asString(part.tool);
    if (!state || rawTool === undefined || rawTool === '') {
      this.context.problem(line, `${record.where}: a tool part without a ${state ? 'string tool name' : 'state object'}: skipped`);
      return;
    }
    let callId = asString(part.callID);
    if (callId === undefined || callId === '') {
      this.context.problem(line, `${record.where}: a tool part without a string callID; its call stands under its part id`);
      callId = record.id;
    }
    const rawInput = asRecord(state.input);
    if (!rawInput && state.input !== undefined) this.context.problem(line, `${record.where}: a tool input that is no object: read as empty`);
    const { tool, input } = toolCall(rawTool, rawInput ?? {}, this.dialect.tools);
    const time = asRecord(state.time);
    this.context.emit({
      kind: 'tool_call',
      stream,
      callId,
      tool,
      rawTool,
      input,
      messageId: `${message.id}#${message.step}`,
      cwd: callFolder(message.cwd, rawTool === 'bash' ? asString(input.workdir) : undefined),
      timestamp: isoTime(asNumber(time?.start)) ?? message.timestamp,
      location: this.at(line),
    });
    const result = resultOf(rawTool, state);
    if (!result) return;
    if (result.agentId !== undefined) this.taskCalls.set(result.agentId, callId);
    this.context.emit({
      kind: 'tool_result',
      stream,
      callId,
      tool,
      ...result,
      timestamp: isoTime(asNumber(time?.end)) ?? message.timestamp,
      location: this.at(line),
    });
  }

  private shown(source: ContextSource, text: string, timestamp: string | undefined, line: number): void {
    if (!mayShowTips(text) || !this.message) return;
    this.context.emit({ kind: 'context_shown', sessionId: this.message.session.stream.sessionId, source, text, timestamp, location: this.at(line) });
  }

  private at(line: number): { file: string; line: number } {
    return { file: this.context.file, line };
  }
}

/** A time in milliseconds as ISO text; none for a value no date holds (the value check bounds the rest). */
function isoTime(ms: number | undefined): string | undefined {
  if (ms === undefined || !Number.isFinite(ms) || Math.abs(ms) > MAX_DATE_MS) return undefined;
  return new Date(ms).toISOString();
}

/** `tokens` of an assistant message: reasoning tokens are output tokens (as Codex counts them). */
function tokenCounts(tokens: JsonRecord): TokenCounts {
  const cache = asRecord(tokens.cache);
  return {
    input: asNumber(tokens.input) ?? 0,
    output: (asNumber(tokens.output) ?? 0) + (asNumber(tokens.reasoning) ?? 0),
    cacheCreation: asNumber(cache?.write) ?? 0,
    cacheRead: asNumber(cache?.read) ?? 0,
  };
}

/** A bash call's `workdir` (a relative one from the message's folder), else the message's folder. */
function callFolder(cwd: string | undefined, workdir: string | undefined): string | undefined {
  if (workdir === undefined || workdir === '') return cwd;
  if (workdir.startsWith('/') || cwd === undefined) return workdir;
  return posix.join(cwd, workdir);
}
