import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MemoryProposal, ProposalCategory } from '../../src/corrections/proposal-types.js';
import { CORRECTIONS_FILE, DECISIONS_FILE, PROFILE_FILE, storeApprovedMemory } from '../../src/store/memory-layers.js';
import { stateDir } from '../helpers/cli.js';

const NOW = 1_800_000_000;

const proposal = (category: ProposalCategory, scope: string, content: string, extra: Partial<MemoryProposal> = {}): MemoryProposal => ({
  id: `mp-${category}-${scope}-${content}`.replace(/[^a-z0-9-]/gi, '-'),
  category,
  scope,
  content,
  rationale: `Corrected in 3 sessions: ${content}`,
  source_variants: [content.toLowerCase(), `please ${content.toLowerCase()}`],
  confidence: 0.9,
  priority: 1,
  status: 'approved',
  sessions: 3,
  corrections: 4,
  projects: ['acme/widgets'],
  explicit: true,
  score: 2.5,
  first_seen: '2027-01-01T00:00:00.000Z',
  last_seen: '2027-01-10T00:00:00.000Z',
  evidence: [
    {
      session: 's1',
      file: '/logs/s1.jsonl',
      line: 12,
      quote: content,
      kind: 'rejection-reason',
      confidence: 0.9,
      repo: 'acme/widgets',
      seen_at: '2027-01-10T00:00:00.000Z',
    },
  ],
  ...extra,
});

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe('storeApprovedMemory', () => {
  it.each<[string, ProposalCategory, string, string, unknown]>([
    ['universal preference', 'preference', 'universal', PROFILE_FILE, { general: ['Prefer small pull requests'] }],
    ['universal rule', 'rule', 'universal', PROFILE_FILE, { general: ['Prefer small pull requests'] }],
    [
      'universal correction',
      'correction',
      'universal',
      CORRECTIONS_FILE,
      [{ id: expect.any(String), pattern: 'Prefer small pull requests', note: 'Corrected in 3 sessions: Prefer small pull requests', frequency: 3 }],
    ],
    ['language:go rule', 'rule', 'language:go', PROFILE_FILE, { languages: { go: ['Prefer small pull requests'] } }],
    ['language:go correction', 'correction', 'language:go', PROFILE_FILE, { languages: { go: ['Prefer small pull requests'] } }],
    [
      'project:acme/widgets rule',
      'rule',
      'project:acme/widgets',
      join('acme__widgets', DECISIONS_FILE),
      [
        {
          id: expect.any(String),
          decision: 'Prefer small pull requests',
          rationale: 'Corrected in 3 sessions: Prefer small pull requests',
          project: 'acme/widgets',
          approved_at: new Date(NOW * 1000).toISOString(),
        },
      ],
    ],
    [
      'project:acme/widgets correction',
      'correction',
      'project:acme/widgets',
      join('acme__widgets', DECISIONS_FILE),
      [expect.objectContaining({ decision: 'Prefer small pull requests', project: 'acme/widgets' })],
    ],
  ])('stores a %s in %s', (_name, category, scope, file, expected) => {
    const memory = stateDir();
    const item = proposal(category, scope, 'Prefer small pull requests');
    const outcome = storeApprovedMemory(memory, item, NOW);
    expect(outcome).toEqual({ path: join(memory, file), added: true });
    expect(readJson(outcome.path)).toEqual(expected);
    const written = readJson(outcome.path);
    if (Array.isArray(written)) expect((written[0] as { id: string }).id).toBe(item.id);
    for (const other of [PROFILE_FILE, CORRECTIONS_FILE, join('acme__widgets', DECISIONS_FILE)]) {
      if (other !== file) expect(existsSync(join(memory, other))).toBe(false);
    }
  });

  it.each([
    ['preference', 'universal'],
    ['correction', 'universal'],
    ['rule', 'language:go'],
    ['rule', 'project:acme/widgets'],
  ] as const)('stores the same %s (%s) once', (category, scope) => {
    const memory = stateDir();
    const item = proposal(category, scope, 'Prefer small pull requests');
    const first = storeApprovedMemory(memory, item, NOW);
    const text = readFileSync(first.path, 'utf8');
    const second = storeApprovedMemory(memory, item, NOW + 60);
    expect(second).toEqual({ path: first.path, added: false });
    expect(readFileSync(first.path, 'utf8')).toBe(text);
    // The same rule with other case and spacing is the same rule too.
    const third = storeApprovedMemory(memory, proposal(category, scope, '  prefer SMALL pull requests '), NOW + 120);
    expect(third.added).toBe(false);
    expect(readFileSync(first.path, 'utf8')).toBe(text);
  });

  it('adds different rules next to each other, per language', () => {
    const memory = stateDir();
    storeApprovedMemory(memory, proposal('rule', 'universal', 'Prefer small pull requests'), NOW);
    storeApprovedMemory(memory, proposal('rule', 'universal', 'Write commit messages in English'), NOW);
    storeApprovedMemory(memory, proposal('rule', 'language:go', 'Run gofmt before committing'), NOW);
    storeApprovedMemory(memory, proposal('rule', 'language:python', 'Use type hints'), NOW);
    expect(readJson(join(memory, PROFILE_FILE))).toEqual({
      general: ['Prefer small pull requests', 'Write commit messages in English'],
      languages: { go: ['Run gofmt before committing'], python: ['Use type hints'] },
    });
  });

  it('keeps profile.json keys and list items it does not know', () => {
    const memory = stateDir();
    const path = join(memory, PROFILE_FILE);
    const original = {
      name: 'Ada',
      editor: { theme: 'dark', tabs: 2 },
      general: ['Existing rule', { note: 'not a string' }],
      languages: { rust: ['Use clippy'], go: ['Existing go rule'] },
    };
    writeFileSync(path, JSON.stringify(original));
    expect(storeApprovedMemory(memory, proposal('preference', 'universal', 'Prefer small pull requests'), NOW).added).toBe(true);
    expect(storeApprovedMemory(memory, proposal('rule', 'language:go', 'Run gofmt before committing'), NOW).added).toBe(true);
    expect(readJson(path)).toEqual({
      ...original,
      general: ['Existing rule', { note: 'not a string' }, 'Prefer small pull requests'],
      languages: { rust: ['Use clippy'], go: ['Existing go rule', 'Run gofmt before committing'] },
    });
  });

  it('keeps items of corrections.json it did not write', () => {
    const memory = stateDir();
    const path = join(memory, CORRECTIONS_FILE);
    writeFileSync(path, JSON.stringify([{ pattern: 'Use pnpm not npm', note: 'by hand', frequency: 7, extra: true }, 'a string']));
    expect(storeApprovedMemory(memory, proposal('correction', 'universal', 'use PNPM not npm'), NOW).added).toBe(false);
    expect(storeApprovedMemory(memory, proposal('correction', 'universal', 'Prefer small pull requests'), NOW).added).toBe(true);
    const list = readJson(path) as unknown[];
    expect(list.slice(0, 2)).toEqual([{ pattern: 'Use pnpm not npm', note: 'by hand', frequency: 7, extra: true }, 'a string']);
    expect(list).toHaveLength(3);
  });

  it('moves an invalid profile.json aside, reports it, and writes a new one with the rule', () => {
    const memory = stateDir();
    const path = join(memory, PROFILE_FILE);
    writeFileSync(path, '{ "general": [ "half a file');
    const outcome = storeApprovedMemory(memory, proposal('rule', 'universal', 'Prefer small pull requests'), NOW);
    expect(outcome.added).toBe(true);
    expect(outcome.problem).toMatch(/not valid JSON/);
    expect(outcome.setAside).toBeDefined();
    expect(outcome.setAside!.startsWith(join(memory, 'profile.json.invalid-'))).toBe(true);
    expect(readFileSync(outcome.setAside!, 'utf8')).toBe('{ "general": [ "half a file');
    expect(readJson(path)).toEqual({ general: ['Prefer small pull requests'] });
    expect(readdirSync(memory).sort()).toEqual([PROFILE_FILE, `${PROFILE_FILE}.invalid-${NOW}`]);
  });

  it('moves a profile.json of the wrong shape aside', () => {
    const memory = stateDir();
    const path = join(memory, PROFILE_FILE);
    writeFileSync(path, JSON.stringify({ general: 'not a list' }));
    const outcome = storeApprovedMemory(memory, proposal('rule', 'language:go', 'Run gofmt before committing'), NOW);
    expect(outcome.problem).toMatch(/not the expected shape/);
    expect(readJson(outcome.setAside!)).toEqual({ general: 'not a list' });
    expect(readJson(path)).toEqual({ languages: { go: ['Run gofmt before committing'] } });
  });

  it('moves an invalid decisions.json aside', () => {
    const memory = stateDir();
    const path = join(memory, 'acme__widgets', DECISIONS_FILE);
    mkdirSync(join(memory, 'acme__widgets'));
    writeFileSync(path, '{}');
    const outcome = storeApprovedMemory(memory, proposal('rule', 'project:acme/widgets', 'Keep the changelog updated'), NOW);
    expect(outcome).toMatchObject({ path, added: true, setAside: `${path}.invalid-${NOW}` });
    expect(readFileSync(outcome.setAside!, 'utf8')).toBe('{}');
    expect((readJson(path) as { decision: string }[]).map((item) => item.decision)).toEqual(['Keep the changelog updated']);
  });

  it('never overwrites an earlier set-aside copy made in the same second', () => {
    const memory = stateDir();
    const path = join(memory, PROFILE_FILE);
    writeFileSync(path, 'bad1');
    const first = storeApprovedMemory(memory, proposal('rule', 'universal', 'Prefer small pull requests'), NOW);
    writeFileSync(path, 'bad2');
    const second = storeApprovedMemory(memory, proposal('rule', 'universal', 'Prefer small pull requests'), NOW);
    expect(second.setAside).not.toBe(first.setAside);
    expect(readFileSync(first.setAside!, 'utf8')).toBe('bad1');
    expect(readFileSync(second.setAside!, 'utf8')).toBe('bad2');
  });

  it.each(['constructor', 'toString', '__proto__'])('stores a rule for a language named %s like any other', (language) => {
    const memory = stateDir();
    const outcome = storeApprovedMemory(memory, proposal('rule', `language:${language}`, 'Keep it simple'), NOW);
    expect(outcome.added).toBe(true);
    expect(Object.getOwnPropertyDescriptor((readJson(join(memory, PROFILE_FILE)) as { languages: object }).languages, language)?.value).toEqual(['Keep it simple']);
  });
});
