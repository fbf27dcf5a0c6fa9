/**
 * Tool uses written as XML in the assistant's text, as Cline ≤3.x and Roo Code / Kilo Code before native tool
 * calling ask the model to write them (`<read_file>\n<path>src/a.ts</path>\n</read_file>`), read as the
 * extensions' own parsers read them (cline src/core/assistant-message/parse-assistant-message.ts): a tool
 * tag among the known tool names, then parameter tags among the known parameter names, each value trimmed.
 * Only known names become keys (a name from the log is never an object key), unknown tags stay text, and
 * `<thinking>` blocks are left out. A tool whose closing tag is missing (the reply was cut) still counts.
 */

/** The tools of Cline, Roo Code and Kilo Code that the model writes as XML. */
const XML_TOOL_NAMES: ReadonlySet<string> = new Set([
  // Cline (src/shared/tools.ts ClineDefaultTool)
  'execute_command',
  'read_file',
  'write_to_file',
  'replace_in_file',
  'search_files',
  'list_files',
  'list_code_definition_names',
  'browser_action',
  'use_mcp_tool',
  'access_mcp_resource',
  'ask_followup_question',
  'attempt_completion',
  'plan_mode_respond',
  'act_mode_respond',
  'new_task',
  'load_mcp_documentation',
  'web_fetch',
  'web_search',
  'condense',
  'summarize_task',
  'report_bug',
  'new_rule',
  'apply_patch',
  'use_skill',
  'use_subagents',
  // Roo Code and Kilo Code (src/shared/tools.ts toolNames)
  'apply_diff',
  'insert_content',
  'search_and_replace',
  'codebase_search',
  'switch_mode',
  'fetch_instructions',
  'update_todo_list',
  'run_slash_command',
  'generate_image',
  'edit_file',
]);

/** The parameter names the extensions parse (cline toolParamNames, Roo toolParamNames): the only keys a parsed call gets. */
const PARAM_NAMES: ReadonlySet<string> = new Set([
  'command',
  'requires_approval',
  'path',
  'content',
  'diff',
  'regex',
  'file_pattern',
  'recursive',
  'action',
  'url',
  'coordinate',
  'text',
  'server_name',
  'tool_name',
  'arguments',
  'uri',
  'question',
  'options',
  'response',
  'result',
  'context',
  'title',
  'what_happened',
  'steps_to_reproduce',
  'api_request_output',
  'additional_context',
  'input',
  'task_progress',
  'prompt',
  'skill_name',
  'query',
  'cwd',
  'mode',
  'mode_slug',
  'reason',
  'message',
  'todos',
  'line',
  'start_line',
  'end_line',
  'line_range',
  'search',
  'replace',
  'use_regex',
  'ignore_case',
  'args',
  'follow_up',
  'task',
  'size',
  'line_count',
  'instructions',
  'code_edit',
  'target_file',
  'file_path',
  'old_string',
  'new_string',
]);

/** One tool use read from the text: its name and its parameters (values as written, trimmed). */
export interface XmlToolUse {
  name: string;
  params: Record<string, string>;
  /** The closing tag was missing: the reply was cut inside it. */
  partial: boolean;
}

const TAG = /<([a-z_]+)>/g;
const THINKING = /<thinking>[\s\S]*?(?:<\/thinking>|$)/g;

/** The tool uses of an assistant text, in order, and its prose (the text around them, thinking left out). */
export function parseXmlTools(text: string): { tools: XmlToolUse[]; prose: string } {
  const visible = text.replace(THINKING, '');
  const tools: XmlToolUse[] = [];
  let prose = '';
  let from = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(visible); match !== null; match = TAG.exec(visible)) {
    const name = match[1] ?? '';
    if (!XML_TOOL_NAMES.has(name)) continue;
    prose += visible.slice(from, match.index);
    const bodyStart = match.index + match[0].length;
    const close = `</${name}>`;
    const end = visible.indexOf(close, bodyStart);
    const body = end === -1 ? visible.slice(bodyStart) : visible.slice(bodyStart, end);
    tools.push({ name, params: parseParams(body), partial: end === -1 });
    from = end === -1 ? visible.length : end + close.length;
    TAG.lastIndex = from;
  }
  prose += visible.slice(from);
  return { tools, prose: prose.trim() };
}

/** `<param>value</param>` pairs of a tool's body, known names only; a value's own tags (file content, XML args) are kept as text. */
function parseParams(body: string): Record<string, string> {
  const params: Record<string, string> = Object.create(null) as Record<string, string>;
  const tag = /<([a-z_]+)>/g;
  for (let match = tag.exec(body); match !== null; match = tag.exec(body)) {
    const name = match[1] ?? '';
    if (!PARAM_NAMES.has(name)) continue;
    const valueStart = match.index + match[0].length;
    const close = `</${name}>`;
    // a file's content may hold any tag: it runs to its last closing tag (as Cline reads write_to_file's content)
    const end = name === 'content' || name === 'diff' ? body.lastIndexOf(close) : body.indexOf(close, valueStart);
    const value = end < valueStart ? body.slice(valueStart) : body.slice(valueStart, end);
    params[name] = value.trim();
    if (end < valueStart) break;
    tag.lastIndex = end + close.length;
  }
  return { ...params };
}

/** The `<file>` entries of Roo Code's multi-file `args` (`<file><path>a.ts</path><line_range>1-40</line_range></file>`). */
export function argsFiles(args: string): Array<Record<string, string>> {
  const files: Array<Record<string, string>> = [];
  const file = /<file>([\s\S]*?)<\/file>/g;
  for (let match = file.exec(args); match !== null; match = file.exec(args)) files.push(parseParams(match[1] ?? ''));
  return files;
}
