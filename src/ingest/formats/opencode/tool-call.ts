/**
 * OpenCode's tools (opencode packages/opencode/src/tool/: read.ts, grep.ts, glob.ts, bash.ts, edit.ts,
 * multiedit.ts, write.ts, patch.ts / apply_patch.ts, task.ts) as the kinds the detectors read, their inputs
 * given the canonical field names (docs/detectors.md) beside their own: `filePath` → `file_path`,
 * `oldString`/`newString`/`replaceAll` → `old_string`/`new_string`/`replace_all`, a patch's
 * `*** Add/Update/Delete File:` headers → `file_paths` (the first also `file_path`). Other tools (list,
 * webfetch, todowrite, skill, an MCP server's…) pass through under their own names.
 */
import { normalizeToolName } from '../../../model/tool-names.js';
import { asString, type JsonRecord } from '../../json-guards.js';
import type { ToolTranslation } from './dialect.js';

type Translate = ToolTranslation['input'];

const withFilePath: Translate = (input) => {
  const out: JsonRecord = { ...input };
  const filePath = asString(input.filePath);
  if (filePath !== undefined) out.file_path = filePath;
  return out;
};

const editInput: Translate = (input) => {
  const out = withFilePath(input);
  if (typeof input.oldString === 'string') out.old_string = input.oldString;
  if (typeof input.newString === 'string') out.new_string = input.newString;
  if (typeof input.replaceAll === 'boolean') out.replace_all = input.replaceAll;
  return out;
};

const PATCH_FILE = /^\*\*\* (?:Add|Update|Delete) File: (.+)$/gm;

const patchInput: Translate = (input) => {
  const out: JsonRecord = { ...input };
  const patch = asString(input.patchText);
  if (patch === undefined) return out;
  const files = [...patch.matchAll(PATCH_FILE)].flatMap(([, file]) => (file === undefined ? [] : [file.trim()]));
  out.file_paths = files;
  if (files[0] !== undefined) out.file_path = files[0];
  return out;
};

const same: Translate = (input) => ({ ...input });

/** A search whose words are a `query` (a fork's semantic code search): the query is its pattern, `path` its folder. */
export const queryAsPattern: Translate = (input) => {
  const out: JsonRecord = { ...input };
  const query = asString(input.query);
  if (query !== undefined) out.pattern = query;
  return out;
};

/** OpenCode tool → the kind the detectors know, and how its input reads. A Map: a tool called `__proto__` is a name. */
const TOOLS: ReadonlyMap<string, ToolTranslation> = new Map([
  ['read', { tool: 'Read', input: withFilePath }],
  ['grep', { tool: 'Grep', input: same }],
  ['glob', { tool: 'Glob', input: same }],
  ['bash', { tool: 'Bash', input: same }],
  ['edit', { tool: 'Edit', input: editInput }],
  ['multiedit', { tool: 'Edit', input: withFilePath }],
  ['patch', { tool: 'Edit', input: patchInput }],
  ['apply_patch', { tool: 'Edit', input: patchInput }],
  ['write', { tool: 'Write', input: withFilePath }],
  ['task', { tool: 'Task', input: same }],
]);

export interface OpencodeCall {
  tool: string;
  input: JsonRecord;
}

/** The call's kind and canonical input: OpenCode's tools first, then the agent's own (`extra`, a fork's), else its own name. */
export function toolCall(rawTool: string, input: JsonRecord, extra?: ReadonlyMap<string, ToolTranslation>): OpencodeCall {
  const known = TOOLS.get(rawTool) ?? extra?.get(rawTool);
  return known ? { tool: known.tool, input: known.input(input) } : { tool: normalizeToolName(rawTool), input: { ...input } };
}
