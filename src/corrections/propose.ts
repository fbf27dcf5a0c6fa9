/**
 * From stored corrections to memory proposals: cluster the rules across all sessions, drop clusters a
 * person already decided, keep those that recur in two or more sessions or are explicit (and general),
 * rank by distinct sessions × confidence × recency, and word each by the templates.
 */
import type { FormatId } from '../ingest/formats/index.js';
import { createHash } from 'node:crypto';
import { sessionKey } from '../model/session-part.js';
import { itemAt, maxOf, minOf } from '../util/arrays.js';
import { addCount, emptyCounts, type Counts } from '../util/counts.js';
import { categoryOf } from './category.js';
import { clusterRules, DEFAULT_SIMILARITY_THRESHOLD, medoid } from './cluster.js';
import { imperativeRule, rationaleOf } from './content.js';
import { oneOffPaths, pasteFailure } from './pasteable.js';
import { normaliseRule, type NormalisedRule } from './rule-normalise.js';
import { opposed } from './rule-similarity.js';
import type { MemoryProposal, MemoryProposalSummary, ProposalDecision, ProposalEvidence, ProposalStatus } from './proposal-types.js';
import { scopeOf } from './scope.js';
import { containsRedaction } from '../safety/redact.js';
import { sanitizeAndRedact } from '../safety/sanitize.js';
import { ruleKey } from './text-vectors.js';
import { isRuleKind, MAX_QUOTE_CHARS, type Correction } from './types.js';
import { compareText } from '../util/compare-text.js';

/** A correction as the history database returns it. */
export interface StoredCorrection extends Correction {
  format: FormatId;
  repo?: string;
  /** Epoch seconds: the turn's timestamp, else when it was first stored. */
  seenAt: number;
}

export interface ProposeOptions {
  /** Epoch seconds. */
  now: number;
  /** Most pending proposals returned (config tip_miner.max_proposals). */
  maxProposals: number;
  /** Only clusters with a correction in this repository. */
  repo?: string;
  /** Files the agent touched per session (`format\0session`), by language. */
  touchedLanguages?: ReadonlyMap<string, Readonly<Record<string, number>>>;
  decisions?: readonly ProposalDecision[];
  similarityThreshold?: number;
}

export interface Cluster {
  members: StoredCorrection[];
  canonical: StoredCorrection;
  /** Distinct sessions. */
  sessions: number;
  projects: string[];
  confidence: number;
  explicit: boolean;
  firstSeen: number;
  lastSeen: number;
}

export interface ProposalSet {
  summary: MemoryProposalSummary;
  /** Every cluster as a proposal, decided ones with their decision, ranked; `summary.proposals` is the pending top N. */
  all: MemoryProposal[];
  /** Per proposal id, the normalised rules of its cluster (kept with a decision). */
  memberKeys: ReadonlyMap<string, string[]>;
}

/** Recency halves every 30 days after a cluster's last correction. */
const RECENCY_HALF_LIFE_DAYS = 30;
const DAY = 86_400;
/** "use X, not Y", "prefer X over Y", "X instead of Y": what is chosen and what it is chosen over. */
const TOOL_CHOICE = /^(?:(?:please\s+)?(?:we\s+)?(?:use|prefer|run)\s+)?(.+?),?\s+(?:not|never|instead of|rather than|over)\s+(.+)$/i;
const TOOL_CHOICE_CONFIDENCE = 0.8;
/** A rule that speaks of the project itself ("in this repo") is that project's. */
const PROJECT_REFERENCE =
  /\bthis\s+(?:repo|repository|project|codebase|code base|monorepo|workspace)\b|这个(?:项目|仓库|代码库)|這個(?:專案|倉庫|程式碼庫)|この(?:リポジトリ|プロジェクト)|이\s?(?:저장소|프로젝트|레포)|(?:este|neste|en\s+este)\s+(?:repo|proyecto|projeto|repositorio|repositório)|(?:diese[ms]?|in\s+diesem)\s+(?:repo|projekt)|(?:ce|dans\s+ce)\s+(?:repo|projet|dépôt)|(?:этом|этот)\s+(?:репо|проект\p{L}*|репозитори\p{L}*)/iu;
const MAX_EVIDENCE = 10;
/** A proposal's rule, at most (content is a short imperative, 20 words). */
const MAX_CONTENT_CHARS = 300;
const MAX_VARIANTS = 10;

/**
 * Most distinct rules clustered at once (the similarity matrix holds their square, 16 MB here); beyond
 * it the rules seen most recently are kept.
 */
const MAX_CLUSTERED_RULES = 2000;

export function clusterCorrections(corrections: readonly StoredCorrection[], threshold = DEFAULT_SIMILARITY_THRESHOLD): Cluster[] {
  // Corrections with the same normalised rule are one point: they always share a cluster, and a rule
  // repeated in many sessions costs one row of the matrix.
  const groups = new Map<string, [StoredCorrection, ...StoredCorrection[]]>();
  for (const correction of corrections) {
    const key = ruleKey(correction.rule) || correction.rule.toLowerCase();
    const group = groups.get(key);
    if (group) group.push(correction);
    else groups.set(key, [correction]);
  }
  let points = [...groups.values()];
  if (points.length > MAX_CLUSTERED_RULES) {
    const latest = (group: readonly StoredCorrection[]) => maxOf(group.map((member) => member.seenAt)) ?? 0;
    const kept = new Set([...points].sort((a, b) => latest(b) - latest(a)).slice(0, MAX_CLUSTERED_RULES));
    points = points.filter((group) => kept.has(group));
  }
  const rules = points.map(([first]) => first.rule);
  // clusterRules and medoid give positions in `rules`, which are those of `points`
  return clusterRules(rules, threshold).map((indexes) => {
    const members = indexes.flatMap((index) => itemAt(points, index));
    const [canonical] = itemAt(points, medoid(rules, indexes));
    return clusterOf(members, canonical);
  });
}

/** A cluster of these members, `canonical` speaking for it: its sessions, projects, confidence and time span. */
export function clusterOf(members: StoredCorrection[], canonical: StoredCorrection): Cluster {
  return {
    members,
    canonical,
    sessions: new Set(members.map(sessionKey)).size,
    projects: [...new Set(members.flatMap((member) => (member.repo !== undefined ? [member.repo] : [])))].sort(),
    confidence: maxOf(members.map((member) => member.confidence)) ?? 0,
    explicit: members.some((member) => member.explicit),
    firstSeen: minOf(members.map((member) => member.seenAt)) ?? 0,
    lastSeen: maxOf(members.map((member) => member.seenAt)) ?? 0,
  };
}

export function proposeMemories(corrections: readonly StoredCorrection[], options: ProposeOptions): ProposalSet {
  return proposeFromClusters(clusterCorrections(corrections, options.similarityThreshold), options);
}

export function proposeFromClusters(allClusters: readonly Cluster[], options: ProposeOptions): ProposalSet {
  return proposeFromJudged(judgeClusters(allClusters, options.touchedLanguages), options);
}

/**
 * A cluster and the rule it would propose — none when no member passes the paste-able gate: what proposals are
 * made of before time, repository and decisions (judgement-cache.ts keeps it between runs).
 */
export interface JudgedCluster {
  cluster: Cluster;
  rule?: ProposableRule;
}

/** Each cluster's proposable rule, judged against every cluster (a rule another project contests is scoped to its own). */
export function judgeClusters(allClusters: readonly Cluster[], touchedLanguages?: ProposeOptions['touchedLanguages']): JudgedCluster[] {
  const contested = contestedIn(allClusters);
  return allClusters.map((cluster) => {
    const rule = proposableRule(cluster, touchedLanguages, contested(cluster));
    return rule ? { cluster, rule } : { cluster };
  });
}

/** The proposals as of `options.now` from judged clusters: decisions applied, ranked by sessions × confidence × recency. */
export function proposeFromJudged(judged: readonly JudgedCluster[], options: ProposeOptions): ProposalSet {
  const inRepo = judged.filter(({ cluster }) => options.repo === undefined || cluster.projects.includes(options.repo));
  const clusters = inRepo.map(({ cluster }) => cluster);
  const decisions = options.decisions ?? [];
  const all: MemoryProposal[] = [];
  const memberKeys = new Map<string, string[]>();
  for (const { cluster, rule } of inRepo) {
    if (!rule) continue;
    const decision = decisionFor(cluster, decisions);
    const proposal = toProposal(cluster, rule, decision, options);
    if (memberKeys.has(proposal.id)) continue; // a second cluster holding rules of the same decided proposal
    memberKeys.set(proposal.id, [...new Set(cluster.members.map((member) => ruleKey(member.rule)))]);
    all.push(proposal);
  }
  all.sort((a, b) => b.score - a.score || compareText(a.id, b.id));
  const pending = all.filter((proposal) => proposal.status === 'pending').slice(0, options.maxProposals);
  pending.forEach((proposal, index) => (proposal.priority = index + 1));
  const considered = clusters.reduce((sum, cluster) => sum + cluster.members.length, 0);
  return {
    all,
    memberKeys,
    summary: {
      session_id: runId(options.now),
      timestamp: new Date(options.now * 1000).toISOString(),
      project: options.repo ?? null,
      total_corrections: considered,
      total_proposed: pending.length,
      clusters: clusters.length,
      proposals: pending,
    },
  };
}

/** The rule a cluster proposes: the member a person would paste into a memory file, its words and its scope. */
export interface ProposableRule {
  member: StoredCorrection;
  content: string;
  scope: string;
}

/**
 * Recurrence makes a rule; one session is enough only for an explicit one. Either way the cluster needs a
 * member that passes the paste-able gate (pasteable.ts) with its own scope: the most central of those
 * speaks for the cluster. Failure reports never do.
 */
function proposableRule(cluster: Cluster, touchedLanguages: ProposeOptions['touchedLanguages'], contested: boolean): ProposableRule | undefined {
  const touched = touchedIn(cluster, touchedLanguages);
  const candidates = new Map<string, ProposableRule>();
  // members repeat their rule (one per session that said it): each rule is judged once, pass or fail
  const judged = new Set<string>();
  for (const member of cluster.members) {
    if (!isRuleKind(member.kind) || judged.has(member.rule)) continue;
    judged.add(member.rule);
    // the gate judges what would be pasted: the imperative as sanitised and redacted; a rule that needs a secret
    // (one the sanitiser reveals too, split by an invisible character) is never proposed
    const content = sanitizeAndRedact(imperativeRule(member.rule), { maxChars: MAX_CONTENT_CHARS });
    if (containsRedaction(content)) continue;
    const scope = scopeFor(content, cluster.projects, touched, contested);
    if (pasteFailure(content, scope) === undefined) candidates.set(member.rule, { member, content, scope });
  }
  const rules = [...candidates.values()];
  const recurs = new Set(cluster.members.filter((member) => isRuleKind(member.kind)).map(sessionKey)).size >= 2;
  const usable = recurs ? rules : rules.filter(({ member }) => cluster.members.some((other) => other.rule === member.rule && standsAlone(other)));
  if (usable.length === 0) return undefined;
  const canonical = usable.find(({ member }) => member.rule === cluster.canonical.rule);
  return (
    canonical ??
    itemAt(
      usable,
      medoid(
        usable.map(({ member }) => member.rule),
        usable.map((_, index) => index),
      ),
    )
  );
}

/**
 * Whether another project's cluster says the opposite of a cluster (an opposed pair of rules, no project in
 * common). Clusters of many sessions repeat their rules: each distinct rule is normalised once and each
 * pair of distinct rules compared once.
 */
function contestedIn(clusters: readonly Cluster[]): (cluster: Cluster) => boolean {
  const meanings = new Map<string, NormalisedRule>();
  const meaningOf = (rule: string) => {
    let known = meanings.get(rule);
    if (!known) meanings.set(rule, (known = normaliseRule(rule)));
    return known;
  };
  const distinctRules = new Map<Cluster, string[]>();
  const rulesOf = (cluster: Cluster) => {
    let rules = distinctRules.get(cluster);
    if (!rules) distinctRules.set(cluster, (rules = [...new Set(cluster.members.map((member) => member.rule))]));
    return rules;
  };
  const pairs = new Map<string, boolean>();
  const isOpposed = (rule: string, rival: string) => {
    const key = `${rule}\u0000${rival}`;
    let answer = pairs.get(key);
    if (answer === undefined) pairs.set(key, (answer = opposed(meaningOf(rule), meaningOf(rival))));
    return answer;
  };
  return (cluster) =>
    clusters.some(
      (other) =>
        other !== cluster &&
        !other.projects.some((project) => cluster.projects.includes(project)) &&
        rulesOf(cluster).some((rule) => rulesOf(other).some((rival) => isOpposed(rule, rival))),
    );
}

/**
 * One session is enough for an explicit correction, and for a firm choice of one tool over another
 * ("use cargo nextest, not cargo test", "uv instead of pip"): a tool choice is a standing preference.
 */
function standsAlone(member: StoredCorrection): boolean {
  if (member.explicit) return true;
  const choice = TOOL_CHOICE.exec(member.rule);
  const [chosen, over] = [choice?.[1], choice?.[2]];
  if (member.confidence < TOOL_CHOICE_CONFIDENCE || chosen === undefined || over === undefined) return false;
  return normaliseRule(chosen).names.length > 0 && normaliseRule(over).names.length > 0;
}

/**
 * The scope of a rule: a rule naming a file of one project, or the project itself, is that project's; so
 * is a rule another project says the opposite of ("always squash commits" here, "never squash" there).
 */
function scopeFor(rule: string, projects: readonly string[], touchedLanguages: Counts, contested: boolean): string {
  const [only] = projects;
  if (projects.length === 1 && only !== undefined && (contested || oneOffPaths(rule).length > 0 || PROJECT_REFERENCE.test(rule))) return `project:${only}`;
  return scopeOf(rule, { projects, touchedLanguages });
}

/** Stable id: from the normalised rule of the cluster's earliest correction. */
function proposalId(cluster: Cluster): string {
  const [earliest] = [...cluster.members].sort((a, b) => a.seenAt - b.seenAt || compareText(a.file, b.file) || a.line - b.line);
  if (earliest === undefined) throw new RangeError('a cluster without members has no proposal id');
  return `mem-${createHash('sha1')
    .update(ruleKey(earliest.rule) || earliest.rule)
    .digest('hex')
    .slice(0, 10)}`;
}

/** A decision holds for a cluster with its id or holding one of the rules it was made on. */
function decisionFor(cluster: Cluster, decisions: readonly ProposalDecision[]): ProposalDecision | undefined {
  const id = proposalId(cluster);
  const keys = new Set(cluster.members.map((member) => ruleKey(member.rule)));
  return decisions.find((decision) => decision.id === id) ?? decisions.find((decision) => decision.memberKeys.some((key) => keys.has(key)));
}

function toProposal(cluster: Cluster, rule: ProposableRule, decision: ProposalDecision | undefined, options: ProposeOptions): MemoryProposal {
  const status: ProposalStatus = decision?.decision ?? 'pending';
  const ageDays = Math.max(0, options.now - cluster.lastSeen) / DAY;
  const score = cluster.sessions * cluster.confidence * 2 ** (-ageDays / RECENCY_HALF_LIFE_DAYS);
  return {
    id: decision?.id ?? proposalId(cluster),
    category: decision?.category ?? categoryOf(rule.member.rule),
    scope: decision?.scope ?? rule.scope,
    content: decision?.content ?? rule.content,
    rationale: decision?.rationale ?? rationaleOf(cluster.sessions, cluster.confidence, cluster.explicit),
    source_variants: variants(cluster, rule.member),
    confidence: cluster.confidence,
    priority: 0,
    status,
    sessions: cluster.sessions,
    corrections: cluster.members.length,
    projects: cluster.projects,
    explicit: cluster.explicit,
    score: Math.round(score * 10_000) / 10_000,
    first_seen: new Date(cluster.firstSeen * 1000).toISOString(),
    last_seen: new Date(cluster.lastSeen * 1000).toISOString(),
    evidence: evidence(cluster),
  };
}

function touchedIn(cluster: Cluster, touched: ProposeOptions['touchedLanguages']): Counts {
  const total = emptyCounts();
  if (!touched) return total;
  for (const session of new Set(cluster.members.map(sessionKey))) {
    for (const [language, count] of Object.entries(touched.get(session) ?? {})) addCount(total, language, count);
  }
  return total;
}

function variants(cluster: Cluster, first: StoredCorrection): string[] {
  const texts = new Set<string>();
  const seen = new Set<string>();
  const result: string[] = [];
  for (const member of [first, ...cluster.members]) {
    if (result.length >= MAX_VARIANTS) break;
    // members repeat their words (one per session that said them): each text is quoted once
    if (texts.has(member.text)) continue;
    texts.add(member.text);
    const quote = quoteOf(member);
    if (seen.has(quote)) continue;
    seen.add(quote);
    result.push(quote);
  }
  return result;
}

/** The user's words as evidence: plain text (they are shown at review and kept in JSON), already redacted. */
function quoteOf(member: StoredCorrection): string {
  return sanitizeAndRedact(member.text, { maxChars: MAX_QUOTE_CHARS });
}

function evidence(cluster: Cluster): ProposalEvidence[] {
  return [...cluster.members]
    .sort((a, b) => b.seenAt - a.seenAt || compareText(a.file, b.file) || a.line - b.line)
    .slice(0, MAX_EVIDENCE)
    .map((member) => ({
      session: member.sessionId,
      file: member.file,
      line: member.line,
      quote: quoteOf(member),
      kind: member.kind,
      confidence: member.confidence,
      repo: member.repo ?? null,
      seen_at: new Date(member.seenAt * 1000).toISOString(),
    }));
}

/** The seed's session id: the run's time as YYYYMMDD-HHMMSS (UTC). */
function runId(now: number): string {
  return new Date(now * 1000).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}
