/**
 * A crafted session as Cline 3.3x+ with native tool calling writes a task (src/core/storage/disk.ts,
 * src/core/task/tools/utils/ToolResultUtils.ts): `~/.config/Code/User/globalStorage/saoudrizwan.claude-dev/
 * tasks/<taskId>/` holding `api_conversation_history.json` — the task as `<task>…</task>` with environment_details
 * (the working folder in it), each batch of calls as one assistant message of `tool_use` blocks, their results as
 * `tool_result` blocks (`[read_file for 'src/a.py'] Result:\n…`) with environment_details after them, a later
 * human message as a resumed task's `<user_message>` — and `ui_messages.json` with the times (`ts`,
 * `conversationHistoryIndex`) and an `api_req_started` per request with its tokens. Paths are relative to the
 * working folder, as Cline writes them; search_files stands for a search, list_files for a find.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { stepTime, type CraftedCall, type CraftedSession, type SessionWriter } from '../crafted-session.js';

export const clineWriter: SessionWriter = {
  format: 'cline',
  write(homeDir, session) {
    const folder = join(homeDir, '.config', 'Code', 'User', 'globalStorage', 'saoudrizwan.claude-dev', 'tasks', String(Date.parse(session.start)));
    mkdirSync(folder, { recursive: true });
    const api: unknown[] = [];
    const ui: unknown[] = [];
    const add = (message: unknown, at: string, say: Record<string, unknown>) => {
      ui.push({ ts: Date.parse(at), type: 'say', ...say, conversationHistoryIndex: api.length - 1 });
      api.push(message);
    };
    const environment = (first: boolean) => ({
      type: 'text',
      text:
        `<environment_details>\n# VSCode Visible Files\n(No visible files)\n\n# VSCode Open Tabs\n(No open tabs)\n\n# Current Time\n${session.start}` +
        (first ? `\n\n# Current Working Directory (${session.cwd}) Files\nsrc/` : '') +
        '\n\n# Current Mode\nACT MODE\n</environment_details>',
    });
    const [first] = session.steps;
    const task = first?.kind === 'user' ? first.text : '';
    add({ role: 'user', content: [{ type: 'text', text: `<task>\n${task}\n</task>` }, environment(true)] }, session.start, { say: 'task', text: task });
    let callNumber = 0;
    session.steps.forEach((step, index) => {
      const at = stepTime(session, index);
      if (step.kind === 'user') {
        if (index === 0) return;
        const text = `New instructions for task continuation:\n<user_message>\n${step.text}\n</user_message>`;
        add({ role: 'user', content: [{ type: 'text', text }, environment(false)] }, at, { say: 'user_feedback', text: step.text });
        return;
      }
      if (step.kind === 'assistant') {
        add({ role: 'assistant', content: [{ type: 'text', text: step.text }] }, at, { say: 'text', text: step.text });
        return;
      }
      const uses = step.calls.map((call) => ({ call, id: `toolu_01${String(++callNumber).padStart(22, 'C')}`, ...clineCall(call, session) }));
      add({ role: 'assistant', content: uses.map(({ id, name, input }) => ({ type: 'tool_use', id, name, input })) }, at, {
        say: 'api_req_started',
        text: JSON.stringify({ request: '', tokensIn: 3, tokensOut: 60, cacheWrites: 0, cacheReads: 1000 * (index + 1), cost: 0.001 }),
      });
      const results = uses.map(({ call, id, name, subject }) => ({
        type: 'tool_result',
        tool_use_id: id,
        content: `[${name} for '${subject}'] Result:\n${resultText(call, name)}`,
      }));
      add({ role: 'user', content: [...results, environment(false)] }, at, { say: 'tool', text: JSON.stringify({ tool: 'readFile' }) });
    });
    const files = [join(folder, 'api_conversation_history.json'), join(folder, 'ui_messages.json')];
    writeFileSync(files[0]!, JSON.stringify(api));
    writeFileSync(files[1]!, JSON.stringify(ui));
    return { files: [files[0]!] };
  },
};

/** The tool Cline calls for a crafted call, its input and what its result header names. */
function clineCall(call: CraftedCall, session: CraftedSession): { name: string; input: Record<string, unknown>; subject: string } {
  const path = (value: unknown) => relative(session.cwd, typeof value === 'string' ? value : '.');
  if (call.toolName !== undefined) return { name: call.toolName, input: call.input, subject: '' };
  switch (call.kind) {
    case 'read':
      return { name: 'read_file', input: { path: path(call.input.file_path) }, subject: path(call.input.file_path) };
    case 'search':
      return { name: 'search_files', input: { path: path(call.input.path), regex: String(call.input.pattern) }, subject: String(call.input.pattern) };
    case 'find':
      return { name: 'list_files', input: { path: path(call.input.path), recursive: 'true' }, subject: path(call.input.path) };
    case 'edit': {
      const diff = `------- SEARCH\n${String(call.input.old_string)}\n=======\n${String(call.input.new_string)}\n+++++++ REPLACE`;
      return { name: 'replace_in_file', input: { path: path(call.input.file_path), diff }, subject: path(call.input.file_path) };
    }
    case 'write':
      return { name: 'write_to_file', input: { path: path(call.input.file_path), content: String(call.input.content) }, subject: path(call.input.file_path) };
    case 'delegate':
      return { name: 'new_task', input: { context: String(call.input.prompt) }, subject: 'creating a new task' };
    default:
      return { name: 'execute_command', input: { command: String(call.input.command), requires_approval: false }, subject: String(call.input.command) };
  }
}

/** The result's text as Cline words it: a failure in formatResponse.toolError, a command's output after "Command executed.". */
function resultText(call: CraftedCall, name: string): string {
  if (!call.result.ok) return `The tool execution failed with the following error:\n<error>\n${call.result.output}\n</error>`;
  if (name === 'execute_command') return `Command executed.\nOutput:\n${call.result.output}`;
  return call.result.output || '(tool did not return anything)';
}

function relative(cwd: string, path: string): string {
  return path.startsWith(`${cwd}/`) ? posix.relative(cwd, path) : path;
}
