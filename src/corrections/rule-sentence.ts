/**
 * Which part of a correction states the rule (docs/memory.md "Which sentence is the rule"): every
 * sentence and clause of the message is scored by how directive it is — standing-instruction words,
 * "we use / I prefer X", a negative imperative, "X, not Y", an imperative verb — and the strongest one
 * wins, wherever it is ("lint it first. always lint before you push" → "always lint before you push").
 * A message with no directive part keeps the sentence holding the correction cue. One rule per
 * correction: the strongest; a second rule in the same message is usually its justification or a
 * restatement, and one correction stays one count in every figure.
 */
import { RULE_PREFIX, sentences } from './filters.js';
import { IMPERATIVE_VERBS } from './rule-lexicon.js';

/** Longest rule kept, in words (the proposal content is cut to 20). */
const MAX_RULE_WORDS = 40;

interface DirectiveSignal {
  id: string;
  pattern: RegExp;
  /** Added to a part's score when the pattern matches it (negative: a sign it is no rule). */
  weight: number;
}

/** How directive a sentence or clause is, as data; each matching signal adds its weight. */
const DIRECTIVE_SIGNALS: readonly DirectiveSignal[] = [
  {
    id: 'standing',
    pattern:
      /\b(?:always|never|from now on|going forward|in (?:the )?future|whenever|every ?time|each time|remember|in this (?:repo|repository|project|codebase))\b/i,
    weight: 3,
  },
  { id: 'shouted', pattern: /\b(?:ALWAYS|NEVER|DON'T|DO NOT|MUST)\b/, weight: 1 },
  { id: 'we-use', pattern: /\b(?:we|I)\s+(?:always\s+|only\s+|usually\s+)?(?:use|prefer|don't use|do not use|never use)\b/i, weight: 2.5 },
  { id: 'prefer', pattern: /\bprefer\b|\brather than\b|\binstead of\b/i, weight: 2 },
  { id: 'negative-imperative', pattern: /^(?:please\s+)?(?:don't|do not|dont|never|stop|avoid|no)\b/i, weight: 2 },
  { id: 'x-not-y', pattern: /^[\w@./+-]+,?\s+not\s+[\w@./+-]+$|\b(?:use|prefer)\s+\S+,?\s+not\s+\S+/i, weight: 2 },
  { id: 'must', pattern: /\b(?:you|we)\s+(?:must|should|need to|have to)\b/i, weight: 1 },
  { id: 'question', pattern: /\?\s*$/, weight: -2.5 },
  { id: 'hedged', pattern: /^(?:I think|I guess|maybe|perhaps|probably)\b/i, weight: -1 },
  { id: 'task-reference', pattern: /\b(?:it|this|that|them|these|those)\b/i, weight: -0.5 },
];

/** Weight of a part that starts with an imperative verb ("use", "run", "write"). */
const IMPERATIVE_WEIGHT = 1;

/** A prohibition by noun: "no" and a word, no punctuation between them. */
const PROHIBITION =
  /^no\s+(?!(?:wait|way|no|not|thanks|problem|worries|idea|need|one|more|longer|matter|sorry|hold|hang|actually|stop|don't|dont|never|use|just|please)\b)[\w-]/i;

/** Words before a rule that are not part of it: "also", "and", "but", "so", "then", "ok". */
const LEADING_GLUE = /^(?:(?:also|and|but|so|then|just|plus)\b[\s,]*)+/i;

/** Where a sentence holds a second clause of its own: "; …", ", and always …", " but never …". */
const CLAUSE_BREAK = /\s*;\s*|,?\s+(?:and|but|so|also|plus)\s+(?=(?:please\s+)?(?:always|never|don't|do not|dont|remember|from now on|we use|I prefer)\b)/i;

/**
 * The rule of a correction text: its most directive sentence or clause, else the sentence holding the
 * cue at `cueIndex`, else the first; without interjections, softeners and end punctuation.
 */
export function ruleSentence(text: string, cueIndex?: number): string {
  const all = sentences(text);
  const cued = cueIndex === undefined ? undefined : sentenceAt(text, all, cueIndex);
  let chosen = cued ?? all[0] ?? text;
  let bestScore = 0;
  for (const sentence of all) {
    for (const part of [sentence, ...clausesOf(sentence)]) {
      const score = directiveScore(part);
      // ties keep the earlier part, or the cue's sentence
      if (score > bestScore || (score === bestScore && score > 0 && part === cued)) {
        chosen = part;
        bestScore = score;
      }
    }
  }
  const cleaned = withAntecedent(cleanRule(withoutJustification(chosen)), all, chosen);
  const words = cleaned.split(/\s+/);
  return words.length > MAX_RULE_WORDS ? words.slice(0, MAX_RULE_WORDS).join(' ') : cleaned;
}

/** A pronoun an object of the rule's action is ("never run it", "don't touch them"): what it stands for comes before. */
const BACK_REFERENCE = /\b(?:run|use|call|open|touch|edit|write\s+to|change|delete|remove|commit|push|install|enable|disable)\s+(?:it|them)\b/i;

/**
 * A rule that points back with a pronoun ("git mergetool opens a GUI here and hangs. never run it") is said with
 * the sentence before it, which says what the pronoun stands for: a rule must stand on its own.
 */
function withAntecedent(rule: string, all: readonly string[], chosen: string): string {
  if (!BACK_REFERENCE.test(rule)) return rule;
  const at = all.findIndex((sentence) => sentence.includes(chosen));
  const before = at > 0 ? all[at - 1] : undefined;
  if (before === undefined || BACK_REFERENCE.test(before) || /\?\s*$/.test(before)) return rule;
  return `${cleanRule(before)}; ${rule}`;
}

/** How directive one sentence or clause is (0 or less: it states no rule). */
export function directiveScore(part: string): number {
  const bare = cleanRule(part);
  let score = 0;
  for (const signal of DIRECTIVE_SIGNALS) if (signal.pattern.test(signal.id === 'question' ? part : bare)) score += signal.weight;
  const first = /^(?:(?:always|never|please|just)\s+)*([a-z-]+)/i.exec(bare)?.[1]?.toLowerCase();
  if (first !== undefined && IMPERATIVE_VERBS.has(first)) score += IMPERATIVE_WEIGHT;
  return score;
}

/**
 * The directive part of a rule said with its reason after a comma ("no comments please, the code explains
 * itself" → "no comments please"): kept only when every other comma part directs nothing; "don't use npm, use
 * pnpm" stays whole.
 */
function withoutJustification(part: string): string {
  const pieces = part.split(/,\s+/);
  // "use cargo nextest, not cargo test": what the rule is against belongs to it
  if (pieces.length < 2 || pieces.slice(1).some((piece) => /^(?:and\s+)?(?:not|never|instead|rather|over|unless|except|but\s+not|no)\b/i.test(piece)))
    return part;
  const scores = pieces.map((piece) => directiveScore(piece));
  const best = Math.max(...scores);
  if (best <= 0 || scores.filter((score) => score > 0).length !== 1) return part;
  const directive = pieces[scores.indexOf(best)] ?? part;
  // "mergetool opens a GUI here, don't use it": the directive needs what its pronoun points at
  return /\b(?:it|its|them|they|that|this|these|those)\b/i.test(directive) ? part : directive;
}

function clausesOf(sentence: string): string[] {
  const parts = sentence.split(CLAUSE_BREAK).filter((part) => part.trim().length > 0);
  return parts.length > 1 ? parts : [];
}

/** The sentence a cue match starts in (a match may start at the punctuation before its clause). */
function sentenceAt(text: string, all: readonly string[], cueIndex: number): string | undefined {
  const start = text.slice(cueIndex).search(/[\p{L}\p{N}]/u);
  const index = start === -1 ? cueIndex : cueIndex + start;
  let offset = 0;
  for (const sentence of all) {
    const at = text.indexOf(sentence, offset);
    if (at === -1) continue;
    if (index < at + sentence.length) return sentence;
    offset = at + sentence.length;
  }
  return undefined;
}

/** "no, don't edit config.rs!" → "don't edit config.rs"; "also, always lint" → "always lint". */
function cleanRule(part: string): string {
  let cleaned = part.trim();
  for (let previous = ''; previous !== cleaned;) {
    previous = cleaned;
    // "no docstrings" is the rule itself, "no, use pnpm" is not
    if (PROHIBITION.test(cleaned)) break;
    cleaned = cleaned.replace(RULE_PREFIX, '').replace(LEADING_GLUE, '').trim();
  }
  return cleaned.replace(/[\s!.,;:]+$/, '').trim();
}
