/**
 * A crafted session as the Cursor editor keeps a chat (docs/log-formats.md, Cursor): in
 * `~/.config/Cursor/User/globalStorage/state.vscdb`, table `cursorDiskKV(key, value)`, a `composerData:<id>` row
 * (the chat: its workspace, times and `fullConversationHeadersOnly` order) and one `bubbleId:<id>:<bubble>` row per
 * message — the human's (type 1) and the model's (type 2), a tool call a model bubble of its own whose
 * `toolFormerData` holds the tool's name, id, `rawArgs`/`params` (JSON strings), `status` and `result`. The editor's
 * tools: `read_file`, `grep_search`, `file_search`, `run_terminal_cmd`, `search_replace`, `edit_file`, `task_v2`.
 * The database, not the agent transcript, because only it records what a call returned (a failed edit).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { stepTime, type CraftedCall, type SessionWriter } from '../crafted-session.js';

/** VS Code's key-value table, as Cursor's state database has it. */
const SCHEMA = 'CREATE TABLE IF NOT EXISTS cursorDiskKV (key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB)';

/** Writes `rows` ({key, value: the JSON text}) into the state database at `file`, made if missing. */
export function writeStateDb(file: string, rows: ReadonlyArray<{ key: string; value: string | null }>): void {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.exec(SCHEMA);
    db.exec('CREATE TABLE IF NOT EXISTS ItemTable (key TEXT UNIQUE ON CONFLICT REPLACE, value BLOB)');
    const insert = db.prepare('INSERT INTO cursorDiskKV (key, value) VALUES (?, ?)');
    db.transaction(() => {
      for (const row of rows) insert.run(row.key, row.value);
    })();
  } finally {
    db.close();
  }
}

/** The editor's database under a Linux home. */
export function stateDbPath(homeDir: string): string {
  return join(homeDir, '.config', 'Cursor', 'User', 'globalStorage', 'state.vscdb');
}

export const cursorWriter: SessionWriter = {
  format: 'cursor',
  write(homeDir, session) {
    const file = stateDbPath(homeDir);
    const bubbles: Array<Record<string, unknown>> = [];
    let number = 0;
    const bubbleId = () => `${session.id.slice(0, 8)}-b0b0-4b0b-8b0b-${String(++number).padStart(12, '0')}`;
    session.steps.forEach((step, index) => {
      const createdAt = stepTime(session, index);
      const base = { _v: 3, richText: '', codeBlocks: [], createdAt, isAgentic: true };
      if (step.kind === 'user') bubbles.push({ ...base, type: 1, bubbleId: bubbleId(), text: step.text, modelInfo: { modelName: session.model } });
      else if (step.kind === 'assistant')
        bubbles.push({ ...base, type: 2, bubbleId: bubbleId(), text: step.text, tokenCount: { inputTokens: 1200, outputTokens: 40 } });
      else
        for (const call of step.calls) {
          bubbles.push({
            ...base,
            type: 2,
            bubbleId: bubbleId(),
            text: '',
            capabilityType: 15,
            toolFormerData: toolFormerData(call, `toolu_${String(number).padStart(4, '0')}`),
          });
        }
    });
    const composer = {
      _v: 10,
      composerId: session.id,
      name: 'Crafted session',
      fullConversationHeadersOnly: bubbles.map((bubble) => ({ bubbleId: bubble.bubbleId, type: bubble.type })),
      status: 'completed',
      createdAt: Date.parse(session.start),
      lastUpdatedAt: Date.parse(stepTime(session, session.steps.length)),
      unifiedMode: 'agent',
      isAgentic: true,
      modelConfig: { modelName: session.model, maxMode: false },
      workspaceIdentifier: {
        id: 'c0ffee00c0ffee00c0ffee00c0ffee00',
        uri: { $mid: 1, fsPath: session.cwd, external: `file://${session.cwd}`, path: session.cwd, scheme: 'file' },
      },
      trackedGitRepos: [{ repoPath: session.cwd, branches: [{ branchName: 'main' }] }],
    };
    writeStateDb(file, [
      { key: `composerData:${session.id}`, value: JSON.stringify(composer) },
      ...bubbles.map((bubble) => ({ key: `bubbleId:${session.id}:${String(bubble.bubbleId)}`, value: JSON.stringify(bubble) })),
    ]);
    return { files: [file] };
  },
};

function toolFormerData(call: CraftedCall, toolCallId: string): Record<string, unknown> {
  const [name, args] = editorCall(call);
  const shell = name === 'run_terminal_cmd';
  const result = shell
    ? { output: call.result.output, exitCode: call.result.ok ? 0 : 1, rejected: false }
    : call.result.ok
      ? { contents: call.result.output }
      : { error: call.result.output };
  return {
    tool: 0,
    toolCallId,
    status: call.result.ok || shell ? 'completed' : 'error',
    name: call.toolName ?? name,
    rawArgs: JSON.stringify(args),
    params: JSON.stringify(args),
    result: JSON.stringify(result),
  };
}

/** The editor tool of a crafted call, with its model arguments as the tool's schema names them. */
function editorCall(call: CraftedCall): [string, Record<string, unknown>] {
  const input = call.input;
  switch (call.kind) {
    case 'read': {
      const offset = typeof input.offset === 'number' ? input.offset : undefined;
      const limit = typeof input.limit === 'number' ? input.limit : undefined;
      return [
        'read_file',
        offset === undefined && limit === undefined
          ? { target_file: input.file_path, should_read_entire_file: true }
          : {
              target_file: input.file_path,
              should_read_entire_file: false,
              start_line_one_indexed: offset ?? 1,
              end_line_one_indexed_inclusive: (offset ?? 1) + (limit ?? 250) - 1,
            },
      ];
    }
    case 'search':
      return ['grep_search', { query: input.pattern, ...(typeof input.path === 'string' && { include_pattern: input.path }), explanation: 'search' }];
    case 'find':
      return ['file_search', { query: input.pattern, explanation: 'find' }];
    case 'shell':
      return ['run_terminal_cmd', { command: input.command, is_background: false, explanation: 'run' }];
    case 'edit':
      return ['search_replace', { file_path: input.file_path, old_string: input.old_string, new_string: input.new_string }];
    case 'write':
      return ['edit_file', { target_file: input.file_path, instructions: 'write the file', code_edit: input.content }];
    case 'delegate':
      return ['task_v2', { description: input.description, prompt: input.prompt, subagent_type: 'generalPurpose' }];
  }
}
