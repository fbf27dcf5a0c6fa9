/**
 * `tip-miner report --html FILE`: the report as one self-contained page — no network, no script, no
 * external font or style: inline CSS and SVG charts (weekly pattern rates with each tip's first exposure
 * marked, shown against not shown per tip, tokens per session by week, corrections and failure reports
 * per session by week) and the report's tables. Every text is HTML-escaped: names and rules come from logs.
 */
import type { Report, ReportTip } from '../views/report.js';
import { escape } from './chart/escape.js';
import { feedbackChart } from './chart/feedback-chart.js';
import { chartedPatterns, rateChart } from './chart/rate-chart.js';
import { LOW_SAMPLE_SESSIONS, robustAxisNote } from './chart/robust-axis.js';
import { tipChart } from './chart/tip-chart.js';
import { tokenChart } from './chart/token-chart.js';
import { formatCount, formatPercent, NOT_MEASURED } from './numbers.js';
import { changeText, PATTERN_COLUMNS, patternCells, rateText, tipName, WEEK_COLUMNS, weekCells } from './report-cells.js';
import { feedbackLine } from './report-text.js';
import type { Column } from './table.js';

export function renderReportHtml(report: Report, generatedAt: Date = new Date()): string {
  const title = `tip-miner report — ${report.repo ?? 'all repositories'}`;
  const period = report.period ? `${report.period.from.slice(0, 10)} to ${report.period.to.slice(0, 10)}` : 'no sessions';
  const body = [
    `<h1>${escape(title)}</h1>`,
    `<p class="summary">${formatCount(report.sessions)} sessions, ${escape(period)}, ${formatCount(report.toolCalls)} tool calls; ` +
      `${report.detectionRate !== null ? formatPercent(report.detectionRate) : NOT_MEASURED} of sessions show a pattern. ` +
      `Generated ${escape(generatedAt.toISOString().slice(0, 16).replace('T', ' '))} UTC.</p>`,
    `<p class="note">${escape(READING_NOTE)}</p>`,
    section(
      'Pattern rates by week',
      rateNote(report),
      report.weeks.length > 0 && report.patterns.length > 0 ? rateChart(report) : '<p class="note">No pattern found yet.</p>',
    ),
    section(
      'Tips: shown against not shown',
      'Rate per 100 tool calls in the sessions that were shown the tip and in those compared with them.',
      tipChart(report.tips) ?? '<p class="note">No session shows a tip yet: inject them at session start (tip-miner hook session-start).</p>',
    ),
    section(
      'Tokens per session by week',
      'Median tokens per session each week: input, cache write, cache read and output, stacked. A kind no session of a week records (Codex logs have no cache writes) is not drawn as 0: the week\'s tooltips say "not recorded", and a kind no week records is "not measured" in the legend.',
      tokenChart(report),
    ),
    section(
      'Corrections and failure reports',
      `Per session each week: corrections of how the agent works (the stuff of rules) and failure reports — the user saying the result is wrong after the agent changed something (feedback on the work, never proposed as a rule).`,
      `${feedbackChart(report)}<p>${escape(feedbackLine(report))}.</p>`,
    ),
    section('Tips', '', tipTable(report.tips)),
    section('Patterns', '', patternTable(report)),
    section('Weeks', '', weekTable(report)),
    section('Delegation and corrections', '', delegationPart(report)),
  ].join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** How every weekly chart reads: its time axis, its scale, its tooltips. */
const READING_NOTE = `How to read the weekly charts: weeks stand at their dates (a bar is one week wide), so weeks without sessions are a gap and lines break across it. ${robustAxisNote('drawn pale (a hollow marker on a line)')} Every mark's tooltip gives its exact value, week and sessions.`;

function rateNote(report: Report): string {
  const left = report.patterns.length - chartedPatterns(report).length;
  return (
    'Occurrences per 100 tool calls; a dashed line marks the first session a tip was shown in.' +
    (left > 0 ? ` The ${formatCount(report.patterns.length - left)} most frequent patterns; ${formatCount(left)} more in the Patterns table.` : '') +
    ` A hollow marker: a week of fewer than ${LOW_SAMPLE_SESSIONS} sessions.`
  );
}

const STYLE = `
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #111827; margin: 24px auto; max-width: 820px; padding: 0 16px; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 4px; }
p.note, p.summary { color: #4b5563; margin: 0 0 8px; }
table { border-collapse: collapse; width: 100%; margin: 6px 0; font-variant-numeric: tabular-nums; }
th, td { border-bottom: 1px solid #e5e7eb; padding: 4px 8px; text-align: left; } td.n, th.n { text-align: right; } td:first-child { white-space: nowrap; }
svg { display: block; width: 100%; height: auto; background: #fafafa; border: 1px solid #e5e7eb; }
svg text { font: 11px system-ui, sans-serif; fill: #374151; } svg text.clipped { font-weight: 600; fill: #111827; }
.effective { color: #15803d; } .worse { color: #b91c1c; } .no-effect { color: #92400e; } .insufficient-data { color: #6b7280; }
`;

function section(title: string, note: string, content: string): string {
  return `<section><h2>${escape(title)}</h2>${note ? `<p class="note">${escape(note)}</p>` : ''}${content}</section>`;
}

function tipTable(tips: readonly ReportTip[]): string {
  if (tips.length === 0) return '<p class="note">No tip shown yet.</p>';
  return table(
    ['Tip', 'Repository', 'Shown in', 'Rate shown', 'Rate not shown', 'Before / after', 'Change', 'Verdict'],
    tips.map((tip) => [
      tipName(tip),
      tip.repo ?? NOT_MEASURED,
      formatCount(tip.exposedSessions),
      rateText(tip.exposedRatePer100),
      tip.comparedWith === 'before' ? `${rateText(tip.beforeRatePer100)} (before)` : rateText(tip.controlRatePer100),
      `${rateText(tip.beforeRatePer100)} / ${rateText(tip.afterRatePer100)}`,
      changeText(tip.change),
      { text: tip.verdict, className: tip.verdict },
    ]),
    [2, 3, 4, 5, 6],
  );
}

function patternTable(report: Report): string {
  if (report.patterns.length === 0) return '<p class="note">No pattern found yet.</p>';
  return columnsTable(PATTERN_COLUMNS, report.patterns.map(patternCells));
}

function weekTable(report: Report): string {
  return columnsTable(WEEK_COLUMNS, report.weeks.map(weekCells));
}

/** A table of columns the text report shares: right-aligned columns are the numeric ones. */
function columnsTable(columns: readonly Column[], rows: ReadonlyArray<readonly Cell[]>): string {
  return table(
    columns.map((column) => column.header),
    rows,
    columns.flatMap((column, index) => (column.align === 'right' ? [index] : [])),
  );
}

function delegationPart(report: Report): string {
  const { delegation } = report;
  const line =
    delegation.points > 0
      ? `${formatCount(delegation.points)} delegation suggestion points; the agent delegated soon after ${formatCount(delegation.delegatedSoonAfter)} of ${formatCount(delegation.points - delegation.open)} settled${delegation.rate !== null ? ` (${formatPercent(delegation.rate)})` : ''}.`
      : 'No delegation suggestion points.';
  const clusters =
    report.correctionClusters.length > 0
      ? table(
          ['Rule from corrections', 'Sessions', 'Status'],
          report.correctionClusters.map((cluster) => [cluster.content, formatCount(cluster.sessions), cluster.status]),
          [1],
        )
      : '<p class="note">No correction clusters.</p>';
  return `<p>${escape(line)}</p>${clusters}`;
}

type Cell = string | { text: string; className: string };

function table(headers: readonly string[], rows: ReadonlyArray<readonly Cell[]>, numeric: readonly number[] = []): string {
  const head = headers.map((header, index) => `<th${numeric.includes(index) ? ' class="n"' : ''}>${escape(header)}</th>`).join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${row
          .map((cell, index) => {
            const text = typeof cell === 'string' ? cell : cell.text;
            const classes = [...(numeric.includes(index) ? ['n'] : []), ...(typeof cell === 'string' ? [] : [cell.className])];
            return `<td${classes.length > 0 ? ` class="${classes.join(' ')}"` : ''}>${escape(text)}</td>`;
          })
          .join('')}</tr>`,
    )
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export { escape } from './chart/escape.js';
