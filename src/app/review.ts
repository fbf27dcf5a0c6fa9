/**
 * Records decisions about proposals in the history database, by id or for every proposal on offer
 * (corrections/review.ts reads the interactive answer).
 */
import type { MemoryProposal } from '../corrections/proposal-types.js';
import type { ProposalSet } from '../corrections/propose.js';
import type { IdSelection, ReviewOutcome, ReviewRequest } from '../corrections/review.js';
import type { HistoryDb } from '../store/history-db.js';
import { recordDecision } from '../store/proposal-decisions.js';

/**
 * Records the decisions. `all` means the pending proposals on offer (the summary's); ids may also name a
 * proposal already decided (to change the decision) or pending beyond the cut.
 */
export function applyReview(db: HistoryDb, set: ProposalSet, request: ReviewRequest, now: number): ReviewOutcome {
  const byId = new Map(set.all.map((proposal) => [proposal.id, proposal]));
  const unknown: string[] = [];
  const pick = (selection: IdSelection | undefined): MemoryProposal[] => {
    if (selection === undefined) return [];
    if (selection === 'all') return [...set.summary.proposals];
    return selection.flatMap((id) => {
      const proposal = byId.get(id);
      if (!proposal) unknown.push(id);
      return proposal ? [proposal] : [];
    });
  };
  const approved = pick(request.approve);
  const rejected = pick(request.reject).filter((proposal) => !approved.includes(proposal));
  db.transaction(() => {
    for (const proposal of approved) recordDecision(db, proposal, 'approved', set.memberKeys.get(proposal.id) ?? [], now);
    for (const proposal of rejected) recordDecision(db, proposal, 'rejected', set.memberKeys.get(proposal.id) ?? [], now);
  });
  for (const proposal of approved) proposal.status = 'approved';
  for (const proposal of rejected) proposal.status = 'rejected';
  return { approved, rejected, unknown };
}
