/**
 * What a detector is (ESLint-rule style): `meta` is plain data — the words of its tip and its
 * default options — and `create` returns the handlers for one stream, state living in their closure.
 */
import type { FormatId } from '../ingest/formats/format.js';
import type { StreamKey } from '../model/events.js';
import type { ToolCall, UserTurn } from '../model/stream.js';
// type only: the registry (index.ts) imports the detectors, which import this file at run time
import type { DetectorId } from './index.js';

/** The texts of a detector that differ with the tools of the agent reading them (metas/wording.ts). */
export interface DetectorWords {
  /** What it finds. */
  title: string;
  /** When it fires, in a sentence; `{option}` stands for the option's value (for `explain`). */
  fires: string;
  /** Fixed tip text for the tips block: never free text from logs. */
  tip: string;
  /** Why the pattern wastes tokens or time. */
  rationale: string;
  /** A short example of the pattern, for `explain`. */
  example: string;
}

/** Its own words are Claude Code's (agent-framework names its tools the same); an agent whose tools differ words it in its profile (ingest/formats/<agent>/agent.ts), or says null where the pattern does not apply. */
export interface DetectorMeta<Options, Id extends string = string> extends DetectorWords {
  /** The file name under src/detectors/, its key in the registry and the `pattern_id` in tool_patterns.json. */
  id: Id;
  /** Tip texts earlier versions showed, so that a block shown in an older log is still recognised. */
  shownBefore?: readonly string[];
  defaults: Options;
}

export interface Occurrence {
  /** The evidence calls; the last one completes the occurrence. */
  evidence: readonly ToolCall[];
  wastedBytes?: number;
}

export interface DetectorContext<Options> {
  stream: StreamKey;
  /**
   * The log format of the stream (undefined when not known): a rule that depends on the agent's tools
   * follows it (bash-for-search: Codex has no Read/Grep/Glob).
   */
  format: FormatId | undefined;
  options: Options;
  /** A property, not a method: detectors take it out of the context (`create({ report })`). */
  report: (occurrence: Occurrence) => void;
}

export interface DetectorHandlers {
  call?(call: ToolCall): void;
  user?(turn: UserTurn): void;
  interrupt?(): void;
  end?(): void;
}

export interface Detector<Options = unknown, Id extends string = string> {
  meta: DetectorMeta<Options, Id>;
  create(context: DetectorContext<Options>): DetectorHandlers;
}

/** Types a detector's meta (its id a literal type, its options those of `defaults`), kept under src/detectors/metas/ to load without the detector. */
export function defineDetectorMeta<const Id extends string, Options>(meta: DetectorMeta<Options, Id>): DetectorMeta<Options, Id> {
  return meta;
}

/** Types a detector's options and its id (a literal type) once, so each detector file stays short and complete. */
export function defineDetector<const Id extends string, Options>(detector: Detector<Options, Id>): Detector<Options, Id> {
  return detector;
}

export const BYTES_PER_TOKEN = 4;

/** One occurrence of a pattern, named by the call that completes it. */
export interface Finding {
  detector: DetectorId;
  sessionId: string;
  streamId: string;
  /** Log file and 1-based line of the completing call. */
  file: string;
  line: number;
  timestamp?: string;
  /** tool_use ids of the calls that make up the occurrence, in stream order, the completing call last. */
  callIds: string[];
  /** Log lines of those calls. */
  lines: number[];
  /** Result bytes the pattern cost, where the log tells sizes; tokens estimated at 4 bytes each. */
  wastedBytes?: number;
  wastedTokens?: number;
}

/** A pattern's figures over a repository's stored findings. */
export interface PatternStat {
  detector: DetectorId;
  /** Distinct sessions with the pattern. */
  sessions: number;
  occurrences: number;
  /** Estimated tokens of the results it cost; undefined when no occurrence measured any (bash-for-search measures none). */
  wastedTokens?: number;
  firstSeen: number;
  lastSeen: number;
}

/** A finding as the history database keeps it. */
export interface StoredFinding extends Finding {
  /** The log format of its session (absent for a format this version does not know). */
  format?: FormatId;
  repo?: string;
  seenAt: number;
}
