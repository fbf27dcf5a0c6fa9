/**
 * Gemini CLI chats (packages/core/src/services/chatRecordingService.ts), JSON lines of the current versions and
 * the `.json` documents before them (document.ts hands those over as the same records):
 * - the metadata record `{sessionId, projectHash, startTime, lastUpdated, kind?, directories?}` (first line);
 * - message records `{id, timestamp, type: user | gemini | info | error | warning, content, displayContent?}`, a
 *   `gemini` one with `toolCalls[] {id, name, args, result, status, timestamp, agentId?}`, `thoughts`, `tokens`,
 *   `model`. The recorder appends a message again, whole, each time it changes (its tokens arrive, a call of its
 *   batch completes), so a message id, a call id and a token count are taken once (usage: the last one);
 * - `{$set: {...}}` metadata updates — one of them may hold every message again (`messages`), read the same way;
 * - `{$rewindTo: <message id>}`: the user rewound; the calls before it still ran, and stay.
 * A sub-agent's chat lies in `chats/<parent session id>/<its session id>.jsonl` (kind `subagent`); its stream is
 * linked to the parent's call whose record names it (`agentId`).
 */
import { basename, dirname } from 'node:path';
import { MAIN_STREAM, type StreamKey, type TokenCounts } from '../../../model/events.js';
import { agentTextEvent } from '../../../model/agent-text.js';
import { mayShowTips } from '../../../model/tip-markers.js';
import { asArray, asNumber, asRecord, asString, type JsonRecord } from '../../json-guards.js';
import type { JsonlValue } from '../../read-jsonl.js';
import type { AdapterContext, FileVerdict, FormatAdapter } from '../format.js';
import { projectRootOf } from './project-root.js';
import { canonicalCall, type ToolKinds } from './tool-call.js';
import { isTerminalStatus, resultFacts } from './tool-result.js';
import { contentText, humanText, isFunctionResponses } from './user-text.js';

const MESSAGE_TYPES = new Set(['user', 'gemini', 'info', 'error', 'warning']);

export class GeminiChatAdapter implements FormatAdapter {
  private stream: StreamKey;
  private declared = false;
  private cwd: string | undefined;
  /** Messages whose text was taken (a message is written again each time it changes). */
  private readonly textTaken = new Set<string>();
  private readonly callsTaken = new Set<string>();
  private readonly resultsTaken = new Set<string>();

  constructor(
    private readonly context: AdapterContext,
    private readonly kinds: ToolKinds,
  ) {
    this.stream = { sessionId: basename(context.file).replace(/\.jsonl?$/, ''), streamId: MAIN_STREAM };
  }

  line({ line, value }: JsonlValue): void {
    if (typeof value.$rewindTo === 'string') {
      this.activity(undefined);
      return;
    }
    const set = asRecord(value.$set);
    if (set !== undefined) {
      this.metadataUpdate(set, line);
      return;
    }
    if (typeof value.id === 'string' && 'type' in value) {
      this.message(value, line);
      return;
    }
    if (typeof value.sessionId === 'string') {
      this.metadata(value);
      return;
    }
    this.context.problem(line, 'a line of no Gemini CLI record kind (metadata, message, $set or $rewindTo); skipped');
  }

  end(): FileVerdict {
    return { skip: false };
  }

  /** The metadata record: the session, its kind, and its project (recovered from the files beside it). */
  private metadata(value: JsonRecord): void {
    if (this.declared) return;
    const sessionId = asString(value.sessionId) ?? this.stream.sessionId;
    const parentFolder = basename(dirname(this.context.file));
    const subagent = value.kind === 'subagent' && parentFolder !== 'chats';
    this.stream = subagent ? { sessionId: parentFolder, streamId: sessionId } : { sessionId, streamId: MAIN_STREAM };
    this.cwd = projectRootOf(this.context.file, asString(value.projectHash));
    this.declared = true;
    this.context.declareStream({ stream: this.stream, layout: subagent ? 'subagents-folder' : 'main' });
    this.context.emit({ kind: 'session_info', sessionId: this.stream.sessionId, cwd: this.cwd, timestamp: asString(value.startTime) });
  }

  private declare(): void {
    if (this.declared) return;
    this.declared = true;
    this.cwd = projectRootOf(this.context.file, undefined);
    this.context.declareStream({ stream: this.stream, layout: 'main' });
    this.context.emit({ kind: 'session_info', sessionId: this.stream.sessionId, cwd: this.cwd });
  }

  private metadataUpdate(set: JsonRecord, line: number): void {
    const messages = asArray(set.messages);
    if (messages === undefined) {
      this.activity(undefined);
      return;
    }
    for (const message of messages) {
      const record = asRecord(message);
      if (record !== undefined && typeof record.id === 'string') this.message(record, line);
      else this.context.problem(line, 'a $set.messages item that is not a message record; skipped');
    }
  }

  private message(message: JsonRecord, line: number): void {
    this.declare();
    const id = asString(message.id) ?? '';
    const type = asString(message.type);
    const timestamp = asString(message.timestamp);
    if (type === undefined || !MESSAGE_TYPES.has(type)) {
      this.context.problem(line, 'a message of no known type (user, gemini, info, error, warning); skipped');
      return;
    }
    if (type === 'user') {
      this.userMessage(message, id, timestamp, line);
      return;
    }
    if (type !== 'gemini') {
      this.activity(timestamp);
      return;
    }
    this.geminiText(message, id, timestamp);
    const tokens = asRecord(message.tokens);
    if (tokens !== undefined) {
      this.context.emit({ kind: 'usage', stream: this.stream, dedupeKey: `${this.stream.streamId}:${id}`, tokens: geminiTokens(tokens), timestamp });
    }
    const toolCalls = message.toolCalls;
    if (toolCalls === undefined || toolCalls === null) return;
    const calls = asArray(toolCalls);
    if (calls === undefined) {
      this.context.problem(line, 'a gemini message whose toolCalls is not an array; its calls are not read');
      return;
    }
    calls.forEach((call, index) => {
      this.toolCall(call, id, index, timestamp, line);
    });
  }

  private userMessage(message: JsonRecord, id: string, timestamp: string | undefined, line: number): void {
    if (this.textTaken.has(id)) {
      this.activity(timestamp);
      return;
    }
    this.textTaken.add(id);
    const content = message.displayContent ?? message.content;
    if (isFunctionResponses(message.content)) {
      this.activity(timestamp);
      return;
    }
    const text = contentText(content);
    if (text !== undefined && mayShowTips(text)) {
      const location = { file: this.context.file, line };
      this.context.emit({ kind: 'context_shown', sessionId: this.stream.sessionId, source: 'message', text, timestamp, location });
    }
    // a sub-agent's task is its parent's prompt, not the human's
    const human = this.stream.streamId === MAIN_STREAM ? humanText(text) : undefined;
    if (human === undefined) {
      this.activity(timestamp);
      return;
    }
    this.context.emit({ kind: 'user_turn', stream: this.stream, text: human, timestamp, location: { file: this.context.file, line } });
  }

  private geminiText(message: JsonRecord, id: string, timestamp: string | undefined): void {
    const text = contentText(message.content);
    if (text === undefined || text.trim() === '' || this.textTaken.has(id)) {
      this.activity(timestamp);
      return;
    }
    this.textTaken.add(id);
    const said = this.stream.streamId === MAIN_STREAM ? agentTextEvent(this.stream, text, timestamp) : undefined;
    this.context.emit(said ?? { kind: 'activity', stream: this.stream, timestamp });
  }

  private toolCall(item: unknown, messageId: string, index: number, messageTime: string | undefined, line: number): void {
    const call = asRecord(item);
    if (call === undefined) {
      this.context.problem(line, `toolCalls item ${index} is not an object; skipped`);
      return;
    }
    let callId = asString(call.id);
    if (callId === undefined) {
      this.context.problem(line, `toolCalls item ${index} without a string id; its call and result are read under its place`);
      callId = `${messageId}#${index}`;
    }
    const timestamp = asString(call.timestamp) ?? messageTime;
    const location = { file: this.context.file, line };
    const agentId = asString(call.agentId);
    if (!this.callsTaken.has(callId)) {
      this.callsTaken.add(callId);
      let name = asString(call.name);
      if (name === undefined || name === '') {
        this.context.problem(line, `toolCalls item ${index} without a string name; counted as "unknown"`);
        name = 'unknown';
      }
      const args = asRecord(call.args);
      if (args === undefined && call.args !== undefined && call.args !== null)
        this.context.problem(line, `toolCalls item ${index} has args that are not an object; read as empty`);
      const { tool, input } = canonicalCall(this.kinds, name, args ?? {}, agentId !== undefined);
      this.context.emit({ kind: 'tool_call', stream: this.stream, callId, tool, rawTool: name, input, messageId, cwd: this.cwd, timestamp, location });
    }
    const status = asString(call.status);
    if (status === undefined || !isTerminalStatus(status) || this.resultsTaken.has(callId)) return;
    this.resultsTaken.add(callId);
    const facts = resultFacts(status, call.result, call.resultDisplay);
    this.context.emit({ kind: 'tool_result', stream: this.stream, callId, ...facts, ...(agentId === undefined ? {} : { agentId }), timestamp, location });
  }

  private activity(timestamp: string | undefined): void {
    this.declare();
    this.context.emit({ kind: 'activity', stream: this.stream, timestamp });
  }
}

/**
 * `{input, output, cached, thoughts, tool, total}` (promptTokenCount, candidatesTokenCount, cachedContentTokenCount,
 * thoughtsTokenCount, toolUsePromptTokenCount): the prompt holds the cached tokens; thoughts are output.
 */
function geminiTokens(tokens: JsonRecord): TokenCounts {
  const input = asNumber(tokens.input) ?? 0;
  const cached = asNumber(tokens.cached) ?? 0;
  const tool = asNumber(tokens.tool) ?? 0;
  return {
    input: Math.max(0, input - cached) + tool,
    output: (asNumber(tokens.output) ?? 0) + (asNumber(tokens.thoughts) ?? 0),
    cacheCreation: 0,
    cacheRead: cached,
  };
}
