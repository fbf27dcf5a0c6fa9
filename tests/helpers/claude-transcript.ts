/** Hand-made Claude Code transcripts for delegation tests: one assistant line per call, then its result line. */
export interface Call {
  tool: string;
  input: Record<string, unknown>;
  result?: string;
}

export const read = (path: string): Call => ({ tool: 'Read', input: { file_path: `/repo/${path}` }, result: `contents of ${path}` });
/** A Read of a source file of `lines` lines (about 4 KB at 100): big enough that reading it for nothing passes the tips' floor of wasted tokens. */
export const readSource = (path: string, lines = 100): Call => ({
  tool: 'Read',
  input: { file_path: path },
  result: Array.from({ length: lines }, (_, line) => `export const value${line} = ${JSON.stringify(path)};`).join('\n'),
});
export const git = (): Call => ({ tool: 'Bash', input: { command: 'git status' }, result: 'On branch main\nnothing to commit' });
export const todo = (): Call => ({ tool: 'TodoWrite', input: { todos: [{ content: 'look around', status: 'in_progress' }] }, result: 'Todos updated' });
export const task = (): Call => ({
  tool: 'Task',
  input: { description: 'Explore src', prompt: 'Explore src and report.', subagent_type: 'Explore' },
  result: 'Summary: src holds the parser.',
});
export const times = (count: number, make: () => Call): Call[] => Array.from({ length: count }, make);

export interface TranscriptOptions {
  sessionId: string;
  sidechain?: boolean;
  agentId?: string;
  /** The session's working folder (default /repo). */
  cwd?: string;
}

/** Lines for `calls` (working folder /repo unless given): call i on line 2i+1, its result on line 2i+2. */
export function claudeTranscript(calls: readonly Call[], options: TranscriptOptions): { lines: string[]; callLines: number[] } {
  const { sessionId, sidechain = false, agentId, cwd = '/repo' } = options;
  const base = { sessionId, isSidechain: sidechain, cwd, ...(agentId !== undefined && { agentId }) };
  const lines: string[] = [];
  let parent: string | null = null;
  calls.forEach((call, index) => {
    const timestamp = new Date(Date.UTC(2025, 0, 1) + index * 2000).toISOString();
    const callUuid = `${sessionId}-c${index}`;
    const resultUuid = `${sessionId}-r${index}`;
    const toolId = `toolu_${index}`;
    lines.push(
      JSON.stringify({
        ...base,
        type: 'assistant',
        uuid: callUuid,
        parentUuid: parent,
        timestamp,
        message: { id: `msg_${index}`, role: 'assistant', content: [{ type: 'tool_use', id: toolId, name: call.tool, input: call.input }] },
      }),
      JSON.stringify({
        ...base,
        type: 'user',
        uuid: resultUuid,
        parentUuid: callUuid,
        timestamp,
        message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: toolId, content: call.result ?? 'ok', is_error: false }] },
      }),
    );
    parent = resultUuid;
  });
  return { lines, callLines: calls.map((_, index) => 2 * index + 1) };
}
