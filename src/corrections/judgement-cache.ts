/**
 * Judged clusters (propose.ts judgeClusters) kept between runs: clustering the stored corrections and passing
 * each cluster's rules through the paste-able gate cost most of a run on unchanged logs, and neither depends
 * on the time, the repository asked about or the decisions taken — only on the corrections, the languages
 * each session touched and this code. So they are kept under a key made of exactly those, as positions in
 * the corrections list; anything that does not decode against the list it is given is no cache (judged anew).
 */
import { createHash } from 'node:crypto';
import { compareText } from '../util/compare-text.js';
import { clusterOf, type JudgedCluster, type StoredCorrection } from './propose.js';

/**
 * Raised whenever clustering, the gate or the encoding below changes what they make from the same
 * corrections (the package version is part of the key too, for a release that forgets to).
 */
const JUDGEMENT_VERSION = 1;

interface EncodedCluster {
  /** Positions of the members in the corrections list, in the cluster's order. */
  members: number[];
  canonical: number;
  /** The proposable rule: its member's position, its content and its scope. */
  rule?: [number, string, string];
}

/**
 * What judged clusters are made from, as one hash: the corrections in the order they are given, the touched
 * languages per session, the similarity threshold and the code's version.
 */
export function judgementKey(
  corrections: readonly StoredCorrection[],
  touchedLanguages: ReadonlyMap<string, Readonly<Record<string, number>>>,
  threshold: number,
  codeVersion: string,
): string {
  const touched = [...touchedLanguages]
    .sort(([a], [b]) => compareText(a, b))
    .map(([session, languages]) => [session, Object.entries(languages).sort(([a], [b]) => compareText(a, b))]);
  // one string hashed once: many small updates cost more than the hashing
  return createHash('sha256')
    .update(JSON.stringify([JUDGEMENT_VERSION, codeVersion, threshold, corrections, touched]))
    .digest('hex');
}

export function encodeJudgement(judged: readonly JudgedCluster[], corrections: readonly StoredCorrection[]): string {
  const position = new Map(corrections.map((correction, index) => [correction, index]));
  const at = (correction: StoredCorrection): number => {
    const index = position.get(correction);
    if (index === undefined) throw new Error('a judged cluster holds a correction that is not in the list it was judged from');
    return index;
  };
  const clusters: EncodedCluster[] = judged.map(({ cluster, rule }) => ({
    members: cluster.members.map(at),
    canonical: at(cluster.canonical),
    ...(rule && { rule: [at(rule.member), rule.content, rule.scope] as [number, string, string] }),
  }));
  return JSON.stringify({ version: JUDGEMENT_VERSION, clusters });
}

/** The judged clusters `text` holds over `corrections`, or undefined when it is not a judgement of that list. */
export function decodeJudgement(text: string, corrections: readonly StoredCorrection[]): JudgedCluster[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || parsed.version !== JUDGEMENT_VERSION || !Array.isArray(parsed.clusters)) return undefined;
  const correctionAt = (value: unknown): StoredCorrection | undefined =>
    Number.isInteger(value) && (value as number) >= 0 ? corrections[value as number] : undefined;
  const judged: JudgedCluster[] = [];
  const seen = new Set<number>();
  for (const encoded of parsed.clusters as unknown[]) {
    if (!isRecord(encoded) || !Array.isArray(encoded.members) || encoded.members.length === 0) return undefined;
    const members: StoredCorrection[] = [];
    for (const index of encoded.members as unknown[]) {
      const member = correctionAt(index);
      // every correction is in one cluster at most
      if (member === undefined || seen.has(index as number)) return undefined;
      seen.add(index as number);
      members.push(member);
    }
    const canonical = correctionAt(encoded.canonical);
    if (canonical === undefined || !members.includes(canonical)) return undefined;
    const cluster = clusterOf(members, canonical);
    if (encoded.rule === undefined) {
      judged.push({ cluster });
      continue;
    }
    const rule = encoded.rule as unknown;
    if (!Array.isArray(rule) || rule.length !== 3 || typeof rule[1] !== 'string' || typeof rule[2] !== 'string') return undefined;
    const member = correctionAt(rule[0]);
    if (member === undefined || !members.includes(member)) return undefined;
    judged.push({ cluster, rule: { member, content: rule[1], scope: rule[2] } });
  }
  return judged;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
