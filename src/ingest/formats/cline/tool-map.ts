/**
 * Cline, Roo Code and Kilo Code tools as the detectors' kinds: read_file → Read (file_path, offset, limit),
 * search_files and codebase_search → Grep (pattern, path), list_files → Glob (a recursive listing `**`, else
 * `*`, in path), execute_command → Bash (command), write_to_file and new_rule → Write, replace_in_file,
 * apply_diff, edit_file, search_and_replace, search_replace, insert_content, edit and apply_patch → Edit
 * (file_path), new_task and use_subagents → Task. Paths are relative to the task's folder: they are made
 * absolute against it when it is known. The call's own parameters are kept beside the canonical ones.
 */
import { posix, win32 } from 'node:path';
import { normalizeToolName } from '../../../model/tool-names.js';
import { asArray, asNumber, asRecord, asString, type JsonRecord } from '../../json-guards.js';
import { argsFiles } from './xml-tools.js';

const KINDS: ReadonlyMap<string, string> = new Map([
  ['read_file', 'Read'],
  ['search_files', 'Grep'],
  ['codebase_search', 'Grep'],
  ['list_files', 'Glob'],
  ['execute_command', 'Bash'],
  ['write_to_file', 'Write'],
  ['new_rule', 'Write'],
  ['replace_in_file', 'Edit'],
  ['apply_diff', 'Edit'],
  ['edit_file', 'Edit'],
  ['search_and_replace', 'Edit'],
  ['search_replace', 'Edit'],
  ['insert_content', 'Edit'],
  ['edit', 'Edit'],
  ['apply_patch', 'Edit'],
  ['new_task', 'Task'],
  ['use_subagents', 'Task'],
]);

const PATCH_FILE = /^\*\*\* (?:Add|Update|Delete) File: (.+)$/m;

export interface MappedCall {
  tool: string;
  input: JsonRecord;
  /** The call's own working folder (Roo Code's execute_command `cwd`), absolute. */
  cwd?: string;
}

/** The call in the detectors' terms; `params` are the call's parameters (native input or parsed XML). */
export function mapToolCall(rawTool: string, params: JsonRecord, taskCwd: string | undefined): MappedCall {
  const tool = KINDS.get(rawTool) ?? normalizeToolName(rawTool);
  const at = (path: string | undefined): string | undefined => (path === undefined || path === '' ? undefined : absolute(taskCwd, path));
  switch (tool) {
    case 'Read':
      return { tool, input: { ...params, ...readInput(params, at) } };
    case 'Grep': {
      const pattern = asString(params.regex) ?? asString(params.query) ?? '';
      const path = at(asString(params.path)) ?? taskCwd;
      const glob = asString(params.file_pattern);
      return { tool, input: { ...params, pattern, ...(path !== undefined && { path }), ...(glob !== undefined && { glob }) } };
    }
    case 'Glob': {
      const path = at(asString(params.path)) ?? taskCwd;
      return { tool, input: { ...params, pattern: isTrue(params.recursive) ? '**' : '*', ...(path !== undefined && { path }) } };
    }
    case 'Bash': {
      const cwd = at(asString(params.cwd));
      return { tool, input: { ...params, command: asString(params.command) ?? '' }, ...(cwd !== undefined && { cwd }) };
    }
    case 'Write':
    case 'Edit': {
      const file = at(editedPath(params));
      return { tool, input: { ...params, ...(file !== undefined && { file_path: file }) } };
    }
    default:
      return { tool, input: { ...params } };
  }
}

/** read_file's file and line range in any of its shapes: `path` (+ `offset`/`limit`, or XML `start_line`/`end_line`), XML `args` or native `files` lists (the first file). */
function readInput(params: JsonRecord, at: (path: string | undefined) => string | undefined): JsonRecord {
  const args = asString(params.args);
  const listed = asRecord(asArray(params.files)?.[0]) ?? (args === undefined ? undefined : argsFiles(args)[0]);
  const source = listed ?? params;
  const file = at(asString(source.path) ?? asString(source.file_path));
  const range =
    lineRange(asNumber(source.offset) ?? integer(source.start_line), asNumber(source.limit), integer(source.end_line)) ??
    rangeText(asString(source.line_range) ?? asString(asArray(source.line_ranges)?.[0]));
  return { ...(file !== undefined && { file_path: file }), ...range };
}

function lineRange(start: number | undefined, limit: number | undefined, end: number | undefined): { offset?: number; limit?: number } | undefined {
  if (start === undefined && limit === undefined && end === undefined) return undefined;
  const from = start ?? 1;
  const count = limit ?? (end !== undefined && end >= from ? end - from + 1 : undefined);
  return { offset: from, ...(count !== undefined && { limit: count }) };
}

/** `"12-40"` → offset 12, limit 29. */
function rangeText(text: string | undefined): { offset?: number; limit?: number } | undefined {
  const match = text === undefined ? null : /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(text);
  return match ? lineRange(Number(match[1]), undefined, Number(match[2])) : undefined;
}

function editedPath(params: JsonRecord): string | undefined {
  const direct = asString(params.path) ?? asString(params.file_path) ?? asString(params.target_file);
  if (direct !== undefined) return direct;
  const args = asString(params.args);
  const first = args === undefined ? undefined : argsFiles(args)[0];
  if (first?.path !== undefined) return first.path;
  const patch = asString(params.input) ?? asString(params.patch);
  return patch === undefined ? undefined : PATCH_FILE.exec(patch)?.[1]?.trim();
}

function integer(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
}

function isTrue(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

/** A path made absolute against the task's folder (Windows folders with Windows rules), when that is known. */
function absolute(cwd: string | undefined, path: string): string {
  if (path.startsWith('/') || /^[a-z]:[\\/]/i.test(path) || cwd === undefined) return path;
  return /^[a-z]:[\\/]/i.test(cwd) ? win32.join(cwd, path) : posix.join(cwd, path);
}
