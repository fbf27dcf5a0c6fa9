/**
 * A crafted session as agent-framework's SessionLogger writes it (../shared/docs/log-formats.md §3):
 * `{ts, event, task_id, …}` lines in `logs/sessions/<task_id>.jsonl` (no default place: tip_miner.sessions_dir),
 * tools named as Claude Code names them; it logs no human turns and no agent text.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stepTime, type SessionWriter } from '../crafted-session.js';

const TOOL_NAMES = { read: 'Read', search: 'Grep', find: 'Glob', shell: 'Bash', edit: 'Edit', write: 'Write', delegate: 'Task' } as const;

export const agentFrameworkWriter: SessionWriter = {
  format: 'agent-framework',
  write(homeDir, session) {
    const folder = join(homeDir, 'logs', 'sessions');
    mkdirSync(folder, { recursive: true });
    const taskId = `task-${session.id.slice(0, 8)}`;
    const file = join(folder, `${taskId}.jsonl`);
    const lines: unknown[] = [{ ts: session.start, event: 'task_start', task_id: taskId, agent: 'impl', repo: 'shop' }];
    let sequence = 0;
    session.steps.forEach((step, index) => {
      if (step.kind !== 'calls') return;
      const ts = stepTime(session, index);
      lines.push({ ts, event: 'llm_complete', task_id: taskId, model: session.model, input_tokens: 100, output_tokens: 10 });
      for (const call of step.calls) {
        const id = `toolu_${String(++sequence).padStart(4, '0')}`;
        const tool = call.toolName ?? TOOL_NAMES[call.kind];
        lines.push(
          { ts, event: 'tool_call', task_id: taskId, tool, sequence, tool_use_id: id, input: call.input },
          { ts, event: 'tool_result', task_id: taskId, tool, success: call.result.ok, result_size: call.result.output.length, tool_use_id: id },
        );
      }
    });
    lines.push({ ts: stepTime(session, session.steps.length), event: 'task_complete', task_id: taskId });
    writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
    return { files: [file] };
  },
};
