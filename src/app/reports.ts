/**
 * The read-only reports of the history database as use cases: findings, corrections, the delegation
 * report and the routing report (routes), each a value a CLI command renders.
 */
import type { StoredCorrection } from '../corrections/propose.js';
import { routingSettings } from '../config/stage-settings.js';
import type { StoredFinding } from '../detectors/types.js';
import type { DetectorId } from '../detectors/index.js';
import { routesReport, type RoutesReport } from '../routing/report.js';
import { isProposable } from '../corrections/types.js';
import { storedCorrections } from '../store/corrections.js';
import { longestStreaks, storedDelegationPoints } from '../store/delegation-history.js';
import { storedPreferences } from '../store/delegation-preferences.js';
import { storedFindings } from '../store/findings.js';
import { storedRepos } from '../store/sessions.js';
import type { TimeWindow } from '../store/session-filter.js';
import { buildDelegationReport, type DelegationReport } from '../views/delegation-report.js';
import { isTipPoint } from '../views/delegation-tips.js';
import { delegationTipId } from '../delegation/tip-ids.js';
import type { DelegationPatternId } from '../delegation/types.js';
import { withHistory } from './open-history.js';
import { declaredTools } from './project-tools.js';
import { computeRouting } from './routing.js';
import { reportRepo } from './current-repo.js';
import type { AppSettings } from './settings.js';

export interface ReportFilter {
  /** Include sessions whose task failed (default: config tip_miner.include_failed). */
  includeFailed?: boolean;
  /** Only sessions active in this window (--since/--until). */
  window?: TimeWindow;
}

/** Over the working folder's repository when it has sessions and none is named (else every repository), unless all are asked for. */
export interface FolderFilter {
  allRepos?: boolean;
}

function sessionFilter(settings: AppSettings, filter: ReportFilter, byFolder = false) {
  const repo = reportRepo(settings, byFolder);
  return { ...(repo !== undefined && { repo }), includeFailed: filter.includeFailed ?? settings.config.tip_miner.include_failed, ...filter.window };
}

export function findingsReport(settings: AppSettings, filter: ReportFilter & FolderFilter & { detectors?: readonly DetectorId[] }): StoredFinding[] {
  const sessions = sessionFilter(settings, filter, filter.allRepos !== true);
  return withHistory(settings.db, (db) => storedFindings(db, { ...sessions, ...(filter.detectors && { detectors: filter.detectors }) }));
}

/** An occurrence of a delegation tip's pattern (`delegate-<pattern>`), listed as `findings` lists a tool pattern's. */
export type DelegationOccurrence = Omit<StoredFinding, 'detector'> & { detector: string };

/**
 * The occurrences `patterns` counts for delegation tips: the points its tip counts (isTipPoint), each with
 * its file, line and the result tokens kept in the main context.
 */
export function delegationOccurrences(
  settings: AppSettings,
  filter: ReportFilter & FolderFilter & { patterns: readonly DelegationPatternId[] },
): DelegationOccurrence[] {
  const sessions = sessionFilter(settings, filter, filter.allRepos !== true);
  return withHistory(settings.db, (db) =>
    storedDelegationPoints(db, sessions)
      .filter((point) => filter.patterns.includes(point.pattern) && isTipPoint(point))
      .map((point) => ({
        detector: delegationTipId(point.pattern),
        sessionId: point.sessionId,
        streamId: point.streamId,
        file: point.file,
        line: point.line,
        callIds: [],
        lines: [point.line],
        ...(point.contextTokens !== undefined && { wastedTokens: point.contextTokens }),
        format: point.format,
        ...(point.repo !== undefined && { repo: point.repo }),
        seenAt: point.seenAt,
      })),
  );
}

/** A stored correction as `tip-miner corrections` lists it. */
export interface ListedCorrection extends StoredCorrection {
  /** Whether it takes part in memory proposals: never a failure report, never one below `tip_miner.min_correction_confidence`. */
  proposable: boolean;
}

export function correctionsReport(settings: AppSettings, filter: ReportFilter & { minConfidence?: number }): ListedCorrection[] {
  const floor = settings.config.tip_miner.min_correction_confidence;
  return withHistory(settings.db, (db) =>
    storedCorrections(db, { ...sessionFilter(settings, filter), minConfidence: filter.minConfidence ?? 0 }).map((correction) =>
      Object.assign(correction, { proposable: isProposable(correction, floor) }),
    ),
  );
}

export function delegationReportOf(settings: AppSettings, filter: ReportFilter & { streaks: number }): DelegationReport {
  return withHistory(settings.db, (db) => {
    const sessions = sessionFilter(settings, filter);
    return buildDelegationReport(storedDelegationPoints(db, sessions), longestStreaks(db, sessions, filter.streaks), storedPreferences(db), sessions.repo);
  });
}

/** Per repository (`--repo`'s, else every one and the project folder's), routing computed now from the history. */
export function routesReports(settings: AppSettings, filter: ReportFilter & { projectDir?: string }): { reports: RoutesReport[]; notes: string[] } {
  const project = declaredTools(settings, filter.projectDir);
  const named = reportRepo(settings, false);
  const reports = withHistory(settings.db, (db) => {
    const repos = named !== undefined ? [named] : [...new Set([...storedRepos(db), ...(project.repo !== undefined ? [project.repo] : [])])].sort();
    const options = {
      settings: routingSettings(settings.config),
      includeFailed: filter.includeFailed ?? settings.config.tip_miner.include_failed,
      ...(filter.window && { window: filter.window }),
    };
    return repos.map((repo) =>
      routesReport(repo, computeRouting(db, repo, { ...options, declared: repo === project.repo ? project.declared : project.configOnly })),
    );
  });
  return { reports, notes: project.problems };
}
