/**
 * `tip-miner analyze [paths...]`: reads the logs (only what is new since the last run), stores the
 * results in the history database, updates each repository's tool_patterns.json, and prints a summary
 * (or JSON); problems go to stderr. `--fail-on` makes new findings exit 1 (for CI).
 */
import { Command, InvalidArgumentError } from 'commander';
import { openHistory } from '../app/open-history.js';
import { ensureMemoryDir, refreshViews } from '../app/refresh-views.js';
import { viewSettingsOf } from '../app/view-settings.js';
import { configuredDetectors } from '../analyze/detector-runner.js';
import type { AnalyzeReport, Problem } from '../analyze/report.js';
import { DETECTOR_IDS } from '../detectors/index.js';
import type { Finding } from '../detectors/types.js';
import { delegationSettings } from '../config/stage-settings.js';
import { renderAnalyzeSummary } from '../render/analyze-summary.js';
import { problemLine, summarizeProblems } from '../render/problems.js';
import { analyzeIntoHistory } from '../app/analyze-into-history.js';
import { addCount, emptyCounts, type Counts } from '../util/counts.js';
import { faultPoint } from '../util/fault-points.js';
import { declaredTools, projectDirOption } from './routing-options.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { EXIT_FINDINGS, EXIT_USAGE } from './exit-codes.js';
import { error, warn, type CliIo } from './io.js';

interface AnalyzeFlags extends GlobalOptions {
  json?: boolean;
  verbose?: boolean;
  includeFailed?: boolean;
  maxLineBytes?: number;
  full?: boolean;
  repair?: boolean;
  failOn?: string[];
  projectDir?: string;
}

/** Problems that are about a whole path, printed at once even without --verbose. */
const PATH_KINDS = new Set<Problem['kind']>(['missing-path', 'unreadable', 'no-logs']);

export function analyzeCommand(io: CliIo, setExitCode: (code: number) => void): Command {
  const command = new Command('analyze')
    .description('mine session logs (files or folders; default: tip_miner.sessions_dir, else logs/sessions)')
    .argument('[paths...]', 'log files and folders (folders are searched for *.jsonl and *.jsonl.gz)')
    .option('--json', 'print one JSON object instead of tables')
    .option('--verbose', 'list every malformed, oversize or undecodable line on stderr')
    .option('--include-failed', 'also analyse sessions whose task failed (agent-framework task_failed)')
    .option('--max-line-bytes <bytes>', 'skip (and count) lines longer than this (default: 64 MiB)', positiveInteger)
    .option('--full', 're-read every file from its start, not only what is new since the last run')
    .option('--repair', 'set aside a damaged history database and unusable memory files, re-read every log and rewrite every view')
    .option('--fail-on <ids>', `exit 1 when this run finds new occurrences of these patterns (comma-separated ids, or "any")`, detectorList);
  projectDirOption(command);
  addGlobalOptions(command);
  return command.action(async (paths: string[], flags: AnalyzeFlags) => {
    const settings = resolveSettings(flags);
    const includeFailed = flags.includeFailed ?? settings.config.tip_miner.include_failed;
    const verbose = flags.verbose === true;
    const repair = flags.repair === true;
    const now = Math.floor(Date.now() / 1000);
    const project = declaredTools(settings, flags.projectDir);
    for (const problem of project.problems) warn(io, problem);
    // both checked before a single log is read: a run that cannot keep its results does not start
    ensureMemoryDir(settings.memoryDir);
    const opened = openHistory(settings.db, { repair, now });
    if (opened.setAside) warn(io, `${opened.reason} — set aside as ${opened.setAside}; a new database is filled from the logs`);
    const { db } = opened;
    try {
      const result = await analyzeIntoHistory({
        db,
        now,
        full: flags.full === true || repair,
        ...(settings.repo !== undefined && { repo: settings.repo }),
        paths: paths.length > 0 ? paths : [settings.config.tip_miner.sessions_dir],
        includeFailed,
        read: { maxLineBytes: flags.maxLineBytes ?? settings.config.tip_miner.max_line_bytes, maxDecompressedBytes: settings.config.tip_miner.max_decompressed_bytes },
        detectors: configuredDetectors(settings.config.tip_miner.detectors),
        delegation: delegationSettings(settings.config),
        onProblem: (problem) => {
          if (verbose || PATH_KINDS.has(problem.kind)) warn(io, problemLine(problem));
        },
      });
      faultPoint('analysis-stored');
      const views = await refreshViews(
        db,
        viewSettingsOf(settings.config, settings.memoryDir, { includeFailed, ...(project.repo !== undefined && { project: { repo: project.repo, declared: project.declared } }) }),
        { id: result.run, now, repair, ...(settings.repo !== undefined && { summaryRepo: settings.repo }) },
      );
      for (const note of views.notes) warn(io, note);
      const report: AnalyzeReport = {
        ...result.report,
        newFindings: countByDetector(result.newFindings),
        toolPatternFiles: views.toolPatternFiles,
        routingFiles: views.routingFiles,
        newCorrections: result.newCorrections.length,
        newDelegationPoints: result.newDelegationPoints.length,
        memoryProposals: views.summary,
        memoryProposalFiles: views.memoryProposalFiles,
        outputProblems: views.problems,
      };
      if (!verbose) {
        for (const line of summarizeProblems(report.problems.filter((problem) => !PATH_KINDS.has(problem.kind)))) warn(io, line);
      }
      io.stdout(flags.json ? `${JSON.stringify(report, null, 2)}\n` : renderAnalyzeSummary(report));
      const failing = flags.failOn ? result.newFindings.filter((finding) => flags.failOn!.includes('any') || flags.failOn!.includes(finding.detector)) : [];
      if (failing.length > 0) {
        warn(io, `${failing.length} new finding${failing.length === 1 ? '' : 's'} of ${[...new Set(failing.map((finding) => finding.detector))].join(', ')} (--fail-on)`);
        setExitCode(EXIT_FINDINGS);
      }
      for (const problem of views.problems) error(io, problem);
      // files that could not be written are an I/O error: it outranks --fail-on's findings
      if (views.problems.length > 0) setExitCode(EXIT_USAGE);
    } finally {
      db.close();
    }
  });
}

function countByDetector(findings: readonly Finding[]): Counts {
  const counts = emptyCounts();
  for (const finding of findings) addCount(counts, finding.detector);
  return counts;
}

function positiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new InvalidArgumentError('expected a whole number of bytes above 0');
  return number;
}

function detectorList(value: string): string[] {
  const ids = value.split(',').map((id) => id.trim()).filter(Boolean);
  const unknown = ids.filter((id) => id !== 'any' && !DETECTOR_IDS.includes(id));
  if (ids.length === 0 || unknown.length > 0) throw new InvalidArgumentError(`unknown pattern id ${unknown.join(', ') || '(none)'}; known: any, ${DETECTOR_IDS.join(', ')}`);
  return ids;
}
