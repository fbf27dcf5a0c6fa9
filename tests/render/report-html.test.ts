/** The HTML report is one self-contained page: no script, no request, every text from a log escaped. */
import { describe, expect, it } from 'vitest';
import { escape, renderReportHtml } from '../../src/render/report-html.js';
import { buildReport, type Report, type ReportSession } from '../../src/views/report.js';

const hostile = '<img src=x onerror=alert(1)>"\'&';

function session(day: number, shown: boolean): ReportSession {
  return {
    repo: hostile,
    startMs: Date.UTC(2026, 0, 5 + day),
    endMs: Date.UTC(2026, 0, 5 + day) + 60_000,
    toolCalls: 100,
    tokens: { input: 1000, output: 200, cacheCreation: 0, cacheRead: 50_000 },
    occurrences: new Map([['sequential-reads', { count: shown ? 1 : 6, wastedTokens: 900 }]]),
    exposedTo: new Map(shown ? [['sequential-reads', Date.UTC(2026, 0, 5 + day) / 1000]] : []),
    feedback: { corrections: day % 5 === 0 ? 1 : 0, failureReports: day % 3 === 0 ? 2 : 0 },
  };
}

describe('renderReportHtml', () => {
  const report = buildReport({
    repo: hostile,
    sessions: Array.from({ length: 20 }, (_, day) => session(day, day >= 6 && day % 2 === 0)),
    delegation: { points: 3, delegatedSoonAfter: 1, open: 0, rate: 1 / 3 },
    proposals: [{ id: 'mem-1', content: `Use pnpm ${hostile}`, sessions: 2, status: 'pending' }],
    effect: { minSessions: 5, alpha: 0.05 },
  });
  const html = renderReportHtml(report, new Date('2026-02-01T00:00:00Z'));

  it('has its four charts and its tables, and asks for nothing outside itself', () => {
    expect(html.match(/<svg /g)).toHaveLength(4);
    expect(html).toContain('<table>');
    expect(html).not.toMatch(/<script|<link|@import|url\(|src=["']?https?:/i);
    expect(html).toContain('Content-Security-Policy" content="default-src \'none\'');
  });

  it('escapes every text that came from a log', () => {
    expect(html).not.toContain('<img');
    expect(html).not.toContain('onerror=alert(1)>');
    expect(html).toContain(escape(`Use pnpm ${hostile}`));
    expect(escape(hostile)).toBe('&#60;img src=x onerror=alert(1)&#62;&#34;&#39;&#38;');
  });

  it('gives each tip bar a tooltip with its rate, sessions and verdict', () => {
    expect(chartOf(html, 'Tips: shown against not shown')).toMatch(
      /<title>sequential-reads \(&#60;img[^<]*\): 1\.00 per 100 tool calls where shown \(7 sessions\); verdict effective<\/title>/,
    );
  });

  it('marks the first exposure and shows the verdict', () => {
    expect(html).toMatch(/<line class="exposure" [^>]*stroke-dasharray="4 3"><title>sequential-reads first shown 2026-01-11 in &#60;img/);
    expect(html).toContain('<td class="effective">effective</td>');
  });

  it.each([
    // 20 sessions, one a day from Monday 5 January: a correction every 5th day, two failure reports every 3rd
    [
      'the period',
      'Corrections (how to work): 4 in 4 sessions (20% of sessions), 0.20 per session. Failure reports (the result is wrong; never proposed as rules): 14 in 7 sessions (35% of sessions), 0.70 per session',
    ],
    ['the first week: corrections on days 0 and 5 of 7', '<title>Week of 2026-01-05, 7 sessions: 0.29 corrections per session (2 in 2 sessions)</title>'],
    [
      'the first week: two failure reports on days 0, 3 and 6',
      '<title>Week of 2026-01-05, 7 sessions: 0.86 failure reports per session (6 in 3 sessions)</title>',
    ],
    ['the weeks table', '<td class="n">2 / 6</td></tr>'],
  ])('shows the corrections and failure reports apart: %s', (_case, text) => {
    expect(html).toContain(text);
  });

  it('says so when the sessions hold no correction and no failure report', () => {
    const quiet = buildReport({
      repo: 'acme/quiet',
      sessions: [{ ...session(0, false), feedback: { corrections: 0, failureReports: 0 } }],
      delegation: { points: 0, delegatedSoonAfter: 0, open: 0, rate: null },
      proposals: [],
      effect: { minSessions: 5, alpha: 0.05 },
    });
    expect(renderReportHtml(quiet)).toContain('No correction or failure report in these sessions');
  });
});

/** The inside of the chart named `label`. */
function chartOf(html: string, label: string): string {
  const found = new RegExp(`<svg [^>]*aria-label="${label}"[^>]*>([\\s\\S]*?)</svg>`).exec(html);
  if (!found?.[1]) throw new Error(`no chart ${label}`);
  return found[1];
}

/** A session of one week (Monday YYYY-MM-DD), its tokens and pattern occurrences. */
function weekSession(week: string, options: { tokens?: Partial<ReportSession['tokens']>; found?: number; day?: number } = {}): ReportSession {
  const start = Date.parse(`${week}T09:00:00Z`) + (options.day ?? 0) * 86_400_000;
  return {
    repo: 'acme/widgets',
    startMs: start,
    endMs: start + 600_000,
    toolCalls: 50,
    tokens: { input: 1000, output: 500, cacheCreation: 4000, cacheRead: 20_000, ...options.tokens },
    occurrences: new Map([['sequential-reads', { count: options.found ?? 2, wastedTokens: 100 }]]),
    exposedTo: new Map(),
    feedback: { corrections: 0, failureReports: 0 },
  };
}

function reportOf(sessions: ReportSession[]): Report {
  return buildReport({
    repo: 'acme/widgets',
    sessions,
    delegation: { points: 0, delegatedSoonAfter: 0, open: 0, rate: null },
    proposals: [],
    effect: { minSessions: 5, alpha: 0.05 },
  });
}

/** Three sessions a week (not a low sample). */
const threeOf = (week: string, options: Parameters<typeof weekSession>[1] = {}) => [0, 1, 2].map((day) => weekSession(week, { ...options, day }));

describe('the charts of renderReportHtml', () => {
  it('puts weeks at their dates: the week after a four-month gap is ~17 weeks further, and no line bridges the gap', () => {
    const weeks = ['2025-06-02', '2025-06-09', '2025-10-06', '2025-10-13'];
    const html = renderReportHtml(reportOf(weeks.flatMap((week) => threeOf(week))));
    const rates = chartOf(html, 'Pattern rates by week');
    const xOf = (week: string) => Number(new RegExp(`<circle cx="([\\d.]+)"[^>]*><title>sequential-reads, week of ${week}`).exec(rates)?.[1]);
    const [a, b, c, d] = weeks.map(xOf) as [number, number, number, number];
    const week = b - a;
    expect(week).toBeGreaterThan(0);
    expect((c - b) / week).toBeGreaterThan(16.9);
    expect((c - b) / week).toBeLessThan(17.1);
    expect(d - c).toBeCloseTo(week, 0);
    const segments = [...rates.matchAll(/<path d="M([^"]+)" fill="none" stroke=/g)].map((match) =>
      (match[1] ?? '').split('L').map((point) => Number(point.split(' ')[0])),
    );
    expect(segments).toHaveLength(2);
    for (const xs of segments) expect(xs.every((x) => x <= b + 0.1) || xs.every((x) => x >= c - 0.1)).toBe(true);
    // the bars are a week wide wherever they fall
    const tokens = chartOf(html, 'Tokens per session by week');
    const widths = new Set([...tokens.matchAll(/<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)"[^>]*><title>Week of/g)].map((match) => match[1]));
    expect(widths.size).toBe(1);
    expect(Number([...widths][0])).toBeLessThanOrEqual(week);
  });

  it('labels the time axis with the year across two years, and its value axis with round ticks', () => {
    const html = renderReportHtml(
      reportOf(['2025-11-03', '2025-12-01', '2026-01-05', '2026-02-02'].flatMap((week) => threeOf(week, { tokens: { cacheRead: 14_760 } }))),
    );
    for (const label of ['Pattern rates by week', 'Tokens per session by week']) {
      const chart = chartOf(html, label);
      const texts = [...chart.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
      expect(
        texts.some((text) => text.endsWith('2025')),
        label,
      ).toBe(true);
      expect(
        texts.some((text) => text.endsWith('2026')),
        label,
      ).toBe(true);
    }
    const ticks = [...chartOf(html, 'Tokens per session by week').matchAll(/text-anchor="end">([^<]*)</g)].map((match) => match[1]);
    expect(ticks).toEqual(['0', '5k', '10k', '15k', '20k', '25k']);
  });

  it('shows cache writes as a series of their own, and says "not measured" of a kind no session records', () => {
    const measured = chartOf(renderReportHtml(reportOf(threeOf('2026-01-05'))), 'Tokens per session by week');
    expect(measured).toContain('<title>Week of 2026-01-05, 3 sessions: cache write 4,000 tokens per session (median; p90 4,000)</title>');
    expect(measured).toContain('>cache write</text>');
    for (const kind of ['input', 'cache read', 'output']) expect(measured).toContain(`>${kind}</text>`);
    const codex = chartOf(renderReportHtml(reportOf(threeOf('2026-01-05', { tokens: { cacheCreation: 0 } }))), 'Tokens per session by week');
    expect(codex).toContain('>cache write (not measured)</text>');
    expect(codex).toContain('cache read 20,000 tokens per session (median; p90 20,000); not recorded: cache write</title>');
    const none = chartOf(
      renderReportHtml(reportOf([weekSession('2026-01-05', { tokens: { input: 0, output: 0, cacheCreation: 0, cacheRead: 0 } }), ...threeOf('2026-01-19')])),
      'Tokens per session by week',
    );
    expect(none).toContain('<title>Week of 2026-01-05, 1 session: no token usage recorded</title>');
  });

  it('does not let one single-session week set the scale: it is pale, cut at the top, its value written', () => {
    const weeks = ['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26', '2026-02-02'];
    const sessions = [...weeks.flatMap((week) => threeOf(week)), weekSession('2026-02-09', { tokens: { cacheRead: 5_000_000 } })];
    const tokens = chartOf(renderReportHtml(reportOf(sessions)), 'Tokens per session by week');
    const ticks = [...tokens.matchAll(/text-anchor="end">([^<]*)</g)].map((match) => match[1]);
    expect(ticks[ticks.length - 1]).toBe('30k');
    expect(tokens).toMatch(/class="clipped"[^>]*>5\.0M<\/text>/);
    expect(tokens).toMatch(
      /fill-opacity="0.45" stroke="#56B4E9" stroke-width="1"><title>Week of 2026-02-09, 1 session: cache read 5,000,000 tokens per session/,
    );
    expect(tokens).toContain('pale: fewer than 3 sessions that week');
    // the same week of three sessions sets the scale
    const steady = chartOf(
      renderReportHtml(reportOf([...weeks.flatMap((week) => threeOf(week)), ...threeOf('2026-02-09', { tokens: { cacheRead: 5_000_000 } })])),
      'Tokens per session by week',
    );
    expect(steady).not.toContain('class="clipped"');
    expect([...steady.matchAll(/text-anchor="end">([^<]*)</g)].map((match) => match[1]).pop()).toBe('6M');
  });

  it('gives every mark of the weekly charts a tooltip with its value, its week with the year and its sessions', () => {
    const sessions = [
      ...threeOf('2025-12-29'),
      weekSession('2026-01-12', { found: 40, tokens: { cacheRead: 9_000_000 } }),
      ...threeOf('2026-01-19'),
      ...threeOf('2026-01-26'),
    ];
    const html = renderReportHtml(reportOf(sessions));
    for (const label of ['Pattern rates by week', 'Tokens per session by week']) {
      const chart = chartOf(html, label);
      expect(chart, label).toContain('class="clipped"');
      // the marks of the plot: filled shapes above the time axis labels (y < 250), the break's white gap aside
      const marks = [...chart.matchAll(/<(rect|circle|path)\b([^>]*)>(<title>[^<]*<\/title>)?/g)].filter((match) => {
        const y = Number(/\b(?:y|cy)="([\d.]+)"/.exec(match[2] ?? '')?.[1] ?? /d="M[\d.]+ ([\d.]+)/.exec(match[2] ?? '')?.[1]);
        return y < 250 && !/fill="(none|#ffffff)"/.test(match[2] ?? '');
      });
      expect(marks.length, label).toBeGreaterThanOrEqual(4);
      for (const mark of marks) expect(mark[3] ?? `no title: ${mark[0]}`, label).toMatch(/[Ww]eek of 20\d\d-\d\d-\d\d[^<]*\d+ sessions?\b/);
      expect(html).toMatch(new RegExp(`role="img" aria-label="${label}"[^>]*><desc>[^<]+</desc>`));
    }
  });
});
