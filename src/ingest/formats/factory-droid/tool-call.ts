/**
 * Droid's tool calls in the shape the detectors expect (docs/log-formats.md, Factory Droid): its own tools
 * (Read, LS, Grep, Glob, Execute, Edit, MultiEdit, Create, ApplyPatch, Task) become the canonical kinds, their
 * input fields renamed where Droid's differ (Execute → Bash `command`; Glob `patterns`/`folder` → `pattern`/`path`;
 * LS `directory_path` → `path`; Create → Write; MultiEdit and ApplyPatch → Edit of their `file_path`); every other
 * field is kept. Any other name (TodoWrite, FetchUrl, an MCP tool) passes through, its secrets redacted.
 * A Map, not an object: a tool named `__proto__` or `constructor` is just another name.
 */
import { normalizeToolName } from '../../../model/tool-names.js';
import { asArray, asRecord, asString, parseJsonObject, type JsonRecord } from '../../json-guards.js';

/** A Droid call as the stream holds it: its normalised tool name and its input. */
export interface DroidCall {
  tool: string;
  input: JsonRecord;
}

type Translate = (input: JsonRecord) => DroidCall;

const PATCH_FILE = /^\*\*\* (?:Add|Update|Delete) File: (.+)$/gm;

const TOOLS: ReadonlyMap<string, Translate> = new Map<string, Translate>([
  ['Read', (input) => ({ tool: 'Read', input })],
  ['Grep', (input) => ({ tool: 'Grep', input })],
  ['Glob', (input) => ({ tool: 'Glob', input: globInput(input) })],
  ['LS', (input) => ({ tool: 'LS', input: renamed(input, 'directory_path', 'path') })],
  ['Execute', (input) => ({ tool: 'Bash', input })],
  ['Edit', (input) => ({ tool: 'Edit', input })],
  ['MultiEdit', (input) => ({ tool: 'Edit', input })],
  ['Create', (input) => ({ tool: 'Write', input })],
  ['ApplyPatch', (input) => ({ tool: 'Edit', input: patchInput(input) })],
  ['Task', (input) => ({ tool: 'Task', input })],
]);

/** The call of a `tool_use` block: its name as Droid wrote it, its input (an object; a JSON string is decoded). */
export function droidCall(name: string, rawInput: unknown): DroidCall {
  const input = typeof rawInput === 'string' ? (parseJsonObject(rawInput) ?? { input: rawInput }) : { ...(asRecord(rawInput) ?? {}) };
  const translate = TOOLS.get(name);
  return translate ? translate(input) : { tool: normalizeToolName(name), input };
}

/** Whether Droid's name is its shell tool (whose result ends with the command's exit code). */
export function isShellTool(name: string): boolean {
  return name === 'Execute';
}

/** Glob takes several `patterns` in a `folder`: one `pattern` (the patterns in order, comma-joined) in a `path`. */
function globInput(input: JsonRecord): JsonRecord {
  const out = renamed(input, 'folder', 'path');
  const patterns = (asArray(input.patterns) ?? []).filter((pattern): pattern is string => typeof pattern === 'string');
  if (patterns.length > 0) out.pattern = patterns.join(',');
  else if (typeof input.pattern === 'string') out.pattern = input.pattern;
  return out;
}

/** ApplyPatch names its file in `file_path`; a patch without one names its files in its `*** … File:` headers. */
function patchInput(input: JsonRecord): JsonRecord {
  if (typeof input.file_path === 'string') return input;
  const patch = asString(input.patch) ?? asString(input.input) ?? '';
  const files = [...patch.matchAll(PATCH_FILE)].flatMap(([, file]) => (file === undefined ? [] : [file.trim()]));
  return files[0] === undefined ? input : { ...input, file_path: files[0], file_paths: files };
}

/** The input with `from` renamed `to` (kept as it is when `to` is already there). */
function renamed(input: JsonRecord, from: string, to: string): JsonRecord {
  if (!Object.hasOwn(input, from) || Object.hasOwn(input, to)) return { ...input };
  const { [from]: value, ...rest } = input;
  return { ...rest, [to]: value };
}
