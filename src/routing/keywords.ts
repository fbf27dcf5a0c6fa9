/**
 * Keywords for the heuristic tier (seed: split + stop words, no NLP): lower case, split on anything
 * that is not a letter or a digit (so `plan-phase` and `src/auth/login.ts` give their parts), words of
 * three characters or more, stop words and the usual path noise removed, each once.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
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
  const lower = text.toLowerCase();
  // the runs of a-z and 0-9 (one scan, no regex, no array of every word: this runs for every tool call)
  let start = 0;
  let digitsOnly = true;
  for (let at = 0; at <= lower.length && keywords.length < limit; at++) {
    const code = at < lower.length ? lower.charCodeAt(at) : 0;
    const digit = code >= 0x30 && code <= 0x39;
    if (digit || (code >= 0x61 && code <= 0x7a)) {
      if (!digit) digitsOnly = false;
      continue;
    }
    if (at - start >= MIN_KEYWORD_LENGTH && !digitsOnly) {
      const word = lower.slice(start, at);
      if (!STOP_WORDS.has(word) && !seen.has(word)) {
        seen.add(word);
        keywords.push(word);
      }
    }
    start = at + 1;
    digitsOnly = true;
  }
  return keywords;
}
