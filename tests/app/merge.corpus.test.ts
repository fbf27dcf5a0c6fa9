/**
 * `analyze --shard i/3` over the shared corpus, the three databases merged: every table as one run on
 * the whole corpus leaves it (but the runs and what refers to them); and the merge does not depend on
 * the order of the shards. On the fixtures: merge.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { corpusDir } from '../helpers/paths.js';
import { canonicalDump, historyOf, mergedInto } from '../helpers/merged-history.js';

const NOW = 1_780_000_000;

describe('merge on the corpus', () => {
  it('the 3 shards merged = one run on everything, in any order', async () => {
    const one = canonicalDump(await historyOf([corpusDir()], NOW), { asOneRun: true });
    const shards = [];
    for (const index of [1, 2, 3]) shards.push(await historyOf([corpusDir()], NOW, { shard: { index, count: 3 } }));
    const files = shards.map((shard) => canonicalDump(shard).files?.length ?? 0);
    expect(
      files.filter((count) => count > 0),
      'every shard has files',
    ).toHaveLength(3);
    expect(files.reduce((sum, count) => sum + count, 0)).toBe(one.files?.length);
    const merged = await mergedInto(shards, NOW);
    expect(canonicalDump(merged, { asOneRun: true })).toEqual(one);
    const reversed = await mergedInto([...shards].reverse(), NOW);
    expect(canonicalDump(reversed)).toEqual(canonicalDump(merged));
  });
});
