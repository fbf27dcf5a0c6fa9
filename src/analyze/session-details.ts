/** Turns the registry's session records into the report's session details and totals. */
import { MAIN_STREAM } from '../model/events.js';
import type { SessionDetail, StreamDetail } from './report.js';
import type { SessionRecord, StreamRecord } from './session-registry.js';
import { addStreamMetrics, emptyStreamMetrics } from './stream-metrics.js';
import { maxDefined, minDefined } from '../util/bounds.js';
import { sortedCounts, type Counts } from '../util/counts.js';

export function sessionDetail(session: SessionRecord): SessionDetail {
  const records = [...session.streams.values()].sort(mainFirst);
  const totals = emptyStreamMetrics();
  for (const record of records) addStreamMetrics(totals, record.metrics);
  const first = minOf(records.map((record) => record.firstTimestampMs));
  const last = maxOf(records.map((record) => record.lastTimestampMs));
  const streams = records.map((record) => streamDetail(record, session));
  return {
    id: session.sessionId,
    format: session.format,
    ...(session.cwd !== undefined && { cwd: session.cwd }),
    ...(session.repo !== undefined && { repo: session.repo }),
    ...(session.outcome !== undefined && { outcome: session.outcome }),
    files: session.files,
    ...totals,
    toolCallsByTool: sortedCounts(totals.toolCallsByTool),
    tokens: session.tokens,
    ...(first !== undefined && { firstTimestamp: new Date(first).toISOString() }),
    ...(last !== undefined && { lastTimestamp: new Date(last).toISOString() }),
    ...(first !== undefined && last !== undefined && { durationMs: last - first }),
    streams,
    findings: countByDetector(session),
  };
}

function streamDetail(stream: StreamRecord, session: SessionRecord): StreamDetail {
  const isSubagent = stream.streamId !== MAIN_STREAM;
  return {
    id: stream.streamId,
    layout: stream.layout,
    files: stream.files,
    ...(stream.parentCallId !== undefined && { parentCallId: stream.parentCallId }),
    ...(isSubagent && { parentFound: session.streams.has(MAIN_STREAM) }),
    ...stream.metrics,
    toolCallsByTool: sortedCounts(stream.metrics.toolCallsByTool),
    ...(stream.firstTimestampMs !== undefined && { firstTimestamp: new Date(stream.firstTimestampMs).toISOString() }),
    ...(stream.lastTimestampMs !== undefined && { lastTimestamp: new Date(stream.lastTimestampMs).toISOString() }),
  };
}

function countByDetector(session: SessionRecord): Counts {
  return sortedCounts(session.tally.findings);
}

function mainFirst(a: StreamRecord, b: StreamRecord): number {
  if (a.streamId === MAIN_STREAM) return -1;
  if (b.streamId === MAIN_STREAM) return 1;
  return 0;
}

function minOf(values: Array<number | undefined>): number | undefined {
  return values.reduce<number | undefined>(minDefined, undefined);
}

function maxOf(values: Array<number | undefined>): number | undefined {
  return values.reduce<number | undefined>(maxDefined, undefined);
}
