/**
 * Decides whether one human text is a correction, how sure that is, and which sentence states the rule.
 * Pure and table-driven (cues.ts, message-classes.ts, failure-feedback.ts); the stream context is given by
 * correction-detector.ts.
 */
import { CASUAL_PHRASES, CORRECTION_CUES, STANDING_INSTRUCTION, STRONG_CUE, type CorrectionCue } from './cues.js';
import { FAILURE_REPORT_CONFIDENCE, failureCueOf, type FailureCue } from './failure-feedback.js';
import { LEADING_INTERJECTIONS, sentences } from './filters.js';
import { bareClause, classesOf, withoutPastedOutput, type MessageClassId } from './message-classes.js';
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

export interface TextContext {
  /**
   * The agent changed something before this message in the session (an edit, a write, a command that is not
   * only a look): a failure report can only be about its work, and a weak cue needs it to refer to.
   */
  agentChanged: boolean;
}

const REJECTION_REASON_CONFIDENCE = 0.95;
/** A message right after a refusal redirects the agent even without a cue word. */
const AFTER_REFUSAL_CONFIDENCE = 0.6;
/** Cue confidence gained from following a refusal. */
const AFTER_REFUSAL_BOOST = 0.1;
/** Confidence gained from a standing instruction ("in this repo", "from now on") beside a cue. */
const STANDING_BOOST = 0.05;
const MAX_CONFIDENCE = 0.95;

/** A longer message is read up to its first blank line: what follows is usually pasted (logs, docs, diffs). */
const OWN_WORDS_MAX_CHARS = 500;

/** Classes whose clauses never correct (after a refusal a question does: it asks about what was refused). */
const NOT_CORRECTING: ReadonlySet<MessageClassId> = new Set(['request', 'question', 'acknowledgement', 'plan-approval']);
const NOT_CORRECTING_AFTER_REFUSAL: ReadonlySet<MessageClassId> = new Set(['request', 'acknowledgement', 'plan-approval']);

/**
 * The classifier stage: the human's own words (pasted output left out) are read sentence by sentence and
 * clause by clause. A cue counts unless its clause is a request, question, acknowledgement or plan approval
 * (a strong directive cue counts anyway), so "ok thanks. but don't use npm here" keeps its correction and
 * "now add a flag" is no correction however it starts. Without a cue that counts: a failure report after the
 * agent changed something (kind `failure-report`), else after a refusal any message that is not only a
 * request, acknowledgement or approval (the refusal is what it refers to), else nothing.
 */
export function classifyCorrectionText(raw: string, source: TextSource, context: TextContext = { agentChanged: true }): TextVerdict | undefined {
  const text = normalizeText(withoutPastedOutput(ownWords(straighten(raw))));
  if (text.length === 0) return undefined;
  const parts = readSentences(text);
  if (source === 'rejection-reason') {
    const matched = parts.flatMap((part) => part.cues);
    const top = strongestOf(matched);
    return verdict('rejection-reason', REJECTION_REASON_CONFIDENCE, true, matched, ruleSentence(text, top?.index));
  }
  const blocking = source === 'after-refusal' ? NOT_CORRECTING_AFTER_REFUSAL : NOT_CORRECTING;
  // a message that opens as a request for new work ("New feature: …", "next, …") is about that work throughout
  const framed = parts[0]?.clauses[0]?.classes.includes('request') === true;
  const counted = parts.flatMap((part) => part.cues.filter((match) => countsIn(match, blocking, framed)));
  const top = strongestOf(counted);
  if (top) {
    const standing = parts.some((part) => part.standing && part.cues.some((match) => counted.includes(match)));
    const explicit = standing || counted.some(({ cue }) => cue.explicit === true);
    const strongest = top.cue.confidence + (standing ? STANDING_BOOST : 0);
    if (source === 'message' && !context.agentChanged && strongest < STRONG_CUE && !explicit) return undefined;
    const confidence = source === 'after-refusal' ? Math.max(AFTER_REFUSAL_CONFIDENCE, strongest + AFTER_REFUSAL_BOOST) : strongest;
    const kind = source === 'after-refusal' ? 'after-refusal' : top.cue.preference ? 'preference' : 'instruction';
    return verdict(kind, Math.min(MAX_CONFIDENCE, confidence), explicit, counted, ruleSentence(text, top.index));
  }
  const failure = context.agentChanged ? parts.find((part) => part.failure !== undefined) : undefined;
  if (failure?.failure) {
    return {
      kind: 'failure-report',
      confidence: FAILURE_REPORT_CONFIDENCE,
      explicit: false,
      cues: [failure.failure.id],
      rule: cleanSentence(failure.sentence),
    };
  }
  if (source === 'after-refusal' && !approves(parts) && !parts.every((part) => part.clauses.every((clause) => clause.classes.some((id) => blocking.has(id))))) {
    return verdict('after-refusal', AFTER_REFUSAL_CONFIDENCE, false, [], ruleSentence(text, undefined));
  }
  return undefined;
}

function verdict(kind: CorrectionKind, confidence: number, explicit: boolean, matched: readonly CueMatch[], rule: string): TextVerdict {
  return { kind, confidence: round(confidence), explicit, cues: [...new Set(matched.map(({ cue }) => cue.id))], rule };
}

/**
 * A cue counts unless its clause is of a blocking class, or it is weak in a message framed as a request;
 * a strong directive cue counts anyway.
 */
function countsIn(match: CueMatch, blocking: ReadonlySet<MessageClassId>, framed: boolean): boolean {
  const strong = match.cue.confidence >= STRONG_CUE && match.cue.directive !== false;
  if (!strong && framed) return false;
  return strong || !match.clause.classes.some((id) => blocking.has(id));
}

/** The message says yes to what the agent proposed ("…, then proceed with the plan"): a refusal before it only paused it. */
function approves(parts: readonly SentenceReading[]): boolean {
  return parts.some((part) => part.clauses.some((clause) => clause.classes.includes('plan-approval')));
}

function strongestOf(matched: readonly CueMatch[]): CueMatch | undefined {
  return matched.reduce<CueMatch | undefined>((best, match) => (best === undefined || match.cue.confidence > best.cue.confidence ? match : best), undefined);
}

function straighten(raw: string): string {
  return raw.replace(/[\u2018\u2019\u02bc]/g, "'");
}

/** Single spaces within lines, casual phrases removed. */
function normalizeText(text: string): string {
  return text
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

interface Clause {
  /** Offset in the sentence. */
  start: number;
  classes: MessageClassId[];
}

interface CueMatch {
  cue: CorrectionCue;
  /** Offset in the whole text. */
  index: number;
  clause: Clause;
}

interface SentenceReading {
  sentence: string;
  clauses: Clause[];
  cues: CueMatch[];
  standing: boolean;
  failure?: FailureCue;
}

/** Where a sentence splits into clauses for the class rules: commas, semicolons, dashes. */
const CLAUSE_SPLIT = /[,;]\s+|\s+[—–-]\s+/g;

function readSentences(text: string): SentenceReading[] {
  const readings: SentenceReading[] = [];
  let offset = 0;
  for (const sentence of sentences(text)) {
    const at = text.indexOf(sentence, offset);
    const base = at === -1 ? offset : at;
    offset = base + sentence.length;
    const clauses = clausesOf(sentence);
    const cueText = sentence.replace(LEADING_INTERJECTIONS, '');
    const shift = sentence.length - cueText.length;
    const cues: CueMatch[] = [];
    for (const cue of CORRECTION_CUES) {
      const match = cue.pattern.exec(cueText);
      if (!match) continue;
      // the clause the cue word is in (a match may start at the punctuation before it)
      const end = shift + match.index + match[0].length - 1;
      const clause = clauses.filter((candidate) => candidate.start <= end).at(-1) ?? clauses[0];
      if (clause === undefined) continue;
      cues.push({ cue, index: base + shift + match.index, clause });
    }
    const bare = bareClause(sentence);
    const failure = clauses.some((clause) => clause.classes.some((id) => id !== 'question')) ? undefined : failureCueOf(bare);
    readings.push({ sentence, clauses, cues, standing: STANDING_INSTRUCTION.test(sentence), ...(failure && { failure }) });
  }
  return readings;
}

function clausesOf(sentence: string): Clause[] {
  const clauses: Clause[] = [];
  let start = 0;
  const add = (end: number) => {
    const clause = sentence.slice(start, end);
    // punctuation alone (what is left of "oh no, …" once the casual phrase is removed) is no clause
    if (/[\p{L}\p{N}]/u.test(clause) || clauses.length === 0) clauses.push({ start, classes: /[\p{L}\p{N}]/u.test(clause) ? classesOf(clause) : [] });
  };
  for (const split of sentence.matchAll(CLAUSE_SPLIT)) {
    add(split.index);
    start = split.index + split[0].length;
  }
  add(sentence.length);
  return clauses;
}

function cleanSentence(sentence: string): string {
  return bareClause(sentence)
    .replace(/[\s!.,;:]+$/, '')
    .trim();
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
