/**
 * A language's patterns, each tried only on a text that holds a literal it cannot match without ("always" for
 * "…(?:always|never)…", "instead" for "…instead of…"; util/pattern-gate.ts): its correction cues on each sentence, its
 * failure cues and clause classes on each clause. The classifier tried every cue of every cue language on every
 * sentence — hundreds of patterns, most of which find nothing — and on a real home that was the largest part of its
 * time (docs/performance.md "Patterns a sentence can match"). Exact: what is left out could not have matched.
 */
import { patternGateOf } from '../util/pattern-gate.js';
import type { CorrectionCue, FailureCue, MessageClassId, MessageClassRule } from './human-languages/types.js';

/** The items of `items` whose pattern may match, in their order; `folded`: the text as foldCase gives it. */
function thatMayMatch<Item>(items: readonly Item[], patternOf: (item: Item) => RegExp, folded: string): Item[] {
  const gate = patternGateOf(items, () => items.map(patternOf));
  return gate.mayMatch(folded).map((index) => items[index] as Item);
}

/** The cues of `cues` (a language's) that may match a sentence, in their order. */
export function cuesThatMayMatch(cues: readonly CorrectionCue[], folded: string): CorrectionCue[] {
  return thatMayMatch(cues, (cue) => cue.pattern, folded);
}

/** The failure cues of `failures` (a language's) that may match a sentence, in their order. */
export function failuresThatMayMatch(failures: readonly FailureCue[], folded: string): FailureCue[] {
  return thatMayMatch(failures, (failure) => failure.pattern, folded);
}

/** A pattern of a clause class, with the class. */
export interface ClassPattern {
  id: MessageClassId;
  pattern: RegExp;
}

/** The patterns of `rules` (a language's clause classes) that may match a clause, each with its class, in their order. */
export function classPatternsThatMayMatch(rules: readonly MessageClassRule[], folded: string): ClassPattern[] {
  return thatMayMatch(classPatternsOf(rules), (entry) => entry.pattern, folded);
}

const classPatterns = new WeakMap<readonly MessageClassRule[], readonly ClassPattern[]>();

/** A language's class patterns in one list, made once per list of rules (the gate is kept by the list). */
function classPatternsOf(rules: readonly MessageClassRule[]): readonly ClassPattern[] {
  let patterns = classPatterns.get(rules);
  if (patterns === undefined) {
    patterns = rules.flatMap((rule) => rule.patterns.map((pattern) => ({ id: rule.id, pattern })));
    classPatterns.set(rules, patterns);
  }
  return patterns;
}
