/**
 * The Claude Code hook event on stdin: `session_id`, `transcript_path`, `cwd` (what the hooks need of
 * it; SessionStart adds `source`). Stdin is read only up to a cap and a time limit (cli/io.ts): an event
 * cut short — a PostToolUse event carries the tool's whole response — is read from its head, where
 * Claude Code writes these fields, by a bounded scan instead of a parse.
 */
export interface HookEvent {
  sessionId: string;
  transcriptPath: string;
  cwd?: string;
}

/** What was read of stdin: `complete` is false when the cap or the time limit cut it short. */
export interface StdinRead {
  text: string;
  complete: boolean;
}

/** Stdin read at most by a hook (events are small but for the tool response, which the hooks do not need). */
export const MAX_EVENT_BYTES = 4 * 1024 * 1024;
/** How far into a cut event the three fields are looked for. */
const HEAD_CHARS = 64 * 1024;
const MAX_FIELD_CHARS = 4096;

/** The string fields of a hook event that the hooks read (each at most 4096 characters; others are left out). */
export interface HookEventFields {
  session_id?: string;
  transcript_path?: string;
  cwd?: string;
  source?: string;
  hook_event_name?: string;
}

const FIELD_NAMES = ['session_id', 'transcript_path', 'cwd', 'source', 'hook_event_name'] as const;

/** The event, or a one-line note saying why there is none. */
export function parseHookEvent(input: StdinRead): HookEvent | string {
  const fields = eventObject(input);
  if (typeof fields === 'string') return fields;
  const { session_id: sessionId, transcript_path: transcriptPath, cwd } = fields;
  const cut = input.complete ? '' : ' (stdin was cut short: over the size or time limit)';
  if (typeof sessionId !== 'string' || sessionId === '' || sessionId.length > MAX_FIELD_CHARS) return `hook event without session_id${cut}`;
  if (typeof transcriptPath !== 'string' || transcriptPath === '' || transcriptPath.length > MAX_FIELD_CHARS) return `hook event without transcript_path${cut}`;
  return { sessionId, transcriptPath, ...(typeof cwd === 'string' && cwd !== '' && cwd.length <= MAX_FIELD_CHARS && { cwd }) };
}

/** The event's fields that are non-empty strings of a sane length, or a one-line note when stdin holds no event (not a JSON object). */
export function hookEventFields(input: StdinRead): HookEventFields | string {
  const fields = eventObject(input);
  if (typeof fields === 'string') return fields;
  const strings: HookEventFields = {};
  for (const name of FIELD_NAMES) {
    const value = fields[name];
    if (typeof value === 'string' && value !== '' && value.length <= MAX_FIELD_CHARS) strings[name] = value;
  }
  return strings;
}

/** What a hook prints for Claude Code to add `context` to the agent's context (one JSON line). */
export function hookOutput(hookEventName: string, context: string): string {
  return `${JSON.stringify({ hookSpecificOutput: { hookEventName, additionalContext: context } })}\n`;
}

function eventObject(input: StdinRead): Record<string, unknown> | string {
  return input.complete ? parsedFields(input.text) : scannedFields(input.text.slice(0, HEAD_CHARS));
}

function parsedFields(text: string): Record<string, unknown> | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text.trim() === '' ? 'no hook event on stdin' : 'stdin is not JSON: expected a Claude Code hook event';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'stdin is not a JSON object: expected a Claude Code hook event';
  return parsed as Record<string, unknown>;
}

/** The fields as JSON strings at the top of a cut event (a field nested deeper may be found too: the head is Claude Code's). */
function scannedFields(head: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) {
    const quoted = new RegExp(`"${name}"\\s*:\\s*("(?:[^"\\\\\\n]|\\\\.){0,${MAX_FIELD_CHARS}}")`).exec(head)?.[1];
    if (quoted === undefined) continue;
    try {
      fields[name] = JSON.parse(quoted);
    } catch {
      // not a JSON string after all: the field stays unknown
    }
  }
  return fields;
}
