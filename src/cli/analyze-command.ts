/** `tip-miner analyze [paths...]`: reads the logs and prints a summary (or JSON); problems go to stderr. */
import { Command, InvalidArgumentError } from 'commander';
import { analyze } from '../analyze/analyze.js';
import { configuredDetectors } from '../analyze/detector-runner.js';
import type { Problem } from '../analyze/report.js';
import { renderAnalyzeSummary } from '../render/analyze-summary.js';
import { problemLine, summarizeProblems } from '../render/problems.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { warn, type CliIo } from './io.js';

interface AnalyzeFlags extends GlobalOptions {
  json?: boolean;
  verbose?: boolean;
  includeFailed?: boolean;
  maxLineBytes?: number;
}

/** Problems that are about a whole path, printed at once even without --verbose. */
const PATH_KINDS = new Set<Problem['kind']>(['missing-path', 'unreadable', 'no-logs']);

export function analyzeCommand(io: CliIo): Command {
  const command = new Command('analyze')
    .description('mine session logs (files or folders; default: tip_miner.sessions_dir, else logs/sessions)')
    .argument('[paths...]', 'log files and folders (folders are searched for *.jsonl and *.jsonl.gz)')
    .option('--json', 'print one JSON object instead of tables')
    .option('--verbose', 'list every malformed, oversize or undecodable line on stderr')
    .option('--include-failed', 'also analyse sessions whose task failed (agent-framework task_failed)')
    .option('--max-line-bytes <bytes>', 'skip (and count) lines longer than this (default: 64 MiB)', positiveInteger);
  addGlobalOptions(command);
  return command.action(async (paths: string[], flags: AnalyzeFlags) => {
    const settings = resolveSettings(flags);
    const roots = paths.length > 0 ? paths : [settings.config.tip_miner.sessions_dir];
    const verbose = flags.verbose === true;
    const { report } = await analyze({
      paths: roots,
      includeFailed: flags.includeFailed ?? settings.config.tip_miner.include_failed,
      read: { maxLineBytes: flags.maxLineBytes ?? settings.config.tip_miner.max_line_bytes },
      detectors: configuredDetectors(settings.config.tip_miner.detectors),
      onProblem: (problem) => {
        if (verbose || PATH_KINDS.has(problem.kind)) warn(io, problemLine(problem));
      },
    });
    if (!verbose) {
      for (const line of summarizeProblems(report.problems.filter((problem) => !PATH_KINDS.has(problem.kind)))) warn(io, line);
    }
    io.stdout(flags.json ? `${JSON.stringify(report, null, 2)}\n` : renderAnalyzeSummary(report));
  });
}

function positiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new InvalidArgumentError('expected a whole number of bytes above 0');
  return number;
}
