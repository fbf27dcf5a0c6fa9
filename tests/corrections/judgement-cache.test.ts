/**
 * corrections/judgement-cache.ts: judged clusters kept between runs give the very proposals judging anew gives,
 * the key changes with everything the judgement is made from, and text that is not a judgement of the given
 * corrections is no cache.
 */
import { describe, expect, it } from 'vitest';
import { decodeJudgement, encodeJudgement, judgementKey } from '../../src/corrections/judgement-cache.js';
import { clusterCorrections, judgeClusters, proposeFromJudged, type StoredCorrection } from '../../src/corrections/propose.js';

const DAY = 86_400;
const NOW = 1_800_000_000;

function correction(rule: string, index: number, options: Partial<StoredCorrection> = {}): StoredCorrection {
  return {
    format: 'claude-code',
    sessionId: `session-${index % 4}`,
    streamId: 'main',
    file: `/logs/session-${index % 4}.jsonl`,
    line: index + 1,
    kind: 'instruction',
    confidence: 0.8,
    explicit: index % 3 === 0,
    cues: [],
    text: rule,
    rule,
    seenAt: NOW - (index + 1) * DAY,
    repo: index % 2 === 0 ? 'acme/shop' : 'acme/api',
    ...options,
  };
}

const RULES = [
  'use pnpm, not npm',
  'always use pnpm instead of npm',
  'never commit to main, open a PR',
  "don't commit straight to main",
  'tests go under spec/, not test/',
  'keep summaries short',
  'run go vet before you say it builds',
  'from now on use pnpm',
];
const CORRECTIONS = RULES.map((rule, index) => correction(rule, index));
const TOUCHED = new Map<string, Record<string, number>>([
  ['claude-code\u0000session-0', { go: 3, typescript: 1 }],
  ['claude-code\u0000session-1', { typescript: 2 }],
]);

function freshJudgement(corrections: readonly StoredCorrection[]) {
  return judgeClusters(clusterCorrections(corrections), TOUCHED);
}

describe('judged clusters kept between runs', () => {
  it.each([
    ['every repository', undefined],
    ['one repository', 'acme/shop'],
  ])('give the proposals judging anew gives (%s)', (_name, repo) => {
    const judged = freshJudgement(CORRECTIONS);
    const kept = decodeJudgement(encodeJudgement(judged, CORRECTIONS), CORRECTIONS);
    expect(kept).toBeDefined();
    const options = { now: NOW, maxProposals: 10, touchedLanguages: TOUCHED, ...(repo !== undefined && { repo }) };
    const fresh = proposeFromJudged(judged, options);
    expect(fresh.all.length).toBeGreaterThan(0);
    expect(proposeFromJudged(kept!, options)).toEqual(fresh);
    // and later: only the time-dependent score moves
    expect(proposeFromJudged(kept!, { ...options, now: NOW + 40 * DAY })).toEqual(proposeFromJudged(judged, { ...options, now: NOW + 40 * DAY }));
  });

  it('is keyed on the corrections, the touched languages, the threshold and the code version', () => {
    const key = judgementKey(CORRECTIONS, TOUCHED, 0.45, '1.0.0');
    expect(
      judgementKey(
        CORRECTIONS.map((item) => ({ ...item })),
        new Map([...TOUCHED].reverse()),
        0.45,
        '1.0.0',
      ),
    ).toBe(key);
    const changed = [
      judgementKey(CORRECTIONS.slice(1), TOUCHED, 0.45, '1.0.0'),
      judgementKey([...CORRECTIONS.slice(0, -1), { ...CORRECTIONS.at(-1)!, confidence: 0.9 }], TOUCHED, 0.45, '1.0.0'),
      judgementKey([...CORRECTIONS].reverse(), TOUCHED, 0.45, '1.0.0'),
      judgementKey(CORRECTIONS, new Map([...TOUCHED, ['claude-code\u0000session-2', { rust: 1 }]]), 0.45, '1.0.0'),
      judgementKey(CORRECTIONS, TOUCHED, 0.5, '1.0.0'),
      judgementKey(CORRECTIONS, TOUCHED, 0.45, '1.0.1'),
    ];
    for (const other of changed) expect(other).not.toBe(key);
    expect(new Set(changed).size).toBe(changed.length);
  });

  const encoded = JSON.parse(encodeJudgement(freshJudgement(CORRECTIONS), CORRECTIONS)) as {
    version: number;
    clusters: Array<{ members: number[]; canonical: number; rule?: [number, string, string] }>;
  };
  const withRule = encoded.clusters.findIndex((cluster) => cluster.rule !== undefined);
  const spoilt = (spoil: (copy: typeof encoded) => void): string => {
    const copy = structuredClone(encoded);
    spoil(copy);
    return JSON.stringify(copy);
  };

  it.each([
    ['not JSON', '{"version":1,"clusters":['],
    ['JSON of another shape', '[1,2,3]'],
    ['another version', spoilt((copy) => (copy.version = 99))],
    ['a member past the end of the list', spoilt((copy) => copy.clusters[0]!.members.push(CORRECTIONS.length))],
    ['a member that is no position', spoilt((copy) => copy.clusters[0]!.members.push(-1))],
    ['a correction in two clusters', spoilt((copy) => copy.clusters.push({ members: [...copy.clusters[0]!.members], canonical: copy.clusters[0]!.canonical }))],
    ['an empty cluster', spoilt((copy) => copy.clusters.push({ members: [], canonical: 0 }))],
    ['a canonical outside its cluster', spoilt((copy) => (copy.clusters[0]!.canonical = copy.clusters[1]!.members[0]!))],
    ['a rule of another cluster', spoilt((copy) => (copy.clusters[withRule]!.rule![0] = copy.clusters[withRule === 0 ? 1 : 0]!.members[0]!))],
    ['a rule without its scope', spoilt((copy) => (copy.clusters[withRule]!.rule = [copy.clusters[withRule]!.rule![0], 'x'] as never))],
  ])('%s is no judgement', (_name, text) => {
    expect(decodeJudgement(text, CORRECTIONS)).toBeUndefined();
  });

  it('is no judgement of a shorter list', () => {
    expect(decodeJudgement(JSON.stringify(encoded), CORRECTIONS.slice(0, 3))).toBeUndefined();
  });
});
