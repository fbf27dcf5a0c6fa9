/**
 * `analyze` with the history database: each file is read from where the last run stopped (or not at
 * all when unchanged), and its results are stored as soon as it is done. Re-running on the same logs
 * changes nothing; `full` re-reads every file (findings already stored are not added again).
 */
import { analyze, type AnalyzeOptions, type AnalyzeResult } from '../analyze/analyze.js';
import { RepoIdentifier } from '../analyze/repo-identity.js';
import { RepoAliases } from '../config/repo-aliases.js';
import type { Finding } from '../detectors/types.js';
import type { AnalyzedSession } from '../analyze/concerns/index.js';
import { DEFAULT_DELEGATION_SETTINGS } from '../delegation/delegation-detector.js';
import { appendAll } from '../util/arrays.js';
import { faultPoint } from '../util/fault-points.js';
import { fileCheckpoints } from '../store/files.js';
import type { HistoryDb } from '../store/history-db.js';
import { planRead, type ReadPlan } from '../store/read-plan.js';
import { finishRun, startRun } from '../store/runs.js';
import { storedRepoOf } from '../store/sessions.js';
import { recordFile } from './record-file.js';
import { nameRepos } from './name-repos.js';
import { keptAliases } from '../store/repo-aliases.js';

export interface HistoryRunOptions extends Omit<AnalyzeOptions, 'planFile' | 'onFile'> {
  db: HistoryDb;
  /** Re-read every file from its start. */
  full?: boolean;
  /** Repository for every session (else each session's own, see analyze/repo-identity.ts). */
  repo?: string;
  /** Other names of repositories (config `tip_miner.repos`). */
  aliases?: RepoAliases;
  /** Reads the git checkout of a session's folder (tests give made-up ones). */
  identifier?: RepoIdentifier;
  /** Epoch seconds of this run (tests pin it). */
  now?: number;
}

/** The run's report and what it stored for the first time (each file's results went to the database as it was read). */
export interface HistoryRunResult extends Pick<AnalyzeResult, 'report'> {
  /** Findings stored for the first time by this run (failed tasks left out unless included). */
  newFindings: Finding[];
  /** How many corrections this run stored for the first time (failed tasks left out unless included). */
  newCorrections: number;
  /** How many delegation suggestion points this run stored for the first time (failed tasks left out unless included). */
  newDelegationPoints: number;
  /** This run's id in the database (`runs`): the views written after it are marked with it. */
  run: number;
}

export async function analyzeIntoHistory(options: HistoryRunOptions): Promise<HistoryRunResult> {
  const { db, full = false, repo, aliases: configAliases = new RepoAliases(), identifier, now = Math.floor(Date.now() / 1000), ...analyzeOptions } = options;
  // the aliases kept in the data home apply wherever analyze runs, whatever config it read
  const aliases = configAliases.withKept(keptAliases(db));
  const naming = new RepoIdentifier({ ...(repo !== undefined && { override: repo }) });
  const run = startRun(db, now);
  const plans = new Map<string, Extract<ReadPlan, { kind: 'read' }>>();
  const newFindings: Finding[] = [];
  let newCorrections = 0;
  let newDelegationPoints = 0;
  const checkpoints = fileCheckpoints(db);
  const result = await analyze({
    ...analyzeOptions,
    // each file's results are stored as it is read: the run keeps only their counts, so its memory does not grow with them
    keepResults: false,
    planFile: (file) => {
      const plan = planRead(file, checkpoints.get(file.path), full);
      if (plan.kind === 'unchanged') return 'skip';
      plans.set(file.path, plan);
      // a read from the start: its reader takes the head hash from the bytes it reads (store/read-plan.ts)
      return { startOffset: plan.startOffset, startLine: plan.startLine, ...(plan.headBytes !== undefined && { headBytes: plan.headBytes }) };
    },
    onFile: (file, analysis) => {
      // analyze hands on only the files planFile planned: one without a plan is a bug
      const plan = plans.get(file.path);
      if (!plan) throw new Error(`${file.path} was analysed without a read plan`);
      plans.delete(file.path);
      // known when planned, or taken by the reader (it was asked to): one without a head hash is a bug
      const headHash = plan.headHash ?? analysis.read.headHash;
      if (headHash === undefined) throw new Error(`${file.path} was read from its start without its head hash`);
      const record = { path: file.path, size: file.size, mtimeMs: file.mtimeMs, headHash, fromStart: plan.fromStart, rewritten: plan.rewritten };
      const repoOf = (session: AnalyzedSession) => {
        const found = (repo === undefined && identifier ? identifier : naming).identify({
          ...(session.cwd !== undefined && { cwd: session.cwd }),
          ...(session.repo !== undefined && { loggedRepo: session.repo }),
        });
        if (!found) return undefined;
        return { ...found, repo: aliases.apply(found.identity) };
      };
      const stored = recordFile(db, run, now, record, analysis, repoOf, {
        acceptanceCalls: (options.delegation ?? DEFAULT_DELEGATION_SETTINGS).acceptanceCalls,
      });
      faultPoint('file-recorded');
      const failed = new Set([...analysis.sessions.values()].filter((session) => session.outcome === 'failed').map((session) => session.sessionId));
      const kept = (item: { sessionId: string }) => options.includeFailed || !failed.has(item.sessionId);
      appendAll(newFindings, stored.findings.filter(kept));
      newCorrections += stored.corrections.filter(kept).length;
      newDelegationPoints += stored.delegation.filter(kept).length;
    },
  });
  // names given file by file are put together: a session named by its folder alone may now have a better name
  nameRepos(db, run, aliases, identifier);
  // the report names each session's repository as the database files it (the log's own name stays in the database)
  for (const detail of result.report.sessionDetails) {
    const named = storedRepoOf(db, detail.format, detail.id);
    if (named !== undefined) detail.repo = named;
    else delete detail.repo;
  }
  finishRun(db, run, now, { filesRead: result.report.files, lines: result.report.lines, newFindings: newFindings.length });
  return { report: result.report, newFindings, newCorrections, newDelegationPoints, run };
}
