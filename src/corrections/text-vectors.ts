/**
 * Character n-gram TF-IDF vectors of correction rules, for clustering: "use pnpm", "please use pnpm not
 * npm" and "pnpm, not npm!" share most of their n-grams, "don't add comments" shares almost none.
 * N-grams are taken within words (padded with a space each side), so word order matters little and
 * small spelling differences ("dont"/"don't", "test"/"tests") matter little too.
 */

/** Words that carry no rule: softeners, pronouns, articles. Negations are kept ("use X" ≠ "never use X"). */
const FILLER = new Set(
  [
    'please just the a an to i you we it its is are was be been this that these those of for in on at with and so ok okay no yes yeah hey oh',
    "well let lets let's us can could would will me my your our here there again now then also actually really kindly thanks thank",
  ]
    .join(' ')
    .split(' '),
);

/**
 * Words that shape a rule but do not say what it is about: they count less, so that "use uv instead
 * of pip" and "use the HTTPS remote instead" are not alike for sharing "use … instead".
 */
const STRUCTURE_WORDS = new Set('use using instead of not dont do never always stop avoid prefer rather than over keep make sure should must need'.split(' '));
const STRUCTURE_WEIGHT = 0.4;

const GRAM_SIZES = [3, 4] as const;

/** Lowercase words of a rule without filler; apostrophes dropped ("don't" → "dont"). */
function ruleWords(rule: string): string[] {
  return rule
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}@_.+#-]+/u)
    .map((word) => word.replace(/^[.\-+]+|[.\-+]+$/g, ''))
    .filter((word) => word.length > 0 && !FILLER.has(word));
}

/** A rule's words joined by single spaces: the key two rules share when they say the same thing. */
export function ruleKey(rule: string): string {
  return ruleWords(rule).join(' ');
}

export type SparseVector = Map<string, number>;

function termCounts(rule: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of ruleWords(rule)) {
    const padded = ` ${word} `;
    const weight = STRUCTURE_WORDS.has(word) ? STRUCTURE_WEIGHT : 1;
    for (const size of GRAM_SIZES) {
      for (let at = 0; at + size <= padded.length; at++) {
        const gram = padded.slice(at, at + size);
        counts.set(gram, (counts.get(gram) ?? 0) + weight);
      }
    }
  }
  return counts;
}

/** L2-normalised TF-IDF vectors (smoothed idf: ln((1+n)/(1+df)) + 1, so a term in every rule still counts). */
export function tfidfVectors(rules: readonly string[]): SparseVector[] {
  const counts = rules.map(termCounts);
  const documentFrequency = new Map<string, number>();
  for (const terms of counts) for (const term of terms.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const n = rules.length;
  return counts.map((terms) => {
    const vector: SparseVector = new Map();
    let norm = 0;
    for (const [term, count] of terms) {
      // every term of every rule was counted above (at least this rule has it)
      const documents = documentFrequency.get(term) ?? 1;
      const weight = termFrequency(count) * (Math.log((1 + n) / (1 + documents)) + 1);
      vector.set(term, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (const [term, weight] of vector) vector.set(term, weight / norm);
    return vector;
  });
}

/** Sublinear term frequency; structure words bring fractional counts, which count linearly. */
function termFrequency(count: number): number {
  return count > 1 ? 1 + Math.log(count) : count;
}

export function cosine(a: SparseVector, b: SparseVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, weight] of small) {
    const other = large.get(term);
    if (other !== undefined) dot += weight * other;
  }
  return dot;
}
