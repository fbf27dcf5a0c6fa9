/**
 * A correction: a human turn (or a rejection reason) in which the user tells the agent that what it
 * did, or is about to do, is wrong, or states a rule or preference for how to work
 * (docs/detectors.md "Corrections").
 */

/** Where the correction came from, in order of signal strength. */
export type CorrectionKind =
  /** The reason the user typed when rejecting a tool call. */
  | 'rejection-reason'
  /** The next human message after a rejection without reason or an interrupt. */
  | 'after-refusal'
  /** Correction language in a message after agent actions ("no, use …", "don't …", "I told you …"). */
  | 'instruction'
  /** A stated preference ("I prefer X over Y"). */
  | 'preference'
  /**
   * Negative feedback on the result after the agent changed something ("still broken", "same error", "are you
   * sure X is the problem?"): a correction of the work, lower confidence, never proposed as a rule.
   */
  | 'failure-report';

/** Kinds about the work, not how to do it: counted (the report's failure figures), listed, never proposed as a rule. */
const NOT_RULE_KINDS: ReadonlySet<string> = new Set<CorrectionKind>(['failure-report']);

/** Whether a correction of this kind may become a rule (every kind but a failure report). */
export function isRuleKind(kind: string): boolean {
  return !NOT_RULE_KINDS.has(kind);
}

/** Whether a correction takes part in memory proposals: a rule kind at least as sure as `tip_miner.min_correction_confidence`. */
export function isProposable(correction: Pick<Correction, 'kind' | 'confidence'>, minConfidence: number): boolean {
  return isRuleKind(correction.kind) && correction.confidence >= minConfidence;
}

export interface Correction {
  sessionId: string;
  streamId: string;
  /** Log file and 1-based line of the turn (or of the tool result holding the rejection reason). */
  file: string;
  line: number;
  timestamp?: string;
  kind: CorrectionKind;
  /** 0–1: how sure the signal is that this is a correction. */
  confidence: number;
  /** A rejection with a reason, "remember …", ALWAYS/NEVER or "I told you …": one session is enough to propose it. */
  explicit: boolean;
  /** Ids of the correction cues that matched (see cues.ts). */
  cues: string[];
  /** What the human typed, capped (MAX_QUOTE_CHARS). */
  text: string;
  /** The directive sentence of the text, without interjections: what clustering and proposals work on. */
  rule: string;
}

export const MAX_QUOTE_CHARS = 400;
