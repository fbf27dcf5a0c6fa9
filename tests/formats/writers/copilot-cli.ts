/**
 * A crafted session as GitHub Copilot CLI 1.0.x writes it (docs/log-formats.md "GitHub Copilot CLI"):
 * `~/.copilot/session-state/<session id>/events.jsonl`, one `{type, data, id, timestamp, parentId}` event a
 * line: session.start with the working folder, user.message for the human, an assistant.message whose
 * toolRequests name the calls of one step, then each call's tool.execution_start and tool.execution_complete,
 * session.shutdown with the token counts. Its tools: view, grep, glob, bash, edit, create, task.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stepTime, type CraftedCall, type SessionWriter } from '../crafted-session.js';

export const copilotCliWriter: SessionWriter = {
  format: 'copilot-cli',
  write(homeDir, session) {
    const folder = join(homeDir, '.copilot', 'session-state', session.id);
    mkdirSync(folder, { recursive: true });
    const file = join(folder, 'events.jsonl');
    const lines: unknown[] = [];
    let previous: string | null = null;
    const event = (type: string, data: Record<string, unknown>, timestamp: string) => {
      const id = eventId(session.id, lines.length);
      lines.push({ type, data, id, timestamp, parentId: previous });
      previous = id;
    };
    event(
      'session.start',
      {
        sessionId: session.id,
        version: 1,
        producer: 'copilot-agent',
        copilotVersion: '1.0.63',
        startTime: session.start,
        selectedModel: session.model,
        context: { cwd: session.cwd },
        alreadyInUse: false,
      },
      session.start,
    );
    let callNumber = 0;
    session.steps.forEach((step, index) => {
      const timestamp = stepTime(session, index);
      if (step.kind === 'user') {
        event(
          'user.message',
          { content: step.text, transformedContent: `<current_datetime>${timestamp}</current_datetime>\n\n${step.text}`, attachments: [] },
          timestamp,
        );
      } else if (step.kind === 'assistant') {
        event(
          'assistant.message',
          { messageId: eventId(session.id, 100_000 + index), content: step.text, toolRequests: [], model: session.model, outputTokens: 12 },
          timestamp,
        );
      } else {
        const calls = step.calls.map((call) => ({ call, id: `toolu_vrtx_${String(++callNumber).padStart(24, '0')}`, ...copilotTool(call) }));
        event(
          'assistant.message',
          {
            messageId: eventId(session.id, 100_000 + index),
            content: '',
            toolRequests: calls.map(({ id, name, args }) => ({ toolCallId: id, name, arguments: args, type: 'function' })),
            model: session.model,
            outputTokens: 40,
          },
          timestamp,
        );
        for (const { id, name, args } of calls)
          event('tool.execution_start', { toolCallId: id, toolName: name, arguments: args, model: session.model }, timestamp);
        for (const { call, id, name } of calls) event('tool.execution_complete', completion(call, id, name, session.model), timestamp);
      }
    });
    event(
      'session.shutdown',
      {
        shutdownType: 'routine',
        totalApiDurationMs: 1000,
        sessionStartTime: Date.parse(session.start),
        codeChanges: { linesAdded: 1, linesRemoved: 1, filesModified: [] },
        modelMetrics: {
          [session.model]: { requests: { count: 5, cost: 5 }, usage: { inputTokens: 1000, outputTokens: 100, cacheReadTokens: 400, cacheWriteTokens: 0 } },
        },
      },
      stepTime(session, session.steps.length),
    );
    writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
    return { files: [file] };
  },
};

/** A UUID v4 shape, the same for the same session and position. */
function eventId(sessionId: string, position: number): string {
  return `${sessionId.slice(0, 24)}${position.toString(16).padStart(12, '0')}`;
}

function copilotTool(call: CraftedCall): { name: string; args: Record<string, unknown> } {
  if (call.toolName !== undefined) return { name: call.toolName, args: call.input };
  const input = call.input;
  switch (call.kind) {
    case 'read': {
      const offset = typeof input.offset === 'number' ? input.offset : undefined;
      const limit = typeof input.limit === 'number' ? input.limit : undefined;
      return {
        name: 'view',
        args: { path: input.file_path, ...(offset !== undefined && { view_range: [offset, limit === undefined ? -1 : offset + limit - 1] }) },
      };
    }
    case 'search':
      return { name: 'grep', args: { pattern: input.pattern, ...(input.path !== undefined && { path: input.path }), output_mode: 'content', '-n': true } };
    case 'find':
      return { name: 'glob', args: { pattern: input.pattern, ...(input.path !== undefined && { path: input.path }) } };
    case 'shell':
      return { name: 'bash', args: { command: input.command, description: 'Run the command' } };
    case 'edit':
      return { name: 'edit', args: { path: input.file_path, old_str: input.old_string, new_str: input.new_string } };
    case 'write':
      return { name: 'create', args: { path: input.file_path, file_text: input.content } };
    case 'delegate':
      return { name: 'task', args: { description: input.description, prompt: input.prompt, agent_type: 'general-purpose' } };
  }
}

/** A shell call that ran reports its exit code at the end of its output; another tool that failed says so in `error`. */
function completion(call: CraftedCall, toolCallId: string, name: string, model: string): Record<string, unknown> {
  if (name === 'bash') {
    const content = `${call.result.output}\n<exited with exit code ${call.result.ok ? 0 : 1}>`;
    return { toolCallId, model, success: true, result: { content, detailedContent: content } };
  }
  if (!call.result.ok) return { toolCallId, model, success: false, error: { message: call.result.output } };
  return { toolCallId, model, success: true, result: { content: call.result.output, detailedContent: call.result.output } };
}
