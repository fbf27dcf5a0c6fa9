/** Turns the registry's session records into the report's session details and totals. */
import { MAIN_STREAM } from '../model/events.js';
import type { SessionDetail, StreamDetail } from './report.js';
import type { SessionRecord, StreamRecord } from './session-registry.js';
import { addStreamMetrics, emptyStreamMetrics } from './stream-metrics.js';

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

function countByDetector(session: SessionRecord): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const finding of session.findings) counts[finding.detector] = (counts[finding.detector] ?? 0) + 1;
  return sortedCounts(counts);
}

/** Counts sorted by count (highest first), then by name: stable output for tables and JSON. */
export function sortedCounts(counts: Record<string, number>): Record<string, number> {
  const entries = Object.entries(counts).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries);
}

function mainFirst(a: StreamRecord, b: StreamRecord): number {
  if (a.streamId === MAIN_STREAM) return -1;
  if (b.streamId === MAIN_STREAM) return 1;
  return 0;
}

function minOf(values: Array<number | undefined>): number | undefined {
  const defined = values.filter((value): value is number => value !== undefined);
  return defined.length > 0 ? Math.min(...defined) : undefined;
}

function maxOf(values: Array<number | undefined>): number | undefined {
  const defined = values.filter((value): value is number => value !== undefined);
  return defined.length > 0 ? Math.max(...defined) : undefined;
}
