/**
 * agent-framework SessionLogger files (`logs/sessions/{task_id}.jsonl`): `{ts, event, task_id, …}` lines,
 * and the seed's minimal `{"tool","input"}` lines without an envelope (docs/log-formats.md §3).
 * No message ids (every call is its own step), no human turns; the outcome comes from
 * `task_complete` / `task_failed`, tokens from `llm_complete`.
 */
import { basename } from 'node:path';
import { MAIN_STREAM, type StreamKey } from '../../../model/events.js';
import { normalizeToolName } from '../../../model/tool-names.js';
import { asNumber, asRecord, asString, type JsonRecord } from '../../json-guards.js';
import type { JsonlValue } from '../../read-jsonl.js';
import type { AdapterContext, FileVerdict, FormatAdapter, LogReader } from '../format.js';
import { normalRepoName } from '../../repo-names.js';
import { mayShowTips } from '../../../model/tip-markers.js';

/** Calls without a tool_use_id waiting for a result, at most (a log of calls without results must not grow memory). */
const MAX_UNNAMED_WAITING = 256;

export const agentFrameworkFormat: LogReader = {
  matches: (value) =>
    (typeof value.event === 'string' && ('task_id' in value || 'ts' in value)) || (typeof value.tool === 'string' && !('event' in value) && !('type' in value)),
  createAdapter: (context) => new AgentFrameworkAdapter(context),
};

class AgentFrameworkAdapter implements FormatAdapter {
  private stream: StreamKey;
  private declared = false;
  /** Calls without a `tool_use_id`, waiting for their result in order. */
  private readonly unnamedCalls: Array<{ callId: string; tool: string }> = [];
  private llmCalls = 0;

  constructor(private readonly context: AdapterContext) {
    this.stream = { sessionId: basename(context.file).replace(/\.jsonl(\.gz)?$/, ''), streamId: MAIN_STREAM };
  }

  line({ line, value }: JsonlValue): void {
    const event = asString(value.event);
    if (event === undefined) {
      if (typeof value.tool === 'string') this.toolCall(value, line);
      return;
    }
    this.adoptTaskId(value);
    const timestamp = asString(value.ts);
    switch (event) {
      case 'task_start':
        this.context.emit({ kind: 'session_info', sessionId: this.stream.sessionId, repo: normalRepoName(asString(value.repo)), timestamp });
        return;
      case 'tool_call':
        this.toolCall(value, line);
        return;
      case 'tool_result':
        this.toolResult(value, line);
        return;
      case 'llm_complete':
        this.usage(value, timestamp);
        return;
      case 'task_complete':
        this.context.emit({ kind: 'session_info', sessionId: this.stream.sessionId, outcome: 'completed', timestamp });
        return;
      case 'prompt_content': {
        // what the framework injected into the prompt: it may show tips (model/tip-markers.ts)
        const prompt = asString(value.prompt) ?? '';
        if (mayShowTips(prompt))
          this.context.emit({
            kind: 'context_shown',
            sessionId: this.stream.sessionId,
            source: 'prompt',
            text: prompt,
            timestamp,
            location: { file: this.context.file, line },
          });
        this.activity(timestamp);
        return;
      }
      case 'task_failed':
        this.context.emit({ kind: 'session_info', sessionId: this.stream.sessionId, outcome: 'failed', timestamp });
        return;
      default:
        this.activity(timestamp);
    }
  }

  end(): FileVerdict {
    return { skip: false };
  }

  /** The task id names the session; the file name stands in until a line carries one. */
  private adoptTaskId(value: JsonRecord): void {
    const taskId = asString(value.task_id);
    if (taskId && !this.declared) this.stream = { sessionId: taskId, streamId: MAIN_STREAM };
    this.declare();
  }

  private declare(): void {
    if (this.declared) return;
    this.declared = true;
    this.context.declareStream({ stream: this.stream, layout: 'main' });
  }

  private toolCall(value: JsonRecord, line: number): void {
    this.declare();
    const named = asString(value.tool);
    if (named === undefined || named === '') this.context.problem(line, 'tool_call without a string tool; counted as "unknown"');
    const rawTool = named || 'unknown';
    const tool = normalizeToolName(rawTool);
    const sequence = asNumber(value.sequence);
    const idGiven = asString(value.tool_use_id);
    const callId = idGiven ?? (sequence !== undefined ? `seq-${sequence}` : `line-${line}`);
    if (!idGiven) this.waitUnnamed({ callId, tool });
    const input = asRecord(value.input);
    if (!input && value.input !== undefined) this.context.problem(line, 'tool_call input is not an object; read as empty');
    this.context.emit({
      kind: 'tool_call',
      stream: this.stream,
      callId,
      tool,
      rawTool,
      input: input ?? {},
      timestamp: asString(value.ts),
      location: { file: this.context.file, line },
    });
  }

  /** Joined by `tool_use_id`, or else to the oldest waiting call of the same tool. */
  private toolResult(value: JsonRecord, line: number): void {
    const tool = asString(value.tool);
    const callId = asString(value.tool_use_id) ?? this.takeUnnamedCall(tool ? normalizeToolName(tool) : undefined);
    if (!callId) {
      this.context.problem(line, 'tool_result without a tool_use_id and with no call waiting for it; skipped');
      return;
    }
    const bytes = asNumber(value.result_size);
    this.context.emit({
      kind: 'tool_result',
      stream: this.stream,
      callId,
      tool,
      isError: value.success === false,
      ...(bytes !== undefined ? { bytes } : {}),
      timestamp: asString(value.ts),
      location: { file: this.context.file, line },
    });
  }

  /** Calls without id wait for their result in order; beyond MAX_UNNAMED_WAITING the oldest gives up (bounded memory). */
  private waitUnnamed(call: { callId: string; tool: string }): void {
    this.unnamedCalls.push(call);
    if (this.unnamedCalls.length > MAX_UNNAMED_WAITING) this.unnamedCalls.shift();
  }

  private takeUnnamedCall(tool: string | undefined): string | undefined {
    const index = this.unnamedCalls.findIndex((call) => tool === undefined || call.tool === tool);
    const call = this.unnamedCalls[index];
    if (call === undefined) return undefined;
    this.unnamedCalls.splice(index, 1);
    return call.callId;
  }

  private usage(value: JsonRecord, timestamp: string | undefined): void {
    this.context.emit({
      kind: 'usage',
      stream: this.stream,
      dedupeKey: `llm-${++this.llmCalls}`,
      tokens: { input: asNumber(value.tokens_in) ?? 0, output: asNumber(value.tokens_out) ?? 0, cacheCreation: 0, cacheRead: 0 },
      timestamp,
    });
  }

  private activity(timestamp: string | undefined): void {
    this.context.emit({ kind: 'activity', stream: this.stream, timestamp });
  }
}
