/**
 * Keywords for the heuristic tier (seed: split + stop words, no NLP): lower case, split on anything
 * that is not a letter or a digit (so `plan-phase` and `src/auth/login.ts` give their parts), words of
 * three characters or more, stop words and the usual path noise removed, each once.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  // the seed's list
  (
    'the a an is are was were be been being have has had do does did will would could should may might can shall to of in ' +
    'for on with at by from as into through and but or nor not so yet this that these those it its ' +
    // more English filler, common in tool descriptions
    'all also any each about after before when where which who whom what how than then them they their there use used uses ' +
    'using via you your our out off only other same some such very just like get gets set sets new one two three make makes ' +
    // words every tool description shares
    'tool tools skill skills command commands server servers mcp ' +
    // path and command noise
    'users home tmp var usr opt private dev null ' +
    // what the secret redactor leaves in place of a secret
    'redacted'
  ).split(' '),
);

export const MIN_KEYWORD_LENGTH = 3;

export function extractKeywords(text: string, limit = Number.POSITIVE_INFINITY): string[] {
  const keywords: string[] = [];
  const seen = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (keywords.length >= limit) break;
    if (word.length < MIN_KEYWORD_LENGTH || STOP_WORDS.has(word) || seen.has(word) || /^\d+$/.test(word)) continue;
    seen.add(word);
    keywords.push(word);
  }
  return keywords;
}
