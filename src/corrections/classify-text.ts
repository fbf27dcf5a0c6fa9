/**
 * Decides whether one human text is a correction, how sure that is, and which sentence states the rule.
 * Pure and table-driven (cues.ts, filters.ts); the stream context is given by correction-detector.ts.
 */
import { CASUAL_PHRASES, CORRECTION_CUES, STRONG_CUE, type CorrectionCue } from './cues.js';
import { LEADING_INTERJECTIONS, NOT_A_CORRECTION } from './filters.js';
import { ruleSentence } from './rule-sentence.js';
import type { CorrectionKind } from './types.js';

export type TextSource =
  /** The reason typed when rejecting a tool call. */
  | 'rejection-reason'
  /** The first human message after a rejection without reason or an interrupt. */
  | 'after-refusal'
  /** Any other human message after agent actions. */
  | 'message';

export interface TextVerdict {
  kind: CorrectionKind;
  confidence: number;
  explicit: boolean;
  cues: string[];
  rule: string;
}

const REJECTION_REASON_CONFIDENCE = 0.95;
/** A message right after a refusal redirects the agent even without a cue word. */
const AFTER_REFUSAL_CONFIDENCE = 0.6;
/** Cue confidence gained from following a refusal. */
const AFTER_REFUSAL_BOOST = 0.1;
const MAX_CONFIDENCE = 0.95;

/** A longer message is read up to its first blank line: what follows is usually pasted (logs, docs, diffs). */
const OWN_WORDS_MAX_CHARS = 500;

export function classifyCorrectionText(raw: string, source: TextSource): TextVerdict | undefined {
  const text = ownWords(normalizeText(raw));
  if (text.length === 0) return undefined;
  const matched = matchCues(text);
  const strongest = matched.reduce((max, { cue }) => Math.max(max, cue.confidence), 0);
  const bare = text.replace(LEADING_INTERJECTIONS, '');
  if (strongest < STRONG_CUE) {
    const filtered = NOT_A_CORRECTION.some((filter) => (!filter.onlyWithoutCues || matched.length === 0) && filter.test(bare));
    if (filtered) return undefined;
  }
  let confidence: number;
  if (source === 'rejection-reason') confidence = REJECTION_REASON_CONFIDENCE;
  else if (source === 'after-refusal')
    confidence = Math.max(AFTER_REFUSAL_CONFIDENCE, matched.length > 0 ? Math.min(MAX_CONFIDENCE, strongest + AFTER_REFUSAL_BOOST) : 0);
  else if (matched.length > 0) confidence = strongest;
  else return undefined;
  const top = matched.find(({ cue }) => cue.confidence === strongest);
  return {
    kind: kindOf(source, top?.cue),
    confidence: round(confidence),
    explicit: source === 'rejection-reason' || matched.some(({ cue }) => cue.explicit === true),
    cues: matched.map(({ cue }) => cue.id),
    rule: ruleSentence(text, top?.index),
  };
}

/** Straight apostrophes, single spaces within lines, casual phrases removed. */
function normalizeText(raw: string): string {
  return raw
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(CASUAL_PHRASES, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

/** The human's own words: the whole of a short message, the first paragraph of a long one. */
function ownWords(text: string): string {
  if (text.length <= OWN_WORDS_MAX_CHARS) return text;
  const blank = text.search(/\n\s*\n/);
  return blank === -1 ? text : text.slice(0, blank).trim();
}

interface CueMatch {
  cue: CorrectionCue;
  index: number;
}

function matchCues(text: string): CueMatch[] {
  const found: CueMatch[] = [];
  for (const cue of CORRECTION_CUES) {
    const match = cue.pattern.exec(text);
    if (match) found.push({ cue, index: match.index });
  }
  return found;
}

function kindOf(source: TextSource, top: CorrectionCue | undefined): CorrectionKind {
  if (source !== 'message') return source;
  return top?.preference ? 'preference' : 'instruction';
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
