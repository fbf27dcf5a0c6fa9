/**
 * What the agent said and did since the human last spoke, for the classifier's reading of the human's next turn
 * (agent-terms.ts, docs/memory.md "Said of what the agent did"): its words and what its calls named (agentWordsOf,
 * at most 1,000 characters a call), in pieces, joined only when a turn is read that needs them.
 */
import { agentWordsOf } from './agent-work.js';
import type { ToolCall } from '../model/stream.js';

/** How much of it is read: its end, where the latest work is. */
const AGENT_WORDS_CHARS = 16_000;

/** How many pieces are kept, the oldest dropped first: more than AGENT_WORDS_CHARS holds of texts and calls. */
const MAX_PIECES = 256;

export class AgentWords {
  private pieces: string[] = [];
  private first = 0;
  /** The agent said something in words: what calls alone name (code, paths) is no account of what it did. */
  said = false;

  addSaid(text: string): void {
    this.said = true;
    this.add(text);
  }

  addCall(call: Pick<ToolCall, 'tool' | 'input'>): void {
    this.add(agentWordsOf(call));
  }

  clear(): void {
    this.pieces = [];
    this.first = 0;
    this.said = false;
  }

  /** Its words, the last AGENT_WORDS_CHARS of them, or undefined when the agent said nothing in words. */
  text(): string | undefined {
    if (!this.said) return undefined;
    return this.pieces.slice(this.first).join('\n').slice(-AGENT_WORDS_CHARS);
  }

  private add(piece: string): void {
    this.pieces.push(piece);
    if (this.pieces.length - this.first > MAX_PIECES) this.first++;
    if (this.first >= MAX_PIECES) {
      this.pieces = this.pieces.slice(this.first);
      this.first = 0;
    }
  }
}
