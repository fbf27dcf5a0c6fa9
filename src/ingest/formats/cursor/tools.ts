/**
 * Cursor's tools in the shape the detectors expect (docs/log-formats.md, Cursor): the agent transcripts' names
 * (`ReadFile`, `Read`, `Grep`, `rg`, `Glob`, `Shell`, `StrReplace`, `ApplyPatch`, `EditNotebook`, `Write`, `Subagent`,
 * `Task`, `SemanticSearch`) and the editor database's (`read_file`, `grep_search`, `codebase_search`, `file_search`,
 * `run_terminal_cmd`/`run_terminal_command`/`run_terminal_command_v2`, `edit_file`/`edit_file_v2`, `search_replace`,
 * `task_v2`) become Read, Grep, Glob, Bash, Edit, Write and Task with the canonical input fields (`file_path`,
 * `offset`, `limit`, `pattern`, `path`, `command`); the agent's own fields are kept beside them. Any other tool
 * (`Delete`, `TodoWrite`, `list_dir`, MCP tools …) keeps its name (secrets in it redacted).
 */
import { normalizeToolName } from '../../../model/tool-names.js';
import { asArray, asNumber, asString, type JsonRecord } from '../../json-guards.js';

type Kind = 'Read' | 'Grep' | 'Glob' | 'Bash' | 'Edit' | 'Write' | 'Task';

/** Tool name → kind. A Map: a tool named `constructor` or `__proto__` is just another name. */
const KINDS: ReadonlyMap<string, Kind> = new Map<string, Kind>([
  // agent transcripts (~/.cursor/projects/<slug>/agent-transcripts)
  ['ReadFile', 'Read'],
  ['Read', 'Read'],
  ['Grep', 'Grep'],
  ['rg', 'Grep'],
  ['SemanticSearch', 'Grep'],
  ['Glob', 'Glob'],
  ['Shell', 'Bash'],
  ['StrReplace', 'Edit'],
  ['ApplyPatch', 'Edit'],
  ['EditNotebook', 'Edit'],
  ['Write', 'Write'],
  ['Subagent', 'Task'],
  ['Task', 'Task'],
  // the editor's database (state.vscdb, toolFormerData.name)
  ['read_file', 'Read'],
  ['grep_search', 'Grep'],
  ['codebase_search', 'Grep'],
  ['file_search', 'Glob'],
  ['run_terminal_cmd', 'Bash'],
  ['run_terminal_command', 'Bash'],
  ['run_terminal_command_v2', 'Bash'],
  ['edit_file', 'Edit'],
  ['edit_file_v2', 'Edit'],
  ['search_replace', 'Edit'],
  ['task_v2', 'Task'],
]);

/** A call as the stream holds it: its normalised name and its input. */
export interface CursorCall {
  tool: string;
  input: JsonRecord;
}

const PATCH_FILE = /^\*\*\* (?:Add|Update|Delete) File: (.+)$/gm;

/**
 * A tool's name up to its first blank: one transcript wrote an argument into the name (`"Grep path\n/…"`,
 * docs/log-formats.md, Cursor traps); no tool of Cursor's has a blank in its name.
 */
function toolNameOf(raw: string): string {
  return raw.trim().split(/\s/, 1)[0] ?? '';
}

/** The call of tool `name` with `input` (an object, or the patch text `ApplyPatch` writes as a string input). */
export function cursorCall(name: string, input: JsonRecord | string): CursorCall {
  const own = toolNameOf(name);
  const kind = KINDS.get(own);
  const fields: JsonRecord = typeof input === 'string' ? { patch: input } : { ...input };
  switch (kind) {
    case 'Read':
      return { tool: 'Read', input: readInput(fields) };
    case 'Grep':
      return { tool: 'Grep', input: grepInput(fields) };
    case 'Glob':
      return {
        tool: 'Glob',
        input: withDefined(fields, {
          pattern: firstString(fields, ['glob_pattern', 'pattern', 'query']),
          path: firstString(fields, ['target_directory', 'path']),
        }),
      };
    case 'Bash':
      return { tool: 'Bash', input: withDefined(fields, { command: firstString(fields, ['command', 'cmd']) ?? '' }) };
    case 'Edit':
      return { tool: 'Edit', input: editInput(fields) };
    case 'Write':
      return { tool: 'Write', input: withDefined(fields, { file_path: filePathOf(fields) }) };
    case 'Task':
      return { tool: 'Task', input: withDefined(fields, { description: firstString(fields, ['description']), prompt: firstString(fields, ['prompt']) }) };
    default:
      return { tool: normalizeToolName(own === '' ? name : own), input: fields };
  }
}

/** The file a call names: `path` (transcripts), `target_file` / `file_path` (the editor's model arguments), `relativeWorkspacePath` (its params). */
function filePathOf(fields: JsonRecord): string | undefined {
  return firstString(fields, ['path', 'file_path', 'target_file', 'target_notebook', 'relativeWorkspacePath', 'targetFile', 'filePath']);
}

/** `ReadFile`/`Read` {path, offset, limit}; `read_file` {target_file, should_read_entire_file, start_line_one_indexed, end_line_one_indexed_inclusive}. */
function readInput(fields: JsonRecord): JsonRecord {
  const input = withDefined(fields, { file_path: filePathOf(fields) });
  if (fields.should_read_entire_file === true) {
    delete input.offset;
    delete input.limit;
    return input;
  }
  const start = asNumber(fields.start_line_one_indexed);
  const end = asNumber(fields.end_line_one_indexed_inclusive);
  if (start !== undefined && input.offset === undefined) input.offset = start;
  if (start !== undefined && end !== undefined && end >= start && input.limit === undefined) input.limit = end - start + 1;
  return input;
}

/** `Grep` {pattern, path, glob}; `grep_search` {query, include_pattern}; `codebase_search`/`SemanticSearch` {query, target_directories}. */
function grepInput(fields: JsonRecord): JsonRecord {
  const directories = (asArray(fields.target_directories) ?? []).filter((entry): entry is string => typeof entry === 'string');
  return withDefined(fields, {
    pattern: firstString(fields, ['pattern', 'query']),
    path: firstString(fields, ['path', 'target_directory']) ?? (directories.length === 1 ? directories[0] : undefined),
    glob: firstString(fields, ['glob', 'include_pattern']),
  });
}

/** `StrReplace`/`search_replace` {path|file_path, old_string, new_string}; `edit_file` {target_file, code_edit}; `ApplyPatch` (the patch text). */
function editInput(fields: JsonRecord): JsonRecord {
  const patch = asString(fields.patch) ?? asString(fields.input);
  const patched = patch === undefined ? [] : [...patch.matchAll(PATCH_FILE)].flatMap(([, file]) => (file === undefined ? [] : [file.trim()]));
  const input = withDefined(fields, { file_path: filePathOf(fields) ?? patched[0] });
  if (patched.length > 0) input.file_paths = patched;
  return input;
}

function firstString(fields: JsonRecord, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = asString(fields[key]);
    if (value !== undefined && value !== '') return value;
  }
  return undefined;
}

/** The agent's fields with the canonical ones set where they are known (a null-prototype record: log keys are data). */
function withDefined(fields: JsonRecord, canonical: Record<string, unknown>): JsonRecord {
  const input: JsonRecord = Object.assign(Object.create(null) as JsonRecord, fields);
  for (const [key, value] of Object.entries(canonical)) if (value !== undefined) input[key] = value;
  return input;
}
