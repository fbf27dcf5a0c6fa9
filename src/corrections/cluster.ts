/**
 * Complete-link agglomerative clustering of correction rules over character n-gram TF-IDF cosine
 * similarity, cut at a threshold: two corrections share a cluster only when *every* pair in it is at
 * least that similar, so a chain of small steps never joins unrelated rules (single link would).
 * The nearest-neighbour-chain algorithm gives the exact complete-link result in O(n²) time and a
 * float32 similarity matrix of n² entries.
 */
import { appendAll, itemAt } from '../util/arrays.js';
import { cosine, tfidfVectors } from './text-vectors.js';

/** Rules at least this similar (cosine) may share a cluster. Calibrated in tests/corrections/cluster.test.ts. */
export const DEFAULT_SIMILARITY_THRESHOLD = 0.4;

/** A cluster while it grows: its slot in the similarity matrix (its first rule's) and its rules, never none. */
interface Growing {
  slot: number;
  members: [number, ...number[]];
}

/** Clusters of indexes into `rules`, each sorted, in order of their first member. */
export function clusterRules(rules: readonly string[], threshold = DEFAULT_SIMILARITY_THRESHOLD): number[][] {
  const n = rules.length;
  if (n === 0) return [];
  const vectors = tfidfVectors(rules);
  const similarity = new SimilarityMatrix(n);
  vectors.forEach((a, i) => {
    vectors.forEach((b, j) => {
      if (j > i) similarity.set(i, j, cosine(a, b));
    });
  });
  const active = new Set<Growing>(rules.map((_, index) => ({ slot: index, members: [index] })));
  const done: Array<[number, ...number[]]> = [];
  const chain: Growing[] = [];
  for (;;) {
    let top = chain.at(-1);
    if (top === undefined) {
      // a new chain starts at the first cluster still growing; none left: every cluster is done
      const first = active.values().next();
      if (first.done) break;
      chain.push((top = first.value));
    }
    const previous = chain.at(-2);
    let best: Growing | undefined;
    let bestSimilarity = -Infinity;
    for (const other of active) {
      if (other === top) continue;
      const value = similarity.get(top.slot, other.slot);
      // ties go to the previous chain element, which keeps the chain from cycling
      if (value > bestSimilarity || (value === bestSimilarity && other === previous)) {
        best = other;
        bestSimilarity = value;
      }
    }
    if (best === undefined || bestSimilarity < threshold) {
      // Similarities grow along the chain: nobody on it has a partner above the threshold any more.
      for (const cluster of chain) {
        active.delete(cluster);
        done.push(cluster.members);
      }
      chain.length = 0;
    } else if (best === previous) {
      chain.length -= 2;
      merge(top, best);
    } else {
      chain.push(best);
    }
  }
  return done.map((members) => members.sort((a, b) => a - b)).sort((a, b) => a[0] - b[0]);

  /** Complete link: the merged cluster is as similar to another as its least similar member. */
  function merge(into: Growing, from: Growing): void {
    appendAll(into.members, from.members);
    active.delete(from);
    for (const other of active) {
      if (other === into) continue;
      similarity.set(into.slot, other.slot, Math.min(similarity.get(into.slot, other.slot), similarity.get(from.slot, other.slot)));
    }
  }
}

/** Symmetric similarities of n items, in one float32 array of n² entries. */
class SimilarityMatrix {
  private readonly values: Float32Array;

  constructor(private readonly n: number) {
    this.values = new Float32Array(n * n);
  }

  get(a: number, b: number): number {
    return itemAt(this.values, a * this.n + b);
  }

  set(a: number, b: number, value: number): void {
    this.values[a * this.n + b] = value;
    this.values[b * this.n + a] = value;
  }
}

/** The member most similar on average to the others (the first on ties): the cluster's canonical rule. */
export function medoid(rules: readonly string[], cluster: readonly number[]): number {
  const [first] = cluster;
  if (first === undefined) throw new RangeError('an empty cluster has no medoid');
  if (cluster.length <= 2) return first;
  const vectors = tfidfVectors(cluster.map((index) => itemAt(rules, index)));
  let best = 0;
  let bestTotal = -Infinity;
  for (const [i, vector] of vectors.entries()) {
    let total = 0;
    for (const [j, other] of vectors.entries()) if (i !== j) total += cosine(vector, other);
    if (total > bestTotal) {
      best = i;
      bestTotal = total;
    }
  }
  return itemAt(cluster, best);
}
