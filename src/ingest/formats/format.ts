/**
 * What every log format module provides: a cheap test that a line belongs to the format, and an
 * adapter that turns the file's lines into normalised events.
 */
import type { EventSink, StreamKey } from '../../model/events.js';
import type { JsonRecord } from '../json-guards.js';
import type { JsonlValue } from '../read-jsonl.js';

export type FormatId = 'claude-code' | 'codex' | 'agent-framework';

/** How a stream came to be in the logs; sub-agent layouts follow docs/log-formats.md §1.6. */
export type StreamLayout =
  | 'main'
  /** ≤1.0.x: sidechain lines inside the session file. */
  | 'inline-sidechain'
  /** 2.0.x: `agent-<id>.jsonl` beside the session file. */
  | 'sibling-file'
  /** 2.1.x: `<session>/subagents/agent-<id>.jsonl`. */
  | 'subagents-folder'
  /** Codex: a spawned agent's own rollout file, naming its parent thread. */
  | 'spawned-thread';

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
  /** End of file; returns why the file is to be skipped, if it is (e.g. a Warmup sub-agent file). */
  end(): FileVerdict;
}

export type FileVerdict = { skip: false } | { skip: true; reason: 'warmup' };

export interface LogFormat {
  id: FormatId;
  title: string;
  /** True when this line value is of this format; the first value that matches a format decides the file's. */
  matches(value: JsonRecord): boolean;
  createAdapter(context: AdapterContext): FormatAdapter;
}
