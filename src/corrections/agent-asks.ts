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

/** Whether the agent's last words ask for the go-ahead on a plan it laid out ("Want me to proceed?", "进行吗？"). */
export function agentSeeksGoAhead(text: string): boolean {
  const tail = text.trim().slice(-TAIL_CHARS);
  return tail.length > 0 && languagesOf(tail).some((language) => language.agentGoAhead.test(tail));
}

export function agentAsks(text: string): boolean {
  const tail = text.trim().slice(-TAIL_CHARS);
  if (tail.length === 0) return false;
  if (languagesOf(tail).some((language) => language.agentOffers.test(tail))) return true;
  // a question in the last paragraph asks, with a note after it too ("Run the full crawl? It takes ten minutes.")
  const paragraphs = tail.split(/\n\s*\n/u);
  const last = (paragraphs[paragraphs.length - 1] ?? '').replace(/`[^`\n]*`/gu, '');
  return ASKED_SENTENCE.test(last);
}
