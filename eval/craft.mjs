/**
 * Crafted eval sessions: each spec in eval/specs/*.json is written out as a log in its real format
 * (Claude Code JSONL under eval/cases/claude-code/projects/<folder>/<session>.jsonl, Codex CLI rollouts
 * under eval/cases/codex/). The specs are the source; the logs are committed so anyone can read them, and
 * a unit test fails while one is stale.
 *
 *   node eval/craft.mjs          (rewrites every crafted log from its spec)
 *
 * A spec: { "format": "claude-code" | "codex", "session": "<uuid>", "cwd": "/home/dev/alpha",
 *           "start": "2025-06-02T09:00:00Z", "version": "2.1.37" (Claude Code; default 2.0.42), "turns": [ … ] } with turns:
 *   { "user": "text" }                                   a human message
 *   { "say": "text" }                                    the agent's text
 *   { "call": "Edit", "input": {…}, "result": "…", "error": true }   a tool call and its result
 *   { "reject": "Edit", "input": {…}, "reason": "…" }    a call the user rejected (reason optional; the wording of the version)
 *   { "interrupt": true }                                the user interrupted the agent
 *   { "batch": [ {call…}, … ] }                          Claude Code: calls of one assistant message (a parallel batch),
 *                                                        one line each, then their results; a call with "cancelled": true
 *                                                        was cancelled because a sibling failed (2.1.x "Sibling tool call errored")
 * A call may give "toolUseResult" (Claude Code: the result line's toolUseResult, e.g. a Read's file extent).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const SPECS_DIR = join(here, 'specs');
export const CASES_DIR = join(here, 'cases');

const REJECTED =
  "The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, the new_string was NOT written to the file).";
const STOP = ' STOP what you are doing and wait for the user to tell you how to proceed.';
const REASON = ' The user provided the following reason for the rejection:  ';
/** Claude Code 2.1.x: the reason (or a question dialog's "Chat about this" text) after this, and the result's toolUseResult "Error: …". */
const REASON_2_1 = ' To tell you how to proceed, the user said:\n';
const SIBLING_ERRORED = '<tool_use_error>Sibling tool call errored</tool_use_error>';

/** Where a spec's log goes, relative to eval/cases. */
export function caseLogPath(spec) {
  if (spec.format === 'codex') return join('codex', 'sessions', `rollout-${spec.start.slice(0, 10)}-${spec.session}.jsonl`);
  return join('claude-code', 'projects', spec.cwd.replace(/[^A-Za-z0-9]/g, '-'), `${spec.session}.jsonl`);
}

/** The log's lines for a spec. */
export function craftLines(spec) {
  if (spec.format === 'codex') return codexLines(spec);
  if (spec.format === 'claude-code' || spec.format === undefined) return claudeLines(spec);
  throw new Error(`unknown format ${String(spec.format)} in spec ${spec.session}`);
}

function clock(start) {
  let at = Date.parse(start);
  return () => {
    at += 7000;
    return new Date(at).toISOString();
  };
}

function claudeLines(spec) {
  const next = clock(spec.start);
  const lines = [];
  let parent = null;
  let count = 0;
  const push = (type, message, extra = {}) => {
    const uuid = `${spec.session.slice(0, 8)}-0000-4000-8000-${String(++count).padStart(12, '0')}`;
    lines.push(
      JSON.stringify({
        parentUuid: parent,
        isSidechain: false,
        userType: 'external',
        cwd: spec.cwd,
        sessionId: spec.session,
        version: spec.version ?? '2.0.42',
        type,
        message,
        uuid,
        timestamp: next(),
        ...extra,
      }),
    );
    parent = uuid;
  };
  let tool = 0;
  for (const turn of spec.turns) {
    if (turn.user !== undefined) push('user', { role: 'user', content: turn.user });
    else if (turn.say !== undefined) push('assistant', assistant([{ type: 'text', text: turn.say }], count));
    else if (turn.interrupt) push('user', { role: 'user', content: [{ type: 'text', text: '[Request interrupted by user for tool use]' }] });
    else {
      const calls = turn.batch ?? [turn];
      const messageCount = count;
      const ids = calls.map((call) => {
        const id = `toolu_${spec.session.slice(0, 8)}_${++tool}`;
        push('assistant', assistant([{ type: 'tool_use', id, name: call.call ?? call.reject, input: call.input ?? {} }], messageCount));
        return id;
      });
      const version = spec.version ?? '2.0.42';
      calls.forEach((call, index) => {
        const result = toolResult(call, ids[index], version);
        push('user', { role: 'user', content: [result] }, toolUseResultOf(call, result, version));
      });
    }
  }
  return lines;
}

/** Claude Code 2.1 or later. */
function isVersion21(version) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major > 2 || (major === 2 && minor >= 1);
}

function toolResult(call, id, version) {
  const rejected = call.reject !== undefined;
  if (call.cancelled === true) return { type: 'tool_result', tool_use_id: id, content: SIBLING_ERRORED, is_error: true };
  const reason = isVersion21(version) ? REASON_2_1 : REASON;
  const content = rejected ? REJECTED + (call.reason !== undefined ? reason + call.reason : STOP) : (call.result ?? 'ok');
  return { type: 'tool_result', tool_use_id: id, content, is_error: rejected || call.error === true };
}

function toolUseResultOf(call, result, version) {
  if (call.toolUseResult !== undefined) return { toolUseResult: call.toolUseResult };
  return call.reject !== undefined && isVersion21(version) ? { toolUseResult: `Error: ${result.content}` } : {};
}

function assistant(content, count) {
  return {
    id: `msg_${count}`,
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5',
    content,
    stop_reason: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  };
}

function codexLines(spec) {
  const next = clock(spec.start);
  const lines = [];
  const item = (type, payload) => lines.push(JSON.stringify({ timestamp: next(), type, payload }));
  item('session_meta', { id: spec.session, timestamp: spec.start, cwd: spec.cwd, originator: 'codex_cli_rs', cli_version: '0.55.0', source: 'cli' });
  item('turn_context', { cwd: spec.cwd, approval_policy: 'on-request', model: 'gpt-5-codex' });
  let call = 0;
  for (const turn of spec.turns) {
    if (turn.user !== undefined) {
      item('response_item', { type: 'message', role: 'user', content: [{ type: 'input_text', text: turn.user }] });
      item('event_msg', { type: 'user_message', message: turn.user, images: [] });
    } else if (turn.say !== undefined) {
      item('response_item', { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: turn.say }] });
    } else if (turn.interrupt) {
      item('event_msg', { type: 'turn_aborted', reason: 'interrupted' });
    } else if (turn.batch !== undefined) {
      throw new Error(`spec ${spec.session}: a batch is Claude Code's; Codex cancels no call because a sibling failed`);
    } else {
      const id = `call_${String(++call).padStart(4, '0')}`;
      const command = turn.input?.command ?? 'true';
      item('response_item', {
        type: 'function_call',
        name: 'shell',
        arguments: JSON.stringify({ command: ['bash', '-lc', command], workdir: spec.cwd }),
        call_id: id,
      });
      const output =
        turn.reject !== undefined
          ? 'exec command rejected by user'
          : JSON.stringify({ output: turn.result ?? '', metadata: { exit_code: turn.error ? 1 : 0 } });
      item('response_item', { type: 'function_call_output', call_id: id, output });
    }
  }
  return lines;
}

/** Every spec, with the log it makes. */
export function craftedCases() {
  return readdirSync(SPECS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const spec = JSON.parse(readFileSync(join(SPECS_DIR, name), 'utf8'));
      return { spec: name, path: caseLogPath(spec), text: `${craftLines(spec).join('\n')}\n` };
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const crafted of craftedCases()) {
    const target = join(CASES_DIR, crafted.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, crafted.text);
    console.log(`eval/cases/${crafted.path}  (from eval/specs/${crafted.spec})`);
  }
}
