/** Scores decay to the repository's latest session, not to today: old histories still rank. */
import { describe, expect, it } from 'vitest';
import { patternScore, rankingTime } from '../../src/views/tool-patterns.js';
import { lastActivityMs } from '../../src/views/repo-list.js';

const NOW = 1_790_000_000; // epoch seconds
const DAY = 86_400;

describe('rankingTime', () => {
  it.each([
    ['a repository last active 60 days ago: its latest session', (NOW - 60 * DAY) * 1000, NOW - 60 * DAY],
    ['activity in the future (a clock ahead): now', (NOW + DAY) * 1000, NOW],
    ['no activity known: now', undefined, NOW],
    ['not a number: now', Number.NaN, NOW],
    ['milliseconds are cut to seconds', (NOW - DAY) * 1000 + 999, NOW - DAY],
  ])('%s', (_case, latestMs, expected) => {
    expect(rankingTime(latestMs, NOW)).toBe(expected);
  });

  it("a pattern seen in a repository's latest session scores its session count, however old the history", () => {
    const latest = NOW - 90 * DAY;
    const at = rankingTime(latest * 1000, NOW);
    expect(patternScore({ hit_count: 4, last_seen: latest }, at)).toBe(4);
    // two weeks before that session: half
    expect(patternScore({ hit_count: 4, last_seen: latest - 14 * DAY }, at)).toBeCloseTo(2, 10);
    // against today, as before, it read as nothing
    expect(patternScore({ hit_count: 4, last_seen: latest }, NOW)).toBeLessThan(0.05);
  });
});

describe('lastActivityMs', () => {
  it.each([
    ['an ISO time', { lastSeen: '2025-07-20T18:37:14.880Z' }, Date.parse('2025-07-20T18:37:14.880Z')],
    ['none', { lastSeen: undefined }, undefined],
    ['not a time', { lastSeen: 'yesterday-ish' }, undefined],
    ['no listing', undefined, undefined],
  ])('%s', (_case, listing, expected) => {
    expect(lastActivityMs(listing)).toBe(expected);
  });
});
