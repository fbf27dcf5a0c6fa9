/**
 * What is not a correction even when it holds a weak cue (docs/detectors.md "Corrections"): questions,
 * new task requests, praise and bug reports without a direction. A strong cue (cues.ts STRONG_CUE)
 * overrides them: "can you use yarn instead?" still corrects.
 */
export interface NotACorrection {
  id: string;
  /** Tested on the text with leading interjections removed. */
  test(text: string): boolean;
  /** Applies only when no cue matched at all (a bug report after an interrupt is not a direction). */
  onlyWithoutCues?: boolean;
}

/** Words a question starts with (after interjections). */
const QUESTION_START = new RegExp(
  String.raw`^(?:${[
    'what|why|how|where|when|which|who|whose|is|are|was|were|do|does|did|can|could|would|will|shall|should|have|has|had',
    "isn't|aren't|doesn't|don't|didn't|won't|wouldn't|couldn't|may|might|any|anything",
  ].join('|')})\b`,
  'i',
);

/** What a request asks after "please" (regex sources). */
const PLEASE_VERBS = [
  'add|implement|create|write|make|build|fix|update|help|generate|refactor|run|check|look|explain|show|list|find|search|review',
  String.raw`summari[sz]e|test|install|set\s+up|setup|move|rename|remove|delete|commit|push|continue|proceed|go|start|try|investigate|examine`,
  String.raw`have\s+a\s+look`,
].join('|');

const TASK_REQUEST = new RegExp(
  String.raw`^(?:${[
    String.raw`(?:can|could|would|will)\s+you\b`,
    String.raw`please\s+(?:${PLEASE_VERBS})\b`,
    String.raw`(?:let's|lets|let\s+us)\s+(?:also|now|add|implement|create|write|make|build|start|try|do|update|migrate|move|fix|continue|proceed|go)\b`,
    String.raw`(?:now|next)\b`,
    String.raw`new\s+(?:feature|task)\b`,
    String.raw`(?:yes|yep|sure|ok|okay)\b`,
  ].join('|')})`,
  'i',
);

const PRAISE =
  /^(?:great|excellent|perfect|awesome|nice|cool|thanks|thank you|good job|well done|looks good|lgtm|amazing|brilliant|love it|fantastic|wonderful)\b/i;

const FAILURE_WORDS = new RegExp(
  String.raw`\b(?:${[
    String.raw`fails?|failing|failed|failure|error|errors|broken|crash(?:es|ed)?|doesn't work|does not work|not working`,
    String.raw`still|unhappy|lost|regress\w*|exception|traceback`,
  ].join('|')})\b`,
  'i',
);

/** Sentences of a text: split after . ! ? and at line breaks. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Words that open a message without saying anything about the rest ("ok, so", "oh,", "hmm", "well"). */
const INTERJECTIONS = ['ok', 'okay', 'oh', 'hmm+', 'well', 'actually', 'hey', 'so', 'yeah', 'sorry', 'alright'];

/** A run of these words (regex sources) at the start of a text, with the punctuation after them. */
function leadingWords(words: readonly string[]): RegExp {
  return new RegExp(String.raw`^(?:(?:${words.join('|')})\b[\s,.!:;—–-]*)+`, 'i');
}

/** Leading interjections, and the assistant's name, before the message proper. */
export const LEADING_INTERJECTIONS = leadingWords([...INTERJECTIONS, 'right', 'claude', 'hey claude']);

/** What a rule sentence starts with but does not say: interjections, "no,", "wait,", "please". */
export const RULE_PREFIX = leadingWords([...INTERJECTIONS, 'no', 'nope', 'nah', 'yes', 'wait', 'hold on', 'hang on', 'please']);

function isQuestion(sentence: string): boolean {
  return sentence.endsWith('?') && QUESTION_START.test(sentence.replace(LEADING_INTERJECTIONS, '').replace(/^(?:wait|also|and|but|so)\b[\s,]*/i, ''));
}

export const NOT_A_CORRECTION: readonly NotACorrection[] = [
  // Every sentence is a question ("Do we even need X then?"); uptalk statements ("we should run it on all push?") are not.
  { id: 'question', test: (text) => sentences(text).every(isQuestion) },
  { id: 'task-request', test: (text) => TASK_REQUEST.test(text) },
  { id: 'praise', test: (text) => PRAISE.test(text) },
  { id: 'bug-report', test: (text) => FAILURE_WORDS.test(text), onlyWithoutCues: true },
];
