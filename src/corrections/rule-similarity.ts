/**
 * How alike two rules are in meaning (docs/memory.md "Clustering"): the weighted Dice overlap of their
 * concepts (rule-normalise.ts) as the main signal and the character n-gram cosine (text-vectors.ts) as
 * the second. Two rules that give one concept opposite signs ("use npm" / "don't use npm") are
 * opposed and never alike; two rules about different things (neither's head object in the other) are
 * hardly alike whatever else they share ("run the tests first" / "run the linter first").
 */
import type { NormalisedRule } from './rule-normalise.js';

/** Share of the concept overlap in the similarity; the n-gram cosine has the rest. */
const CONCEPT_SHARE = 0.75;
/** What is left of the similarity of two rules about different objects. */
const DIFFERENT_OBJECTS_FACTOR = 0.25;
/** Rules sharing this many meaningful concepts are about the same thing. */
const SAME_SUBJECT_SHARED = 2;
/** A generic word's weight (rule-normalise.ts): shared, it says nothing. */
const GENERIC = 0.5;
/**
 * A short rule whose every meaningful concept — at least this many — is in a longer one is the same rule said
 * briefly ("mergetool pops up a gui here, don't use it" / "git mergetool opens meld, a gui, on this box and hangs;
 * never run it, fix the markers yourself"): the Dice overlap alone counts the longer one's extra words against it.
 */
const CONTAINED_MIN_CONCEPTS = 3;
/** What a contained rule's overlap counts for, against the Dice overlap. */
const CONTAINED_SHARE = 0.8;

/**
 * One concept with opposite signs in the two rules, the positive one said as a directive (rule-normalise.ts
 * `directive`: "mergetool opens a GUI here" takes no side on mergetool), a name after an action excepted
 * (`opposable`). A rule read from another language (foreign-rule.ts, `approximate`) is opposite only on a name:
 * which concept its negation turns around is not read as surely.
 */
export function opposed(a: NormalisedRule, b: NormalisedRule): boolean {
  const approximate = a.approximate === true || b.approximate === true;
  for (const [concept, term] of a.terms) {
    const other = b.terms.get(concept);
    if (other === undefined || other.sign === term.sign || term.opposable === false || other.opposable === false) continue;
    if (approximate && !concept.startsWith('=')) continue;
    const positive = term.sign === 1 ? a : b;
    if (positive.directive === false) continue;
    return true;
  }
  return false;
}

/** Weighted Dice coefficient of the concepts: 2·shared / (all of a + all of b), each concept at its smaller weight when shared. */
export function conceptOverlap(a: NormalisedRule, b: NormalisedRule): number {
  let shared = 0;
  for (const [concept, term] of a.terms) {
    const other = b.terms.get(concept);
    if (other !== undefined) shared += Math.min(term.weight, other.weight);
  }
  const total = totalWeight(a) + totalWeight(b);
  return total === 0 ? 0 : (2 * shared) / total;
}

/** The shorter rule's meaningful concepts all in the other (at least CONTAINED_MIN_CONCEPTS of them): 1, else 0. */
function contained(a: NormalisedRule, b: NormalisedRule): number {
  const [shorter, longer] = meaningfulCount(a) <= meaningfulCount(b) ? [a, b] : [b, a];
  const count = meaningfulCount(shorter);
  if (count < CONTAINED_MIN_CONCEPTS) return 0;
  for (const [concept, term] of shorter.terms) if (term.weight > GENERIC && !longer.terms.has(concept)) return 0;
  return 1;
}

function meaningfulCount(rule: NormalisedRule): number {
  let count = 0;
  for (const term of rule.terms.values()) if (term.weight > GENERIC) count++;
  return count;
}

/**
 * Both rules name what they are about, and neither's head object is in the other ("write tests" and
 * "testing" share one); or both are timed by something, and by different things ("lint before you push",
 * "lint before every commit").
 */
function differentObjects(a: NormalisedRule, b: NormalisedRule): boolean {
  // a rule read from another language names its things in another order: two shared concepts make one subject
  if ((a.approximate === true || b.approximate === true) && sharedMeaningful(a, b) >= SAME_SUBJECT_SHARED) return false;
  const [timedA, timedB] = [a.anchor, b.anchor];
  if (timedA !== undefined && timedB !== undefined && !timedA.some((concept) => timedB.includes(concept))) return true;
  if (a.head === undefined || b.head === undefined) return false;
  return !b.terms.has(a.head) && !a.terms.has(b.head);
}

/** Concepts two rules share that say something (more than a generic word's weight). */
function sharedMeaningful(a: NormalisedRule, b: NormalisedRule): number {
  let shared = 0;
  for (const [concept, term] of a.terms) {
    const other = b.terms.get(concept);
    if (other !== undefined && term.weight > GENERIC && other.weight > GENERIC) shared++;
  }
  return shared;
}

function totalWeight(rule: NormalisedRule): number {
  let total = 0;
  for (const term of rule.terms.values()) total += term.weight;
  return total;
}

/** 0–1: how alike two rules are, given their n-gram cosine. */
export function ruleSimilarity(a: NormalisedRule, b: NormalisedRule, ngramCosine: number): number {
  if (opposed(a, b)) return 0;
  if (a.terms.size === 0 || b.terms.size === 0) return a.terms.size === b.terms.size ? ngramCosine : (1 - CONCEPT_SHARE) * ngramCosine;
  const overlap = Math.max(conceptOverlap(a, b), CONTAINED_SHARE * contained(a, b));
  const similarity = CONCEPT_SHARE * overlap + (1 - CONCEPT_SHARE) * ngramCosine;
  return differentObjects(a, b) ? similarity * DIFFERENT_OBJECTS_FACTOR : similarity;
}
