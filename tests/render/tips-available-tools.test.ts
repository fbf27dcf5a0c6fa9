/** The tips block's available-tools line: only when the replay shows routing helps, within the budget. */
import { describe, expect, it } from 'vitest';
import { availableToolNames, HELPFUL_HIT_RATE, MIN_REPLAYED, routingHelps } from '../../src/views/available-tools.js';
import type { RegistryEntry } from '../../src/routing/registry.js';
import { buildTipsBlock, TIPS_HEADING } from '../../src/render/tips-block.js';
import type { RoutingView } from '../../src/views/routing-view.js';
import type { ToolPatternEntry } from '../../src/views/tool-patterns.js';

const NOW = 1_800_000_000;

function tool(name: string, extra: Partial<RegistryEntry> = {}): RegistryEntry {
  return { name, kind: 'mcp', sources: ['logs'], uses: 1, failures: 0, refused: 0, status: 'active', removed: false, suggestable: true, ...extra };
}

function view(
  suggestions: number,
  hits: number,
  tools: RegistryEntry[],
  hitsByTool: Record<string, number> = {},
): Pick<RoutingView, 'replay' | 'tools' | 'hitsByTool'> {
  const figures = { suggestions, hits };
  return { replay: { sessions: 9, learned: figures, heuristic: { suggestions: 0, hits: 0 }, all: figures }, tools, hitsByTool };
}

describe('routing helps', () => {
  it.each([
    [MIN_REPLAYED, Math.ceil(MIN_REPLAYED * HELPFUL_HIT_RATE), true],
    [MIN_REPLAYED, Math.ceil(MIN_REPLAYED * HELPFUL_HIT_RATE) - 1, false],
    [MIN_REPLAYED - 1, MIN_REPLAYED - 1, false], // every suggestion taken, but too few to tell
    [40, 20, true],
    [40, 19, false],
    [0, 0, false],
  ])('%i replayed suggestions with %i hits → %s', (suggestions, hits, helps) => {
    expect(routingHelps(view(suggestions, hits, []))).toBe(helps);
  });
});

describe('available tool names', () => {
  it('names none when routing does not help', () => {
    expect(availableToolNames(view(10, 2, [tool('mcp__github__create_pr')]))).toEqual([]);
  });

  it('names the available, healthy, suggestable tools: those taken up first, then the most used', () => {
    const tools = [
      tool('Read', { kind: 'builtin', suggestable: false, uses: 99 }),
      tool('mcp__github__create_pr', { uses: 3 }),
      tool('skill:release-notes', { kind: 'skill', uses: 1 }),
      tool('/deploy', { kind: 'slash_command', uses: 8 }),
      tool('mcp__flaky__call', { uses: 50, status: 'demoted' }),
      tool('mcp__gone__call', { uses: 40, removed: true }),
      tool('mcp__odd name with spaces', { uses: 30 }),
    ];
    expect(availableToolNames(view(10, 6, tools, { 'skill:release-notes': 4, mcp__github__create_pr: 2 }))).toEqual([
      'skill:release-notes',
      'mcp__github__create_pr',
      '/deploy',
    ]);
  });

  it('names five at most', () => {
    const tools = Array.from({ length: 8 }, (_, index) => tool(`mcp__s${index}__t`, { uses: index }));
    expect(availableToolNames(view(10, 9, tools))).toHaveLength(5);
  });
});

describe('tips block with the available-tools line', () => {
  const tip: ToolPatternEntry = { pattern_id: 'repeated-glob', tip: 'x', hit_count: 2, last_seen: NOW };
  const availableTools = { names: ['mcp__github__create_pr', 'skill:release-notes'], hitRate: 0.75 };

  it('comes after the tips, is not counted as a tip, and says how often suggestions were taken up', () => {
    const block = buildTipsBlock([tip], { maxCount: 1, maxChars: 1500, now: NOW, availableTools });
    expect(block.tips).toHaveLength(1);
    expect(block.markdown.split('\n').at(-2)).toBe(
      '- Tools available here that routing found useful: `mcp__github__create_pr`, `skill:release-notes` (taken up after 75% of past suggestions)',
    );
    expect(block.availableTools).toBe(
      'Tools available here that routing found useful: `mcp__github__create_pr`, `skill:release-notes` (taken up after 75% of past suggestions)',
    );
  });

  it('makes a block of its own when there are no tips', () => {
    const block = buildTipsBlock([], { maxCount: 5, maxChars: 1500, now: NOW, availableTools });
    expect(block.markdown.startsWith(`${TIPS_HEADING}\n\n- Tools available here`)).toBe(true);
    expect(block.tips).toEqual([]);
  });

  it.each([150, 200, 260, 400])('drops names, then the line, to stay within %i characters', (maxChars) => {
    const block = buildTipsBlock([tip], { maxCount: 5, maxChars, now: NOW, availableTools });
    expect(block.markdown.length).toBeLessThanOrEqual(maxChars);
  });

  it('keeps fewer names when only some fit', () => {
    const without = buildTipsBlock([tip], { maxCount: 5, maxChars: 1500, now: NOW }).markdown.length;
    const oneName = '- Tools available here that routing found useful: `mcp__github__create_pr` (taken up after 75% of past suggestions)\n'.length;
    const block = buildTipsBlock([tip], { maxCount: 5, maxChars: without + oneName, now: NOW, availableTools });
    expect(block.availableTools).toBe('Tools available here that routing found useful: `mcp__github__create_pr` (taken up after 75% of past suggestions)');
  });
});
