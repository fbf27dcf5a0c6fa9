/**
 * Follows one main thread call by call: the recent-calls window the patterns look at, the cooldown
 * between two suggestions, and the solo streak (delegation-guard): consecutive calls since the last
 * Task/Agent call, neutral tools neither counting nor resetting it. The state is plain JSON, so the
 * live hook can keep it in a file between two calls; the offline analysis uses the same class.
 *
 * The cooldown window (docs/delegation.md): a point opens it, and for the next `cooldownCalls - 1` calls
 * no point of the same or a lower confidence is made. A match of a **higher** confidence inside it
 * supersedes the window's point — it becomes the point (`supersedes` in the outcome; the offline
 * analysis keeps only it, the live hook speaks for it) and the cooldown starts again from it — so the
 * strongest point of a window is recorded, not the first. A delegation ends the upgrades: the point it
 * answered stays, and the cooldown runs out as before.
 */
import { BYTES_PER_TOKEN } from '../detectors/types.js';
import { detectPattern } from './patterns/index.js';
import { WINDOW_CALLS, type Confidence, type DelegationCall, type DelegationPatternId, type PatternMatch } from './types.js';

export interface TrackerSettings {
  /** Calls between two suggestions of one stream, at least (docs: 5). */
  cooldownCalls: number;
  /** Solo-streak length at which the advisory fires (delegation-guard: 2). */
  streakThreshold: number;
  /** The advisory also waits until the streak's calls put this many tokens of results into the context (off when unset). */
  streakMinResultTokens?: number;
  /** Patterns to look for (the user's `never` preferences leave some out). */
  enabled?: (pattern: DelegationPatternId) => boolean;
}

export interface TrackerState {
  /** The latest calls, oldest first (at most WINDOW_CALLS). */
  window: DelegationCall[];
  /** Calls since the last suggestion; undefined before the first one. */
  callsSinceSuggestion?: number;
  /** Confidence of the point holding the cooldown window, while a stronger match may still supersede it. */
  windowConfidence?: Confidence;
  streak: number;
  /** Result bytes of the current streak's calls, as far as known. */
  streakResultBytes?: number;
  /** Log lines of the current streak's first and latest calls. */
  streakStartLine?: number;
  streakEndLine?: number;
  /** The advisory already fired for the current unbroken streak. */
  advisoryFired: boolean;
  taskCalls: number;
}

/** A solo streak that ended (a Task call, or the end of what was read). */
export interface StreakRun {
  length: number;
  startLine: number;
  endLine: number;
  endedByDelegation: boolean;
}

export interface CallOutcome {
  /** A delegation-worthy pattern, when one fired at this call (cooldown allowing). */
  suggestion?: PatternMatch;
  /** The suggestion is stronger than the point of the cooldown window it fell in, and takes its place. */
  supersedes?: boolean;
  /** The streak reached the threshold at this call: the advisory fires (once per streak). */
  streakAdvisory?: number;
  /** This call (a delegation) ended a streak. */
  endedStreak?: StreakRun;
}

export function emptyTrackerState(): TrackerState {
  return { window: [], streak: 0, advisoryFired: false, taskCalls: 0 };
}

export class DelegationTracker {
  constructor(
    readonly state: TrackerState,
    private readonly settings: TrackerSettings,
  ) {}

  call(call: DelegationCall): CallOutcome {
    const { state } = this;
    state.window.push(call);
    if (state.window.length > WINDOW_CALLS) state.window.shift();
    if (state.callsSinceSuggestion !== undefined) state.callsSinceSuggestion++;
    const outcome: CallOutcome = {};
    if (call.role === 'delegate') {
      state.taskCalls++;
      delete state.windowConfidence;
      const ended = this.endStreak(true);
      if (ended) outcome.endedStreak = ended;
    } else if (call.role !== 'neutral') {
      if (state.streak === 0) state.streakStartLine = call.line;
      state.streak++;
      state.streakEndLine = call.line;
      if (call.resultBytes !== undefined) state.streakResultBytes = (state.streakResultBytes ?? 0) + call.resultBytes;
      if (state.streak >= this.settings.streakThreshold && !state.advisoryFired && this.streakHeavyEnough()) {
        state.advisoryFired = true;
        outcome.streakAdvisory = state.streak;
      }
      this.suggestionAt(outcome);
    }
    return outcome;
  }

  /** The result of a call still in the window arrived (the live hook reads results after their calls). */
  result(callId: string, apply: (call: DelegationCall) => void): void {
    const { state } = this;
    const call = state.window.find((candidate) => candidate.id === callId);
    if (!call) return;
    const before = call.resultBytes ?? 0;
    apply(call);
    const inStreak =
      state.streak > 0 && state.streakStartLine !== undefined && call.line >= state.streakStartLine && call.role !== 'neutral' && call.role !== 'delegate';
    if (inStreak && call.resultBytes !== undefined) state.streakResultBytes = (state.streakResultBytes ?? 0) + call.resultBytes - before;
  }

  /** Whether a point made now could still be superseded by a stronger one (the offline analysis waits before recording it). */
  mayBeSuperseded(): boolean {
    return this.cooling() && this.state.windowConfidence !== undefined && this.state.windowConfidence < 0.9;
  }

  /** The streak running when the reading stops, if long enough to count. */
  finish(): StreakRun | undefined {
    return this.endStreak(false);
  }

  /** A point at this call: outside a cooldown window any match, inside one only a stronger match than its point. */
  private suggestionAt(outcome: CallOutcome): void {
    const { state } = this;
    const cooling = this.cooling();
    if (cooling && !this.mayBeSuperseded()) return;
    const match = detectPattern(state.window, this.settings.enabled);
    if (!match) return;
    if (cooling) {
      if (match.confidence <= (state.windowConfidence ?? 0.9)) return;
      outcome.supersedes = true;
    }
    state.callsSinceSuggestion = 0;
    state.windowConfidence = match.confidence;
    outcome.suggestion = match;
  }

  private cooling(): boolean {
    const since = this.state.callsSinceSuggestion;
    return since !== undefined && since < this.settings.cooldownCalls;
  }

  private streakHeavyEnough(): boolean {
    const floor = this.settings.streakMinResultTokens;
    return floor === undefined || Math.ceil((this.state.streakResultBytes ?? 0) / BYTES_PER_TOKEN) >= floor;
  }

  private endStreak(endedByDelegation: boolean): StreakRun | undefined {
    const { state } = this;
    const run: StreakRun | undefined =
      state.streak >= this.settings.streakThreshold && state.streakStartLine !== undefined && state.streakEndLine !== undefined
        ? { length: state.streak, startLine: state.streakStartLine, endLine: state.streakEndLine, endedByDelegation }
        : undefined;
    state.streak = 0;
    state.advisoryFired = false;
    delete state.streakResultBytes;
    delete state.streakStartLine;
    delete state.streakEndLine;
    return run;
  }
}
