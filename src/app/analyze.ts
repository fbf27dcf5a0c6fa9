/**
 * `tip-miner analyze` as a use case: checks that the results can be kept (memory dir, history
 * database; a damaged database is set aside with repair), reads the logs into the history (only what
 * is new), and brings every view in line with it. Returns the report (the `analyze --json` contract),
 * what was found for the first time, and lines to tell: notes (warnings) and problems (files not written).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AnalyzeProgress } from '../analyze/analyze.js';
import { configuredDetectors } from '../analyze/detector-runner.js';
import type { AnalyzeReport, Problem } from '../analyze/report.js';
import { delegationSettings } from '../config/stage-settings.js';
import type { Finding } from '../detectors/types.js';
import { InputError } from '../errors.js';
import { agentLogLocations, type LogLocation } from '../ingest/log-locations.js';
import type { Shard } from '../ingest/session-shard.js';
import { appendAll } from '../util/arrays.js';
import { addCount, emptyCounts, type Counts } from '../util/counts.js';
import { RepoAliases } from '../config/repo-aliases.js';
import { faultPoint } from '../util/fault-points.js';
import { analyzeIntoHistory } from './analyze-into-history.js';
import { givenRepoName } from './current-repo.js';
import { openHistory } from './open-history.js';
import { declaredTools } from './project-tools.js';
import { ensureMemoryDir, refreshViews } from './refresh-views.js';
import type { AppSettings } from './settings.js';
import { viewSettingsOf } from './view-settings.js';

export interface AnalyzeRequest {
  /** Log files and folders (relative ones from the working folder); none: where agents keep their logs (logsToRead). */
  paths: readonly string[];
  /** Also analyse sessions whose task failed (default: config tip_miner.include_failed). */
  includeFailed?: boolean;
  maxLineBytes?: number;
  /** Re-read every file from its start. */
  full?: boolean;
  /** Set aside a damaged database and unusable files, re-read everything, rewrite every view. */
  repair?: boolean;
  projectDir?: string;
  /** Epoch seconds of this run (tests pin it). */
  now?: number;
  /** Each input problem as it is found (a CLI prints the ones about whole paths at once). */
  onProblem?: (problem: Problem) => void;
  /** How far the reading is, after each file (a CLI shows a progress line). */
  onProgress?: (progress: AnalyzeProgress) => void;
  /** Threads that analyse the files (analyze/parallel-analysis.ts); default: one per core on large runs. */
  jobs?: number;
  /** Only this shard of the files (`--shard i/n`, ingest/session-shard.ts): shards' databases are put together by `merge`. */
  shard?: Shard;
  /** false: every log line parsed whole, no format's fast path (ingest/skeleton-walk.ts; tests hold the two to the same results). Default true. */
  fastParse?: boolean;
}

export interface AnalyzeOutcome {
  report: AnalyzeReport;
  /** Findings stored for the first time (for --fail-on). */
  newFindings: Finding[];
  /** Warnings, one line each (project files, set-aside files, refinement skipped). */
  notes: string[];
  /** Files this run could not write, one line each: the command fails (exit 2). */
  problems: string[];
  /** Given no path: the places it found logs in and read. */
  found?: LogLocation[];
}

/**
 * The paths to read: those given (relative ones from the working folder), else what exists of the agents'
 * own log folders and the config's sessions_dir (`found`). InputError before anything is written when
 * there is nothing to read: no path given and none found, or none of the paths given exists.
 */
function logsToRead(settings: Pick<AppSettings, 'config' | 'host' | 'cwd'>, given: readonly string[]): { paths: string[]; found?: LogLocation[] } {
  if (given.length > 0) {
    const paths = given.map((path) => resolve(settings.cwd, path));
    if (!paths.some((path) => existsSync(path))) throw new InputError(`nothing could be read: ${given.join(', ')} (no such file or folder)`);
    return { paths };
  }
  const places = [...agentLogLocations(settings.host), { path: settings.config.tip_miner.sessions_dir, source: 'tip_miner.sessions_dir' }];
  const found = places.filter(({ path }) => existsSync(path));
  if (found.length === 0) {
    const looked = places.map(({ path }) => path).join(', ');
    throw new InputError(`no logs given, and none where agents keep them (looked in ${looked}); name a folder or file: tip-miner analyze <path>`);
  }
  return { paths: found.map(({ path }) => path), found };
}

/** Files' transactions committed together: at most this many, or what this many milliseconds made. */
const COMMIT_GROUP = { maxTransactions: 100, maxMs: 1000 };

export async function runAnalyze(settings: AppSettings, request: AnalyzeRequest): Promise<AnalyzeOutcome> {
  const { config } = settings;
  const includeFailed = request.includeFailed ?? config.tip_miner.include_failed;
  const repair = request.repair === true;
  const now = request.now ?? Math.floor(Date.now() / 1000);
  const notes: string[] = [];
  const { paths, found } = logsToRead(settings, request.paths);
  const givenRepo = settings.repo !== undefined ? givenRepoName(settings.repo) : undefined;
  const project = declaredTools(settings, request.projectDir);
  appendAll(notes, project.problems);
  // both checked before a single log is read: a run that cannot keep its results does not start
  ensureMemoryDir(settings.memoryDir);
  const opened = openHistory(settings.db, { repair, now });
  if (opened.setAside) notes.push(`${opened.reason} — set aside as ${opened.setAside}; a new database is filled from the logs`);
  const { db } = opened;
  // hundreds of small files: their transactions are committed in groups (a kill loses at most a group, read again next time)
  db.groupCommits(COMMIT_GROUP);
  // --repo names every session read: by the name the config's aliases give it
  const aliases = new RepoAliases(config.tip_miner.repos);
  const runRepo = givenRepo !== undefined ? aliases.apply(givenRepo) : undefined;
  try {
    const result = await analyzeIntoHistory({
      db,
      now,
      full: request.full === true || repair,
      ...(runRepo !== undefined && { repo: runRepo }),
      aliases,
      paths,
      includeFailed,
      read: {
        maxLineBytes: request.maxLineBytes ?? config.tip_miner.max_line_bytes,
        maxDecompressedBytes: config.tip_miner.max_decompressed_bytes,
        ...(request.fastParse === false && { fastParse: false }),
      },
      detectors: configuredDetectors(config.tip_miner.detectors),
      delegation: delegationSettings(config),
      ...(request.onProblem && { onProblem: request.onProblem }),
      ...(request.onProgress && { onProgress: request.onProgress }),
      ...(request.jobs !== undefined && { jobs: request.jobs }),
      ...(request.shard !== undefined && { shard: request.shard }),
    });
    db.endGroupedCommits();
    faultPoint('analysis-stored');
    const projectTools = project.repo !== undefined ? { project: { repo: project.repo, declared: project.declared } } : {};
    const views = await refreshViews(db, viewSettingsOf(config, settings.memoryDir, { includeFailed, ...projectTools }), {
      id: result.run,
      now,
      repair,
      ...(runRepo !== undefined && { summaryRepo: runRepo }),
    });
    appendAll(notes, views.notes);
    const report: AnalyzeReport = {
      ...result.report,
      newFindings: countByDetector(result.newFindings),
      toolPatternFiles: views.toolPatternFiles,
      routingFiles: views.routingFiles,
      otherFiles: [...(views.reposFile !== undefined ? [views.reposFile] : []), ...(views.preferencesFile !== undefined ? [views.preferencesFile] : [])],
      newCorrections: result.newCorrections,
      newDelegationPoints: result.newDelegationPoints,
      memoryProposals: views.summary,
      memoryProposalFiles: views.memoryProposalFiles,
      outputProblems: views.problems,
    };
    return { report, newFindings: result.newFindings, notes, problems: views.problems, ...(found && { found }) };
  } finally {
    db.close();
  }
}

function countByDetector(findings: readonly Finding[]): Counts {
  const counts = emptyCounts();
  for (const finding of findings) addCount(counts, finding.detector);
  return counts;
}
