/**
 * `tip-miner report` for people: the period and sessions, then tables — weeks (tool calls, tokens and
 * duration per session, corrections and failure reports), the user's feedback over the period, patterns
 * (sessions, rate per 100 tool calls, waste), tips (exposed against control or before, change, verdict),
 * delegation taken up, and the correction clusters.
 */
import type { FeedbackCount, Report } from '../views/report.js';
import { PLAIN, type TextLayout } from './layout.js';
import { formatCount, formatPercent, NOT_MEASURED } from './numbers.js';
import { changeText, PATTERN_COLUMNS, patternCells, rateText, tipName, WEEK_COLUMNS, weekCells } from './report-cells.js';
import { renderTable } from './table.js';

export function renderReport(report: Report, layout: TextLayout = PLAIN): string {
  if (report.sessions === 0 || report.period === null) return `no sessions${report.repo !== null ? ` of ${report.repo}` : ''} in the history for this report\n`;
  const parts: string[] = [
    `${report.repo ?? 'All repositories'}: ${formatCount(report.sessions)} sessions from ${report.period.from.slice(0, 10)} to ${report.period.to.slice(0, 10)}, ` +
      `${formatCount(report.toolCalls)} tool calls; ${report.detectionRate !== null ? formatPercent(report.detectionRate) : NOT_MEASURED} of sessions show a pattern`,
  ];
  parts.push(renderTable(WEEK_COLUMNS, report.weeks.map(weekCells), layout));
  parts.push(feedbackLine(report));
  if (report.patterns.length > 0) parts.push(renderTable(PATTERN_COLUMNS, report.patterns.map(patternCells), layout));
  parts.push(tipsPart(report, layout));
  const { delegation } = report;
  parts.push(
    delegation.points > 0
      ? `Delegation: ${formatCount(delegation.points)} suggestion points; the agent delegated soon after ${formatCount(delegation.delegatedSoonAfter)} of ` +
          `${formatCount(delegation.points - delegation.open)} settled (${delegation.rate !== null ? formatPercent(delegation.rate) : NOT_MEASURED})`
      : 'Delegation: no suggestion points',
  );
  if (report.correctionClusters.length > 0) {
    parts.push(
      renderTable(
        [{ header: 'Rule from corrections', flex: true }, { header: 'Sessions', align: 'right' }, { header: 'Status' }],
        report.correctionClusters.map((cluster) => [cluster.content, formatCount(cluster.sessions), cluster.status]),
        layout,
      ),
    );
  }
  return `${parts.join('\n')}\n`;
}

function tipsPart(report: Report, layout: TextLayout): string {
  if (report.tips.length === 0) {
    return 'Tips: no session shows a tip yet — inject them at session start (tip-miner hook session-start), then analyze again';
  }
  return renderTable(
    [
      { header: 'Tip' },
      ...(report.repo === null ? [{ header: 'Repository', fit: 'middle' as const }] : []),
      { header: 'Shown in', align: 'right' },
      { header: 'Rate shown', align: 'right' },
      { header: 'Rate not shown', align: 'right' },
      { header: 'Change', align: 'right' },
      { header: 'Verdict' },
    ],
    report.tips.map((tip) => [
      tipName(tip),
      ...(report.repo === null ? [tip.repo ?? NOT_MEASURED] : []),
      formatCount(tip.exposedSessions),
      rateText(tip.exposedRatePer100),
      tip.comparedWith === 'before' ? `${rateText(tip.beforeRatePer100)} before` : rateText(tip.controlRatePer100),
      changeText(tip.change),
      tip.verdict,
    ]),
    layout,
  );
}

/** The period's rule corrections and failure reports, apart: a failure report is feedback on the work, not a rule. */
export function feedbackLine(report: Pick<Report, 'feedback'>): string {
  const { corrections, failureReports } = report.feedback;
  return (
    `Corrections (how to work): ${feedbackFigures(corrections)}. ` +
    `Failure reports (the result is wrong; never proposed as rules): ${feedbackFigures(failureReports)}`
  );
}

/** "3 in 2 sessions (10% of sessions), 0.15 per session". */
function feedbackFigures(figures: FeedbackCount): string {
  if (figures.count === 0) return 'none';
  const share = figures.sessionShare !== null ? ` (${formatPercent(figures.sessionShare)} of sessions)` : '';
  const rate = figures.perSession !== null ? `, ${figures.perSession.toFixed(2)} per session` : '';
  return `${formatCount(figures.count)} in ${formatCount(figures.sessions)} session${figures.sessions === 1 ? '' : 's'}${share}${rate}`;
}
