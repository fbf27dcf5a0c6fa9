import { describe, expect, it } from 'vitest';
import { heuristicMatch, MIN_RECENT_USES, toolKeywords } from '../../src/routing/heuristic.js';
import { kindOf } from '../../src/routing/tool-kinds.js';
import type { CandidateTool } from '../../src/routing/types.js';

/** A candidate as the registry builds it: keywords from toolKeywords. */
const candidate = (name: string, description?: string): CandidateTool => ({
  name,
  kind: kindOf(name),
  keywords: toolKeywords(name, description),
  demoted: false,
  ...(description !== undefined && { description }),
});

/** A candidate with keywords given directly. */
const withKeywords = (name: string, keywords: string[]): CandidateTool => ({ name, kind: kindOf(name), keywords, demoted: false });

describe('toolKeywords', () => {
  describe('with a description', () => {
    it.each<[string, string, string[]]>([
      ['skill:pdf', 'Fill and extract PDF forms', ['fill', 'extract', 'pdf', 'forms']],
      ['/gsd:plan-phase', 'Plan the next phase of the roadmap', ['plan', 'next', 'phase', 'roadmap', 'gsd']],
      ['mcp__github__create_issue', 'Create a GitHub issue', ['create', 'github', 'issue']],
      ['mcp__playwright__browser_navigate', 'Navigate to a URL', ['navigate', 'url', 'playwright']],
      ['search_docs', 'Search the documentation index', ['search', 'documentation', 'index']],
      ['/deploy', 'Use it', ['deploy']],
    ])('%s: %j', (name, description, keywords) => {
      expect(toolKeywords(name, description)).toEqual(keywords);
    });
  });

  describe('without a description: the name fallback', () => {
    it.each<[string, string[]]>([
      ['skill:pdf', ['pdf']],
      ['skill:frontend-design', ['frontend', 'design']],
      ['/gsd:plan-phase', ['gsd', 'plan', 'phase']],
      ['/deploy', ['deploy']],
      ['mcp__github__create_issue', ['github', 'create', 'issue']],
      ['mcp__playwright__browser_navigate', ['playwright', 'browser', 'navigate']],
      ['mcp__claude_ai_Gmail__authenticate', ['claude', 'gmail', 'authenticate']],
      ['github__create_issue', ['github', 'create', 'issue']],
      ['mcp__github', ['github']],
      ['search_docs', ['search', 'docs']],
      ['mcp__x__y', []],
    ])('%s', (name, keywords) => {
      expect(toolKeywords(name)).toEqual(keywords);
    });
  });

  it.each<[string, string]>([
    ['a blank description', '   '],
    ['an empty description', ''],
    ['a description of stop words only', 'The tool to use'],
  ])('%s falls back to the name', (_name, description) => {
    expect(toolKeywords('search_docs', description)).toEqual(['search', 'docs']);
  });

  it("a description replaces the tool's own name but not its server", () => {
    const keywords = toolKeywords('mcp__playwright__browser_navigate', 'Open a URL');
    expect(keywords).toContain('playwright');
    expect(keywords).not.toContain('browser');
  });
});

describe('heuristicMatch', () => {
  it(`needs at least ${MIN_RECENT_USES} recent uses`, () => {
    const tools = [withKeywords('/deploy', ['deploy'])];
    expect(MIN_RECENT_USES).toBe(2);
    expect(heuristicMatch([], tools)).toBeUndefined();
    expect(heuristicMatch([['deploy']], tools)).toBeUndefined();
    expect(heuristicMatch([['deploy'], []], tools)?.tool).toBe('/deploy');
  });

  it.each<[string, string[][], string[], number]>([
    ['all keywords found', [['deploy', 'prod'], ['cluster']], ['deploy', 'prod', 'cluster'], 1],
    ['2 of 3 found', [['deploy'], ['prod', 'other']], ['deploy', 'prod'], 2 / 3],
    ['1 of 3 found, across any recent use', [['nothing'], ['here'], ['cluster']], ['cluster'], 1 / 3],
    ['repeated words count once', [['deploy'], ['deploy', 'deploy']], ['deploy'], 1 / 3],
  ])('score = matched / tool keywords: %s', (_name, recent, matched, score) => {
    const match = heuristicMatch(recent, [withKeywords('/deploy', ['deploy', 'prod', 'cluster'])]);
    expect(match).toEqual({ tool: '/deploy', tier: 'heuristic', confidence: score, matched });
  });

  it('nothing found: no match', () => {
    expect(heuristicMatch([['alpha'], ['beta']], [withKeywords('/deploy', ['deploy'])])).toBeUndefined();
  });

  it('a tool without keywords never matches', () => {
    expect(heuristicMatch([['alpha'], ['beta']], [withKeywords('mcp__x__y', [])])).toBeUndefined();
  });

  it('the best score wins', () => {
    const tools = [
      withKeywords('/aaa', ['deploy', 'alpha', 'beta', 'gamma']),
      withKeywords('/zzz', ['deploy', 'prod']),
      withKeywords('/mmm', ['deploy', 'prod', 'cluster']),
    ];
    const match = heuristicMatch([['deploy'], ['prod']], tools);
    expect([match?.tool, match?.confidence, match?.matched]).toEqual(['/zzz', 1, ['deploy', 'prod']]);
  });

  it.each<[string, CandidateTool[]]>([
    ['in name order', [withKeywords('skill:alpha', ['deploy']), withKeywords('skill:beta', ['deploy'])]],
    ['in reverse order', [withKeywords('skill:beta', ['deploy']), withKeywords('skill:alpha', ['deploy'])]],
  ])('ties go to the first name (%s)', (_name, tools) => {
    expect(heuristicMatch([['deploy'], []], tools)?.tool).toBe('skill:alpha');
  });

  it('carries the description when the tool has one', () => {
    const match = heuristicMatch([['pdf'], ['forms']], [candidate('skill:pdf', 'Fill PDF forms')]);
    expect(match).toEqual({ tool: 'skill:pdf', tier: 'heuristic', confidence: 2 / 3, matched: ['pdf', 'forms'], description: 'Fill PDF forms' });
  });

  it('leaves the description out when the tool has none', () => {
    const match = heuristicMatch([['pdf'], ['forms']], [candidate('skill:pdf')]);
    expect(match).toBeDefined();
    expect('description' in match!).toBe(false);
  });
});

describe('heuristic matching end to end', () => {
  it('matches on description keywords', () => {
    const tools = [candidate('search_docs', 'Search the documentation index'), candidate('skill:pdf', 'Fill PDF forms')];
    const match = heuristicMatch(
      [
        ['grep', 'documentation'],
        ['search', 'index'],
      ],
      tools,
    );
    expect(match).toMatchObject({
      tool: 'search_docs',
      confidence: 1,
      matched: ['search', 'documentation', 'index'],
      description: 'Search the documentation index',
    });
  });

  it('without a description, a skill matches on its name', () => {
    const match = heuristicMatch([['invoices', 'pdf'], ['src']], [candidate('skill:pdf')]);
    expect(match).toEqual({ tool: 'skill:pdf', tier: 'heuristic', confidence: 1, matched: ['pdf'] });
  });

  it('without a description, a slash command matches on its path parts', () => {
    const match = heuristicMatch(
      [
        ['gsd', 'roadmap'],
        ['plan', 'phase'],
      ],
      [candidate('/gsd:plan-phase')],
    );
    expect(match).toEqual({ tool: '/gsd:plan-phase', tier: 'heuristic', confidence: 1, matched: ['gsd', 'plan', 'phase'] });
  });

  it('without a description, an MCP tool matches on its own name parts', () => {
    const match = heuristicMatch([['create', 'issue'], ['bug']], [candidate('mcp__github__create_issue')]);
    expect(match).toEqual({ tool: 'mcp__github__create_issue', tier: 'heuristic', confidence: 2 / 3, matched: ['create', 'issue'] });
  });

  it('an MCP tool matches on its server name, with or without a description', () => {
    const recent = [['npx', 'playwright', 'test'], ['e2e']];
    expect(heuristicMatch(recent, [candidate('mcp__playwright__browser_navigate')])).toMatchObject({ matched: ['playwright'], confidence: 1 / 3 });
    expect(heuristicMatch(recent, [candidate('mcp__playwright__browser_navigate', 'Open a URL')])).toMatchObject({
      matched: ['playwright'],
      confidence: 1 / 3,
    });
  });
});
