/**
 * Whether the agent's last words asked the human something or offered options ("Want me to wire it into the
 * CLI?", "需要我…吗？", "If you prefer, I can …"): a "no, …" after them answers, it does not correct. The
 * phrases are data per language (human-languages/*.ts `agentOffers`).
 */
import { languagesOf } from './human-languages/index.js';

/** The end of the agent's message that is read: its last question or offer stands there. */
const TAIL_CHARS = 300;

export function agentAsks(text: string): boolean {
  const tail = text.trim().slice(-TAIL_CHARS);
  if (tail.length === 0) return false;
  return languagesOf(tail).some((language) => language.agentOffers.test(tail)) || /[?？]\s*$/u.test(tail);
}
