/**
 * Reads a Claude Code `tool_result` block (and the line's `toolUseResult`): error flag, how the user
 * refused the call if they did or whether it was cancelled with a sibling of its parallel batch
 * (docs/log-formats.md §1.8), an error's text (its head), result size, Read extent, and whether the harness
 * kept the output out of the context (a `<persisted-output>` preview, 2.1.x).
 */
import { ERROR_TEXT_CHARS, type ReadExtent, type Refusal } from '../../../model/events.js';
import { stringUtf16Length, stringUtf8Bytes } from '../../cut-strings.js';
import { asArray, asNumber, asRecord, asString, type JsonRecord } from '../../json-guards.js';

const REJECTED_PREFIX = "The user doesn't want to proceed with this tool use";
const CANCELLED_PREFIX = "The user doesn't want to take this action right now";
/** 2.1.x: a call cancelled because a sibling in its parallel batch failed (`<tool_use_error>Sibling tool call errored</tool_use_error>`). */
const SIBLING_ERRORED = /^(?:<tool_use_error>)?Sibling tool call errored\b/;
const REASON_MARKERS = ['The user provided the following reason for the rejection:', 'the user said:'];
const AUTO_MEMORY_NOTE = "\n\nNote: The user's next message may contain a correction or preference.";
/** 2.1.x: a result too large for the context, saved to a file; the model got this tag, the file's path and a 2 KB preview. */
const PERSISTED_OUTPUT = '<persisted-output>';

/**
 * Calls refused by a permission rule or mode rather than by a person: nobody was asked, so no human refused
 * anything, and the call read or changed nothing. The texts Claude Code writes (each may be wrapped in
 * `<tool_use_error>` and followed by an "IMPORTANT: You *may* attempt …" note):
 * - a deny rule: `Permission to use Edit has been denied.`, `Permission to use Bash with command rm -rf x has been denied.`;
 * - don't-ask mode: `Permission to use Write has been denied because Claude Code is running in don't ask mode.`;
 * - auto mode: `Permission for this action was denied by the Claude Code auto mode classifier. Reason: …`, and
 *   `claude-… is temporarily unavailable, so auto mode cannot determine the safety of Bash right now.`;
 * - headless (`claude -p`) without a grant: `Claude requested permissions to use Bash, but you haven't granted it yet.`;
 * - a command outside the allowed folders: `… was blocked. For security, Claude Code may only …`, and tools that
 *   `require approval`.
 */
const DENIAL_PATTERNS = [
  /^(?:<tool_use_error>)?Permission to use \S+ (?:with [\s\S]*? )?has been denied\b/,
  /^(?:<tool_use_error>)?Permission for this action (?:was|has been) denied\b/,
  /\bso auto mode cannot determine the safety of \S+/,
  /^Claude requested permissions to /,
  /requires approval/,
  /was blocked\. For security,/,
];

/** Tools that ask the user's permission, so that a bare error text can be the user's reason. */
const PERMISSION_TOOLS = new Set(['Edit', 'MultiEdit', 'Write', 'NotebookEdit', 'Bash', 'WebFetch', 'WebSearch']);

/** Words of tool error messages; a bare reason (2.0.x rejections without prefix) has none of them. */
const TOOL_ERROR_WORDS = new RegExp(
  [
    String.raw`<tool_use_error>|\berror\b|exit code|traceback|not found|no such|does not exist|enoent|eisdir|eacces|permission|denied|failed`,
    String.raw`status code|not running|has not been read|modified since|no changes to make|string to replace|found \d+ matches|command not found`,
    'timed out|timeout|invalid|exception|warning|usage:',
  ].join('|'),
  'i',
);
/** A reason is a sentence or two the user typed: one line, short. Command output is neither. */
const MAX_BARE_REASON_CHARS = 300;

export interface ToolResultFacts {
  isError: boolean;
  refusal?: Refusal;
  bytes: number;
  errorText?: string;
  read?: ReadExtent;
  persisted?: true;
  agentId?: string;
  files?: string[];
}

/** Files kept per search result: enough for the detectors, bounded for memory. */
const MAX_RESULT_FILES = 500;
/** A content-mode Grep line over several files: `path:12:text` (match) or `path-12-text` (context). */
const GREP_CONTENT_LINE = /^(.+?)(?::\d+:|-\d+-)/;
/** A files-with-matches Grep result: `Found 3 files` over one path a line (what the text holds when the line has no `toolUseResult`, as sub-agent lines of 2.1.x). */
const FILES_FOUND = /^Found \d+ files?\b/;
/** A note under a files listing (`(Results are truncated…)`), no path. */
const LISTING_NOTE = /^[([]/;

/**
 * `toolUseResult` is per line; pass it only when the line holds this one result.
 * `tool` is the normalised name of the call, when known.
 */
export function readToolResult(block: JsonRecord, toolUseResult: unknown, tool: string | undefined): ToolResultFacts {
  const isError = block.is_error === true;
  const text = resultText(block.content);
  const facts: ToolResultFacts = { isError, bytes: resultBytes(block) };
  const refusal = classifyRefusal(text, isError, toolUseResult, tool);
  if (refusal) facts.refusal = refusal;
  else if (isError && text !== '') facts.errorText = text.slice(0, ERROR_TEXT_CHARS);
  if (!isError && text.startsWith(PERSISTED_OUTPUT)) facts.persisted = true;
  const structured = asRecord(toolUseResult);
  if (structured) {
    const read = readExtent(structured);
    if (read) facts.read = read;
    const agentId = asString(structured.agentId);
    if (agentId) facts.agentId = agentId;
  }
  if (tool === 'Grep' && !isError) {
    const files = searchResultFiles(structured, text);
    if (files.length > 0) facts.files = files;
  }
  return facts;
}

/**
 * Whether reading this result takes more of its text than the first characters a skeleton line keeps
 * of a big payload (skeleton.ts, PREFIX_BYTES): an error's text is matched whole, a Grep's names files,
 * a rejection's holds the reason. Everything else here reads only the text's start and the sizes.
 */
export function needsWholeText(block: JsonRecord, tool: string | undefined): boolean {
  return block.is_error === true || tool === 'Grep' || resultText(block.content).startsWith(REJECTED_PREFIX);
}

/** The files a Grep result names: `filenames`, a `Found N files` listing, or the path prefixes of content-mode lines. */
function searchResultFiles(structured: JsonRecord | undefined, text: string): string[] {
  const files = new Set<string>();
  for (const name of asArray(structured?.filenames) ?? []) {
    if (typeof name === 'string' && files.size < MAX_RESULT_FILES) files.add(name);
  }
  const content = asString(structured?.content) ?? (structured ? '' : text);
  if (!structured && FILES_FOUND.test(content)) {
    for (const line of content.split('\n').slice(1)) {
      if (files.size >= MAX_RESULT_FILES) break;
      const path = line.trim();
      if (path !== '' && !LISTING_NOTE.test(path)) files.add(path);
    }
    return [...files];
  }
  for (const line of content.split('\n')) {
    if (files.size >= MAX_RESULT_FILES) break;
    const path = GREP_CONTENT_LINE.exec(line)?.[1];
    // a Grep of one file prints `12:text`: no path to take
    if (path !== undefined && !/^\d+$/.test(path)) files.add(path);
  }
  return [...files];
}

export function classifyRefusal(text: string, isError: boolean, toolUseResult: unknown, tool: string | undefined): Refusal | undefined {
  if (text.startsWith(REJECTED_PREFIX)) {
    const reason = rejectionReason(text);
    return reason ? { kind: 'rejected', reason } : { kind: 'rejected' };
  }
  if (text.startsWith(CANCELLED_PREFIX)) return { kind: 'cancelled' };
  if (!isError) return undefined;
  if (SIBLING_ERRORED.test(text)) return { kind: 'cancelled' };
  if (DENIAL_PATTERNS.some((pattern) => pattern.test(text))) return { kind: 'denied' };
  if (isBareReason(text, toolUseResult, tool)) return { kind: 'rejected', reason: text.trim() };
  return undefined;
}

function rejectionReason(text: string): string | undefined {
  let body = text;
  const note = body.indexOf(AUTO_MEMORY_NOTE);
  if (note !== -1) body = body.slice(0, note);
  for (const marker of REASON_MARKERS) {
    const at = body.indexOf(marker);
    if (at !== -1) {
      const reason = body.slice(at + marker.length).trim();
      return reason.length > 0 ? reason : undefined;
    }
  }
  return undefined;
}

/** Some 2.0.x versions wrote only the user's reason as the error text, with `toolUseResult` "Error: <reason>". */
function isBareReason(text: string, toolUseResult: unknown, tool: string | undefined): boolean {
  const trimmed = text.trim();
  return (
    tool !== undefined &&
    PERMISSION_TOOLS.has(tool) &&
    toolUseResult === `Error: ${text}` &&
    trimmed.length > 0 &&
    trimmed.length <= MAX_BARE_REASON_CHARS &&
    !trimmed.includes('\n') &&
    !TOOL_ERROR_WORDS.test(trimmed)
  );
}

function resultText(content: unknown): string {
  if (typeof content === 'string') return content;
  const blocks = asArray(content);
  if (!blocks) return '';
  const texts: string[] = [];
  for (const block of blocks) {
    const text = asString(asRecord(block)?.text);
    if (text !== undefined) texts.push(text);
  }
  return texts.join('\n');
}

/** UTF-8 bytes of the text, plus the length of image data; of a skeleton line's cut strings, their whole sizes (ingest/cut-strings.ts). */
function resultBytes(block: JsonRecord): number {
  const content = block.content;
  if (typeof content === 'string') return stringUtf8Bytes(block, 'content', content);
  let bytes = 0;
  for (const item of asArray(content) ?? []) {
    const record = asRecord(item);
    if (!record) continue;
    if (typeof record.text === 'string') bytes += stringUtf8Bytes(record, 'text', record.text);
    const source = asRecord(record.source);
    if (source && typeof source.data === 'string') bytes += stringUtf16Length(source, 'data', source.data);
  }
  return bytes;
}

function readExtent(structured: JsonRecord): ReadExtent | undefined {
  const file = asRecord(structured.file);
  if (!file) return undefined;
  const startLine = asNumber(file.startLine);
  const numLines = asNumber(file.numLines);
  const totalLines = asNumber(file.totalLines);
  if (startLine === undefined || numLines === undefined || totalLines === undefined) return undefined;
  return { startLine, numLines, totalLines };
}
