/**
 * Turns a task of Cline, Roo Code or Kilo Code (document.ts: the task, its chat entries, its conversation) into
 * events. Calls come from the assistant's messages — native `tool_use` blocks (Claude Dev, Cline's and Roo
 * Code's native tool calling), Roo Code's `tool-call` parts (the `{version: 2}` envelope), or XML in the text
 * (xml-tools.ts) — and results from the next user message: `tool_result` blocks and Roo Code's `tool` messages
 * by id, XML calls in order by their `[tool …] Result:` headers. Human turns are the wrapped texts of
 * human-text.ts; times come from each message's `ts` (Roo Code) or from the chat entries' `ts` by their
 * `conversationHistoryIndex` (Cline); tokens from the chat's `api_req_started` entries.
 */
import { agentTextEvent } from '../../../model/agent-text.js';
import { MAIN_STREAM, type Refusal, type StreamKey } from '../../../model/events.js';
import { mayShowTips } from '../../../model/tip-markers.js';
import { asArray, asNumber, asRecord, asString, parseJsonObject, type JsonRecord } from '../../json-guards.js';
import type { JsonlValue } from '../../read-jsonl.js';
import type { AdapterContext, FileVerdict, FormatAdapter } from '../format.js';
import type { TaskEntry } from './document.js';
import { humanTexts, isTaskText } from './human-text.js';
import { mapToolCall } from './tool-map.js';
import { notRunText, readResult, RESULT_HEADER, type ResultFacts } from './tool-result.js';
import { parseXmlTools } from './xml-tools.js';

/** The folder the task ran in, as environment_details says: `# Current Working Directory (/p) Files` (Cline), `# Current Workspace Directory (/p) Files` (Roo Code, Kilo Code). */
const CWD_LINE = /# Current (?:Working|Workspace) Directory \(([^)\n]+)\) Files/;
const INTERRUPTED = '[Response interrupted by user]';
/** The chat entries that count a request's tokens (ClineApiReqInfo in their text). */
const USAGE_SAYS = new Set(['api_req_started', 'deleted_api_reqs', 'subagent_usage']);
/** Content blocks the adapter knows and has no use for. */
const QUIET_BLOCKS = new Set(['image', 'document', 'file', 'thinking', 'redacted_thinking', 'reasoning', 'thoughtSignature']);
const AGENT_WORDS = new Set(['ask_followup_question', 'attempt_completion', 'plan_mode_respond', 'act_mode_respond']);
const AGENT_WORD_PARAMS = ['question', 'result', 'response'] as const;

interface PendingCall {
  callId: string;
  tool: string;
}

/** A result met in a user message, emitted once the message is read (a rejection's reason may follow it). */
interface HeldResult {
  call: PendingCall;
  facts: ResultFacts;
}

export class TaskAdapter implements FormatAdapter {
  private stream: StreamKey = { sessionId: '', streamId: MAIN_STREAM };
  private declared = false;
  private cwd: string | undefined;
  private sessionTold = false;
  /** Chat entries' (conversationHistoryIndex, ts), in the chat's order: the times of messages that carry none. */
  private readonly chatTimes: Array<{ index: number; ts: number }> = [];
  private chatCursor = 0;
  /** XML calls of the last assistant message, waiting for their results in order. */
  private xmlCalls: PendingCall[] = [];
  /** Native calls by id, waiting for their results. */
  private readonly nativeCalls = new Map<string, PendingCall>();
  private usageEntries = 0;

  constructor(private readonly context: AdapterContext) {}

  line({ line, value }: JsonlValue): void {
    const entry = value as unknown as TaskEntry;
    switch (entry.source) {
      case 'task':
        this.task(entry.taskId, entry.history);
        return;
      case 'ui':
        this.chatEntry(entry.message, line);
        return;
      case 'api':
        this.message(entry.message, line);
        return;
    }
  }

  end(): FileVerdict {
    return { skip: false };
  }

  /** The task's stream: a Roo Code subtask (history_item.json `parentTaskId`) is a stream of its root task's session. */
  private task(taskId: string, history: JsonRecord | undefined): void {
    const parent = asString(history?.parentTaskId);
    const root = asString(history?.rootTaskId) ?? parent;
    const id = asString(history?.id) ?? taskId;
    this.stream = root !== undefined && root !== id ? { sessionId: root, streamId: id } : { sessionId: id, streamId: MAIN_STREAM };
    this.cwd = asString(history?.workspace);
    this.declared = true;
    this.context.declareStream({ stream: this.stream, layout: this.stream.streamId === MAIN_STREAM ? 'main' : 'spawned-thread' });
  }

  private chatEntry(raw: unknown, line: number): void {
    const entry = asRecord(raw);
    if (!entry) {
      this.context.problem(line, `ui_messages.json entry ${line} is not an object; skipped`);
      return;
    }
    const ts = asNumber(entry.ts);
    const index = asNumber(entry.conversationHistoryIndex);
    if (ts !== undefined && index !== undefined) this.chatTimes.push({ index, ts });
    const say = asString(entry.say);
    if (entry.type !== 'say' || say === undefined || !USAGE_SAYS.has(say) || entry.partial === true) return;
    const info = parseJsonObject(asString(entry.text) ?? '');
    if (!info) {
      this.context.problem(line, `ui_messages.json entry ${line} (${say}) has no JSON request info; its tokens are not counted`);
      return;
    }
    const tokens = {
      input: asNumber(info.tokensIn) ?? 0,
      output: asNumber(info.tokensOut) ?? 0,
      cacheCreation: asNumber(info.cacheWrites) ?? 0,
      cacheRead: asNumber(info.cacheReads) ?? 0,
    };
    if (tokens.input + tokens.output + tokens.cacheCreation + tokens.cacheRead === 0) return;
    // each entry is one request (or the sum of deleted ones): its own key
    this.context.emit({ kind: 'usage', stream: this.stream, dedupeKey: `ui-${++this.usageEntries}`, tokens, timestamp: isoTime(ts) });
  }

  private message(raw: unknown, line: number): void {
    const message = asRecord(raw);
    if (!message) {
      this.context.problem(line, `message ${line} is not an object; skipped`);
      return;
    }
    const timestamp = isoTime(asNumber(message.ts)) ?? this.chatTime(line - 1);
    this.tellSession(timestamp);
    const role = asString(message.role);
    if (role === undefined && message.type === 'reasoning') {
      this.context.emit({ kind: 'activity', stream: this.stream, timestamp });
      return;
    }
    const content = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : asArray(message.content);
    if (content === undefined) {
      this.context.problem(line, `message ${line} has no string or array content; skipped`);
      return;
    }
    switch (role) {
      case 'assistant':
        this.assistant(content, timestamp, line);
        return;
      case 'user':
        this.user(content, timestamp, line, message.isSummary === true);
        return;
      case 'tool':
        this.user(content, timestamp, line, false);
        return;
      default:
        this.context.problem(line, `message ${line} has an unknown role; skipped`);
    }
  }

  private assistant(content: unknown[], timestamp: string | undefined, line: number): void {
    this.xmlCalls = [];
    const said: string[] = [];
    let interrupted = false;
    let callNumber = 0;
    for (const raw of content) {
      const block = asRecord(raw);
      const type = asString(block?.type);
      if (!block || type === undefined) {
        this.context.problem(line, `message ${line}: a content block without a type; skipped`);
        continue;
      }
      if (type === 'text') {
        const text = asString(block.text) ?? '';
        if (text.includes(INTERRUPTED)) interrupted = true;
        const { tools, prose } = parseXmlTools(text.replace(INTERRUPTED, ''));
        if (prose !== '') said.push(prose);
        for (const tool of tools) {
          const callId = `${line}:${++callNumber}`;
          this.xmlCalls.push({ callId, tool: this.call(callId, tool.name, { ...tool.params }, timestamp, line, said) });
        }
      } else if (type === 'tool_use' || type === 'tool-call') {
        const id = asString(type === 'tool_use' ? block.id : block.toolCallId);
        const name = asString(type === 'tool_use' ? block.name : block.toolName);
        if (name === undefined || name === '') this.context.problem(line, `message ${line}: a ${type} without a string name; counted as "unknown"`);
        if (id === undefined) this.context.problem(line, `message ${line}: a ${type} without a string id; its result cannot be joined`);
        const input = asRecord(block.input);
        if (!input && block.input !== undefined) this.context.problem(line, `message ${line}: a ${type} input is not an object; read as empty`);
        const callId = id ?? `${line}:${++callNumber}`;
        const tool = this.call(callId, name || 'unknown', { ...input }, timestamp, line, said);
        if (id !== undefined) this.nativeCalls.set(id, { callId, tool });
      } else if (!QUIET_BLOCKS.has(type)) {
        this.context.problem(line, `message ${line}: an unknown content block type; skipped`);
      }
    }
    if (this.stream.streamId === MAIN_STREAM && said.length > 0) {
      this.context.emit(agentTextEvent(this.stream, said.join('\n'), timestamp) ?? { kind: 'activity', stream: this.stream, timestamp });
    } else {
      this.context.emit({ kind: 'activity', stream: this.stream, timestamp });
    }
    if (interrupted) this.context.emit({ kind: 'interrupt', stream: this.stream, timestamp, location: { file: this.context.file, line } });
  }

  /** Emits one call; returns its kind. What it says to the human (a question, a result) joins `said`. */
  private call(callId: string, rawTool: string, params: JsonRecord, timestamp: string | undefined, line: number, said: string[]): string {
    if (AGENT_WORDS.has(rawTool)) for (const key of AGENT_WORD_PARAMS) if (typeof params[key] === 'string') said.push(params[key]);
    const { tool, input, cwd } = mapToolCall(rawTool, params, this.cwd);
    this.context.emit({
      kind: 'tool_call',
      stream: this.stream,
      callId,
      tool,
      rawTool,
      input,
      messageId: `message-${line}`,
      cwd: cwd ?? this.cwd,
      timestamp,
      location: { file: this.context.file, line },
    });
    return tool;
  }

  private user(content: unknown[], timestamp: string | undefined, line: number, summary: boolean): void {
    const held: HeldResult[] = [];
    const human: string[] = [];
    let open: HeldResult | undefined;
    let openText = '';
    const closeOpen = (): void => {
      if (open) held.push({ call: open.call, facts: readResult(openText) });
      open = undefined;
      openText = '';
    };
    for (const raw of content) {
      const block = asRecord(raw);
      const type = asString(block?.type);
      if (!block || type === undefined) {
        this.context.problem(line, `message ${line}: a content block without a type; skipped`);
        continue;
      }
      if (type === 'tool_result' || type === 'tool-result') {
        closeOpen();
        this.nativeResult(block, type, line, held, human);
        continue;
      }
      if (type !== 'text') {
        if (!QUIET_BLOCKS.has(type)) this.context.problem(line, `message ${line}: an unknown content block type; skipped`);
        continue;
      }
      const text = asString(block.text) ?? '';
      this.cwd ??= CWD_LINE.exec(text)?.[1]?.trim();
      if (mayShowTips(text))
        this.context.emit({
          kind: 'context_shown',
          sessionId: this.stream.sessionId,
          source: 'message',
          text,
          timestamp,
          location: { file: this.context.file, line },
        });
      const header = RESULT_HEADER.exec(text);
      if (header) {
        closeOpen();
        const call = this.xmlCalls.shift();
        if (call) {
          open = { call, facts: { isError: false, bytes: 0 } };
          openText = text.slice(header[0].length);
        }
        continue;
      }
      if (notRunText(text)) {
        closeOpen();
        const call = this.xmlCalls.shift();
        if (call) held.push({ call, facts: readResult(text) });
        continue;
      }
      const words = summary || (line === 1 && this.stream.streamId !== MAIN_STREAM && isTaskText(text)) ? [] : humanTexts(text);
      if (words.length > 0 || text.trimStart().startsWith('<environment_details>')) {
        closeOpen();
        human.push(...words);
        continue;
      }
      if (open) openText += openText === '' ? text : `\n${text}`;
    }
    closeOpen();
    this.tellSession(timestamp);
    this.results(held, human, timestamp, line);
    for (const text of human) this.context.emit({ kind: 'user_turn', stream: this.stream, text, timestamp, location: { file: this.context.file, line } });
    if (held.length === 0 && human.length === 0) this.context.emit({ kind: 'activity', stream: this.stream, timestamp });
  }

  private nativeResult(block: JsonRecord, type: string, line: number, held: HeldResult[], human: string[]): void {
    const id = asString(type === 'tool_result' ? block.tool_use_id : block.toolCallId);
    const call = id === undefined ? undefined : this.nativeCalls.get(id);
    if (!call || id === undefined) {
      this.context.problem(line, `message ${line}: a ${type} for no call of this task; skipped`);
      return;
    }
    this.nativeCalls.delete(id);
    const { text, error } = type === 'tool_result' ? { text: contentText(block.content), error: block.is_error === true } : outputText(block.output);
    const body = text.replace(RESULT_HEADER, '');
    // feedback inside the result (an answer, a rejection's reason) is the human's too
    human.push(...humanTexts(body));
    held.push({ call, facts: readResult(body, error) });
  }

  /** Emits the results of a user message; a rejection without a reason takes the feedback that came with it. */
  private results(held: HeldResult[], human: string[], timestamp: string | undefined, line: number): void {
    for (const { call, facts } of held) {
      const refusal: Refusal | undefined =
        facts.refusal?.kind === 'rejected' && facts.refusal.reason === undefined && human[0] !== undefined
          ? { kind: 'rejected', reason: human[0] }
          : facts.refusal;
      this.context.emit({
        kind: 'tool_result',
        stream: this.stream,
        callId: call.callId,
        tool: call.tool,
        isError: facts.isError,
        ...(refusal !== undefined && { refusal }),
        bytes: facts.bytes,
        ...(facts.errorText !== undefined && { errorText: facts.errorText }),
        ...(facts.childTaskId !== undefined && { agentId: facts.childTaskId }),
        timestamp,
        location: { file: this.context.file, line },
      });
    }
  }

  /** The session's folder and first time, once each is known. */
  private tellSession(timestamp: string | undefined): void {
    if (!this.declared) this.task('', undefined);
    if (this.sessionTold || (this.cwd === undefined && timestamp === undefined)) return;
    if (this.cwd !== undefined) this.sessionTold = true;
    this.context.emit({ kind: 'session_info', sessionId: this.stream.sessionId, cwd: this.cwd, timestamp });
  }

  /** The time of message `index` from the chat: the first entry made once the conversation held message `index - 1`. */
  private chatTime(index: number): string | undefined {
    while (this.chatCursor < this.chatTimes.length && (this.chatTimes[this.chatCursor]?.index ?? 0) < index - 1) this.chatCursor++;
    return isoTime(this.chatTimes[this.chatCursor]?.ts ?? this.chatTimes.at(-1)?.ts);
  }
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  return (asArray(content) ?? [])
    .map((part) => asString(asRecord(part)?.text) ?? '')
    .filter((text) => text !== '')
    .join('\n');
}

/** An AI SDK tool output (`{type: 'text' | 'json' | 'error-text' | 'error-json' | 'content', value}`): its text, and whether it is an error. */
function outputText(output: unknown): { text: string; error: boolean } {
  const record = asRecord(output);
  const type = asString(record?.type) ?? '';
  const value = record?.value;
  const text =
    typeof value === 'string'
      ? value
      : type === 'content'
        ? (asArray(value) ?? []).map((part) => asString(asRecord(part)?.text) ?? '').join('\n')
        : value === undefined
          ? ''
          : JSON.stringify(value);
  return { text, error: type.startsWith('error-') };
}

/** Milliseconds since the epoch as an ISO time; undefined for none or one out of range. */
function isoTime(ms: number | undefined): string | undefined {
  if (ms === undefined) return undefined;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
