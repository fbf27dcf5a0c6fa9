/**
 * The Claude Code SessionEnd (or Stop) hook as a use case: analyses the session's transcript — and its
 * sub-agents' files, `<folder>/<session_id>/subagents/*.jsonl` — into the history as `analyze` does,
 * reading only what is new (so Stop, which fires after every turn, costs little), and refreshes the
 * views: the loop from logs to tips runs with no cron. What went wrong comes back as notes.
 *
 * It reads only those files: the transcript must be a regular file named by an absolute path (never a
 * folder, a link to one, a FIFO, a socket or a device: hook/event-paths.ts), and of the sub-agent folder —
 * a real folder, not a link — only its regular `*.jsonl` files, at most MAX_SUB_AGENT_FILES, are read.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { transcriptPathProblem } from '../hook/event-paths.js';
import { hookEventFields, type StdinRead } from '../hook/hook-event.js';
import { problemLine } from '../render/problems.js';
import { runAnalyze, type AnalyzeOutcome } from './analyze.js';
import type { AppSettings } from './settings.js';

export interface SessionEndResult {
  /** The analysis, when there was one. */
  outcome?: AnalyzeOutcome;
  /** Problems with the event, the input or the files written, one line each. */
  notes: string[];
}

/** A session id that is a plain file name (Claude Code's are UUIDs): only then is its sub-agent folder looked for. */
const PLAIN_NAME = /^[\w.-]+$/;

export async function runSessionEnd(settings: AppSettings, input: StdinRead, now?: number): Promise<SessionEndResult> {
  const event = hookEventFields(input);
  if (typeof event === 'string') return { notes: [event] };
  if (event.transcript_path === undefined) return { notes: [`hook event without transcript_path${input.complete ? '' : ' (stdin was cut short)'}`] };
  const transcript = event.transcript_path;
  const problem = transcriptPathProblem(transcript);
  if (problem !== undefined) return { notes: [problem] };
  const subAgents = subAgentFiles(transcript, event.session_id);
  const outcome = await runAnalyze(settings, { paths: [transcript, ...subAgents.files], ...(now !== undefined && { now }) });
  return { outcome, notes: [...subAgents.notes, ...outcome.report.problems.map(problemLine), ...outcome.notes, ...outcome.problems] };
}

/** Sub-agent files of one session read at most (Claude Code writes one per sub-agent: a few, or some dozens). */
const MAX_SUB_AGENT_FILES = 500;

/** The regular `*.jsonl` files of `<folder>/<session_id>/subagents` beside the transcript, when Claude Code laid it out so (real folders, no links). */
function subAgentFiles(transcript: string, sessionId: string | undefined): { files: string[]; notes: string[] } {
  if (sessionId === undefined || !PLAIN_NAME.test(sessionId) || sessionId === '.' || sessionId === '..') return { files: [], notes: [] };
  const session = join(dirname(transcript), sessionId);
  const folder = join(session, 'subagents');
  try {
    if (!isRealFolder(session) || !isRealFolder(folder)) return { files: [], notes: [] };
    const files = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.jsonl'))
      .map((entry) => join(folder, entry.name))
      .sort();
    if (files.length <= MAX_SUB_AGENT_FILES) return { files, notes: [] };
    return { files: files.slice(0, MAX_SUB_AGENT_FILES), notes: [`${folder}: ${files.length} sub-agent files; the first ${MAX_SUB_AGENT_FILES} read`] };
  } catch {
    return { files: [], notes: [] };
  }
}

function isRealFolder(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
}
