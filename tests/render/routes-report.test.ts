/** `tip-miner routes` as text: a repository with nothing learned is one line; tables show only what holds something. */
import { describe, expect, it } from 'vitest';
import { renderRoutesReport } from '../../src/render/routes-report.js';
import type { RoutesReport } from '../../src/routing/report.js';

const ZERO = { suggestions: 0, hits: 0 };

function tool(name: string, uses: number, fields: Record<string, unknown> = {}) {
  return { name, kind: 'builtin', uses, failures: 0, suggestable: false, removed: false, status: 'active', sources: [], ...fields };
}

function report(fields: { tools?: unknown[]; patterns?: unknown[]; suggestions?: number }): RoutesReport {
  const total = fields.suggestions ? { suggestions: fields.suggestions, hits: 1, hitRate: 1 / fields.suggestions } : ZERO;
  return {
    repo: 'acme/app',
    events: 40,
    replay: { sessions: 2, tiers: { learned: total, heuristic: ZERO }, total, suggestions: [] },
    tools: fields.tools ?? [tool('Read', 30), tool('Bash', 10)],
    patterns: fields.patterns ?? [],
  } as unknown as RoutesReport;
}

const PATTERN = { target: 'Grep', preceding: ['Read', 'Read', 'Read', 'Read', 'Read'], frequency: 3 };

describe('renderRoutesReport', () => {
  it('nothing learned and nothing to replay: one line per repository, no table of zeros', () => {
    const text = renderRoutesReport([report({})], { limit: 10 });
    expect(text.trim().split('\n')).toEqual([
      'Routing for acme/app: 2 sessions, 40 tool uses — nothing learned yet (a tool must follow the same 5 calls at least twice), no suggestion to replay; 2 tools (--json lists them)',
    ]);
  });

  it.each([
    ['no tool has a description or a source: neither column', [tool('Read', 30), tool('Bash', 10)], [], ['Description', 'From']],
    [
      'one has a description: the column is there',
      [tool('Read', 30), tool('mcp__docs__search', 2, { kind: 'mcp', suggestable: true, description: 'Search the docs', sources: ['config'] })],
      ['Description', 'From'],
      [],
    ],
  ])('%s', (_case, tools, present, absent) => {
    const text = renderRoutesReport([report({ tools, patterns: [PATTERN] })], { limit: 10 });
    for (const header of present) expect(text).toContain(header);
    for (const header of absent) expect(text).not.toContain(header);
    expect(text).toContain('No suggestion to replay.');
    expect(text).not.toContain('Hit rate');
  });

  it('tools past --limit are counted, the most used listed', () => {
    const tools = Array.from({ length: 14 }, (_, index) => tool(`tool${String(index).padStart(2, '0')}`, index + 1));
    const text = renderRoutesReport([report({ tools, patterns: [PATTERN], suggestions: 4 })], { limit: 3 });
    expect(text).toContain('… 11 more tools (--limit, or --json for all)');
    expect(text).toContain('tool13');
    expect(text).not.toContain('tool00');
    expect(text).toContain('Hit rate');
  });
});
