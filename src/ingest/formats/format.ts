/**
 * What every log format module provides: a cheap test that a line belongs to the format, and an
 * adapter that turns the file's lines into normalised events.
 */
import type { EventSink, StreamKey, StreamLayout } from '../../model/events.js';
import type { JsonRecord } from '../json-guards.js';
import type { JsonlValue, LineSkeleton } from '../read-jsonl.js';

export type FormatId = 'claude-code' | 'codex' | 'agent-framework';

export interface StreamInfo {
  stream: StreamKey;
  layout: StreamLayout;
  /** The Task/Agent call that started this sub-agent, when the adapter can tell (inline sidechains). */
  parentCallId?: string;
}

export interface AdapterContext {
  /** Absolute path of the log file. */
  file: string;
  emit: EventSink;
  /** Declares a stream the first time the adapter sees it. */
  declareStream(info: StreamInfo): void;
  /** An item of a line the adapter skipped or read only in part: a field missing or of the wrong type. */
  problem(line: number, message: string): void;
}

export interface FormatAdapter {
  line(entry: JsonlValue): void;
  /** False once nothing more of the file is to be read (a compaction replay: none of it counts); the reader stops there. */
  readsRest?(): boolean;
  /** End of file; returns why the file is to be skipped, if it is (a Warmup sub-agent file, a compaction replay). */
  end(): FileVerdict;
}

export type FileVerdict = { skip: false } | { skip: true; reason: 'warmup' | 'compaction-replay' };

export interface LogFormat {
  id: FormatId;
  title: string;
  /** True when this line value is of this format; the first value that matches a format decides the file's. */
  matches(value: JsonRecord): boolean;
  createAdapter(context: AdapterContext): FormatAdapter;
  /** The format's fast path: big lines read from their bytes, payloads cut (its adapter reads them, and asks for `whole` when it must). */
  skeleton?: LineSkeleton;
}
