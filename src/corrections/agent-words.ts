/**
 * What the agent said and did since the human last spoke, for the classifier's reading of the human's next turn
 * (agent-terms.ts, docs/memory.md "Said of what the agent did"): its words and the calls it made. A call is kept as it
 * came and turned into the words it names (agentWordsOf) only when a turn is read that needs them — most turns never
 * do, and a stream holds far more calls than turns.
 */
import { agentWordsOf } from './agent-work.js';
import type { ToolCall } from '../model/stream.js';

/** How much of it is read: its end, where the latest work is. */
const AGENT_WORDS_CHARS = 16_000;

/** How many pieces are kept, the oldest dropped first: more than AGENT_WORDS_CHARS holds of texts and calls. */
const MAX_PIECES = 256;

type Piece = string | Pick<ToolCall, 'tool' | 'input'>;

export class AgentWords {
  private pieces: Piece[] = [];
  private first = 0;
  /** The agent said something in words: what calls alone name (code, paths) is no account of what it did. */
  said = false;

  addSaid(text: string): void {
    this.said = true;
    this.add(text);
  }

  addCall(call: Pick<ToolCall, 'tool' | 'input'>): void {
    this.add({ tool: call.tool, input: call.input });
  }

  clear(): void {
    this.pieces = [];
    this.first = 0;
    this.said = false;
  }

  /** Its words, the last AGENT_WORDS_CHARS of them, or undefined when the agent said nothing in words. */
  text(): string | undefined {
    if (!this.said) return undefined;
    const words = this.pieces.slice(this.first).map((piece) => (typeof piece === 'string' ? piece : agentWordsOf(piece)));
    return words.join('\n').slice(-AGENT_WORDS_CHARS);
  }

  private add(piece: Piece): void {
    this.pieces.push(piece);
    if (this.pieces.length - this.first > MAX_PIECES) this.first++;
    if (this.first >= MAX_PIECES) {
      this.pieces = this.pieces.slice(this.first);
      this.first = 0;
    }
  }
}
