/**
 * Failure feedback, as data (docs/memory.md "Failure reports"): the human says the result of the agent's
 * work is wrong — "still broken", "doesn't load", "same error", "are you sure X is the problem?", "that
 * didn't fix it". After the agent changed something this is a correction of the work (kind
 * `failure-report`, lower confidence), never a rule. Tested on a sentence without leading interjections;
 * a wh-question ("why is it failing?") asks, it does not report.
 */
export interface FailureCue {
  id: string;
  pattern: RegExp;
  /** Crafted examples (the real ones are in the test table with their corpus file). */
  examples: readonly string[];
}

/** How sure a failure report is a correction of the agent's work: below every directive cue. */
export const FAILURE_REPORT_CONFIDENCE = 0.5;

const OUTCOME_VERBS =
  'work|load|compile|build|run|start|render|show(?:\\s+up)?|display|open|connect|pass|install|boot|respond|help|change\\s+anything|do\\s+anything|fix\\s+(?:it|this|that|anything|the\\s+\\w+)';

export const FAILURE_CUES: readonly FailureCue[] = [
  {
    id: 'still-failing',
    pattern: new RegExp(
      String.raw`\bstill\s+(?:getting|seeing|get|see|having|hitting|shows?|showing|returns?|returning|happens|happening)\b|\bstill\s+(?:(?:not|no)\s+)?(?:broken|failing|fails?|failed|crash\w*|blank|empty|missing|wrong|errors?|erroring|doesn't|does\s+not|don't|isn't|aren't|won't|can't|cannot|working|works?|loading|loads?|compil\w*|build\w*|the\s+same|same|an?\s+(?:error|exception|failure|problem|issue|crash)|happening|there|red|slow|hangs?|hanging|stuck)\b`,
      'i',
    ),
    examples: ['the upload is still broken', 'still getting a 500 from the API', 'the page still shows the old title'],
  },
  {
    id: 'same-error',
    pattern: /\b(?:the\s+)?same\s+(?:\w+)?(?:error|exception|failure|issue|problem|bug|traceback|stack\s*trace|crash|warning|message)s?\b/i,
    examples: ['same KeyError as before', 'I get the same problem on staging'],
  },
  {
    id: 'does-not-work',
    pattern: new RegExp(
      String.raw`\b(?:doesn't|does\s+not|didn't|did\s+not|won't|will\s+not|can't|cannot|couldn't)\s+(?:seem\s+to\s+|even\s+)?(?:${OUTCOME_VERBS})\b`,
      'i',
    ),
    examples: ["the settings page doesn't load", "your change didn't help", 'it does not compile on CI'],
  },
  {
    id: 'broken-now',
    pattern:
      /\b(?:is|are|was|were|got|looks|seems|now)\s+(?:still\s+|now\s+|completely\s+|totally\s+|all\s+)?(?:broken|failing|blank|gone|crashing)\b|\b(?:it|this|that|you|your\s+change)\s+broke\b|\b(?:now|again)\s+(?:fails?|failing|crash(?:es|ing)?)\b/i,
    examples: ['the menu is broken now', 'your change broke the login', 'the export now fails'],
  },
  {
    id: 'lost-something',
    pattern: /\b(?:we|you|it)\s+(?:lost|dropped|removed|deleted|wiped)\s+(?:the|my|our|all|every)\b/i,
    examples: ['you removed the footer links', 'we lost the error messages'],
  },
  {
    id: 'are-you-sure',
    pattern: /^(?:are|r)\s+(?:you|u)\s+(?:sure|certain)\b/i,
    examples: ['are you sure the cache is the issue?'],
  },
  {
    id: 'checks-unhappy',
    pattern:
      /\b(?:tests?|specs?|build|ci|pipeline|lint(?:er|ing)?|checks?|type\s*check(?:er|ing)?|compil(?:er|ation))\s+(?:(?:are|is)\s+)?(?:(?:still|now|all)\s+)?(?:unhappy|red|failing|fail|fails|failed|broken|crash(?:es|ed|ing)?)\b/i,
    examples: ['two tests are unhappy now', 'the build fails on main', 'CI is red'],
  },
  {
    id: 'error-now',
    pattern:
      /\b(?:I|we)\s+(?:now\s+)?(?:get|getting|got|see|seeing|hit|hitting)\s+(?:an?\s+|this\s+|the\s+|a\s+new\s+|another\s+)?\w*(?:error|exception|traceback|crash|panic|segfault)s?\b/i,
    examples: ['I get a TypeError when I open it', 'now I see an exception in the console'],
  },
];

/** Questions that ask why or how: they report nothing, even with a failure word in them. */
const WH_QUESTION = /^(?:why|what|how|where|when|which|who)\b/i;

/** The failure cue a sentence holds, if any. */
export function failureCueOf(bareSentence: string): FailureCue | undefined {
  if (WH_QUESTION.test(bareSentence)) return undefined;
  return FAILURE_CUES.find((cue) => cue.pattern.test(bareSentence));
}
