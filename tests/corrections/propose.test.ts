import { describe, expect, it } from 'vitest';
import { categoryOf } from '../../src/corrections/category.js';
import { imperativeRule, rationaleOf } from '../../src/corrections/content.js';
import type { ProposalDecision } from '../../src/corrections/proposal-types.js';
import { clusterCorrections, proposeFromClusters, proposeMemories, type Cluster, type StoredCorrection } from '../../src/corrections/propose.js';
import { sessionKey } from '../../src/model/session-part.js';
import { scopeOf } from '../../src/corrections/scope.js';
import { anyNumber, anyString, stringMatching } from '../helpers/matchers.js';

const DAY = 86_400;
const NOW = 1_800_000_000;

let line = 0;
function correction(rule: string, options: Partial<StoredCorrection> = {}): StoredCorrection {
  line++;
  return {
    format: 'claude-code',
    sessionId: `session-${line}`,
    streamId: 'main',
    file: `/logs/${options.sessionId ?? `session-${line}`}.jsonl`,
    line,
    kind: 'instruction',
    confidence: 0.8,
    explicit: false,
    cues: [],
    text: rule,
    rule,
    seenAt: NOW - DAY,
    repo: 'acme/widgets',
    ...options,
  };
}

/** A cluster as the seed's scenarios give it: canonical text, variants, frequency (sessions), confidence. */
function seedCluster(canonical: string, variants: string[], frequency: number, confidence: number, project?: string): Cluster {
  const members = [canonical, ...variants].map((rule, index) =>
    correction(rule, { sessionId: `seed-${index % frequency}`, confidence, ...(project !== undefined ? { repo: project } : { repo: undefined }) }),
  );
  return {
    members,
    canonical: members[0]!,
    sessions: frequency,
    projects: project !== undefined ? [project] : [],
    confidence,
    explicit: false,
    firstSeen: NOW - 2 * DAY,
    lastSeen: NOW - DAY,
  };
}

describe("the seed's three scenarios", () => {
  it.each([
    ['universal rule', seedCluster('Keep summaries concise', ['keep it short', 'be terse'], 3, 0.9), 'universal', 'preference'],
    ['language-specific', seedCluster('Never use panic in production Go code', ["don't panic", 'avoid panic()'], 2, 0.95), 'language:go', 'rule'],
    ['project-specific', seedCluster('Use PortalTabs for all portal pages', ['add tabs', 'use portal tabs'], 2, 0.8, 'xcalibr'), 'project:xcalibr', 'rule'],
  ])('%s', (_name, cluster, scope, category) => {
    const [proposal] = proposeFromClusters([cluster], { now: NOW, maxProposals: 5 }).summary.proposals;
    expect(proposal).toMatchObject({ scope, category, priority: 1, status: 'pending', sessions: cluster.sessions, confidence: cluster.confidence });
    expect(proposal!.source_variants[0]).toBe(cluster.canonical.text);
  });
});

describe('category (rule beats correction beats preference)', () => {
  it.each([
    ['Never use panic in production Go code', 'rule'],
    ['always run the tests first', 'rule'],
    ['remember to run the linter', 'rule'],
    ['Use PortalTabs for all portal pages', 'rule'],
    ["don't add comments", 'correction'],
    ['stop adding emojis', 'correction'],
    ['use vitest instead of jest', 'correction'],
    ['pnpm, not npm', 'correction'],
    ["don't ever push, always open a PR", 'rule'],
    ['use pnpm', 'preference'],
    ['I prefer tabs', 'preference'],
    ['keep summaries concise', 'preference'],
    ['the group names should match the filters', 'preference'],
  ])('%s → %s', (rule, category) => {
    expect(categoryOf(rule)).toBe(category);
  });
});

describe('scope from evidence', () => {
  it.each([
    ['names a construct', 'wrap errors, never call unwrap() in library code', { projects: ['a'], touchedLanguages: {} }, 'language:rust'],
    ['names a tool of the language', 'use pnpm', { projects: ['a'], touchedLanguages: {} }, 'language:javascript'],
    ['"go" the verb is no language', 'go ahead and split the module', { projects: ['a'], touchedLanguages: {} }, 'project:a'],
    ['about code, sessions mostly python', 'keep functions small', { projects: ['a'], touchedLanguages: { python: 8, typescript: 1 } }, 'language:python'],
    ['about code, no language holds most', 'keep functions small', { projects: ['a'], touchedLanguages: { python: 5, typescript: 5 } }, 'project:a'],
    ['not about code, sessions mostly python', 'open the dashboard page first', { projects: ['a'], touchedLanguages: { python: 8 } }, 'project:a'],
    ['recurs in two projects', 'open the dashboard page first', { projects: ['a', 'b'], touchedLanguages: {} }, 'universal'],
    ['agent behaviour in general', 'write shorter commit messages', { projects: ['a'], touchedLanguages: {} }, 'universal'],
    ['no project known', 'open the dashboard page first', { projects: [], touchedLanguages: {} }, 'universal'],
  ])('%s', (_name, rule, evidence, scope) => {
    expect(scopeOf(rule, evidence)).toBe(scope);
  });
});

describe('content and rationale (the seed templates)', () => {
  it.each([
    ['use pnpm', 'Use pnpm'],
    ["don't add comments", "Don't add comments"],
    ['we use pnpm', 'Use pnpm'],
    ["we don't use npm", "Don't use npm"],
    ['in this repo, we use tabs', 'Use tabs in this repo'],
    ['always remember to run the linter', 'Run the linter'],
    ['use pnpm, please', 'Use pnpm'],
    ['from now on, squash commits before merging!', 'Squash commits before merging'],
    ['stop adding emojis', 'Avoid adding emojis'],
    ['be concise', 'Keep output concise'],
    ['I want tests for every endpoint', 'Tests for every endpoint'],
    ['you should run the linter first', 'Run the linter first'],
    ['I told you to use the HTTPS remote', 'Use the HTTPS remote'],
    ['remember to update the changelog', 'Update the changelog'],
    ["I'd prefer small commits", 'Prefer small commits'],
    ['pnpm, not npm', 'Use pnpm, not npm'],
    ['uv instead of pip', 'Use uv instead of pip'],
    // whole: the paste-able gate turns down a rule over 20 words
    [`write ${'very '.repeat(25)}long rules`, `Write ${'very '.repeat(25)}long rules`],
  ])('%s → %s', (rule, content) => {
    expect(imperativeRule(rule)).toBe(content);
  });

  it.each([
    [3, 0.7, false, 'User corrected this in 3 sessions (high priority)'],
    [2, 0.7, false, 'User corrected this in two sessions'],
    [1, 0.95, true, 'Explicit correction with high confidence'],
    [1, 0.7, false, 'User indicated preference'],
  ])('%i sessions, confidence %f, explicit %s', (sessions, confidence, explicit, rationale) => {
    expect(rationaleOf(sessions, confidence, explicit)).toBe(rationale);
  });
});

describe('which clusters become proposals', () => {
  it('one session is not enough for a rule said without emphasis', () => {
    expect(proposeMemories([correction('use pnpm')], { now: NOW, maxProposals: 5 }).all).toEqual([]);
  });

  it('two sessions are', () => {
    const set = proposeMemories([correction('use pnpm'), correction('please use pnpm not npm')], { now: NOW, maxProposals: 5 });
    expect(set.all).toHaveLength(1);
    expect(set.all[0]).toMatchObject({ sessions: 2, corrections: 2, rationale: 'User corrected this in two sessions' });
  });

  it('two corrections in one session count once', () => {
    const set = proposeMemories([correction('keep functions small', { sessionId: 'same' }), correction('keep the functions small!', { sessionId: 'same' })], {
      now: NOW,
      maxProposals: 5,
    });
    expect(set.all).toEqual([]);
  });

  it.each([
    ['a rejection reason', correction('use pnpm', { kind: 'rejection-reason', explicit: true, confidence: 0.95 }), true],
    ['remember', correction('remember to update the changelog', { explicit: true }), true],
    [
      'a task-specific rejection reason',
      correction("Let's keep the name of the py file but change the pyproject script to reference it, otherwise gtg", {
        kind: 'rejection-reason',
        explicit: true,
      }),
      false,
    ],
  ])('one session is enough when explicit and general: %s', (_name, single, proposed) => {
    expect(proposeMemories([single], { now: NOW, maxProposals: 5 }).all.length > 0).toBe(proposed);
  });
});

describe('ranking', () => {
  const corrections = [
    // three sessions, old
    ...['use pnpm', 'use pnpm not npm', 'pnpm, not npm!'].map((rule) => correction(rule, { seenAt: NOW - 90 * DAY })),
    // two sessions, recent
    ...["don't add comments", 'never add comments'].map((rule) => correction(rule, { seenAt: NOW - DAY })),
    // two sessions, recent, less sure
    ...['run the tests first', 'always run the tests first'].map((rule) => correction(rule, { seenAt: NOW - DAY, confidence: 0.6 })),
  ];

  it('ranks by distinct sessions × confidence × recency and numbers the priorities', () => {
    const proposals = proposeMemories(corrections, { now: NOW, maxProposals: 5 }).summary.proposals;
    expect(proposals.map((proposal) => proposal.source_variants[0])).toEqual(["don't add comments", 'run the tests first', 'use pnpm not npm']);
    expect(proposals.map((proposal) => proposal.priority)).toEqual([1, 2, 3]);
  });

  it('proposes at most maxProposals and counts every correction considered', () => {
    const set = proposeMemories(corrections, { now: NOW, maxProposals: 2 });
    expect(set.summary).toMatchObject({ total_proposed: 2, total_corrections: 7, clusters: 3 });
    expect(set.all).toHaveLength(3);
  });

  it('filters by repository', () => {
    const other = [correction('use tabs', { repo: 'other/repo' }), correction('use tabs please', { repo: 'other/repo' })];
    const set = proposeMemories([...corrections, ...other], { now: NOW, maxProposals: 5, repo: 'other/repo' });
    expect(set.all.map((proposal) => proposal.projects)).toEqual([['other/repo']]);
  });

  it('gives evidence with session, file, line and quote, newest first', () => {
    const [proposal] = proposeMemories(corrections, { now: NOW, maxProposals: 1 }).summary.proposals;
    expect(proposal!.evidence).toHaveLength(2);
    expect(proposal!.evidence[0]).toMatchObject({
      session: anyString(),
      file: stringMatching(/\.jsonl$/),
      line: anyNumber(),
      quote: anyString(),
      repo: 'acme/widgets',
    });
  });
});

describe('stable ids and decisions', () => {
  const first = correction('use pnpm', { seenAt: NOW - 10 * DAY });
  const second = correction('please use pnpm not npm', { seenAt: NOW - 5 * DAY });

  it('keeps the id when later corrections join the cluster', () => {
    const before = proposeMemories([first, second], { now: NOW, maxProposals: 5 }).all[0]!;
    const after = proposeMemories([first, second, correction('pnpm, not npm!', { seenAt: NOW })], { now: NOW, maxProposals: 5 }).all[0]!;
    expect(after.id).toBe(before.id);
    expect(after.sessions).toBe(3);
  });

  function decided(decision: ProposalDecision['decision']): ProposalDecision {
    const set = proposeMemories([first, second], { now: NOW, maxProposals: 5 });
    const proposal = set.all[0]!;
    return {
      id: proposal.id,
      decision,
      content: proposal.content,
      category: proposal.category,
      scope: proposal.scope,
      rationale: proposal.rationale,
      memberKeys: set.memberKeys.get(proposal.id)!,
      decidedAt: NOW,
    };
  }

  it.each(['approved', 'rejected'] as const)('a cluster %s is not pending again, even when an earlier correction changes its id', (decision) => {
    const earlier = correction('use pnpm!', { seenAt: NOW - 400 * DAY });
    const set = proposeMemories([earlier, first, second], { now: NOW, maxProposals: 5, decisions: [decided(decision)] });
    expect(set.summary.proposals).toEqual([]);
    expect(set.all).toHaveLength(1);
    expect(set.all[0]).toMatchObject({ status: decision, id: decided(decision).id });
  });

  it('touched languages come from the supporting sessions', () => {
    const a = correction('keep functions small', { sessionId: 'py-1' });
    const b = correction('keep the functions small', { sessionId: 'py-2' });
    const touched = new Map<string, Record<string, number>>([
      [sessionKey(a), { python: 4 }],
      [sessionKey(b), { python: 2, typescript: 1 }],
    ]);
    expect(proposeMemories([a, b], { now: NOW, maxProposals: 5, touchedLanguages: touched }).all[0]?.scope).toBe('language:python');
  });

  it('corrections with the same rule are one point of the clustering, all kept as members', () => {
    const same = ['use pnpm', 'Use pnpm!', 'please use pnpm'].map((rule) => correction(rule));
    const clusters = clusterCorrections([...same, correction("don't add comments")]);
    expect(clusters.map((cluster) => cluster.members.length).sort()).toEqual([1, 3]);
    expect(clusters.find((cluster) => cluster.members.length === 3)?.sessions).toBe(3);
  });

  it('clusters hold distinct sessions and projects', () => {
    const [cluster] = clusterCorrections([correction('use pnpm', { repo: 'a' }), correction('use pnpm', { repo: 'b' })]);
    expect(cluster).toMatchObject({ sessions: 2, projects: ['a', 'b'] });
  });
});

describe('rules a person would paste (issue 17 items 1 and 4)', () => {
  const propose = (corrections: StoredCorrection[]) => proposeMemories(corrections, { now: NOW, maxProposals: 5 }).all;

  it('paraphrases from two projects are one proposal, universal', () => {
    const proposals = propose([
      correction('stop writing docstrings everywhere', { repo: 'alpha' }),
      correction('no docstrings in what you write unless I ask', { repo: 'beta' }),
    ]);
    expect(proposals).toHaveLength(1);
    expect(proposals[0]).toMatchObject({ sessions: 2, projects: ['alpha', 'beta'], scope: 'universal' });
  });

  it('a near-duplicate that points at the task is evidence, the paste-able one is the rule', () => {
    const proposals = propose([correction("don't use eval here", { repo: 'alpha' }), correction("don't use eval here"), correction('avoid eval()')]);
    expect(proposals).toHaveLength(1);
    expect(proposals[0]).toMatchObject({ content: 'Avoid eval()', corrections: 3, sessions: 3 });
  });

  it('opposite rules are never one proposal', () => {
    const proposals = propose([
      correction('use npm', { repo: 'alpha' }),
      correction('use npm', { repo: 'beta' }),
      correction("don't use npm", { repo: 'gamma' }),
    ]);
    expect(proposals.map((proposal) => proposal.content)).toEqual(['Use npm']);
  });

  it('a cluster with no paste-able member is not proposed, however often it recurs', () => {
    expect(propose([correction('change it back'), correction('change it back please'), correction('put it back')])).toEqual([]);
    expect(propose([correction('we also need the logo in the docs site'), correction('we also need the logo in the docs')])).toEqual([]);
  });

  it('failure reports never make a rule recur', () => {
    const failure = { kind: 'failure-report', explicit: false } as unknown as Partial<StoredCorrection>;
    expect(propose([correction('run the tests before pushing'), correction('run the tests before pushing', failure)])).toEqual([]);
  });

  it('a rule naming a file of one project is scoped to that project', () => {
    const proposals = propose([
      correction("don't edit src/generated/schema.ts", { repo: 'alpha' }),
      correction('never edit src/generated/schema.ts', { repo: 'alpha' }),
    ]);
    expect(proposals).toHaveLength(1);
    expect(proposals[0]!.scope).toBe('project:alpha');
  });

  it('the same file rule in two projects is no rule for either', () => {
    expect(
      propose([correction("don't edit src/generated/schema.ts", { repo: 'alpha' }), correction("don't edit src/generated/schema.ts", { repo: 'beta' })]),
    ).toEqual([]);
  });

  it('"in this repo" makes a project rule, worded as an imperative', () => {
    const proposals = propose([correction('in this repo, we use tabs', { repo: 'alpha' }), correction('we use tabs in this repo', { repo: 'alpha' })]);
    expect(proposals[0]).toMatchObject({ scope: 'project:alpha', content: stringMatching(/^Use tabs in this repo$/) });
  });
});

describe('one session is enough for', () => {
  const propose = (corrections: StoredCorrection[]) => proposeMemories(corrections, { now: NOW, maxProposals: 5 }).all;
  it.each([
    ['an explicit correction', correction('never edit Cargo.lock by hand', { explicit: true }), true],
    ['a tool chosen over another', correction('use cargo nextest for running the tests, not cargo test', { kind: 'after-refusal' }), true],
    ['a tool chosen instead of another', correction('uv instead of pip'), true],
    ['no choice between tools', correction('keep the progress bar on stderr, not stdout', { confidence: 0.85 }), false],
    ['a weak tool choice', correction('use vitest, not jest', { confidence: 0.6 }), false],
    ['a plain rule', correction('run the linter before every commit'), false],
  ])('%s: %s', (_name, single, proposed) => {
    expect(propose([single]).length > 0).toBe(proposed);
  });
});

describe('rules two projects disagree on', () => {
  it("are each their project's, never universal", () => {
    const proposals = proposeMemories(
      [
        correction('always squash commits before merging', { repo: 'alpha', explicit: true }),
        correction('never squash commits, we keep the history', { repo: 'beta', explicit: true }),
      ],
      { now: NOW, maxProposals: 5 },
    ).all;
    expect(proposals.map((proposal) => [proposal.content, proposal.scope]).sort()).toEqual([
      ['Always squash commits before merging', 'project:alpha'],
      ['Never squash commits, we keep the history', 'project:beta'],
    ]);
  });

  it('"we use X here" is a project rule', () => {
    const [proposal] = proposeMemories([correction('we use uv here, never pip', { repo: 'alpha', explicit: true })], { now: NOW, maxProposals: 5 }).all;
    expect(proposal).toMatchObject({ content: 'Use uv in this repo, never pip', scope: 'project:alpha' });
  });
});
