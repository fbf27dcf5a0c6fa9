/**
 * Sentences and leading words of human text: what the classifier (classify-text.ts, message-classes.ts)
 * and the rule extraction split a message with and strip from its start, in every language it reads.
 */
import { EN_INTERJECTIONS } from './human-languages/en.js';
import type { HumanLanguage } from './human-languages/index.js';

/**
 * Sentences of a text: split after . ! ? followed by a space, after Chinese and Japanese sentence ends (。！？,
 * no space needed), at line breaks, and at a space between two Chinese or Japanese characters — where chat puts a
 * space, tidy writing puts a stop ("以后先看一眼卡 别直接往0号卡上跑"); tidy writing puts spaces only around Latin words. A laugh
 * in chat ends what came before it too ("why is this using axios lol we have a fetch wrapper"), and so does an emoji
 * with words after it ("你 setScale(2) 是哪招😅 小数位要看配置表", "my servo grinds past 160 😬 dont go past it"), and an
 * ellipsis ("またno-verifyですか…フックは飛ばさないで", "들여쓰기는 왜 건드려요… diff가 400줄이라").
 */
export function sentences(text: string): string[] {
  return text
    .split(
      /(?<=[.!?])\s+|(?<=[。！？])(?![。！？!?])\s*|\n+|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])|(?<=(?<![\p{L}])(?:lol|lmao|haha+|jaja+|kkk+|哈哈+|www+))\s+(?=\p{L})|(?<=[\p{L}\p{N}\p{P}]\s?\p{Extended_Pictographic}\uFE0F?)\s+(?=\p{L})|(?<=\p{L}…+)\s*(?=\p{L})/iu,
    )
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Interjections and openers of `languages` removed from the start of `text` until none is left. */
export function withoutLeading(text: string, languages: readonly HumanLanguage[], pick: (language: HumanLanguage) => RegExp): string {
  let bare = text.trim();
  for (let previous = ''; previous !== bare;) {
    previous = bare;
    for (const language of languages) bare = bare.replace(pick(language), '').trim();
  }
  return bare;
}

/** A run of these words (regex sources) at the start of a text, with the punctuation after them. */
function leadingWords(words: readonly string[]): RegExp {
  return new RegExp(String.raw`^(?:(?:${words.join('|')})\b[\s,.!:;—–-]*)+`, 'i');
}

/** What an English rule sentence starts with but does not say: interjections, "no,", "wait,", "please". */
export const RULE_PREFIX = leadingWords([...EN_INTERJECTIONS, 'no', 'nope', 'nah', 'yes', 'wait', 'hold on', 'hang on', 'please']);
