/**
 * The result of `analyze`: the JSON contract of `analyze --json`. Field names are a contract that
 * later work extends and never renames.
 */
import type { FormatId } from '../ingest/formats/index.js';
import type { TokenCounts, StreamLayout } from '../model/events.js';
import type { StreamMetrics } from '../model/session-part.js';
import type { MemoryProposalSummary } from '../corrections/proposal-types.js';

export type ProblemKind =
  | 'missing-path'
  | 'unreadable'
  | 'malformed'
  | 'oversize'
  | 'invalid-utf8'
  | 'unrecognised'
  | 'partial-line'
  /** The file's lines end in a lone CR; it was read split on CR. */
  | 'cr-line-endings'
  /** A gzip file decompressed to more than tip_miner.max_decompressed_bytes; the rest was not read. */
  | 'decompressed-cap'
  /** A line of a known format with a field of the wrong type or missing (a call without an id, …): that item was skipped. */
  | 'bad-field';

/** Something wrong with the input, named by file and, where there is one, line. */
export interface Problem {
  kind: ProblemKind;
  file: string;
  line?: number;
  message: string;
  /** Stands for this many further problems of the kind in the file that were not kept one by one. */
  omitted?: number;
}

export interface StreamDetail extends StreamMetrics {
  id: string;
  layout: StreamLayout;
  files: string[];
  /** For a sub-agent: the Task/Agent call in the parent session that started it, when known. */
  parentCallId?: string;
  /** For a sub-agent: whether its parent session's main thread was among the logs read. */
  parentFound?: boolean;
  firstTimestamp?: string;
  lastTimestamp?: string;
}

export interface SessionDetail extends StreamMetrics {
  id: string;
  format: FormatId;
  cwd?: string;
  repo?: string;
  outcome?: string;
  files: string[];
  tokens: TokenCounts;
  firstTimestamp?: string;
  lastTimestamp?: string;
  durationMs?: number;
  streams: StreamDetail[];
  /** Tool anti-pattern occurrences by detector id (only those found). */
  findings: Record<string, number>;
}

export interface SkippedCounts {
  /** Files not read again: unchanged since the last run recorded in the history database. */
  unchangedFiles: number;
  /** 1–2 line "Warmup" sub-agent files (no stream). */
  warmupFiles: number;
  /** Claude Code 2.1.x compaction replays (`subagents/agent-acompact-*.jsonl`): no stream, their calls stand in the files they replay. */
  compactionReplayFiles: number;
  /** Files without a single line (blank lines aside). */
  emptyFiles: number;
  /** Files in no known log format. */
  unrecognisedFiles: number;
  /** Files that could not be read (permissions, broken gzip). */
  unreadableFiles: number;
  /** Sessions whose task failed (agent-framework `task_failed`), left out without --include-failed. */
  failedSessions: number;
}

export interface AnalyzeReport {
  /** Files read (analysed or skipped; see `skipped`). */
  files: number;
  sessions: number;
  streams: number;
  /** Complete lines read. */
  lines: number;
  malformedLines: number;
  oversizeLines: number;
  invalidUtf8Lines: number;
  /** Trailing lines still being written, left for a later run. */
  partialLines: number;
  bytes: number;
  toolCalls: number;
  humanTurns: number;
  rejections: number;
  interrupts: number;
  cancelledCalls: number;
  deniedCalls: number;
  toolErrors: number;
  /** Wall time of this analysis run. */
  durationMs: number;
  toolCallsByTool: Record<string, number>;
  tokens: TokenCounts;
  /** Corrections the human gave (rejection reasons, redirects after a refusal, correction language). */
  corrections: number;
  /** Of those, the ones stored for the first time (with the history database: `tip-miner analyze`). */
  newCorrections?: number;
  /** Delegation suggestion points found in the main threads (see `tip-miner delegation`). */
  delegationPoints: number;
  /** Of those, the ones stored for the first time (with the history database: `tip-miner analyze`). */
  newDelegationPoints?: number;
  /** The memory proposals after this run: the seed's session summary (with the history database). */
  memoryProposals?: MemoryProposalSummary;
  /** Tool anti-pattern occurrences by detector id, every detector that ran listed. */
  findings: Record<string, number>;
  /** Of those, the ones stored for the first time (with the history database: `tip-miner analyze`). */
  newFindings?: Record<string, number>;
  /** memory_proposals.json files written by this run. */
  memoryProposalFiles?: string[];
  /** tool_patterns.json files written by this run. */
  toolPatternFiles?: string[];
  /** The routing.json files this run rewrote (with the DB). */
  routingFiles?: string[];
  /** Other views this run rewrote: repos.json, delegation_preferences.json. */
  otherFiles?: string[];
  /** Files this run meant to write and could not (unusable or unwritable; the exit code is then 2), one line each. */
  outputProblems?: string[];
  /** Files per format. */
  formats: Partial<Record<FormatId, number>>;
  skipped: SkippedCounts;
  problems: Problem[];
  sessionDetails: SessionDetail[];
}
