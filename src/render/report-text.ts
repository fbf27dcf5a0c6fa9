/**
 * `tip-miner report` for people: the period and sessions, then tables — weeks (tool calls, tokens and
 * duration per session, corrections and failure reports), the user's feedback over the period, patterns
 * (sessions, rate per 100 tool calls, waste), tips (exposed against control or before, change, verdict),
 * delegation taken up, and the correction clusters.
 */
import type { FeedbackCount, Report, Spread } from '../views/report.js';
import { PLAIN, type TextLayout } from './layout.js';
import { formatCount, formatPercent, formatTokens, NOT_MEASURED } from './numbers.js';
import { renderTable } from './table.js';

export function renderReport(report: Report, layout: TextLayout = PLAIN): string {
  if (report.sessions === 0 || report.period === null) return `no sessions${report.repo !== null ? ` of ${report.repo}` : ''} in the history for this report\n`;
  const parts: string[] = [
    `${report.repo ?? 'All repositories'}: ${formatCount(report.sessions)} sessions from ${report.period.from.slice(0, 10)} to ${report.period.to.slice(0, 10)}, ` +
      `${formatCount(report.toolCalls)} tool calls; ${report.detectionRate !== null ? formatPercent(report.detectionRate) : NOT_MEASURED} of sessions show a pattern`,
  ];
  parts.push(
    renderTable(
      [
        { header: 'Week of' },
        { header: 'Sessions', align: 'right' },
        { header: 'Tool calls (median / p90)', align: 'right' },
        { header: 'Tokens in / cache read / out (median)', align: 'right', flex: true },
        { header: 'Duration (median)', align: 'right' },
        { header: 'Corrections / failure reports', align: 'right' },
      ],
      report.weeks.map((week) => [
        week.week,
        formatCount(week.sessions),
        pair(week.toolCalls, formatCount),
        `${formatTokens(week.tokens.input.median)} / ${formatTokens(week.tokens.cacheRead.median)} / ${formatTokens(week.tokens.output.median)}`,
        minutes(week.durationMs.median),
        `${formatCount(week.feedback.corrections.count)} / ${formatCount(week.feedback.failureReports.count)}`,
      ]),
      layout,
    ),
  );
  parts.push(feedbackLine(report));
  if (report.patterns.length > 0) {
    parts.push(
      renderTable(
        [
          { header: 'Pattern' },
          { header: 'Sessions', align: 'right' },
          { header: 'Found', align: 'right' },
          { header: 'Per 100 calls', align: 'right' },
          { header: 'Tokens wasted', align: 'right' },
        ],
        report.patterns.map((pattern) => [
          pattern.patternId,
          formatCount(pattern.sessions),
          formatCount(pattern.occurrences),
          pattern.ratePer100.toFixed(2),
          pattern.wastedTokens > 0 ? formatTokens(pattern.wastedTokens) : NOT_MEASURED,
        ]),
        layout,
      ),
    );
  }
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
  const rate = (value: number | null) => (value === null ? NOT_MEASURED : value.toFixed(2));
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
      `${tip.patternId}${tip.demoted ? ' (demoted)' : ''}`,
      ...(report.repo === null ? [tip.repo ?? NOT_MEASURED] : []),
      formatCount(tip.exposedSessions),
      rate(tip.exposedRatePer100),
      tip.comparedWith === 'before' ? `${rate(tip.beforeRatePer100)} before` : rate(tip.controlRatePer100),
      tip.change === null ? NOT_MEASURED : `${tip.change > 0 ? '+' : ''}${Math.round(tip.change * 100)}%`,
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

function pair(spread: Spread, format: (value: number) => string): string {
  return `${format(spread.median)} / ${format(spread.p90)}`;
}

/** 45 s, 12 min, 3.5 h. */
function minutes(ms: number): string {
  if (ms < 60_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 120 * 60_000) return `${Math.round(ms / 60_000)} min`;
  return `${(ms / 3_600_000).toFixed(1)} h`;
}
