/**
 * `tip-miner analyze [paths...]`: reads the logs (only what is new since the last run), stores the
 * results in the history database, updates each repository's tool_patterns.json, and prints a summary
 * (or JSON); problems go to stderr. `--fail-on` makes new findings exit 1 (for CI).
 */
import { Command, InvalidArgumentError } from 'commander';
import { runAnalyze } from '../app/analyze.js';
import type { Problem } from '../analyze/report.js';
import { DETECTOR_IDS, isDetectorId } from '../detectors/index.js';
import type { Shard } from '../ingest/session-shard.js';
import { renderAnalyzeSummary } from '../render/analyze-summary.js';
import { problemLine, summarizeProblems } from '../render/problems.js';
import { analyzeProgress } from './analyze-progress.js';
import { projectDirOption } from './routing-options.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { EXIT_FINDINGS, EXIT_USAGE } from './exit-codes.js';
import { error, PROGRAM, warn, type CommandIo } from './io.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';

interface AnalyzeFlags extends GlobalOptions, JsonFlag {
  verbose?: boolean;
  includeFailed?: boolean;
  maxLineBytes?: number;
  full?: boolean;
  repair?: boolean;
  failOn?: string[];
  projectDir?: string;
  jobs?: number;
  shard?: Shard;
}

/** Problems that are about a whole path, printed at once even without --verbose. */
const PATH_KINDS = new Set<Problem['kind']>(['missing-path', 'unreadable']);

export function analyzeCommand(io: CommandIo, setExitCode: (code: number) => void): Command {
  const command = new Command('analyze')
    .description("mine session logs (files or folders; default: Claude Code's and Codex's log folders, and tip_miner.sessions_dir)")
    .argument('[paths...]', 'log files and folders (folders are searched for *.jsonl and *.jsonl.gz)')
    .option('--verbose', 'list every malformed, oversize or undecodable line on stderr')
    .option('--include-failed', 'also analyse sessions whose task failed (agent-framework task_failed)')
    .option('--max-line-bytes <bytes>', 'skip (and count) lines longer than this (default: 64 MiB)', positiveInteger)
    .option('--full', 're-read every file from its start, not only what is new since the last run')
    .option('--repair', 'set aside a damaged history database and unusable memory files, re-read every log and rewrite every view')
    .option('--jobs <n>', 'threads that analyse files (default: one per core when there are 32 MB or more to read)', positiveCount)
    .option('--shard <i/n>', "only shard i of n (all files of a session in the same shard); put the shards' databases together with merge", shardOption)
    .option('--fail-on <ids>', `exit 1 when this run finds new occurrences of these patterns (comma-separated ids, or "any")`, detectorList);
  jsonOption(command);
  projectDirOption(command);
  addGlobalOptions(command);
  return command.action(async (paths: string[], flags: AnalyzeFlags) => {
    const settings = resolveSettings(flags, io);
    const verbose = flags.verbose === true;
    // a progress line on a terminal's stderr, never with --json; any later output clears it too (commandIo)
    const progress = flags.json === true ? undefined : analyzeProgress(io.status);
    const outcome = await runAnalyze(settings, {
      ...(progress && { onProgress: progress.onProgress }),
      paths,
      ...(flags.includeFailed !== undefined && { includeFailed: flags.includeFailed }),
      ...(flags.maxLineBytes !== undefined && { maxLineBytes: flags.maxLineBytes }),
      full: flags.full === true,
      repair: flags.repair === true,
      ...(flags.projectDir !== undefined && { projectDir: flags.projectDir }),
      ...(flags.jobs !== undefined && { jobs: flags.jobs }),
      ...(flags.shard !== undefined && { shard: flags.shard }),
      onProblem: (problem) => {
        if (verbose || PATH_KINDS.has(problem.kind)) warn(io, problemLine(problem));
      },
    });
    progress?.done();
    const { report } = outcome;
    if (outcome.found) io.stderr(`${PROGRAM}: read ${outcome.found.map(({ path, source }) => `${path} (${source})`).join(', ')}\n`);
    for (const note of outcome.notes) warn(io, note);
    if (!verbose) {
      for (const line of summarizeProblems(report.problems.filter((problem) => !PATH_KINDS.has(problem.kind)))) warn(io, line);
    }
    io.stdout(flags.json ? jsonText(report) : renderAnalyzeSummary(report, io.layout));
    const { failOn } = flags;
    const failing = failOn ? outcome.newFindings.filter((finding) => failOn.includes('any') || failOn.includes(finding.detector)) : [];
    if (failing.length > 0) {
      warn(
        io,
        `${failing.length} new finding${failing.length === 1 ? '' : 's'} of ${[...new Set(failing.map((finding) => finding.detector))].join(', ')} (--fail-on)`,
      );
      setExitCode(EXIT_FINDINGS);
    }
    for (const problem of outcome.problems) error(io, problem);
    // files that could not be written are an I/O error: it outranks --fail-on's findings
    if (outcome.problems.length > 0) setExitCode(EXIT_USAGE);
  });
}

function positiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new InvalidArgumentError('expected a whole number of bytes above 0');
  return number;
}

function positiveCount(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new InvalidArgumentError('expected a whole number above 0');
  return number;
}

/** `i/n`: whole numbers, 1 ≤ i ≤ n. */
function shardOption(value: string): Shard {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(index) || !Number.isSafeInteger(count) || count < 1 || index < 1 || index > count)
    throw new InvalidArgumentError('expected i/n with whole numbers 1 ≤ i ≤ n (e.g. 2/4)');
  return { index, count };
}

function detectorList(value: string): string[] {
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => id !== 'any' && !isDetectorId(id));
  if (ids.length === 0 || unknown.length > 0)
    throw new InvalidArgumentError(`unknown pattern id ${unknown.join(', ') || '(none)'}; known: any, ${DETECTOR_IDS.join(', ')}`);
  return ids;
}
