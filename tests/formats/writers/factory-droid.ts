/**
 * A crafted session as Factory Droid writes it (docs/log-formats.md, Factory Droid):
 * `~/.factory/sessions/<cwd, every character but letters and digits a dash>/<session id>.jsonl`, compact JSON
 * lines: `session_start` first, then `message` lines (`id`, `timestamp`, `parentId`, `message: {role, content}`)
 * with Anthropic-style blocks. Its tools: Read, Grep, Glob (`patterns`, `folder`), Execute (its result ends with
 * `[Process exited with code N]`), Edit (`old_str`, `new_str`), Create, Task (`subagent_type`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stepTime, type CraftedCall, type SessionWriter } from '../crafted-session.js';

export const factoryDroidWriter: SessionWriter = {
  format: 'factory-droid',
  write(homeDir, session) {
    const folder = join(homeDir, '.factory', 'sessions', session.cwd.replace(/[^a-zA-Z0-9]/g, '-'));
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${session.id}.jsonl`);
    const lines: unknown[] = [{ type: 'session_start', id: session.id, title: 'Crafted session', owner: 'dev@example.com', version: 2, cwd: session.cwd }];
    let messageNumber = 0;
    let callNumber = 0;
    let parentId: string | undefined;
    const message = (role: string, content: unknown[], timestamp: string, fields: Record<string, unknown> = {}) => {
      const id = `${session.id.slice(0, 24)}${String(++messageNumber).padStart(12, '0')}`;
      lines.push({ type: 'message', id, timestamp, ...(parentId !== undefined && { parentId }), message: { role, content, ...fields } });
      parentId = id;
    };
    session.steps.forEach((step, index) => {
      const timestamp = stepTime(session, index);
      if (step.kind === 'user') message('user', [{ type: 'text', text: step.text }], timestamp);
      else if (step.kind === 'assistant') message('assistant', [{ type: 'text', text: step.text }], timestamp, { modelId: session.model });
      else {
        const ids = step.calls.map(() => `toolu_01${String(++callNumber).padStart(16, '0')}`);
        message(
          'assistant',
          step.calls.map((call, at) => ({ type: 'tool_use', id: ids[at], ...droidTool(call) })),
          timestamp,
          { modelId: session.model },
        );
        message(
          'user',
          step.calls.map((call, at) => droidResult(call, ids[at]!)),
          timestamp,
        );
      }
    });
    writeFileSync(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    return { files: [file] };
  },
};

function droidTool(call: CraftedCall): { name: string; input: Record<string, unknown> } {
  const input = call.input;
  const named = (name: string, droidInput: Record<string, unknown>) => ({ name: call.toolName ?? name, input: droidInput });
  switch (call.kind) {
    case 'read':
      return named('Read', { ...input });
    case 'search':
      return named('Grep', { ...input });
    case 'find': {
      const { pattern, path, ...rest } = input;
      return named('Glob', { ...rest, patterns: [pattern], ...(path !== undefined && { folder: path }) });
    }
    case 'shell':
      return named('Execute', { ...input, riskLevel: 'low', riskLevelReason: 'Reads files only.' });
    case 'edit':
      return named('Edit', { file_path: input.file_path, old_str: input.old_string, new_str: input.new_string });
    case 'write':
      return named('Create', { file_path: input.file_path, content: input.content });
    case 'delegate':
      return named('Task', { subagent_type: 'worker', description: input.description, prompt: input.prompt });
  }
}

function droidResult(call: CraftedCall, id: string): Record<string, unknown> {
  const { ok, output } = call.result;
  const content = call.kind === 'shell' ? `${ok ? '' : 'Command failed (exit code: 1)\n'}${output}\n\n[Process exited with code ${ok ? 0 : 1}]` : output;
  return { type: 'tool_result', tool_use_id: id, content, ...(!ok && { is_error: true }) };
}
