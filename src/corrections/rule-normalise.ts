/**
 * A rule's meaning as a set of signed concepts (docs/memory.md "How a rule is read"): words are
 * lemmatised, said-alike words become one concept (rule-lexicon.ts SYNONYM_GROUPS), stop words and
 * light verbs (use, prefer, keep) drop out, and the tools, commands and files the rule names stay exact (`=npm`). Each
 * concept carries the polarity the rule gives it: "don't use npm, use pnpm" is npm −, pnpm +;
 * "never skip the tests" is tests + (two negators). Pure: no state, no I/O.
 */
import { itemAt } from '../util/arrays.js';
import { normaliseForeignRule, type ForeignReaders } from './foreign-rule.js';
import { ruleLanguagesOf } from './human-languages/index.js';
import { lemmaOf } from './lemma.js';
import {
  AMBIGUOUS_TOOL_NAMES,
  CONTRASTS,
  GENERIC_WORDS,
  IMPERATIVE_VERBS,
  LIGHT_VERBS,
  NEGATORS,
  STOP_WORDS,
  SYNONYM_GROUPS,
  TOOL_FAMILIES,
  TOOL_NAMES,
} from './rule-lexicon.js';

export type Sign = 1 | -1;

export interface RuleTerm {
  /** The concept: a lemma, a synonym group's first entry, or `=name` for a tool, command or file. */
  concept: string;
  sign: Sign;
  /** How much the concept says about the rule: names most, then objects, verbs, generic words. */
  weight: number;
  /** A thing the rule is about (a name or a noun-like word), not the action on it. */
  object: boolean;
  /**
   * Whether a rule giving this concept the other sign says the opposite (default true). A name after an action
   * ("don't write to ledger_prod") is where the action goes: "ledger_prod is read-only" does not oppose it.
   */
  opposable?: boolean;
}

export interface NormalisedRule {
  /** By concept; a concept said twice keeps its first sign and its largest weight. */
  terms: ReadonlyMap<string, RuleTerm>;
  /** The sign of the first thing the rule is about ("don't use npm" negative, "use pnpm" positive). */
  polarity: Sign;
  /** The tools, commands and files it names, exact and lowercase. */
  names: string[];
  /** The first thing the rule is about: its head object ("no emojis in commit messages" → emoji). */
  head?: string;
  /** What the rule is timed by: the concepts after before/after ("lint before you push" → push). */
  anchor?: string[];
  /** Read from another language (foreign-rule.ts): only its names can oppose another rule. */
  approximate?: boolean;
  /**
   * The rule directs (an imperative, a prohibition, "you should"): its concepts are for or against. A statement
   * ("mergetool opens a GUI here and hangs") gives them no side, so it opposes nothing.
   */
  directive?: boolean;
}

/** Words after which the next concept is what a rule is timed by. */
const TIMING = new Set(['before', 'after']);

const NAME_WEIGHT = 2.5;
const OBJECT_WEIGHT = 1;
const VERB_WEIGHT = 0.6;
const GENERIC_WEIGHT = 0.5;

/** Words after which the next word is in verb position ("to write", "you should run", "always lint"). */
const VERB_INTRODUCERS = new Set([
  'to',
  'i',
  'you',
  'we',
  'they',
  'should',
  'must',
  'can',
  'will',
  'would',
  'need',
  'please',
  'just',
  'also',
  'then',
  'always',
]);
/** Negators a thing follows, not an action. */
const NOUN_NEGATORS = new Set(['no', 'without', 'nor', 'neither']);
/** Words that join a second instruction to the first when a verb follows ("… and make one general mechanism"). */
const COORDINATORS = new Set(['and', 'then', 'but']);
/** Words that open a condition: what follows is not what the rule is for or against. */
const CONDITIONS = new Set(['unless', 'except', 'if', 'when', 'whenever', 'but']);

type Token = { kind: 'word'; lemma: string; raw: string } | { kind: 'name'; name: string } | { kind: 'break'; hard: boolean };

const SYNONYMS = new Map(SYNONYM_GROUPS.flatMap((group) => group.map((entry) => [entry, group[0] ?? entry] as const)));
/** Phrases of two or three lemmas, longest first when read. */
const PHRASES = new Set([...SYNONYMS.keys(), ...NEGATORS, ...CONTRASTS].filter((entry) => entry.includes(' ')));

export function normaliseRule(rule: string): NormalisedRule {
  const foreign = ruleLanguagesOf(rule);
  if (foreign.length > 0) return normaliseForeignRule(rule, foreign, FOREIGN_READERS);
  const tokens = mergePhrases(tokenize(rule));
  const prefers = tokens.some((token) => token.kind === 'word' && token.lemma === 'prefer');
  const terms = new Map<string, RuleTerm>();
  let sign: Sign = 1;
  let mainSign: Sign | undefined;
  let expectVerb = true;
  let anchor: string[] | undefined;
  let timed = false;
  let verbSeen = false;
  const reset = () => {
    sign = 1;
    mainSign = undefined;
    expectVerb = true;
    verbSeen = false;
  };
  tokens.forEach((token, index) => {
    if (token.kind === 'break') {
      if (token.hard || startsClause(tokens[index + 1])) reset();
      timed = false;
      return;
    }
    if (token.kind === 'name') {
      // "git mergetool": the command after a tool family is what the rule is about, the family says little
      const family = TOOL_FAMILIES.has(token.name) && isCommandWord(tokens[index + 1]);
      add({ concept: `=${token.name}`, sign, weight: family ? GENERIC_WEIGHT : NAME_WEIGHT, object: !family, opposable: !verbSeen });
      if (timed) anchor?.push(`=${token.name}`);
      expectVerb = false;
      return;
    }
    const { lemma, raw } = token;
    if (NEGATORS.has(lemma) || NEGATORS.has(raw)) {
      sign = flip(sign);
      // "no comments", "without tests": a thing follows; "don't comment", "never push": an action
      expectVerb = !NOUN_NEGATORS.has(raw);
    } else if (CONTRASTS.has(lemma) && (lemma !== 'over' || prefers)) {
      sign = flip(mainSign ?? sign);
      expectVerb = false;
    } else if (CONDITIONS.has(lemma) || (COORDINATORS.has(raw) && startsClause(tokens[index + 1]))) {
      // "unless …"; "stop fixing it case by case and make one general mechanism": a second instruction
      reset();
    } else if (STOP_WORDS.has(raw) || STOP_WORDS.has(lemma)) {
      expectVerb = VERB_INTRODUCERS.has(raw);
    } else if (LIGHT_VERBS.has(lemma)) {
      // "use X", "prefer X", "keep X": the rule is about X
      expectVerb = false;
    } else {
      const concept = SYNONYMS.get(lemma) ?? lemma;
      const verb = IMPERATIVE_VERBS.has(lemma) && (expectVerb || raw.endsWith('ing'));
      const generic = GENERIC_WORDS.has(concept);
      add({ concept, sign, weight: generic ? GENERIC_WEIGHT : verb ? VERB_WEIGHT : OBJECT_WEIGHT, object: !verb && !generic });
      if (verb) verbSeen = true;
      expectVerb = false;
      if (TIMING.has(concept)) {
        timed = anchor === undefined;
        anchor ??= [];
      } else if (timed && !generic) anchor?.push(concept);
    }
  });
  const list = [...terms.values()];
  const head = list.find((term) => term.object);
  const polarity = (head ?? list[0])?.sign ?? 1;
  const names = list.filter((term) => term.concept.startsWith('=')).map((term) => term.concept.slice(1));
  const directive = directs(tokens);
  return { terms, polarity, names, directive, ...(head && { head: head.concept }), ...(anchor !== undefined && anchor.length > 0 && { anchor }) };

  function add(term: RuleTerm): void {
    mainSign ??= term.sign;
    const known = terms.get(term.concept);
    if (!known) terms.set(term.concept, term);
    else terms.set(term.concept, { ...known, weight: Math.max(known.weight, term.weight), object: known.object || term.object });
  }
}

/** Words a directive may open with before its verb: "please", "always", "just", "from now on". */
const DIRECTIVE_OPENERS = new Set(['please', 'just', 'also', 'then', 'always', 'only', 'so', 'and', 'now', 'from', 'on', 'going', 'forward', 'remember']);
/** Modal words that make a statement a prescription: "errors should be wrapped with %w". */
const MODALS = new Set(['should', 'must', 'shall', 'need', 'needs', 'have', 'has']);

/** Whether a rule directs: its first word is a verb, a negator or a light verb, or it holds a modal ("should"). */
function directs(tokens: readonly Token[]): boolean {
  if (tokens.some((token) => token.kind === 'word' && MODALS.has(token.raw))) return true;
  const first = tokens.find((token) => token.kind !== 'break' && !(token.kind === 'word' && DIRECTIVE_OPENERS.has(token.raw)));
  if (first?.kind !== 'word') return false;
  return (
    IMPERATIVE_VERBS.has(first.lemma) ||
    LIGHT_VERBS.has(first.lemma) ||
    NEGATORS.has(first.raw) ||
    NEGATORS.has(first.lemma) ||
    first.raw === 'i' ||
    first.raw === 'we'
  );
}

/** The word after a tool family that is one of its commands: a word that says something, or a name. */
function isCommandWord(token: Token | undefined): boolean {
  if (token?.kind === 'name') return true;
  if (token?.kind !== 'word') return false;
  return !STOP_WORDS.has(token.raw) && !NEGATORS.has(token.raw) && !CONTRASTS.has(token.lemma) && !LIGHT_VERBS.has(token.lemma);
}

function flip(sign: Sign): Sign {
  return sign === 1 ? -1 : 1;
}

/** After a comma a new clause starts with a verb or a directive word ("don't use npm, use pnpm"); a list goes on ("no comments, docstrings or emojis"). */
function startsClause(next: Token | undefined): boolean {
  if (next?.kind !== 'word') return false;
  return IMPERATIVE_VERBS.has(next.lemma) || VERB_INTRODUCERS.has(next.raw) || next.raw === 'never' || next.raw === 'dont';
}

/** Code-like pieces: backticked text, calls, flags, paths, dotted or snake_case names. */
const CODE_LIKE = /^(?:--?[a-z][\w-]*|[\w@.~/-]*[./_@#][\w@.~/#-]*|[\w.-]+\(\))$/i;
const TOKEN = /`([^`]{1,80})`|([\p{L}\p{N}_@#~./+-]+(?:\(\))?)|([,;:.!?]|\n)/gu;

function tokenize(rule: string): Token[] {
  const tokens: Token[] = [];
  const text = rule.replace(/[\u2018\u2019\u02bc']/g, '').toLowerCase();
  for (const match of text.matchAll(TOKEN)) {
    const [, code, word, punctuation] = match;
    if (code !== undefined) tokens.push({ kind: 'name', name: cleanName(code) });
    else if (punctuation !== undefined) tokens.push({ kind: 'break', hard: punctuation !== ',' });
    else if (word !== undefined) tokens.push(...wordTokens(word));
  }
  return tokens;
}

/** A word, or a name; a trailing full stop ("push.") is a sentence end. */
function wordTokens(piece: string): Token[] {
  const trailing = /[.]+$/.exec(piece);
  const word = trailing ? piece.slice(0, trailing.index) : piece;
  const tokens: Token[] = [];
  if (word.length > 0 && !/^[-+]+$/.test(word))
    tokens.push(isName(word) ? { kind: 'name', name: cleanName(word) } : { kind: 'word', raw: word, lemma: lemmaOf(word) });
  if (trailing) tokens.push({ kind: 'break', hard: true });
  return tokens;
}

function isName(word: string): boolean {
  if (STOP_WORDS.has(word)) return false;
  if (TOOL_NAMES.has(word)) return !AMBIGUOUS_TOOL_NAMES.has(word);
  return CODE_LIKE.test(word) && /[\p{L}]/u.test(word);
}

function cleanName(code: string): string {
  return code
    .trim()
    .replace(/\(\)$/, '')
    .replace(/^[./]+(?=\w)|[.,;:]+$/g, '');
}

/** Two- and three-lemma phrases ("do not", "doc comment", "instead of") become one word. */
function mergePhrases(tokens: Token[]): Token[] {
  const merged: Token[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const phrase = [3, 2].map((size) => phraseAt(tokens, at, size)).find((found) => found !== undefined);
    if (phrase) {
      merged.push({ kind: 'word', raw: phrase.text, lemma: phrase.text });
      at += phrase.size - 1;
    } else merged.push(itemAt(tokens, at));
  }
  return merged;
}

function phraseAt(tokens: readonly Token[], at: number, size: number): { text: string; size: number } | undefined {
  const words: string[] = [];
  for (const token of tokens.slice(at, at + size)) {
    if (token.kind !== 'word') return undefined;
    words.push(token.lemma);
  }
  if (words.length !== size) return undefined;
  const text = words.join(' ');
  return PHRASES.has(text) ? { text, size } : undefined;
}

/**
 * The concepts of the foreign vocabularies that are actions (the rest are things, whatever English verb shares
 * their name: "注释", "Kommentar" are comments, not commenting).
 */
const FOREIGN_ACTIONS: ReadonlySet<string> = new Set(['ask', 'choose', 'recommend', 'add', 'run', 'fix', 'wrap', 'open', 'hang', 'say', 'push']);

/** How a foreign rule's English words and names are read: as an English rule's are. */
const FOREIGN_READERS: ForeignReaders = {
  englishWord: (word) => {
    if (STOP_WORDS.has(word) || NEGATORS.has(word)) return undefined;
    const lemma = lemmaOf(word);
    if (STOP_WORDS.has(lemma) || LIGHT_VERBS.has(lemma)) return undefined;
    const concept = SYNONYMS.get(lemma) ?? lemma;
    return { concept, verb: IMPERATIVE_VERBS.has(lemma), generic: GENERIC_WORDS.has(concept) };
  },
  nameOf: (token) => {
    const code = /^`([^`]+)`$/.exec(token)?.[1];
    if (code !== undefined) return cleanName(code);
    const lower = token.toLowerCase();
    return isName(lower) ? cleanName(lower) : undefined;
  },
  isVerb: (concept) => FOREIGN_ACTIONS.has(concept),
  isGeneric: (concept) => GENERIC_WORDS.has(concept),
};
