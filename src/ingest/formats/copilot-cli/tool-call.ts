/**
 * Copilot CLI tool calls in the shape the detectors expect. Its tools (names and arguments as
 * microsoft/vscode-copilot-chat's copilotCLITools.ts types them, docs/log-formats.md "GitHub Copilot CLI"):
 * `view` {path, view_range?: [start, end]} reads, `grep`/`rg` {pattern, path?, glob?, output_mode?} search
 * contents, `glob` {pattern, path?} finds files, `bash`/`powershell` {command} run commands, `edit`/`str_replace`
 * {path, old_str, new_str} and `insert`/`undo_edit` {path} edit, `create` {path, file_text} writes, `apply_patch`
 * (GPT models: the patch text, or {input}) edits the files its headers name, `task` {description?, prompt,
 * agent_type} starts a sub-agent; older versions sent `str_replace_editor` {command, path, …} for view, create,
 * str_replace, insert and undo_edit. Input is translated to the canonical field names (file_path, offset,
 * limit, old_string, new_string, content, subagent_type); every other field is kept. Unknown tools pass through.
 */
import { normalizeToolName } from '../../../model/tool-names.js';
import { asArray, asNumber, asRecord, asString, parseJsonObject, type JsonRecord } from '../../json-guards.js';
import { customToolCall, functionCall } from '../codex/tool-call.js';

export interface CopilotCall {
  /** The canonical tool: Read, Grep, Glob, Bash, Edit, Write, Task, or the name as it is. */
  tool: string;
  input: JsonRecord;
}

/** Tool name → how its call reads: a Map (a tool named `__proto__` or `constructor` is no lookup key of an object). */
const READERS: ReadonlyMap<string, (args: JsonRecord) => CopilotCall> = new Map([
  ['view', viewCall],
  ['grep', (args) => ({ tool: 'Grep', input: args })],
  ['rg', (args) => ({ tool: 'Grep', input: args })],
  ['glob', (args) => ({ tool: 'Glob', input: args })],
  ['bash', shellCall],
  ['powershell', shellCall],
  ['edit', editCall],
  ['str_replace', editCall],
  ['insert', editCall],
  ['undo_edit', editCall],
  ['create', createCall],
  ['task', taskCall],
  ['str_replace_editor', editorCall],
]);

/** The call's `arguments`: an object, or (older versions) a JSON string holding one; anything else is no input. */
export function toolArguments(raw: unknown): JsonRecord | undefined {
  if (typeof raw === 'string') return parseJsonObject(raw);
  return asRecord(raw);
}

/** The call as the detectors read it; `rawArguments` is what the log holds (apply_patch may send the patch text itself). */
export function copilotCall(name: string, rawArguments: unknown): CopilotCall {
  if (name === 'apply_patch') {
    const patch =
      typeof rawArguments === 'string' && parseJsonObject(rawArguments) === undefined ? customToolCall(name, rawArguments) : functionCall(name, rawArguments);
    return { tool: patch.tool, input: patch.input };
  }
  const args = toolArguments(rawArguments) ?? {};
  const reader = READERS.get(name);
  return reader ? reader(args) : { tool: normalizeToolName(name), input: args };
}

function withPath(args: JsonRecord): JsonRecord {
  const path = asString(args.path);
  return path === undefined ? { ...args } : { ...args, file_path: path };
}

/** `view_range: [start, end]` (1-based, `end` -1 for the end of the file) is the Read's offset and limit. */
function viewCall(args: JsonRecord): CopilotCall {
  const input = withPath(args);
  const range = asArray(args.view_range);
  const start = asNumber(range?.[0]);
  const end = asNumber(range?.[1]);
  if (start !== undefined) {
    input.offset = start;
    if (end !== undefined && end >= start) input.limit = end - start + 1;
  }
  return { tool: 'Read', input };
}

function shellCall(args: JsonRecord): CopilotCall {
  return { tool: 'Bash', input: { ...args, command: asString(args.command) ?? '' } };
}

function editCall(args: JsonRecord): CopilotCall {
  const input = withPath(args);
  const oldText = asString(args.old_str);
  const newText = asString(args.new_str);
  if (oldText !== undefined) input.old_string = oldText;
  if (newText !== undefined) input.new_string = newText;
  return { tool: 'Edit', input };
}

function createCall(args: JsonRecord): CopilotCall {
  const input = withPath(args);
  const text = asString(args.file_text);
  if (text !== undefined) input.content = text;
  return { tool: 'Write', input };
}

function taskCall(args: JsonRecord): CopilotCall {
  const type = asString(args.agent_type);
  return { tool: 'Task', input: type === undefined ? { ...args } : { ...args, subagent_type: type } };
}

/** Older versions' one editor tool: its `command` says which of the tools above the call is. */
function editorCall(args: JsonRecord): CopilotCall {
  switch (asString(args.command)) {
    case 'view':
      return viewCall(args);
    case 'create':
      return createCall(args);
    default:
      return editCall(args);
  }
}
