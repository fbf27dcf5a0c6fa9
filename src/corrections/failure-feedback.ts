/**
 * Failure feedback (docs/memory.md "Failure reports"): the human says the result of the agent's work is
 * wrong — "still broken", "doesn't load", "same error", "还是报错". After the agent changed something this is
 * a correction of the work (kind `failure-report`, lower confidence), never a rule. The cues are data, per
 * language (human-languages/*.ts); tested on a sentence without its opening words. A wh-question ("why is it
 * failing?") asks, it does not report.
 */
import type { FailureCue, HumanLanguage } from './human-languages/index.js';
import { failuresThatMayMatch } from './cue-gate.js';
import { foldCase } from '../util/regex-literals.js';

/** How sure a failure report is a correction of the agent's work: below every directive cue. */
export const FAILURE_REPORT_CONFIDENCE = 0.5;

/** English questions that ask why or how: they report nothing, even with a failure word in them. */
const WH_QUESTION = /^(?:why|what|how|where|when|which|who)\b/i;

/** The failure cue a sentence holds in any of `languages`, if any. */
export function failureCueOf(bareSentence: string, languages: readonly HumanLanguage[]): FailureCue | undefined {
  if (WH_QUESTION.test(bareSentence)) return undefined;
  // only the cues whose literals the sentence holds can match (cue-gate.ts)
  const folded = foldCase(bareSentence);
  return failuresThatMayMatch(languages, folded).find((failure) => failure.pattern.test(bareSentence));
}
