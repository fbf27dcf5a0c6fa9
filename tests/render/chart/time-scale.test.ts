/** The x axis of a weekly chart is time: a gap of weeks is a gap, and labels carry the year. */
import { describe, expect, it } from 'vitest';
import { consecutiveRuns, timeTicks, weekScale } from '../../../src/render/chart/time-scale.js';

describe('weekScale', () => {
  it('places a week after a four-month gap ~17 weeks further, and every week one week wide', () => {
    const scale = weekScale(['2025-06-02', '2025-06-09', '2025-10-06'], 50, 750);
    const [a, b, c] = ['2025-06-02', '2025-06-09', '2025-10-06'].map((week) => scale.band(week).centre) as [number, number, number];
    expect(b - a).toBeCloseTo(scale.weekWidth, 6);
    expect((c - b) / scale.weekWidth).toBeCloseTo(17, 6);
    expect(scale.band('2025-10-06').right - scale.band('2025-10-06').left).toBeCloseTo(scale.weekWidth, 6);
    expect(scale.band('2025-06-02').left).toBe(50);
    expect(scale.band('2025-10-06').right).toBeCloseTo(750, 6);
  });

  it.each([
    ['one week', ['2026-01-05'], [['2026-01-05']]],
    ['consecutive', ['2026-01-05', '2026-01-12', '2026-01-19'], [['2026-01-05', '2026-01-12', '2026-01-19']]],
    ['a gap of one week', ['2026-01-05', '2026-01-19'], [['2026-01-05'], ['2026-01-19']]],
    [
      'a gap of four months',
      ['2025-06-02', '2025-06-09', '2025-10-06', '2025-10-13'],
      [
        ['2025-06-02', '2025-06-09'],
        ['2025-10-06', '2025-10-13'],
      ],
    ],
    ['across the new year', ['2025-12-22', '2025-12-29', '2026-01-05'], [['2025-12-22', '2025-12-29', '2026-01-05']]],
  ])('runs of consecutive weeks: %s', (_case, weeks, runs) => {
    expect(consecutiveRuns(weeks, (week) => week)).toEqual(runs);
  });
});

describe('timeTicks', () => {
  const width = 760;
  const weeksFrom = (first: string, count: number, every = 1) =>
    Array.from({ length: count }, (_, at) => new Date(Date.parse(`${first}T00:00:00Z`) + at * every * 7 * 86_400_000).toISOString().slice(0, 10));

  it.each([
    ['two weeks', weeksFrom('2026-03-02', 2)],
    ['ten weeks', weeksFrom('2026-03-02', 10)],
    ['November to February', weeksFrom('2025-11-03', 17)],
    ['June 2025 to April 2026, with gaps', ['2025-06-09', '2025-06-16', '2025-07-14', '2025-10-27', '2026-01-05', '2026-04-13']],
    ['three years', weeksFrom('2023-01-02', 60, 3)],
    ['twenty years', weeksFrom('2006-01-02', 100, 11)],
  ])('%s: labels never overlap, stay in the picture, and the first and each new year say the year', (_case, weeks) => {
    const ticks = timeTicks(weekScale(weeks, 56, 740), width);
    expect(ticks.length).toBeGreaterThan(0);
    const halves = ticks.map((tick) => (tick.label.length * 6.6) / 2);
    ticks.forEach((tick, at) => {
      expect(tick.x - (halves[at] ?? 0)).toBeGreaterThanOrEqual(0);
      expect(tick.x + (halves[at] ?? 0)).toBeLessThanOrEqual(width);
      const next = ticks[at + 1];
      if (next) expect(next.x - tick.x).toBeGreaterThan((halves[at] ?? 0) + (halves[at + 1] ?? 0));
    });
    expect(ticks[0]?.label).toMatch(/\b(19|20)\d\d$/);
    const years = ticks.map((tick) => /\b((?:19|20)\d\d)$/.exec(tick.label)?.[1]);
    const spanned = new Set(weeks.map((week) => week.slice(0, 4)));
    if (spanned.size > 1) expect(years.filter(Boolean).length).toBeGreaterThan(1);
  });

  it('labels months across two years as "Sep 2025" … "Jan 2026"', () => {
    const labels = timeTicks(weekScale(weeksFrom('2025-09-01', 30), 56, 740), width).map((tick) => tick.label);
    expect(labels).toEqual(['Sep 2025', 'Oct', 'Nov', 'Dec', 'Jan 2026', 'Feb', 'Mar']);
  });

  it('labels the weeks of November to February every other week, the year at the first and in January', () => {
    const labels = timeTicks(weekScale(weeksFrom('2025-11-03', 17), 56, 740), width).map((tick) => tick.label);
    expect(labels[0]).toBe('3 Nov 2025');
    expect(labels.filter((label) => label.endsWith('2026'))).toEqual(['12 Jan 2026']);
  });

  it('labels the weeks of a short period by their Monday, the year on the first', () => {
    expect(timeTicks(weekScale(weeksFrom('2026-03-02', 3), 56, 740), width).map((tick) => tick.label)).toEqual(['2 Mar 2026', '9 Mar', '16 Mar']);
  });
});
