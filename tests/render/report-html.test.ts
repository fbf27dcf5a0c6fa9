/** The HTML report is one self-contained page: no script, no request, every text from a log escaped. */
import { describe, expect, it } from 'vitest';
import { escape, renderReportHtml } from '../../src/render/report-html.js';
import { buildReport, type ReportSession } from '../../src/views/report.js';

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

  it('marks the first exposure and shows the verdict', () => {
    expect(html).toMatch(/stroke-dasharray="4 3"><title>sequential-reads first shown<\/title>/);
    expect(html).toContain('<td class="effective">effective</td>');
  });

  it.each([
    // 20 sessions, one a day from Monday 5 January: a correction every 5th day, two failure reports every 3rd
    [
      'the period',
      'Corrections (how to work): 4 in 4 sessions (20% of sessions), 0.20 per session. Failure reports (the result is wrong; never proposed as rules): 14 in 7 sessions (35% of sessions), 0.70 per session',
    ],
    ['the first week: corrections on days 0 and 5 of 7', '<title>2026-01-05: 0.29 corrections per session</title>'],
    ['the first week: two failure reports on days 0, 3 and 6', '<title>2026-01-05: 0.86 failure reports per session</title>'],
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
