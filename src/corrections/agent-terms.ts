/**
 * Whether a human turn names something the agent's last words hold (docs/memory.md "Said of what the agent did").
 * A correction turns the agent away from what it just did or said: "no, not on main" after "pushing to main",
 * "there's no docker here" after "I'll start it in docker". A "don't" or a "not X" that names nothing the agent
 * said is said of the work the human now asks for — "increase the node group by one, via terraform, not the console"
 * after the agent reported the node group full is a request with a requirement, no correction.
 *
 * A term is what names a thing rather than shapes a sentence: a word of four letters or more that is none of its
 * languages' `commonWords` (compared by its beginning, so "commits" finds "commit"), a name with a digit in it
 * ("p50", "s3", "v2"), two Han or Katakana characters in a row, the common words cut out first ("配置", "ドッカ"), the first
 * two syllables of a Korean word. Hiragana spell grammar and name nothing; a bare number is a figure, and a figure
 * the agent also said ("limit it to 100" after "size ≤ 100") is an answer as often as a correction.
 */
import type { HumanLanguage } from './human-languages/types.js';

/** A run of letters and digits of a script written with spaces (Latin, Cyrillic, Greek, …). */
export const SPACED_WORD = /(?:[^\P{L}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|\p{M}|\p{N})+/gu;

/** A run of Han or Katakana characters (with the long-vowel mark), or of Hangul syllables. */
const UNSPACED_RUN = /[\p{Script=Han}\p{Script=Katakana}ー]{2,}|\p{Script=Hangul}{2,}/gu;

/** A short name written in capitals, maybe with a plural s: "PR", "CI", "DB", "APIs". */
const ACRONYM = /^(\p{Lu}{2,3})s?$/u;

const HANGUL = /\p{Script=Hangul}/u;
const HAS_DIGIT = /\p{N}/u;
const HAS_LETTER = /\p{L}/u;
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/** Letters a word is compared by at least, and how many of a longer word's last letters may differ (inflection). */
const MIN_TERM_LETTERS = 4;
const ENDING_LETTERS = 2;

const commonWordSets = new WeakMap<HumanLanguage, ReadonlySet<string>>();

function commonWordsOf(language: HumanLanguage): ReadonlySet<string> {
  let words = commonWordSets.get(language);
  if (words === undefined) {
    words = new Set(language.commonWords.map((word) => word.toLowerCase()));
    commonWordSets.set(language, words);
  }
  return words;
}

/**
 * The terms of a text: `within`, beginnings searched for anywhere in the agent's words; `whole`, short names
 * ("pr", "ci") that must stand as words there ("pr" is no term of "print").
 */
export function termsOf(text: string, languages: readonly HumanLanguage[]): { within: Set<string>; whole: Set<string> } {
  const common = languages.map(commonWordsOf);
  const isCommon = (word: string): boolean => common.some((words) => words.has(word));
  const within = new Set<string>();
  const whole = new Set<string>();
  for (const [written] of text.matchAll(SPACED_WORD)) {
    const word = written.toLowerCase();
    const acronym = ACRONYM.exec(written)?.[1];
    if (HAS_DIGIT.test(word)) {
      if (HAS_LETTER.test(word)) within.add(word);
    } else if (word.length >= MIN_TERM_LETTERS && !isCommon(word)) {
      within.add(word.slice(0, Math.max(MIN_TERM_LETTERS, word.length - ENDING_LETTERS)));
    } else if (acronym !== undefined) {
      whole.add(acronym.toLowerCase());
    }
  }
  for (const [written] of text.matchAll(UNSPACED_RUN)) {
    const run = written.toLowerCase();
    if (HANGUL.test(run)) {
      const stem = run.slice(0, 2);
      if (!isCommon(stem)) within.add(stem);
      continue;
    }
    for (const piece of withoutCommonPairs(run, isCommon)) for (let at = 0; at + 2 <= piece.length; at++) within.add(piece.slice(at, at + 2));
  }
  return { within, whole };
}

/**
 * A run of characters written without spaces, cut where a common two-character word stands ("这个可以然后继续" is
 * nothing but such words): the pairs that remain never straddle one ("后继" of "然后继续" names nothing).
 */
function withoutCommonPairs(run: string, isCommon: (word: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (let at = 0; at < run.length;) {
    if (isCommon(run.slice(at, at + 2))) {
      pieces.push(piece);
      piece = '';
      at += 2;
    } else {
      piece += run.charAt(at);
      at += 1;
    }
  }
  pieces.push(piece);
  return pieces.filter((kept) => kept.length >= 2);
}

/** A character of a script written without spaces between words (Chinese, Japanese, Korean). */
export const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Whether the term a redirect turns away from ("not `explore`", "not npm") is a word the agent said: a word that
 * names something (none of its languages' `commonWords`: "…, not per step" names nothing) standing where a word
 * starts in the agent's words — whole when it is short ("per" is no word of "performance", "npm" none of "pnpm"),
 * by its beginning when longer ("commit" is said in "commits"). A term of a script written without spaces is
 * searched for anywhere.
 */
export function agentSaidTerm(term: string, agentText: string, languages: readonly HumanLanguage[]): boolean {
  const word = term.toLowerCase();
  if (languages.some((language) => commonWordsOf(language).has(word))) return false;
  const agent = agentText.toLowerCase();
  if (!HAS_LETTER.test(word) || UNSPACED_SCRIPT.test(word)) return agent.includes(word);
  if (word.length < MIN_TERM_LETTERS) return holdsWord(agent, word);
  for (let at = agent.indexOf(word); at !== -1; at = agent.indexOf(word, at + 1)) {
    if (!continuesWord(agent[at - 1])) return true;
  }
  return false;
}

/**
 * Whether a character next to a spaced word is part of that word: a letter, digit or underscore of a spaced script (a
 * particle of a script written without spaces, "UTC로", "npmで", "用npm", borders the word, it does not go on with it).
 */
function continuesWord(character: string | undefined): boolean {
  return character !== undefined && WORD_CHARACTER.test(character) && !UNSPACED_SCRIPT.test(character);
}

/** Whether `text` names a term (termsOf) that `agentWords` — what the agent said and did — hold. */
export function namesAgentTerm(text: string, agentWords: string, languages: readonly HumanLanguage[]): boolean {
  const agent = agentWords.toLowerCase();
  const { within, whole } = termsOf(text, languages);
  for (const term of within) if (agent.includes(term)) return true;
  for (const term of whole) if (holdsWord(agent, term)) return true;
  return false;
}

function holdsWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1];
    const after = text[at + word.length];
    // "prs" and "pr's" are the word too
    const ending = after === 's' && !continuesWord(text[at + word.length + 1]) ? undefined : after;
    if (!continuesWord(before) && !continuesWord(ending)) return true;
  }
  return false;
}
