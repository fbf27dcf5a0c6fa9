/**
 * Deciding about proposals: the seed's approval answer (`1,2,3`, `all`, `none`; anything else decides
 * nothing) and what it selects; the rules approved for a repository. On the interactive prompt the
 * proposals shown and not approved are rejected, so they are not asked about again (app/review.ts
 * records the decisions).
 */
import type { MemoryProposal, ProposalDecision } from './proposal-types.js';

export type ApprovalAnswer = { kind: 'indexes'; indexes: number[] } | { kind: 'all' } | { kind: 'none' } | { kind: 'invalid' };

/** The seed's parsing: numbers out of range are ignored; anything that is not a number list is invalid. */
export function parseApprovalAnswer(answer: string, count: number): ApprovalAnswer {
  const text = answer.trim().toLowerCase();
  if (text === 'all') return { kind: 'all' };
  if (text === 'none') return { kind: 'none' };
  const parts = text.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^\d+$/.test(part))) return { kind: 'invalid' };
  const indexes = [...new Set(parts.map(Number))].filter((index) => index >= 1 && index <= count);
  return { kind: 'indexes', indexes };
}

/** Ids, or every proposal on offer. */
export type IdSelection = readonly string[] | 'all';

export interface ReviewRequest {
  approve?: IdSelection;
  reject?: IdSelection;
}

export interface ReviewOutcome {
  approved: MemoryProposal[];
  rejected: MemoryProposal[];
  /** Ids that name no proposal. */
  unknown: string[];
}

/** The approve/reject selection an interactive answer stands for (undefined: decide nothing). */
export function selectionFromAnswer(answer: ApprovalAnswer, offered: readonly MemoryProposal[]): ReviewRequest | undefined {
  if (answer.kind === 'invalid') return undefined;
  if (answer.kind === 'all') return { approve: 'all' };
  if (answer.kind === 'none') return { reject: 'all' };
  // 1-based; a number that names no proposal on offer is ignored, as parseApprovalAnswer ignores those out of range
  const approve = answer.indexes.flatMap((index) => offered[index - 1]?.id ?? []);
  return { approve, reject: offered.map((proposal) => proposal.id).filter((id) => !approve.includes(id)) };
}

/** The approved rules that apply to a repository: universal, language, and that project's own (all projects without a repo). */
export function approvedRulesFor(decisions: readonly ProposalDecision[], repo: string | undefined): ProposalDecision[] {
  return decisions.filter(
    (decision) => decision.decision === 'approved' && (!decision.scope.startsWith('project:') || repo === undefined || decision.scope === `project:${repo}`),
  );
}
