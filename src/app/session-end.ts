/**
 * The Claude Code SessionEnd (or Stop) hook as a use case: analyses the session's transcript — and its
 * sub-agents' files, `<folder>/<session_id>/subagents/*.jsonl` — into the history as `analyze` does,
 * reading only what is new (so Stop, which fires after every turn, costs little), and refreshes the
 * views: the loop from logs to tips runs with no cron. What went wrong comes back as notes.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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
  const transcript = resolve(event.cwd ?? settings.cwd, event.transcript_path);
  const outcome = await runAnalyze(settings, { paths: [transcript, ...subAgentFolder(transcript, event.session_id)], ...(now !== undefined && { now }) });
  return { outcome, notes: [...outcome.report.problems.map(problemLine), ...outcome.notes, ...outcome.problems] };
}

/** `<folder>/<session_id>/subagents` beside the transcript, when Claude Code laid it out so. */
function subAgentFolder(transcript: string, sessionId: string | undefined): string[] {
  if (sessionId === undefined || !PLAIN_NAME.test(sessionId) || sessionId === '.' || sessionId === '..') return [];
  const folder = join(dirname(transcript), sessionId, 'subagents');
  try {
    return existsSync(folder) && statSync(folder).isDirectory() ? [folder] : [];
  } catch {
    return [];
  }
}
