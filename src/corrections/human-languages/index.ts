/**
 * The human languages the classifier reads (docs/memory.md "Languages"), registered in one place: adding a
 * language is one file beside this one and one line here. A text is read with the data of every language
 * whose script it holds (a Chinese turn with English words in it gets both).
 */
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { pt } from './pt.js';
import { ru } from './ru.js';
import { DIGIT, LETTER } from './patterns.js';
import type { HumanLanguage } from './types.js';
import { zh } from './zh.js';

export const HUMAN_LANGUAGES: readonly HumanLanguage[] = [en, zh, ja, ko, es, pt, de, fr, ru];

/** A language of a shared script is tried on a text that shows at least this score (languageScores)… */
const MIN_MARKER_SCORE = 2;

/** …or shows some of it where English shows none of its own function words (a short "olvidaste los tests"). */
const ENGLISH_FUNCTION_WORDS = [
  'the',
  'and',
  'or',
  'is',
  'are',
  'be',
  'you',
  'u',
  'to',
  'it',
  'this',
  'that',
  'of',
  'in',
  'for',
  'on',
  'with',
  'please',
  'not',
  'i',
  'we',
  'can',
  'should',
  "don't",
  'dont',
  'what',
  'why',
  'how',
  'use',
  'add',
  'run',
  'always',
  'never',
  'do',
  'your',
  'my',
  'me',
  'all',
  'any',
  'every',
  'each',
  'but',
  'if',
  'when',
  'before',
  'after',
  'from',
  'by',
  'at',
  'just',
  'only',
  'a',
  'an',
];
const ENGLISH_WORDS = new RegExp(`(?<![${LETTER}${DIGIT}_])(?:${ENGLISH_FUNCTION_WORDS.join('|')})(?![${LETTER}${DIGIT}_])`, 'giu');

/** English's short words that other languages write too: no sign of those languages in an English text. */
const ENGLISH_WORD_SET: ReadonlySet<string> = new Set([...ENGLISH_FUNCTION_WORDS, 'no', 'so', 'as', 'me']);

/**
 * How many of a language's function words a text holds, and two more for its own letters (ñ, ß, ç, …): `all` of
 * its words, and its `own`, those that are no English word (ENGLISH_WORD_SET). Both from one scan of the text.
 */
function languageScores(language: HumanLanguage, text: string): { all: number; own: number } {
  const { markers } = language;
  if (!markers) return { all: 0, own: 0 };
  const found = text.match(markers.words) ?? [];
  const letters = markers.letters?.test(text) === true ? 2 : 0;
  const own = found.filter((word) => !ENGLISH_WORD_SET.has(word.toLowerCase())).length;
  return { all: found.length + letters, own: own + letters };
}

/**
 * The languages a text may be in, by script, in registry order: whose clause classes, failure reports and
 * openers are read on it (a short "vale" or "passt" shows no more than its script).
 */
export function languagesOf(text: string): HumanLanguage[] {
  return HUMAN_LANGUAGES.filter((language) => language.script.test(text));
}

/**
 * The languages whose correction cues are tried on a text: those of its script that, where others share the
 * script, show their markers (languageScores): a Spanish prohibition is not looked for in an English turn.
 */
export function cueLanguagesOf(text: string, languages: readonly HumanLanguage[] = languagesOf(text)): HumanLanguage[] {
  let english: number | undefined;
  return languages.filter((language) => {
    if (!language.markers) return true;
    const { all: score, own } = languageScores(language, text);
    // English shares words with the others ("a", "do", "no", "as"): a language must show a word of its own
    if (score === 0 || own === 0) return false;
    if (score >= MIN_MARKER_SCORE) return true;
    english ??= text.match(ENGLISH_WORDS)?.length ?? 0;
    return english === 0;
  });
}

/** The languages other than English whose rule vocabulary reads a rule's text (foreign-rule.ts), if any. */
export function ruleLanguagesOf(rule: string): HumanLanguage[] {
  let english: number | undefined;
  return languagesOf(rule).filter((language) => {
    if (language.rules === undefined) return false;
    if (!language.markers) return true;
    const { all: score, own } = languageScores(language, rule);
    if (score < MIN_MARKER_SCORE) return false;
    // an English rule holds words that are another language's too ("a", "do", "no"): the language must show words of
    // its own that are no English word, and more of its words than the rule shows English ones
    if (own === 0) return false;
    english ??= rule.match(ENGLISH_WORDS)?.length ?? 0;
    return score > english;
  });
}

export type { CorrectionCue, FailureCue, HumanLanguage, MessageClassId, MessageClassRule, RuleVocabulary } from './types.js';
