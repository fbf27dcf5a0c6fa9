/**
 * `tip-miner report --html FILE`: the report as one self-contained page — no network, no script, no
 * external font or style: inline CSS and SVG charts (weekly pattern rates with each tip's first exposure
 * marked, shown against not shown per tip, tokens per session by week, corrections and failure reports
 * per session by week) and the report's tables. Every text is HTML-escaped: names and rules come from logs.
 */
import { weekOf, type Report, type ReportTip } from '../views/report.js';
import { formatCount, formatPercent, formatTokens, NOT_MEASURED } from './numbers.js';
import { changeText, PATTERN_COLUMNS, patternCells, rateText, tipName, WEEK_COLUMNS, weekCells } from './report-cells.js';
import { feedbackLine } from './report-text.js';
import type { Column } from './table.js';

const PALETTE = ['#2563eb', '#dc2626', '#16a34a', '#9333ea', '#ea580c', '#0891b2', '#ca8a04', '#db2777', '#4b5563', '#65a30d'];
const WIDTH = 760;
const HEIGHT = 260;
const MARGIN = { top: 16, right: 16, bottom: 40, left: 48 };

export function renderReportHtml(report: Report, generatedAt: Date = new Date()): string {
  const title = `tip-miner report — ${report.repo ?? 'all repositories'}`;
  const period = report.period ? `${report.period.from.slice(0, 10)} to ${report.period.to.slice(0, 10)}` : 'no sessions';
  const body = [
    `<h1>${escape(title)}</h1>`,
    `<p class="summary">${formatCount(report.sessions)} sessions, ${escape(period)}, ${formatCount(report.toolCalls)} tool calls; ` +
      `${report.detectionRate !== null ? formatPercent(report.detectionRate) : NOT_MEASURED} of sessions show a pattern. ` +
      `Generated ${escape(generatedAt.toISOString().slice(0, 16).replace('T', ' '))} UTC.</p>`,
    section('Pattern rates by week', 'Occurrences per 100 tool calls; a dashed line marks the first session a tip was shown in.', rateChart(report)),
    section(
      'Tips: shown against not shown',
      'Rate per 100 tool calls in the sessions that were shown the tip and in those compared with them.',
      tipChart(report.tips),
    ),
    section('Tokens per session by week', 'Median tokens per session: input, cache read and output.', tokenChart(report)),
    section(
      'Corrections and failure reports',
      'Per session each week: corrections of how the agent works (the stuff of rules) and failure reports — the user saying the result is wrong after the agent changed something (feedback on the work, never proposed as a rule).',
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

const STYLE = `
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #111827; margin: 24px auto; max-width: 820px; padding: 0 16px; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 28px 0 4px; }
p.note, p.summary { color: #4b5563; margin: 0 0 8px; }
table { border-collapse: collapse; width: 100%; margin: 6px 0; font-variant-numeric: tabular-nums; }
th, td { border-bottom: 1px solid #e5e7eb; padding: 4px 8px; text-align: left; } td.n, th.n { text-align: right; } td:first-child { white-space: nowrap; }
svg { display: block; width: 100%; height: auto; background: #fafafa; border: 1px solid #e5e7eb; }
svg text { font: 11px system-ui, sans-serif; fill: #374151; }
.legend span { display: inline-block; margin-right: 14px; } .legend i { display: inline-block; width: 10px; height: 10px; margin-right: 4px; }
.effective { color: #15803d; } .worse { color: #b91c1c; } .no-effect { color: #92400e; } .insufficient-data { color: #6b7280; }
`;

function section(title: string, note: string, content: string): string {
  return `<section><h2>${escape(title)}</h2>${note ? `<p class="note">${escape(note)}</p>` : ''}${content}</section>`;
}

/** One line per pattern over the weeks, and a dashed mark at each tip's first exposure. */
function rateChart(report: Report): string {
  const weeks = report.weeks.map((week) => week.week);
  if (weeks.length === 0 || report.patterns.length === 0) return '<p class="note">No pattern found yet.</p>';
  const patterns = report.patterns.slice(0, PALETTE.length);
  const max = Math.max(0.01, ...patterns.flatMap((pattern) => pattern.weeks.map((week) => week.ratePer100)));
  const x = (index: number) =>
    MARGIN.left + (weeks.length === 1 ? (WIDTH - MARGIN.left - MARGIN.right) / 2 : (index * (WIDTH - MARGIN.left - MARGIN.right)) / (weeks.length - 1));
  const y = (value: number) => HEIGHT - MARGIN.bottom - (value / max) * (HEIGHT - MARGIN.top - MARGIN.bottom);
  const lines = patterns.map((pattern, index) => {
    const points = pattern.weeks.map((week, at) => `${x(at).toFixed(1)},${y(week.ratePer100).toFixed(1)}`).join(' ');
    const dots = pattern.weeks
      .map((week, at) => `<circle cx="${x(at).toFixed(1)}" cy="${y(week.ratePer100).toFixed(1)}" r="2.5" fill="${colour(index)}"/>`)
      .join('');
    return `<polyline fill="none" stroke="${colour(index)}" stroke-width="2" points="${points}"><title>${escape(pattern.patternId)}</title></polyline>${dots}`;
  });
  const marks = firstExposures(report.tips).flatMap(({ tip, week }) => {
    const at = weeks.indexOf(week);
    if (at === -1) return [];
    return [
      `<line x1="${x(at).toFixed(1)}" x2="${x(at).toFixed(1)}" y1="${MARGIN.top}" y2="${HEIGHT - MARGIN.bottom}" stroke="#6b7280" stroke-dasharray="4 3"><title>${escape(`${tip} first shown`)}</title></line>`,
    ];
  });
  const labels = weeks.map((week, at) =>
    at % Math.ceil(weeks.length / 8) === 0
      ? `<text x="${x(at).toFixed(1)}" y="${HEIGHT - MARGIN.bottom + 16}" text-anchor="middle">${escape(week.slice(5))}</text>`
      : '',
  );
  return chart('Pattern rates by week', [...axes(max), ...marks, ...lines, ...labels].join(''), legend(patterns.map((pattern) => pattern.patternId)));
}

/** For each tip, two bars: its rate where shown, and where not (the control, or before its first exposure). */
function tipChart(tips: readonly ReportTip[]): string {
  const measured = tips.filter((tip) => tip.exposedRatePer100 !== null).slice(0, 12);
  if (measured.length === 0) return '<p class="note">No session shows a tip yet: inject them at session start (tip-miner hook session-start).</p>';
  const other = (tip: ReportTip) => (tip.comparedWith === 'before' ? tip.beforeRatePer100 : tip.controlRatePer100) ?? 0;
  const max = Math.max(0.01, ...measured.flatMap((tip) => [tip.exposedRatePer100 ?? 0, other(tip)]));
  const band = (WIDTH - MARGIN.left - MARGIN.right) / measured.length;
  const barWidth = Math.min(36, band / 3);
  const y = (value: number) => HEIGHT - MARGIN.bottom - (value / max) * (HEIGHT - MARGIN.top - MARGIN.bottom);
  const bars = measured.map((tip, index) => {
    const left = MARGIN.left + index * band + band / 2 - barWidth;
    const bar = (value: number, offset: number, fill: string, what: string) =>
      `<rect x="${(left + offset).toFixed(1)}" y="${y(value).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${(HEIGHT - MARGIN.bottom - y(value)).toFixed(1)}" fill="${fill}"><title>${escape(`${tip.patternId}: ${what} ${value.toFixed(2)}`)}</title></rect>`;
    return (
      bar(tip.exposedRatePer100 ?? 0, 0, PALETTE[0] ?? '#2563eb', 'shown') +
      bar(other(tip), barWidth, '#9ca3af', 'not shown') +
      `<text x="${(left + barWidth).toFixed(1)}" y="${HEIGHT - MARGIN.bottom + 16}" text-anchor="middle">${escape(shortName(tip.patternId))}</text>`
    );
  });
  return chart(
    'Tips: shown against not shown',
    [...axes(max), ...bars].join(''),
    legend(['shown', 'not shown (control, or before)'], [PALETTE[0] ?? '#2563eb', '#9ca3af']),
  );
}

/** Stacked bars of the median tokens per session each week. */
function tokenChart(report: Report): string {
  if (report.weeks.length === 0) return '<p class="note">No sessions.</p>';
  const parts = (week: Report['weeks'][number]) => [week.tokens.input.median, week.tokens.cacheRead.median, week.tokens.output.median];
  const most = Math.max(0, ...report.weeks.map((week) => parts(week).reduce((a, b) => a + b, 0)));
  if (most === 0) {
    const empty = `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle">No token usage recorded in these sessions</text>`;
    return chart('Tokens per session by week', empty, '');
  }
  const max = most;
  const band = (WIDTH - MARGIN.left - MARGIN.right) / report.weeks.length;
  const barWidth = Math.max(2, Math.min(40, band * 0.7));
  const scale = (value: number) => (value / max) * (HEIGHT - MARGIN.top - MARGIN.bottom);
  const colours = ['#2563eb', '#93c5fd', '#16a34a'];
  const bars = report.weeks.map((week, index) => {
    let top = HEIGHT - MARGIN.bottom;
    const x = MARGIN.left + index * band + (band - barWidth) / 2;
    const rects = parts(week).map((value, part) => {
      top -= scale(value);
      return `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${barWidth.toFixed(1)}" height="${scale(value).toFixed(1)}" fill="${colours[part] ?? '#999'}"><title>${escape(`${week.week}: ${formatTokens(value)}`)}</title></rect>`;
    });
    const label =
      index % Math.ceil(report.weeks.length / 8) === 0
        ? `<text x="${(x + barWidth / 2).toFixed(1)}" y="${HEIGHT - MARGIN.bottom + 16}" text-anchor="middle">${escape(week.week.slice(5))}</text>`
        : '';
    return rects.join('') + label;
  });
  return chart('Tokens per session by week', [...axes(max, formatTokens), ...bars].join(''), legend(['input', 'cache read', 'output'], colours));
}

/** Per week, two bars: corrections and failure reports per session. */
function feedbackChart(report: Report): string {
  if (report.weeks.length === 0) return '<p class="note">No sessions.</p>';
  const perSession = (week: Report['weeks'][number]) => [week.feedback.corrections.perSession ?? 0, week.feedback.failureReports.perSession ?? 0];
  const max = Math.max(0, ...report.weeks.flatMap(perSession));
  if (max === 0) {
    const empty = `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle">No correction or failure report in these sessions</text>`;
    return chart('Corrections and failure reports per session by week', empty, '');
  }
  const band = (WIDTH - MARGIN.left - MARGIN.right) / report.weeks.length;
  const barWidth = Math.max(1, Math.min(24, band * 0.35));
  const y = (value: number) => HEIGHT - MARGIN.bottom - (value / max) * (HEIGHT - MARGIN.top - MARGIN.bottom);
  const colours = ['#2563eb', '#dc2626'];
  const names = ['corrections', 'failure reports'];
  const bars = report.weeks.map((week, index) => {
    const left = MARGIN.left + index * band + band / 2 - barWidth;
    const rects = perSession(week).map(
      (value, part) =>
        `<rect x="${(left + part * barWidth).toFixed(1)}" y="${y(value).toFixed(1)}" width="${barWidth.toFixed(1)}" height="${(HEIGHT - MARGIN.bottom - y(value)).toFixed(1)}" fill="${colours[part] ?? '#999'}"><title>${escape(`${week.week}: ${value.toFixed(2)} ${names[part] ?? ''} per session`)}</title></rect>`,
    );
    const label =
      index % Math.ceil(report.weeks.length / 8) === 0
        ? `<text x="${(left + barWidth).toFixed(1)}" y="${HEIGHT - MARGIN.bottom + 16}" text-anchor="middle">${escape(week.week.slice(5))}</text>`
        : '';
    return rects.join('') + label;
  });
  return chart('Corrections and failure reports per session by week', [...axes(max), ...bars].join(''), legend(names, colours));
}

function chart(label: string, content: string, legendHtml: string): string {
  return `<svg viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escape(label)}" xmlns="http://www.w3.org/2000/svg">${content}</svg>${legendHtml}`;
}

function axes(max: number, format: (value: number) => string = (value) => value.toFixed(2)): string[] {
  const bottom = HEIGHT - MARGIN.bottom;
  const ticks = [0, 0.5, 1].map((share) => {
    const y = bottom - share * (bottom - MARGIN.top);
    return `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${y}" y2="${y}" stroke="#e5e7eb"/><text x="${MARGIN.left - 6}" y="${y + 4}" text-anchor="end">${escape(format(max * share))}</text>`;
  });
  return [...ticks, `<line x1="${MARGIN.left}" x2="${MARGIN.left}" y1="${MARGIN.top}" y2="${bottom}" stroke="#9ca3af"/>`];
}

function legend(names: readonly string[], colours: readonly string[] = PALETTE): string {
  return `<p class="legend">${names.map((name, index) => `<span><i style="background:${colours[index % colours.length] ?? '#999'}"></i>${escape(name)}</span>`).join('')}</p>`;
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

function firstExposures(tips: readonly ReportTip[]): Array<{ tip: string; week: string }> {
  return tips.map((tip) => ({ tip: tip.patternId, week: weekOf(Date.parse(tip.firstExposure)) }));
}

function shortName(id: string): string {
  return id.length > 18 ? `${id.slice(0, 17)}…` : id;
}

function colour(index: number): string {
  return PALETTE[index % PALETTE.length] ?? '#111827';
}

/** Text made safe for HTML content and attribute values. */
export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
