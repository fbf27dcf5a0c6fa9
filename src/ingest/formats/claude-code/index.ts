/**
 * Claude Code transcripts (`~/.claude/projects/**`), all versions in the corpus (1.0.x – 2.1.x):
 * conversation lines become normalised events; bookkeeping lines (summary, snapshots, progress,
 * attachments, queue operations, …) carry nothing a stream needs and are passed over.
 */
import { basename, dirname } from 'node:path';
import { MAIN_STREAM, type NormalizedEvent, type StreamKey, type StreamLayout } from '../../../model/events.js';
import { normalizeToolName } from '../../../model/tool-names.js';
import { asArray, asNumber, asRecord, asString, type JsonRecord } from '../../json-guards.js';
import type { JsonlValue } from '../../read-jsonl.js';
import type { AdapterContext, FileVerdict, FormatAdapter, LogReader, StreamInfo } from '../format.js';
import { needsWholeText, readToolResult } from './tool-result.js';
import { userLineSkeleton } from './skeleton.js';
import { classifyUserText, slashCommandOf } from './user-text.js';
import { hookContext, listedTools } from './attachments.js';
import { mayShowTips } from '../../../model/tip-markers.js';
import { agentTextEvent } from '../../../model/agent-text.js';

const CONVERSATION_TYPES = new Set(['user', 'assistant', 'system']);
/** `type` values of Claude Code lines, conversation and bookkeeping (docs/log-formats.md §1.2). */
const LINE_TYPES = new Set([
  ...CONVERSATION_TYPES,
  'summary',
  'file-history-snapshot',
  'queue-operation',
  'progress',
  'attachment',
  'permission-mode',
  'last-prompt',
  'custom-title',
  'ai-title',
  'agent-name',
  'agent-setting',
  'mode',
  'pr-link',
  'bridge-session',
  'saved_hook_context',
]);

const AGENT_FILE = /^agent-([^.]+)\.jsonl(?:\.gz)?$/;
const SESSION_FILE = /^(.+?)\.jsonl(?:\.gz)?$/;
/** Warmup sub-agent files have one or two lines (docs/log-formats.md §1.6). */
const WARMUP_MAX_LINES = 2;
const WARMUP_PROMPT = 'Warmup';
/**
 * The agent id of a compaction replay (2.1.x `<session>/subagents/agent-acompact-<hex>.jsonl`, its lines'
 * `agentId` `acompact-<hex>`): the summariser is handed the conversation it compacts, so every call in the file
 * already stands in the main or sub-agent file it replays. No stream (docs/log-formats.md). The prompt
 * suggester's `aprompt_suggestion-<hex>` is another thing: a short side request, no replay.
 */
const COMPACTION_AGENT_ID = /^acompact(?:-|$)/;

export const claudeCodeFormat: LogReader = {
  matches: (value) => {
    const type = asString(value.type);
    if (type === undefined || !LINE_TYPES.has(type)) return false;
    // Qwen Code's records share this envelope; a message of Gemini API parts, or a systemPayload, is theirs (qwen-code/index.ts)
    if ('systemPayload' in value || Array.isArray(asRecord(value.message)?.parts)) return false;
    return 'sessionId' in value || 'uuid' in value || 'leafUuid' in value || 'messageId' in value || 'message' in value;
  },
  createAdapter: (context) => new ClaudeCodeAdapter(context),
  skeleton: userLineSkeleton,
};

interface FileShape {
  layout: StreamLayout;
  /** Sub-agent id from an `agent-<id>.jsonl` file name. */
  agentId?: string;
  /** Session id to use when a line has none. */
  sessionId: string;
}

function fileShape(file: string): FileShape {
  const name = basename(file);
  const agentId = AGENT_FILE.exec(name)?.[1];
  if (agentId !== undefined) {
    const folder = dirname(file);
    if (basename(folder) === 'subagents') return { layout: 'subagents-folder', agentId, sessionId: basename(dirname(folder)) };
    return { layout: 'sibling-file', agentId, sessionId: `unknown-parent-of-agent-${agentId}` };
  }
  return { layout: 'main', sessionId: SESSION_FILE.exec(name)?.[1] ?? name };
}

class ClaudeCodeAdapter implements FormatAdapter {
  private readonly shape: FileShape;
  /** Normalised tool name of each call still waiting for its result (to read refusals). */
  private readonly callTools = new Map<string, string>();
  /** Reads of a memory file (CLAUDE.md, AGENTS.md): their results may show learned rules. */
  private readonly memoryReads = new Set<string>();
  /** Inline sidechains (≤1.0.x): line uuid → sub-agent stream, followed through parentUuid. */
  private readonly sidechainOfUuid = new Map<string, string>();
  private sidechainCount = 0;
  /** Task prompts of the main thread, to link an inline sidechain to the call that started it. */
  private readonly taskCallByPrompt = new Map<string, string>();
  /** Each stream's key, one object per stream (consumers know a stream by it), by `session::stream`. */
  private readonly declared = new Map<string, StreamKey>();
  /** The main thread's key of the latest line: most lines are the main thread's. */
  private mainKey: StreamKey | undefined;

  /** Agent files are held back until they prove not to be Warmup files (or compaction replays, by their lines' agent id). */
  private holding: boolean;
  /** A compaction replay, by its file name or its lines' agent id: nothing in it is read. */
  private replay: boolean;
  private held: Array<NormalizedEvent | StreamInfo> = [];
  private values = 0;
  private toolCalls = 0;
  private firstUserText: string | undefined;

  constructor(private readonly context: AdapterContext) {
    this.shape = fileShape(context.file);
    this.holding = this.shape.agentId !== undefined;
    this.replay = this.shape.agentId !== undefined && COMPACTION_AGENT_ID.test(this.shape.agentId);
  }

  line({ line, value, whole }: JsonlValue): void {
    if (this.replay || (this.holding && this.isReplayLine(value))) {
      this.replay = true;
      this.held = [];
      return;
    }
    this.values++;
    const type = asString(value.type);
    if (type === 'assistant') this.assistantLine(value, line);
    else if (type === 'user') this.userLine(whole && this.needsWholeLine(value) ? whole() : value, line);
    else if (type === 'system') this.activity(value);
    else if (type === 'attachment') this.attachmentLine(value, line);
    if (this.holding && this.values > WARMUP_MAX_LINES) this.release();
  }

  readsRest(): boolean {
    return !this.replay;
  }

  end(): FileVerdict {
    if (this.replay) return { skip: true, reason: 'compaction-replay' };
    if (this.holding && this.isWarmup()) return { skip: true, reason: 'warmup' };
    this.release();
    return { skip: false };
  }

  /** A sidechain line of a held agent file naming a compaction agent: the file is a replay, whatever its name. */
  private isReplayLine(value: JsonRecord): boolean {
    const agentId = asString(value.agentId);
    return value.isSidechain === true && agentId !== undefined && COMPACTION_AGENT_ID.test(agentId);
  }

  private isWarmup(): boolean {
    return this.values <= WARMUP_MAX_LINES && this.toolCalls === 0 && (this.firstUserText === undefined || this.firstUserText === WARMUP_PROMPT);
  }

  private assistantLine(value: JsonRecord, line: number): void {
    const message = asRecord(value.message);
    if (!message) {
      this.context.problem(line, 'assistant line without a message object; skipped');
      return;
    }
    const stream = this.streamOf(value);
    const timestamp = asString(value.timestamp);
    const messageId = asString(message.id);
    const cwd = asString(value.cwd);
    for (const item of asArray(message.content) ?? []) {
      const block = asRecord(item);
      if (block?.type === 'text' && stream.streamId === MAIN_STREAM) this.agentText(stream, block.text, timestamp);
      if (block?.type !== 'tool_use') continue;
      const callId = asString(block.id);
      const rawTool = asString(block.name);
      if (!callId || !rawTool) {
        this.context.problem(line, `tool_use without a string ${!callId ? 'id' : 'name'}; skipped`);
        continue;
      }
      const tool = normalizeToolName(rawTool);
      const input = asRecord(block.input) ?? {};
      if (block.input !== undefined && asRecord(block.input) === undefined)
        this.context.problem(line, `tool_use ${callId}: input is not an object; read as empty`);
      this.callTools.set(callId, tool);
      if (tool === 'Read' && isMemoryFile(input.file_path)) this.memoryReads.add(callId);
      this.toolCalls++;
      if (tool === 'Task' && stream.streamId === MAIN_STREAM) this.rememberTaskPrompt(input, callId);
      this.send({ kind: 'tool_call', stream, callId, tool, rawTool, input, messageId, cwd, timestamp, location: this.at(line) });
    }
    const usage = asRecord(message.usage);
    if (usage) {
      const dedupeKey = `${messageId ?? asString(value.uuid) ?? line}:${asString(value.requestId) ?? ''}`;
      this.send({ kind: 'usage', stream, dedupeKey, timestamp, tokens: tokenCounts(usage) });
    } else {
      this.send({ kind: 'activity', stream, timestamp });
    }
  }

  /** What the agent said to the human on the main thread, its end (a question or options the next turn may answer). */
  private agentText(stream: StreamKey, text: unknown, timestamp: string | undefined): void {
    const event = agentTextEvent(stream, text, timestamp);
    if (event) this.send(event);
  }

  private userLine(value: JsonRecord, line: number): void {
    const message = asRecord(value.message);
    if (!message) {
      this.context.problem(line, 'user line without a message object; skipped');
      return;
    }
    const stream = this.streamOf(value);
    const timestamp = asString(value.timestamp);
    const content = message.content;
    const blocks = typeof content === 'string' ? [{ type: 'text', text: content }] : (asArray(content) ?? []);
    if (typeof content !== 'string' && !Array.isArray(content)) this.context.problem(line, 'user message content is neither text nor a list; skipped');
    const resultBlocks = blocks.filter((block) => asRecord(block)?.type === 'tool_result').length;
    const texts: string[] = [];
    for (const item of blocks) {
      const block = asRecord(item);
      if (block?.type === 'tool_result') {
        this.toolResult(block, resultBlocks === 1 ? value.toolUseResult : undefined, stream, timestamp, line);
      } else if (block?.type === 'text' && typeof block.text === 'string') {
        texts.push(block.text);
      }
    }
    if (texts.length > 0) this.userText(value, texts.join('\n'), stream, timestamp, line);
    else this.send({ kind: 'activity', stream, timestamp });
  }

  /** A skeleton line (payloads cut: skeleton.ts) is read whole when one of its results is to be read in full. */
  private needsWholeLine(value: JsonRecord): boolean {
    for (const item of asArray(asRecord(value.message)?.content) ?? []) {
      const block = asRecord(item);
      if (block?.type !== 'tool_result') continue;
      const callId = asString(block.tool_use_id);
      if (callId === undefined) continue;
      // a memory file's text may show tips (context_shown)
      if (this.memoryReads.has(callId) || needsWholeText(block, this.callTools.get(callId))) return true;
    }
    return false;
  }

  private toolResult(block: JsonRecord, toolUseResult: unknown, stream: StreamKey, timestamp: string | undefined, line: number): void {
    const callId = asString(block.tool_use_id);
    if (!callId) {
      this.context.problem(line, 'tool_result without a string tool_use_id; skipped');
      return;
    }
    const tool = this.callTools.get(callId);
    this.callTools.delete(callId);
    const facts = readToolResult(block, toolUseResult, tool);
    this.send({ kind: 'tool_result', stream, callId, tool, timestamp, location: this.at(line), ...facts });
    if (this.memoryReads.delete(callId)) {
      const text = resultText(block.content);
      if (mayShowTips(text)) this.send({ kind: 'context_shown', sessionId: stream.sessionId, source: 'memory-file', text, timestamp, location: this.at(line) });
    }
  }

  private userText(value: JsonRecord, raw: string, stream: StreamKey, timestamp: string | undefined, line: number): void {
    if (stream.streamId !== MAIN_STREAM) {
      // A sub-agent's user text is the prompt its parent wrote, never the human's.
      this.firstUserText ??= raw.trim();
      this.linkInlineSidechain(stream, raw);
      this.send({ kind: 'activity', stream, timestamp });
      return;
    }
    const command = isNonHumanUserLine(value) ? undefined : slashCommandOf(raw);
    if (command) this.send({ kind: 'slash_command', stream, ...command, timestamp, location: this.at(line) });
    // a prompt pipeline may paste the tips block into the user's message
    if (mayShowTips(raw)) this.send({ kind: 'context_shown', sessionId: stream.sessionId, source: 'message', text: raw, timestamp, location: this.at(line) });
    const classified = classifyUserText(raw);
    if (classified.kind === 'interrupt') {
      this.send({ kind: 'interrupt', stream, timestamp, location: this.at(line) });
    } else if (classified.kind === 'human' && !isNonHumanUserLine(value)) {
      this.send({ kind: 'user_turn', stream, text: classified.text, timestamp, location: this.at(line) });
    } else {
      this.send({ kind: 'activity', stream, timestamp });
    }
  }

  private attachmentLine(value: JsonRecord, line: number): void {
    if (value.isSidechain === true) return;
    const sessionId = asString(value.sessionId) ?? this.shape.sessionId;
    const shown = hookContext(value);
    if (shown) this.send({ kind: 'context_shown', sessionId, ...shown, timestamp: asString(value.timestamp), location: this.at(line) });
    const listed = listedTools(value);
    if (listed) this.send({ kind: 'tool_listing', sessionId, ...listed, timestamp: asString(value.timestamp), location: this.at(line) });
  }

  private activity(value: JsonRecord): void {
    if (!('sessionId' in value)) return;
    this.send({ kind: 'activity', stream: this.streamOf(value), timestamp: asString(value.timestamp) });
  }

  private streamOf(value: JsonRecord): StreamKey {
    const sessionId = asString(value.sessionId) ?? this.shape.sessionId;
    if (value.isSidechain !== true) {
      if (this.mainKey?.sessionId !== sessionId) this.mainKey = this.declare({ sessionId, streamId: MAIN_STREAM }, 'main', asString(value.cwd));
      return this.mainKey;
    }
    const agentId = asString(value.agentId) ?? this.shape.agentId;
    if (agentId) {
      const layout = this.shape.agentId !== undefined ? this.shape.layout : 'inline-sidechain';
      return this.declare({ sessionId, streamId: agentId }, layout, asString(value.cwd));
    }
    return this.declare({ sessionId, streamId: this.inlineSidechainOf(value) }, 'inline-sidechain', asString(value.cwd));
  }

  /** ≤1.0.x sidechains carry no agent id: a line continues the sidechain of its parent line, or starts one. */
  private inlineSidechainOf(value: JsonRecord): string {
    const parent = asString(value.parentUuid);
    const streamId = (parent && this.sidechainOfUuid.get(parent)) || `sidechain-${++this.sidechainCount}`;
    const uuid = asString(value.uuid);
    if (uuid) this.sidechainOfUuid.set(uuid, streamId);
    return streamId;
  }

  private rememberTaskPrompt(input: JsonRecord, callId: string): void {
    const prompt = asString(input.prompt)?.trim();
    if (prompt) this.taskCallByPrompt.set(prompt, callId);
  }

  /** An inline sidechain's first user text is the prompt of the Task call that started it. */
  private linkInlineSidechain(stream: StreamKey, raw: string): void {
    const callId = this.taskCallByPrompt.get(raw.trim());
    if (callId === undefined) return;
    this.taskCallByPrompt.delete(raw.trim());
    this.send({ stream, layout: 'inline-sidechain', parentCallId: callId });
  }

  private declare(stream: StreamKey, layout: StreamLayout, cwd?: string): StreamKey {
    const id = `${stream.sessionId}::${stream.streamId}`;
    const known = this.declared.get(id);
    if (known) return known;
    this.declared.set(id, stream);
    this.send({ stream, layout });
    // a sub-agent's folder names the session's repository too when its parent's file is missing (the first named wins)
    if (cwd) this.send({ kind: 'session_info', sessionId: stream.sessionId, cwd });
    return stream;
  }

  private send(item: NormalizedEvent | StreamInfo): void {
    if (this.holding) this.held.push(item);
    else this.deliver(item);
  }

  private release(): void {
    this.holding = false;
    const held = this.held;
    this.held = [];
    for (const item of held) this.deliver(item);
  }

  private deliver(item: NormalizedEvent | StreamInfo): void {
    if ('kind' in item) this.context.emit(item);
    else this.context.declareStream(item);
  }

  private at(line: number) {
    return { file: this.context.file, line };
  }
}

/** Meta, compaction and transcript-only lines hold text the human did not type. */
function isNonHumanUserLine(value: JsonRecord): boolean {
  return value.isMeta === true || value.isCompactSummary === true || value.isVisibleInTranscriptOnly === true;
}

function tokenCounts(usage: JsonRecord) {
  return {
    input: asNumber(usage.input_tokens) ?? 0,
    output: asNumber(usage.output_tokens) ?? 0,
    cacheCreation: asNumber(usage.cache_creation_input_tokens) ?? 0,
    cacheRead: asNumber(usage.cache_read_input_tokens) ?? 0,
  };
}

const MEMORY_FILES = new Set(['claude.md', 'claude.local.md', 'agents.md']);

function isMemoryFile(path: unknown): boolean {
  if (typeof path !== 'string') return false;
  return MEMORY_FILES.has((path.split(/[\\/]/).at(-1) ?? '').toLowerCase());
}

/** A tool result's text: a string, or its text blocks joined. */
function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  return (asArray(content) ?? []).map((item) => asString(asRecord(item)?.text) ?? '').join('\n');
}
