/**
 * The words of delegation advice (docs/detectors.md "Delegation patterns"): the calls a pattern looks
 * at, in a compact form that the live hook can keep in its state file between two calls.
 */
import type { FormatId } from '../ingest/formats/index.js';

export const DELEGATION_PATTERN_IDS = ['exploration', 'implementation', 'debugging', 'refactoring'] as const;
export type DelegationPatternId = (typeof DELEGATION_PATTERN_IDS)[number];

export function isDelegationPatternId(value: string): value is DelegationPatternId {
  return (DELEGATION_PATTERN_IDS as readonly string[]).includes(value);
}

/** What a call is, as far as delegation is concerned. */
export type CallRole =
  /** Task/Agent: the agent delegated. */
  | 'delegate'
  /** Orchestration tools (TodoWrite, Skill, AskUserQuestion…): neither solo work nor delegation. */
  | 'neutral'
  /** Read, Grep, Glob, or a Bash command that searches or reads files. */
  | 'explore'
  /** Edit, Write, NotebookEdit (MultiEdit and apply_patch are normalised to Edit). */
  | 'edit'
  /** A Bash command that runs tests. */
  | 'test'
  | 'other';

/** One main-thread call, reduced to what the patterns and the suggestion need (JSON-safe). */
export interface DelegationCall {
  id: string;
  tool: string;
  role: CallRole;
  /** Files the call names (Read/Edit/Write path, a Grep path to one file), relative to its working folder when inside it. */
  files: string[];
  /** Folders a Grep/Glob/LS searched in: where to look, never files (a Task() prompt names them with the search). */
  scopes?: string[];
  /** The Grep/Glob pattern, length-capped. */
  search?: string;
  /** For a test run: the command, on one line, length-capped. */
  command?: string;
  /** The result is an error the call ran into (not a refusal by the user). */
  failed: boolean;
  /** A test run that tested nothing: its runner never started (command not found, no such module or script, exit 127) or found no test. */
  testedNothing?: boolean;
  /** Size of the result in bytes, where the log tells it. */
  resultBytes?: number;
  file: string;
  line: number;
  timestamp?: string;
}

export type Confidence = 0.9 | 0.7 | 0.5;

/** A pattern found in the recent calls: the calls that make it up and how sure it is. */
export interface PatternMatch {
  pattern: DelegationPatternId;
  confidence: Confidence;
  /** The calls a sub-agent would have absorbed, oldest first. */
  calls: DelegationCall[];
  /** What was seen, in fixed words and counts (e.g. "5 lookups in the last 7 calls"). */
  description: string;
  /** Debugging: the failing test command. */
  testCommand?: string;
}

/** Where delegation advice stands: the pattern windows look back at most this many calls. */
export const WINDOW_CALLS = 7;
/** The first pattern at this confidence or above wins (detectors.md). */
export const MIN_CONFIDENCE = 0.5;

/** What the agent did after a suggestion point: delegated within the window, did not, or the log ended first. */
export type PointAction = 'accepted' | 'rejected' | 'pending';

/** The user's standing wish for a pattern: `always` delegate it, or `never` suggest it. */
export type PreferenceAction = 'always' | 'never';
export type PreferenceSetting = PreferenceAction | 'default';
export type DelegationPreferences = Partial<Record<DelegationPatternId, PreferenceAction>>;
export const PREFERENCE_SETTINGS: readonly PreferenceSetting[] = ['always', 'never', 'default'];

/** A suggestion point as the history database keeps it. */
export interface StoredDelegationPoint {
  id: number;
  format: FormatId;
  sessionId: string;
  streamId: string;
  file: string;
  line: number;
  pattern: DelegationPatternId;
  confidence: Confidence;
  description: string;
  suggestion: string;
  subagentType: string;
  goal: string;
  files: string[];
  contextTokens?: number;
  action: PointAction;
  seenAt: number;
  repo?: string;
}

/** A solo streak as the history database keeps it. */
export interface StoredStreak {
  sessionId: string;
  file: string;
  startLine: number;
  endLine: number;
  length: number;
  endedByDelegation: boolean;
}
