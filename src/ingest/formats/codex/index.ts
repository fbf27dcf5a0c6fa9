/**
 * OpenAI Codex CLI rollouts: the current `{timestamp, type, payload}` envelope and the older bare
 * form (docs/log-formats.md §2). Human text comes from `event_msg.user_message` when the file has the
 * envelope (the response_item copy is skipped), from user `message` items in the bare form.
 */
import { basename, posix } from 'node:path';
import { MAIN_STREAM, type AgentTextEvent, type ContextSource, type StreamKey, type TokenCounts } from '../../../model/events.js';
import { asArray, asNumber, asRecord, asString, type JsonRecord } from '../../json-guards.js';
import type { JsonlValue } from '../../read-jsonl.js';
import type { AdapterContext, FileVerdict, FormatAdapter, LogReader } from '../format.js';
import { customToolCall, functionCall, localShellCall, type CodexCall } from './tool-call.js';
import { readOutputStart, readToolOutput, type CodexOutputFacts, type OutputContext } from './tool-output.js';
import { rolloutLineSkeleton } from './skeleton.js';
import { isCut, stringUtf8Bytes } from '../../cut-strings.js';
import { slugFromRemoteUrl } from '../../repo-names.js';
import { mayShowTips } from '../../../model/tip-markers.js';
import { agentTextEvent } from '../../../model/agent-text.js';

const ENVELOPE_TYPES = new Set(['session_meta', 'response_item', 'event_msg', 'turn_context', 'compacted']);
const BARE_ITEM_TYPES = new Set([
  'message',
  'reasoning',
  'function_call',
  'function_call_output',
  'custom_tool_call',
  'custom_tool_call_output',
  'local_shell_call',
  'web_search_call',
]);
/** Context the harness injects as role `user` (docs/log-formats.md §2.4). */
const INJECTED_PREFIXES = [
  '# AGENTS.md instructions',
  '<INSTRUCTIONS>',
  '<user_instructions>',
  '<environment_context>',
  '<user_shell_command>',
  '<turn_aborted>',
  '<subagent_notification>',
  '<skill',
];
const ROLLOUT_UUID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.jsonl(?:\.gz)?$/i;

export const codexFormat: LogReader = {
  matches: (value) => {
    const type = asString(value.type);
    if (type !== undefined && ENVELOPE_TYPES.has(type)) return 'payload' in value;
    if ('record_type' in value) return true;
    if (type !== undefined && BARE_ITEM_TYPES.has(type)) return !('event' in value) && !('sessionId' in value);
    return typeof value.id === 'string' && typeof value.timestamp === 'string' && 'instructions' in value;
  },
  createAdapter: (context) => new CodexAdapter(context),
  skeleton: rolloutLineSkeleton,
};

class CodexAdapter implements FormatAdapter {
  private stream: StreamKey;
  private cwd: string | undefined;
  private enveloped = false;
  private started = false;
  /** A bare rollout's only time, its first line's: the time of its items, which carry none. */
  private headerTimestamp: string | undefined;
  /** Patch calls still waiting for their output: a patch that did not apply says so in plain text. */
  private readonly patchCalls = new Set<string>();

  constructor(private readonly context: AdapterContext) {
    const name = basename(context.file);
    this.stream = { sessionId: ROLLOUT_UUID.exec(name)?.[1] ?? name.replace(/\.jsonl(\.gz)?$/, ''), streamId: MAIN_STREAM };
  }

  line({ line, value, whole }: JsonlValue): void {
    const timestamp = asString(value.timestamp);
    const type = asString(value.type);
    const payload = asRecord(value.payload);
    if (payload && type !== undefined && ENVELOPE_TYPES.has(type)) {
      this.enveloped = true;
      this.envelopeLine(type, payload, timestamp, line, whole);
    } else if (!this.started && typeof value.id === 'string' && 'instructions' in value) {
      this.headerTimestamp = timestamp;
      this.sessionMeta(value, timestamp, line);
    } else if (type !== undefined && BARE_ITEM_TYPES.has(type)) {
      this.responseItem(value, timestamp ?? this.headerTimestamp, line);
    }
  }

  end(): FileVerdict {
    return { skip: false };
  }

  /** `whole`: the line parsed whole, when `payload` is of a skeleton (skeleton.ts: strings cut). */
  private envelopeLine(type: string, payload: JsonRecord, timestamp: string | undefined, line: number, whole: JsonlValue['whole']): void {
    switch (type) {
      case 'session_meta':
        this.sessionMeta(payload, timestamp, line);
        break;
      case 'turn_context':
        this.cwd = asString(payload.cwd) ?? this.cwd;
        break;
      case 'response_item':
        this.responseItem(payload, timestamp, line, whole);
        break;
      case 'event_msg':
        this.eventMessage(payload, timestamp, line);
        break;
    }
  }

  private sessionMeta(meta: JsonRecord, timestamp: string | undefined, line: number): void {
    const id = asString(meta.id);
    const parent = spawnedFrom(meta.source);
    if (parent) this.stream = { sessionId: parent, streamId: id ?? this.stream.sessionId };
    else if (id) this.stream = { sessionId: id, streamId: MAIN_STREAM };
    this.cwd = asString(meta.cwd) ?? this.cwd;
    this.started = true;
    this.context.declareStream({ stream: this.stream, layout: parent ? 'spawned-thread' : 'main' });
    const repo = slugFromRemoteUrl(asString(asRecord(meta.git)?.repository_url));
    this.context.emit({ kind: 'session_info', sessionId: this.stream.sessionId, cwd: this.cwd, repo, timestamp });
    const instructions = asString(meta.instructions) ?? asString(asRecord(meta.base_instructions)?.text);
    if (instructions !== undefined) this.shown('instructions', instructions, timestamp, line);
  }

  /** Text put before the model that may show tips: the instructions, a user or developer message. */
  private shown(source: ContextSource, text: string, timestamp: string | undefined, line: number): void {
    if (!mayShowTips(text)) return;
    this.context.emit({ kind: 'context_shown', sessionId: this.stream.sessionId, source, text, timestamp, location: { file: this.context.file, line } });
  }

  private ensureStarted(): void {
    if (this.started) return;
    this.started = true;
    this.context.declareStream({ stream: this.stream, layout: 'main' });
  }

  private responseItem(item: JsonRecord, timestamp: string | undefined, line: number, whole?: JsonlValue['whole']): void {
    this.ensureStarted();
    const stream = this.stream;
    const location = { file: this.context.file, line };
    const type = asString(item.type);
    switch (type) {
      case 'function_call': {
        const name = this.toolName(item, line);
        this.call(this.callIdOf(item, type, line), name, functionCall(name, item.arguments), timestamp, line);
        return;
      }
      case 'custom_tool_call': {
        const name = this.toolName(item, line);
        this.call(this.callIdOf(item, type, line), name, customToolCall(name, asString(item.input) ?? ''), timestamp, line);
        return;
      }
      case 'local_shell_call':
        this.call(this.callIdOf(item, type, line), 'local_shell', localShellCall(asRecord(item.action)), timestamp, line);
        return;
      case 'function_call_output':
      case 'custom_tool_call_output': {
        const callId = this.callIdOf(item, type, line);
        const patch = this.patchCalls.delete(callId);
        this.context.emit({ kind: 'tool_result', stream, callId, timestamp, location, ...outputFacts(item, whole, { patch }) });
        return;
      }
      case 'message':
        if (item.role === 'user' || item.role === 'developer') this.shown('message', messageText(item), timestamp, line);
        if (item.role === 'user' && !this.enveloped) this.userText(messageText(item), timestamp, line);
        else this.context.emit(agentTextOf(item, stream, timestamp) ?? { kind: 'activity', stream, timestamp });
        return;
      default:
        this.context.emit({ kind: 'activity', stream, timestamp });
    }
  }

  /** The call id that joins a call to its output; without one the item still counts, under its line. */
  private callIdOf(item: JsonRecord, type: string, line: number): string {
    const id = asString(item.call_id) ?? asString(item.id);
    if (id !== undefined) return id;
    this.context.problem(line, `${type} without a string call_id; its call and output cannot be joined`);
    return `line-${line}`;
  }

  private toolName(item: JsonRecord, line: number): string {
    const name = asString(item.name);
    if (name !== undefined && name !== '') return name;
    this.context.problem(line, `${asString(item.type) ?? 'tool call'} without a string name; counted as "unknown"`);
    return 'unknown';
  }

  private eventMessage(payload: JsonRecord, timestamp: string | undefined, line: number): void {
    this.ensureStarted();
    const stream = this.stream;
    switch (asString(payload.type)) {
      case 'user_message':
        this.userText(asString(payload.message) ?? '', timestamp, line);
        return;
      case 'turn_aborted':
        if (payload.reason === 'interrupted') this.context.emit({ kind: 'interrupt', stream, timestamp, location: { file: this.context.file, line } });
        return;
      case 'token_count': {
        const total = asRecord(asRecord(payload.info)?.total_token_usage);
        // Totals are cumulative: the last one is the session's.
        if (total) this.context.emit({ kind: 'usage', stream, dedupeKey: 'codex-total', tokens: codexTokens(total), timestamp });
        return;
      }
    }
  }

  private call(callId: string, rawTool: string, { tool, input, isPatch }: CodexCall, timestamp: string | undefined, line: number): void {
    if (isPatch) this.patchCalls.add(callId);
    this.context.emit({
      kind: 'tool_call',
      stream: this.stream,
      callId,
      tool,
      rawTool,
      input,
      cwd: workingFolder(this.cwd, asString(input.workdir)),
      timestamp,
      location: { file: this.context.file, line },
    });
  }

  private userText(text: string, timestamp: string | undefined, line: number): void {
    const trimmed = text.trim();
    if (trimmed.length === 0 || INJECTED_PREFIXES.some((prefix) => trimmed.startsWith(prefix))) {
      this.context.emit({ kind: 'activity', stream: this.stream, timestamp });
      return;
    }
    this.context.emit({ kind: 'user_turn', stream: this.stream, text: trimmed, timestamp, location: { file: this.context.file, line } });
  }
}

/** What an output says: from the start of a cut one (skeleton.ts) when that tells all, else from its whole text. */
function outputFacts(item: JsonRecord, whole: JsonlValue['whole'], context: OutputContext): CodexOutputFacts {
  const output = item.output;
  if (whole === undefined || typeof output !== 'string' || !isCut(item, 'output')) return readToolOutput(output, context);
  return readOutputStart(output, stringUtf8Bytes(item, 'output', output), context) ?? readToolOutput(asRecord(whole().payload)?.output, context);
}

/** An assistant message of the main thread: what the agent said to the human (the next turn may answer it). */
function agentTextOf(item: JsonRecord, stream: StreamKey, timestamp: string | undefined): AgentTextEvent | undefined {
  if (item.role !== 'assistant' || stream.streamId !== MAIN_STREAM) return undefined;
  return agentTextEvent(stream, messageText(item), timestamp);
}

/** A call's working folder: its own `workdir` (relative ones resolved against the session's), else the session's. */
function workingFolder(sessionCwd: string | undefined, workdir: string | undefined): string | undefined {
  if (workdir === undefined) return sessionCwd;
  if (workdir.startsWith('/') || sessionCwd === undefined) return workdir;
  return posix.join(sessionCwd, workdir);
}

function messageText(item: JsonRecord): string {
  return (asArray(item.content) ?? [])
    .map((part) => asString(asRecord(part)?.text) ?? '')
    .filter((text) => text.length > 0)
    .join('\n');
}

/** `source: {subagent: {thread_spawn: {parent_thread_id}}}` names the parent of a spawned agent. */
function spawnedFrom(source: unknown): string | undefined {
  const subagent = asRecord(asRecord(source)?.subagent);
  if (!subagent) return undefined;
  const spawn = asRecord(subagent.thread_spawn) ?? subagent;
  return asString(spawn.parent_thread_id);
}

function codexTokens(total: JsonRecord): TokenCounts {
  const input = asNumber(total.input_tokens) ?? 0;
  const cached = asNumber(total.cached_input_tokens) ?? 0;
  return { input: Math.max(0, input - cached), output: asNumber(total.output_tokens) ?? 0, cacheCreation: 0, cacheRead: cached };
}
