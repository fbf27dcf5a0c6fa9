/**
 * What every log format module provides: a cheap test that a line belongs to the format, and an
 * adapter that turns the file's lines into normalised events.
 */
import type { EventSink, StreamKey, StreamLayout } from '../../model/events.js';
import type { JsonRecord } from '../json-guards.js';
import type { JsonlProblem, JsonlValue, LineSkeleton } from '../read-jsonl.js';
import type { AgentProfile } from './agent-profile.js';
import type { FormatId } from './agents.js';

export type { FormatId } from './agents.js';

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

/** How an agent's logs are read: the reader an agent's profile loads (agent-profile.ts). */
export interface LogReader {
  /** True when this line value is of this format; the first value that matches a format decides the file's. */
  matches(value: JsonRecord): boolean;
  createAdapter(context: AdapterContext): FormatAdapter;
  /** The format's fast path: big lines read from their bytes, payloads cut (its adapter reads them, and asks for `whole` when it must). */
  skeleton?: LineSkeleton;
  /**
   * For logs that are no JSON lines (the profile's `documents`): reads one as a sequence of values for the adapter.
   * A format may have both (Cursor's transcripts and its database): a file its `documents` match is read here, any
   * other through `matches`.
   */
  document?: DocumentReader;
}

/**
 * Reads a log that is no JSON-lines file — a JSON document, a SQLite database, one file of a folder layout — as
 * values handed to `take` in order, each with a number that locates it for problems (its index, a row id): the
 * adapter reads them as it reads lines. Bad input is a problem, never a throw (but for a file that cannot be
 * opened at all, which analyze reports as unreadable). `take` returning false stops the reading.
 */
export interface DocumentReader {
  read(file: string, take: (entry: JsonlValue) => boolean, options: DocumentReadOptions): Promise<DocumentReadStats>;
}

export interface DocumentReadOptions {
  /** Bytes of the file read at most (a larger document is a problem, not a read). */
  maxBytes: number;
  /** Strings longer than this are cut (as the line reader's stream parse cuts them). */
  maxStringChars: number;
}

export interface DocumentReadStats {
  /** Values handed on. */
  values: number;
  /** Bytes read (the file's size, for a database the bytes of the rows read). */
  bytesRead: number;
  /** Items that could not be read (a document that does not parse is one). */
  malformed: number;
  problems: JsonlProblem[];
}

/** A registered format: its reader, with its agent's id, name and profile. */
export interface LogFormat extends LogReader {
  id: FormatId;
  title: string;
  profile: AgentProfile<FormatId>;
}
