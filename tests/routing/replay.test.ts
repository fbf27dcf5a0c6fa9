import { describe, expect, it } from 'vitest';
import { HIT_WINDOW, replayRouting, type ReplayListing, type ReplaySession, type ReplayUse } from '../../src/routing/replay.js';
import type { RoutingSettings } from '../../src/routing/router.js';
import type { UseOutcome } from '../../src/routing/types.js';

const SETTINGS: RoutingSettings = { threshold: 0.8, maxPerSession: 2, cooldownCalls: 5, minEventsForLearned: 0 };

const WINDOW_CALLS = ['Read', 'Grep', 'Read', 'Edit', 'Bash'];
const TARGET = 'mcp__x__y';

interface Spec {
  name: string;
  keywords?: string[];
  outcome?: UseOutcome;
}

const names = (...list: string[]): Spec[] => list.map((name) => ({ name }));
const times = (count: number, name: string): Spec[] => Array.from({ length: count }, () => ({ name }));
const failed = (name: string): Spec => ({ name, outcome: 'failed' });
const withKeywords = (name: string, ...keywords: string[]): Spec => ({ name, keywords });

let clock = 0;

/** Uses numbered by line from 1, timed one second apart from the session's start. */
function stream(specs: Spec[], start: number): ReplayUse[] {
  return specs.map((spec, index) => ({
    id: `call-${index + 1}`,
    name: spec.name,
    outcome: spec.outcome ?? 'ok',
    keywords: spec.keywords ?? [],
    line: index + 1,
    at: start + index,
  }));
}

/** A session starting 1000 s after the previous one. */
function session(
  sessionId: string,
  main: Spec[],
  extra: { others?: Record<string, Spec[]>; listings?: Array<Omit<ReplayListing, 'at'> & { at?: number }>; file?: string } = {},
): ReplaySession {
  clock += 1000;
  const start = clock;
  const streams = new Map<string, ReplayUse[]>();
  for (const [id, specs] of Object.entries(extra.others ?? {})) streams.set(id, stream(specs, start));
  streams.set('main', stream(main, start));
  return {
    sessionId,
    streams,
    listings: (extra.listings ?? []).map((listing) => ({ ...listing, at: listing.at ?? start - 1 })),
    ...(extra.file !== undefined && { file: extra.file }),
  };
}

describe('replayRouting: learned tier', () => {
  function history(): ReplaySession[] {
    clock = 0;
    return [
      // T is available from the start (listed), but nothing has taught the pattern yet
      session('early', [...names(...WINDOW_CALLS), ...times(3, 'Glob')], { listings: [{ name: TARGET, added: true }] }),
      session('teach-1', names(...WINDOW_CALLS, TARGET)),
      session('teach-2', names(...WINDOW_CALLS, TARGET)),
      session('hit-next', names(...WINDOW_CALLS, TARGET), { file: '/logs/hit-next.jsonl' }),
      session('hit-late', [...names(...WINDOW_CALLS), ...times(HIT_WINDOW - 1, 'Glob'), { name: TARGET }]),
      session('miss', [...names(...WINDOW_CALLS), ...times(HIT_WINDOW, 'Glob'), failed(TARGET)]),
      session('miss-never', [...names(...WINDOW_CALLS), ...times(3, 'Glob')]),
    ];
  }

  it('scores hits and misses within 10 calls of the suggestion', () => {
    const outcome = replayRouting({ sessions: history(), settings: SETTINGS });
    expect(HIT_WINDOW).toBe(10);
    expect(outcome.replay.suggestions).toEqual([
      { sessionId: 'hit-next', file: '/logs/hit-next.jsonl', line: 5, tool: TARGET, tier: 'learned', confidence: 1, hit: true, usedAfter: 1 },
      { sessionId: 'hit-late', line: 5, tool: TARGET, tier: 'learned', confidence: 1, hit: true, usedAfter: 10 },
      { sessionId: 'miss', line: 5, tool: TARGET, tier: 'learned', confidence: 1, hit: false },
      { sessionId: 'miss-never', line: 5, tool: TARGET, tier: 'learned', confidence: 1, hit: false },
    ]);
    expect(outcome.replay.tiers).toEqual({ learned: { suggestions: 4, hits: 2, hitRate: 0.5 }, heuristic: { suggestions: 0, hits: 0 } });
    expect(outcome.replay.total).toEqual({ suggestions: 4, hits: 2, hitRate: 0.5 });
    expect(outcome.replay.sessions).toBe(7);
  });

  it('does not leak: a session is never suggested a pattern learned only later', () => {
    const sessions = history();
    const outcome = replayRouting({ sessions, settings: SETTINGS });
    // 'early' and 'miss-never' have the same main thread; only the later one knows the pattern
    expect(sessions[0]!.streams.get('main')!.map((use) => use.name)).toEqual(sessions[6]!.streams.get('main')!.map((use) => use.name));
    const suggested = new Set(outcome.replay.suggestions.map((suggestion) => suggestion.sessionId));
    expect(['early', 'teach-1', 'teach-2'].filter((id) => suggested.has(id))).toEqual([]);
    expect(suggested.has('miss-never')).toBe(true);
  });

  it('needs the second teaching session: one is not enough', () => {
    const sessions = history().filter((replayed) => replayed.sessionId !== 'teach-2');
    const outcome = replayRouting({ sessions, settings: SETTINGS });
    // 'hit-next' is now the second observation: it teaches the pattern but is not suggested it
    expect(outcome.replay.suggestions.map((suggestion) => suggestion.sessionId)).toEqual(['hit-late', 'miss', 'miss-never']);
  });

  it('ends with the patterns and the registry of the whole history', () => {
    const outcome = replayRouting({ sessions: history(), settings: SETTINGS });
    expect(outcome.patterns).toEqual([{ target: TARGET, preceding: WINDOW_CALLS, frequency: 3 }]);
    expect(outcome.events).toBe(8 + 6 + 6 + 6 + 15 + 16 + 8);
    const target = outcome.registry.find((entry) => entry.name === TARGET);
    expect(target).toEqual({
      name: TARGET,
      kind: 'mcp',
      server: 'x',
      sources: ['listed', 'logs'],
      uses: 5,
      failures: 1,
      refused: 0,
      lastSeen: 6000 + 15,
      status: 'active',
      removed: false,
      suggestable: true,
    });
    const read = outcome.registry.find((entry) => entry.name === 'Read');
    expect(read).toMatchObject({ kind: 'builtin', uses: 14, suggestable: false });
    expect(outcome.registry[0]!.name).toBe('Glob');
  });

  it('a tool a listing removed is not suggested until it is listed again', () => {
    clock = 0;
    const sessions = [
      session('teach-1', names(...WINDOW_CALLS, TARGET)),
      session('teach-2', names(...WINDOW_CALLS, TARGET)),
      session('removed', names(...WINDOW_CALLS, 'Glob'), { listings: [{ name: TARGET, added: false }] }),
      session('still-removed', names(...WINDOW_CALLS, 'Glob')),
      session('listed-again', names(...WINDOW_CALLS, TARGET), { listings: [{ name: TARGET, added: true }] }),
    ];
    const outcome = replayRouting({ sessions, settings: SETTINGS });
    expect(outcome.replay.suggestions.map((suggestion) => [suggestion.sessionId, suggestion.hit])).toEqual([['listed-again', true]]);
  });

  it('the learned tier waits for minEventsForLearned', () => {
    const settings = { ...SETTINGS, minEventsForLearned: 8 + 6 + 6 + 6 };
    const outcome = replayRouting({ sessions: history(), settings });
    // before 'hit-next' the project has 20 uses: the tier opens at its 6th call, too late for the window
    expect(outcome.replay.suggestions.map((suggestion) => suggestion.sessionId)).toEqual(['hit-late', 'miss', 'miss-never']);
  });
});

describe('replayRouting: streams', () => {
  it('counts events over all streams, learns from all, but routes the main thread only', () => {
    clock = 0;
    const idle = times(6, 'Glob');
    const sessions = [
      session('a', idle, { others: { 'agent-1': names(...WINDOW_CALLS, TARGET) } }),
      session('b', idle, { others: { 'agent-1': names(...WINDOW_CALLS, TARGET) } }),
      session('sub-only', idle, { others: { 'agent-2': names(...WINDOW_CALLS, 'Glob', TARGET) } }),
      session('main', names(...WINDOW_CALLS, TARGET)),
    ];
    const outcome = replayRouting({ sessions, settings: SETTINGS });
    expect(outcome.events).toBe(6 + 6 + 6 + 6 + 6 + 7 + 6);
    expect(outcome.patterns).toEqual([{ target: TARGET, preceding: WINDOW_CALLS, frequency: 3 }]);
    expect(outcome.replay.suggestions.map((suggestion) => [suggestion.sessionId, suggestion.line, suggestion.hit])).toEqual([['main', 5, true]]);
    expect(outcome.registry.find((entry) => entry.name === TARGET)?.uses).toBe(4);
  });

  it('a session without a main thread is quiet but still counted', () => {
    clock = 0;
    const sessions = [session('a', names(...WINDOW_CALLS, TARGET)), session('b', names(...WINDOW_CALLS, TARGET))];
    const subOnly: ReplaySession = { sessionId: 'sub-only', streams: new Map([['agent-1', stream(names(...WINDOW_CALLS, TARGET), 9000)]]), listings: [] };
    const outcome = replayRouting({ sessions: [...sessions, subOnly], settings: SETTINGS });
    expect(outcome.replay.suggestions).toEqual([]);
    expect(outcome.events).toBe(18);
    expect(outcome.patterns[0]?.frequency).toBe(3);
  });

  it('an empty history', () => {
    expect(replayRouting({ sessions: [] })).toEqual({
      registry: [],
      patterns: [],
      events: 0,
      replay: {
        sessions: 0,
        suggestions: [],
        tiers: { learned: { suggestions: 0, hits: 0 }, heuristic: { suggestions: 0, hits: 0 } },
        total: { suggestions: 0, hits: 0 },
      },
    });
  });
});

describe('replayRouting: heuristic tier', () => {
  const declared = [{ tool: { name: 'search_docs', description: 'Search the documentation index' }, source: 'config' as const }];
  const lookup = [withKeywords('Grep', 'search'), withKeywords('Read', 'documentation', 'index'), withKeywords('Read', 'src'), withKeywords('Edit', 'src')];

  it('suggests declared tools by their description', () => {
    clock = 0;
    const sessions = [
      session('uses-it', [...lookup, { name: 'search_docs' }, withKeywords('Bash', 'npm')]),
      session('ignores-it', [...lookup, ...times(12, 'Bash')]),
      session('unrelated', [withKeywords('Read', 'billing'), withKeywords('Edit', 'billing'), ...times(4, 'Bash')]),
    ];
    const outcome = replayRouting({ sessions, declared, settings: { ...SETTINGS, threshold: 0.6, minEventsForLearned: 20 } });
    expect(outcome.replay.suggestions).toEqual([
      { sessionId: 'uses-it', line: 4, tool: 'search_docs', tier: 'heuristic', confidence: 1, hit: true, usedAfter: 1 },
      { sessionId: 'ignores-it', line: 4, tool: 'search_docs', tier: 'heuristic', confidence: 1, hit: false },
    ]);
    expect(outcome.replay.tiers).toEqual({ learned: { suggestions: 0, hits: 0 }, heuristic: { suggestions: 2, hits: 1, hitRate: 0.5 } });
    expect(outcome.registry.find((entry) => entry.name === 'search_docs')).toMatchObject({
      kind: 'declared',
      sources: ['config', 'logs'],
      uses: 1,
      suggestable: true,
      description: 'Search the documentation index',
    });
  });

  it('without the declaration the framework tool is never suggested', () => {
    clock = 0;
    const sessions = [session('uses-it', [...lookup, { name: 'search_docs' }]), session('again', [...lookup, { name: 'search_docs' }])];
    const outcome = replayRouting({ sessions, settings: { ...SETTINGS, threshold: 0.6 } });
    expect(outcome.replay.suggestions).toEqual([]);
    expect(outcome.registry.find((entry) => entry.name === 'search_docs')).toMatchObject({ kind: 'builtin', suggestable: false, uses: 2 });
  });

  it('a listed skill is suggested by its description from its first session', () => {
    clock = 0;
    const sessions = [
      session('s1', [withKeywords('Read', 'invoices', 'pdf'), withKeywords('Bash', 'forms'), ...times(2, 'Bash'), { name: 'skill:pdf' }], {
        listings: [{ name: 'skill:pdf', added: true, description: 'Fill PDF forms' }],
      }),
    ];
    const outcome = replayRouting({ sessions, settings: { ...SETTINGS, threshold: 0.6 } });
    expect(outcome.replay.suggestions).toEqual([
      { sessionId: 's1', line: 4, tool: 'skill:pdf', tier: 'heuristic', confidence: 2 / 3, hit: true, usedAfter: 1 },
    ]);
  });
});

describe('replayRouting: health across streams', () => {
  it("takes a session's uses in time order across its streams, so a failure in a sub-agent after the main thread's success counts last", () => {
    clock = 0;
    const mcp = 'mcp__flaky__call';
    const main: ReplayUse[] = [{ id: 'm1', name: mcp, outcome: 'ok', keywords: [], line: 1, at: 500 }];
    const agent: ReplayUse[] = [1, 2, 3].map((n) => ({ id: `a${n}`, name: mcp, outcome: 'failed' as const, keywords: [], line: n, at: 100 * n }));
    const late: ReplayUse[] = [{ id: 'a4', name: mcp, outcome: 'failed', keywords: [], line: 4, at: 600 }];
    // in time order: F F F (demoted) S (restored) F → 4 of the last 5 failed: demoted
    const outcome = replayRouting({
      sessions: [
        {
          sessionId: 's',
          streams: new Map([
            ['main', main],
            ['agent-1', [...agent, ...late]],
          ]),
          listings: [],
        },
      ],
      settings: SETTINGS,
    });
    expect(outcome.registry.find((entry) => entry.name === mcp)).toMatchObject({ uses: 5, failures: 4, status: 'demoted' });
    // the success last in time restores it, whichever stream it is in
    const restored = replayRouting({
      sessions: [
        {
          sessionId: 's',
          streams: new Map([
            ['main', [{ ...main[0]!, at: 700 }]],
            ['agent-1', [...agent, ...late]],
          ]),
          listings: [],
        },
      ],
      settings: SETTINGS,
    });
    expect(restored.registry.find((entry) => entry.name === mcp)).toMatchObject({ status: 'active' });
  });
});
