import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROUTING_SETTINGS,
  FIRST_CALLS,
  freshRouterState,
  SessionRouter,
  type RouterState,
  type RoutingKnowledge,
  type RoutingSettings,
  type RoutingVerdict,
} from '../../src/routing/router.js';
import { kindOf } from '../../src/routing/tool-kinds.js';
import type { CandidateTool, RoutingPattern, ToolUse } from '../../src/routing/types.js';

const SETTINGS: RoutingSettings = { threshold: 0.6, maxPerSession: 2, cooldownCalls: 5, minEventsForLearned: 20 };

type Spec = Pick<ToolUse, 'name' | 'keywords' | 'outcome'>;

const call = (name: string, ...keywords: string[]): Spec => ({ name, keywords, outcome: 'ok' });
const failed = (name: string, ...keywords: string[]): Spec => ({ name, keywords, outcome: 'failed' });
const repeat = (count: number, spec: Spec): Spec[] => Array.from({ length: count }, () => spec);

const tool = (name: string, keywords: string[] = [], extra: Partial<CandidateTool> = {}): CandidateTool => ({
  name,
  kind: kindOf(name),
  keywords,
  demoted: false,
  ...extra,
});
const pattern = (target: string, preceding: string[], frequency = 2): RoutingPattern => ({ target, preceding, frequency });

function knowledge(tools: CandidateTool[], patterns: RoutingPattern[] = [], events = 0): RoutingKnowledge {
  return { tools: new Map(tools.map((candidate) => [candidate.name, candidate])), patterns, events };
}

const router = (known: RoutingKnowledge, settings: Partial<RoutingSettings> = {}, state?: RouterState) =>
  new SessionRouter(known, { ...SETTINGS, ...settings }, state);

/** Feeds the uses, numbered from `first`, and returns the verdicts. */
function feed(target: SessionRouter, specs: Spec[], first = 1): RoutingVerdict[] {
  return specs.map((spec, index) => target.observe({ ...spec, id: `call-${first + index}`, line: first + index }));
}

/** A verdict in short: the suggested tool, or the silence reason. */
const short = (verdict: RoutingVerdict): string => ('suggestion' in verdict ? verdict.suggestion.tool : verdict.silence);
const shortAll = (verdicts: RoutingVerdict[]) => verdicts.map(short);

const WINDOW_CALLS = ['Read', 'Grep', 'Edit', 'Glob', 'WebFetch'];
const TARGET = 'mcp__x__y';

describe('SessionRouter settings', () => {
  it('defaults to the seed values, frozen', () => {
    expect(DEFAULT_ROUTING_SETTINGS).toEqual({ threshold: 0.6, maxPerSession: 2, cooldownCalls: 5, minEventsForLearned: 20 });
    expect(Object.isFrozen(DEFAULT_ROUTING_SETTINGS)).toBe(true);
    expect(FIRST_CALLS).toBe(3);
  });
});

describe('gate: first calls', () => {
  it('no suggestion on calls 1–3 even with a perfect heuristic match; one on call 4', () => {
    const verdicts = feed(router(knowledge([tool('/deploy', ['deploy'])])), repeat(4, call('Bash', 'deploy')));
    expect(shortAll(verdicts)).toEqual(['first-calls', 'first-calls', 'first-calls', '/deploy']);
    expect(verdicts[3]).toEqual({ suggestion: { tool: '/deploy', tier: 'heuristic', confidence: 1, matched: ['deploy'] } });
  });

  it('no suggestion on calls 1–3 even with a perfect learned match; one on call 4', () => {
    const readOnly = pattern(TARGET, ['Read', 'Read', 'Read', 'Read', 'Read']);
    const verdicts = feed(router(knowledge([tool(TARGET)], [readOnly], 100)), repeat(4, call('Read')));
    expect(shortAll(verdicts)).toEqual(['first-calls', 'first-calls', 'first-calls', TARGET]);
    expect(verdicts[3]).toEqual({ suggestion: { tool: TARGET, tier: 'learned', confidence: 1, pattern: readOnly } });
  });
});

describe('gate: threshold', () => {
  const deploy = tool('/deploy', ['deploy', 'prod', 'cluster', 'staging']);
  const activity = (found: string[]) => [call('Bash', ...found), call('Read'), call('Grep'), call('Glob')];

  it.each<[number, string[], string]>([
    [0.6, ['deploy', 'prod'], 'below-threshold'],
    [0.5, ['deploy', 'prod'], '/deploy'],
    [0.8, ['deploy', 'prod', 'cluster'], 'below-threshold'],
    [0.75, ['deploy', 'prod', 'cluster'], '/deploy'],
    [1, ['deploy', 'prod', 'cluster'], 'below-threshold'],
    [1, ['deploy', 'prod', 'cluster', 'staging'], '/deploy'],
  ])('threshold %d with %j found → %s', (threshold, found, expected) => {
    const verdicts = feed(router(knowledge([deploy]), { threshold }), activity(found));
    expect(short(verdicts[3]!)).toBe(expected);
  });

  it('reports the best match it kept quiet about', () => {
    const verdicts = feed(router(knowledge([{ ...deploy, description: 'Deploy a cluster' }])), activity(['deploy']));
    expect(verdicts[3]).toEqual({
      silence: 'below-threshold',
      best: { tool: '/deploy', tier: 'heuristic', confidence: 0.25, matched: ['deploy'], description: 'Deploy a cluster' },
    });
  });

  it('a learned match below the threshold is reported too', () => {
    const weak = pattern(TARGET, ['Read', 'Grep', 'Bash', 'Write', 'Task']);
    const verdicts = feed(router(knowledge([tool(TARGET)], [weak], 100)), [call('Read'), call('Grep'), call('Edit'), call('Glob')]);
    expect(verdicts[3]).toEqual({ silence: 'below-threshold', best: { tool: TARGET, tier: 'learned', confidence: 0.4, pattern: weak } });
  });

  it('a learned match below the threshold leaves the turn to the heuristic', () => {
    const weak = pattern(TARGET, ['Read', 'Grep', 'Bash', 'Write', 'Task']);
    const verdicts = feed(router(knowledge([tool(TARGET), tool('/deploy', ['deploy'])], [weak], 100)), [
      call('Read', 'deploy'),
      call('Grep'),
      call('Edit'),
      call('Glob'),
    ]);
    expect(verdicts[3]).toEqual({ suggestion: { tool: '/deploy', tier: 'heuristic', confidence: 1, matched: ['deploy'] } });
  });
});

describe('gate: per-session cap', () => {
  const tools = [tool('/alpha', ['alpha']), tool('/beta', ['beta']), tool('/gamma', ['gamma'])];
  const uses = repeat(7, call('Bash', 'alpha', 'beta', 'gamma'));

  it.each<[number, string[]]>([
    [2, ['first-calls', 'first-calls', 'first-calls', '/alpha', '/beta', 'session-cap', 'session-cap']],
    [3, ['first-calls', 'first-calls', 'first-calls', '/alpha', '/beta', '/gamma', 'session-cap']],
    [4, ['first-calls', 'first-calls', 'first-calls', '/alpha', '/beta', '/gamma', 'no-candidate']],
    [1, ['first-calls', 'first-calls', 'first-calls', '/alpha', 'session-cap', 'session-cap', 'session-cap']],
  ])('maxPerSession %d', (maxPerSession, expected) => {
    expect(shortAll(feed(router(knowledge(tools), { maxPerSession, cooldownCalls: 1 }), uses))).toEqual(expected);
  });
});

describe('gate: cooldown', () => {
  const tools = [tool('/alpha', ['alpha']), tool('/beta', ['beta'])];
  const uses = repeat(10, call('Bash', 'alpha', 'beta'));

  it.each<[number, string[]]>([
    [1, ['first-calls', 'first-calls', 'first-calls', '/alpha', '/beta', 'session-cap', 'session-cap', 'session-cap', 'session-cap', 'session-cap']],
    [3, ['first-calls', 'first-calls', 'first-calls', '/alpha', 'cooldown', 'cooldown', '/beta', 'session-cap', 'session-cap', 'session-cap']],
    [5, ['first-calls', 'first-calls', 'first-calls', '/alpha', 'cooldown', 'cooldown', 'cooldown', 'cooldown', '/beta', 'session-cap']],
    [7, ['first-calls', 'first-calls', 'first-calls', '/alpha', 'cooldown', 'cooldown', 'cooldown', 'cooldown', 'cooldown', 'cooldown']],
  ])('cooldownCalls %d', (cooldownCalls, expected) => {
    expect(shortAll(feed(router(knowledge(tools), { cooldownCalls }), uses))).toEqual(expected);
  });

  it('no cooldown before the first suggestion', () => {
    const verdicts = feed(router(knowledge([tool('/deploy', ['deploy'])]), { cooldownCalls: 10 }), repeat(5, call('Bash', 'deploy')));
    expect(shortAll(verdicts)).toEqual(['first-calls', 'first-calls', 'first-calls', '/deploy', 'cooldown']);
  });
});

describe('gate: built-ins', () => {
  const uses = [call('Grep', 'deploy'), call('Glob'), call('Edit'), call('Glob'), call('WebFetch', 'deploy')];

  it.each<[string, CandidateTool, CandidateTool, boolean]>([
    ['a pattern target Read and a candidate Bash', tool('Read'), tool('Bash', ['deploy']), false],
    ['the same built-ins marked declared', tool('Read', [], { kind: 'declared' }), tool('Bash', ['deploy'], { kind: 'declared' }), false],
    ['built-in slash commands', tool('/review'), tool('/clear', ['deploy']), false],
    ["tip-miner's own tools", tool('mcp__tip-miner__tips'), tool('skill:tip-miner', ['deploy']), false],
    ['an undeclared framework tool', tool('search_docs'), tool('fetch_docs', ['deploy']), false],
    ['control: a declared framework tool', tool('search_docs', [], { kind: 'declared' }), tool('fetch_docs', ['deploy'], { kind: 'declared' }), true],
    ['control: an MCP tool and a slash command', tool(TARGET), tool('/deploy', ['deploy']), true],
  ])('%s', (_name, learnedTarget, heuristicTool, suggested) => {
    const learnedOnly = feed(router(knowledge([learnedTarget], [pattern(learnedTarget.name, WINDOW_CALLS)], 100)), uses);
    const heuristicOnly = feed(router(knowledge([heuristicTool])), uses);
    if (suggested) {
      expect(learnedOnly[3]).toMatchObject({ suggestion: { tool: learnedTarget.name, tier: 'learned' } });
      expect(heuristicOnly[3]).toMatchObject({ suggestion: { tool: heuristicTool.name, tier: 'heuristic' } });
    } else {
      expect(shortAll(learnedOnly)).toEqual(['first-calls', 'first-calls', 'first-calls', 'no-candidate', 'no-candidate']);
      expect(shortAll(heuristicOnly)).toEqual(['first-calls', 'first-calls', 'first-calls', 'no-candidate', 'no-candidate']);
    }
  });
});

describe('gate: demoted', () => {
  it.each<[boolean, string]>([
    [true, 'no-candidate'],
    [false, '/deploy'],
  ])('demoted %s → %s', (demoted, expected) => {
    const verdicts = feed(router(knowledge([tool('/deploy', ['deploy'], { demoted })])), repeat(6, call('Bash', 'deploy')));
    expect(short(verdicts[3]!)).toBe(expected);
    if (demoted) expect(shortAll(verdicts).slice(3)).toEqual(['no-candidate', 'no-candidate', 'no-candidate']);
  });

  it('a demoted learned target is never suggested; the next best is', () => {
    const patterns = [pattern(TARGET, WINDOW_CALLS, 9), pattern('mcp__next__tool', ['Read', 'Grep', 'Edit', 'Bash', 'Write'])];
    const tools = [tool(TARGET, [], { demoted: true }), tool('mcp__next__tool')];
    const verdicts = feed(
      router(knowledge(tools, patterns, 100)),
      WINDOW_CALLS.map((name) => call(name)),
    );
    expect(verdicts[3]).toMatchObject({ suggestion: { tool: 'mcp__next__tool', tier: 'learned', confidence: 0.6 } });
  });
});

describe('gate: unavailable', () => {
  it.each<[string, CandidateTool[], string]>([
    ['the target is not among the tools', [tool('mcp__other__tool')], 'no-candidate'],
    ['no tools at all', [], 'no-candidate'],
    ['control: the target is available', [tool('mcp__other__tool'), tool(TARGET)], TARGET],
  ])('%s', (_name, tools, expected) => {
    const verdicts = feed(
      router(knowledge(tools, [pattern(TARGET, WINDOW_CALLS, 5)], 100)),
      WINDOW_CALLS.map((name) => call(name)),
    );
    expect(shortAll(verdicts).slice(3)).toEqual([expected, expected === TARGET ? 'cooldown' : expected]);
  });
});

describe('gate: used in the last 5 calls', () => {
  it.each<[string, Spec]>([
    ['a successful use', call('/deploy')],
    ['a failed use', failed('/deploy')],
  ])('after %s the tool waits until it leaves the window', (_name, first) => {
    const verdicts = feed(router(knowledge([tool('/deploy', ['deploy'])])), [first, ...repeat(6, call('Bash', 'deploy'))]);
    expect(shortAll(verdicts)).toEqual(['first-calls', 'first-calls', 'first-calls', 'no-candidate', 'no-candidate', '/deploy', 'cooldown']);
  });

  it('a learned target just used is not suggested', () => {
    const uses = [call('Read'), call('Grep'), call(TARGET), call('Edit'), call('Glob'), call('WebFetch')];
    const verdicts = feed(router(knowledge([tool(TARGET)], [pattern(TARGET, WINDOW_CALLS)], 100)), uses);
    expect(shortAll(verdicts)).toEqual(['first-calls', 'first-calls', 'first-calls', 'no-candidate', 'no-candidate', 'no-candidate']);
  });
});

describe('gate: already suggested', () => {
  it('a tool is suggested once per session', () => {
    const target = router(knowledge([tool('/deploy', ['deploy'])]), { maxPerSession: 5, cooldownCalls: 1 });
    const verdicts = feed(target, repeat(8, call('Bash', 'deploy')));
    expect(shortAll(verdicts)).toEqual([
      'first-calls',
      'first-calls',
      'first-calls',
      '/deploy',
      'no-candidate',
      'no-candidate',
      'no-candidate',
      'no-candidate',
    ]);
    expect(target.state.suggested).toEqual(['/deploy']);
    expect(target.state.suggestions).toBe(1);
  });
});

describe('tiers', () => {
  const tools = [tool(TARGET, [], { description: 'Fetch the Y report' }), tool('/deploy', ['deploy'])];
  const uses = [call('Read', 'deploy'), call('Grep', 'deploy'), call('Edit'), call('Glob')];

  it.each<[number, number, string, string]>([
    [16, 20, TARGET, 'learned'],
    [15, 20, '/deploy', 'heuristic'],
    [0, 4, TARGET, 'learned'],
    [0, 5, '/deploy', 'heuristic'],
    [1000, 0, TARGET, 'learned'],
  ])('events %d with minEventsForLearned %d: %s (%s)', (events, minEventsForLearned, expectedTool, tier) => {
    const verdicts = feed(router(knowledge(tools, [pattern(TARGET, WINDOW_CALLS)], events), { minEventsForLearned }), uses);
    expect(verdicts[3]).toMatchObject({ suggestion: { tool: expectedTool, tier } });
  });

  it('the learned tier starts once events + calls reach the minimum within the session', () => {
    const verdicts = feed(
      router(knowledge([tool(TARGET)], [pattern(TARGET, WINDOW_CALLS)], 15)),
      WINDOW_CALLS.map((name) => call(name)),
    );
    expect(shortAll(verdicts)).toEqual(['first-calls', 'first-calls', 'first-calls', 'no-candidate', TARGET]);
  });

  it('a learned suggestion carries the pattern, its overlap and the description', () => {
    const known = pattern(TARGET, WINDOW_CALLS, 7);
    const verdicts = feed(router(knowledge(tools, [known], 100)), uses);
    expect(verdicts[3]).toEqual({ suggestion: { tool: TARGET, tier: 'learned', confidence: 0.8, pattern: known, description: 'Fetch the Y report' } });
  });

  it('the learned tier sees successful uses only', () => {
    const ok = WINDOW_CALLS.map((name) => call(name));
    const oneFailed = [call('Read'), call('Grep'), failed('Edit'), call('Glob'), call('WebFetch')];
    const known = knowledge([tool(TARGET)], [pattern(TARGET, WINDOW_CALLS)], 100);
    expect(feed(router(known, { threshold: 0.9 }), ok)[4]).toMatchObject({ suggestion: { tool: TARGET, confidence: 1 } });
    expect(feed(router(known, { threshold: 0.9 }), oneFailed)[4]).toMatchObject({ silence: 'below-threshold', best: { tool: TARGET, confidence: 0.8 } });
  });
});

describe('router state', () => {
  const known = knowledge([tool('/alpha', ['alpha']), tool('/beta', ['beta'])]);
  const uses = repeat(10, call('Bash', 'alpha', 'beta'));

  it('starts fresh', () => {
    expect(freshRouterState()).toEqual({ calls: 0, suggestions: 0, callsSinceSuggestion: 0, recent: [], recentOk: [], suggested: [] });
    expect(router(known).state).toEqual(freshRouterState());
  });

  it('keeps the last 5 uses, and the last 5 successful names', () => {
    const target = router(known);
    feed(target, [call('Read', 'src'), call('Grep'), failed('Bash', 'npm'), call('Edit'), call('Glob'), failed('Write'), call('WebFetch', 'docs')]);
    expect(target.state.recent).toEqual([
      { name: 'Bash', keywords: ['npm'] },
      { name: 'Edit', keywords: [] },
      { name: 'Glob', keywords: [] },
      { name: 'Write', keywords: [] },
      { name: 'WebFetch', keywords: ['docs'] },
    ]);
    expect(target.state.recentOk).toEqual(['Read', 'Grep', 'Edit', 'Glob', 'WebFetch']);
    expect(target.state.calls).toBe(7);
  });

  it('is JSON-serialisable, and a router built from a saved state continues (cooldown survives)', () => {
    const whole = shortAll(feed(router(known), uses));
    expect(whole).toEqual(['first-calls', 'first-calls', 'first-calls', '/alpha', 'cooldown', 'cooldown', 'cooldown', 'cooldown', '/beta', 'session-cap']);

    const first = router(known);
    const before = shortAll(feed(first, uses.slice(0, 6)));
    const saved = JSON.parse(JSON.stringify(first.state)) as RouterState;
    expect(saved).toEqual(first.state);
    expect(saved).toMatchObject({ calls: 6, suggestions: 1, callsSinceSuggestion: 2, suggested: ['/alpha'] });

    const second = router(known, {}, saved);
    const after = shortAll(feed(second, uses.slice(6), 7));
    expect([...before, ...after]).toEqual(whole);
    expect(saved.calls).toBe(6); // the router works on its own copy
    expect(second.state.calls).toBe(10);
  });

  it('a restored state still remembers what it suggested and its first calls', () => {
    const first = router(known, { cooldownCalls: 1, maxPerSession: 5 });
    feed(first, repeat(4, call('Bash', 'alpha')));
    const saved = JSON.parse(JSON.stringify(first.state)) as RouterState;
    const second = router(known, { cooldownCalls: 1, maxPerSession: 5 }, saved);
    expect(shortAll(feed(second, [call('Bash', 'alpha'), call('Bash', 'beta')], 5))).toEqual(['no-candidate', '/beta']);
  });
});
