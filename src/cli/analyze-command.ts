/**
 * `tip-miner analyze [paths...]`: reads the logs (only what is new since the last run), stores the
 * results in the history database, updates each repository's tool_patterns.json, and prints a summary
 * (or JSON); problems go to stderr. `--fail-on` makes new findings exit 1 (for CI).
 */
import { Command, InvalidArgumentError } from 'commander';
import { configuredDetectors } from '../analyze/detector-runner.js';
import type { AnalyzeReport, Problem } from '../analyze/report.js';
import { DETECTOR_IDS } from '../detectors/index.js';
import type { Finding } from '../detectors/types.js';
import { publishProposals } from '../corrections/publish-proposals.js';
import { renderAnalyzeSummary } from '../render/analyze-summary.js';
import { problemLine, summarizeProblems } from '../render/problems.js';
import { HistoryDb } from '../store/history-db.js';
import { analyzeIntoHistory } from '../store/record-run.js';
import { entriesFromHistory, updateToolPatterns } from '../store/tool-pattern-store.js';
import { storedDelegationPoints } from '../store/delegation-history.js';
import { storedPreferences } from '../store/delegation-preferences.js';
import { delegationEntries } from '../store/delegation-tips.js';
import { delegationSettings } from '../delegation/settings.js';
import { refreshRouting } from '../store/routing-refresh.js';
import { routingSettings } from '../routing/settings.js';
import { declaredTools, projectDirOption } from './routing-options.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions, type Settings } from './global-options.js';
import { proposalSettings } from './proposal-options.js';
import { EXIT_FINDINGS } from './exit-codes.js';
import { warn, type CliIo } from './io.js';

interface AnalyzeFlags extends GlobalOptions {
  json?: boolean;
  verbose?: boolean;
  includeFailed?: boolean;
  maxLineBytes?: number;
  full?: boolean;
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
    .option('--fail-on <ids>', `exit 1 when this run finds new occurrences of these patterns (comma-separated ids, or "any")`, detectorList);
  projectDirOption(command);
  addGlobalOptions(command);
  return command.action(async (paths: string[], flags: AnalyzeFlags) => {
    const settings = resolveSettings(flags);
    const includeFailed = flags.includeFailed ?? settings.config.tip_miner.include_failed;
    const verbose = flags.verbose === true;
    const db = HistoryDb.open(settings.db);
    try {
      const now = Math.floor(Date.now() / 1000);
      const result = await analyzeIntoHistory({
        db,
        now,
        full: flags.full === true,
        ...(settings.repo !== undefined && { repo: settings.repo }),
        paths: paths.length > 0 ? paths : [settings.config.tip_miner.sessions_dir],
        includeFailed,
        read: { maxLineBytes: flags.maxLineBytes ?? settings.config.tip_miner.max_line_bytes },
        detectors: configuredDetectors(settings.config.tip_miner.detectors),
        delegation: delegationSettings(settings.config),
        onProblem: (problem) => {
          if (verbose || PATH_KINDS.has(problem.kind)) warn(io, problemLine(problem));
        },
      });
      const proposals = await publishProposals(db, proposalSettings(settings, includeFailed), { repos: result.repos, now, ...(settings.repo !== undefined && { summaryRepo: settings.repo }) });
      for (const note of proposals.notes) warn(io, note);
      const report: AnalyzeReport = {
        ...result.report,
        newFindings: countByDetector(result.newFindings),
        toolPatternFiles: writePatterns(db, settings, result.repos, includeFailed, now, io),
        routingFiles: writeRouting(db, settings, result.repos, { includeFailed, now, projectDir: flags.projectDir }, io),
        newCorrections: result.newCorrections.length,
        newDelegationPoints: result.newDelegationPoints.length,
        memoryProposals: proposals.summary,
        memoryProposalFiles: proposals.files,
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
    } finally {
      db.close();
    }
  });
}

function writePatterns(db: HistoryDb, settings: Settings, repos: readonly string[], includeFailed: boolean, now: number, io: CliIo): string[] {
  const preferences = storedPreferences(db);
  return repos.map((repo) => {
    const tools = entriesFromHistory(db.patternStats(repo, includeFailed), db.findings({ repo, includeFailed }), now);
    const delegation = delegationEntries(storedDelegationPoints(db, { repo, includeFailed }), preferences, now);
    const outcome = updateToolPatterns(settings.memoryDir, repo, [...tools, ...delegation.entries], now, delegation.dropIds);
    if (outcome.problem) warn(io, outcome.problem);
    if (outcome.setAside) warn(io, `kept the earlier file as ${outcome.setAside}`);
    return outcome.path;
  });
}

/** Routing for every repository this run read (and the one --project-dir declares tools for). */
function writeRouting(db: HistoryDb, settings: Settings, repos: readonly string[], run: { includeFailed: boolean; now: number; projectDir: string | undefined }, io: CliIo): string[] {
  const project = declaredTools(settings, run.projectDir);
  for (const problem of project.problems) warn(io, problem);
  const targets = [...new Set([...repos, ...(project.repo !== undefined ? [project.repo] : [])])].sort();
  return targets.map((repo) => {
    const declared = repo === project.repo ? project.declared : project.configOnly;
    return refreshRouting(db, settings.memoryDir, repo, { settings: routingSettings(settings.config), declared, includeFailed: run.includeFailed }, run.now).path;
  });
}

function countByDetector(findings: readonly Finding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const finding of findings) counts[finding.detector] = (counts[finding.detector] ?? 0) + 1;
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
