/**
 * Average-link (UPGMA) agglomerative clustering of correction rules over their similarity in meaning
 * (rule-similarity.ts: signed concepts first, character n-gram TF-IDF cosine second), cut at a
 * threshold: two clusters merge when their rules are at least that similar *on average*, so a rule
 * said three ways, each pair of which is not equally close, still becomes one cluster (complete link
 * kept such paraphrase groups apart), while a chain of small steps does not join unrelated ends (its
 * far pairs pull the average down). Two rules of opposite polarity about one thing cannot share a
 * cluster at all: their similarity is −∞, and so is that of every cluster holding them.
 * The nearest-neighbour-chain algorithm gives the exact result in O(n²) time and a float32 similarity
 * matrix of n² entries.
 */
import { appendAll, itemAt } from '../util/arrays.js';
import { normaliseRule } from './rule-normalise.js';
import { opposed, ruleSimilarity } from './rule-similarity.js';
import { cosine, tfidfVectors } from './text-vectors.js';

/** Rules at least this similar may share a cluster. Calibrated in tests/corrections/cluster.test.ts. */
export const DEFAULT_SIMILARITY_THRESHOLD = 0.45;

/** Pairwise similarity of rules, by their indexes (0 for opposed rules). */
export function similarityOf(rules: readonly string[]): (i: number, j: number) => number {
  const normalised = rules.map(normaliseRule);
  const vectors = tfidfVectors(rules);
  return (i, j) => ruleSimilarity(itemAt(normalised, i), itemAt(normalised, j), cosine(itemAt(vectors, i), itemAt(vectors, j)));
}

/** Like similarityOf, but −∞ for opposed rules: they must never merge. */
function linkageOf(rules: readonly string[]): (i: number, j: number) => number {
  const normalised = rules.map(normaliseRule);
  const similarity = similarityOf(rules);
  return (i, j) => (opposed(itemAt(normalised, i), itemAt(normalised, j)) ? -Infinity : similarity(i, j));
}

/** A cluster while it grows: its slot in the similarity matrix (its first rule's) and its rules, never none. */
interface Growing {
  slot: number;
  members: [number, ...number[]];
}

/** Clusters of indexes into `rules`, each sorted, in order of their first member. */
export function clusterRules(rules: readonly string[], threshold = DEFAULT_SIMILARITY_THRESHOLD): number[][] {
  const n = rules.length;
  if (n === 0) return [];
  const pair = linkageOf(rules);
  const similarity = new SimilarityMatrix(n);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) similarity.set(i, j, pair(i, j));
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

  /** Average link: the merged cluster's similarity to another is the mean over all pairs of rules (−∞ stays −∞). */
  function merge(into: Growing, from: Growing): void {
    const [sizeInto, sizeFrom] = [into.members.length, from.members.length];
    appendAll(into.members, from.members);
    active.delete(from);
    for (const other of active) {
      if (other === into) continue;
      const mean = (sizeInto * similarity.get(into.slot, other.slot) + sizeFrom * similarity.get(from.slot, other.slot)) / (sizeInto + sizeFrom);
      similarity.set(into.slot, other.slot, mean);
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
  const pair = similarityOf(cluster.map((index) => itemAt(rules, index)));
  let best = 0;
  let bestTotal = -Infinity;
  for (let i = 0; i < cluster.length; i++) {
    let total = 0;
    for (let j = 0; j < cluster.length; j++) if (i !== j) total += pair(i, j);
    if (total > bestTotal) {
      best = i;
      bestTotal = total;
    }
  }
  return itemAt(cluster, best);
}
