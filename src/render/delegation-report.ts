/**
 * The text of `tip-miner delegation`: per pattern, the longest solo streaks, one example suggestion per
 * pattern. The points are found in finished logs, where no advice was given: the agent could not accept
 * or reject any. So the table says what it did on its own — delegated soon after a point, or not — and
 * shows no acceptance rate (`--json` keeps the stored verdicts under their names).
 */
import type { DelegationReport, PatternSummary } from '../views/delegation-report.js';
import { TIP_CONFIDENCE } from '../views/delegation-tips.js';
import { renderTable, type Column } from './table.js';
import { displayPath, PLAIN, sharedFolder, sharedFolderLine, type TextLayout } from './layout.js';
import { formatCount, formatPercent, formatTokens } from './numbers.js';
import { fitLines, heading } from './prose.js';

const COLUMNS: Column[] = [
  { header: 'Pattern' },
  { header: 'Points', align: 'right' },
  { header: 'Sessions', align: 'right' },
  { header: 'By confidence', flex: true },
  { header: 'Delegated soon after', align: 'right', flex: true },
  { header: 'Context missed (tokens)', align: 'right', flex: true },
  { header: 'In tips and report', align: 'right', flex: true },
];
const PREFERENCE: Column = { header: 'Preference' };

const NOTE =
  'No advice was given in these sessions (they are read from finished logs): "delegated soon after" counts the points after which the ' +
  'agent used a sub-agent on its own; "open" points are at the end of a log still being written. "In tips and report": the points of ' +
  `confidence ${TIP_CONFIDENCE} passed without delegating, the only ones a delegation tip, tool_patterns.json and the report count.`;

export function renderDelegationReport(report: DelegationReport, layout: TextLayout = PLAIN): string {
  if (report.overall.points === 0 && report.longestStreaks.length === 0) {
    return `no delegation points stored${report.repo !== undefined ? ` for ${report.repo}` : ''}; run tip-miner analyze first\n`;
  }
  const { overall } = report;
  const rows = report.patterns.map(patternRow);
  rows.push(['all', formatCount(overall.points), '', '', delegatedText(overall), '', '']);
  // the preference column only when one is set
  const preferences = report.patterns.some((summary) => summary.preference !== undefined);
  const table = renderTable(preferences ? [...COLUMNS, PREFERENCE] : COLUMNS, preferences ? rows : rows.map((row) => row.slice(0, -1)), layout);
  const sections = [`${heading('Delegation points', layout)}\n${table}\n${fitLines(NOTE, layout, 0)}`];
  if (report.suppressed.length > 0) sections.push(fitLines(`Not shown (preference never): ${report.suppressed.join(', ')}`, layout));
  if (report.longestStreaks.length > 0) {
    const base = sharedFolder(report.longestStreaks.map((streak) => streak.file));
    const streaks = report.longestStreaks.map((streak) => [
      displayPath(streak.file, layout, base),
      formatCount(streak.length),
      `${streak.startLine}-${streak.endLine}`,
      streak.endedByDelegation ? 'a Task call' : 'end of log',
    ]);
    sections.push(
      (base !== undefined ? `${fitLines(sharedFolderLine(base, layout), layout)}\n` : '') +
        renderTable(
          [{ header: 'Longest solo streaks', fit: 'middle' }, { header: 'Calls', align: 'right' }, { header: 'Lines' }, { header: 'Ended by' }],
          streaks,
          layout,
        ),
    );
  }
  for (const summary of report.patterns) {
    if (!summary.example) continue;
    const { example } = summary;
    const saved = example.contextTokens !== undefined ? `, ~${formatTokens(example.contextTokens)} tokens of results` : '';
    const title = `Example (${summary.pattern}, confidence ${example.confidence.toFixed(1)}${saved}) at ${displayPath(example.file, layout)}:${example.line}:`;
    sections.push(`${fitLines(heading(title, layout), layout)}\n${fitLines(example.code, layout, 0)}`);
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
    delegatedText(summary),
    summary.points > 0 ? `~${formatTokens(summary.contextTokensMissed)}` : '',
    summary.inTips.points > 0 ? `${formatCount(summary.inTips.points)}, ~${formatTokens(summary.inTips.contextTokens)}` : '',
    summary.preference ?? '',
  ];
}

/** "3 of 33 (9%)", and the points still open: "3 of 33 (9%), 2 open". */
function delegatedText(verdicts: Pick<PatternSummary, 'accepted' | 'rejected' | 'pending'>): string {
  const settled = verdicts.accepted + verdicts.rejected;
  if (settled === 0 && verdicts.pending === 0) return '';
  const share = settled > 0 ? `${formatCount(verdicts.accepted)} of ${formatCount(settled)} (${formatPercent(verdicts.accepted / settled)})` : '';
  const open = verdicts.pending > 0 ? `${formatCount(verdicts.pending)} open` : '';
  return [share, open].filter(Boolean).join(', ');
}
