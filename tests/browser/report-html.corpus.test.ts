/**
 * `report --html` in a real browser: headless Chromium (Debian's /usr/bin/chromium, or $CHROMIUM; .ci/run
 * installs it) opens the page made from the crafted loop history (tests/helpers/crafted-history.ts) with
 * the network cut off — no console error, no request leaves the page, the three charts are there and
 * sized, no two texts of a chart overlap, the tips table shows the verdicts — and takes a screenshot
 * (docs/report-screenshot.png is one: REPORT_SCREENSHOT=docs/report-screenshot.png copies it there);
 * then the report of the real corpus, every repository. In the corpus project: it needs a browser and the corpus.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkout } from '../helpers/agent-logs.js';
import { buildLoopHistory, runnerFor } from '../helpers/crafted-history.js';
import { corpus } from '../helpers/paths.js';
import { tempHost } from '../helpers/host.js';

const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface PageElement {
  getBoundingClientRect(): { width: number; height: number; left: number; right: number; top: number; bottom: number };
  querySelectorAll(selector: string): ArrayLike<PageElement>;
  getAttribute(name: string): string | null;
  textContent: string | null;
}

interface PageCheck {
  charts: Array<{ label: string | null; width: number; height: number; overlaps: string[] }>;
  verdicts: Array<string | null>;
  tipBars: number;
  exposureMarks: number;
  problems: string[];
}

/** Opens `page` in headless Chromium with the network cut off, reads what the checks need, takes a screenshot. */
async function openInChromium(page: string): Promise<PageCheck> {
  const browser = await chromium.launch({ executablePath, args: FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 900, height: 1400 } });
    const tab = await context.newPage();
    const problems: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    tab.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    tab.on('request', (request) => {
      if (!request.url().startsWith('file:')) problems.push(`request: ${request.url()}`);
    });
    await tab.goto(`file://${page}`);
    // the page's elements as the checks see them (the project's types have no DOM)
    const charts = await tab.$$eval('svg', (svgs: PageElement[]) =>
      svgs.map((svg) => {
        const box = svg.getBoundingClientRect();
        // every text of the chart (axis labels, clipped values, legend) as the browser lays it out
        const texts = Array.from(svg.querySelectorAll('text')).map((text) => ({ name: text.textContent ?? '', box: text.getBoundingClientRect() }));
        const overlaps = texts.flatMap((text, at) =>
          texts
            .slice(at + 1)
            .filter(
              ({ box: other }) =>
                text.box.left < other.right - 0.5 &&
                other.left < text.box.right - 0.5 &&
                text.box.top < other.bottom - 0.5 &&
                other.top < text.box.bottom - 0.5,
            )
            .map((other) => `${text.name} / ${other.name}`),
        );
        return { label: svg.getAttribute('aria-label'), width: box.width, height: box.height, overlaps };
      }),
    );
    const verdicts = await tab.$$eval('td.effective, td.no-effect, td.worse, td.insufficient-data', (cells: PageElement[]) =>
      cells.map((cell) => cell.textContent),
    );
    const tipBars = await tab.locator('svg[aria-label="Tips: shown against not shown"] rect:has(> title)').count();
    const exposureMarks = await tab.locator('svg[aria-label="Pattern rates by week"] line.exposure').count();
    const shot = page.replace(/\.html$/, '.png');
    await tab.screenshot({ path: shot, fullPage: true });
    if (readFileSync(shot).subarray(1, 4).toString() !== 'PNG') problems.push('the screenshot is no PNG');
    return { charts, verdicts, tipBars, exposureMarks, problems };
  } finally {
    await browser.close();
  }
}

const CHARTS = ['Pattern rates by week', 'Tips: shown against not shown', 'Tokens per session by week', 'Corrections and failure reports per session by week'];

describe('report --html in headless Chromium', () => {
  it('the crafted loop history: charts present and sized, the exposure marked, verdicts in the table, no console error, no request', async () => {
    expect(existsSync(executablePath), `no Chromium at ${executablePath} (apt-get install chromium, or set CHROMIUM)`).toBe(true);
    const host = tempHost();
    const run = runnerFor(host);
    const { widgets } = await buildLoopHistory(host, run, checkout);
    const page = join(mkdtempSync(join(tmpdir(), 'tip-miner-html-')), 'report.html');
    const made = await run(widgets, ['report', '--html', page]);
    expect(made.code, made.stderr).toBe(0);
    expect(readFileSync(page, 'utf8')).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    const seen = await openInChromium(page);
    if (process.env.REPORT_SCREENSHOT) copyFileSync(page.replace(/\.html$/, '.png'), process.env.REPORT_SCREENSHOT);
    expect(seen.charts.map((chart) => chart.label)).toEqual(CHARTS);
    for (const chart of seen.charts) {
      expect(chart.width, chart.label ?? '').toBeGreaterThan(400);
      expect(chart.height, chart.label ?? '').toBeGreaterThan(100);
      expect(chart.overlaps, chart.label ?? '').toEqual([]);
    }
    expect(seen.tipBars).toBeGreaterThanOrEqual(4);
    expect(seen.exposureMarks).toBeGreaterThanOrEqual(1);
    expect(seen.verdicts).toEqual(expect.arrayContaining(['effective', 'no-effect']));
    expect(seen.problems).toEqual([]);
  }, 120_000);

  it('the real corpus, every repository: the page renders with its charts and no error', async () => {
    const host = tempHost();
    const run = runnerFor(host);
    expect((await run(host.homeDir, ['analyze', corpus('claude-code')])).code).toBe(0);
    const page = join(mkdtempSync(join(tmpdir(), 'tip-miner-html-')), 'report.html');
    expect((await run(host.homeDir, ['report', '--all-repos', '--html', page])).code).toBe(0);
    const seen = await openInChromium(page);
    // no session of the corpus was shown a tip: that chart is a line saying so
    expect(seen.charts.map((chart) => chart.label)).toEqual(CHARTS.filter((label) => !label.startsWith('Tips')));
    for (const chart of seen.charts) {
      expect(chart.width * chart.height, chart.label ?? '').toBeGreaterThan(40_000);
      expect(chart.overlaps, chart.label ?? '').toEqual([]);
    }
    expect(seen.problems).toEqual([]);
  }, 120_000);
});
