/**
 * A crafted session as Claude Code's OpenTelemetry events reach a collector's file exporter, with
 * OTEL_LOG_TOOL_DETAILS=1 and OTEL_LOG_USER_PROMPTS=1 (tests/helpers/claude-otel-export.ts): a user_prompt per
 * human turn, an api_request per model turn, a tool_decision and a tool_result per call. What Claude Code writes
 * no event for is not written: the agent's text, and an edit refused by its input's validation (the standard
 * session's failed Edit: "String to replace not found in file."). No default place (the collector's config
 * chooses the file): it goes to `otel/claude-code-events.jsonl` under the home.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { claudeOtelExport, type OtelCall, type OtelStep } from '../../helpers/claude-otel-export.js';
import type { CraftedCall, SessionWriter } from '../crafted-session.js';

const TOOL_NAMES = { read: 'Read', search: 'Grep', find: 'Glob', shell: 'Bash', edit: 'Edit', write: 'Write', delegate: 'Task' } as const;

/** A failure as Claude Code meets it: an edit's or a write's in its input's validation (no event), a command's as a ShellError. */
function outcomeOf(call: CraftedCall): OtelCall['outcome'] {
  if (call.result.ok) return 'ok';
  return call.kind === 'edit' || call.kind === 'write' ? 'invalid' : 'failed';
}

export const claudeCodeOtelWriter: SessionWriter = {
  format: 'claude-code-otel',
  write(homeDir, session) {
    const folder = join(homeDir, 'otel');
    mkdirSync(folder, { recursive: true });
    const file = join(folder, 'claude-code-events.jsonl');
    const steps: OtelStep[] = [];
    let calls = 0;
    let unloggedCalls = 0;
    for (const step of session.steps) {
      if (step.kind === 'user') steps.push({ kind: 'prompt', text: step.text });
      else if (step.kind === 'assistant') steps.push({ kind: 'request', model: session.model });
      else {
        steps.push({ kind: 'request', model: session.model });
        for (const call of step.calls) {
          const tool = call.toolName ?? TOOL_NAMES[call.kind];
          if (outcomeOf(call) === 'invalid') unloggedCalls++;
          const toolUseId = `toolu_01${session.id.replaceAll('-', '').slice(0, 14)}${String(++calls).padStart(6, '0')}`;
          steps.push({ kind: 'call', call: { toolUseId, tool, input: call.input, outcome: outcomeOf(call), output: call.result.output } });
        }
      }
    }
    const lines = claudeOtelExport(steps, { sessionId: session.id, startMs: Date.parse(session.start), details: true, prompts: true });
    writeFileSync(file, `${lines.join('\n')}\n`);
    return { files: [file], unloggedCalls };
  },
};
