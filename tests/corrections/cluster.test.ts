import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusterRules, DEFAULT_SIMILARITY_THRESHOLD, medoid, similarityOf } from '../../src/corrections/cluster.js';
import { normaliseRule } from '../../src/corrections/rule-normalise.js';
import { opposed } from '../../src/corrections/rule-similarity.js';
import { ruleKey } from '../../src/corrections/text-vectors.js';

/** Groups of paraphrases; the last group holds rules that must each stay alone. */
const PARAPHRASES = [
  ['use pnpm', 'please use pnpm not npm', 'pnpm, not npm!', 'use pnpm instead of npm', "don't use npm, use pnpm"],
  ["don't add comments", 'stop adding comments', 'no comments in the code please', 'never add comments'],
  ['always run the tests first', 'run tests first'],
  ['use tabs for indentation', 'indent with tabs not spaces'],
];
const UNRELATED = [
  "don't edit config.rs",
  'use the HTTPS remote instead',
  'never use panic in production Go code',
  'use uv instead of pip',
  'use vitest not jest',
  'write commit messages in English',
  'do not push to main',
];

function clustersAsText(rules: readonly string[], threshold?: number): string[][] {
  return clusterRules(rules, threshold).map((cluster) => cluster.map((index) => rules[index]!));
}

describe('clusterRules', () => {
  it('merges paraphrases and keeps unrelated corrections apart', () => {
    const rules = [...PARAPHRASES.flat(), ...UNRELATED];
    const clusters = clustersAsText(rules);
    for (const group of PARAPHRASES) expect(clusters).toContainEqual(group);
    for (const alone of UNRELATED) expect(clusters).toContainEqual([alone]);
    expect(clusters).toHaveLength(PARAPHRASES.length + UNRELATED.length);
  });

  it('complete link never chains: A~B and B~C do not put A and C together when A and C are unlike', () => {
    // each neighbour pair shares a word, the ends share none
    const rules = ['use pnpm workspaces', 'pnpm workspaces with turbo', 'turbo with remote caching'];
    const similarity = similarityOf(rules);
    expect(similarity(0, 2)).toBeLessThan(0.1);
    const threshold = Math.min(similarity(0, 1), similarity(1, 2)) - 0.01;
    const clusters = clustersAsText(rules, threshold);
    expect(clusters.some((cluster) => cluster.includes(rules[0]!) && cluster.includes(rules[2]!))).toBe(false);
    expect(clusters).toHaveLength(2);
  });

  it('is deterministic and order-independent in its partition', () => {
    const rules = [...UNRELATED, ...PARAPHRASES.flat()];
    const forward = clustersAsText(rules)
      .map((cluster) => [...cluster].sort())
      .sort();
    const backward = clustersAsText([...rules].reverse())
      .map((cluster) => [...cluster].sort())
      .sort();
    expect(backward).toEqual(forward);
  });

  it('handles none, one and identical rules', () => {
    expect(clusterRules([])).toEqual([]);
    expect(clusterRules(['use pnpm'])).toEqual([[0]]);
    expect(clusterRules(['use pnpm', 'use pnpm', 'Use pnpm!'])).toEqual([[0, 1, 2]]);
  });

  it('the default threshold sits between the paraphrases and the unrelated pairs', () => {
    expect(DEFAULT_SIMILARITY_THRESHOLD).toBeGreaterThan(0.3);
    expect(DEFAULT_SIMILARITY_THRESHOLD).toBeLessThan(0.6);
  });
});

/** Said two ways: the same rule in other words, a near-duplicate, or with the rule's tool named differently. */
const SAME_RULE: Array<[string, string]> = [
  ['stop writing docstrings everywhere', 'no docstrings in what you write unless I ask'],
  ["don't write doc comments", 'stop adding docstrings to every function'],
  ["don't use eval here", 'avoid eval()'],
  ['always lint before you push', 'run the linter before pushing'],
  ['never skip the tests', 'always run the tests'],
  ['keep summaries concise', 'be terse in your summaries'],
  ['use tabs for indentation', 'indent with tabs, not spaces'],
  ['use pnpm instead of npm', "we use pnpm, don't use npm"],
  ['no emojis in commit messages', 'stop putting emojis in the commit message'],
  ["don't modify the generated files", 'never edit generated files by hand'],
  ['execute pytest with -x', 'run pytest with -x'],
  ['ask before installing new dependencies', 'confirm with me before you add a package'],
];

/** Not the same rule: other objects behind shared verbs, other tools, or the opposite of each other. */
const OTHER_RULES: Array<[string, string]> = [
  ['run the tests before committing', 'run the linter before committing'],
  ['always lint before you push', 'run the linter before every commit'],
  ['use uv instead of pip', 'use vitest not jest'],
  ['use pnpm', 'use yarn'],
  ['write commit messages in English', 'write docstrings in English'],
  ['do not push to main', 'do not edit config.rs'],
  ['always add type hints', 'always add docstrings'],
];

/** Opposite polarity about the same thing: never one cluster. */
const OPPOSITES: Array<[string, string]> = [
  ['use npm', "don't use npm"],
  ['always add docstrings', 'no docstrings'],
  ['always run the tests', 'never run the tests'],
  ['use npm', 'use pnpm instead of npm'],
  ['prefer tabs over spaces', 'indent with spaces'],
  ['write comments', 'stop writing comments'],
];

describe('paraphrases, near-duplicates and polarity', () => {
  it.each(SAME_RULE)('%s ≈ %s', (a, b) => {
    expect(clusterRules([a, b])).toEqual([[0, 1]]);
  });

  it.each(OTHER_RULES)('%s ≠ %s', (a, b) => {
    expect(clusterRules([a, b])).toEqual([[0], [1]]);
  });

  it.each(OPPOSITES)('%s ⊥ %s: similarity 0, never one cluster at any threshold', (a, b) => {
    expect(similarityOf([a, b])(0, 1)).toBe(0);
    expect(clusterRules([a, b], 0.01)).toEqual([[0], [1]]);
  });

  it('"use pnpm" and "don\'t use npm" stay apart: the second does not say what to use', () => {
    expect(clusterRules(['use pnpm', "don't use npm"])).toEqual([[0], [1]]);
  });

  it('all of them at once: each same-rule pair shares a cluster, no other or opposite pair does', () => {
    const rules = [...new Set([...SAME_RULE, ...OTHER_RULES, ...OPPOSITES].flat())];
    const clusters = clustersAsText(rules);
    const together = ([a, b]: [string, string]) => clusters.some((cluster) => cluster.includes(a) && cluster.includes(b));
    for (const pair of SAME_RULE) expect(together(pair), pair.join(' / ')).toBe(true);
    for (const pair of [...OTHER_RULES, ...OPPOSITES]) expect(together(pair), pair.join(' / ')).toBe(false);
  });

  it('an opposite rule never joins a cluster, however similar it is to its other members', () => {
    const rules = ['use pnpm', 'please use pnpm', 'use pnpm not npm', 'use npm', 'pnpm, not npm'];
    const clusters = clustersAsText(rules);
    expect(clusters).toContainEqual(['use npm']);
  });
});

describe('medoid and keys', () => {
  it('picks the rule most like the others', () => {
    const rules = ['use pnpm', 'please use pnpm not npm', 'pnpm, not npm!'];
    expect(rules[medoid(rules, [0, 1, 2])]).toBe('please use pnpm not npm');
  });

  it('ruleKey drops softeners and punctuation but keeps negations', () => {
    expect(ruleKey('Please, use pnpm!')).toBe('use pnpm');
    expect(ruleKey("Don't use npm")).toBe('dont use npm');
  });
});

describe('property: opposed rules never share a cluster', () => {
  const objects = ['npm', 'pnpm', 'docstrings', 'comments', 'the tests', 'emojis', 'eval()', 'tabs'];
  const positive = ['use', 'always add', 'prefer', 'always run', 'write'];
  const negative = ["don't use", 'never add', 'avoid', 'stop writing', 'no'];
  const rule = fc
    .tuple(fc.boolean(), fc.nat({ max: 4 }), fc.constantFrom(...objects))
    .map(([negated, verb, object]) => `${(negated ? negative : positive)[verb]!} ${object}`);

  it('for any set of rules, at any threshold', () => {
    fc.assert(
      fc.property(fc.array(rule, { minLength: 2, maxLength: 12 }), fc.double({ min: 0.05, max: 0.9, noNaN: true }), (rules, threshold) => {
        const normalised = rules.map(normaliseRule);
        for (const cluster of clusterRules(rules, threshold)) {
          for (const i of cluster) for (const j of cluster) expect(opposed(normalised[i]!, normalised[j]!)).toBe(false);
        }
      }),
    );
  });
});

describe('a short rule said again inside a longer one', () => {
  it.each([
    // made-up: a warning about the machine said briefly, then at length with what to do instead
    [
      'the linter daemon opens a browser window here, do not start it',
      'the linter daemon opens a browser window on this laptop and blocks; never start it, run the linter once by hand',
      true,
    ],
    [
      'docker compose up hangs the vm here, avoid it',
      'docker compose up hangs the vm on this box forever; do not use it, start the services with the make target',
      true,
    ],
    // two concepts are not enough to call a rule contained: "use pnpm" is in many rules that say other things
    ['use pnpm', 'use pnpm workspaces and turbo with remote caching for every package build', false],
  ])('%s / %s: one cluster %s', (short, long, joined) => {
    expect(clustersAsText([short, long])).toHaveLength(joined ? 1 : 2);
  });

  it('is never joined to a rule that says the opposite of it', () => {
    const rules = ['never run the linter daemon, it opens a browser window here', 'always run the linter daemon, it opens a browser window with the report'];
    expect(clustersAsText(rules)).toHaveLength(2);
  });
});
