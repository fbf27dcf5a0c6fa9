/**
 * How correction cues weigh, whatever their language (the cues themselves are data in human-languages/*.ts:
 * word-boundary patterns, never substring matching in languages written with spaces — "no" must not match
 * "know").
 */

/** Cues at or above this confidence override the not-a-correction filters (questions, task requests, …). */
export const STRONG_CUE = 0.8;

/** A cue that answers the agent's question ("no, …" after "shall I …?") weighs this much: a weak cue. */
export const ANSWER_CUE = 0.6;
