/**
 * A rule said in a language other than English, read into the concepts rule-normalise.ts reads English into
 * (docs/memory.md "Rules in every language"): each language maps its words to the English concepts
 * (human-languages/*.ts `rules.concepts`), so that "别再让我选了，直接用你推荐的", "no me preguntes, elige la
 * recomendada" and "stop asking me, go with the one you recommend" share `ask` and `recommend`. Names (tools,
 * files, identifiers such as `ledger_prod` or `%w`) stay exact whatever the language around them; English words
 * inside the rule are read as English. What the reading cannot tell as surely as the English one — which concept a
 * negation turns around — makes the rule `approximate`: only its names and head object can make it the opposite of
 * another rule (rule-similarity.ts).
 */
import type { HumanLanguage, RuleVocabulary } from './human-languages/index.js';
import type { NormalisedRule, RuleTerm, Sign } from './rule-normalise.js';

/** How an English word inside a foreign rule reads: its concept, whether it is a verb; undefined for a stop word. */
export type EnglishWord = (word: string) => { concept: string; verb: boolean; generic: boolean } | undefined;
/** Whether an ASCII token is a name (a tool, a file, an identifier) rather than a word. */
export type NameTest = (token: string) => string | undefined;

export interface ForeignReaders {
  englishWord: EnglishWord;
  nameOf: NameTest;
  isVerb: (concept: string) => boolean;
  isGeneric: (concept: string) => boolean;
}

const NAME_WEIGHT = 2.5;
const OBJECT_WEIGHT = 1;
const VERB_WEIGHT = 0.6;
const GENERIC_WEIGHT = 0.5;

/** Where one clause of a rule ends and the next begins: punctuation, and the words that open a contrast. */
const BREAK = /[，,。.；;！!？?\n、:：]|(?:而是|但是|可是|不过|不過|でも|しかし|하지만|그러나|(?<![\p{L}])(?:sino|sondern|mais|pero|porém|но|а)(?![\p{L}]))/gu;
/** ASCII runs inside a foreign rule: backticked code, format verbs (%w), words, names. */
const ASCII_TOKEN = /`([^`]{1,80})`|(%[a-z])(?![a-z])|([A-Za-z_][\w.@#/+-]*(?:\(\))?)/g;

type Mark =
  | { at: number; end: number; kind: 'term'; concept: string; weight: number; object: boolean; verb: boolean; name: boolean }
  | { at: number; end: number; kind: 'negator' }
  | { at: number; end: number; kind: 'break' };

/** The rule's meaning read with the vocabularies of `languages` (those that have one). */
export function normaliseForeignRule(rule: string, languages: readonly HumanLanguage[], readers: ForeignReaders): NormalisedRule {
  const text = rule.toLowerCase();
  const vocabularies = languages.flatMap((language) => (language.rules ? [language.rules] : []));
  // English words inside the rule are read as English only where the rule's own language is not written in Latin letters
  const latin = languages.some((language) => language.markers !== undefined);
  const marks = withoutOverlaps([...asciiMarks(rule, readers, !latin), ...vocabularyMarks(text, vocabularies, readers)]);
  const negators = withoutOverlaps(
    vocabularies.flatMap((vocabulary) =>
      phraseMarks(text, vocabulary.negators, spaced(vocabulary), true).map(({ at, end }) => ({ at, end, kind: 'negator' as const })),
    ),
    marks,
  );
  const breaks: Mark[] = [...text.matchAll(BREAK)].map((match) => ({ at: match.index, end: match.index + match[0].length, kind: 'break' }));
  const ordered = [...marks, ...negators, ...breaks].sort((a, b) => a.at - b.at || a.end - b.end);
  const after = vocabularies.some((vocabulary) => vocabulary.negationAfter === true);
  const signs = after ? signsNegatedBefore(ordered) : signsNegatedAfter(ordered);
  const terms = new Map<string, RuleTerm>();
  let verbSeen = false;
  ordered.forEach((mark, index) => {
    if (mark.kind === 'break') verbSeen = false;
    if (mark.kind !== 'term') return;
    // a name after an action ("不要对 ledger_prod 写入" aside) is where the action goes, not what the rule is against
    const term: RuleTerm = {
      concept: mark.concept,
      sign: signs.get(index) ?? 1,
      weight: mark.weight,
      object: mark.object,
      opposable: !(mark.name && verbSeen),
    };
    if (mark.verb) verbSeen = true;
    const known = terms.get(term.concept);
    terms.set(term.concept, known ? { ...known, weight: Math.max(known.weight, term.weight), object: known.object || term.object } : term);
  });
  const list = [...terms.values()];
  const head = list.find((term) => term.object);
  const names = list.filter((term) => term.concept.startsWith('=')).map((term) => term.concept.slice(1));
  return { terms, polarity: (head ?? list[0])?.sign ?? 1, names, approximate: true, directive: true, ...(head && { head: head.concept }) };
}

/**
 * Negation before what it negates (Chinese, Spanish, German, …): a negator turns around the first concept after
 * it in its clause ("不要用 axios": axios; "no me preguntes cada vez cuál opción": ask, not the option).
 */
function signsNegatedAfter(ordered: readonly Mark[]): Map<number, Sign> {
  const signs = new Map<number, Sign>();
  let pending = 0;
  ordered.forEach((mark, index) => {
    if (mark.kind === 'break') pending = 0;
    else if (mark.kind === 'negator') pending++;
    else if (pending > 0) {
      signs.set(index, pending % 2 === 1 ? -1 : 1);
      pending = 0;
    }
  });
  return signs;
}

/** Negation after what it negates (Japanese, Korean): a negator turns around every concept before it in its clause. */
function signsNegatedBefore(ordered: readonly Mark[]): Map<number, Sign> {
  const signs = new Map<number, Sign>();
  let clause: number[] = [];
  ordered.forEach((mark, index) => {
    if (mark.kind === 'break') clause = [];
    else if (mark.kind === 'term') clause.push(index);
    else for (const term of clause) signs.set(term, signs.get(term) === -1 ? 1 : -1);
  });
  return signs;
}

function asciiMarks(rule: string, readers: ForeignReaders, englishWords: boolean): Mark[] {
  const marks: Mark[] = [];
  for (const match of rule.matchAll(ASCII_TOKEN)) {
    const [whole, code, verb, token] = match;
    const at = match.index;
    const end = at + whole.length;
    const name = code !== undefined ? readers.nameOf(`\`${code}\``) : verb !== undefined ? verb : token !== undefined ? readers.nameOf(token) : undefined;
    if (name !== undefined) {
      marks.push({ at, end, kind: 'term', concept: `=${name.toLowerCase()}`, weight: NAME_WEIGHT, object: true, verb: false, name: true });
      continue;
    }
    const word = token === undefined || !englishWords ? undefined : readers.englishWord(token.toLowerCase());
    if (word)
      marks.push({
        at,
        end,
        kind: 'term',
        concept: word.concept,
        weight: weightOf(word.verb, word.generic),
        object: !word.verb && !word.generic,
        verb: word.verb,
        name: false,
      });
  }
  return marks;
}

function vocabularyMarks(text: string, vocabularies: readonly RuleVocabulary[], readers: ForeignReaders): Mark[] {
  const marks: Mark[] = [];
  for (const vocabulary of vocabularies) {
    for (const [concept, phrases] of Object.entries(vocabulary.concepts)) {
      const verb = readers.isVerb(concept);
      const generic = readers.isGeneric(concept);
      for (const { at, end } of phraseMarks(text, phrases, spaced(vocabulary))) {
        marks.push({ at, end, kind: 'term', concept, weight: weightOf(verb, generic), object: !verb && !generic, verb, name: false });
      }
    }
  }
  return marks;
}

function weightOf(verb: boolean, generic: boolean): number {
  return generic ? GENERIC_WEIGHT : verb ? VERB_WEIGHT : OBJECT_WEIGHT;
}

/** A language written with spaces matches a phrase at a word's beginning; one without, wherever it stands. */
function spaced(vocabulary: RuleVocabulary): boolean {
  return !Object.values(vocabulary.concepts).some((phrases) =>
    phrases.some((phrase) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(phrase)),
  );
}

function phraseMarks(text: string, phrases: readonly string[], wordStart: boolean, wholeWord = false): Array<{ at: number; end: number }> {
  const found: Array<{ at: number; end: number }> = [];
  for (const phrase of phrases) {
    const lower = phrase.toLowerCase();
    for (let at = text.indexOf(lower); at !== -1; at = text.indexOf(lower, at + 1)) {
      if (wordStart && at > 0 && /[\p{L}\p{N}_]/u.test(text.charAt(at - 1))) continue;
      // a negator written with spaces is a whole word ("no", not the "no" of "nombre")
      if (wordStart && wholeWord && /[\p{L}\p{N}_]/u.test(text.charAt(at + lower.length))) continue;
      found.push({ at, end: at + lower.length });
    }
  }
  return found;
}

/** Longest first: a shorter mark inside a longer one (别 inside 别再, 修 inside 修复) is dropped, and so is one inside a kept mark. */
function withoutOverlaps<T extends Mark>(candidates: readonly T[], kept: readonly Mark[] = []): T[] {
  const chosen: Mark[] = [...kept];
  const result: T[] = [];
  for (const mark of [...candidates].sort((a, b) => b.end - b.at - (a.end - a.at) || a.at - b.at)) {
    if (chosen.some((other) => mark.at < other.end && other.at < mark.end)) continue;
    chosen.push(mark);
    result.push(mark);
  }
  return result;
}
