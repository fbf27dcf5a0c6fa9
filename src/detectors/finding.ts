/** What the detectors find, as the analysis reports it and as the history database keeps it. */
import type { DetectorId } from './index.js';

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
  wastedTokens: number;
  firstSeen: number;
  lastSeen: number;
}

/** A finding as the history database keeps it. */
export interface StoredFinding extends Finding {
  repo?: string;
  seenAt: number;
}
