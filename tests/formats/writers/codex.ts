/**
 * A crafted session as Codex CLI 0.5x+ writes its rollout (../shared/docs/log-formats.md §2):
 * `~/.codex/sessions/YYYY/MM/DD/rollout-<time>-<uuid>.jsonl`, `{timestamp, type, payload}` lines: session_meta,
 * turn_context, the human's text as event_msg.user_message (and its response_item copy), shell calls as
 * function_call `shell` with an argv, edits as a freeform apply_patch custom_tool_call. Codex has no read,
 * search or find tool: it reads with `sed -n`, searches with `rg` — the shell commands its instructions name.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stepTime, type CraftedCall, type SessionWriter } from '../crafted-session.js';

export const codexWriter: SessionWriter = {
  format: 'codex',
  write(homeDir, session) {
    const day = session.start.slice(0, 10).split('-');
    const folder = join(homeDir, '.codex', 'sessions', ...day);
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `rollout-${session.start.slice(0, 19).replaceAll(':', '-')}-${session.id}.jsonl`);
    const lines: unknown[] = [
      {
        timestamp: session.start,
        type: 'session_meta',
        payload: {
          id: session.id,
          timestamp: session.start,
          cwd: session.cwd,
          originator: 'codex_cli_rs',
          cli_version: '0.63.0',
          instructions: null,
          source: 'cli',
        },
      },
      {
        timestamp: session.start,
        type: 'turn_context',
        payload: { cwd: session.cwd, approval_policy: 'on-request', sandbox_policy: { mode: 'workspace-write' }, model: session.model, summary: 'auto' },
      },
    ];
    let callNumber = 0;
    session.steps.forEach((step, index) => {
      const timestamp = stepTime(session, index);
      if (step.kind === 'user') {
        lines.push(
          { timestamp, type: 'response_item', payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: step.text }] } },
          { timestamp, type: 'event_msg', payload: { type: 'user_message', message: step.text, images: [] } },
        );
      } else if (step.kind === 'assistant') {
        lines.push(
          { timestamp, type: 'event_msg', payload: { type: 'agent_message', message: step.text } },
          { timestamp, type: 'response_item', payload: { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: step.text }] } },
        );
      } else {
        for (const call of step.calls) {
          const callId = `call_${String(++callNumber).padStart(24, 'x')}`;
          lines.push(...codexCall(call, callId, timestamp, session.cwd));
        }
        lines.push({
          timestamp,
          type: 'event_msg',
          payload: {
            type: 'token_count',
            info: {
              total_token_usage: { input_tokens: 100 * (index + 1), cached_input_tokens: 0, output_tokens: 10, reasoning_output_tokens: 0, total_tokens: 110 },
            },
          },
        });
      }
    });
    writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
    return { files: [file] };
  },
};

function codexCall(call: CraftedCall, callId: string, timestamp: string, cwd: string): unknown[] {
  if (call.kind === 'edit' || call.kind === 'write') {
    const file = String(call.input.file_path);
    const patch =
      call.kind === 'edit'
        ? `*** Begin Patch\n*** Update File: ${file}\n@@\n-${String(call.input.old_string)}\n+${String(call.input.new_string)}\n*** End Patch`
        : `*** Begin Patch\n*** Add File: ${file}\n+${String(call.input.content)}\n*** End Patch`;
    const output = call.result.ok
      ? { output: `Success. Updated the following files:\nM ${file}\n`, metadata: { exit_code: 0, duration_seconds: 0.0 } }
      : {
          output: `apply_patch verification failed: Failed to find expected lines in ${file}:\n${String(call.input.old_string)}`,
          metadata: { exit_code: 1, duration_seconds: 0.0 },
        };
    return [
      { timestamp, type: 'response_item', payload: { type: 'custom_tool_call', status: 'completed', call_id: callId, name: 'apply_patch', input: patch } },
      { timestamp, type: 'response_item', payload: { type: 'custom_tool_call_output', call_id: callId, output: JSON.stringify(output) } },
    ];
  }
  const command = call.toolName === undefined ? shellCommand(call) : undefined;
  const name = call.toolName ?? 'shell';
  const args = command === undefined ? call.input : { command: ['bash', '-lc', command], workdir: cwd, timeout_ms: 120000 };
  const output = { output: call.result.output, metadata: { exit_code: call.result.ok ? 0 : 1, duration_seconds: 0.1 } };
  return [
    { timestamp, type: 'response_item', payload: { type: 'function_call', name, arguments: JSON.stringify(args), call_id: callId } },
    { timestamp, type: 'response_item', payload: { type: 'function_call_output', call_id: callId, output: JSON.stringify(output) } },
  ];
}

/** What Codex runs for a call of each kind: it has only the shell. */
function shellCommand(call: CraftedCall): string {
  switch (call.kind) {
    case 'read':
      return `sed -n '1,250p' ${String(call.input.file_path)}`;
    case 'search':
      return `rg -n ${JSON.stringify(String(call.input.pattern))} ${typeof call.input.path === 'string' ? call.input.path : '.'}`;
    case 'find':
      return `rg --files -g ${JSON.stringify(String(call.input.pattern))}`;
    case 'delegate':
      return `echo ${JSON.stringify(typeof call.input.description === 'string' ? call.input.description : '')}`;
    default:
      return String(call.input.command);
  }
}
