/**
 * Codex tool calls in the shape the detectors expect: shell variants become Bash with a `command`
 * string (argv after `bash -lc` joined), apply_patch becomes an Edit naming the patched files.
 * Shell commands stay Bash: `cat`/`rg` inside them are never turned into pseudo Read/Grep calls.
 */
import { asArray, asRecord, asString, parseJsonObject, type JsonRecord } from '../../json-guards.js';

const SHELLS = new Set(['bash', 'sh', 'zsh', '/bin/bash', '/bin/sh', '/bin/zsh', '/usr/bin/bash', '/usr/bin/zsh']);
const SHELL_SCRIPT_FLAGS = new Set(['-c', '-lc', '-ic']);
const PATCH_FILE = /^\*\*\* (?:Add|Update|Delete) File: (.+)$/gm;

/** Input of a `function_call` (arguments are a JSON string inside the JSON line; an object is taken as it is). */
export function functionCallInput(name: string, rawArguments: unknown): JsonRecord {
  const args = typeof rawArguments === 'string' ? (parseJsonObject(rawArguments) ?? { arguments: rawArguments }) : (asRecord(rawArguments) ?? {});
  switch (name) {
    case 'shell':
      return shellInput(args.command, args.workdir);
    case 'shell_command':
    case 'exec_command':
      return { ...args, command: asString(args.command) ?? asString(args.cmd) ?? '' };
    case 'apply_patch':
      return patchInput(asString(args.input) ?? asString(args.patch) ?? '');
    default:
      return args;
  }
}

/** Input of a `custom_tool_call` (free-form text input, as the freeform apply_patch uses). */
export function customToolCallInput(name: string, input: string): JsonRecord {
  return name === 'apply_patch' ? patchInput(input) : { input };
}

/** Input of a `local_shell_call` action. */
export function localShellInput(action: JsonRecord | undefined): JsonRecord {
  return shellInput(action?.command, action?.working_directory);
}

function shellInput(command: unknown, workdir: unknown): JsonRecord {
  const argv = asArray(command)?.filter((part): part is string => typeof part === 'string');
  const text = argv ? argvToCommand(argv) : (asString(command) ?? '');
  const input: JsonRecord = { command: text };
  if (typeof workdir === 'string') input.workdir = workdir;
  return input;
}

export function argvToCommand(argv: string[]): string {
  const [shell, flag, script] = argv;
  // `bash -lc '<script>'`: the script is the command line
  if (shell !== undefined && flag !== undefined && script !== undefined && SHELLS.has(shell) && SHELL_SCRIPT_FLAGS.has(flag)) return script;
  return argv.map(quoteArgument).join(' ');
}

function quoteArgument(argument: string): string {
  return /^[\w@%+=:,./-]+$/.test(argument) ? argument : `'${argument.replace(/'/g, `'\\''`)}'`;
}

function patchInput(patch: string): JsonRecord {
  const files = [...patch.matchAll(PATCH_FILE)].flatMap(([, file]) => (file === undefined ? [] : [file.trim()]));
  const input: JsonRecord = { patch, file_paths: files };
  if (files[0] !== undefined) input.file_path = files[0];
  return input;
}
