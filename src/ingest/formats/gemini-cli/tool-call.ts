/**
 * Gemini CLI's tool calls (and Qwen Code's, its fork) in the shape the detectors expect: each agent's tool names
 * mapped to the canonical kinds (`Read`, `Grep`, `Glob`, `Bash`, `Edit`, `Write`, `Task`) by a table of its own
 * (agent.ts of each folder), and their arguments translated to the canonical field names, the rest kept.
 * Arguments as the tools' declarations name them over the versions (docs/log-formats.md, Gemini CLI):
 * read_file `path` → `absolute_path` → `file_path`, with `offset` (0-based) and `limit`, or `start_line`/`end_line`
 * (1-based, inclusive) in current versions; grep/glob/ls `path` → `dir_path`.
 */
import { normalizeToolName } from '../../../model/tool-names.js';
import { asNumber, asString, type JsonRecord } from '../../json-guards.js';

/** The canonical kind a tool name stands for (the detectors' names). */
export type ToolKind = 'Read' | 'Grep' | 'Glob' | 'Bash' | 'Edit' | 'Write' | 'Task';

/** An agent's tool names per kind: a Map, so a name such as `__proto__` is just another name. */
export type ToolKinds = ReadonlyMap<string, ToolKind>;

export interface CanonicalCall {
  /** The normalised tool name: a canonical kind, or the agent's own name (redacted) for a tool of no kind. */
  tool: string;
  input: JsonRecord;
}

/** The call of `name` with `args`, as the detectors read it. `delegated`: the log says a sub-agent ran for it. */
export function canonicalCall(kinds: ToolKinds, name: string, args: JsonRecord, delegated = false): CanonicalCall {
  const kind = kinds.get(name) ?? (delegated ? 'Task' : undefined);
  if (kind === undefined) return { tool: normalizeToolName(name), input: { ...args } };
  return { tool: kind, input: TRANSLATE[kind](args) };
}

const TRANSLATE: Readonly<Record<ToolKind, (args: JsonRecord) => JsonRecord>> = {
  Read: readInput,
  Grep: searchInput,
  Glob: searchInput,
  Bash: (args) => ({ ...args }),
  Edit: fileInput,
  Write: fileInput,
  Task: taskInput,
};

/** The file a tool names, under any of the names its versions gave it. */
function filePathOf(args: JsonRecord): string | undefined {
  return asString(args.file_path) ?? asString(args.absolute_path) ?? asString(args.path);
}

function fileInput(args: JsonRecord): JsonRecord {
  const input: JsonRecord = { ...args };
  const file = filePathOf(args);
  if (file !== undefined) input.file_path = file;
  return input;
}

/** `offset` (0-based) becomes the 1-based first line; `start_line`/`end_line` become offset and limit. */
function readInput(args: JsonRecord): JsonRecord {
  const input = fileInput(args);
  delete input.offset;
  delete input.limit;
  const start = asNumber(args.start_line);
  const end = asNumber(args.end_line);
  const offset = asNumber(args.offset);
  const limit = asNumber(args.limit);
  if (start !== undefined) input.offset = start;
  else if (offset !== undefined) input.offset = offset + 1;
  if (start !== undefined && end !== undefined && end >= start) input.limit = end - start + 1;
  else if (end !== undefined && start === undefined) input.limit = end;
  else if (limit !== undefined) input.limit = limit;
  return input;
}

/** A content or file-name search: its folder (or file) as `path`. */
function searchInput(args: JsonRecord): JsonRecord {
  const input: JsonRecord = { ...args };
  const path = asString(args.dir_path) ?? asString(args.path);
  if (path !== undefined) input.path = path;
  return input;
}

/** A sub-agent call: its prompt and the agent it names. */
function taskInput(args: JsonRecord): JsonRecord {
  const input: JsonRecord = { ...args };
  const agent = asString(args.agent_name) ?? asString(args.subagent_type);
  if (agent !== undefined) input.subagent_type = agent;
  const prompt = asString(args.prompt) ?? asString(args.objective) ?? asString(args.query);
  if (prompt !== undefined) input.prompt = prompt;
  return input;
}
