/**
 * Builds the regular expressions of the language files from word lists, so that each list stays data:
 * words of a language written with spaces match on word boundaries (never inside a word: "no" is not in
 * "know"); words of Chinese and Japanese, written without spaces, match where they stand.
 */

import type { CorrectionCue } from './types.js';

/** Letters and digits: what a word boundary is made of (\b knows only ASCII). */
const WORD_CHAR = String.raw`[\p{L}\p{N}_]`;

/** Operating systems and shells a human names when the agent assumed another ("I'm on Windows", "uso Windows"). */
export const OPERATING_SYSTEMS = String.raw`(?:ubuntu|debian|fedora|arch|linux|windows|win\s?1[01]|mac\s?os|macos|osx|mac|wsl2?|powershell)`;

/** Alternatives of a list; an entry may hold regex syntax (its author means it), joined with `|`. */
function alternatives(words: readonly string[]): string {
  return words.join('|');
}

/** Any of `words` as whole words, anywhere. */
export function anyWord(words: readonly string[], flags = 'iu'): RegExp {
  return new RegExp(String.raw`(?<!${WORD_CHAR})(?:${alternatives(words)})(?!${WORD_CHAR})`, flags);
}

/** Any of `words` as the start of a word, anywhere ("inconsisten" matches "inconsistent", "inconsistency"). */
export function anyWordStart(words: readonly string[], flags = 'iu'): RegExp {
  return new RegExp(String.raw`(?<!${WORD_CHAR})(?:${alternatives(words)})`, flags);
}

/**
 * Any of `words` at the start of a clause: the text's start, after sentence or clause punctuation or an emoji (chat
 * ends a clause with one: "… no puedo revisar nada 🙃 no formatees …"), or after one of `softeners` ("please",
 * "and", "but", …), whole words.
 */
export function atClauseStart(words: readonly string[], softeners: readonly string[], flags = 'iu'): RegExp {
  const soft = softeners.length > 0 ? String.raw`|(?<!${WORD_CHAR})(?:${alternatives(softeners)})\s+` : '';
  return new RegExp(String.raw`(?:^|[.!?;:,(—–¡¿-]\s*|\p{Extended_Pictographic}\uFE0F?\s+|\n\s*${soft})(?:${alternatives(words)})(?!${WORD_CHAR})`, flags);
}

/** Any of `words` at the start of the text (after `openers` have been removed), whole words. */
export function atStart(words: readonly string[], flags = 'iu'): RegExp {
  return new RegExp(String.raw`^(?:${alternatives(words)})(?!${WORD_CHAR})`, flags);
}

/** Any of `phrases` where they stand: for languages written without spaces between words. */
export function anyPhrase(phrases: readonly string[], flags = 'u'): RegExp {
  return new RegExp(`(?:${alternatives(phrases)})`, flags);
}

/** Clause punctuation of Chinese and Japanese (full and half width), for patterns that need a clause start. */
export const CJK_CLAUSE_START = String.raw`(?:^|[，,。.！!？?；;：:、\s])`;

/** Any of `phrases` at the start of a clause of text written without spaces (or after one of `before`). */
export function phraseAtClauseStart(phrases: readonly string[], before: readonly string[] = [], flags = 'u'): RegExp {
  const lead = before.length > 0 ? `(?:${alternatives(before)})?` : '';
  return new RegExp(`${CJK_CLAUSE_START}${lead}(?:${alternatives(phrases)})`, flags);
}

/** Any of `phrases` at the start of the text, for text written without spaces. */
export function phraseAtStart(phrases: readonly string[], flags = 'u'): RegExp {
  return new RegExp(`^(?:${alternatives(phrases)})`, flags);
}

/**
 * A run of `words` (regex sources) at the start of a text, with the punctuation after them. In a language written
 * without spaces a word counts only before punctuation or a space ("あ、" is an interjection, "ありがとう" is not).
 */
export function leadingRun(words: readonly string[], spaced = true): RegExp {
  const end = spaced ? String.raw`(?!${WORD_CHAR})[\s,.!:;—–\-，。！：；、…~]*` : String.raw`[\s,.!:;—–\-，。！：；、…~]+`;
  return new RegExp(String.raw`^(?:(?:${alternatives(words)})${end})+`, 'iu');
}

/**
 * What the agent just used, said not to be there ("there's no docker on this laptop", "no hay flask", "部 server 冇
 * docker"): the pattern's `replaced` group names the thing, and the cue corrects only when the agent's last words hold
 * it — never as the answer to its question, beside pasted output (classify-text.ts DESCRIBING), before a request in its
 * sentence ("there are no tests for the parser, write them" asks for them), or in a question unless `rhetorical`
 * ("小程序里哪来的 localStorage").
 */
export function absentCue(pattern: RegExp, rhetorical = false): CorrectionCue {
  return {
    id: 'absent',
    pattern,
    confidence: 0.75,
    ...(rhetorical && { inQuestion: true as const }),
    answers: true,
    redirect: true,
    echoOnly: true,
    notBeforeRequest: true,
  };
}

/**
 * The same thing again, opening a sentence, of what the agent made ("again with the print statements?", "¿otra vez
 * requests?", "опять в utils?"): counted once the agent changed something, and not where the sentence reports a
 * failure ("again it fails on startup").
 */
export function againCue(pattern: RegExp): CorrectionCue {
  return { id: 'reproach', pattern, confidence: 0.75, inQuestion: true, aboutWork: true, notInFailure: true };
}
