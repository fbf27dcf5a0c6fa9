/**
 * Whether a memory file (CLAUDE.md, AGENTS.md) already states a rule: a line of the same polarity holds
 * the rule's normalised words, or is nearly the same rule (TF-IDF cosine ≥ 0.8). `review --write-to`
 * leaves such rules out of its block (store/memory-file-block.ts); `tips` leaves out a tip the
 * repository's memory files already give (render/tips-block.ts).
 */
import { cosine, ruleKey, tfidfVectors } from './text-vectors.js';

/** A line of the file this similar to a rule states it already. */
const ALREADY_STATED_SIMILARITY = 0.8;

/** Words that turn a rule around: "Never use npm" does not state "Use npm". */
const NEGATION = /\b(?:never|don'?t|do not|avoid|stop|no|not|without)\b/i;

/** A line of `text` of the same polarity holds the rule's words, or is nearly the same rule. */
export function statedIn(text: string, rule: string): boolean {
  const key = ruleKey(rule);
  const negated = NEGATION.test(rule);
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*+]|\d+\.)\s+/, ''))
    .filter((line) => line.trim().length > 0 && NEGATION.test(line) === negated);
  if (lines.some((line) => ` ${ruleKey(line)} `.includes(` ${key} `))) return true;
  const [ruleVector, ...lineVectors] = tfidfVectors([rule, ...lines]);
  return ruleVector !== undefined && lineVectors.some((vector) => cosine(ruleVector, vector) >= ALREADY_STATED_SIMILARITY);
}
