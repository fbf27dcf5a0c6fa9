/**
 * The languages' patterns, each tried only on a text that holds a literal it cannot match without ("always" for
 * "…(?:always|never)…", "instead" for "…instead of…"; util/pattern-gate.ts): the correction cues of a sentence's cue
 * languages, the failure cues and clause classes of a clause's languages. The classifier tried every cue of every cue
 * language on every sentence — hundreds of patterns, most of which find nothing — and on a real home that was the
 * largest part of its time (docs/performance.md "Issue 30: patterns a sentence can match"). Exact: what is left out could not
 * have matched. One gate serves each list of languages a text is read with (an English clause is read with the
 * classes of every language of its script: one scan of it, not five).
 */
import { PatternGate } from '../util/pattern-gate.js';
import type { CorrectionCue, FailureCue, HumanLanguage, MessageClassId } from './human-languages/types.js';

/** A pattern of a clause class, with the class. */
export interface ClassPattern {
  id: MessageClassId;
  pattern: RegExp;
}

/** What a gate is kept for: the languages it was built from, their items in order, and the gate of their patterns. */
interface Gated<Item> {
  languages: readonly HumanLanguage[];
  items: readonly Item[];
  gate: PatternGate;
}

/** Whether a kept gate was built from these very languages (a language is kept by its id; its data is its object's). */
function builtFrom(gated: Gated<unknown>, languages: readonly HumanLanguage[]): boolean {
  return gated.languages.length === languages.length && gated.languages.every((language, index) => language === languages[index]);
}

/**
 * Gates kept per kind of item, at most: texts are read with a few lists of languages (English; English and Chinese; …);
 * past this many, the kept ones are dropped and built again as asked — a log written to show every mix of languages
 * cannot fill memory with gates.
 */
const MAX_GATES = 16;

/** Per kind of item, the gate of each list of languages seen. */
const GATES = {
  cues: new Map<string, Gated<CorrectionCue>>(),
  failures: new Map<string, Gated<FailureCue>>(),
  classes: new Map<string, Gated<ClassPattern>>(),
};

/** The items of `languages` whose pattern may match, in their order; `folded`: the text as foldCase gives it. */
function thatMayMatch<Item extends { pattern: RegExp }>(
  gates: Map<string, Gated<Item>>,
  languages: readonly HumanLanguage[],
  itemsOf: (language: HumanLanguage) => readonly Item[],
  folded: string,
): Item[] {
  const key = languages.map((language) => language.id).join(',');
  let gated = gates.get(key);
  if (gated === undefined || !builtFrom(gated, languages)) {
    if (gates.size >= MAX_GATES) gates.clear();
    const items = languages.flatMap(itemsOf);
    gated = { languages: [...languages], items, gate: new PatternGate(items.map((item) => item.pattern)) };
    gates.set(key, gated);
  }
  const { items } = gated;
  return gated.gate.mayMatch(folded).map((index) => items[index] as Item);
}

/** The correction cues of `languages` that may match a sentence, in their order (language by language). */
export function cuesThatMayMatch(languages: readonly HumanLanguage[], folded: string): CorrectionCue[] {
  return thatMayMatch(GATES.cues, languages, (language) => language.cues, folded);
}

/** The failure cues of `languages` that may match a sentence, in their order. */
export function failuresThatMayMatch(languages: readonly HumanLanguage[], folded: string): FailureCue[] {
  return thatMayMatch(GATES.failures, languages, (language) => language.failures, folded);
}

/** The clause-class patterns of `languages` that may match a clause, each with its class, in their order. */
export function classPatternsThatMayMatch(languages: readonly HumanLanguage[], folded: string): ClassPattern[] {
  const patternsOf = (language: HumanLanguage) => language.classes.flatMap((rule) => rule.patterns.map((pattern) => ({ id: rule.id, pattern })));
  return thatMayMatch(GATES.classes, languages, patternsOf, folded);
}
