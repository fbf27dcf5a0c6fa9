/**
 * `tip-miner hook post-tool-use`, as a library: takes a Claude Code PostToolUse hook event (JSON with
 * `session_id` and `transcript_path`), reads only the transcript lines added since the session's last
 * call, follows its main thread with the same tracker as the offline analysis, and returns the hook
 * output Claude Code expects (`hookSpecificOutput.additionalContext`) when the solo streak or a
 * delegation pattern fires — else nothing. It never throws for bad input: a hook must not break the
 * agent; what went wrong is returned as notes for stderr.
 */
import { existsSync } from 'node:fs';
import { claudeCodeFormat } from '../ingest/formats/claude-code/index.js';
import { MAIN_STREAM, type NormalizedEvent } from '../model/events.js';
import { advisoryText } from '../delegation/advisory.js';
import { applyResult, delegationCall } from '../delegation/delegation-call.js';
import type { DelegationSettings } from '../delegation/delegation-detector.js';
import { buildSuggestion } from '../delegation/suggestion.js';
import { DelegationTracker, type CallOutcome } from '../delegation/tracker.js';
import type { PatternMatch } from '../delegation/types.js';
import type { DelegationPreferences } from '../store/delegation-preferences.js';
import { freshHookState, HOOK_STATE_VERSION, hookStatePath, loadHookState, saveHookState, type HookState } from './hook-state.js';
import { readTail, type TailRead } from './transcript-tail.js';

export interface HookOptions {
  stateDir: string;
  settings: DelegationSettings;
  preferences: DelegationPreferences;
}

export interface HookResult {
  /** The JSON to print on stdout, when there is advice. */
  output?: string;
  notes: string[];
  /** The session's state after this call (for tests and diagnostics). */
  state?: HookState;
  statePath?: string;
}

interface HookEvent {
  sessionId: string;
  transcriptPath: string;
}

export function postToolUse(input: string, options: HookOptions): HookResult {
  const notes: string[] = [];
  const event = parseEvent(input);
  if (typeof event === 'string') return { notes: [event] };
  if (!existsSync(event.transcriptPath)) return { notes: [`transcript not found: ${event.transcriptPath}`] };
  const statePath = hookStatePath(options.stateDir, event.sessionId);
  const loaded = loadHookState(statePath, event.transcriptPath);
  if (loaded.problem) notes.push(loaded.problem);
  const { state } = loaded;
  let tail: TailRead;
  try {
    tail = readTail(event.transcriptPath, state.offset, state.lines + 1);
  } catch (error) {
    return { notes: [...notes, `cannot read the transcript ${event.transcriptPath}: ${(error as Error).message}`] };
  }
  if (tail.restarted) notes.push(`${event.transcriptPath} is shorter than when last read; reading it from the start`);
  if (tail.skippedBytes !== undefined) notes.push(`${event.transcriptPath}: ${tail.skippedBytes} new bytes at once; skipped to its last complete line`);
  if (tail.malformed > 0) notes.push(`${event.transcriptPath}: ${tail.malformed} lines that are not JSON objects skipped`);
  const base = tail.restarted ? freshHookState(event.transcriptPath) : state;
  const tracker = new DelegationTracker(base, { ...options.settings, enabled: (pattern) => options.preferences[pattern] !== 'never' });
  const fired: { streak?: number; match?: PatternMatch } = {};
  const adapter = claudeCodeFormat.createAdapter({
    file: event.transcriptPath,
    declareStream: () => {},
    emit: (normalized) => follow(normalized, tracker, fired),
  });
  for (const value of tail.values) adapter.line(value);
  const next: HookState = { ...tracker.state, version: HOOK_STATE_VERSION, transcript: event.transcriptPath, offset: tail.offset, lines: base.lines + tail.lines };
  try {
    saveHookState(statePath, next);
  } catch (error) {
    // without its state the next call would read the whole transcript again and repeat this advice: give none
    notes.push(`cannot write the hook state ${statePath}: ${(error as Error).message}; no advice until it can`);
    return { notes };
  }
  const suggestion = fired.match ? buildSuggestion(fired.match, options.settings) : undefined;
  const text = advisoryText({
    ...(fired.streak !== undefined && { streak: fired.streak }),
    ...(fired.match && { match: fired.match }),
    ...(suggestion && { suggestion }),
    ...(fired.match && options.preferences[fired.match.pattern] && { preference: options.preferences[fired.match.pattern] }),
  });
  const result: HookResult = { notes, state: next, statePath };
  if (text !== undefined) result.output = `${JSON.stringify({ hookSpecificOutput: { hookEventName: 'PostToolUse', additionalContext: text } })}\n`;
  return result;
}

function follow(event: NormalizedEvent, tracker: DelegationTracker, fired: { streak?: number; match?: PatternMatch }): void {
  if (event.kind === 'tool_call' && event.stream.streamId === MAIN_STREAM) {
    const outcome: CallOutcome = tracker.call(delegationCall(event));
    if (outcome.streakAdvisory !== undefined) fired.streak = outcome.streakAdvisory;
    if (outcome.suggestion) fired.match = outcome.suggestion;
  } else if (event.kind === 'tool_result' && event.stream.streamId === MAIN_STREAM) {
    tracker.result(event.callId, (call) => applyResult(call, event));
  }
}

function parseEvent(input: string): HookEvent | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(input);
  } catch {
    return input.trim() === '' ? 'no hook event on stdin' : 'stdin is not JSON: expected a Claude Code hook event';
  }
  if (typeof parsed !== 'object' || parsed === null) return 'stdin is not a JSON object: expected a Claude Code hook event';
  const { session_id: sessionId, transcript_path: transcriptPath } = parsed as Record<string, unknown>;
  if (typeof sessionId !== 'string' || sessionId === '') return 'hook event without session_id';
  if (typeof transcriptPath !== 'string' || transcriptPath === '') return 'hook event without transcript_path';
  return { sessionId, transcriptPath };
}
