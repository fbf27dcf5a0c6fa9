/** The tables of `tip-miner delegation`: per pattern, the longest solo streaks, one example suggestion per pattern. */
import Table from 'cli-table3';
import type { DelegationReport, PatternSummary } from '../views/delegation-report.js';
import { formatCount } from './numbers.js';

const STYLE = { head: [], border: [], compact: true };

export function renderDelegationReport(report: DelegationReport): string {
  if (report.overall.points === 0 && report.longestStreaks.length === 0) {
    return `no delegation points stored${report.repo !== undefined ? ` for ${report.repo}` : ''}; run tip-miner analyze first\n`;
  }
  const patterns = new Table({
    head: ['Pattern', 'Points', 'Sessions', 'By confidence', 'Accepted', 'Rejected', 'Pending', 'Acceptance', 'Context missed', 'Preference'],
    colAligns: ['left', 'right', 'right', 'left', 'right', 'right', 'right', 'right', 'right', 'left'],
    style: STYLE,
  });
  for (const summary of report.patterns) patterns.push(patternRow(summary));
  const { overall } = report;
  patterns.push([
    'all',
    formatCount(overall.points),
    '',
    '',
    formatCount(overall.accepted),
    formatCount(overall.rejected),
    formatCount(overall.pending),
    rate(overall.acceptanceRate),
    '',
    '',
  ]);
  const sections = [patterns.toString()];
  if (report.suppressed.length > 0) sections.push(`Not shown (preference never): ${report.suppressed.join(', ')}`);
  if (report.longestStreaks.length > 0) {
    const streaks = new Table({ head: ['Longest solo streaks', 'Calls', 'Lines', 'Ended by'], colAligns: ['left', 'right', 'left', 'left'], style: STYLE });
    for (const streak of report.longestStreaks) {
      streaks.push([streak.file, formatCount(streak.length), `${streak.startLine}-${streak.endLine}`, streak.endedByDelegation ? 'a Task call' : 'end of log']);
    }
    sections.push(streaks.toString());
  }
  for (const summary of report.patterns) {
    if (!summary.example) continue;
    const { example } = summary;
    const saved = example.contextTokens !== undefined ? `, ~${formatCount(example.contextTokens)} tokens of results` : '';
    sections.push(`Example (${summary.pattern}, confidence ${example.confidence.toFixed(1)}${saved}) at ${example.file}:${example.line}:\n${example.code}`);
  }
  return `${sections.join('\n\n')}\n`;
}

function patternRow(summary: PatternSummary): string[] {
  const byConfidence = Object.entries(summary.byConfidence)
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([confidence, count]) => `${confidence}×${count}`)
    .join(' ');
  return [
    summary.pattern,
    formatCount(summary.points),
    formatCount(summary.sessions),
    byConfidence,
    formatCount(summary.accepted),
    formatCount(summary.rejected),
    formatCount(summary.pending),
    rate(summary.acceptanceRate),
    `~${formatCount(summary.contextTokensMissed)} tokens`,
    summary.preference ?? '',
  ];
}

function rate(value: number | null): string {
  return value === null ? '-' : `${(value * 100).toFixed(0)}%`;
}
