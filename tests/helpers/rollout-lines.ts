/**
 * Codex rollout lines run through the adapter twice — each line parsed whole, and through the fast path
 * (formats/codex/skeleton.ts) as the reader runs it — so tests can hold the two to the same events.
 */
import { codexFormat } from '../../src/ingest/formats/codex/index.js';
import { runFormatLines, type AdapterRun } from './skeleton-lines.js';

const ROLLOUT_FILE = '/home/me/.codex/sessions/2026/01/10/rollout-2026-01-10T14-27-32-019ba997-bbca-7483-9a75-07808dcc061c.jsonl';

export function runRollout(lines: readonly Buffer[], fast: boolean, file = ROLLOUT_FILE): AdapterRun {
  return runFormatLines(codexFormat, lines, fast, file);
}

const TIME = '2026-01-10T14:27:40.000Z';

/** An envelope line: `{timestamp, type, payload}`. */
export function envelope(type: string, payload: Record<string, unknown>): Buffer {
  return Buffer.from(JSON.stringify({ timestamp: TIME, type, payload }));
}

export const sessionMeta = envelope('session_meta', {
  id: '019ba997-bbca-7483-9a75-07808dcc061c',
  timestamp: TIME,
  cwd: '/home/me/proj',
  originator: 'codex_cli_rs',
  cli_version: '0.80.0',
  instructions: null,
  git: { repository_url: 'git@github.com:acme/widgets.git' },
});

export function shellCall(callId: string, command: string): Buffer {
  return envelope('response_item', {
    type: 'function_call',
    name: 'shell_command',
    arguments: JSON.stringify({ command, workdir: '/home/me/proj' }),
    call_id: callId,
  });
}

export function patchCall(callId: string, file: string): Buffer {
  return envelope('response_item', {
    type: 'custom_tool_call',
    status: 'completed',
    call_id: callId,
    name: 'apply_patch',
    input: `*** Begin Patch\n*** Update File: ${file}\n@@\n-a\n+b\n*** End Patch\n`,
  });
}

export function output(callId: string, text: unknown, type = 'function_call_output'): Buffer {
  return envelope('response_item', { type, call_id: callId, output: text });
}
