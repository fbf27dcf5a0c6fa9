/**
 * A crafted session as Qwen Code writes its chat (docs/log-formats.md, Qwen Code; packages/core/src/services/
 * chatRecordingService.ts `ChatRecord`): `~/.qwen/projects/<cwd, each character not a letter or digit as ->/chats/
 * <session id>.jsonl`, one record a line chained by uuid/parentUuid: the human's `user` records, an `assistant`
 * record per model reply (its functionCall parts, usageMetadata), a `tool_result` record per call.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stepTime, type CraftedCall, type SessionWriter } from '../crafted-session.js';

const TOOL_NAMES = {
  read: 'read_file',
  search: 'grep_search',
  find: 'glob',
  shell: 'run_shell_command',
  edit: 'edit',
  write: 'write_file',
  delegate: 'agent',
} as const;

export const qwenCodeWriter: SessionWriter = {
  format: 'qwen-code',
  write(homeDir, session) {
    const folder = join(homeDir, '.qwen', 'projects', session.cwd.replace(/[^a-zA-Z0-9]/g, '-'), 'chats');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${session.id}.jsonl`);
    const records: unknown[] = [];
    let parent: string | null = null;
    let counter = 0;
    const record = (type: string, timestamp: string, provenance: string, fields: Record<string, unknown>) => {
      const uuid = `${session.id.slice(0, 24)}${String(++counter).padStart(12, '0')}`;
      records.push({
        uuid,
        parentUuid: parent,
        sessionId: session.id,
        timestamp,
        type,
        provenance,
        cwd: session.cwd,
        version: '0.3.2',
        gitBranch: 'main',
        ...fields,
      });
      parent = uuid;
    };
    session.steps.forEach((step, index) => {
      const timestamp = stepTime(session, index);
      const usageMetadata = {
        promptTokenCount: 1000 * (index + 1),
        candidatesTokenCount: 20,
        cachedContentTokenCount: 800 * index,
        totalTokenCount: 1000 * (index + 1) + 20,
      };
      if (step.kind === 'user') {
        record('user', timestamp, 'real_user', {
          message: { role: 'user', parts: [{ text: step.text }] },
          systemPayload: { displayText: step.text, hookContext: '' },
        });
      } else if (step.kind === 'assistant') {
        record('assistant', timestamp, 'assistant_output', { model: session.model, message: { role: 'model', parts: [{ text: step.text }] }, usageMetadata });
      } else {
        const ids = step.calls.map((_call, n) => `call_${String(index).padStart(2, '0')}${n}${session.id.replaceAll('-', '').slice(0, 21)}`);
        const parts = step.calls.map((call, n) => ({ functionCall: { id: ids[n], name: nameOf(call), args: argsOf(call) } }));
        record('assistant', timestamp, 'assistant_output', { model: session.model, message: { role: 'model', parts }, usageMetadata });
        step.calls.forEach((call, n) => {
          const name = nameOf(call);
          const response = call.result.ok ? { output: call.result.output } : { error: call.result.output };
          const toolCallResult = {
            callId: ids[n],
            status: call.result.ok ? 'success' : 'error',
            resultDisplay: call.result.output,
            ...(call.result.ok ? {} : { error: {}, errorType: 'edit_no_occurrence_found' }),
          };
          record('tool_result', timestamp, 'tool_result', {
            message: { role: 'user', parts: [{ functionResponse: { id: ids[n], name, response } }] },
            toolCallResult,
          });
        });
      }
    });
    writeFileSync(file, `${records.map((line) => JSON.stringify(line)).join('\n')}\n`);
    return { files: [file] };
  },
};

function nameOf(call: CraftedCall): string {
  return call.toolName ?? TOOL_NAMES[call.kind];
}

function argsOf(call: CraftedCall): Record<string, unknown> {
  if (call.kind === 'delegate') return { description: call.input.description, prompt: call.input.prompt };
  return { ...call.input };
}
