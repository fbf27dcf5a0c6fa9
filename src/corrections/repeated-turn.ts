/**
 * Whether a human turn repeats an earlier one of the same stream: a request resent, a question re-asked after
 * an interrupt. Such a turn says nothing new about what the agent did (docs/memory.md "Not a correction").
 * Compared by the character bigrams of the texts, so that a retyped turn with a typo fixed still matches.
 */

/** Turns shorter than this are answers ("yes", "ok", "1"), repeated by nature. */
const MIN_CHARS = 16;
/** Texts are compared on their first characters; a turn is a repeat at this Dice coefficient of their bigrams. */
const COMPARED_CHARS = 400;
const SAME_TURN = 0.7;
/** Earlier turns kept per stream. */
export const REMEMBERED_TURNS = 8;

/** Paths, URLs and file names: two turns naming the same file are not the same turn for that. */
const PATH_LIKE = /[\w.~@:-]*[/\\][\w./\\~@:-]*|[\w-]+\.[a-z]{1,5}\b/gi;

/** A turn as it is compared: its bigrams counted once, when it is remembered, not again at each later turn. */
export interface ComparableTurn {
  /** Characters (UTF-16 units) of the compared text. */
  length: number;
  bigrams: ReadonlyMap<string, number>;
  /** The sum of the bigrams' counts. */
  total: number;
}

export function comparableTurn(text: string): ComparableTurn {
  const turn = text.replace(PATH_LIKE, ' ').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, COMPARED_CHARS);
  const bigrams = turn.length >= MIN_CHARS ? bigramCounts(turn) : new Map<string, number>();
  let total = 0;
  for (const count of bigrams.values()) total += count;
  return { length: turn.length, bigrams, total };
}

/** Whether `turn` (comparableTurn of its text) repeats one of the `earlier` turns. */
export function repeatsEarlierTurn(turn: ComparableTurn, earlier: readonly ComparableTurn[]): boolean {
  if (turn.length < MIN_CHARS) return false;
  return earlier.some((previous) => previous.length >= MIN_CHARS && dice(turn, previous) >= SAME_TURN);
}

function bigramCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  let previous: string | undefined;
  // code points, so that a Chinese or Japanese turn is compared by its characters
  for (const char of text) {
    if (previous !== undefined) counts.set(previous + char, (counts.get(previous + char) ?? 0) + 1);
    previous = char;
  }
  return counts;
}

function dice(a: ComparableTurn, b: ComparableTurn): number {
  let shared = 0;
  const total = a.total + b.total;
  for (const [bigram, count] of a.bigrams) shared += Math.min(count, b.bigrams.get(bigram) ?? 0);
  return total === 0 ? 0 : (2 * shared) / total;
}
