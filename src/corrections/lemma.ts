/**
 * A small rule-based English lemmatiser for the words of corrections: irregular forms from a table,
 * then suffix rules whose candidates are checked against the known verbs and concepts, so "adding" is
 * "add" (not Porter's "ad"), "writing" is "write" and "cases" is "case".
 */
import { IMPERATIVE_VERBS, IRREGULAR_LEMMAS, SYNONYM_GROUPS } from './rule-lexicon.js';

const KNOWN = new Set([...IMPERATIVE_VERBS, ...SYNONYM_GROUPS.flat().filter((entry) => !entry.includes(' '))]);

/** Doubled final consonants that belong to the stem ("add", "pass", "buzz", "stuff", "install"). */
const KEPT_DOUBLES = new Set(['l', 's', 'z', 'f', 'd']);

/** Suffixes of inflected forms, each with how to undo it; tried in order. */
const INFLECTIONS: ReadonlyArray<{ suffix: string; minLength: number; candidates: (stem: string) => string[] }> = [
  { suffix: 'ing', minLength: 5, candidates: verbStemCandidates },
  { suffix: 'ed', minLength: 5, candidates: (stem) => (stem.endsWith('e') ? [] : verbStemCandidates(stem)) },
  { suffix: 'ies', minLength: 5, candidates: (stem) => [`${stem}y`] },
  { suffix: 'sses', minLength: 5, candidates: (stem) => [`${stem}ss`] },
  { suffix: 'xes', minLength: 4, candidates: (stem) => [`${stem}x`] },
  { suffix: 'ches', minLength: 5, candidates: (stem) => [`${stem}ch`] },
  { suffix: 'shes', minLength: 5, candidates: (stem) => [`${stem}sh`] },
  { suffix: 'zes', minLength: 5, candidates: (stem) => [`${stem}z`, `${stem}ze`] },
  // "status", "analysis", "class" are no plurals; "emojis" is
  { suffix: 's', minLength: 4, candidates: (stem) => (KNOWN.has(stem) || !/(?:s|u|i)$/.test(stem) ? [stem] : []) },
];

/** "writ" → write, "committ" → commit, "us" → use: the known one first, else the plain stem or its undoubled form. */
function verbStemCandidates(stem: string): string[] {
  const undoubled = undouble(stem);
  const all = [stem, `${stem}e`, ...(undoubled !== stem ? [undoubled] : [])];
  const known = all.find((candidate) => KNOWN.has(candidate));
  if (known !== undefined) return [known];
  return [undoubled];
}

/** "thing", "string", "bring" are no -ing forms: their stems have no vowel. */
function hasVowel(stem: string): boolean {
  return stem.length >= 2 && /[aeiouy]/.test(stem);
}

function undouble(stem: string): string {
  const last = stem.at(-1);
  if (last === undefined || stem.at(-2) !== last || KEPT_DOUBLES.has(last) || !/[b-df-hj-np-tv-z]/.test(last)) return stem;
  return stem.slice(0, -1);
}

/** The lemma of a lowercase word. */
export function lemmaOf(word: string): string {
  const irregular = IRREGULAR_LEMMAS.get(word);
  if (irregular !== undefined) return irregular;
  if (KNOWN.has(word)) return word;
  for (const { suffix, minLength, candidates } of INFLECTIONS) {
    if (word.length < minLength || !word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    const [lemma] = hasVowel(stem) ? candidates(stem) : [];
    return lemma !== undefined && lemma.length >= 2 ? lemma : word;
  }
  return word;
}
