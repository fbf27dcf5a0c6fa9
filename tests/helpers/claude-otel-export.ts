/**
 * Claude Code's OpenTelemetry events as an OpenTelemetry collector's file exporter writes them (docs/log-formats.md
 * "Claude Code OpenTelemetry events"): each line one OTLP/JSON logs export request — a batch of Claude Code's
 * BatchLogRecordProcessor — with the resource Claude Code sets (service.name `claude-code`, service.version,
 * os.type, os.version, host.arch), its event logger's scope (`com.anthropic.claude_code.events` and the version)
 * and one log record per event: body `claude_code.<name>`, the standard attributes (user.id, session.id,
 * terminal.type), `event.name`, `event.timestamp`, `event.sequence` (an `intValue`, a string in OTLP/JSON),
 * `prompt.id`, then the event's own attributes, every one a string as Claude Code's logOTelEvent writes them.
 * What the events hold follows the switches: `details` (OTEL_LOG_TOOL_DETAILS=1: tool_input, tool_parameters,
 * a failure's `error`) and `prompts` (OTEL_LOG_USER_PROMPTS=1: the prompt's text, else `<REDACTED>`).
 */

export interface OtelCall {
  toolUseId: string;
  /** Claude Code's tool name. */
  tool: string;
  input: Record<string, unknown>;
  /**
   * `ok`: ran; `failed`: ran and threw (a shell's non-zero exit: `ShellError`); `invalid`: refused by its input's
   * validation (an Edit whose old_string is not in the file), which writes no event at all; `rejected`/`denied`:
   * refused at the permission step (`user_reject` / `config`), a tool_decision and no tool_result.
   */
  outcome: 'ok' | 'failed' | 'invalid' | 'rejected' | 'denied';
  /** What the tool returned (its size is tool_result_size_bytes), or a failure's message. */
  output: string;
  /** Claude Code's error class of a failure (error_type). */
  errorType?: string;
}

export type OtelStep = { kind: 'prompt'; text: string; commandName?: string } | { kind: 'request'; model: string } | { kind: 'call'; call: OtelCall };

export interface OtelExportOptions {
  sessionId: string;
  /** Milliseconds since the epoch of the first event; each next event one second later. */
  startMs: number;
  /** OTEL_LOG_TOOL_DETAILS=1. */
  details: boolean;
  /** OTEL_LOG_USER_PROMPTS=1. */
  prompts: boolean;
  /** Records per export request (a line); Claude Code's processor exports every 5 s or 512 records. */
  batch?: number;
  userId?: string;
  version?: string;
}

type AnyValue = { stringValue: string } | { intValue: string } | { boolValue: boolean } | { arrayValue: { values: AnyValue[] } };
interface Attribute {
  key: string;
  value: AnyValue;
}

const text = (key: string, value: string): Attribute => ({ key, value: { stringValue: value } });

/** Claude Code's bounds on `tool_input` (services/analytics/metadata.ts). */
const TRUNCATE_AT = 512;
const TRUNCATE_TO = 128;
const MAX_JSON_CHARS = 4 * 1024;
const MAX_ITEMS = 20;
const MAX_DEPTH = 2;

function truncated(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > TRUNCATE_AT ? `${value.slice(0, TRUNCATE_TO)}…[${value.length} chars]` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '<nested>';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => truncated(item, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`…[${value.length} items]`);
    return items;
  }
  const entries = Object.entries(value).filter(([key]) => !key.startsWith('_'));
  const kept = entries.slice(0, MAX_ITEMS).map(([key, item]) => [key, truncated(item, depth + 1)]);
  if (entries.length > MAX_ITEMS) kept.push(['…', `${entries.length} keys`]);
  return Object.fromEntries(kept);
}

/** `tool_input` as Claude Code writes it (extractToolInputForTelemetry). */
export function telemetryToolInput(input: Record<string, unknown>): string {
  const json = JSON.stringify(truncated(input));
  return json.length > MAX_JSON_CHARS ? `${json.slice(0, MAX_JSON_CHARS)}…[truncated]` : json;
}

/** `tool_parameters` (Bash's command whole, a sub-agent's type, a skill's name), or undefined when it has none. */
function toolParameters(tool: string, input: Record<string, unknown>): string | undefined {
  if (tool === 'Bash' && typeof input.command === 'string') {
    const command = input.command;
    return JSON.stringify({
      bash_command: command.trim().split(/\s+/)[0] ?? '',
      full_command: command,
      ...(input.timeout !== undefined && { timeout: input.timeout }),
      ...(input.description !== undefined && { description: input.description }),
    });
  }
  if ((tool === 'Task' || tool === 'Agent') && typeof input.subagent_type === 'string') return JSON.stringify({ subagent_type: input.subagent_type });
  if (tool === 'Skill' && typeof input.skill === 'string') return JSON.stringify({ skill_name: input.skill });
  return undefined;
}

/** A made-up UUID v4 from a number (prompt ids). */
function uuidOf(seed: string, index: number): string {
  const hex = (index + 1).toString(16).padStart(12, '0');
  return `${seed.slice(0, 8)}-7e1a-4c2b-9d3e-${hex}`;
}

/** The lines of the export: one JSON text a line, without the newline. */
export function claudeOtelExport(steps: readonly OtelStep[], options: OtelExportOptions): string[] {
  const { sessionId, details, prompts } = options;
  const userId = options.userId ?? 'a3f1c2d4e5b6a7980c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b';
  const version = options.version ?? '2.1.140';
  const records: unknown[] = [];
  let sequence = 0;
  let promptId: string | undefined;
  let promptCount = 0;
  const record = (name: string, own: Attribute[]) => {
    const ms = options.startMs + records.length * 1000;
    const nanos = `${ms}000000`;
    records.push({
      timeUnixNano: nanos,
      observedTimeUnixNano: nanos,
      body: { stringValue: `claude_code.${name}` },
      attributes: [
        text('user.id', userId),
        text('session.id', sessionId),
        text('terminal.type', 'vscode'),
        text('event.name', name),
        text('event.timestamp', new Date(ms).toISOString()),
        { key: 'event.sequence', value: { intValue: String(sequence++) } },
        ...(promptId !== undefined ? [text('prompt.id', promptId)] : []),
        ...own,
      ],
    });
  };
  let requests = 0;
  for (const step of steps) {
    if (step.kind === 'prompt') {
      promptId = uuidOf(sessionId, promptCount++);
      record('user_prompt', [
        text('prompt_length', String(step.text.length)),
        text('prompt', prompts ? step.text : '<REDACTED>'),
        ...(step.commandName !== undefined ? [text('command_name', step.commandName), text('command_source', 'builtin')] : []),
      ]);
    } else if (step.kind === 'request') {
      requests++;
      record('api_request', [
        text('model', step.model),
        text('cost_usd', '0.0123'),
        text('duration_ms', '2310'),
        text('input_tokens', String(1200 + requests)),
        text('output_tokens', '310'),
        text('cache_read_tokens', '18000'),
        text('cache_creation_tokens', '640'),
        text('request_id', `req_011CV${String(requests).padStart(4, '0')}Xq7pZ`),
        text('speed', 'normal'),
        text('query_source', 'repl_main_thread'),
      ]);
    } else {
      callEvents(step.call, details, record);
    }
  }
  const batch = options.batch ?? 4;
  const lines: string[] = [];
  for (let start = 0; start < records.length; start += batch) {
    lines.push(
      JSON.stringify({
        resourceLogs: [
          {
            resource: {
              attributes: [
                text('host.arch', 'arm64'),
                text('os.type', 'darwin'),
                text('os.version', '24.6.0'),
                text('service.name', 'claude-code'),
                text('service.version', version),
              ],
            },
            scopeLogs: [{ scope: { name: 'com.anthropic.claude_code.events', version }, logRecords: records.slice(start, start + batch) }],
          },
        ],
      }),
    );
  }
  return lines;
}

function callEvents(call: OtelCall, details: boolean, record: (name: string, own: Attribute[]) => void): void {
  if (call.outcome === 'invalid') return;
  const refused = call.outcome === 'rejected' || call.outcome === 'denied';
  const decision = refused ? 'reject' : 'accept';
  const source = call.outcome === 'rejected' ? 'user_reject' : 'config';
  record('tool_decision', [text('decision', decision), text('source', source), text('tool_name', call.tool), text('tool_use_id', call.toolUseId)]);
  if (refused) return;
  const parameters = details ? toolParameters(call.tool, call.input) : undefined;
  const failed = call.outcome === 'failed';
  record('tool_result', [
    text('tool_name', call.tool),
    text('tool_use_id', call.toolUseId),
    text('success', failed ? 'false' : 'true'),
    text('duration_ms', '87'),
    ...(failed ? [text('error_type', call.errorType ?? 'ShellError'), ...(details ? [text('error', call.output)] : [])] : []),
    ...(parameters !== undefined ? [text('tool_parameters', parameters)] : []),
    ...(details ? [text('tool_input', telemetryToolInput(call.input))] : []),
    text('tool_input_size_bytes', String(JSON.stringify(call.input).length)),
    ...(failed ? [] : [text('tool_result_size_bytes', String(call.output.length))]),
    text('decision_source', 'config'),
    text('decision_type', 'accept'),
  ]);
}
