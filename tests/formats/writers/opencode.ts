/**
 * A crafted session as OpenCode writes it today (docs/log-formats.md "OpenCode"): rows of its SQLite database
 * `~/.local/share/opencode/opencode.db` — a session, a user message per human turn (its text a `text` part), an
 * assistant message per step of calls (`step-start`, a `tool` part per call with its final `state`,
 * `step-finish`) or of text. Tools by OpenCode's names and inputs: read `filePath`/`offset`/`limit`, grep and
 * glob `pattern`/`path`, bash `command`, edit `filePath`/`oldString`/`newString`, write `filePath`/`content`,
 * task `description`/`prompt`/`subagent_type`. A failed call is an `error` state with its `Error: …` text; a
 * bash command that fails completes with a non-zero `metadata.exit`, as OpenCode's bash tool reports it.
 */
import { join } from 'node:path';
import { writeOpencodeDatabase, type OpencodeSessionRows } from '../../helpers/opencode-db.js';
import { stepTime, type CraftedCall, type CraftedSession, type SessionWriter } from '../crafted-session.js';

const TOOL_OF: Record<CraftedCall['kind'], string> = {
  read: 'read',
  search: 'grep',
  find: 'glob',
  shell: 'bash',
  edit: 'edit',
  write: 'write',
  delegate: 'task',
};

export const opencodeWriter: SessionWriter = {
  format: 'opencode',
  write(homeDir, session) {
    const file = join(homeDir, '.local', 'share', 'opencode', 'opencode.db');
    writeOpencodeDatabase(file, [craftedSessionRows(session, 'build')]);
    return { files: [file] };
  },
};

/**
 * The crafted session as rows of OpenCode's tables, its messages by `agent` (OpenCode's primary agent is `build`;
 * Kilo Code, which keeps OpenCode's tables, renamed it `code`).
 */
export function craftedSessionRows(session: CraftedSession, agent: string): OpencodeSessionRows {
  const hex = session.id.replaceAll('-', '');
  const sessionId = `ses_${hex.slice(0, 12)}${hex.slice(12, 26)}`;
  const model = { providerID: 'anthropic', modelID: session.model };
  let messageNumber = 0;
  let partNumber = 0;
  const messageId = () => `msg_${hex.slice(0, 8)}${String(++messageNumber).padStart(4, '0')}${hex.slice(16, 30)}`;
  const partId = () => `prt_${hex.slice(0, 8)}${String(++partNumber).padStart(5, '0')}${hex.slice(17, 30)}`;
  let lastUser = '';
  const messages: OpencodeSessionRows['messages'] = session.steps.map((step, index) => {
    const time = Date.parse(stepTime(session, index));
    const id = messageId();
    if (step.kind === 'user') {
      lastUser = id;
      return {
        id,
        created: time,
        data: { role: 'user', time: { created: time }, agent, model },
        parts: [{ id: partId(), data: { type: 'text', text: step.text, time: { start: time, end: time } } }],
      };
    }
    const tokens = { input: 100 * (index + 1), output: 10, reasoning: 0, cache: { read: 0, write: 0 } };
    const data = {
      role: 'assistant',
      time: { created: time, completed: time + 500 },
      parentID: lastUser,
      ...model,
      mode: agent,
      agent,
      path: { cwd: session.cwd, root: session.cwd },
      cost: 0.001,
      tokens,
      finish: step.kind === 'calls' ? 'tool-calls' : 'stop',
    };
    const body =
      step.kind === 'assistant'
        ? [{ type: 'text', text: step.text, time: { start: time, end: time + 400 } }]
        : step.calls.map((call, callIndex) => toolPart(call, `toolu_${hex.slice(0, 10)}${String(index).padStart(3, '0')}${callIndex}`, time, session.cwd));
    const parts = [
      { type: 'step-start', snapshot: hex.slice(0, 40).padEnd(40, '0') },
      ...body,
      { type: 'step-finish', reason: data.finish, cost: 0.001, tokens },
    ].map((part) => ({ id: partId(), data: part }));
    return { id, created: time, data, parts };
  });
  return {
    id: sessionId,
    projectId: hex.slice(0, 40).padEnd(40, 'a'),
    directory: session.cwd,
    title: 'Crafted session',
    created: Date.parse(session.start),
    messages,
  };
}

function toolPart(call: CraftedCall, callID: string, time: number, cwd: string): Record<string, unknown> {
  const tool = call.toolName ?? TOOL_OF[call.kind];
  const input = inputOf(call);
  const span = { start: time + 10, end: time + 300 };
  if (call.kind === 'shell') {
    const exit = call.result.ok ? 0 : 1;
    const metadata = { output: call.result.output, exit, description: 'Run a command' };
    return {
      type: 'tool',
      callID,
      tool,
      state: { status: 'completed', input, output: call.result.output, title: String(input.command), metadata, time: span },
    };
  }
  if (!call.result.ok) return { type: 'tool', callID, tool, state: { status: 'error', input, error: `Error: ${call.result.output}`, time: span } };
  const title =
    typeof input.filePath === 'string'
      ? input.filePath.replace(`${cwd}/`, '')
      : ([input.pattern, input.description].find((text) => typeof text === 'string') ?? tool);
  return { type: 'tool', callID, tool, state: { status: 'completed', input, output: call.result.output, title, metadata: {}, time: span } };
}

function inputOf(call: CraftedCall): Record<string, unknown> {
  const given = call.input;
  switch (call.kind) {
    case 'read':
      return {
        filePath: given.file_path,
        ...(given.offset !== undefined && { offset: given.offset }),
        ...(given.limit !== undefined && { limit: given.limit }),
      };
    case 'search':
    case 'find':
      return { pattern: given.pattern, ...(given.path !== undefined && { path: given.path }) };
    case 'shell':
      return { command: given.command, description: 'Run a command' };
    case 'edit':
      return { filePath: given.file_path, oldString: given.old_string, newString: given.new_string };
    case 'write':
      return { filePath: given.file_path, content: given.content };
    case 'delegate':
      return { description: given.description, prompt: given.prompt, subagent_type: 'general' };
  }
}
