/**
 * Builds the regular expressions of the language files from word lists, so that each list stays data:
 * words of a language written with spaces match on word boundaries (never inside a word: "no" is not in
 * "know"); words of Chinese and Japanese, written without spaces, match where they stand.
 */

import type { CorrectionCue } from './types.js';

/**
 * A letter and a digit, as character-class ranges for `[…]` (`[${LETTER}]`, `[^${LETTER}]`, `[${LETTER}${DIGIT}_]`):
 * what `\p{L}` and `\p{N}` say for the scripts people write to coding agents in — Latin with its extensions, Greek,
 * Cyrillic, Armenian, Hebrew, Arabic, Devanagari, Thai, Han, kana, Hangul, fullwidth forms — and what they do not
 * (other scripts' letters are no letters here; made from `\p{L}` and `\p{N}` over those scripts' blocks, listed in
 * `tests/corrections/letters.test.ts`, which holds them to it). V8 builds and compiles `\p{L}` under the `i` flag slowly: ~0.5 ms a
 * pattern against ~0.15 ms for these ranges, over a thousand patterns each process and worker that reads human turns
 * (docs/performance.md "The classifier").
 */
export const LETTER = String.raw`A-Za-z\u00AA\u00B5\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02C1\u02C6-\u02D1\u02E0-\u02E4\u02EC\u02EE\u0370-\u0374\u0376\u0377\u037A-\u037D\u037F\u0386\u0388-\u038A\u038C\u038E-\u03A1\u03A3-\u03F5\u03F7-\u0481\u048A-\u052F\u0531-\u0556\u0559\u0560-\u0588\u05D0-\u05EA\u05EF-\u05F2\u0620-\u064A\u066E\u066F\u0671-\u06D3\u06D5\u06E5\u06E6\u06EE\u06EF\u06FA-\u06FC\u06FF\u0904-\u0939\u093D\u0950\u0958-\u0961\u0971-\u097F\u0E01-\u0E30\u0E32\u0E33\u0E40-\u0E46\u1100-\u11FF\u1E00-\u1F15\u1F18-\u1F1D\u1F20-\u1F45\u1F48-\u1F4D\u1F50-\u1F57\u1F59\u1F5B\u1F5D\u1F5F-\u1F7D\u1F80-\u1FB4\u1FB6-\u1FBC\u1FBE\u1FC2-\u1FC4\u1FC6-\u1FCC\u1FD0-\u1FD3\u1FD6-\u1FDB\u1FE0-\u1FEC\u1FF2-\u1FF4\u1FF6-\u1FFC\u2071\u207F\u2090-\u209C\u2183\u2184\u3005\u3006\u3031-\u3035\u303B\u303C\u3041-\u3096\u309D-\u309F\u30A1-\u30FA\u30FC-\u30FF\u3105-\u312F\u3131-\u318E\u31A0-\u31BF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uA640-\uA66E\uA67F-\uA69D\uAC00-\uD7A3\uF900-\uFA6D\uFA70-\uFAD9\uFF21-\uFF3A\uFF41-\uFF5A\uFF66-\uFFBE\uFFC2-\uFFC7\uFFCA-\uFFCF\uFFD2-\uFFD7\uFFDA-\uFFDC`;
export const DIGIT = String.raw`0-9\u00B2\u00B3\u00B9\u00BC-\u00BE\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\u0E50-\u0E59\u2070\u2074-\u2079\u2080-\u2089\u2150-\u2182\u2185-\u2189\u2460-\u249B\u24EA-\u24FF\u2776-\u2793\u3007\u3021-\u3029\u3038-\u303A\u3192-\u3195\u3220-\u3229\u3248-\u324F\u3251-\u325F\u3280-\u3289\u32B1-\u32BF\uFF10-\uFF19`;

/** Letters and digits: what a word boundary is made of (\b knows only ASCII). */
const WORD_CHAR = `[${LETTER}${DIGIT}_]`;

/** Operating systems and shells a human names when the agent assumed another ("I'm on Windows", "uso Windows"). */
/** A term written as code: with a dot, an underscore, a slash or an @ in it ("com.example.app", "orders_v2", "/v2/users"). */
export const CODE_TERM = String.raw`\x60?[\w@/-]*[._/@][\w.@/-]*\x60?`;

/** Database engines, by the names people type them with: a production database's engine told is a fact of the machine. */
export const DATABASE_ENGINES = String.raw`(?:mysql|mariadb|postgres(?:ql)?|pg|oracle|sql\s*server|mssql|sqlite|mongo(?:db)?|db2|clickhouse|snowflake|bigquery)`;

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

/**
 * `phrase`, but not where `before` (a word that opens a condition: "if", "falls", "如果") stands earlier in its clause,
 * up to `gap` (a character class with its count: "[^,.;:!?]{0,40}"). The check looks back from the phrase once it
 * matched, so a text is scanned for the phrase alone (a look-behind before the phrase is tried at every character).
 */
export function notAfter(phrase: string, before: string, gap: string): string {
  return `(?:${phrase})(?<!(?:${before})${gap}(?:${phrase}))`;
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
 * How every other one of its kind is done, said against what the agent made ("como el resto de los tests", "comme tous
 * les autres", "wie überall sonst", "как все остальные"): of the agent's work once it changed something, in a question
 * too ("¿por qué no como los demás?"), weak as the answer to what it asked, and alone only in the turn's first sentence
 * (said after a request it is a requirement of that work: "les libellés passent par i18n comme tous les autres").
 */
export function likeTheRestCue(pattern: RegExp): CorrectionCue {
  return { id: 'convention', pattern, confidence: 0.75, inQuestion: true, aboutWork: true, answers: true, aloneFirst: true };
}

/**
 * The same thing again, opening a sentence, of what the agent made ("again with the print statements?", "¿otra vez
 * requests?", "опять в utils?"): counted once the agent changed something, and not where the sentence reports a
 * failure ("again it fails on startup").
 */
export function againCue(pattern: RegExp): CorrectionCue {
  return { id: 'reproach', pattern, confidence: 0.75, inQuestion: true, aboutWork: true, notInFailure: true };
}

/**
 * What the agent did or is doing, told back to it at the head of a clause ("you parsed it month first", "you're
 * converting twice", "vc tá logando …", "ты посчитал …"): said to the agent, not of a failure's sentence, and not where
 * the turn only praises it or recaps it before the next piece of work (`praisable`).
 */
export function toldBackCue(pattern: RegExp): CorrectionCue {
  return { id: 'you-did', pattern, confidence: 0.75, addressesAgent: true, notInFailure: true, praisable: true };
}

/**
 * "It's not X, …" opening a sentence, of what the agent just used ("não é CPF, é o NIF", "это не CPF", "CPF じゃないです"):
 * a redirect (its `replaced` group names X) that corrects only where X is what the agent just said.
 */
export function notWhatTheAgentUsedCue(pattern: RegExp): CorrectionCue {
  return { id: 'x-not-y', pattern, confidence: 0.75, redirect: true, echoOnly: true };
}

/**
 * What the house uses, a tool or a version named bare in the language's short form ("うちuvだよね", "on est sur uv",
 * "у нас uv", "우리 uv 써요", "aqui é uv"): how the project works, said against what the agent used — the
 * pattern's `named` group is the tool named (`againstAgentWords`).
 */
export function houseUsesCue(pattern: RegExp): CorrectionCue {
  return { id: 'convention', pattern, confidence: 0.75, againstAgentWords: true };
}

/** An eye-roll emoji (🙃, 🙄, 🤦 with its gendered forms, 🤡) closing a sentence, more emoji after it allowed. */
const EYE_ROLL_AT_END = /(?:🙃|🙄|🤦(?:\u200d[♀♂]\ufe0f?)?|🤡)[\p{Extended_Pictographic}\ufe0f\u200d\s]*$/u;

/**
 * An eye-roll that closes a sentence the human goes on after, in any language: "t'as mis les libellés en dur 🙄 sur ce
 * plugin tout passe par __()", "mocking the repository in a repository test 🤦 the whole point is real postgres" — what
 * the agent did, met with a sigh, then put right. Said last it sighs at a result or at the human's own lot ("I keep
 * doing it by hand 🙃"), and beside pasted output it is the mood of a failure report (`beforeMore`).
 */
export function eyeRollCue(): CorrectionCue {
  return { id: 'irony', pattern: EYE_ROLL_AT_END, confidence: 0.75, ironic: true, addressesAgent: true, inQuestion: true, beforeMore: true };
}

/**
 * A state of things ("duplicated", "doppelt", "重复了", "중복"): it describes data and results ("the webhook arrived
 * duplicated 3x", "list the duplicates by SKU") far more often than what the agent made, so it corrects only beside
 * another cue.
 */
export function stateCue(pattern: RegExp): CorrectionCue {
  return { id: 'complaint', pattern, confidence: 0.65, notAlone: true, notInFailure: true, aboutWork: true };
}

/**
 * A judgement that is a state of things too ("inconsistent", "uneinheitlich", "不一致", "バラバラ"): of what the agent
 * made where its sentence names it ("the error messages are inconsistent" after it wrote them) and the sentence opens
 * the turn; of something it never named ("mark the inconsistent rows") it describes data, and counts only beside
 * another cue.
 */
export function namedStateCue(pattern: RegExp): CorrectionCue {
  return { id: 'complaint', pattern, confidence: 0.65, aloneFirst: true, aloneOnEcho: true, notInFailure: true, aboutWork: true };
}
