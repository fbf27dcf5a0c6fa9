import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MemoryProposal, ProposalCategory } from '../../src/corrections/proposal-types.js';
import { CORRECTIONS_FILE, DECISIONS_FILE, PROFILE_FILE, storeApprovedMemory } from '../../src/store/memory-layers.js';
import { stateDir } from '../helpers/cli.js';
import { anyString } from '../helpers/matchers.js';

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
      [{ id: anyString(), pattern: 'Prefer small pull requests', note: 'Corrected in 3 sessions: Prefer small pull requests', frequency: 3 }],
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
          id: anyString(),
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

  const UNUSABLE = [
    { name: 'a half-written profile.json', file: PROFILE_FILE, folder: '', text: '{ "general": [ "half a file', scope: 'universal', reason: /not valid JSON/ },
    {
      name: 'a profile.json of the wrong shape',
      file: PROFILE_FILE,
      folder: '',
      text: JSON.stringify({ general: 'not a list' }),
      scope: 'language:go',
      reason: /not a profile \(general and languages lists\)/,
    },
    {
      name: 'a decisions.json that is no list',
      file: DECISIONS_FILE,
      folder: 'acme__widgets',
      text: '{}',
      scope: 'project:acme/widgets',
      reason: /not a JSON array/,
    },
    {
      name: 'a corrections.json that is no list',
      file: CORRECTIONS_FILE,
      folder: '',
      text: '"x"',
      scope: 'universal',
      category: 'correction' as const,
      reason: /not a JSON array/,
    },
    {
      name: 'a profile.json edited in Latin-1 (its bytes would come back as U+FFFD)',
      file: PROFILE_FILE,
      folder: '',
      text: Buffer.from('{ "general": ["Caf\xe9 rule"] }', 'latin1'),
      scope: 'universal',
      reason: /not UTF-8 text \(at byte 18\)/,
    },
    {
      name: 'a profile.json nested 100000 deep (writing it back would overflow the stack)',
      file: PROFILE_FILE,
      folder: '',
      text: `{ "general": [${'['.repeat(100_000)}${']'.repeat(100_000)}] }`,
      scope: 'universal',
      reason: /nested more than 64 levels deep/,
    },
  ];

  it.each(UNUSABLE)('$name: left as it is, with a line saying what to do', ({ file, folder, text, scope, category, reason }) => {
    const memory = stateDir();
    mkdirSync(join(memory, folder), { recursive: true });
    const path = join(memory, folder, file);
    writeFileSync(path, text);
    const outcome = storeApprovedMemory(memory, proposal(category ?? 'rule', scope, 'Keep the changelog updated'), NOW);
    expect(outcome).toMatchObject({ path, added: false, blocked: true });
    expect(outcome.problem).toMatch(reason);
    expect(outcome.problem).toContain('not overwritten: fix or remove it, or run tip-miner analyze --repair');
    expect(readFileSync(path).equals(Buffer.from(text))).toBe(true);
    expect(readdirSync(join(memory, folder))).toEqual([file]);
  });

  it.each(UNUSABLE)('$name, repairing: set aside (kept) and written anew with the rule', ({ file, folder, text, scope, category, reason }) => {
    const memory = stateDir();
    mkdirSync(join(memory, folder), { recursive: true });
    const path = join(memory, folder, file);
    writeFileSync(path, text);
    const outcome = storeApprovedMemory(memory, proposal(category ?? 'rule', scope, 'Keep the changelog updated'), NOW, { repair: true, now: NOW });
    expect(outcome).toMatchObject({ path, added: true, setAside: `${path}.invalid-${NOW}` });
    expect(outcome.problem).toMatch(reason);
    expect(readFileSync(outcome.setAside!).equals(Buffer.from(text))).toBe(true);
    expect(readFileSync(path, 'utf8')).toContain('Keep the changelog updated');
  });

  it('a FIFO where a layer should be: refused without blocking, nothing changed', () => {
    const memory = stateDir();
    const path = join(memory, PROFILE_FILE);
    if (spawnSync('mkfifo', [path]).status !== 0) return;
    const outcome = storeApprovedMemory(memory, proposal('rule', 'universal', 'Prefer small pull requests'), NOW);
    expect(outcome).toMatchObject({ added: false, blocked: true });
    expect(outcome.problem).toContain('is not a regular file');
    expect(statSync(path).isFIFO()).toBe(true);
  });

  it('never overwrites an earlier set-aside copy made in the same second', () => {
    const memory = stateDir();
    const path = join(memory, PROFILE_FILE);
    const repair = { repair: true, now: NOW };
    writeFileSync(path, 'bad1');
    const first = storeApprovedMemory(memory, proposal('rule', 'universal', 'Prefer small pull requests'), NOW, repair);
    writeFileSync(path, 'bad2');
    const second = storeApprovedMemory(memory, proposal('rule', 'universal', 'Prefer small pull requests'), NOW, repair);
    expect(second.setAside).not.toBe(first.setAside);
    expect(readFileSync(first.setAside!, 'utf8')).toBe('bad1');
    expect(readFileSync(second.setAside!, 'utf8')).toBe('bad2');
  });

  it.each(['constructor', 'toString', '__proto__'])('stores a rule for a language named %s like any other', (language) => {
    const memory = stateDir();
    const outcome = storeApprovedMemory(memory, proposal('rule', `language:${language}`, 'Keep it simple'), NOW);
    expect(outcome.added).toBe(true);
    expect(Object.getOwnPropertyDescriptor((readJson(join(memory, PROFILE_FILE)) as { languages: object }).languages, language)?.value).toEqual([
      'Keep it simple',
    ]);
  });
});
