/**
 * Follows one main thread call by call: the recent-calls window the patterns look at, the cooldown
 * between two suggestions, and the solo streak (delegation-guard): consecutive calls since the last
 * Task/Agent call, neutral tools neither counting nor resetting it. The state is plain JSON, so the
 * live hook can keep it in a file between two calls; the offline analysis uses the same class.
 */
import { detectPattern } from './patterns/index.js';
import { WINDOW_CALLS, type DelegationCall, type DelegationPatternId, type PatternMatch } from './types.js';

export interface TrackerSettings {
  /** Calls between two suggestions of one stream, at least (docs: 5). */
  cooldownCalls: number;
  /** Solo-streak length at which the advisory fires (delegation-guard: 2). */
  streakThreshold: number;
  /** Patterns to look for (the user's `never` preferences leave some out). */
  enabled?: (pattern: DelegationPatternId) => boolean;
}

export interface TrackerState {
  /** The latest calls, oldest first (at most WINDOW_CALLS). */
  window: DelegationCall[];
  /** Calls since the last suggestion; undefined before the first one. */
  callsSinceSuggestion?: number;
  streak: number;
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
      const ended = this.endStreak(true);
      if (ended) outcome.endedStreak = ended;
    } else if (call.role !== 'neutral') {
      if (state.streak === 0) state.streakStartLine = call.line;
      state.streak++;
      state.streakEndLine = call.line;
      if (state.streak >= this.settings.streakThreshold && !state.advisoryFired) {
        state.advisoryFired = true;
        outcome.streakAdvisory = state.streak;
      }
      const suggestion = this.suggestionAt();
      if (suggestion) outcome.suggestion = suggestion;
    }
    return outcome;
  }

  /** The result of a call still in the window arrived (the live hook reads results after their calls). */
  result(callId: string, apply: (call: DelegationCall) => void): void {
    const call = this.state.window.find((candidate) => candidate.id === callId);
    if (call) apply(call);
  }

  /** The streak running when the reading stops, if long enough to count. */
  finish(): StreakRun | undefined {
    return this.endStreak(false);
  }

  private suggestionAt(): PatternMatch | undefined {
    const { state } = this;
    if (state.callsSinceSuggestion !== undefined && state.callsSinceSuggestion < this.settings.cooldownCalls) return undefined;
    const match = detectPattern(state.window, this.settings.enabled);
    if (match) state.callsSinceSuggestion = 0;
    return match;
  }

  private endStreak(endedByDelegation: boolean): StreakRun | undefined {
    const { state } = this;
    const run: StreakRun | undefined =
      state.streak >= this.settings.streakThreshold && state.streakStartLine !== undefined && state.streakEndLine !== undefined
        ? { length: state.streak, startLine: state.streakStartLine, endLine: state.streakEndLine, endedByDelegation }
        : undefined;
    state.streak = 0;
    state.advisoryFired = false;
    delete state.streakStartLine;
    delete state.streakEndLine;
    return run;
  }
}
