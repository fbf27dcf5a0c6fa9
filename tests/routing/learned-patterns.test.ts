import { describe, expect, it } from 'vitest';
import { learnedMatch, MIN_FREQUENCY, minePatterns, PatternMiner, sequenceOverlap, WINDOW } from '../../src/routing/learned-patterns.js';
import type { RoutingPattern } from '../../src/routing/types.js';

const WINDOW_CALLS = ['Read', 'Grep', 'Read', 'Edit', 'Bash'];
const TARGET = 'mcp__github__create_pr';
const STREAM = [...WINDOW_CALLS, TARGET];

const pattern = (target: string, preceding: string[], frequency = MIN_FREQUENCY): RoutingPattern => ({ target, preceding, frequency });
const allowAll = () => true;

describe('minePatterns', () => {
  it('uses the seed window and frequency', () => {
    expect([WINDOW, MIN_FREQUENCY]).toEqual([5, 2]);
  });

  it('a tool used after the same 5-call sequence in 2 sessions becomes a pattern; after 1 it does not', () => {
    expect(minePatterns([STREAM, STREAM])).toEqual([{ target: TARGET, preceding: WINDOW_CALLS, frequency: 2 }]);
    expect(minePatterns([STREAM])).toEqual([]);
  });

  it('counts every observation: 3 sessions give frequency 3', () => {
    expect(minePatterns([STREAM, STREAM, STREAM])).toEqual([{ target: TARGET, preceding: WINDOW_CALLS, frequency: 3 }]);
  });

  it('counts the window twice within one stream', () => {
    expect(minePatterns([[...STREAM, ...STREAM]])).toEqual([{ target: TARGET, preceding: WINDOW_CALLS, frequency: 2 }]);
  });

  it('takes the 5 calls right before the target', () => {
    const stream = ['Glob', 'WebFetch', ...WINDOW_CALLS, TARGET];
    expect(minePatterns([stream, stream])).toEqual([{ target: TARGET, preceding: WINDOW_CALLS, frequency: 2 }]);
  });

  it('a different window is a different pattern', () => {
    const other = ['Read', 'Grep', 'Read', 'Edit', 'Glob', TARGET];
    expect(minePatterns([STREAM, other])).toEqual([]);
  });

  it.each<[string, string]>([
    ['Read', 'a built-in tool'],
    ['Task', 'the delegation tool'],
    ['/clear', 'a built-in slash command'],
    ['mcp__tip-miner__tips', "tip-miner's own tool"],
    ['search_docs', 'an undeclared framework tool'],
  ])('%s (%s) is never a target', (target) => {
    const stream = [...WINDOW_CALLS, target];
    expect(minePatterns([stream, stream, stream])).toEqual([]);
  });

  it.each<[string, string[]]>([
    ['4 calls before the target', ['Read', 'Grep', 'Edit', 'Bash', TARGET]],
    ['1 call before the target', ['Read', TARGET]],
    ['the target alone', [TARGET]],
    ['no calls', []],
  ])('%s give nothing', (_name, stream) => {
    expect(minePatterns([stream, stream, stream])).toEqual([]);
  });

  it('specialised tools count inside windows too', () => {
    const stream = ['skill:pdf', 'Read', '/deploy', 'Edit', 'Bash', TARGET];
    expect(minePatterns([stream, stream])).toEqual([{ target: TARGET, preceding: ['skill:pdf', 'Read', '/deploy', 'Edit', 'Bash'], frequency: 2 }]);
  });

  it('sorts by frequency, then target', () => {
    const a = [...WINDOW_CALLS, 'mcp__a__x'];
    const b = [...WINDOW_CALLS, 'mcp__b__x'];
    const z = [...WINDOW_CALLS, 'mcp__z__x'];
    const patterns = minePatterns([z, z, b, b, a, a, z]);
    expect(patterns.map((found) => [found.target, found.frequency])).toEqual([
      ['mcp__z__x', 3],
      ['mcp__a__x', 2],
      ['mcp__b__x', 2],
    ]);
  });
});

describe('PatternMiner', () => {
  it('gathers streams one by one and can be read at any time', () => {
    const miner = new PatternMiner();
    miner.addStream(STREAM);
    expect(miner.patterns()).toEqual([]);
    miner.addStream(STREAM);
    expect(miner.patterns()).toEqual([{ target: TARGET, preceding: WINDOW_CALLS, frequency: 2 }]);
  });

  it('takes a suggestable test: a declared framework tool may be a target', () => {
    const miner = new PatternMiner();
    const stream = [...WINDOW_CALLS, 'search_docs'];
    miner.addStream(stream, (name) => name === 'search_docs');
    miner.addStream(stream, (name) => name === 'search_docs');
    expect(miner.patterns()).toEqual([{ target: 'search_docs', preceding: WINDOW_CALLS, frequency: 2 }]);
  });

  it('returns frozen copies: a caller cannot change the miner', () => {
    const miner = new PatternMiner();
    miner.addStream(STREAM);
    miner.addStream(STREAM);
    const [first] = miner.patterns();
    expect(() => (first!.preceding as string[]).push('Glob')).toThrow(TypeError);
    expect(() => ((first as { frequency: number }).frequency = 99)).toThrow(TypeError);
    expect(miner.patterns()).toEqual([{ target: TARGET, preceding: WINDOW_CALLS, frequency: 2 }]);
    miner.addStream(STREAM);
    expect(miner.patterns()).toEqual([{ target: TARGET, preceding: WINDOW_CALLS, frequency: 3 }]);
  });
});

describe('sequenceOverlap', () => {
  it.each<[string, string[], string[], number]>([
    ['the same sequence', ['A', 'B', 'C', 'D', 'E'], ['A', 'B', 'C', 'D', 'E'], 1],
    ['2 of 5 found', ['A', 'B', 'C', 'D', 'E'], ['A', 'B', 'X', 'Y', 'Z'], 0.4],
    ['order does not matter', ['E', 'D', 'C', 'B', 'A'], ['A', 'B', 'C', 'D', 'E'], 1],
    ['nothing found', ['A', 'B', 'C', 'D', 'E'], ['V', 'W', 'X', 'Y', 'Z'], 0],
    ['duplicates in the pattern count once', ['A', 'B', 'X', 'Y', 'Z'], ['A', 'A', 'B', 'C', 'D'], 0.5],
    ['duplicates in the recent names count once', ['A', 'A', 'A', 'A', 'A'], ['A', 'B', 'C', 'D', 'E'], 0.2],
    ['a pattern of one name repeated', ['X', 'Y', 'Z', 'W', 'Read'], ['Read', 'Read', 'Read', 'Read', 'Read'], 1],
    ['only the last 5 recent names count', ['A', 'B', 'C', 'D', 'E', 'F', 'G'], ['A', 'B', 'C', 'D', 'E'], 0.6],
    ['fewer recent names than the pattern', ['A', 'B'], ['A', 'B', 'C', 'D', 'E'], 0.4],
    ['no recent names', [], ['A', 'B', 'C', 'D', 'E'], 0],
    ['an empty pattern', ['A', 'B'], [], 0],
  ])('%s', (_name, recent, preceding, overlap) => {
    expect(sequenceOverlap(recent, preceding)).toBeCloseTo(overlap, 10);
  });
});

describe('learnedMatch', () => {
  const recent = ['A', 'B', 'C', 'D', 'E'];

  it('returns the pattern, its target and the overlap', () => {
    const found = pattern('mcp__x__y', ['A', 'B', 'C', 'D', 'E'], 4);
    expect(learnedMatch(recent, [found], allowAll)).toEqual({ tool: 'mcp__x__y', tier: 'learned', confidence: 1, pattern: found });
  });

  it('picks the best overlap', () => {
    const patterns = [
      pattern('mcp__low__x', ['A', 'X', 'Y', 'Z', 'W'], 9),
      pattern('mcp__high__x', ['A', 'B', 'C', 'Y', 'Z'], 2),
      pattern('mcp__mid__x', ['A', 'B', 'X', 'Y', 'Z'], 5),
    ];
    const match = learnedMatch(recent, patterns, allowAll);
    expect([match?.tool, match?.confidence]).toEqual(['mcp__high__x', 0.6]);
  });

  it.each<[string, RoutingPattern[], string]>([
    [
      'the more frequent first',
      [pattern('mcp__often__x', ['A', 'B', 'C', 'X', 'Y'], 5), pattern('mcp__rare__x', ['A', 'B', 'C', 'Z', 'W'], 2)],
      'mcp__often__x',
    ],
    [
      'the more frequent last',
      [pattern('mcp__rare__x', ['A', 'B', 'C', 'Z', 'W'], 2), pattern('mcp__often__x', ['A', 'B', 'C', 'X', 'Y'], 5)],
      'mcp__often__x',
    ],
    [
      'equal frequency: the first listed',
      [pattern('mcp__one__x', ['A', 'B', 'C', 'Z', 'W'], 3), pattern('mcp__two__x', ['A', 'B', 'C', 'X', 'Y'], 3)],
      'mcp__one__x',
    ],
  ])('ties on overlap go by frequency: %s', (_name, patterns, tool) => {
    expect(learnedMatch(recent, patterns, allowAll)?.tool).toBe(tool);
  });

  it('skips targets that are not allowed, even the best', () => {
    const patterns = [pattern('mcp__best__x', ['A', 'B', 'C', 'D', 'E']), pattern('mcp__next__x', ['A', 'B', 'C', 'X', 'Y'])];
    const match = learnedMatch(recent, patterns, (name) => name !== 'mcp__best__x');
    expect([match?.tool, match?.confidence]).toEqual(['mcp__next__x', 0.6]);
    expect(learnedMatch(recent, patterns, () => false)).toBeUndefined();
  });

  it('finds nothing without overlap or patterns', () => {
    expect(learnedMatch(recent, [pattern('mcp__x__y', ['V', 'W', 'X', 'Y', 'Z'])], allowAll)).toBeUndefined();
    expect(learnedMatch(recent, [], allowAll)).toBeUndefined();
    expect(learnedMatch([], [pattern('mcp__x__y', ['A', 'B', 'C', 'D', 'E'])], allowAll)).toBeUndefined();
  });
});
