/**
 * A tool call reduced to what delegation advice needs: its role (delegate, neutral, explore, edit,
 * test, other), the files it names (a Grep/Glob/LS folder is a search scope, not a file), and whether it
 * failed (a test run that tested nothing — its runner never started, or found no test — failed no test). Built from a stream's call (offline) or
 * from a call event of a transcript being written (the live hook), whose result may come later.
 */
import { posix } from 'node:path';
import type { ToolCallEvent, ToolResultEvent } from '../model/events.js';
import { EDIT_TOOLS } from '../detectors/lib/calls.js';
import { flaggedCommands } from '../detectors/lib/search-commands.js';
import { redactSecrets } from '../safety/redact.js';
import { isTestCommand, testedNothing } from './test-commands.js';
import type { CallRole, DelegationCall } from './types.js';

/** Orchestration tools (delegation-guard): they neither count toward a solo streak nor reset it. */
const NEUTRAL_TOOLS: ReadonlySet<string> = new Set([
  'Skill',
  'AskUserQuestion',
  'TaskCreate',
  'TaskUpdate',
  'TaskGet',
  'TaskList',
  'TodoWrite',
  'EnterPlanMode',
  'ExitPlanMode',
]);

const DELEGATION_TOOLS: ReadonlySet<string> = new Set(['Task', 'spawn_agent']);
const EXPLORE_TOOLS: ReadonlySet<string> = new Set(['Read', 'Grep', 'Glob', 'LS']);
const MAX_TEXT = 160;
/** `.`/`..` segments or doubled slashes: the path needs normalising. */
const DOT_SEGMENT = /\/\.{1,2}(?:\/|$)|\/\//;

export type CallFacts = Pick<ToolCallEvent, 'callId' | 'tool' | 'input' | 'cwd' | 'timestamp' | 'location'>;
export type ResultFacts = Pick<ToolResultEvent, 'isError' | 'refusal' | 'bytes' | 'errorText'>;

export function delegationCall(call: CallFacts, result?: ResultFacts): DelegationCall {
  const { input, tool } = call;
  const command = tool === 'Bash' && typeof input.command === 'string' ? input.command : undefined;
  const role = roleOf(tool, command);
  const named = pathOf(call);
  const scope = named !== undefined && isSearchScope(tool, named) ? named : undefined;
  const files = named !== undefined && scope === undefined ? [named] : [];
  const built: DelegationCall = { id: call.callId, tool, role, files, failed: false, file: call.location.file, line: call.location.line };
  if (scope !== undefined) built.scopes = [scope];
  if (call.timestamp !== undefined) built.timestamp = call.timestamp;
  const search = tool === 'Grep' || tool === 'Glob' ? input.pattern : undefined;
  if (typeof search === 'string' && search.length > 0) built.search = oneLine(redactSecrets(search));
  if (role === 'test' && command !== undefined) built.command = oneLine(redactSecrets(command));
  if (result) applyResult(built, result);
  return built;
}

/** A result that arrived after its call (the live hook reads a transcript as it is written). */
export function applyResult(call: DelegationCall, result: ResultFacts): void {
  call.failed = result.isError && result.refusal === undefined;
  if (call.failed && call.role === 'test' && result.errorText !== undefined && testedNothing(result.errorText)) call.testedNothing = true;
  else delete call.testedNothing;
  if (result.bytes !== undefined) call.resultBytes = result.bytes;
}

function roleOf(tool: string, command: string | undefined): CallRole {
  if (DELEGATION_TOOLS.has(tool)) return 'delegate';
  if (NEUTRAL_TOOLS.has(tool)) return 'neutral';
  if (EXPLORE_TOOLS.has(tool)) return 'explore';
  if (EDIT_TOOLS.has(tool)) return 'edit';
  if (command === undefined) return 'other';
  if (isTestCommand(command)) return 'test';
  return flaggedCommands(command).length > 0 ? 'explore' : 'other';
}

/** The path a call names (Read/Edit/Write file, Grep/Glob/LS path), as it would stand in a prompt. */
function pathOf(call: CallFacts): string | undefined {
  const raw = call.input.file_path ?? call.input.notebook_path ?? call.input.path;
  if (typeof raw !== 'string' || raw.length === 0) return undefined;
  return redactSecrets(displayPath(raw, call.cwd));
}

/**
 * A folder searched in: Glob's and LS's path always is one; Grep's is one unless its last part has an
 * extension (`src/app.py`: Grep in one file). A search scope says where to look, never which files were looked at.
 */
function isSearchScope(tool: string, path: string): boolean {
  if (tool === 'Glob' || tool === 'LS') return true;
  if (tool !== 'Grep') return false;
  return path.endsWith('/') || !/[^/.]\.[A-Za-z0-9]{1,10}$/.test(path);
}

/** Relative to the working folder when inside it (shorter, and what a prompt would say), else absolute. */
export function displayPath(path: string, cwd: string | undefined): string {
  if (cwd !== undefined && path.startsWith(cwd) && path.charCodeAt(cwd.length) === 0x2f && !path.endsWith('/') && !DOT_SEGMENT.test(path))
    return path.slice(cwd.length + 1);
  const absolute = posix.normalize(path.startsWith('/') || cwd === undefined ? path : posix.join(cwd, path));
  if (cwd === undefined) return absolute;
  const relative = posix.relative(cwd, absolute);
  return relative === '' ? '.' : relative === '..' || relative.startsWith('../') ? absolute : relative;
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_TEXT ? `${flat.slice(0, MAX_TEXT - 1)}…` : flat;
}
