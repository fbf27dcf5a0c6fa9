/**
 * `tip-miner report` as a use case: the report (views/report.ts) over `--repo`'s sessions — else the
 * working folder's repository when it has sessions, else every repository's — in a time window, from
 * the history database alone.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderReportHtml } from '../render/report-html.js';
import { writeReportFile } from '../store/report-file.js';
import { proposalSettingsOf } from '../config/stage-settings.js';
import { currentOptions } from '../corrections/proposal-settings.js';
import { storedDelegationPoints } from '../store/delegation-history.js';
import { sessionFacts } from '../store/session-facts.js';
import type { TimeWindow } from '../store/session-filter.js';
import { buildReport, type Report } from '../views/report.js';
import { reportRepo } from './current-repo.js';
import { withHistory } from './open-history.js';
import { currentProposals } from './proposals.js';
import type { AppSettings } from './settings.js';

export interface ReportRequest {
  window?: TimeWindow;
  includeFailed?: boolean;
  /** Every repository, whatever the working folder. */
  allRepos?: boolean;
  now?: number;
}

/** The report; one of no sessions when there is no history database yet (none is made). */
export function reportOf(settings: AppSettings, request: ReportRequest = {}): Report {
  const effect = { minSessions: settings.config.tip_miner.tip_min_sessions, alpha: 0.05 };
  if (!existsSync(settings.db)) {
    return buildReport({ repo: null, sessions: [], delegation: { points: 0, delegatedSoonAfter: 0, open: 0, rate: null }, proposals: [], effect });
  }
  const repo = reportRepo(settings, request.allRepos !== true);
  const includeFailed = request.includeFailed ?? settings.config.tip_miner.include_failed;
  const filter = { ...(repo !== undefined && { repo }), includeFailed, ...request.window };
  const now = request.now ?? Math.floor(Date.now() / 1000);
  return withHistory(settings.db, (db) => {
    const points = storedDelegationPoints(db, filter);
    const settled = points.filter((point) => point.action !== 'pending');
    const delegated = settled.filter((point) => point.action === 'accepted').length;
    const proposalSettings = proposalSettingsOf(settings.config, settings.memoryDir, includeFailed);
    const proposals = currentProposals(db, { ...currentOptions(proposalSettings, now, repo), ...(request.window && { window: request.window }) }).all;
    return buildReport({
      repo: repo ?? null,
      sessions: sessionFacts(db, filter),
      delegation: {
        points: points.length,
        delegatedSoonAfter: delegated,
        open: points.length - settled.length,
        rate: settled.length > 0 ? delegated / settled.length : null,
      },
      proposals: proposals.map((proposal) => ({ id: proposal.id, content: proposal.content, sessions: proposal.sessions, status: proposal.status })),
      effect,
    });
  });
}

/** Writes the report as one self-contained HTML page to `file` (from the working folder); returns its path. */
export function writeHtmlReport(settings: Pick<AppSettings, 'cwd'>, report: Report, file: string, now: Date = new Date()): string {
  const path = resolve(settings.cwd, file);
  writeReportFile(path, renderReportHtml(report, now));
  return path;
}
