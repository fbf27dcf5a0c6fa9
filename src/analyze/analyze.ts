/**
 * The library entry point of `tip-miner analyze`: discover the log files, analyse each one, join
 * the sessions, and report. Bad input never stops the run: each problem is reported with its file
 * (and line) and everything else is still analysed.
 */
import { describeFileError, discoverLogFiles, type DiscoveredFile } from '../ingest/discover.js';
import { inShard, type Shard } from '../ingest/session-shard.js';
import type { JsonlProblemKind, JsonlReadStats, ReadJsonlOptions } from '../ingest/read-jsonl.js';
import { InputError } from '../errors.js';
import { ZERO_TOKENS } from '../model/events.js';
import type { StreamConsumer } from '../model/stream.js';
import type { Finding } from '../detectors/types.js';
import type { Correction } from '../corrections/types.js';
import type { DelegationPoint, DelegationSettings, SoloStreak } from '../delegation/delegation-detector.js';
import { configuredDetectors, type ConfiguredDetector } from './detector-runner.js';
import { addTokens, analyzeFile, type FileAnalysis } from './file-analysis.js';
import { inOrder, type Outcome } from './in-order.js';
import { analyzeOnWorkers, coresPayForWorkers, planAll, threadsFor, workerSetup, type PlannedFile } from './parallel-analysis.js';
import type { AnalyzeReport, Problem } from './report.js';
import { sessionDetail } from './session-details.js';
import { appendAll } from '../util/arrays.js';
import { addCount, sortedCounts } from '../util/counts.js';
import { SessionRegistry } from './session-registry.js';
import { addStreamMetrics, emptyStreamMetrics } from './stream-metrics.js';
import { compileRegExpsOnFirstUse } from '../util/native-regexps.js';

/**
 * Files read at once. A plain file is read synchronously (ingest/file-chunks.ts), so this overlaps only
 * what waits: gzip files, inflated in the thread pool while other files' lines are parsed. Results are
 * still taken in discovery order, so the report does not depend on timing.
 */
const FILES_IN_FLIGHT = 4;

export interface AnalyzeOptions {
  /** Files and folders to analyse. */
  paths: readonly string[];
  /** Also analyse sessions whose task failed (agent-framework `task_failed`). */
  includeFailed?: boolean;
  read?: ReadJsonlOptions;
  /** Delegation advice settings; default: docs/detectors.md's (cooldown 5, streak 2, acceptance within 5 calls). */
  delegation?: DelegationSettings;
  /** Tool anti-pattern detectors to run; default: every registered one with its default options. */
  detectors?: readonly ConfiguredDetector[];
  /**
   * Further consumers of every built stream (detectors). Several files are read at once, so items of
   * different files may interleave; within a stream they come in order, and each stream ends with onStreamEnd.
   */
  consumers?: readonly StreamConsumer[];
  /** Called as each problem is found (in file order), so a CLI can print it at once. */
  onProblem?: (problem: Problem) => void;
  /** Incremental runs: where to start each file, or `skip` for one unchanged since the last run. */
  planFile?: (file: DiscoveredFile) => FileStart | 'skip' | Promise<FileStart | 'skip'>;
  /** Each analysed file's results, in discovery order (the history database stores them). */
  onFile?: (file: DiscoveredFile, analysis: FileAnalysis) => void;
  /** After each file (read, unchanged or unreadable): how far the run is; the same object each time, updated. */
  onProgress?: (progress: AnalyzeProgress) => void;
  /**
   * Threads that analyse files (parallel-analysis.ts): 1 reads them in this thread; more, that many
   * worker threads (at most one per file to read). Default: one per core from three cores up when there
   * are at least WORKERS_MIN_BYTES to read, else this thread (parallel-analysis.ts threadsFor). The results
   * are the same whatever the number.
   * `consumers` or detectors not in the registry (functions that cannot cross threads) mean this thread.
   */
  jobs?: number;
  /** Only the files of this shard (ingest/session-shard.ts: all files of a session fall in the same one). */
  shard?: Shard;
  /**
   * Hand back every finding, correction and delegation point (the default). `false`: the result's lists stay
   * empty and the report counts them all the same, so the run's memory does not grow with them — for a
   * caller that takes each file's results in `onFile` (the CLI stores them in the history database).
   */
  keepResults?: boolean;
}

export interface AnalyzeProgress {
  /** Files done and found. */
  filesDone: number;
  files: number;
  /** Their sizes. */
  bytesDone: number;
  bytes: number;
}

export interface FileStart {
  startOffset: number;
  startLine: number;
  /** A read from the start: the reader takes the head hash of this many first bytes (ReadJsonlOptions.headBytes), in the thread that reads. */
  headBytes?: number;
}

export type FileOutcome = { skipped: true } | { skipped: false; analysis: FileAnalysis };

export interface AnalyzeResult {
  /** The counts: the JSON contract of `analyze --json`. */
  report: AnalyzeReport;
  /** Every occurrence of a tool anti-pattern, in file and stream order (failed sessions left out). */
  findings: Finding[];
  /** Every correction the human gave, in file and stream order (failed sessions left out). */
  corrections: Correction[];
  /** Delegation suggestion points and solo streaks of the main threads (failed sessions left out). */
  delegation: { points: DelegationPoint[]; streaks: SoloStreak[] };
}

export async function analyze(options: AnalyzeOptions): Promise<AnalyzeResult> {
  const started = performance.now();
  // the classifier's patterns run on every human turn: compiled from their first use (util/native-regexps.ts)
  compileRegExpsOnFirstUse();
  const detectors = options.detectors ?? configuredDetectors();
  const report = emptyReport(detectors);
  const findings: Finding[] = [];
  const corrections: Correction[] = [];
  const delegation: AnalyzeResult['delegation'] = { points: [], streaks: [] };
  const problem = (found: Problem): void => {
    report.problems.push(found);
    options.onProblem?.(found);
  };

  if (options.paths.length === 0) throw new InputError('no paths to analyse');
  const discovery = await discoverLogFiles(options.paths);
  for (const missing of discovery.problems) {
    problem({ kind: missing.message === 'permission denied' ? 'unreadable' : 'missing-path', file: missing.path, message: missing.message });
  }
  if (discovery.readablePaths === 0) {
    throw new InputError(`nothing could be read: ${options.paths.join(', ')}`);
  }
  // folders that hold no log at all are nothing to analyse, as a missing path is (exit 2, nothing written)
  if (discovery.files.length === 0)
    throw new InputError(`nothing to analyse: no *.jsonl or *.jsonl.gz files, nor any other agent's session files, in ${options.paths.join(', ')}`);

  const { shard } = options;
  if (shard) discovery.files = discovery.files.filter((file) => inShard(file.path, shard));

  const keepResults = options.keepResults ?? true;
  const registry = new SessionRegistry(keepResults);
  const progress: AnalyzeProgress = { filesDone: 0, files: discovery.files.length, bytesDone: 0, bytes: 0 };
  for (const file of discovery.files) progress.bytes += file.size;
  const handOn = (file: DiscoveredFile, outcome: Outcome<FileOutcome>): void => {
    if (!outcome.ok) {
      if (!isReadError(outcome.error)) throw outcome.error; // a bug, not bad input
      report.skipped.unreadableFiles++;
      problem({ kind: 'unreadable', file: file.path, message: describeFileError(outcome.error) });
    } else if (outcome.value.skipped) {
      report.skipped.unchangedFiles++;
    } else {
      countFile(report, outcome.value.analysis, problem);
      registry.add(outcome.value.analysis);
      options.onFile?.(file, outcome.value.analysis);
    }
    progress.filesDone++;
    progress.bytesDone += file.size;
    options.onProgress?.(progress);
  };
  const analysisOptions = { detectors, consumers: options.consumers, delegation: options.delegation };
  const inThread = async (file: DiscoveredFile, start: FileStart | 'skip' | undefined): Promise<FileOutcome> => {
    if (start === 'skip') return { skipped: true };
    return { skipped: false, analysis: await analyzeFile(file.path, { read: { ...options.read, ...start }, ...analysisOptions }) };
  };
  // --jobs 1, or the automatic choice where cores cannot pay for a second thread: the one-thread path itself
  const setup = options.jobs === 1 || (options.jobs === undefined && !coresPayForWorkers()) ? undefined : workerSetup(analysisOptions);
  if (setup === undefined) {
    // this thread: each file planned as it comes
    const readFile = async (file: DiscoveredFile): Promise<FileOutcome> => inThread(file, options.planFile ? await options.planFile(file) : undefined);
    await inOrder(discovery.files, readFile, FILES_IN_FLIGHT, handOn);
  } else {
    const planned = await planAll(discovery.files, options.planFile);
    const threads = threadsFor(options.jobs, planned);
    if (threads > 1) await analyzeOnWorkers(planned, threads, setup, options.read, handOn);
    else {
      const readPlanned = async ({ file, plan }: PlannedFile): Promise<FileOutcome> => {
        if (!plan.ok) throw plan.error;
        return inThread(file, plan.value);
      };
      await inOrder(planned, readPlanned, FILES_IN_FLIGHT, (item, outcome) => {
        handOn(item.file, outcome);
      });
    }
  }

  for (const session of registry.all()) {
    if (session.outcome === 'failed' && !options.includeFailed) {
      report.skipped.failedSessions++;
      continue;
    }
    const detail = sessionDetail(session);
    report.sessionDetails.push(detail);
    const { parts } = session;
    const { tally } = session;
    for (const [detector, count] of Object.entries(tally.findings)) addCount(report.findings, detector, count);
    report.corrections += tally.corrections;
    report.delegationPoints += tally.delegationPoints;
    appendAll(findings, parts.findings.findings);
    appendAll(corrections, parts.corrections.corrections);
    appendAll(delegation.points, parts.delegation.points);
    appendAll(delegation.streaks, parts.delegation.streaks);
    report.sessions++;
    report.streams += detail.streams.length;
    addTokens(report.tokens, detail.tokens);
  }
  const totals = emptyStreamMetrics();
  for (const detail of report.sessionDetails) addStreamMetrics(totals, detail);
  Object.assign(report, totals, { toolCallsByTool: sortedCounts(totals.toolCallsByTool) });

  if (report.files === 0 && report.skipped.unchangedFiles === 0 && report.skipped.unreadableFiles > 0) {
    throw new InputError(`nothing could be read: all ${report.skipped.unreadableFiles} files were unreadable`);
  }
  report.durationMs = Math.round(performance.now() - started);
  return { report, findings, corrections, delegation };
}

function countFile(report: AnalyzeReport, analysis: FileAnalysis, problem: (found: Problem) => void): void {
  const { read, file } = analysis;
  report.files++;
  report.lines += read.lines;
  report.malformedLines += read.malformedLines;
  report.oversizeLines += read.oversizeLines;
  report.invalidUtf8Lines += read.invalidUtf8Lines;
  report.bytes += read.bytesRead;
  for (const found of read.problems) problem({ kind: found.kind, file, line: found.line, message: found.message });
  reportOmitted(read, file, problem);
  if (read.crLineEndings)
    problem({ kind: 'cr-line-endings', file, message: `lines end in a lone carriage return (CR-only line endings); read ${read.lines} lines split on CR` });
  if (read.decompressedCapReached) {
    problem({
      kind: 'decompressed-cap',
      file,
      line: read.consumedLines + 1,
      message: `decompressed data passed the ${read.bytesRead}-byte cap (tip_miner.max_decompressed_bytes); the rest of the file was not read`,
    });
  }
  if (read.partialLineOversize) {
    report.oversizeLines++;
    problem({
      kind: 'oversize',
      file,
      line: read.consumedLines + 1,
      message: `last line (${read.partialLineBytes} bytes, no newline) is over the line limit; skipped`,
    });
  } else if (read.partialLineBytes > 0) {
    report.partialLines++;
    problem({
      kind: 'partial-line',
      file,
      line: read.consumedLines + 1,
      message: `last line (${read.partialLineBytes} bytes) has no newline and is incomplete; left for a later run`,
    });
  }
  for (const found of analysis.itemProblems.problems) problem({ kind: 'bad-field', file, line: found.line, message: found.message });
  if (analysis.itemProblems.count > analysis.itemProblems.problems.length) {
    const omitted = analysis.itemProblems.count - analysis.itemProblems.problems.length;
    problem({ kind: 'bad-field', file, message: `${omitted} more items with missing or wrong-typed fields not listed`, omitted });
  }
  if (analysis.format) report.formats[analysis.format] = (report.formats[analysis.format] ?? 0) + 1;
  if (analysis.skipped === 'warmup') report.skipped.warmupFiles++;
  if (analysis.skipped === 'compaction-replay') report.skipped.compactionReplayFiles++;
  if (analysis.skipped === 'empty') report.skipped.emptyFiles++;
  if (analysis.skipped === 'unrecognised') {
    report.skipped.unrecognisedFiles++;
    const message =
      read.lines === 0
        ? 'no complete line, and what there is is no log line yet; skipped (read again when it changes)'
        : read.values === 0
          ? `no line is a JSON object (${read.malformedLines + read.oversizeLines} of ${read.lines} lines do not parse); not a log file, skipped`
          : 'not a known agent log format (Claude Code, Codex, agent-framework); skipped';
    problem({ kind: 'unrecognised', file, message });
  }
}

/** Errors of the file system or of gunzip carry a `code`; anything else thrown while reading is a bug. */
function isReadError(error: unknown): boolean {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
}

/** The reader keeps the first problems of a file one by one; the rest are reported as a count. */
function reportOmitted(read: JsonlReadStats, file: string, problem: (found: Problem) => void): void {
  const exact: Array<[JsonlProblemKind, number, string]> = [
    ['malformed', read.malformedLines, 'malformed lines'],
    ['oversize', read.oversizeLines, 'oversize lines'],
    ['invalid-utf8', read.invalidUtf8Lines, 'lines with invalid UTF-8'],
  ];
  for (const [kind, count, noun] of exact) {
    const kept = read.problems.filter((found) => found.kind === kind).length;
    if (count > kept) problem({ kind, file, message: `${count - kept} more ${noun} not listed`, omitted: count - kept });
  }
}

function emptyReport(detectors: readonly ConfiguredDetector[]): AnalyzeReport {
  return {
    files: 0,
    sessions: 0,
    streams: 0,
    lines: 0,
    malformedLines: 0,
    oversizeLines: 0,
    invalidUtf8Lines: 0,
    partialLines: 0,
    bytes: 0,
    ...emptyStreamMetrics(),
    durationMs: 0,
    tokens: { ...ZERO_TOKENS },
    formats: {},
    corrections: 0,
    delegationPoints: 0,
    findings: Object.fromEntries(detectors.map(({ detector }) => [detector.meta.id, 0])),
    skipped: { unchangedFiles: 0, warmupFiles: 0, compactionReplayFiles: 0, emptyFiles: 0, unrecognisedFiles: 0, unreadableFiles: 0, failedSessions: 0 },
    problems: [],
    sessionDetails: [],
  };
}
