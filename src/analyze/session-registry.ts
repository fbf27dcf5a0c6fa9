/**
 * Joins the per-file parts of each session: a Claude Code session's main file and its sub-agent
 * files (in any order), so that every sub-agent stream is linked to its parent session and, where
 * the log tells, to the Task/Agent call that started it; the parts of the concerns the run hands back add
 * up (concern.merge); the others' (routing, exposures) were stored file by file and are not kept.
 */
import type { FormatId } from '../ingest/formats/index.js';
import { MAIN_STREAM, ZERO_TOKENS, type SessionOutcome, type StreamLayout, type TokenCounts } from '../model/events.js';
import type { StreamMetrics, StreamPart } from '../model/session-part.js';
import { maxDefined, minDefined } from '../util/bounds.js';
import { addCount, emptyCounts, type Counts } from '../util/counts.js';
import { anyConcern, emptyParts, SESSION_CONCERNS, type AnalyzedSession, type ConcernParts } from './concerns/index.js';
import { addTokens, type FileAnalysis } from './file-analysis.js';
import { addStreamMetrics, emptyStreamMetrics } from './stream-metrics.js';

export interface StreamRecord {
  streamId: string;
  layout: StreamLayout;
  files: string[];
  parentCallId?: string;
  metrics: StreamMetrics;
  firstTimestampMs?: number;
  lastTimestampMs?: number;
}

export interface SessionRecord {
  format: FormatId;
  sessionId: string;
  cwd?: string;
  /** Whether `cwd` is the main thread's (else a sub-agent file's, until the main file is met). */
  cwdOfMain?: boolean;
  repo?: string;
  outcome?: SessionOutcome;
  files: string[];
  tokens: TokenCounts;
  streams: Map<string, StreamRecord>;
  subagentLinks: Map<string, string>;
  /** Each concern's parts of the session's files, added up (left empty by a registry that keeps only the tally). */
  parts: ConcernParts;
  /** What the files' parts held, counted. */
  tally: ResultTally;
}

/** A session's results counted: what the report says of them. */
export interface ResultTally {
  findings: Counts;
  corrections: number;
  delegationPoints: number;
}

export class SessionRegistry {
  private readonly sessions = new Map<string, SessionRecord>();

  /**
   * `keepParts: false`: each file's results are only counted (the caller took them file by file), so that
   * memory does not grow with them; by default the parts are kept and added up too.
   */
  constructor(private readonly keepParts = true) {}

  add(analysis: FileAnalysis): void {
    if (!analysis.format) return;
    for (const part of analysis.sessions.values()) {
      const active = [...part.streams.values()].filter((stream) => stream.events > 0);
      if (active.length > 0) this.merge(analysis.format, analysis.file, part, active);
    }
  }

  /** Sessions in the order they were first met, sub-agent links resolved. */
  all(): SessionRecord[] {
    const sessions = [...this.sessions.values()];
    for (const session of sessions) {
      for (const stream of session.streams.values()) {
        stream.parentCallId ??= session.subagentLinks.get(stream.streamId);
      }
    }
    return sessions;
  }

  private merge(format: FormatId, file: string, part: AnalyzedSession, streams: StreamPart[]): void {
    const key = `${format}\u0000${part.sessionId}`;
    let session = this.sessions.get(key);
    if (!session) {
      session = {
        format,
        sessionId: part.sessionId,
        files: [],
        tokens: { ...ZERO_TOKENS },
        streams: new Map(),
        subagentLinks: new Map(),
        parts: emptyParts(),
        tally: { findings: emptyCounts(), corrections: 0, delegationPoints: 0 },
      };
      this.sessions.set(key, session);
    }
    session.files.push(file);
    // the main thread's folder is where the session ran: it wins over a sub-agent file read before it
    const mainCwd = part.cwd !== undefined && streams.some((stream) => stream.key.streamId === MAIN_STREAM) ? part.cwd : undefined;
    if (mainCwd !== undefined && !session.cwdOfMain) {
      session.cwd = mainCwd;
      session.cwdOfMain = true;
    } else {
      session.cwd ??= part.cwd;
    }
    session.repo ??= part.repo;
    if (part.outcome) session.outcome = part.outcome;
    addTokens(session.tokens, part.tokens);
    for (const [agentId, callId] of part.subagentLinks) session.subagentLinks.set(agentId, callId);
    addTally(session.tally, part.parts);
    if (this.keepParts) for (const concern of SESSION_CONCERNS) anyConcern(concern).merge?.(session.parts[concern.id], part.parts[concern.id]);
    for (const stream of streams) mergeStream(session, file, stream);
  }
}

function mergeStream(session: SessionRecord, file: string, part: StreamPart): void {
  let stream = session.streams.get(part.key.streamId);
  if (!stream) {
    stream = { streamId: part.key.streamId, layout: part.layout, files: [], metrics: emptyStreamMetrics() };
    session.streams.set(part.key.streamId, stream);
  }
  if (!stream.files.includes(file)) stream.files.push(file);
  stream.parentCallId ??= part.parentCallId;
  addStreamMetrics(stream.metrics, part.metrics);
  stream.firstTimestampMs = minDefined(stream.firstTimestampMs, part.firstTimestampMs);
  stream.lastTimestampMs = maxDefined(stream.lastTimestampMs, part.lastTimestampMs);
}

/** Counts one file's findings (by detector), corrections and delegation points into the session's tally. */
function addTally(tally: ResultTally, parts: ConcernParts): void {
  for (const finding of parts.findings.findings) addCount(tally.findings, finding.detector);
  tally.corrections += parts.corrections.corrections.length;
  tally.delegationPoints += parts.delegation.points.length;
}
