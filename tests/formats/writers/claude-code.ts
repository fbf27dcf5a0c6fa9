/**
 * A crafted session as Claude Code 2.1.x writes its transcript (../shared/docs/log-formats.md §1): one
 * `~/.claude/projects/<cwd with / and . as ->/<session uuid>.jsonl`, user and assistant lines chained by
 * uuid/parentUuid, one assistant message per step (a batch: several tool_use blocks), each result a user line
 * with its tool_result block and `toolUseResult`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stepTime, type CraftedCall, type CraftedSession, type SessionWriter } from '../crafted-session.js';

const TOOL_NAMES = { read: 'Read', search: 'Grep', find: 'Glob', shell: 'Bash', edit: 'Edit', write: 'Write', delegate: 'Task' } as const;

export const claudeCodeWriter: SessionWriter = {
  format: 'claude-code',
  write(homeDir, session) {
    const folder = join(homeDir, '.claude', 'projects', session.cwd.replace(/[/.]/g, '-'));
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${session.id}.jsonl`);
    writeFileSync(file, `${claudeCodeLines(session).join('\n')}\n`);
    return { files: [file] };
  },
};

function claudeCodeLines(session: CraftedSession): string[] {
  const lines: string[] = [];
  let parent: string | null = null;
  let counter = 0;
  const envelope = (type: string, timestamp: string) => {
    const uuid = `${session.id.slice(0, 24)}${String(++counter).padStart(12, '0')}`;
    const line = {
      parentUuid: parent,
      isSidechain: false,
      userType: 'external',
      cwd: session.cwd,
      sessionId: session.id,
      version: '2.1.30',
      gitBranch: 'main',
      type,
      uuid,
      timestamp,
    };
    parent = uuid;
    return line;
  };
  session.steps.forEach((step, index) => {
    const timestamp = stepTime(session, index);
    const messageId = `msg_01${String(index).padStart(22, 'A')}`;
    const usage = { input_tokens: 10, cache_creation_input_tokens: 0, cache_read_input_tokens: 100, output_tokens: 20 };
    const assistant = (content: unknown[], stopReason: string) => ({
      ...envelope('assistant', timestamp),
      requestId: `req_${index}`,
      message: { id: messageId, type: 'message', role: 'assistant', model: session.model, content, stop_reason: stopReason, stop_sequence: null, usage },
    });
    if (step.kind === 'user') {
      lines.push(JSON.stringify({ ...envelope('user', timestamp), message: { role: 'user', content: step.text } }));
    } else if (step.kind === 'assistant') {
      lines.push(JSON.stringify(assistant([{ type: 'text', text: step.text }], 'end_turn')));
    } else {
      const ids = step.calls.map((_, call) => `toolu_01${String(index).padStart(3, '0')}${String(call).padStart(19, 'B')}`);
      const uses = step.calls.map((call, at) => ({ type: 'tool_use', id: ids[at], name: call.toolName ?? TOOL_NAMES[call.kind], input: call.input }));
      lines.push(JSON.stringify(assistant(uses, 'tool_use')));
      step.calls.forEach((call, at) => {
        lines.push(
          JSON.stringify({
            ...envelope('user', timestamp),
            message: {
              role: 'user',
              content: [{ type: 'tool_result', tool_use_id: ids[at], content: resultText(call), ...(call.result.ok ? {} : { is_error: true }) }],
            },
            toolUseResult: call.result.ok ? toolUseResult(call) : `Error: ${call.result.output}`,
          }),
        );
      });
    }
  });
  return lines;
}

function resultText(call: CraftedCall): string {
  return call.result.ok ? call.result.output : `<tool_use_error>${call.result.output}</tool_use_error>`;
}

function toolUseResult(call: CraftedCall): unknown {
  if (call.kind === 'read') {
    const numLines = call.result.output.split('\n').length;
    return { type: 'text', file: { filePath: call.input.file_path, content: call.result.output, numLines, startLine: 1, totalLines: numLines } };
  }
  if (call.kind === 'shell') return { stdout: call.result.output, stderr: '', interrupted: false, isImage: false };
  return { type: 'update', filePath: call.input.file_path };
}
