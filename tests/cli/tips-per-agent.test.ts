/**
 * Every tip worded for the agent that reads it: one repository per log format (Claude Code, Codex,
 * agent-framework), the same work logged by each — files read one by one, a failed edit retried on the
 * same file, a recursive grep in the shell twice — and every place a tip or finding text reaches a reader,
 * for each: the tips block (markdown, --json), tool_patterns.json (patterns --json), findings (table, --json,
 * --sarif), explain --agent, the session-start hook, report (text, HTML) and the delegation report. What is
 * shown for a Codex repository names none of Claude Code's tools; each pattern found is told in its agent's
 * words (the meta's, detectors/metas/wording.ts), whichever patterns the detectors find in each format.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { explain, knownIds } from '../../src/app/explain.js';
import { runCli } from '../../src/cli/main.js';
import { SOLO_STREAK } from '../../src/delegation/solo-streak.js';
import { delegationTipId } from '../../src/delegation/tip-ids.js';
import { isDelegationPatternId } from '../../src/delegation/types.js';
import { tipTextFor } from '../../src/delegation/tip-texts.js';
import { detectorMetaById } from '../../src/detectors/metas/index.js';
import { inWordsOf } from '../../src/detectors/metas/wording.js';
import { FORMAT_IDS, type FormatId } from '../../src/ingest/formats/index.js';
import type { Host } from '../../src/util/host.js';
import { claudeOtelExport, type OtelStep } from '../helpers/claude-otel-export.js';
import { tempHost } from '../helpers/host.js';
import { writeOpencodeDatabase } from '../helpers/opencode-db.js';

/** Claude Code's tools named as advice: what a Codex agent does not have. */
const CLAUDE_TOOLS = /\b(Read|Grep|Glob|Edit|MultiEdit|Write|NotebookEdit|Task|Agent|old_string)\b/;

interface Step {
  /** A shell command, or an edit of `file` that fails (`failed`) or not. */
  shell?: string;
  edit?: { file: string; failed: boolean };
  read?: string;
}

const STEPS: Step[] = [
  ...['a', 'b', 'c', 'd'].map((name) => ({ read: `src/${name}.py` })),
  { edit: { file: 'src/app.py', failed: true } },
  { edit: { file: 'src/app.py', failed: false } },
  { shell: 'grep -rn parse_config src' },
  { shell: 'grep -rn parse_config src' },
];

const at = (index: number) => new Date(Date.UTC(2025, 10, 3, 10) + index * 2000).toISOString();
const SOURCE = Array.from({ length: 120 }, (_, line) => `value_${line} = ${line}`).join('\n');

function claudeLines(cwd: string): unknown[] {
  const base = { sessionId: '0f5e2a4c-1b3d-4e6f-8a9b-0c1d2e3f4a5b', isSidechain: false, cwd };
  return STEPS.flatMap((step, index) => {
    const [name, input, result, isError] = step.shell
      ? ['Bash', { command: step.shell }, 'src/main.py:4: parse_config(raw)', false]
      : step.edit
        ? [
            'Edit',
            { file_path: `${cwd}/${step.edit.file}`, old_string: 'a = 1', new_string: 'a = 2' },
            step.edit.failed ? 'String to replace not found in file.' : 'ok',
            step.edit.failed,
          ]
        : ['Read', { file_path: `${cwd}/${step.read}` }, SOURCE, false];
    const id = `toolu_${index}`;
    return [
      {
        ...base,
        type: 'assistant',
        uuid: `c${index}`,
        parentUuid: index === 0 ? null : `r${index - 1}`,
        timestamp: at(index),
        message: { id: `msg_${index}`, role: 'assistant', content: [{ type: 'tool_use', id, name, input }] },
      },
      {
        ...base,
        type: 'user',
        uuid: `r${index}`,
        parentUuid: `c${index}`,
        timestamp: at(index),
        message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: result, is_error: isError }] },
      },
    ];
  });
}

function codexLines(cwd: string): unknown[] {
  const meta = { id: '019a4b00-0000-7000-8000-00000000abcd', timestamp: at(0), cwd, originator: 'codex_cli_rs', cli_version: '0.80.0' };
  return [
    { timestamp: at(0), type: 'session_meta', payload: meta },
    ...STEPS.flatMap((step, index): unknown[] => {
      const callId = `call_${index}`;
      if (step.edit) {
        const patch = `*** Begin Patch\n*** Update File: ${step.edit.file}\n@@\n-a = 1\n+a = 2\n*** End Patch`;
        const output = step.edit.failed
          ? `apply_patch verification failed: Failed to find expected lines in ${step.edit.file}:\na = 1`
          : 'Success. Updated the following files:\nM src/app.py';
        return [
          {
            timestamp: at(index),
            type: 'response_item',
            payload: { type: 'custom_tool_call', name: 'apply_patch', input: patch, call_id: callId, status: 'completed' },
          },
          { timestamp: at(index), type: 'response_item', payload: { type: 'custom_tool_call_output', call_id: callId, output } },
        ];
      }
      const command = step.shell ?? `sed -n '1,200p' ${step.read}`;
      return [
        {
          timestamp: at(index),
          type: 'response_item',
          payload: { type: 'function_call', name: 'shell_command', arguments: JSON.stringify({ command, workdir: cwd }), call_id: callId },
        },
        {
          timestamp: at(index),
          type: 'response_item',
          payload: {
            type: 'function_call_output',
            call_id: callId,
            output: `Exit code: 0\nWall time: 0.1 seconds\nOutput:\n${step.shell ? 'src/main.py:4' : SOURCE}`,
          },
        },
      ];
    }),
  ];
}

function frameworkLines(cwd: string): unknown[] {
  const task = 'impl-0001';
  return [
    { ts: at(0), event: 'task_start', task_id: task, repo: 'acme/agent-framework' },
    ...STEPS.flatMap((step, index) => {
      const [tool, input, success, size] = step.shell
        ? ['Bash', { command: step.shell }, true, 40]
        : step.edit
          ? ['Edit', { file_path: `${cwd}/${step.edit.file}`, old_string: 'a = 1', new_string: 'a = 2' }, !step.edit.failed, 60]
          : ['Read', { file_path: `${cwd}/${step.read}` }, true, SOURCE.length];
      const id = `toolu_${index}`;
      return [
        { ts: at(index), event: 'tool_call', task_id: task, tool, sequence: index + 1, tool_use_id: id, input },
        { ts: at(index), event: 'tool_result', task_id: task, tool, success, result_size: size, tool_use_id: id },
      ];
    }),
    { ts: at(STEPS.length), event: 'task_complete', task_id: task },
  ];
}

/** Claude Code's OpenTelemetry events of the same work (tool details on): the failed edit, refused by its input's validation, writes no event. */
function otelLines(cwd: string): unknown[] {
  const steps: OtelStep[] = STEPS.map((step, index) => {
    const [tool, input, outcome] = step.shell
      ? ['Bash', { command: step.shell }, 'ok' as const]
      : step.edit
        ? [
            'Edit',
            { file_path: `${cwd}/${step.edit.file}`, old_string: 'a = 1', new_string: 'a = 2' },
            step.edit.failed ? ('invalid' as const) : ('ok' as const),
          ]
        : ['Read', { file_path: `${cwd}/${step.read}` }, 'ok' as const];
    return { kind: 'call', call: { toolUseId: `toolu_${index}`, tool, input, outcome, output: step.read ? SOURCE : 'ok' } };
  });
  return claudeOtelExport(steps, { sessionId: '6a1d0c2e-3b4f-4a5e-9c6d-7e8f9a0b1c2d', startMs: Date.parse(at(0)), details: true, prompts: true }).map(
    (line) => JSON.parse(line) as unknown,
  );
}

/** A Cursor agent transcript: `{role, message: {content}}` records, no ids, no results (its failed edit is not in it). */
function cursorLines(cwd: string): unknown[] {
  return [
    {
      role: 'user',
      message: {
        content: [{ type: 'text', text: '<timestamp>Monday, Nov 3, 2025, 10:00 AM (UTC+0)</timestamp>\n<user_query>\nfix parse_config\n</user_query>' }],
      },
    },
    ...STEPS.map((step) => {
      const [name, input] = step.shell
        ? ['Shell', { command: step.shell, working_directory: cwd }]
        : step.edit
          ? ['StrReplace', { path: `${cwd}/${step.edit.file}`, old_string: 'a = 1', new_string: 'a = 2' }]
          : ['ReadFile', { path: `${cwd}/${step.read}` }];
      return { role: 'assistant', message: { content: [{ type: 'tool_use', name, input }] } };
    }),
    { type: 'turn_ended', status: 'success' },
  ];
}

/** Factory Droid: a session_start line, then message lines with Anthropic-style tool_use and tool_result blocks. */
function droidLines(cwd: string): unknown[] {
  const sessionId = '3b9d2f1a-6c4e-4a8b-9d0e-1f2a3b4c5d6e';
  return [
    { type: 'session_start', id: sessionId, title: 'Parse config', owner: 'dev', version: 2, cwd },
    ...STEPS.flatMap((step, index) => {
      const [name, input, result, isError] = step.shell
        ? [
            'Execute',
            { command: step.shell, riskLevel: 'low', riskLevelReason: 'Reads files only.' },
            'src/main.py:4: parse_config(raw)\n\n[Process exited with code 0]',
            false,
          ]
        : step.edit
          ? [
              'Edit',
              { file_path: `${cwd}/${step.edit.file}`, old_str: 'a = 1', new_str: 'a = 2' },
              step.edit.failed ? 'Error: old_str not found in file' : 'ok',
              step.edit.failed,
            ]
          : ['Read', { file_path: `${cwd}/${step.read}` }, SOURCE, false];
      const id = `toolu_${index}`;
      return [
        { type: 'message', id: `a${index}`, timestamp: at(index), message: { role: 'assistant', content: [{ type: 'tool_use', id, name, input }] } },
        {
          type: 'message',
          id: `r${index}`,
          timestamp: at(index),
          parentId: `a${index}`,
          message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: result, is_error: isError }] },
        },
      ];
    }),
  ];
}

/** Copilot CLI's events.jsonl: view, edit (its old_str not found) and bash, each a tool request, its start and its completion. */
function copilotLines(cwd: string): unknown[] {
  const session = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
  let previous: string | null = null;
  const event = (index: number, type: string, data: Record<string, unknown>) => {
    const id = `00000000-0000-4000-8000-${String(events.length).padStart(12, '0')}`;
    const line = { type, data, id, timestamp: at(index), parentId: previous };
    previous = id;
    events.push(line);
  };
  const events: unknown[] = [];
  event(0, 'session.start', { sessionId: session, version: 1, producer: 'copilot-agent', copilotVersion: '1.0.63', startTime: at(0), context: { cwd } });
  STEPS.forEach((step, index) => {
    const callId = `call_${index}`;
    const [toolName, args, result] = step.shell
      ? ['bash', { command: step.shell, description: 'Search the sources' }, { content: 'src/main.py:4: parse_config(raw)\n<exited with exit code 0>' }]
      : step.edit
        ? ['edit', { path: `${cwd}/${step.edit.file}`, old_str: 'a = 1', new_str: 'a = 2' }, { content: `File ${cwd}/${step.edit.file} updated with changes.` }]
        : ['view', { path: `${cwd}/${step.read}` }, { content: SOURCE }];
    event(index, 'assistant.message', {
      messageId: `m${index}`,
      content: '',
      toolRequests: [{ toolCallId: callId, name: toolName, arguments: args, type: 'function' }],
    });
    event(index, 'tool.execution_start', { toolCallId: callId, toolName, arguments: args });
    event(
      index,
      'tool.execution_complete',
      step.edit?.failed
        ? { toolCallId: callId, success: false, error: { message: 'No match found for old_str in the file.', code: 'failure' } }
        : { toolCallId: callId, success: true, result },
    );
  });
  return events;
}

/** A Gemini CLI chat (JSON lines): the metadata record, then each gemini message with its completed call, as the recorder appends them. */
function geminiLines(cwd: string): unknown[] {
  return [
    {
      sessionId: '5b1f0a2e-3c4d-4e5f-9a6b-7c8d9e0f1a2b',
      projectHash: '9f2c0d4b7a1e6c3d8b5a2f9e0c7d4b1a6e3f8c5d2b9a0e7f4c1d8b5a2e9f6c3d',
      startTime: at(0),
      lastUpdated: at(0),
      kind: 'main',
    },
    ...STEPS.map((step, index) => {
      const [name, args, output, failed] = step.shell
        ? ['run_shell_command', { command: step.shell }, 'src/main.py:4: parse_config(raw)', false]
        : step.edit
          ? [
              'replace',
              { file_path: `${cwd}/${step.edit.file}`, old_string: 'a = 1', new_string: 'a = 2', instruction: 'Set a to 2.' },
              step.edit.failed ? `Failed to edit, 0 occurrences found for old_string in ${cwd}/${step.edit.file}.` : 'ok',
              step.edit.failed,
            ]
          : ['read_file', { file_path: `${cwd}/${step.read}` }, SOURCE, false];
      const id = `${name}-${1762164000000 + index}-${index}`;
      return {
        id: `7a0c${index}e1b-2d3f-4a5b-8c6d-9e0f1a2b3c4d`,
        timestamp: at(index),
        type: 'gemini',
        content: '',
        thoughts: [],
        model: 'gemini-2.5-pro',
        toolCalls: [
          {
            id,
            name,
            args,
            result: [{ functionResponse: { id, name, response: failed ? { error: output } : { output } } }],
            status: failed ? 'error' : 'success',
            timestamp: at(index),
          },
        ],
      };
    }),
  ];
}

/** A Qwen Code chat: each call an assistant record with a functionCall part, then its tool_result record. */
function qwenLines(cwd: string): unknown[] {
  const sessionId = '6c2a1f0e-4d3b-4a5c-9e8f-7a6b5c4d3e2f';
  const base = { sessionId, cwd, version: '0.2.1', gitBranch: 'main' };
  return STEPS.flatMap((step, index) => {
    const [name, args, output, failed] = step.shell
      ? ['run_shell_command', { command: step.shell, is_background: false }, 'src/main.py:4: parse_config(raw)', false]
      : step.edit
        ? [
            'edit',
            { file_path: `${cwd}/${step.edit.file}`, old_string: 'a = 1', new_string: 'a = 2' },
            step.edit.failed ? 'Failed to edit, could not find the string to replace.' : 'ok',
            step.edit.failed,
          ]
        : ['read_file', { file_path: `${cwd}/${step.read}` }, SOURCE, false];
    const callId = `call_${index}a7f3c9e1b4d24e6f8a0b1c2d`;
    return [
      {
        ...base,
        uuid: `a${index}`,
        parentUuid: index === 0 ? null : `t${index - 1}`,
        timestamp: at(index),
        type: 'assistant',
        model: 'qwen3-coder-plus',
        message: { role: 'model', parts: [{ functionCall: { id: callId, name, args } }] },
      },
      {
        ...base,
        uuid: `t${index}`,
        parentUuid: `a${index}`,
        timestamp: at(index),
        type: 'tool_result',
        message: { role: 'user', parts: [{ functionResponse: { id: callId, name, response: failed ? { error: output } : { output } } }] },
        toolCallResult: {
          callId,
          status: failed ? 'error' : 'success',
          resultDisplay: output,
          ...(failed ? { error: {}, errorType: 'edit_no_occurrence_found' } : {}),
        },
      },
    ];
  });
}

const LOGS: Partial<Record<FormatId, (cwd: string) => unknown[]>> = {
  'claude-code': claudeLines,
  codex: codexLines,
  'agent-framework': frameworkLines,
  'claude-code-otel': otelLines,
  cursor: cursorLines,
  'factory-droid': droidLines,
  'copilot-cli': copilotLines,
  'gemini-cli': geminiLines,
  'qwen-code': qwenLines,
};
/** The same work in OpenCode's database, its tools named as OpenCode names them (read, edit, bash). */
function opencodeDatabase(cwd: string, logs: string): void {
  const sessionId = 'ses_47a2c1e9bffeQm3Vt8KpLx2Rz0';
  const model = { providerID: 'anthropic', modelID: 'claude-sonnet-4-5' };
  writeOpencodeDatabase(join(logs, 'opencode', 'opencode.db'), [
    {
      id: sessionId,
      projectId: '8c1e4f7a2b9d03c65e4a1f0b7d2c9e8a3f6b5d14',
      directory: cwd,
      title: 'tips per agent',
      created: Date.parse(at(0)),
      messages: STEPS.map((step, index) => {
        const [tool, input, state] = step.shell
          ? ['bash', { command: step.shell, description: 'search' }, { status: 'completed', output: 'src/main.py:4', title: 'search', metadata: { exit: 0 } }]
          : step.edit
            ? [
                'edit',
                { filePath: `${cwd}/${step.edit.file}`, oldString: 'a = 1', newString: 'a = 2' },
                step.edit.failed
                  ? { status: 'error', error: 'Error: oldString not found in content' }
                  : { status: 'completed', output: 'ok', title: step.edit.file, metadata: {} },
              ]
            : ['read', { filePath: `${cwd}/${step.read}` }, { status: 'completed', output: SOURCE, title: step.read, metadata: {} }];
        const time = Date.parse(at(index));
        const id = `msg_b8e1a${String(index).padStart(2, '0')}1ffe0Ab3Cd4Ef5Gh6Jk`;
        return {
          id,
          created: time,
          data: {
            role: 'assistant',
            time: { created: time, completed: time },
            parentID: 'msg_b8e1a001ffe0Ab3Cd4Ef5Gh6Jz',
            ...model,
            mode: 'build',
            agent: 'build',
            path: { cwd, root: cwd },
            cost: 0,
            tokens: { input: 1, output: 1, reasoning: 0, cache: { read: 0, write: 0 } },
          },
          parts: [
            {
              id: `prt_b8e1a${String(index).padStart(2, '0')}2ffe0Mn7Pq8Rs9Tu0`,
              data: { type: 'tool', callID: `toolu_${index}`, tool, state: { input, time: { start: time, end: time }, ...state } },
            },
          ],
        };
      }),
    },
  ]);
}

/** Formats whose logs are documents (a database), written by a function of their own. */
const DOCUMENT_LOGS: Partial<Record<FormatId, (cwd: string, logs: string) => void>> = { opencode: opencodeDatabase };

/** A Cline task folder (`tasks/<id>/`): XML tool uses in the assistant's text, results in the next user message, paths relative to the task's folder. */
function clineTask(cwd: string): Record<string, unknown> {
  const environment = `<environment_details>\n# Current Working Directory (${cwd}) Files\nsrc/\n</environment_details>`;
  const messages: unknown[] = [
    {
      role: 'user',
      content: [
        { type: 'text', text: '<task>\nfix parse_config\n</task>' },
        { type: 'text', text: environment },
      ],
    },
  ];
  const ui: unknown[] = [{ ts: Date.parse(at(0)), type: 'say', say: 'task', text: 'fix parse_config', conversationHistoryIndex: -1 }];
  for (const [index, step] of STEPS.entries()) {
    const [tool, params, result] = step.shell
      ? [
          'execute_command',
          `<command>${step.shell}</command>\n<requires_approval>false</requires_approval>`,
          'Command executed.\nOutput:\nsrc/main.py:4: parse_config(raw)',
        ]
      : step.edit
        ? [
            'replace_in_file',
            `<path>${step.edit.file}</path>\n<diff>\n------- SEARCH\na = 1\n=======\na = 2\n+++++++ REPLACE\n</diff>`,
            step.edit.failed
              ? `The tool execution failed with the following error:\n<error>\nThe SEARCH block:\na = 1\n...does not match anything in the file.\n</error>`
              : `The content was successfully saved to ${step.edit.file}.`,
          ]
        : ['read_file', `<path>${step.read}</path>`, SOURCE];
    const subject = step.shell ?? step.edit?.file ?? step.read;
    messages.push({ role: 'assistant', content: [{ type: 'text', text: `<${tool}>\n${params}\n</${tool}>` }] });
    messages.push({
      role: 'user',
      content: [
        { type: 'text', text: `[${tool} for '${subject}'] Result:` },
        { type: 'text', text: result },
        { type: 'text', text: environment },
      ],
    });
    ui.push({
      ts: Date.parse(at(index)),
      type: 'say',
      say: 'api_req_started',
      text: JSON.stringify({ tokensIn: 900, tokensOut: 40 }),
      conversationHistoryIndex: 2 * index,
    });
  }
  const task = 'tasks/1762164000000';
  return { [`${task}/api_conversation_history.json`]: messages, [`${task}/ui_messages.json`]: ui };
}

/** Formats whose logs are files of a folder (each file's value by its path in the logs folder). */
const DOCUMENTS: Partial<Record<FormatId, (cwd: string) => Record<string, unknown>>> = { cline: clineTask };

interface Setup {
  host: Host;
  repo: string;
  /** The patterns found in the format's logs. */
  found: string[];
}

async function run(setup: Setup, args: string[], stdin?: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...args, '--repo', setup.repo], {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    ...(stdin !== undefined && { readStdin: () => Promise.resolve({ text: stdin, complete: true }) }),
    cwd: setup.host.homeDir,
    env: setup.host.env,
    host: setup.host,
  });
  expect(code, stderr).toBe(0);
  return stdout;
}

const setups = new Map<FormatId, Setup>();

beforeAll(async () => {
  for (const format of FORMAT_IDS) {
    const host = tempHost();
    const logs = join(host.homeDir, 'logs');
    mkdirSync(logs, { recursive: true });
    const document = DOCUMENT_LOGS[format];
    if (document) document(join(host.homeDir, 'work'), logs);
    const documents = DOCUMENTS[format]?.(join(host.homeDir, 'work')) ?? {};
    for (const [path, value] of Object.entries(documents)) {
      mkdirSync(dirname(join(logs, path)), { recursive: true });
      writeFileSync(join(logs, path), JSON.stringify(value));
    }
    const lines = LOGS[format]?.(join(host.homeDir, 'work'));
    if (lines) writeFileSync(join(logs, `${format}.jsonl`), `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
    const setup: Setup = { host, repo: `acme/${format}`, found: [] };
    await run(setup, ['analyze', logs]);
    const { findings } = JSON.parse(await run(setup, ['findings', '--json'])) as { findings: Array<{ pattern: string }> };
    setup.found = [...new Set(findings.map((finding) => finding.pattern))].sort();
    setups.set(format, setup);
  }
});

const setupOf = (format: FormatId) => setups.get(format)!;

describe('what each agent is told, for each output path', () => {
  it.each(FORMAT_IDS)('the %s logs show the shell search everywhere, and patterns that agent has words for', (format) => {
    const { found } = setupOf(format);
    expect(found).toContain('bash-for-search');
    for (const pattern of found) expect(tipTextFor(pattern, format), pattern).toEqual(expect.any(String));
    // the five detectors of Read, Grep and Glob calls see nothing in Codex's shell reads
    if (format !== 'codex') expect(found).toContain('sequential-reads');
  });

  const paths: Array<{ path: string; show: (setup: Setup, format: FormatId) => Promise<string>; tips: 'every' | 'bash-for-search' | 'none' }> = [
    { path: 'tips', show: (setup) => run(setup, ['tips']), tips: 'bash-for-search' },
    { path: 'tips --json', show: (setup) => run(setup, ['tips', '--json']), tips: 'bash-for-search' },
    { path: 'patterns --json (tool_patterns.json)', show: (setup) => run(setup, ['patterns', '--json']), tips: 'every' },
    { path: 'patterns', show: (setup) => run(setup, ['patterns']), tips: 'none' },
    { path: 'findings', show: (setup) => run(setup, ['findings']), tips: 'none' },
    { path: 'findings --json', show: (setup) => run(setup, ['findings', '--json']), tips: 'every' },
    { path: 'findings --sarif', show: (setup) => run(setup, ['findings', '--sarif']), tips: 'every' },
    {
      path: 'explain --agent',
      show: async (setup, format) => (await Promise.all(setup.found.map((pattern) => run(setup, ['explain', pattern, '--agent', format])))).join('\n'),
      tips: 'every',
    },
    { path: 'report', show: (setup) => run(setup, ['report']), tips: 'none' },
    {
      path: 'report --html',
      show: async (setup) => {
        const file = join(setup.host.homeDir, 'report.html');
        await run(setup, ['report', '--html', file]);
        return readFileSync(file, 'utf8');
      },
      tips: 'none',
    },
    { path: 'delegation', show: (setup) => run(setup, ['delegation', '--json']), tips: 'none' },
  ];

  it.each(paths.flatMap((path) => FORMAT_IDS.map((format) => ({ ...path, format }))))('$path, $format repository', async ({ path, show, tips, format }) => {
    const setup = setupOf(format);
    const shown = await show(setup, format);
    // agents that name their tools otherwise (Codex: shell and apply_patch; Copilot CLI: view, create; OpenCode and Cline: their own names)
    if (['codex', 'copilot-cli', 'opencode', 'cline'].includes(format)) expect(shown, path).not.toMatch(CLAUDE_TOOLS);
    const told = tips === 'every' ? setup.found : tips === 'bash-for-search' ? ['bash-for-search'] : [];
    for (const pattern of told) expect(shown).toContain(jsonSafe(tipTextFor(pattern, format)!, shown));
  });

  it.each(FORMAT_IDS)('explain --agent %s tells every pattern found in its words: title, fires, rationale, example and tip', async (format) => {
    const setup = setupOf(format);
    for (const pattern of setup.found) {
      const explained = JSON.parse(await run(setup, ['explain', pattern, '--agent', format, '--json'])) as Record<string, unknown>;
      const words = inWordsOf(detectorMetaById(pattern)!, format)!;
      expect(explained).toMatchObject({ agent: format, title: words.title, rationale: words.rationale, example: words.example, tip: words.tip });
    }
  });

  it.each(FORMAT_IDS)('tool_patterns.json of the %s repository: each entry in its agent’s words', async (format) => {
    const setup = setupOf(format);
    const { patterns } = JSON.parse(await run(setup, ['patterns', '--json'])) as {
      patterns: Array<{ pattern_id: string; tip: string; title: string; formats: object }>;
    };
    expect(patterns.map((entry) => entry.pattern_id).sort()).toEqual(setup.found);
    for (const entry of patterns) {
      expect(entry.tip).toBe(tipTextFor(entry.pattern_id, format));
      expect(entry.title).toBe(inWordsOf(detectorMetaById(entry.pattern_id)!, format)!.title);
      expect(entry.formats).toEqual({ [format]: 1 });
    }
  });

  it.each(FORMAT_IDS)('the session-start hook is Claude Code’s: in a %s repository it speaks only of what Claude Code sessions showed', async (format) => {
    const setup = setupOf(format);
    const event = JSON.stringify({
      session_id: 's',
      transcript_path: '/nowhere.jsonl',
      cwd: setup.host.homeDir,
      hook_event_name: 'SessionStart',
      source: 'startup',
    });
    const hook = await run(setup, ['hook', 'session-start'], event);
    if (format !== 'claude-code') {
      expect(hook).toBe('');
      return;
    }
    const context = (JSON.parse(hook) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
    expect(context).toContain(tipTextFor('bash-for-search', 'claude-code'));
  });

  it('tips --agent in another agent’s repository: nothing its sessions did not show', async () => {
    const codex = setupOf('codex');
    const { tips, leftOut } = JSON.parse(await run(codex, ['tips', '--agent', 'claude-code', '--json'])) as {
      tips: unknown[];
      leftOut: Array<{ reason: string }>;
    };
    expect(tips).toEqual([]);
    expect(leftOut.map((left) => left.reason)).toEqual(codex.found.map(() => 'not seen in claude-code sessions'));
  });
});

describe('explain --agent, every pattern for every agent', () => {
  it.each(knownIds().flatMap((id) => FORMAT_IDS.map((format) => ({ id, format }))))('$id for $format', async ({ id, format }) => {
    const tip =
      id === SOLO_STREAK.id ? (inWordsOf(SOLO_STREAK, format)?.tip ?? null) : tipTextFor(isDelegationPatternId(id) ? delegationTipId(id) : id, format);
    const explained = () => explain(id, format);
    const host = tempHost();
    let text = '';
    let stderr = '';
    const code = await runCli(['explain', id, '--agent', format], {
      stdout: (out) => (text += out),
      stderr: (err) => (stderr += err),
      cwd: host.homeDir,
      env: host.env,
      host,
    });
    if (tip === null) {
      expect(explained).toThrow(`${id} is not looked for in ${format} sessions`);
      expect(code).toBe(2);
      expect(stderr).toContain(`not looked for in ${format} sessions`);
      return;
    }
    expect(code, stderr).toBe(0);
    expect(explained()).toMatchObject({ agent: format, tip });
    expect(text).toContain(`Tip: ${tip}`);
    if (format === 'codex' || format === 'cline') expect(text).not.toMatch(CLAUDE_TOOLS);
  });
});

/** `text` as it stands in `shown`: JSON-escaped when `shown` is JSON. */
function jsonSafe(text: string, shown: string): string {
  return shown.trimStart().startsWith('{') ? JSON.stringify(text).slice(1, -1) : text;
}
