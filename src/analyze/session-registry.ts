/**
 * Joins the per-file parts of each session: a Claude Code session's main file and its sub-agent
 * files (in any order), so that every sub-agent stream is linked to its parent session and, where
 * the log tells, to the Task/Agent call that started it.
 */
import type { Finding } from '../detectors/types.js';
import type { Correction } from '../corrections/types.js';
import type { FormatId, StreamLayout } from '../ingest/formats/index.js';
import { ZERO_TOKENS, type SessionOutcome, type TokenCounts } from '../model/events.js';
import { addTokens, type FileAnalysis, type SessionDelegation, type SessionPart, type StreamPart } from './file-analysis.js';
import { appendAll } from '../util/arrays.js';
import { maxDefined, minDefined } from '../util/bounds.js';
import { addStreamMetrics, emptyStreamMetrics, type StreamMetrics } from './stream-metrics.js';

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
  repo?: string;
  outcome?: SessionOutcome;
  files: string[];
  tokens: TokenCounts;
  streams: Map<string, StreamRecord>;
  subagentLinks: Map<string, string>;
  findings: Finding[];
  corrections: Correction[];
  delegation: Omit<SessionDelegation, 'heads'>;
}

export class SessionRegistry {
  private readonly sessions = new Map<string, SessionRecord>();

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

  private merge(format: FormatId, file: string, part: SessionPart, streams: StreamPart[]): void {
    const key = `${format}\u0000${part.sessionId}`;
    let session = this.sessions.get(key);
    if (!session) {
      session = { format, sessionId: part.sessionId, files: [], tokens: { ...ZERO_TOKENS }, streams: new Map(), subagentLinks: new Map(), findings: [], corrections: [], delegation: { points: [], streaks: [] } };
      this.sessions.set(key, session);
    }
    session.files.push(file);
    session.cwd ??= part.cwd;
    session.repo ??= part.repo;
    if (part.outcome) session.outcome = part.outcome;
    addTokens(session.tokens, part.tokens);
    for (const [agentId, callId] of part.subagentLinks) session.subagentLinks.set(agentId, callId);
    appendAll(session.findings, part.findings);
    appendAll(session.corrections, part.corrections);
    appendAll(session.delegation.points, part.delegation.points);
    appendAll(session.delegation.streaks, part.delegation.streaks);
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
