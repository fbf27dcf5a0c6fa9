/**
 * Qwen Code chats (packages/core/src/services/chatRecordingService.ts `ChatRecord`): one record a line, appended
 * once, `{uuid, parentUuid, sessionId, timestamp, type, subtype?, cwd, version, gitBranch?, message?, …}`:
 * - `user`: the human's message (`message.parts`, what they typed in `systemPayload.displayText` when kept); with
 *   a `subtype` (`notification`, `cron`, `goal_runtime`) or `provenance: 'system'` it is the harness's, not theirs;
 * - `assistant`: the model's reply, `message.parts` with `text`, `thought` and `functionCall {id, name, args}`
 *   parts, `usageMetadata` (Gemini API names), `model`;
 * - `tool_result`: `message.parts` of `functionResponse {id, name, response}` and `toolCallResult {callId,
 *   status, resultDisplay, error, errorType}`;
 * - `system`: `slash_command`, `chat_compression`, `ui_telemetry`, `at_command` and other bookkeeping.
 * Records of a sub-agent carry `isSidechain: true` and its `agentId`: its own stream, not linked to the parent's
 * call (no field of the call names the agent).
 */
import { MAIN_STREAM, type StreamKey, type TokenCounts } from '../../../model/events.js';
import { agentTextEvent } from '../../../model/agent-text.js';
import { mayShowTips } from '../../../model/tip-markers.js';
import { asArray, asNumber, asRecord, asString, type JsonRecord } from '../../json-guards.js';
import type { JsonlValue } from '../../read-jsonl.js';
import type { AdapterContext, FileVerdict, FormatAdapter } from '../format.js';
import { canonicalCall, type ToolKinds } from '../gemini-cli/tool-call.js';
import { isTerminalStatus, resultFacts } from '../gemini-cli/tool-result.js';
import { contentText, humanText, isFunctionResponses } from '../gemini-cli/user-text.js';

export const RECORD_TYPES: ReadonlySet<string> = new Set(['user', 'assistant', 'tool_result', 'system']);
/** User records of these subtypes are the human's; the others (notification, cron, goal_runtime) the harness's. */
const HUMAN_SUBTYPES = new Set(['mid_turn_user_message', 'realtime_message']);

export class QwenChatAdapter implements FormatAdapter {
  private readonly declared = new Set<string>();
  private sessionId: string | undefined;

  constructor(
    private readonly context: AdapterContext,
    private readonly kinds: ToolKinds,
  ) {}

  line({ line, value }: JsonlValue): void {
    const type = asString(value.type);
    const sessionId = asString(value.sessionId);
    if (type === undefined || !RECORD_TYPES.has(type) || sessionId === undefined) {
      this.context.problem(line, 'a record without a known type (user, assistant, tool_result, system) or a string sessionId; skipped');
      return;
    }
    const stream = this.streamOf(value, sessionId);
    const timestamp = asString(value.timestamp);
    const message = asRecord(value.message);
    switch (type) {
      case 'user':
        this.userRecord(value, message, stream, timestamp, line);
        return;
      case 'assistant':
        this.assistantRecord(value, message, stream, timestamp, line);
        return;
      case 'tool_result':
        this.toolResult(value, message, stream, timestamp, line);
        return;
      default:
        this.systemRecord(value, stream, timestamp, line);
    }
  }

  end(): FileVerdict {
    return { skip: false };
  }

  /** The record's stream, declared (with the session's working folder) the first time it is seen. */
  private streamOf(value: JsonRecord, sessionId: string): StreamKey {
    const agentId = value.isSidechain === true ? asString(value.agentId) : undefined;
    const stream = { sessionId, streamId: agentId ?? MAIN_STREAM };
    const key = `${sessionId}\u0000${stream.streamId}`;
    if (!this.declared.has(key)) {
      this.declared.add(key);
      this.context.declareStream({ stream, layout: agentId === undefined ? 'main' : 'inline-sidechain' });
    }
    if (this.sessionId !== sessionId) {
      this.sessionId = sessionId;
      this.context.emit({ kind: 'session_info', sessionId, cwd: asString(value.cwd), timestamp: asString(value.timestamp) });
    }
    return stream;
  }

  private userRecord(value: JsonRecord, message: JsonRecord | undefined, stream: StreamKey, timestamp: string | undefined, line: number): void {
    const subtype = asString(value.subtype);
    const parts = message?.parts;
    const payload = asRecord(value.systemPayload);
    const text = asString(payload?.displayText) ?? contentText(parts);
    if (text !== undefined && mayShowTips(text)) {
      this.context.emit({
        kind: 'context_shown',
        sessionId: stream.sessionId,
        source: 'message',
        text,
        timestamp,
        location: { file: this.context.file, line },
      });
    }
    const harness = (subtype !== undefined && !HUMAN_SUBTYPES.has(subtype)) || value.provenance === 'system' || value.provenance === 'goal_runtime';
    const human = harness || isFunctionResponses(parts) ? undefined : humanText(text);
    if (human === undefined) {
      this.context.emit({ kind: 'activity', stream, timestamp });
      return;
    }
    this.context.emit({ kind: 'user_turn', stream, text: human, timestamp, location: { file: this.context.file, line } });
  }

  private assistantRecord(value: JsonRecord, message: JsonRecord | undefined, stream: StreamKey, timestamp: string | undefined, line: number): void {
    const messageId = asString(value.uuid) ?? `line-${line}`;
    const usage = asRecord(value.usageMetadata);
    if (usage !== undefined) this.context.emit({ kind: 'usage', stream, dedupeKey: messageId, tokens: qwenTokens(usage), timestamp });
    const parts = asArray(message?.parts);
    if (parts === undefined) {
      if (message?.parts !== undefined) this.context.problem(line, 'an assistant record whose message.parts is not an array; read as empty');
      this.context.emit({ kind: 'activity', stream, timestamp });
      return;
    }
    const said = stream.streamId === MAIN_STREAM ? agentTextEvent(stream, contentText(parts), timestamp) : undefined;
    this.context.emit(said ?? { kind: 'activity', stream, timestamp });
    parts.forEach((part, index) => {
      const call = asRecord(asRecord(part)?.functionCall);
      if (call !== undefined) this.toolCall(call, index, messageId, stream, value, timestamp, line);
    });
  }

  private toolCall(
    call: JsonRecord,
    index: number,
    messageId: string,
    stream: StreamKey,
    record: JsonRecord,
    timestamp: string | undefined,
    line: number,
  ): void {
    let callId = asString(call.id);
    if (callId === undefined) {
      this.context.problem(line, `functionCall part ${index} without a string id; its result cannot be joined`);
      callId = `${messageId}#${index}`;
    }
    let name = asString(call.name);
    if (name === undefined || name === '') {
      this.context.problem(line, `functionCall part ${index} without a string name; counted as "unknown"`);
      name = 'unknown';
    }
    const args = asRecord(call.args);
    if (args === undefined && call.args !== undefined && call.args !== null)
      this.context.problem(line, `functionCall part ${index} has args that are not an object; read as empty`);
    const { tool, input } = canonicalCall(this.kinds, name, args ?? {});
    const location = { file: this.context.file, line };
    this.context.emit({ kind: 'tool_call', stream, callId, tool, rawTool: name, input, messageId, cwd: asString(record.cwd), timestamp, location });
  }

  /** One record per call's result; its call id from `toolCallResult.callId`, else from its function response. */
  private toolResult(value: JsonRecord, message: JsonRecord | undefined, stream: StreamKey, timestamp: string | undefined, line: number): void {
    const result = asRecord(value.toolCallResult);
    const parts = message?.parts;
    const response = asRecord(asRecord(asArray(parts)?.[0])?.functionResponse);
    const callId = asString(result?.callId) ?? asString(response?.id);
    if (callId === undefined) {
      this.context.problem(line, 'a tool_result record without a callId; skipped');
      return;
    }
    const status = asString(result?.status) ?? (asRecord(response?.response)?.error === undefined ? 'success' : 'error');
    if (!isTerminalStatus(status)) {
      this.context.emit({ kind: 'activity', stream, timestamp });
      return;
    }
    const facts = resultFacts(status, parts, result?.resultDisplay, asString(result?.errorType));
    this.context.emit({ kind: 'tool_result', stream, callId, ...facts, timestamp, location: { file: this.context.file, line } });
  }

  private systemRecord(value: JsonRecord, stream: StreamKey, timestamp: string | undefined, line: number): void {
    const payload = asRecord(value.systemPayload);
    const command = value.subtype === 'slash_command' && payload?.phase === 'invocation' ? asString(payload.rawCommand)?.trim() : undefined;
    if (command === undefined || !command.startsWith('/')) {
      this.context.emit({ kind: 'activity', stream, timestamp });
      return;
    }
    const space = command.search(/\s/);
    const name = space === -1 ? command : command.slice(0, space);
    const args = space === -1 ? '' : command.slice(space + 1).trim();
    this.context.emit({ kind: 'slash_command', stream, name, args, timestamp, location: { file: this.context.file, line } });
  }
}

/** `usageMetadata` (Gemini API names, filled from the OpenAI-compatible usage): the prompt holds the cached tokens. */
function qwenTokens(usage: JsonRecord): TokenCounts {
  const prompt = asNumber(usage.promptTokenCount) ?? 0;
  const cached = asNumber(usage.cachedContentTokenCount) ?? 0;
  return { input: Math.max(0, prompt - cached), output: asNumber(usage.candidatesTokenCount) ?? 0, cacheCreation: 0, cacheRead: cached };
}
