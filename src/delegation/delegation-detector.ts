/**
 * The offline side of delegation advice: follows every main thread (sub-agents are already
 * delegated) with a DelegationTracker, turns each pattern it fires into a suggestion point, and
 * decides whether the agent took the hint — a point is **accepted** when a Task/Agent call comes
 * within the next N calls, **rejected** when N calls pass without one, and **pending** when the log
 * ends first (a later run, reading on, settles it with the stream's first calls: `StreamHead`).
 * A point that a stronger one may still supersede (tracker.ts: the strongest point of a cooldown
 * window is recorded) is held back until it can no longer be, and dropped when it is. A pattern, and the
 * solo streak, are followed only in streams of a log format they apply to (detectors/metas/wording.ts):
 * an agent with no sub-agent tool gets no delegation advice, so none is looked for in its logs.
 */
import { appliesTo } from '../detectors/metas/wording.js';
import type { FormatId } from '../ingest/formats/format.js';
import { MAIN_STREAM, type StreamKey } from '../model/events.js';
import type { StreamConsumer, StreamItem } from '../model/stream.js';
import { StreamStates } from '../model/stream-states.js';
import { delegationCall } from './delegation-call.js';
import { delegationPatternMetaById } from './patterns/metas/index.js';
import { SOLO_STREAK } from './solo-streak.js';
import { buildSuggestion, type Suggestion, type SuggestionOptions } from './suggestion.js';
import { DelegationTracker, emptyTrackerState, type StreakRun, type TrackerSettings } from './tracker.js';
import { DELEGATION_PATTERN_IDS, type Confidence, type DelegationPatternId, type PatternMatch, type PointAction } from './types.js';

export interface DelegationSettings extends TrackerSettings, SuggestionOptions {
  /** A point is accepted when the agent delegates within this many calls after it. */
  acceptanceCalls: number;
  /** The live hook speaks for a pattern point only from this confidence (default 0.7); the offline report keeps every point. */
  hookMinConfidence?: number;
}

/** The live hook's floor for pattern points when the settings name none (config `delegation_hook_min_confidence`). */
export const DEFAULT_HOOK_MIN_CONFIDENCE = 0.7;

export const DEFAULT_DELEGATION_SETTINGS: DelegationSettings = {
  cooldownCalls: 5,
  streakThreshold: 2,
  acceptanceCalls: 5,
  hookMinConfidence: DEFAULT_HOOK_MIN_CONFIDENCE,
};

/** A place in a main thread where delegating would have helped, with the suggestion made for it. */
export interface DelegationPoint {
  sessionId: string;
  streamId: string;
  /** Log file and line of the call at which the pattern fired. */
  file: string;
  line: number;
  timestamp?: string;
  pattern: DelegationPatternId;
  confidence: Confidence;
  description: string;
  /** tool_use ids of the calls the sub-agent would have absorbed. */
  callIds: string[];
  suggestion: Suggestion;
  action: PointAction;
  /** Calls seen after the point, up to the acceptance window. */
  callsAfter: number;
}

export interface SoloStreak extends StreakRun {
  sessionId: string;
  streamId: string;
  file: string;
}

/** The first calls of a main thread in one reading: they settle points left pending by the reading before. */
export interface StreamHead {
  sessionId: string;
  streamId: string;
  /** Calls read, counted up to the acceptance window. */
  calls: number;
  /** 0-based position of the first delegation among them. */
  firstDelegation?: number;
}

export interface DelegationSink {
  point(point: DelegationPoint): void;
  streak(streak: SoloStreak): void;
  head(head: StreamHead): void;
}

/** A point still waiting for its verdict; its suggestion is written when it is recorded. */
type DraftPoint = Omit<DelegationPoint, 'suggestion'> & { suggestion?: Suggestion };

interface StreamWatch {
  tracker: DelegationTracker;
  /** Whether the solo streak applies to the stream's agent (its runs are reported). */
  streaks: boolean;
  awaiting: DraftPoint[];
  head: StreamHead;
  file?: string;
  /**
   * The point of the current cooldown window, not yet recorded: a stronger one may supersede it (a third of
   * the points are), so its Task() suggestion is built only when it is recorded.
   */
  held?: { point: DraftPoint; match: PatternMatch };
}

export class DelegationDetector implements StreamConsumer {
  private readonly streams = new StreamStates<StreamWatch | null>((stream) => this.watch(stream));

  /** `format`: the log format of the file, known by the time its first stream item comes (undefined: every pattern is followed). */
  constructor(
    private readonly settings: DelegationSettings,
    private readonly sink: DelegationSink,
    private readonly format: () => FormatId | undefined = () => undefined,
  ) {}

  onItem(stream: StreamKey, item: StreamItem): void {
    if (item.type !== 'call' || stream.streamId !== MAIN_STREAM) return;
    const watch = this.streams.of(stream);
    if (watch === null) return;
    const call = delegationCall(
      { callId: item.call.id, tool: item.call.tool, input: item.call.input, cwd: item.call.cwd, timestamp: item.call.timestamp, location: item.call.location },
      item.call.result,
    );
    watch.file = call.file;
    this.settle(watch, call.role === 'delegate');
    this.countHead(watch.head, call.role === 'delegate');
    const outcome = watch.tracker.call(call);
    if (outcome.endedStreak && watch.streaks)
      this.sink.streak({ ...outcome.endedStreak, sessionId: stream.sessionId, streamId: stream.streamId, file: call.file });
    if (!outcome.suggestion) {
      if (!watch.tracker.mayBeSuperseded()) this.record(watch);
      return;
    }
    const { suggestion: match } = outcome;
    const point: DraftPoint = {
      sessionId: stream.sessionId,
      streamId: stream.streamId,
      file: call.file,
      line: call.line,
      pattern: match.pattern,
      confidence: match.confidence,
      description: match.description,
      callIds: match.calls.map((evidence) => evidence.id),
      action: 'pending',
      callsAfter: 0,
    };
    if (call.timestamp !== undefined) point.timestamp = call.timestamp;
    const { held } = watch;
    if (outcome.supersedes && held) {
      watch.awaiting = watch.awaiting.filter((waiting) => waiting !== held.point);
      delete watch.held;
    } else {
      this.record(watch);
    }
    watch.awaiting.push(point);
    watch.held = { point, match };
    if (!watch.tracker.mayBeSuperseded()) this.record(watch);
  }

  /**
   * The held point, if any, is final: its suggestion is built and it is handed on (the same object: a
   * verdict that comes later is written into it).
   */
  private record(watch: StreamWatch): void {
    if (!watch.held) return;
    const { point, match } = watch.held;
    this.sink.point(Object.assign(point, { suggestion: buildSuggestion(match, this.settings, this.format()) }));
    delete watch.held;
  }

  onStreamEnd(stream: StreamKey): void {
    const watch = this.streams.take(stream);
    if (!watch) return;
    this.record(watch);
    const last = watch.tracker.finish();
    if (last && watch.streaks && watch.file !== undefined)
      this.sink.streak({ ...last, sessionId: stream.sessionId, streamId: stream.streamId, file: watch.file });
    this.sink.head(watch.head);
  }

  /** Each call after a point brings it closer to a verdict; a delegation accepts every waiting point. */
  private settle(watch: StreamWatch, delegated: boolean): void {
    if (watch.awaiting.length === 0) return;
    for (const point of watch.awaiting) {
      point.callsAfter++;
      if (delegated) point.action = 'accepted';
      else if (point.callsAfter >= this.settings.acceptanceCalls) point.action = 'rejected';
    }
    watch.awaiting = watch.awaiting.filter((point) => point.action === 'pending');
  }

  private countHead(head: StreamHead, delegated: boolean): void {
    if (head.calls >= this.settings.acceptanceCalls) return;
    if (delegated && head.firstDelegation === undefined) head.firstDelegation = head.calls;
    head.calls++;
  }

  /** Null for a stream of an agent that cannot delegate: nothing is followed there. */
  private watch(stream: StreamKey): StreamWatch | null {
    const format = this.format();
    const applies = (meta: Parameters<typeof appliesTo>[0]) => format === undefined || appliesTo(meta, format);
    const patterns = (pattern: DelegationPatternId) => this.settings.enabled?.(pattern) !== false && applies(delegationPatternMetaById(pattern));
    const streaks = applies(SOLO_STREAK);
    if (!streaks && !DELEGATION_PATTERN_IDS.some((pattern) => applies(delegationPatternMetaById(pattern)))) return null;
    return {
      tracker: new DelegationTracker(emptyTrackerState(), { ...this.settings, enabled: patterns }),
      awaiting: [],
      head: { sessionId: stream.sessionId, streamId: stream.streamId, calls: 0 },
      streaks,
    };
  }
}
