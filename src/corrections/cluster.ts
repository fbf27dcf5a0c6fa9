/**
 * Complete-link agglomerative clustering of correction rules over character n-gram TF-IDF cosine
 * similarity, cut at a threshold: two corrections share a cluster only when *every* pair in it is at
 * least that similar, so a chain of small steps never joins unrelated rules (single link would).
 * The nearest-neighbour-chain algorithm gives the exact complete-link result in O(n²) time and a
 * float32 similarity matrix of n² entries.
 */
import { appendAll } from '../util/arrays.js';
import { cosine, tfidfVectors } from './text-vectors.js';

/** Rules at least this similar (cosine) may share a cluster. Calibrated in tests/corrections/cluster.test.ts. */
export const DEFAULT_SIMILARITY_THRESHOLD = 0.4;

/** Clusters of indexes into `rules`, each sorted, in order of their first member. */
export function clusterRules(rules: readonly string[], threshold = DEFAULT_SIMILARITY_THRESHOLD): number[][] {
  const n = rules.length;
  if (n === 0) return [];
  const vectors = tfidfVectors(rules);
  const similarity = new Float32Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const value = cosine(vectors[i]!, vectors[j]!);
      similarity[i * n + j] = value;
      similarity[j * n + i] = value;
    }
  }
  const members: number[][] = rules.map((_, index) => [index]);
  const active = new Set<number>(members.keys());
  const done: number[][] = [];
  const chain: number[] = [];
  while (active.size > 0) {
    if (chain.length === 0) chain.push(active.values().next().value!);
    const top = chain[chain.length - 1]!;
    const previous = chain.length >= 2 ? chain[chain.length - 2]! : -1;
    let best = -1;
    let bestSimilarity = -Infinity;
    for (const other of active) {
      if (other === top) continue;
      const value = similarity[top * n + other]!;
      // ties go to the previous chain element, which keeps the chain from cycling
      if (value > bestSimilarity || (value === bestSimilarity && other === previous)) {
        best = other;
        bestSimilarity = value;
      }
    }
    if (best === -1 || bestSimilarity < threshold) {
      // Similarities grow along the chain: nobody on it has a partner above the threshold any more.
      for (const member of chain) {
        active.delete(member);
        done.push(members[member]!);
      }
      chain.length = 0;
    } else if (best === previous) {
      chain.length -= 2;
      merge(top, best);
    } else {
      chain.push(best);
    }
  }
  return done.map((cluster) => cluster.sort((a, b) => a - b)).sort((a, b) => a[0]! - b[0]!);

  /** Complete link: the merged cluster is as similar to another as its least similar member. */
  function merge(into: number, from: number): void {
    appendAll(members[into]!, members[from]!);
    active.delete(from);
    for (const other of active) {
      if (other === into) continue;
      const value = Math.min(similarity[into * n + other]!, similarity[from * n + other]!);
      similarity[into * n + other] = value;
      similarity[other * n + into] = value;
    }
  }
}

/** The member most similar on average to the others (the first on ties): the cluster's canonical rule. */
export function medoid(rules: readonly string[], cluster: readonly number[]): number {
  if (cluster.length <= 2) return cluster[0]!;
  const vectors = tfidfVectors(cluster.map((index) => rules[index]!));
  let best = 0;
  let bestTotal = -Infinity;
  for (let i = 0; i < vectors.length; i++) {
    let total = 0;
    for (let j = 0; j < vectors.length; j++) if (i !== j) total += cosine(vectors[i]!, vectors[j]!);
    if (total > bestTotal) {
      best = i;
      bestTotal = total;
    }
  }
  return cluster[best]!;
}
