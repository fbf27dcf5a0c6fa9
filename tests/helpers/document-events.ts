/**
 * A log kept as a document (a database, a storage folder) read through its format's adapter, as the analysis reads
 * it: every event, stream and problem in order; and the calls and results among the events.
 */
import type { LogReader, StreamInfo } from '../../src/ingest/formats/format.js';
import { readDocument } from '../../src/ingest/read-document.js';
import type { JsonlReadStats } from '../../src/ingest/read-jsonl.js';
import type { NormalizedEvent, ToolCallEvent, ToolResultEvent } from '../../src/model/events.js';

export interface DocumentRead {
  events: NormalizedEvent[];
  streams: StreamInfo[];
  /** The adapter's problems (`line: message`), then the reader's (`kind line: message`). */
  problems: string[];
  stats: JsonlReadStats;
}

export async function readDocumentEvents(format: LogReader, file: string): Promise<DocumentRead> {
  const events: NormalizedEvent[] = [];
  const streams: StreamInfo[] = [];
  const problems: string[] = [];
  const adapter = format.createAdapter({
    file,
    emit: (event) => events.push(event),
    declareStream: (info) => streams.push(info),
    problem: (line, message) => problems.push(`${line}: ${message}`),
  });
  const stats = await readDocument(format.document!, file, (entry) => {
    adapter.line(entry);
    return true;
  });
  adapter.end();
  return { events, streams, problems: [...problems, ...stats.problems.map((problem) => `${problem.kind} ${problem.line}: ${problem.message}`)], stats };
}

export const toolCalls = (events: readonly NormalizedEvent[]) => events.filter((event): event is ToolCallEvent => event.kind === 'tool_call');

/** The results by the id of their call. */
export const toolResults = (events: readonly NormalizedEvent[]) =>
  new Map(events.filter((event): event is ToolResultEvent => event.kind === 'tool_result').map((event) => [event.callId, event]));
