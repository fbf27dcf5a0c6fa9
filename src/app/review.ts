/**
 * `tip-miner review` as a use case: the proposals on offer, the decisions (given, or asked for through
 * a callback: corrections/review.ts reads an interactive answer) recorded in the history database with
 * the views and memory layers following at once, and the approved rules kept in a memory file's block.
 */
import { resolve } from 'node:path';
import { proposalSettingsOf } from '../config/stage-settings.js';
import { currentOptions } from '../corrections/proposal-settings.js';
import type { MemoryProposal, MemoryProposalSummary } from '../corrections/proposal-types.js';
import type { ProposalSet } from '../corrections/propose.js';
import { approvedRulesFor, type IdSelection, type ReviewOutcome, type ReviewRequest } from '../corrections/review.js';
import type { HistoryDb } from '../store/history-db.js';
import { updateMemoryBlock, type BlockUpdate } from '../store/memory-file-block.js';
import { loadDecisions, recordDecision } from '../store/proposal-decisions.js';
import { changeAndRefresh } from './change-and-refresh.js';
import { reportRepo } from './current-repo.js';
import { withHistoryAsync } from './open-history.js';
import { currentProposals } from './proposals.js';
import type { ViewsRefreshed } from './refresh-views.js';
import type { AppSettings } from './settings.js';
import { viewSettingsOf } from './view-settings.js';

export interface ReviewRun {
  /** Decisions given (scripts, CI); else `ask` is called with the proposals on offer. */
  request?: ReviewRequest;
  /** Asks a person about the pending proposals; undefined decides nothing. */
  ask?: (summary: MemoryProposalSummary) => Promise<ReviewRequest | undefined>;
  /** The markdown memory file whose marked block keeps the approved rules (relative to the working folder). */
  writeTo?: string;
  now?: number;
}

export interface ReviewResult {
  /** The decisions taken, when any were asked for. */
  outcome?: ReviewOutcome;
  views?: Pick<ViewsRefreshed, 'notes' | 'problems'>;
  /** The memory file's block, when one was named. */
  block?: BlockUpdate;
}

export function runReview(settings: AppSettings, run: ReviewRun): Promise<ReviewResult> {
  const now = run.now ?? Math.floor(Date.now() / 1000);
  const proposals = proposalSettingsOf(settings.config, settings.memoryDir, settings.config.tip_miner.include_failed);
  return withHistoryAsync(settings.db, async (db) => {
    const result: ReviewResult = {};
    const set = currentProposals(db, currentOptions(proposals, now, reportRepo(settings, false)));
    const request = run.request ?? (await run.ask?.(set.summary));
    if (request) {
      const viewSettings = viewSettingsOf(settings.config, settings.memoryDir, { includeFailed: proposals.includeFailed ?? false });
      // a decision changes every repository's proposals; the approved rules reach the memory layers with the views
      const changed = await changeAndRefresh(db, viewSettings, { now, repair: false, refine: false, views: ['memory_proposals'] }, () =>
        applyReview(db, set, request, now),
      );
      result.outcome = changed.result;
      result.views = changed.views;
    }
    if (run.writeTo !== undefined)
      result.block = updateMemoryBlock(resolve(settings.cwd, run.writeTo), approvedRulesFor(loadDecisions(db), reportRepo(settings, false)), {
        cwd: settings.cwd,
      });
    return result;
  });
}

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
