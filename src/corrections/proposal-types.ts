/**
 * Memory proposals: the seed's `MemoryProposal` and `SessionSummary` fields (snake_case, as they are
 * written to memory_proposals.json), plus the evidence and ranking figures of ours.
 */
import type { CorrectionKind } from './types.js';

export type ProposalCategory = 'rule' | 'correction' | 'preference';
export type ProposalStatus = 'pending' | 'approved' | 'rejected';

export interface ProposalEvidence {
  session: string;
  file: string;
  line: number;
  quote: string;
  kind: CorrectionKind;
  confidence: number;
  repo: string | null;
  seen_at: string;
}

export interface MemoryProposal {
  /** Stable: derived from the cluster (see propose.ts), so a decision survives later runs. */
  id: string;
  category: ProposalCategory;
  /** `universal`, `language:<id>` or `project:<repo>`. */
  scope: string;
  /** The rule as a short imperative (at most 20 words). */
  content: string;
  rationale: string;
  /** The corrections' own words, the canonical one first. */
  source_variants: string[];
  confidence: number;
  /** 1 = highest; by rank among this run's proposals. */
  priority: number;
  status: ProposalStatus;
  /** Distinct sessions with a correction in the cluster. */
  sessions: number;
  corrections: number;
  projects: string[];
  explicit: boolean;
  /** sessions × confidence × recency (30-day half-life from the last correction). */
  score: number;
  first_seen: string;
  last_seen: string;
  evidence: ProposalEvidence[];
  /** The template content, when an LLM refined it into `content`. */
  template_content?: string;
}

/** The seed's SessionSummary: what a run proposes. */
export interface MemoryProposalSummary {
  session_id: string;
  timestamp: string;
  project: string | null;
  total_corrections: number;
  total_proposed: number;
  /** Clusters the corrections form; pending ones that did not make the cut are not listed. */
  clusters: number;
  proposals: MemoryProposal[];
}

/** A person's decision about a proposal, as the history database keeps it. */
export interface ProposalDecision {
  id: string;
  decision: Exclude<ProposalStatus, 'pending'>;
  content: string;
  category: ProposalCategory;
  scope: string;
  rationale: string;
  /** The normalised rules of the cluster when decided: a later cluster holding one of them is the same proposal. */
  memberKeys: string[];
  decidedAt: number;
}
