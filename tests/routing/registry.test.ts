import { describe, expect, it } from 'vitest';
import { knowledgeOf, type StoredRouting } from '../../src/routing/knowledge.js';
import { ToolRegistry, type RegistryEntry } from '../../src/routing/registry.js';
import { isSuggestable, kindOf, mcpServerOf } from '../../src/routing/tool-kinds.js';
import type { UseOutcome } from '../../src/routing/types.js';

const ISSUE = 'mcp__github__create_issue';

const use = (name: string, outcome: UseOutcome = 'ok') => ({ name, outcome });

/** One use per letter of `outcomes` (S ok, F failed, R refused), at times from, from + 1, … */
function uses(registry: ToolRegistry, name: string, outcomes: string, from = 100): void {
  const letters: Record<string, UseOutcome> = { S: 'ok', F: 'failed', R: 'refused' };
  for (let index = 0; index < outcomes.length; index++) {
    const outcome = letters[outcomes.charAt(index)];
    if (outcome === undefined) throw new Error(`"${outcomes}": ${outcomes.charAt(index)} is not an outcome letter`);
    registry.addUse(use(name, outcome), from + index);
  }
}

const entryOf = (registry: ToolRegistry, name: string) => registry.entries().find((entry) => entry.name === name);

describe('ToolRegistry uses', () => {
  it('counts uses, failures and refusals, and keeps the latest time seen', () => {
    const registry = new ToolRegistry();
    registry.addUse(use(ISSUE), 100);
    registry.addUse(use(ISSUE, 'failed'), 200);
    registry.addUse(use(ISSUE, 'refused'), 150);
    registry.addUse(use(ISSUE));
    expect(registry.entries()).toEqual([
      {
        name: ISSUE,
        kind: 'mcp',
        server: 'github',
        sources: ['logs'],
        uses: 4,
        failures: 1,
        refused: 1,
        lastSeen: 200,
        status: 'active',
        removed: false,
        suggestable: true,
      },
    ]);
  });

  it('has no lastSeen when no use has a time', () => {
    const registry = new ToolRegistry();
    registry.addUse(use('skill:pdf'));
    expect(entryOf(registry, 'skill:pdf')).not.toHaveProperty('lastSeen');
    expect(entryOf(registry, 'skill:pdf')).not.toHaveProperty('server');
  });

  it.each<[string, 'active' | 'demoted']>([
    ['FFF', 'demoted'],
    ['FFFS', 'active'],
    ['SFSFS', 'active'],
    ['FFRFF', 'demoted'],
    ['FFSSSF', 'active'],
  ])('health after %s: %s', (outcomes, status) => {
    const registry = new ToolRegistry();
    uses(registry, ISSUE, outcomes);
    expect(entryOf(registry, ISSUE)?.status).toBe(status);
    expect(registry.candidates().get(ISSUE)?.demoted).toBe(status === 'demoted');
  });

  it('keeps each tool apart', () => {
    const registry = new ToolRegistry();
    uses(registry, ISSUE, 'FFF');
    uses(registry, 'skill:pdf', 'S');
    expect(registry.entries().map((entry) => [entry.name, entry.status, entry.failures])).toEqual([
      [ISSUE, 'demoted', 3],
      ['skill:pdf', 'active', 0],
    ]);
  });

  it('lists built-ins and own tools in entries() but never as candidates', () => {
    const registry = new ToolRegistry();
    uses(registry, 'Read', 'SSS');
    uses(registry, 'Bash', 'S');
    uses(registry, ISSUE, 'S');
    uses(registry, '/clear', 'S');
    uses(registry, 'mcp__tip-miner__tips', 'SS');
    expect(registry.entries().map((entry) => [entry.name, entry.uses, entry.suggestable])).toEqual([
      ['Read', 3, false],
      ['mcp__tip-miner__tips', 2, false],
      ['/clear', 1, false],
      ['Bash', 1, false],
      [ISSUE, 1, true],
    ]);
    expect([...registry.candidates().keys()]).toEqual([ISSUE]);
  });

  it('makes candidates with heuristic keywords', () => {
    const registry = new ToolRegistry();
    uses(registry, 'mcp__playwright__browser_navigate', 'S');
    expect(registry.candidates().get('mcp__playwright__browser_navigate')).toEqual({
      name: 'mcp__playwright__browser_navigate',
      kind: 'mcp',
      keywords: ['playwright', 'browser', 'navigate'],
      demoted: false,
    });
  });
});

describe('ToolRegistry listings', () => {
  it('a listed tool is available with its description', () => {
    const registry = new ToolRegistry();
    registry.addListing('skill:pdf', true, 100, '  Fill PDF forms ');
    expect(entryOf(registry, 'skill:pdf')).toEqual({
      name: 'skill:pdf',
      kind: 'skill',
      description: 'Fill PDF forms',
      sources: ['listed'],
      uses: 0,
      failures: 0,
      refused: 0,
      status: 'active',
      removed: false,
      suggestable: true,
    });
    expect(registry.candidates().get('skill:pdf')).toEqual({
      name: 'skill:pdf',
      kind: 'skill',
      description: 'Fill PDF forms',
      keywords: ['fill', 'pdf', 'forms'],
      demoted: false,
    });
  });

  it.each<[string, (registry: ToolRegistry) => void, boolean]>([
    [
      'removed after its last use',
      (r) => {
        r.addUse(use(ISSUE), 100);
        r.addListing(ISSUE, false, 200);
      },
      true,
    ],
    [
      'removed at the time of its last use',
      (r) => {
        r.addUse(use(ISSUE), 200);
        r.addListing(ISSUE, false, 200);
      },
      true,
    ],
    [
      'used after the removal',
      (r) => {
        r.addUse(use(ISSUE), 100);
        r.addListing(ISSUE, false, 200);
        r.addUse(use(ISSUE), 300);
      },
      false,
    ],
    [
      'a use after the removal, recorded first',
      (r) => {
        r.addUse(use(ISSUE), 300);
        r.addListing(ISSUE, false, 200);
      },
      false,
    ],
    [
      'listed, then removed, never used',
      (r) => {
        r.addListing(ISSUE, true, 100);
        r.addListing(ISSUE, false, 200);
      },
      true,
    ],
    [
      'removed, then listed again',
      (r) => {
        r.addUse(use(ISSUE), 100);
        r.addListing(ISSUE, false, 200);
        r.addListing(ISSUE, true, 300);
      },
      false,
    ],
    [
      'listed again, then an older removal',
      (r) => {
        r.addUse(use(ISSUE), 100);
        r.addListing(ISSUE, true, 300);
        r.addListing(ISSUE, false, 200);
      },
      false,
    ],
    [
      'used without a time, then removed',
      (r) => {
        r.addUse(use(ISSUE));
        r.addListing(ISSUE, false, 200);
      },
      true,
    ],
    [
      'declared in the config, then removed',
      (r) => {
        r.addDeclared({ name: ISSUE }, 'config');
        r.addListing(ISSUE, false, 200);
      },
      false,
    ],
    [
      'found in the project, then removed',
      (r) => {
        r.addDeclared({ name: ISSUE }, 'project');
        r.addUse(use(ISSUE), 100);
        r.addListing(ISSUE, false, 200);
      },
      false,
    ],
  ])('%s → removed %s', (_name, build, removed) => {
    const registry = new ToolRegistry();
    build(registry);
    expect(entryOf(registry, ISSUE)?.removed).toBe(removed);
    expect(registry.candidates().has(ISSUE)).toBe(!removed);
  });

  it('a tool only ever removed by a listing is not an entry', () => {
    const registry = new ToolRegistry();
    registry.addListing(ISSUE, false, 200);
    expect(registry.entries()).toEqual([]);
    expect(registry.candidates().size).toBe(0);
  });

  it('a later listing replaces a listed description; a blank one does not', () => {
    const registry = new ToolRegistry();
    registry.addListing('skill:pdf', true, 100, 'Old text');
    registry.addListing('skill:pdf', true, 200, 'New text');
    registry.addListing('skill:pdf', true, 300, '   ');
    expect(entryOf(registry, 'skill:pdf')?.description).toBe('New text');
  });

  it('a removal carries no description', () => {
    const registry = new ToolRegistry();
    registry.addListing('skill:pdf', true, 100, 'Fill PDF forms');
    registry.addListing('skill:pdf', false, 200, 'Something else');
    expect(entryOf(registry, 'skill:pdf')?.description).toBe('Fill PDF forms');
  });
});

describe('ToolRegistry declared tools', () => {
  it.each<[string, Array<['listed' | 'config' | 'project', string]>, string]>([
    [
      'config after a listing',
      [
        ['listed', 'From the listing'],
        ['config', 'From the config'],
      ],
      'From the config',
    ],
    [
      'config before a listing',
      [
        ['config', 'From the config'],
        ['listed', 'From the listing'],
      ],
      'From the config',
    ],
    [
      'project before a listing',
      [
        ['project', 'From the project'],
        ['listed', 'From the listing'],
      ],
      'From the project',
    ],
    [
      'project after a listing',
      [
        ['listed', 'From the listing'],
        ['project', 'From the project'],
      ],
      'From the project',
    ],
    [
      'config before the project',
      [
        ['config', 'From the config'],
        ['project', 'From the project'],
      ],
      'From the config',
    ],
    [
      'a blank config description',
      [
        ['listed', 'From the listing'],
        ['config', '  '],
      ],
      'From the listing',
    ],
  ])('description precedence: %s', (_name, steps, description) => {
    const registry = new ToolRegistry();
    steps.forEach(([source, text], index) => {
      if (source === 'listed') registry.addListing('skill:pdf', true, 100 + index, text);
      else registry.addDeclared({ name: 'skill:pdf', description: text }, source);
    });
    expect(entryOf(registry, 'skill:pdf')?.description).toBe(description);
    expect(registry.candidates().get('skill:pdf')?.description).toBe(description);
  });

  it('a framework tool declared in the config becomes kind declared and suggestable', () => {
    const registry = new ToolRegistry();
    expect(registry.isSuggestable('search_docs')).toBe(false);
    registry.addDeclared({ name: 'search_docs', description: 'Search the documentation index', origin: 'agent-framework.yaml' }, 'config');
    expect(entryOf(registry, 'search_docs')).toMatchObject({
      kind: 'declared',
      suggestable: true,
      sources: ['config'],
      description: 'Search the documentation index',
    });
    expect(registry.candidates().get('search_docs')).toEqual({
      name: 'search_docs',
      kind: 'declared',
      description: 'Search the documentation index',
      keywords: ['search', 'documentation', 'index'],
      demoted: false,
    });
    expect(registry.isSuggestable('search_docs')).toBe(true);
  });

  it('a framework tool used before its declaration becomes declared too', () => {
    const registry = new ToolRegistry();
    uses(registry, 'search_docs', 'SS');
    expect(registry.candidates().has('search_docs')).toBe(false);
    registry.addDeclared({ name: 'search_docs' }, 'config');
    expect(entryOf(registry, 'search_docs')).toMatchObject({ kind: 'declared', suggestable: true, sources: ['logs', 'config'], uses: 2 });
    expect(registry.candidates().get('search_docs')?.keywords).toEqual(['search', 'docs']);
  });

  it.each<[string, 'config' | 'project']>([
    ['Read', 'config'],
    ['Bash', 'config'],
    ['/clear', 'config'],
    ['mcp__tip-miner__tips', 'config'],
    ['search_docs', 'project'],
  ])('%s declared in the %s stays unsuggestable', (name, source) => {
    const registry = new ToolRegistry();
    registry.addDeclared({ name, description: 'Anything' }, source);
    expect(entryOf(registry, name)).toMatchObject({ kind: kindOf(name), suggestable: false });
    expect(registry.candidates().has(name)).toBe(false);
    expect(registry.isSuggestable(name)).toBe(false);
  });

  it('isSuggestable falls back to the kind for unknown tools', () => {
    const registry = new ToolRegistry();
    expect(registry.isSuggestable(ISSUE)).toBe(true);
    expect(registry.isSuggestable('Read')).toBe(false);
  });
});

const stored = (name: string, extra: Partial<RegistryEntry> = {}): RegistryEntry => {
  const server = mcpServerOf(name);
  return {
    name,
    kind: kindOf(name),
    sources: ['logs'],
    uses: 3,
    failures: 0,
    refused: 0,
    lastSeen: 100,
    status: 'active',
    removed: false,
    suggestable: isSuggestable(name),
    ...(server !== undefined && { server }),
    ...extra,
  };
};

describe('knowledgeOf', () => {
  it('knows nothing without a stored routing or declared tools', () => {
    const knowledge = knowledgeOf(undefined, []);
    expect(knowledge.patterns).toEqual([]);
    expect(knowledge.events).toBe(0);
    expect(knowledge.tools.size).toBe(0);
  });

  it('restores the stored entries and adds the declared ones', () => {
    const patterns = [{ target: ISSUE, preceding: ['Read', 'Grep', 'Read', 'Edit', 'Bash'], frequency: 3 }];
    const routing: StoredRouting = {
      tools: [
        stored(ISSUE, { status: 'demoted', failures: 3, description: 'Create an issue' }),
        stored('skill:pdf', { removed: true, sources: ['listed'] }),
        stored('Read', { uses: 40 }),
        stored('/deploy', { sources: ['logs', 'listed'] }),
      ],
      patterns,
      events: 42,
    };
    const knowledge = knowledgeOf(routing, [
      { tool: { name: 'search_docs', description: 'Search the documentation index' }, source: 'config' },
      { tool: { name: 'skill:lint' }, source: 'project' },
    ]);
    expect(knowledge.events).toBe(42);
    expect(knowledge.patterns).toEqual(patterns);
    expect([...knowledge.tools.keys()].sort()).toEqual(['/deploy', ISSUE, 'search_docs', 'skill:lint'].sort());
    expect(knowledge.tools.get(ISSUE)).toEqual({
      name: ISSUE,
      kind: 'mcp',
      description: 'Create an issue',
      keywords: ['create', 'issue', 'github'],
      demoted: true,
    });
    expect(knowledge.tools.get('search_docs')).toMatchObject({ kind: 'declared', keywords: ['search', 'documentation', 'index'], demoted: false });
    expect(knowledge.tools.get('skill:lint')).toMatchObject({ kind: 'skill', keywords: ['lint'] });
  });

  it('a declared description replaces a stored one; a declared tool is available even if stored as removed', () => {
    const routing: StoredRouting = { tools: [stored('skill:pdf', { removed: true, description: 'Old text' })], patterns: [], events: 5 };
    const knowledge = knowledgeOf(routing, [{ tool: { name: 'skill:pdf', description: 'New text' }, source: 'project' }]);
    expect(knowledge.tools.get('skill:pdf')).toMatchObject({ description: 'New text', demoted: false });
  });

  it('does not change the stored entries', () => {
    const entry = stored(ISSUE);
    knowledgeOf({ tools: [entry], patterns: [], events: 3 }, [{ tool: { name: ISSUE }, source: 'config' }]);
    expect(entry.sources).toEqual(['logs']);
  });
});
