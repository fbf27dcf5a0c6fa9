/**
 * The Cursor editor's chats (state-db.ts hands them on) as normalised events: a chat is a session (its
 * `composerId`), a sub-agent's chat a stream of its parent's session; a user bubble (type 1) a human turn; a
 * model bubble (type 2) its text, its tokens (`tokenCount`), and its tool call (`toolFormerData`): the call's
 * name, id and arguments (`rawArgs`, the model's JSON, else `params`, Cursor's), and once it ended its outcome
 * (`status` `completed`/`error`/`cancelled`, `userDecision` `rejected`, a terminal's `exitCode`). The working
 * folder is the chat's `workspaceIdentifier.uri.fsPath`, else its first tracked git repository's `repoPath`.
 */
import { ERROR_TEXT_CHARS, MAIN_STREAM, type Refusal, type StreamKey } from '../../../model/events.js';
import { agentTextEvent } from '../../../model/agent-text.js';
import { stringUtf8Bytes } from '../../cut-strings.js';
import { asArray, asNumber, asRecord, asString, parseJsonObject, type JsonRecord } from '../../json-guards.js';
import type { JsonlValue } from '../../read-jsonl.js';
import type { AdapterContext, FileVerdict, FormatAdapter } from '../format.js';
import { cursorCall } from './tools.js';
import { readUserText } from './user-text.js';

const USER_BUBBLE = 1;
const MODEL_BUBBLE = 2;

export class EditorChatsAdapter implements FormatAdapter {
  /** Each chat's stream, once its composer value was read. */
  private readonly streams = new Map<string, StreamKey>();

  constructor(private readonly context: AdapterContext) {}

  line({ line, value }: JsonlValue): void {
    const composerId = asString(value.composerId);
    const data = asRecord(value.data);
    if (composerId === undefined || data === undefined) {
      this.context.problem(line, 'an editor chat value without a composer id or data; skipped');
      return;
    }
    if (value.record === 'composer') this.composer(composerId, asString(value.parentComposerId), data);
    else if (value.record === 'bubble') this.bubble(composerId, asString(value.bubbleId) ?? `row-${line}`, value.headerType, data, line);
    else this.context.problem(line, 'an editor chat value of an unknown kind; skipped');
  }

  end(): FileVerdict {
    return { skip: false };
  }

  private composer(composerId: string, parentComposerId: string | undefined, data: JsonRecord): void {
    const stream: StreamKey =
      parentComposerId === undefined ? { sessionId: composerId, streamId: MAIN_STREAM } : { sessionId: parentComposerId, streamId: composerId };
    this.streams.set(composerId, stream);
    this.context.declareStream({ stream, layout: parentComposerId === undefined ? 'main' : 'spawned-thread' });
    if (parentComposerId !== undefined) return;
    this.context.emit({ kind: 'session_info', sessionId: composerId, cwd: workspaceOf(data), timestamp: timeOf(data.createdAt) });
  }

  private bubble(composerId: string, bubbleId: string, headerType: unknown, data: JsonRecord, line: number): void {
    const stream = this.streams.get(composerId);
    if (!stream) {
      this.context.problem(line, 'a message of a chat whose metadata was not read; skipped');
      return;
    }
    const timestamp = timeOf(data.createdAt);
    const type = asNumber(headerType) ?? asNumber(data.type);
    if (type === USER_BUBBLE) {
      this.userBubble(stream, data, timestamp, line);
      return;
    }
    if (type !== MODEL_BUBBLE) {
      this.context.problem(line, 'a message of neither type 1 (user) nor 2 (model); skipped');
      return;
    }
    let emitted = false;
    const tool = asRecord(data.toolFormerData);
    if (tool) {
      this.toolCall(stream, composerId, bubbleId, tool, timestamp, line);
      emitted = true;
    }
    if (stream.streamId === MAIN_STREAM) {
      const text = agentTextEvent(stream, data.text, timestamp);
      if (text) {
        this.context.emit(text);
        emitted = true;
      }
    }
    const tokens = asRecord(data.tokenCount);
    const input = asNumber(tokens?.inputTokens) ?? 0;
    const output = asNumber(tokens?.outputTokens) ?? 0;
    if (input > 0 || output > 0) {
      this.context.emit({
        kind: 'usage',
        stream,
        dedupeKey: `${composerId}:${bubbleId}`,
        tokens: { input, output, cacheCreation: 0, cacheRead: 0 },
        timestamp,
      });
    }
    if (!emitted) this.context.emit({ kind: 'activity', stream, timestamp });
  }

  private userBubble(stream: StreamKey, data: JsonRecord, timestamp: string | undefined, line: number): void {
    const { text, injected } = readUserText(asString(data.text) ?? '');
    // a sub-agent chat's user message is its parent's prompt, no human
    if (injected || text === '' || stream.streamId !== MAIN_STREAM) {
      this.context.emit({ kind: 'activity', stream, timestamp });
      return;
    }
    this.context.emit({ kind: 'user_turn', stream, text, timestamp, location: { file: this.context.file, line } });
  }

  private toolCall(stream: StreamKey, composerId: string, bubbleId: string, tool: JsonRecord, timestamp: string | undefined, line: number): void {
    const location = { file: this.context.file, line };
    let name = asString(tool.name);
    if (name === undefined || name.trim() === '') {
      this.context.problem(line, 'a toolFormerData without a string name; counted as "unknown"');
      name = 'unknown';
    }
    const callId = asString(tool.toolCallId) ?? `${composerId}:${bubbleId}`;
    const args = argumentsOf(tool.rawArgs) ?? argumentsOf(tool.params) ?? {};
    const call = cursorCall(name, args);
    this.context.emit({
      kind: 'tool_call',
      stream,
      callId,
      tool: call.tool,
      rawTool: name,
      input: call.input,
      messageId: `${composerId}:${bubbleId}`,
      timestamp,
      location,
    });
    const outcome = outcomeOf(tool);
    if (outcome) this.context.emit({ kind: 'tool_result', stream, callId, tool: call.tool, timestamp, location, ...outcome });
  }
}

interface Outcome {
  isError: boolean;
  refusal?: Refusal;
  bytes?: number;
  errorText?: string;
}

/** How a call ended, or undefined while it runs (`loading`) or when the bubble does not say. */
function outcomeOf(tool: JsonRecord): Outcome | undefined {
  const status = asString(tool.status);
  const resultText = asString(tool.result);
  const result = resultText === undefined ? asRecord(tool.result) : parseJsonObject(resultText);
  const bytes = resultText !== undefined ? stringUtf8Bytes(tool, 'result', resultText) : result ? Buffer.byteLength(JSON.stringify(result)) : undefined;
  const sized = (outcome: Outcome): Outcome => (bytes === undefined ? outcome : { ...outcome, bytes });
  if (asString(tool.userDecision) === 'rejected' || result?.rejected === true) return sized({ isError: true, refusal: { kind: 'rejected' } });
  if (status === 'cancelled') return sized({ isError: true, refusal: { kind: 'cancelled' } });
  if (status !== 'completed' && status !== 'error') return undefined;
  const exitCode = asNumber(result?.exitCode);
  const failed = status === 'error' || asString(asRecord(tool.additionalData)?.status) === 'error' || (exitCode !== undefined && exitCode !== 0);
  if (!failed) return sized({ isError: false });
  const text = asString(result?.output) ?? asString(result?.error) ?? resultText ?? asString(asRecord(tool.error)?.message) ?? asString(tool.error);
  return sized(text === undefined ? { isError: true } : { isError: true, errorText: text.slice(0, ERROR_TEXT_CHARS) });
}

/** `rawArgs`/`params`: a JSON object, or a string holding one (a string that is no JSON object is the call's text). */
function argumentsOf(value: unknown): JsonRecord | string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : (parseJsonObject(value) ?? value);
  return asRecord(value);
}

/** The chat's folder: its workspace (`workspaceIdentifier.uri.fsPath`), else its first tracked git repository. */
function workspaceOf(data: JsonRecord): string | undefined {
  const workspace = asString(asRecord(asRecord(data.workspaceIdentifier)?.uri)?.fsPath);
  if (workspace !== undefined && workspace !== '') return workspace;
  const repo = asString(asRecord(asArray(data.trackedGitRepos)?.[0])?.repoPath);
  return repo === '' ? undefined : repo;
}

/** A time as Cursor writes it: epoch milliseconds (chats) or an ISO string (messages). */
function timeOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  const ms = asNumber(value);
  if (ms === undefined) return undefined;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
