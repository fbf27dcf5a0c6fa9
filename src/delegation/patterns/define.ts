/**
 * What a delegation pattern is (like a tool detector: meta as data, one file per pattern): the words
 * of its tip, explanation and Task prompt, and `match`, which looks at the recent main-thread calls.
 */
import type { DelegationCall, DelegationPatternId, PatternMatch } from '../types.js';
import { fileKind } from '../work-files.js';

/** The texts of a delegation pattern that differ with the tools of the agent reading them (detectors/metas/wording.ts). */
export interface DelegationWords {
  /** What to do instead, one sentence: fixed text, safe to put into a prompt (Claude Code's Task/Agent tool; agent-framework names it the same). */
  tip: string;
  /** Why it matters. */
  rationale: string;
  example: string;
}

export interface DelegationPatternMeta extends DelegationWords {
  id: DelegationPatternId;
  title: string;
  /** Tip texts earlier versions showed, so that a block shown in an older log is still recognised. */
  shownBefore?: readonly string[];
  /** When it fires, by confidence (docs/detectors.md). */
  confidences: Readonly<Partial<Record<'0.9' | '0.7' | '0.5', string>>>;
  /** The sub-agent the suggestion hands the work to. */
  subagentType: string;
  /** The Task prompt: the first line (`{goal}` stands for the inferred goal) and what to ask for. */
  prompt: { lead: string; asks: readonly string[]; filesHeading: string };
  /** Task's short description (`{goal}` as above). */
  description: string;
}

export interface DelegationPattern {
  meta: DelegationPatternMeta;
  /** `window` holds the latest main-thread calls, oldest first, the current one last. */
  match(window: readonly DelegationCall[]): PatternMatch | undefined;
}

export function defineDelegationPattern(pattern: DelegationPattern): DelegationPattern {
  return pattern;
}

/** The last `count` calls of the window. */
export function lastCalls(window: readonly DelegationCall[], count: number): readonly DelegationCall[] {
  return window.length <= count ? window : window.slice(window.length - count);
}

export function distinctFiles(calls: readonly DelegationCall[]): string[] {
  return [...new Set(calls.flatMap((call) => call.files))];
}

/** How many of the last `count` calls satisfy `test` (no array is built: this runs at every call). */
export function countLast(window: readonly DelegationCall[], count: number, test: (call: DelegationCall) => boolean): number {
  let found = 0;
  for (let back = 1; back <= count; back++) {
    const call = window.at(-back);
    if (call === undefined) break; // the window holds fewer calls
    if (test(call)) found++;
  }
  return found;
}

/** A call on the agent's own files only (its config, plans, memory: work-files.ts): it counts for no pattern. */
export function onOwnFilesOnly(call: DelegationCall): boolean {
  return call.files.length > 0 && call.files.every((file) => fileKind(file) === 'agent');
}

/** An edit that is implementation work: not one of the agent's own files, not documentation only (an edit naming no file counts). */
export function isWorkEdit(call: DelegationCall): boolean {
  return call.role === 'edit' && !(call.files.length > 0 && call.files.every((file) => fileKind(file) !== 'code'));
}

/** A Read of the codebase (not of the agent's own files). */
export function isCodebaseRead(call: DelegationCall): boolean {
  return call.tool === 'Read' && !onOwnFilesOnly(call);
}
