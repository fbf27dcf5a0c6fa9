/**
 * Factory Droid sessions (docs/log-formats.md, Factory Droid): one JSON-lines file per session under
 * `~/.factory/sessions/<sanitised cwd>/<session id>.jsonl`, a `session_start` line first, then `message` lines
 * whose content holds Anthropic-style blocks (`tool_use` in assistant messages, `tool_result` in user ones),
 * and `todo_state` / `compaction_state` / `agent_turn_outcome` lines. A sub-agent (a Task call's worker) is a
 * session file of its own whose `session_start` names the calling session and tool call: its stream joins the
 * caller's session, linked to that call.
 */
import { basename } from 'node:path';
import { MAIN_STREAM, type StreamKey } from '../../../model/events.js';
import { agentTextEvent } from '../../../model/agent-text.js';
import { mayShowTips } from '../../../model/tip-markers.js';
import { asArray, asRecord, asString, type JsonRecord } from '../../json-guards.js';
import type { JsonlValue } from '../../read-jsonl.js';
import type { AdapterContext, FileVerdict, FormatAdapter, LogReader } from '../format.js';
import { droidCall, isShellTool } from './tool-call.js';
import { readToolResult } from './tool-result.js';
import { userText } from './user-text.js';

/** Line types Droid writes that carry no call, no result and no human text. */
const STATE_TYPES = new Set(['todo_state', 'compaction_state', 'agent_turn_outcome', 'session_settings']);

export const factoryDroidFormat: LogReader = {
  matches: (value) => {
    const type = asString(value.type);
    if (type === 'session_start') return typeof value.id === 'string' || 'cwd' in value || 'owner' in value;
    return type === 'message' && asRecord(value.message) !== undefined && typeof value.id === 'string' && !('sessionId' in value) && !('uuid' in value);
  },
  createAdapter: (context) => new DroidAdapter(context),
};

class DroidAdapter implements FormatAdapter {
  private stream: StreamKey;
  private started = false;
  /** A Task call's worker: its user messages are its parent's prompt, not a human's. */
  private delegated = false;
  private cwd: string | undefined;
  /** The session's facts wait for the first time a line tells (`session_start` carries none). */
  private infoPending = false;
  /** Ids already read: a line copied again (a replay after compaction) counts once. */
  private readonly seenMessages = new Set<string>();
  private readonly seenCalls = new Set<string>();
  private readonly seenResults = new Set<string>();
  /** Each call's tool name as Droid wrote it, for its result. */
  private readonly callTools = new Map<string, string>();
  private readonly unknownTypes = new Set<string>();

  constructor(private readonly context: AdapterContext) {
    this.stream = { sessionId: basename(context.file).replace(/\.jsonl(\.gz)?$/, ''), streamId: MAIN_STREAM };
  }

  line({ line, value }: JsonlValue): void {
    const type = asString(value.type);
    if (type === 'session_start') this.sessionStart(value, line);
    else if (type === 'message') this.message(value, line);
    else if (type !== undefined && STATE_TYPES.has(type)) this.activity(asString(value.timestamp));
    else this.unknown(type, line);
  }

  end(): FileVerdict {
    if (this.infoPending) this.emitInfo(undefined);
    return { skip: false };
  }

  private sessionStart(value: JsonRecord, line: number): void {
    if (this.started) {
      this.context.problem(line, 'a second session_start line; the first one names the session');
      return;
    }
    const id = nonEmpty(value.id);
    const caller = nonEmpty(value.callingSessionId);
    const callerTool = nonEmpty(value.callingToolUseId);
    if (id === undefined) this.context.problem(line, 'session_start without a string id; the session is named after its file');
    const own = id ?? this.stream.sessionId;
    this.cwd = nonEmpty(value.cwd);
    this.started = true;
    if (caller !== undefined && callerTool !== undefined) {
      this.delegated = true;
      this.stream = { sessionId: caller, streamId: own };
      this.context.declareStream({ stream: this.stream, layout: 'spawned-thread', parentCallId: callerTool });
    } else {
      this.stream = { sessionId: own, streamId: MAIN_STREAM };
      this.context.declareStream({ stream: this.stream, layout: 'main' });
    }
    this.infoPending = true;
    const timestamp = asString(value.timestamp);
    if (timestamp !== undefined) this.emitInfo(timestamp);
  }

  private emitInfo(timestamp: string | undefined): void {
    this.infoPending = false;
    this.context.emit({ kind: 'session_info', sessionId: this.stream.sessionId, cwd: this.cwd, timestamp });
  }

  /** A file without its session_start line (cut at its head): a session named after the file. */
  private ensureStarted(): void {
    if (this.started) return;
    this.started = true;
    this.infoPending = true;
    this.context.declareStream({ stream: this.stream, layout: 'main' });
  }

  private activity(timestamp: string | undefined): void {
    this.ensureStarted();
    this.dated(timestamp);
    this.context.emit({ kind: 'activity', stream: this.stream, timestamp });
  }

  private dated(timestamp: string | undefined): void {
    if (this.infoPending && timestamp !== undefined) this.emitInfo(timestamp);
  }

  private unknown(type: string | undefined, line: number): void {
    const name = type ?? '(none)';
    if (this.unknownTypes.has(name)) return;
    this.unknownTypes.add(name);
    this.context.problem(line, type === undefined ? 'a line without a string type; skipped' : `a line of unknown type "${type}"; skipped`);
  }

  private message(value: JsonRecord, line: number): void {
    this.ensureStarted();
    const timestamp = asString(value.timestamp);
    this.dated(timestamp);
    const message = asRecord(value.message);
    if (!message) {
      this.context.problem(line, 'a message line without a message object; skipped');
      return;
    }
    const id = asString(value.id);
    if (id !== undefined) {
      if (this.seenMessages.has(id)) return;
      this.seenMessages.add(id);
    }
    const content = message.content;
    if (typeof content !== 'string' && asArray(content) === undefined) {
      this.context.problem(line, 'a message whose content is neither text nor a list of blocks; skipped');
      return;
    }
    const role = asString(message.role);
    switch (role) {
      case 'assistant':
        this.assistant(content, id, timestamp, line);
        return;
      case 'user':
      case 'tool':
        this.results(content, timestamp, line);
        if (role === 'user') this.user(message, timestamp, line);
        return;
      case 'system':
        this.shown(message, timestamp, line);
        this.context.emit({ kind: 'activity', stream: this.stream, timestamp });
        return;
      default:
        this.context.problem(line, role === undefined ? 'a message without a string role; skipped' : `a message of unknown role "${role}"; skipped`);
    }
  }

  private assistant(content: unknown, messageId: string | undefined, timestamp: string | undefined, line: number): void {
    const texts: string[] = typeof content === 'string' ? [content] : [];
    for (const [index, part] of (asArray(content) ?? []).entries()) {
      const block = asRecord(part);
      if (block?.type === 'tool_use') this.call(block, messageId, timestamp, line, index);
      else if (block?.type === 'text' && typeof block.text === 'string') texts.push(block.text);
    }
    const said = this.stream.streamId === MAIN_STREAM ? agentTextEvent(this.stream, texts.join('\n'), timestamp) : undefined;
    this.context.emit(said ?? { kind: 'activity', stream: this.stream, timestamp });
  }

  private call(block: JsonRecord, messageId: string | undefined, timestamp: string | undefined, line: number, index: number): void {
    let callId = nonEmpty(block.id);
    if (callId === undefined) {
      this.context.problem(line, 'tool_use without a string id; its call and result cannot be joined');
      callId = `line-${line}-${index}`;
    } else if (this.seenCalls.has(callId)) {
      return;
    }
    this.seenCalls.add(callId);
    let name = nonEmpty(block.name);
    if (name === undefined) {
      this.context.problem(line, 'tool_use without a string name; counted as "unknown"');
      name = 'unknown';
    }
    this.callTools.set(callId, name);
    const { tool, input } = droidCall(name, block.input);
    this.context.emit({
      kind: 'tool_call',
      stream: this.stream,
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

  private results(content: unknown, timestamp: string | undefined, line: number): void {
    for (const part of asArray(content) ?? []) {
      const block = asRecord(part);
      if (block?.type !== 'tool_result') continue;
      const callId = nonEmpty(block.tool_use_id);
      if (callId === undefined) {
        this.context.problem(line, 'tool_result without a string tool_use_id; skipped');
        continue;
      }
      if (this.seenResults.has(callId)) continue;
      this.seenResults.add(callId);
      const facts = readToolResult(block, isShellTool(this.callTools.get(callId) ?? ''));
      this.context.emit({ kind: 'tool_result', stream: this.stream, callId, timestamp, location: { file: this.context.file, line }, ...facts });
    }
  }

  private user(message: JsonRecord, timestamp: string | undefined, line: number): void {
    this.shown(message, timestamp, line);
    const text = userText(message, this.delegated);
    if ('human' in text) {
      this.context.emit({ kind: 'user_turn', stream: this.stream, text: text.human, timestamp, location: { file: this.context.file, line } });
      return;
    }
    if (text.injected !== 'empty') this.context.emit({ kind: 'activity', stream: this.stream, timestamp });
  }

  /** Text the harness put before the model (a system reminder, a hook's output) that may show tips. */
  private shown(message: JsonRecord, timestamp: string | undefined, line: number): void {
    const content = message.content;
    const text =
      typeof content === 'string'
        ? content
        : (asArray(content) ?? [])
            .map((part) => {
              const block = asRecord(part);
              return block?.type === 'text' ? (asString(block.text) ?? '') : '';
            })
            .join('\n');
    if (!mayShowTips(text)) return;
    this.context.emit({
      kind: 'context_shown',
      sessionId: this.stream.sessionId,
      source: 'message',
      text,
      timestamp,
      location: { file: this.context.file, line },
    });
  }
}

function nonEmpty(value: unknown): string | undefined {
  const text = asString(value);
  return text === undefined || text === '' ? undefined : text;
}
