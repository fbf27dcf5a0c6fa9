/**
 * `tip-miner review` as a use case: the proposals on offer, the decisions (given, or asked for through
 * a callback: corrections/review.ts reads an interactive answer) recorded in the history database with
 * the views and memory layers following at once, and the approved rules kept in a memory file's block —
 * a project's rules only in that project's file unless forced (app/rule-placement.ts).
 */
import { resolve } from 'node:path';
import { proposalSettingsOf } from '../config/stage-settings.js';
import { RepoAliases } from '../config/repo-aliases.js';
import { currentOptions } from '../corrections/proposal-settings.js';
import type { MemoryProposal, MemoryProposalSummary } from '../corrections/proposal-types.js';
import type { ProposalSet } from '../corrections/propose.js';
import { approvedRulesFor, type IdSelection, type ReviewOutcome, type ReviewRequest } from '../corrections/review.js';
import type { HistoryDb } from '../store/history-db.js';
import { memoryRuleText, readMemoryFile, updateMemoryBlock, type BlockUpdate } from '../store/memory-file-block.js';
import { loadDecisions, recordDecision } from '../store/proposal-decisions.js';
import { storedRepoDetails } from '../store/repositories.js';
import { matchRepoName, repoListing } from '../views/repo-list.js';
import { changeAndRefresh } from './change-and-refresh.js';
import { reportRepo } from './current-repo.js';
import { repoOfMemoryFile } from './memory-file-repo.js';
import { withHistoryAsync } from './open-history.js';
import { currentProposals } from './proposals.js';
import type { ViewsRefreshed } from './refresh-views.js';
import { placeApprovedRules, type ForeignRule } from './rule-placement.js';
import type { AppSettings } from './settings.js';
import { viewSettingsOf } from './view-settings.js';

export interface ReviewRun {
  /** Decisions given (scripts, CI); else `ask` is called with the proposals on offer. */
  request?: ReviewRequest;
  /** Asks a person about the pending proposals; undefined decides nothing. */
  ask?: (summary: MemoryProposalSummary) => Promise<ReviewRequest | undefined>;
  /** The markdown memory file whose marked block keeps the approved rules (relative to the working folder). */
  writeTo?: string;
  /** Write other projects' rules asked for into `writeTo` too (see rule-placement.ts). */
  force?: boolean;
  now?: number;
}

export interface ReviewResult {
  /** The decisions taken, when any were asked for. */
  outcome?: ReviewOutcome;
  views?: Pick<ViewsRefreshed, 'notes' | 'problems'>;
  /** The memory file's block, when one was named. */
  block?: BlockUpdate;
  /** Where the block's project rules belong, when one was named. */
  placement?: MemoryFilePlacement;
  /** The memory file named and left as it was: proposals were on offer and nothing was decided. */
  notWritten?: string;
}

/** A rule of another project than the memory file's, with the folder its project's sessions ran in (where it belongs). */
export interface PlacedForeignRule extends ForeignRule {
  projectFolder?: string;
}

export interface MemoryFilePlacement {
  /** The repository the memory file belongs to; undefined when none can be told. */
  fileRepo?: string;
  /** Other projects' rules written with --force. */
  forced: PlacedForeignRule[];
  /** Other projects' rules left out (no --force). */
  leftOut: PlacedForeignRule[];
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
    // proposals on offer and no decision (no answer, an invalid one, only unknown ids): the file is not touched;
    // with none on offer, --write-to keeps the approved rules in the file
    const decided = result.outcome !== undefined && result.outcome.approved.length + result.outcome.rejected.length > 0;
    if (run.writeTo !== undefined && !decided && set.summary.proposals.length > 0) {
      result.notWritten = resolve(settings.cwd, run.writeTo);
    } else if (run.writeTo !== undefined) {
      const approvedNow = new Set((result.outcome?.approved ?? []).map((proposal) => proposal.id));
      Object.assign(result, writeApprovedRules(db, settings, { path: run.writeTo, force: run.force ?? false, approvedNow }));
    }
    return result;
  });
}

/**
 * Keeps the approved rules in the block of the memory file `path` (relative to the working folder): the
 * universal and language ones, the file's own project's, and other projects' rules asked for only with
 * `force` (rule-placement.ts says which are asked for).
 */
export function writeApprovedRules(
  db: HistoryDb,
  settings: AppSettings,
  target: { path: string; force: boolean; approvedNow: ReadonlySet<string> },
): Required<Pick<ReviewResult, 'block' | 'placement'>> {
  const options = { cwd: settings.cwd };
  const path = resolve(settings.cwd, target.path);
  const aliases = new RepoAliases(settings.config.tip_miner.repos);
  const listing = repoListing(storedRepoDetails(db), aliases);
  const canonical = (name: string): string => {
    const match = matchRepoName(name, listing, aliases);
    return (match && 'repo' in match ? match.repo : aliases.apply(name)).toLowerCase();
  };
  const file = readMemoryFile(path, options);
  const inBlock = new Set(file.blockRules.map((rule) => rule.toLowerCase()));
  const fileRepo = repoOfMemoryFile(file.paths, listing, aliases).repo;
  const namedRepo = reportRepo(settings, false);
  // every approved rule of every project (no repository named): the placement says which go into this file
  const placement = placeApprovedRules(approvedRulesFor(loadDecisions(db), undefined), {
    ...(fileRepo !== undefined && { fileRepo }),
    ...(namedRepo !== undefined && { namedRepo }),
    approvedNow: target.approvedNow,
    inBlock: (content) => inBlock.has(memoryRuleText(content).toLowerCase()),
    force: target.force,
    sameRepo: (a, b) => canonical(a) === canonical(b),
  });
  // nothing to keep and nothing to add: no empty block is written into the user's file
  const block =
    placement.write.length === 0 && file.blockRules.length === 0
      ? { path, changed: false, written: [], alreadyStated: [] }
      : updateMemoryBlock(path, placement.write, options);
  const located = (rule: ForeignRule): PlacedForeignRule => {
    const projectFolder = listing.find((entry) => canonical(entry.repo) === canonical(rule.project))?.folders[0];
    return { ...rule, content: memoryRuleText(rule.content), ...(projectFolder !== undefined && { projectFolder }) };
  };
  return {
    block,
    placement: { ...(fileRepo !== undefined && { fileRepo }), forced: placement.forced.map(located), leftOut: placement.leftOut.map(located) },
  };
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
