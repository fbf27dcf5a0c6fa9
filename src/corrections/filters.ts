/**
 * Sentences and leading words of human text: what the classifier (classify-text.ts, message-classes.ts)
 * and the rule extraction split a message with and strip from its start.
 */
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
