import { describe, expect, it } from 'vitest';
import { clusterRules, DEFAULT_SIMILARITY_THRESHOLD, medoid } from '../../src/corrections/cluster.js';
import { cosine, ruleKey, tfidfVectors } from '../../src/corrections/text-vectors.js';

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
    const vectors = tfidfVectors(rules);
    expect(cosine(vectors[0]!, vectors[2]!)).toBeLessThan(0.1);
    const threshold = Math.min(cosine(vectors[0]!, vectors[1]!), cosine(vectors[1]!, vectors[2]!)) - 0.01;
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
    expect(DEFAULT_SIMILARITY_THRESHOLD).toBeLessThan(0.5);
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
