/**
 * Claude Code's OpenTelemetry events as a collector's file exporter writes them (docs/log-formats.md "Claude
 * Code OpenTelemetry events"): one OTLP/JSON export request a line, `{"resourceLogs": [{resource, scopeLogs:
 * [{scope, logRecords: [...]}]}]}`, each log record one event — body `claude_code.<name>`, attribute
 * `event.name` `<name>` — of any number of sessions. Each `session.id` is one session with one stream: the
 * events do not tell a sub-agent's calls from the main thread's, nor which calls one message issued together.
 * Batches may be written out of order (the collector's queue has several consumers), so a session's events
 * are held and given on in order of time and `event.sequence` at the end of the file.
 */
import { MAIN_STREAM, type NormalizedEvent, type StreamKey } from '../../../model/events.js';
import { normalizeToolName } from '../../../model/tool-names.js';
import { asArray, asRecord, asString, type JsonRecord } from '../../json-guards.js';
import type { JsonlValue } from '../../read-jsonl.js';
import type { AdapterContext, FileVerdict, FormatAdapter, LogReader } from '../format.js';
import { anyValue, attributesOf, countOf, nanosToMs, textOf, type OtlpValue } from './otlp-json.js';
import { refusalOf, toolInputOf, toolOutcomeOf } from './tool-event.js';

/** The instrumentation scope of Claude Code's event logger, and of its meter. */
const EVENTS_SCOPE = 'com.anthropic.claude_code.events';
const METRICS_SCOPE = 'com.anthropic.claude_code';
/** Every event's body is `claude_code.<event.name>`. */
const BODY_PREFIX = 'claude_code.';
/** What `prompt` holds unless OTEL_LOG_USER_PROMPTS=1. */
const REDACTED_PROMPT = '<REDACTED>';

/** Events Claude Code documents that mark a session active and carry nothing else a stream needs. */
const ACTIVITY_EVENTS = new Set([
  'api_error',
  'api_request_body',
  'api_response_body',
  'api_retries_exhausted',
  'permission_mode_changed',
  'auth',
  'mcp_server_connection',
  'internal_error',
  'plugin_installed',
  'plugin_loaded',
  'skill_activated',
  'at_mention',
  'hook_registered',
  'hook_execution_start',
  'hook_execution_complete',
  'compaction',
  'feedback_survey',
]);

/** Records held before they are given on: past this, what is held goes out in order and holding starts again (bounded memory). */
const MAX_HELD_RECORDS = 100_000;
/** Unknown event names named as problems per file, at most. */
const MAX_UNKNOWN_NAMES = 32;
/** Records, scopes and resources looked at to tell a line's format. */
const MATCH_PEEK = 8;

export const claudeCodeOtelFormat: LogReader = {
  matches: (value) => isClaudeCodeExport(value),
  createAdapter: (context) => new ClaudeCodeOtelAdapter(context),
};

/** A logs export holding a Claude Code event, or a metrics export of Claude Code's meter (a collector writing both to one file). */
function isClaudeCodeExport(value: JsonRecord): boolean {
  for (const resource of (asArray(value.resourceLogs) ?? []).slice(0, MATCH_PEEK)) {
    for (const scope of (asArray(asRecord(resource)?.scopeLogs) ?? []).slice(0, MATCH_PEEK)) {
      const scopeLogs = asRecord(scope);
      if (asString(asRecord(scopeLogs?.scope)?.name) === EVENTS_SCOPE) return true;
      for (const record of (asArray(scopeLogs?.logRecords) ?? []).slice(0, MATCH_PEEK)) {
        if (eventNameOf(asRecord(record), new Map()) !== undefined) return true;
      }
    }
  }
  for (const resource of (asArray(value.resourceMetrics) ?? []).slice(0, MATCH_PEEK)) {
    for (const scope of (asArray(asRecord(resource)?.scopeMetrics) ?? []).slice(0, MATCH_PEEK)) {
      if (asString(asRecord(asRecord(scope)?.scope)?.name) === METRICS_SCOPE) return true;
    }
  }
  return false;
}

/** `claude_code.<name>` of the body (or of `eventName`, which newer SDKs fill), else the `event.name` of a record of Claude Code's scope. */
function eventNameOf(record: JsonRecord | undefined, attributes: ReadonlyMap<string, OtlpValue>, scopeName?: string): string | undefined {
  if (!record) return undefined;
  for (const named of [anyValue(record.body), record.eventName]) {
    if (typeof named === 'string' && named.startsWith(BODY_PREFIX) && named.length > BODY_PREFIX.length) return named.slice(BODY_PREFIX.length);
  }
  if (scopeName !== EVENTS_SCOPE) return undefined;
  const name = textOf(attributes.get('event.name'));
  return name === undefined || name === '' ? undefined : name;
}

/** One log record's events, with what orders them within its session. */
interface HeldRecord {
  ms: number;
  sequence: number;
  events: NormalizedEvent[];
}

interface HeldSession {
  stream: StreamKey;
  records: HeldRecord[];
  /** `name|time|sequence` of the records held: an export request written twice (a retried batch) counts once. */
  seen: Set<string>;
  /** The time of its latest record, for a record without one. */
  lastMs: number;
  /** Given on already (a flush before the end): its stream is declared and its session_info sent. */
  started: boolean;
  cwd?: string;
  firstMs?: number;
}

/** What one line held that is not read, for one problem each. */
interface LineTally {
  foreign: number;
  noSession: number;
}

class ClaudeCodeOtelAdapter implements FormatAdapter {
  private readonly sessions = new Map<string, HeldSession>();
  private readonly unknownNames = new Set<string>();
  private held = 0;

  constructor(private readonly context: AdapterContext) {}

  line({ line, value }: JsonlValue): void {
    const resources = asArray(value.resourceLogs);
    if (!resources) {
      // a collector that writes metrics or traces to the same file: nothing of a stream in them
      if (!('resourceMetrics' in value) && !('resourceSpans' in value)) this.context.problem(line, 'a line without resourceLogs; skipped');
      return;
    }
    const tally: LineTally = { foreign: 0, noSession: 0 };
    let index = 0;
    for (const resource of resources) {
      for (const scope of asArray(asRecord(resource)?.scopeLogs) ?? []) {
        const scopeLogs = asRecord(scope);
        const scopeName = asString(asRecord(scopeLogs?.scope)?.name);
        for (const record of asArray(scopeLogs?.logRecords) ?? []) this.record(asRecord(record), scopeName, line, index++, tally);
      }
    }
    if (tally.foreign > 0) this.context.problem(line, `${tally.foreign} log record(s) not from Claude Code; skipped`);
    if (tally.noSession > 0) this.context.problem(line, `${tally.noSession} Claude Code event(s) without a session.id; skipped`);
    if (this.held > MAX_HELD_RECORDS) this.flush();
  }

  end(): FileVerdict {
    this.flush();
    return { skip: false };
  }

  private record(record: JsonRecord | undefined, scopeName: string | undefined, line: number, index: number, tally: LineTally): void {
    const attributes = attributesOf(record);
    const name = eventNameOf(record, attributes, scopeName);
    if (name === undefined || record === undefined) {
      tally.foreign++;
      return;
    }
    const sessionId = textOf(attributes.get('session.id'));
    if (sessionId === undefined || sessionId === '') {
      tally.noSession++;
      return;
    }
    const session = this.session(sessionId);
    const sequence = countOf(attributes.get('event.sequence'));
    const ms = timeOf(record, attributes) ?? session.lastMs;
    session.lastMs = ms;
    if (sequence !== undefined) {
      const key = `${name}|${ms}|${sequence}`;
      if (session.seen.has(key)) return;
      session.seen.add(key);
    }
    session.firstMs = session.firstMs === undefined ? ms : Math.min(session.firstMs, ms);
    session.cwd ??= workspaceOf(attributes.get('workspace.host_paths'));
    const at: EventPlace = {
      stream: session.stream,
      timestamp: ms > 0 ? new Date(ms).toISOString() : undefined,
      location: { file: this.context.file, line },
      fallbackId: `otel-${ms}-${sequence ?? `${line}-${index}`}`,
    };
    const events = this.eventsOf(name, attributes, at, line);
    session.records.push({ ms, sequence: sequence ?? Number.MAX_SAFE_INTEGER, events });
    this.held++;
  }

  private eventsOf(name: string, attributes: ReadonlyMap<string, OtlpValue>, at: EventPlace, line: number): NormalizedEvent[] {
    const { stream, timestamp, location } = at;
    switch (name) {
      case 'tool_result':
        return this.toolResult(attributes, at, line);
      case 'tool_decision':
        return this.toolDecision(attributes, at, line);
      case 'user_prompt':
        return userPrompt(attributes, at);
      case 'api_request':
        return [
          {
            kind: 'usage',
            stream,
            dedupeKey: textOf(attributes.get('request_id')) ?? at.fallbackId,
            timestamp,
            tokens: {
              input: countOf(attributes.get('input_tokens')) ?? 0,
              output: countOf(attributes.get('output_tokens')) ?? 0,
              cacheCreation: countOf(attributes.get('cache_creation_tokens')) ?? 0,
              cacheRead: countOf(attributes.get('cache_read_tokens')) ?? 0,
            },
          },
        ];
      default:
        if (!ACTIVITY_EVENTS.has(name) && !this.unknownNames.has(name) && this.unknownNames.size < MAX_UNKNOWN_NAMES) {
          this.unknownNames.add(name);
          this.context.problem(location.line, `unknown Claude Code event ${JSON.stringify(name.slice(0, 80))}; counted as activity`);
        }
        return [{ kind: 'activity', stream, timestamp }];
    }
  }

  /** A call that ran: the call and its result in one event (no event is written for a call refused by its input's validation). */
  private toolResult(attributes: ReadonlyMap<string, OtlpValue>, at: EventPlace, line: number): NormalizedEvent[] {
    const call = this.toolCall(attributes, at, line);
    if (!call) return [];
    const outcome = toolOutcomeOf(attributes);
    return [call, { kind: 'tool_result', stream: at.stream, callId: call.callId, tool: call.tool, ...outcome, timestamp: at.timestamp, location: at.location }];
  }

  /** A refused call: the call and its refusal (an accepted one waits for its tool_result). */
  private toolDecision(attributes: ReadonlyMap<string, OtlpValue>, at: EventPlace, line: number): NormalizedEvent[] {
    const refusal = refusalOf(attributes);
    if (!refusal) return [{ kind: 'activity', stream: at.stream, timestamp: at.timestamp }];
    const call = this.toolCall(attributes, at, line);
    if (!call) return [];
    return [
      call,
      { kind: 'tool_result', stream: at.stream, callId: call.callId, tool: call.tool, isError: false, refusal, timestamp: at.timestamp, location: at.location },
    ];
  }

  private toolCall(attributes: ReadonlyMap<string, OtlpValue>, at: EventPlace, line: number): Extract<NormalizedEvent, { kind: 'tool_call' }> | undefined {
    const rawTool = textOf(attributes.get('tool_name'));
    if (rawTool === undefined || rawTool === '') {
      this.context.problem(line, 'tool event without a tool_name; skipped');
      return undefined;
    }
    const { input, problem } = toolInputOf(attributes);
    if (problem !== undefined) this.context.problem(line, `${rawTool}: ${problem}`);
    // tool_use_id from 2.1.9x; 2.1.88 wrote a failure's id as use_id and a success's not at all
    const callId = textOf(attributes.get('tool_use_id')) ?? textOf(attributes.get('use_id')) ?? at.fallbackId;
    return {
      kind: 'tool_call',
      stream: at.stream,
      callId,
      tool: normalizeToolName(rawTool),
      rawTool,
      input,
      timestamp: at.timestamp,
      location: at.location,
    };
  }

  private session(sessionId: string): HeldSession {
    let session = this.sessions.get(sessionId);
    if (!session) {
      session = { stream: { sessionId, streamId: MAIN_STREAM }, records: [], seen: new Set(), lastMs: 0, started: false };
      this.sessions.set(sessionId, session);
    }
    return session;
  }

  /** Gives on every held record, each session's in order of time and sequence (a stable sort keeps the file's order for ties). */
  private flush(): void {
    for (const session of this.sessions.values()) {
      if (session.records.length === 0) continue;
      if (!session.started) {
        session.started = true;
        this.context.declareStream({ stream: session.stream, layout: 'main' });
        this.context.emit({
          kind: 'session_info',
          sessionId: session.stream.sessionId,
          ...(session.cwd !== undefined && { cwd: session.cwd }),
          ...(session.firstMs !== undefined && session.firstMs > 0 && { timestamp: new Date(session.firstMs).toISOString() }),
        });
      }
      const records = session.records.sort((a, b) => a.ms - b.ms || a.sequence - b.sequence);
      session.records = [];
      // what was given on is no longer held, nor are the keys that drop its repeats (bounded memory)
      session.seen.clear();
      for (const record of records) for (const event of record.events) this.context.emit(event);
    }
    this.held = 0;
  }
}

interface EventPlace {
  stream: StreamKey;
  timestamp: string | undefined;
  location: { file: string; line: number };
  /** An id for a call or a request the event does not name. */
  fallbackId: string;
}

/**
 * The prompt the user typed (`prompt`, only with OTEL_LOG_USER_PROMPTS=1, else `<REDACTED>`): a human turn, or
 * the slash command it ran (`command_name`, with what was typed after it). Claude Code writes the event for what
 * the user submits only: no tool result, reminder or hook text comes as a prompt.
 */
function userPrompt(attributes: ReadonlyMap<string, OtlpValue>, at: EventPlace): NormalizedEvent[] {
  const { stream, timestamp, location } = at;
  const prompt = textOf(attributes.get('prompt'))?.trim();
  if (prompt === undefined || prompt === '' || prompt === REDACTED_PROMPT) return [{ kind: 'activity', stream, timestamp }];
  const command = textOf(attributes.get('command_name'));
  if (command !== undefined && command !== '' && prompt.startsWith('/')) {
    const typed = /^\/\S+\s*([\s\S]*)$/.exec(prompt)?.[1] ?? '';
    return [{ kind: 'slash_command', stream, name: command.startsWith('/') ? command : `/${command}`, args: typed.trim(), timestamp, location }];
  }
  return [{ kind: 'user_turn', stream, text: prompt, timestamp, location }];
}

/** The record's time: `timeUnixNano`, else its `event.timestamp` (ISO), else when the SDK observed it. */
function timeOf(record: JsonRecord, attributes: ReadonlyMap<string, OtlpValue>): number | undefined {
  const fromNanos = nanosToMs(record.timeUnixNano);
  if (fromNanos !== undefined) return fromNanos;
  const iso = textOf(attributes.get('event.timestamp'));
  const parsed = iso === undefined ? Number.NaN : Date.parse(iso);
  if (!Number.isNaN(parsed) && parsed > 0) return parsed;
  return nanosToMs(record.observedTimeUnixNano);
}

/** The desktop app's workspace folder (`workspace.host_paths`), when the session has exactly one: its working folder. */
function workspaceOf(value: OtlpValue): string | undefined {
  const paths = Array.isArray(value) ? value : typeof value === 'string' ? value.split('|') : [];
  const only = paths.length === 1 ? paths[0] : undefined;
  return typeof only === 'string' && only.trim() !== '' ? only : undefined;
}
