/**
 * Finds corrections in the main thread of each session, as a stream consumer: rejection reasons,
 * the first message after a rejection or an interrupt, and correction language in later messages.
 *
 * Human turns only: sub-agent streams hold the prompts their parent wrote, and the adapters never
 * turn meta, harness or compaction text into user turns. The first human message of a stream is a
 * task, never a correction: cue words there ("Don't stop until …") correct nothing the agent did.
 * Queued prompts (Claude Code `queue-operation` enqueue) are not read: each reappears as a user line
 * once dequeued. A read that starts from a checkpoint has no context before it: its first human
 * message is treated as a first message.
 */
import { MAIN_STREAM, type LogLocation, type StreamKey } from '../model/events.js';
import type { StreamConsumer, StreamItem } from '../model/stream.js';
import { StreamStates } from '../model/stream-states.js';
import { agentAsks, agentSeeksGoAhead } from './agent-asks.js';
import { changesSomething } from './agent-work.js';
import { AgentWords } from './agent-words.js';
import { asksSomething, classifyHumanTurn, type HumanTurnKind, type TextSource } from './classify-text.js';
import { isHarnessText } from './harness-text.js';
import { comparableTurn, REMEMBERED_TURNS, repeatsEarlierTurn, type ComparableTurn } from './repeated-turn.js';
import { MAX_QUOTE_CHARS, type Correction } from './types.js';
import { detachedText } from '../util/detached-text.js';
import { redactAndFind, redactDerived } from '../safety/redact.js';

interface MainThreadState {
  /** The agent acted (a call, an interrupt) or the human already spoke: a message now answers something. */
  started: boolean;
  /** A rejection without reason or an interrupt since the last human message. */
  refused: boolean;
  /** A call the human rejected (not only interrupted) since the last human message. */
  rejected: boolean;
  /** The agent changed something in this stream (agent-work.ts): a failure report can be about its work. */
  changed: boolean;
  /** The agent changed something since the human last spoke (it did not only talk or look). */
  changedSince: boolean;
  /** What the agent last said to the human since its last call, if anything (a question, options). */
  agentText: string | undefined;
  /** What the agent said and did since the human last spoke (its words, what its calls named), its last AGENT_WORDS_CHARS. */
  agentWords: AgentWords;
  /** The last few human turns of the stream, comparable (repeated-turn.ts). */
  earlierTurns: ComparableTurn[];
  /** The human's last turn was read as a question. */
  asked: boolean;
}

/** One human turn and what it was read as: for `npm run eval`'s table of kinds, and tests. */
export interface HumanTurnRecord {
  sessionId: string;
  file: string;
  line: number;
  kind: HumanTurnKind;
}

export class CorrectionDetector implements StreamConsumer {
  private readonly states = new StreamStates<MainThreadState>(() => ({
    started: false,
    refused: false,
    rejected: false,
    changed: false,
    changedSince: false,
    agentText: undefined,
    agentWords: new AgentWords(),
    earlierTurns: [],
    asked: false,
  }));

  constructor(
    private readonly onCorrection: (correction: Correction) => void,
    private readonly onTurn?: (turn: HumanTurnRecord) => void,
  ) {}

  onItem(stream: StreamKey, item: StreamItem): void {
    if (stream.streamId !== MAIN_STREAM) return;
    const state = this.states.of(stream);
    if (item.type === 'agent-text') {
      state.agentText = item.text;
      state.agentWords.addSaid(item.text);
    } else if (item.type === 'call') {
      state.started = true;
      state.agentText = undefined;
      state.agentWords.addCall(item.call);
      if (changesSomething(item.call)) {
        state.changed = true;
        state.changedSince = true;
      }
      const { result } = item.call;
      if (result?.refusal?.kind !== 'rejected') return;
      const { reason } = result.refusal;
      if (reason === undefined) {
        state.refused = true;
        state.rejected = true;
      } else if (isHarnessText(reason)) {
        // a reason the harness wrote (an abort, a question dialog's "clarify") is no human's: the human speaks next
        state.refused = true;
      } else {
        this.classify(stream, reason, 'rejection-reason', result.location, item.call.timestamp);
      }
    } else if (item.type === 'interrupt') {
      state.started = true;
      state.refused = true;
    } else if (item.type === 'user') {
      const comparable = comparableTurn(item.turn.text);
      if (state.started)
        this.classify(stream, item.turn.text, state.refused ? 'after-refusal' : 'message', item.turn.location, item.turn.timestamp, comparable);
      // the first message is a task, never a correction: only whether it asks is kept
      else state.asked = asksSomething(item.turn.text);
      state.started = true;
      state.refused = false;
      state.rejected = false;
      state.agentText = undefined;
      state.agentWords.clear();
      state.changedSince = false;
      state.earlierTurns.push(comparable);
      if (state.earlierTurns.length > REMEMBERED_TURNS) state.earlierTurns.shift();
    }
  }

  onStreamEnd(stream: StreamKey): void {
    this.states.take(stream);
  }

  /** `comparable`: the turn as repeated-turn.ts compares it (a human message's; a rejection's reason is never a repeat). */
  private classify(
    stream: StreamKey,
    text: string,
    source: TextSource,
    location: LogLocation,
    timestamp: string | undefined,
    comparable?: ComparableTurn,
  ): void {
    const state = this.states.of(stream);
    const context = {
      agentChanged: state.changed,
      agentChangedSince: state.changedSince,
      agentAsked: state.agentText !== undefined && agentAsks(state.agentText),
      agentSeeksGoAhead: state.agentText !== undefined && agentSeeksGoAhead(state.agentText),
      ...(state.agentText !== undefined && { agentText: state.agentText }),
      ...(state.agentWords.said && { agentWords: () => state.agentWords.text() }),
      repeated: source !== 'rejection-reason' && repeatsEarlierTurn(comparable ?? comparableTurn(text), state.earlierTurns),
      previousAsked: state.asked,
      afterRejection: source === 'after-refusal' && state.rejected,
    };
    const reading = classifyHumanTurn(text, source, context);
    this.onTurn?.({ sessionId: stream.sessionId, file: location.file, line: location.line, kind: reading.kind });
    if (source !== 'rejection-reason') state.asked = reading.kind === 'question';
    const verdict = reading.correction;
    if (!verdict) return;
    // the text leaves the log here: secrets are redacted before it is kept anywhere, also in the rule drawn from it
    const redacted = redactAndFind(text);
    const correction: Correction = {
      sessionId: stream.sessionId,
      streamId: stream.streamId,
      file: location.file,
      line: location.line,
      kind: verdict.kind,
      confidence: verdict.confidence,
      explicit: verdict.explicit,
      cues: verdict.cues,
      // kept for the run: copies, not views into the message they were cut from (util/detached-text.ts)
      text: detachedText(quote(redacted.text)),
      rule: detachedText(redactDerived(verdict.rule, redacted.secrets)),
    };
    if (timestamp !== undefined) correction.timestamp = timestamp;
    this.onCorrection(correction);
  }
}

function quote(text: string): string {
  const trimmed = text.trim();
  return trimmed.length <= MAX_QUOTE_CHARS ? trimmed : `${trimmed.slice(0, MAX_QUOTE_CHARS - 1)}…`;
}
