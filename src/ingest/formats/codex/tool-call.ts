/**
 * Codex tool calls in the shape the detectors expect: shell variants become Bash with a `command` string
 * (argv after `bash -lc` joined), apply_patch becomes an Edit naming the patched files. A shell call that
 * invokes apply_patch (`["apply_patch", patch]`, or a `bash -lc` script `[cd <dir> &&] apply_patch <<'EOF'`)
 * is Codex's patch tool too — Codex itself takes such a call for apply_patch (codex-rs/apply-patch,
 * maybe_parse_apply_patch) — so it is an Edit as well, its paths relative to the `cd` folder.
 * Other shell commands stay Bash: `cat`/`rg` inside them are never turned into pseudo Read/Grep calls.
 */
import { normalizeToolName } from '../../../model/tool-names.js';
import { asArray, asRecord, asString, parseJsonObject, type JsonRecord } from '../../json-guards.js';

const SHELLS = new Set(['bash', 'sh', 'zsh', '/bin/bash', '/bin/sh', '/bin/zsh', '/usr/bin/bash', '/usr/bin/zsh']);
const SHELL_SCRIPT_FLAGS = new Set(['-c', '-lc', '-ic']);
const PATCH_FILE = /^\*\*\* (?:Add|Update|Delete) File: (.+)$/gm;
/** The names Codex takes for its patch tool when a shell command starts with one. */
const PATCH_PROGRAMS = new Set(['apply_patch', 'applypatch']);
/** A script that runs apply_patch, perhaps after `cd <dir> &&`: the folder (quotes removed) and the rest. */
const PATCH_SCRIPT = /^\s*(?:cd\s+(?:'([^']*)'|"([^"]*)"|([^\s;&|'"]+))\s*&&\s*)?(apply_?patch)\b([\s\S]*)$/;

/** A Codex call as the stream holds it: its normalised tool name and its input. */
export interface CodexCall {
  tool: string;
  input: JsonRecord;
  /** An apply_patch call (its output tells whether the patch applied). */
  isPatch: boolean;
}

/** A `function_call` (arguments are a JSON string inside the JSON line; an object is taken as it is). */
export function functionCall(name: string, rawArguments: unknown): CodexCall {
  const args = typeof rawArguments === 'string' ? (parseJsonObject(rawArguments) ?? { arguments: rawArguments }) : (asRecord(rawArguments) ?? {});
  switch (name) {
    case 'shell':
      return shellCall(name, args.command, args.workdir);
    case 'shell_command':
    case 'exec_command':
      return shellCall(name, asString(args.command) ?? asString(args.cmd) ?? '', args.workdir, args);
    case 'apply_patch':
      return patchCall(asString(args.input) ?? asString(args.patch) ?? '');
    default:
      return { tool: normalizeToolName(name), input: args, isPatch: false };
  }
}

/** A `custom_tool_call` (free-form text input, as the freeform apply_patch uses). */
export function customToolCall(name: string, input: string): CodexCall {
  return name === 'apply_patch' ? patchCall(input) : { tool: normalizeToolName(name), input: { input }, isPatch: false };
}

/** A `local_shell_call` action. */
export function localShellCall(action: JsonRecord | undefined): CodexCall {
  return shellCall('local_shell', action?.command, action?.working_directory);
}

/** A shell call: Bash with its command line, or an Edit when the command is an apply_patch invocation. */
function shellCall(name: string, command: unknown, workdir: unknown, args: JsonRecord = {}): CodexCall {
  const argv = asArray(command)?.filter((part): part is string => typeof part === 'string');
  const text = argv ? argvToCommand(argv) : (asString(command) ?? '');
  const patch = argv ? patchOfArgv(argv) : patchOfScript(text);
  if (patch) {
    const call = patchCall(patch.body);
    const folder = joinFolder(typeof workdir === 'string' ? workdir : undefined, patch.folder);
    if (folder !== undefined) call.input.workdir = folder;
    return call;
  }
  const input: JsonRecord = { ...args, command: text };
  if (typeof workdir === 'string') input.workdir = workdir;
  return { tool: normalizeToolName(name), input, isPatch: false };
}

export function argvToCommand(argv: string[]): string {
  const script = shellScript(argv);
  return script ?? argv.map(quoteArgument).join(' ');
}

/** `bash -lc '<script>'`: the script, which is the command line. */
function shellScript(argv: string[]): string | undefined {
  const [shell, flag, script] = argv;
  return shell !== undefined && flag !== undefined && script !== undefined && SHELLS.has(shell) && SHELL_SCRIPT_FLAGS.has(flag) ? script : undefined;
}

interface ShellPatch {
  body: string;
  /** The folder of a leading `cd <dir> &&`, as written. */
  folder?: string;
}

function patchOfArgv(argv: string[]): ShellPatch | undefined {
  const [program, body] = argv;
  if (program !== undefined && body !== undefined && argv.length === 2 && PATCH_PROGRAMS.has(program)) return { body };
  const script = shellScript(argv);
  return script === undefined ? undefined : patchOfScript(script);
}

/** `[cd <dir> &&] apply_patch <<'EOF' … EOF` (or the patch as an argument): the patch's text from its first header. */
function patchOfScript(script: string): ShellPatch | undefined {
  const match = PATCH_SCRIPT.exec(script);
  if (!match || !PATCH_PROGRAMS.has(match[4] ?? '')) return undefined;
  const rest = match[5] ?? '';
  const begin = rest.indexOf('*** Begin Patch');
  if (begin === -1) return undefined;
  const folder = match[1] ?? match[2] ?? match[3];
  return folder === undefined ? { body: rest.slice(begin) } : { body: rest.slice(begin), folder };
}

/** A `cd` folder resolved against the call's own working folder, when it is relative and that is known. */
function joinFolder(workdir: string | undefined, folder: string | undefined): string | undefined {
  if (folder === undefined) return workdir;
  if (folder.startsWith('/') || workdir === undefined) return folder;
  return `${workdir.replace(/\/+$/, '')}/${folder}`;
}

function quoteArgument(argument: string): string {
  return /^[\w@%+=:,./-]+$/.test(argument) ? argument : `'${argument.replace(/'/g, `'\\''`)}'`;
}

/** A patch, as an Edit naming the files its `*** Add/Update/Delete File:` headers name. */
function patchCall(patch: string): CodexCall {
  const files = [...patch.matchAll(PATCH_FILE)].flatMap(([, file]) => (file === undefined ? [] : [file.trim()]));
  const input: JsonRecord = { patch, file_paths: files };
  if (files[0] !== undefined) input.file_path = files[0];
  return { tool: normalizeToolName('apply_patch'), input, isPatch: true };
}
