/**
 * The live hook's memory between two calls, one small JSON file per session
 * (`<state-dir>/<session>-delegation.json`, as in delegation-guard): where in the transcript it
 * stopped (byte offset and lines), and the tracker's state — the recent calls, the cooldown and the
 * confidence of the point holding it, the solo streak (its result bytes), its Task count and whether
 * the advisory already fired for the current streak — and the pattern advice said since the last Task
 * call. The fields added after version 1 are optional: a state file of an earlier tip-miner loads as it is.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { NotRegularFileError, readRegularFileIfPresent } from '../util/regular-file.js';
import { emptyTrackerState, type TrackerState } from '../delegation/tracker.js';
import { isDelegationPatternId, type Confidence, type DelegationPatternId } from '../delegation/types.js';
import { writeFileAtomic } from '../store/atomic-write.js';
import type { RouterState } from '../routing/router.js';
import { errorMessage } from '../errors.js';
import { lazyCrypto } from '../safety/lazy-crypto.js';

export const HOOK_STATE_VERSION = 1;

/** Pattern advice the hook said since the last Task call: the strongest per pattern. */
export interface SaidAdvice {
  pattern: DelegationPatternId;
  confidence: Confidence;
}

export interface HookState extends TrackerState {
  version: number;
  transcript: string;
  /** Byte offset of the next unread line. */
  offset: number;
  /** Complete lines read so far (the next line's number is lines + 1). */
  lines: number;
  /** The routing router's state (calls seen, suggestions made, cooldown, recent uses), once routing ran. */
  routing?: RouterState;
  /** Pattern advice said since the last Task call (none before the first). */
  said?: SaidAdvice[];
}

export function freshHookState(transcript: string): HookState {
  return { version: HOOK_STATE_VERSION, transcript, offset: 0, lines: 0, ...emptyTrackerState() };
}

/**
 * A file name that is the session id when it is a plain one (Claude Code's are lower-case UUIDs), else a hash
 * of it: no path tricks, no two ids that differ only by case in one file of a case-blind file system, no
 * name Windows keeps for a device (`nul.x`).
 */
export function hookStatePath(stateDir: string, sessionId: string): string {
  const plain = /^[a-z0-9][a-z0-9._-]{0,127}$/.test(sessionId) && !WINDOWS_DEVICE.test(sessionId);
  const safe = plain ? sessionId : lazyCrypto().createHash('sha256').update(sessionId).digest('hex').slice(0, 32);
  return join(stateDir, `${safe}${STATE_SUFFIX}`);
}

const WINDOWS_DEVICE = /^(?:con|prn|aux|nul|com\d|lpt\d)(?:\.|$)/;

const STATE_SUFFIX = '-delegation.json';
/** A session's state no call has written for this long is removed: one file per session would pile up for ever. */
export const HOOK_STATE_MAX_AGE_DAYS = 30;

export interface LoadedState {
  state: HookState;
  /** Why the stored state was not used, when it was not. */
  problem?: string;
  /** The file must not be overwritten (not a regular file, or of a newer version). */
  blocked?: boolean;
  /** There was no state file: the session's first call. */
  first?: boolean;
}

/** A state file is a few kilobytes; anything much bigger is not one. */
const MAX_STATE_BYTES = 1024 * 1024;

/**
 * The session's state, or a fresh one with a problem when the file is unusable. A state file of a newer
 * version is `blocked`: it is left as it is and the hook gives no advice (it would repeat advice given).
 */
export function loadHookState(path: string, transcript: string): LoadedState {
  let text: string | undefined;
  try {
    text = readRegularFileIfPresent(path, MAX_STATE_BYTES)?.text;
  } catch (error) {
    if (!(error instanceof NotRegularFileError)) throw error;
    return { state: freshHookState(transcript), problem: `${error.message}; no advice until it is removed`, blocked: true };
  }
  if (text === undefined) return { state: freshHookState(transcript), first: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { state: freshHookState(transcript), problem: `${path}: not valid JSON (${errorMessage(error)}); starting over` };
  }
  const version = (parsed as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > HOOK_STATE_VERSION) {
    return {
      state: freshHookState(transcript),
      problem: `${path}: written by a newer tip-miner (state version ${version}); left as it is, no advice until tip-miner is upgraded`,
      blocked: true,
    };
  }
  if (!isHookState(parsed)) return { state: freshHookState(transcript), problem: `${path}: not a tip-miner hook state; starting over` };
  if (parsed.transcript !== transcript) return { state: freshHookState(transcript) };
  return { state: parsed };
}

/**
 * Writes the session's state. Its first write also removes the states of sessions idle for
 * HOOK_STATE_MAX_AGE_DAYS and what killed writers left; later writes do not read the folder (it holds a
 * file per session, and the hook runs after every tool call).
 */
export function saveHookState(path: string, state: HookState, first = false, nowMs = Date.now()): void {
  if (first) removeIdleStates(dirname(path), nowMs);
  writeFileAtomic(path, `${JSON.stringify(state)}\n`, { sweepLeftovers: first });
}

function removeIdleStates(stateDir: string, nowMs: number): void {
  const oldest = nowMs - HOOK_STATE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
  let names: string[];
  try {
    names = readdirSync(stateDir);
  } catch {
    return; // not there yet: nothing to remove
  }
  for (const name of names) {
    if (!name.endsWith(STATE_SUFFIX)) continue;
    const path = join(stateDir, name);
    try {
      const stats = statSync(path);
      if (stats.isFile() && stats.mtimeMs < oldest) rmSync(path, { force: true });
    } catch {
      // gone meanwhile (another session's hook removed it): nothing to do
    }
  }
}

function isHookState(value: unknown): value is HookState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    state.version === HOOK_STATE_VERSION &&
    typeof state.transcript === 'string' &&
    isCount(state.offset) &&
    isCount(state.lines) &&
    isCount(state.streak) &&
    isCount(state.taskCalls) &&
    typeof state.advisoryFired === 'boolean' &&
    (state.windowConfidence === undefined || isConfidence(state.windowConfidence)) &&
    (state.streakResultBytes === undefined || isCount(state.streakResultBytes)) &&
    (state.said === undefined || (Array.isArray(state.said) && state.said.every(isSaidAdvice))) &&
    (state.routing === undefined || isRouterState(state.routing)) &&
    Array.isArray(state.window) &&
    state.window.every(
      (call) =>
        typeof call === 'object' && call !== null && typeof (call as { id?: unknown }).id === 'string' && Array.isArray((call as { files?: unknown }).files),
    )
  );
}

function isSaidAdvice(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const said = value as Record<string, unknown>;
  return typeof said.pattern === 'string' && isDelegationPatternId(said.pattern) && isConfidence(said.confidence);
}

function isConfidence(value: unknown): boolean {
  return value === 0.5 || value === 0.7 || value === 0.9;
}

function isRouterState(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    isCount(state.calls) &&
    isCount(state.suggestions) &&
    isCount(state.callsSinceSuggestion) &&
    Array.isArray(state.recent) &&
    state.recent.every(
      (use) =>
        typeof use === 'object' &&
        use !== null &&
        typeof (use as { name?: unknown }).name === 'string' &&
        Array.isArray((use as { keywords?: unknown }).keywords),
    ) &&
    Array.isArray(state.recentOk) &&
    Array.isArray(state.suggested)
  );
}

function isCount(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
