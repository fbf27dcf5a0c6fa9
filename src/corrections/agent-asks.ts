/**
 * Whether the agent's last words asked the human something or offered options ("Want me to wire it into the
 * CLI?", "需要我…吗？", "If you prefer, I can …"): a "no, …" after them answers, it does not correct. The
 * phrases are data per language (human-languages/*.ts `agentOffers`).
 */
import { languagesOf } from './human-languages/index.js';

/** The end of the agent's message that is read: its last question or offer stands there. */
const TAIL_CHARS = 300;

/** A sentence that ends asking: its question mark before a space or the end (not a URL's query, code left out). */
const ASKED_SENTENCE = /[?？](?=\s|$)/u;

/**
 * Options laid out side by side, in any language: named ("Option A … Option B", "方案一 … 方案二", "案1 … 案2"), lettered
 * ("A: … B: …"), or numbered with a word of choice ("1) … 2) … which one?", "… 중 1번으로 할까요?"; numbered steps of one
 * plan are no choice). The agent offers a choice, and "no, 2" or "C please" picks one (a request, not a redirect),
 * even when it recommends one of them and asks "shall I?".
 */
const NAMED_OPTION =
  /(?<![\p{L}])(?:option|proposal|variant|variante|opci[oó]n|op[cç][aã]o|вариант|方案|选项|選項|プラン|案|옵션|안)\s*([1-4A-D一二三四])(?![\p{L}\p{N}])/giu;
/** "A) …", "(b) …": options by letter, in either case. */
const LETTERED_OPTION = /(?:^|[\s(（])([A-D])[)）:：](?=\s)/giu;
const NUMBERED_OPTION = /(?:^|[\s(（])([1-4①-④])(?:[.)）:：]|번)(?=\s|$)/gu;
const CHOICE_WORD =
  /(?<![\p{L}])(?:or|which|either|oder|welche[rsn]?|ou|quel(?:le)?|o|cu[áa]l|qual|или|какой|какую)(?![\p{L}])|哪|どちら|どれ|중(?=\s)|어느|어떤/iu;

/** Whether a text names one of the options an agent may offer ("option 2", "Variante B", "方案二", "案1", "вариант 1"). */
export function namesOption(text: string): boolean {
  return NAMED_OPTION_ONCE.test(text);
}

/** NAMED_OPTION tested once (no global state between calls). */
const NAMED_OPTION_ONCE = new RegExp(NAMED_OPTION.source, 'iu');

function offersOptions(tail: string): boolean {
  const distinct = (pattern: RegExp): number => new Set(Array.from(tail.matchAll(pattern), (match) => (match[1] ?? '').toUpperCase())).size;
  return distinct(NAMED_OPTION) >= 2 || distinct(LETTERED_OPTION) >= 2 || (distinct(NUMBERED_OPTION) >= 2 && CHOICE_WORD.test(tail));
}

/**
 * Whether the agent's last words ask for the go-ahead on a plan it laid out ("Want me to proceed?", "进行吗？"), not on one
 * of options, nor on more work offered beside what it did ("포르투도 바로 진행할까요?", "要不要把旧订单也迁过来？",
 * "Shall I do the invoices as well?": a no there declines the offer, it turns no plan away).
 */
export function agentSeeksGoAhead(text: string): boolean {
  const tail = text.trim().slice(-TAIL_CHARS);
  return (
    tail.length > 0 && !offersOptions(tail) && languagesOf(tail).some((language) => language.agentGoAhead.test(tail)) && !OFFERS_MORE.test(askedPassage(tail))
  );
}

/** Words that offer more work beside what was done, in every language: "as well", "too", "también", "auch", "тоже", "也", "도". */
const OFFERS_MORE =
  /(?<![\p{L}])(?:also|too|as\s+well|tambi[ée]n|tamb[ée]m|aussi|[ée]galement|auch|ebenfalls|тоже|также)(?![\p{L}])|[也還还]要?(?:把|做|加|导|導|改|处理|處理|跑)|[\p{L}\p{N}]도\s/iu;

/**
 * Whether the agent's last words ask, openly, for the work or for what to keep in mind ("What's next?", "Anything I
 * should know before I start?", "有什么要求吗？"), not for a yes on one action: what the answer says of "always" and
 * "never" is the requirements it was asked for.
 */
export function agentInvitesWork(text: string): boolean {
  const tail = text.trim().slice(-TAIL_CHARS);
  return tail.length > 0 && languagesOf(tail).some((language) => language.agentInvites.test(tail));
}

/**
 * Whether the agent's last words say what it builds next and ask nothing ("Next I'll add the renewal reminder job.",
 * "Je vais écrire le module de relance.", "다음으로 정산 배치를 만들겠습니다."): the
 * human's answer may give that work its requirements. A message that asks, offers ("if you want I'll add …") or ends
 * asking is a question or a plan put up for the go-ahead (agentAsks, agentSeeksGoAhead), not this.
 */
export function agentAnnouncesWork(text: string): boolean {
  const tail = text.trim().slice(-TAIL_CHARS);
  if (tail.length === 0 || ASKED_SENTENCE.test(tail) || agentAsks(text)) return false;
  return languagesOf(tail).some((language) => language.agentAnnounces.test(tail));
}

/**
 * The sentence of the agent's last words where its question or offer stands: the last sentence that asks, else the
 * last one ("Apply it to the local DB?" of "I wrote a migration adding a FLOAT price. Apply it to the local DB?"),
 * with the sentence before a question of a few words ("I could drop the old tables. Shall I?").
 */
export function askedPassage(text: string): string {
  const sentences = text
    .trim()
    .slice(-TAIL_CHARS)
    .split(/(?<=[.!?。！？])\s+|\n+/u)
    .filter((sentence) => sentence.trim() !== '');
  let asked = sentences.length - 1;
  while (asked > 0 && !ASKED_SENTENCE.test(sentences[asked] ?? '')) asked -= 1;
  if (!ASKED_SENTENCE.test(sentences[asked] ?? '')) asked = sentences.length - 1;
  // a question of a few words ("Soll ich?", "Shall I?", "要吗？") asks about the sentence before it
  const elliptic = (sentences[asked] ?? '').length <= ELLIPTIC_CHARS;
  return sentences.slice(elliptic ? Math.max(0, asked - 1) : asked, asked + 1).join(' ');
}

/** A question this short leaves its object to the sentence before it. */
const ELLIPTIC_CHARS = 16;

export function agentAsks(text: string): boolean {
  const tail = text.trim().slice(-TAIL_CHARS);
  if (tail.length === 0) return false;
  if (languagesOf(tail).some((language) => language.agentOffers.test(tail))) return true;
  // options laid out for the human to pick from ("Two ways: (a) … (b) …"), asked or not
  if (offersOptions(tail)) return true;
  // a question in the last paragraph asks, with a note after it too ("Run the full crawl? It takes ten minutes.")
  const paragraphs = tail.split(/\n\s*\n/u);
  const last = (paragraphs[paragraphs.length - 1] ?? '').replace(/`[^`\n]*`/gu, '');
  return ASKED_SENTENCE.test(last);
}
