/**
 * A crafted session as Gemini CLI writes its chat (docs/log-formats.md, Gemini CLI; packages/core/src/services/
 * chatRecordingService.ts): `~/.gemini/tmp/<project>/chats/session-<YYYY-MM-DDTHH-MM>-<id8>.jsonl` beside the
 * project's `.project_root`. The metadata record first; each message appended whole, and again whole when it
 * changes — a step's calls are recorded into the gemini message that asked for them, so that message is written
 * twice; a `{$set: {lastUpdated}}` after each recorded message.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { stepTime, type CraftedCall, type SessionWriter } from '../crafted-session.js';

const TOOL_NAMES = {
  read: 'read_file',
  search: 'grep_search',
  find: 'glob',
  shell: 'run_shell_command',
  edit: 'replace',
  write: 'write_file',
  delegate: 'invoke_agent',
} as const;

export const geminiCliWriter: SessionWriter = {
  format: 'gemini-cli',
  write(homeDir, session) {
    const slug =
      basename(session.cwd)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '-') || 'project';
    const project = join(homeDir, '.gemini', 'tmp', slug);
    mkdirSync(join(project, 'chats'), { recursive: true });
    writeFileSync(join(project, '.project_root'), session.cwd);
    const stamp = session.start.slice(0, 16).replaceAll(':', '-');
    const file = join(project, 'chats', `session-${stamp}-${session.id.slice(0, 8)}.jsonl`);
    const records: unknown[] = [{ sessionId: session.id, projectHash: 'a3f1'.repeat(16), startTime: session.start, lastUpdated: session.start, kind: 'main' }];
    session.steps.forEach((step, index) => {
      const timestamp = stepTime(session, index);
      const id = `${session.id.slice(0, 24)}${String(index).padStart(12, '0')}`;
      const tokens = { input: 1000 * (index + 1), output: 20, cached: 800 * index, thoughts: 5, tool: 0, total: 1000 * (index + 1) + 25 };
      if (step.kind === 'user') {
        records.push({ id, timestamp, type: 'user', content: [{ text: step.text }] }, { $set: { lastUpdated: timestamp } });
      } else if (step.kind === 'assistant') {
        records.push({ id, timestamp, type: 'gemini', content: step.text, thoughts: [], tokens, model: session.model }, { $set: { lastUpdated: timestamp } });
      } else {
        const message = { id, timestamp, type: 'gemini', content: '', thoughts: [], tokens, model: session.model };
        const toolCalls = step.calls.map((call, n) => geminiCall(call, `${id}-${n}`, timestamp));
        records.push(message, { $set: { lastUpdated: timestamp } }, { ...message, toolCalls });
      }
    });
    writeFileSync(file, `${records.map((record) => JSON.stringify(record)).join('\n')}\n`);
    return { files: [file] };
  },
};

function geminiCall(call: CraftedCall, suffix: string, timestamp: string): Record<string, unknown> {
  const name = call.toolName ?? TOOL_NAMES[call.kind];
  const id = `${name}-${Date.parse(timestamp)}-${suffix.slice(-6)}`;
  const response = call.result.ok ? { output: call.result.output } : { error: call.result.output };
  return {
    id,
    name,
    args: argsOf(call),
    result: [{ functionResponse: { id, name, response } }],
    status: call.result.ok ? 'success' : 'error',
    timestamp,
    resultDisplay: call.result.output,
    displayName: name,
    description: '',
    renderOutputAsMarkdown: false,
  };
}

/** The crafted input in Gemini CLI's argument names. */
function argsOf(call: CraftedCall): Record<string, unknown> {
  const { input } = call;
  switch (call.kind) {
    case 'search':
    case 'find':
      return { pattern: input.pattern, ...(input.path === undefined ? {} : { dir_path: input.path }) };
    case 'edit':
      return { file_path: input.file_path, instruction: 'Apply the change.', old_string: input.old_string, new_string: input.new_string };
    case 'delegate':
      return { agent_name: 'generalist', prompt: input.prompt };
    default:
      return { ...input };
  }
}
