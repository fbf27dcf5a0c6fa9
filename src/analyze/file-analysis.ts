/**
 * One log file, start to end: read its lines, detect its format, run the format's adapter, build the
 * streams, count them, and hand them to every per-session concern (concerns/index.ts). Returns the
 * file's part of each session it touches; of the calls themselves only what the concerns keep is kept
 * (a routing record each: name, outcome, a few keywords), so memory grows slowly.
 */
import {
  detectFormat,
  documentFormatOf,
  FORMAT_DETECTION_MAX_LINES,
  loadLogFormats,
  type FormatId,
  type LogFormat,
  type StreamInfo,
} from '../ingest/formats/index.js';
import type { FormatAdapter } from '../ingest/formats/format.js';
import { readDocument } from '../ingest/read-document.js';
import { readJsonl, type JsonlReadStats, type JsonlValue, type ReadJsonlOptions } from '../ingest/read-jsonl.js';
import { ZERO_TOKENS, type NormalizedEvent, type StreamKey, type StreamLayout, type TokenCounts } from '../model/events.js';
import type { StreamPart } from '../model/session-part.js';
import { StreamBuilder, type StreamBuilderStats } from '../model/stream-builder.js';
import { fanOut, type StreamConsumer } from '../model/stream.js';
import { DEFAULT_DELEGATION_SETTINGS, type DelegationSettings } from '../delegation/delegation-detector.js';
import { redactSecrets } from '../safety/redact.js';
import { timestampMs } from '../util/timestamp-ms.js';
import { LogValueCheck } from '../ingest/log-values.js';
import { anyConcern, emptyParts, SESSION_CONCERNS, type AnalyzedSession } from './concerns/index.js';
import type { ConfiguredDetector } from './detector-runner.js';
import { emptyStreamMetrics, StreamMetricsCollector } from './stream-metrics.js';

/**
 * `warmup`: a 1–2 line Warmup sub-agent file; `compaction-replay`: a Claude Code 2.1.x compaction replay (its
 * calls stand in the file it replays); `empty`: no JSON line at all (a new or truncated file); `unrecognised`:
 * lines of no known format.
 */
export type FileSkipReason = 'warmup' | 'compaction-replay' | 'unrecognised' | 'empty';

/** Items of known-format lines skipped for a missing or wrong-typed field: the exact count, the first ones named. */
export interface ItemProblems {
  count: number;
  problems: Array<{ line: number; message: string }>;
}

/** Item problems named one by one per file (the count is always exact). */
const MAX_ITEM_PROBLEMS_KEPT = 200;

export interface FileAnalysis {
  file: string;
  format?: FormatId;
  skipped?: FileSkipReason;
  read: JsonlReadStats;
  itemProblems: ItemProblems;
  sessions: Map<string, AnalyzedSession>;
  streamStats: StreamBuilderStats;
}

export interface FileAnalysisOptions {
  read?: ReadJsonlOptions;
  /** Tool anti-pattern detectors to run (none when absent). */
  detectors?: readonly ConfiguredDetector[];
  /** Further consumers of the built streams (detectors); they see every item in order. */
  consumers?: readonly StreamConsumer[];
  /** Delegation advice settings (cooldown, streak threshold, acceptance window, footer). */
  delegation?: DelegationSettings;
}

export async function analyzeFile(file: string, options: FileAnalysisOptions = {}): Promise<FileAnalysis> {
  await loadLogFormats();
  const run = new FileRun(file, options);
  // a log that is no JSON lines (a JSON document, a database): its format by its path, read whole by its reader
  const document = documentFormatOf(file);
  if (document?.document) {
    run.start(document);
    return run.finish(await readDocument(document.document, file, (entry) => run.line(entry), options.read));
  }
  // once the format is known, its fast path reads the lines it can (unless options.read.fastParse is false)
  const read = await readJsonl(file, (entry) => run.line(entry), { ...options.read, skeleton: (bytes, start, end) => run.skeleton(bytes, start, end) });
  return run.finish(read);
}

class FileRun {
  private format: LogFormat | undefined;
  private adapter: FormatAdapter | undefined;
  private undetected: JsonlValue[] = [];
  private readonly sessions = new Map<string, AnalyzedSession>();
  private readonly usage = new Map<string, { sessionId: string; tokens: TokenCounts }>();
  private readonly itemProblems: ItemProblems = { count: 0, problems: [] };
  private readonly builder: StreamBuilder;
  private latestTimestamp: string | undefined;
  private latestMs = Number.NaN;
  /** Every number and date of an event checked against its bounds (ingest/log-values.ts). */
  private readonly values = new LogValueCheck();
  /** The line the adapter is reading: where a value out of bounds is. */
  private currentLine = 0;

  constructor(
    private readonly file: string,
    options: FileAnalysisOptions,
  ) {
    const settings = { detectors: options.detectors ?? [], delegation: options.delegation ?? DEFAULT_DELEGATION_SETTINGS, format: () => this.format?.id };
    const metrics = new StreamMetricsCollector(
      (stream) => this.streamPart(stream).metrics,
      (stream, agentId, callId) => this.session(stream.sessionId).subagentLinks.set(agentId, callId),
    );
    const stages: StreamConsumer[] = [metrics];
    for (const concern of SESSION_CONCERNS) {
      const consumer = anyConcern(concern).create((sessionId) => this.session(sessionId).parts[concern.id], settings);
      if (consumer) stages.push(consumer);
    }
    this.builder = new StreamBuilder(fanOut([...stages, ...(options.consumers ?? [])]));
  }

  skeleton(bytes: Buffer, start: number, end: number): Record<string, unknown> | undefined {
    return this.format?.skeleton?.(bytes, start, end);
  }

  /** Returns false to stop reading: a file whose format is not recognised, or one whose adapter needs no more of it. */
  line(entry: JsonlValue): boolean {
    this.currentLine = entry.line;
    if (this.adapter) {
      this.adapter.line(entry);
      return this.adapter.readsRest?.() ?? true;
    }
    const format = detectFormat(entry.value);
    if (!format) {
      this.undetected.push(entry);
      return this.undetected.length < FORMAT_DETECTION_MAX_LINES;
    }
    const adapter = this.start(format);
    // Lines before the first recognised one may still be of the format (e.g. a leading line of another shape).
    for (const earlier of this.undetected) adapter.line(earlier);
    this.undetected = [];
    adapter.line(entry);
    return adapter.readsRest?.() ?? true;
  }

  /** The file is of `format`: its adapter reads the lines from here on. */
  start(format: LogFormat): FormatAdapter {
    this.format = format;
    this.adapter = format.createAdapter({
      file: this.file,
      emit: (event) => {
        this.event(this.values.checked(event, this.valueProblem));
      },
      declareStream: (info) => {
        this.declareStream(info);
      },
      problem: (line, message) => {
        this.itemProblem(line, message);
      },
    });
    return this.adapter;
  }

  finish(read: JsonlReadStats): FileAnalysis {
    const base = { file: this.file, read, streamStats: this.builder.stats, itemProblems: this.itemProblems };
    if (!this.adapter || !this.format) return { ...base, skipped: isEmpty(read) ? 'empty' : 'unrecognised', sessions: new Map() };
    const verdict = this.adapter.end();
    this.builder.finish();
    if (verdict.skip) return { ...base, format: this.format.id, skipped: verdict.reason, sessions: new Map() };
    for (const { sessionId, tokens } of this.usage.values()) addTokens(this.session(sessionId).tokens, tokens);
    return { ...base, format: this.format.id, sessions: this.sessions };
  }

  private event(event: NormalizedEvent): void {
    switch (event.kind) {
      case 'tool_call':
      case 'tool_result':
      case 'user_turn':
      case 'agent_text':
      case 'interrupt':
      case 'slash_command':
        this.touch(event.stream, event.timestamp);
        this.builder.add(event);
        return;
      case 'usage':
        this.touch(event.stream, event.timestamp);
        this.usage.set(`${event.stream.sessionId}\u0000${event.dedupeKey}`, { sessionId: event.stream.sessionId, tokens: event.tokens });
        return;
      case 'activity':
        this.touch(event.stream, event.timestamp);
        return;
      case 'session_info': {
        const session = this.session(event.sessionId);
        session.cwd ??= event.cwd === undefined ? undefined : redactSecrets(event.cwd);
        session.repo ??= event.repo === undefined ? undefined : redactSecrets(event.repo);
        if (event.outcome) session.outcome = event.outcome;
        return;
      }
      default:
        for (const concern of SESSION_CONCERNS) anyConcern(concern).onEvent?.(event, (sessionId) => this.session(sessionId).parts[concern.id]);
    }
  }

  private readonly valueProblem = (message: string): void => {
    this.itemProblem(this.currentLine, message);
  };

  private itemProblem(line: number, message: string): void {
    this.itemProblems.count++;
    if (this.itemProblems.problems.length < MAX_ITEM_PROBLEMS_KEPT) this.itemProblems.problems.push({ line, message });
  }

  private declareStream(info: StreamInfo): void {
    const part = this.streamPart(info.stream, info.layout);
    if (info.parentCallId) part.parentCallId = info.parentCallId;
  }

  private touch(stream: StreamKey, timestamp: string | undefined): void {
    const part = this.streamPart(stream);
    part.events++;
    if (timestamp === undefined) return;
    // the events of one line share its timestamp
    if (timestamp !== this.latestTimestamp) {
      this.latestTimestamp = timestamp;
      this.latestMs = timestampMs(timestamp);
    }
    const ms = this.latestMs;
    if (Number.isNaN(ms)) return;
    if (part.firstTimestampMs === undefined || ms < part.firstTimestampMs) part.firstTimestampMs = ms;
    if (part.lastTimestampMs === undefined || ms > part.lastTimestampMs) part.lastTimestampMs = ms;
  }

  private session(sessionId: string): AnalyzedSession {
    let session = this.sessions.get(sessionId);
    if (!session) {
      session = { sessionId, tokens: { ...ZERO_TOKENS }, streams: new Map(), subagentLinks: new Map(), parts: emptyParts() };
      this.sessions.set(sessionId, session);
    }
    return session;
  }

  private streamPart(key: StreamKey, layout: StreamLayout = 'main'): StreamPart {
    const session = this.session(key.sessionId);
    let part = session.streams.get(key.streamId);
    if (!part) {
      part = { key, layout, events: 0, metrics: emptyStreamMetrics() };
      session.streams.set(key.streamId, part);
    }
    return part;
  }
}

/** No line at all but blank ones (a new or truncated file), as opposed to lines that are not JSON (not a log). */
/** Nothing but blank lines: a file with text in it that is no JSON object (even one line without its newline) is of no known format, not empty. */
function isEmpty(read: JsonlReadStats): boolean {
  return read.values === 0 && read.malformedLines === 0 && read.oversizeLines === 0 && !read.partialLineOversize && read.partialLineBytes === 0;
}

export function addTokens(into: TokenCounts, from: TokenCounts): void {
  into.input += from.input;
  into.output += from.output;
  into.cacheCreation += from.cacheCreation;
  into.cacheRead += from.cacheRead;
}
