/**
 * `tip-miner review`: the seed's approval interface on a terminal (answer `1,2,3`, `all` or `none`;
 * the proposals shown and not approved are rejected; anything else decides nothing), or, for CI and
 * scripts, `--approve` / `--reject` with ids or `all`. Approved rules go to the memory layers and,
 * with `--write-to`, into a marked block of a markdown memory file.
 */
import { resolve } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { changeAndRefresh } from '../app/change-and-refresh.js';
import { viewSettingsOf } from '../app/view-settings.js';
import { currentProposals } from '../app/proposals.js';
import { currentOptions } from '../corrections/proposal-settings.js';
import type { MemoryProposalSummary } from '../corrections/proposal-types.js';
import { approvedRulesFor, parseApprovalAnswer, selectionFromAnswer, type IdSelection, type ReviewRequest } from '../corrections/review.js';
import { applyReview } from '../app/review.js';
import { InputError } from '../errors.js';
import { renderApprovalInterface } from '../render/proposal-views.js';
import { HistoryDb } from '../store/history-db.js';
import { updateMemoryBlock } from '../store/memory-file-block.js';
import { loadDecisions } from '../store/proposal-decisions.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { error, type CliIo } from './io.js';
import { EXIT_USAGE } from './exit-codes.js';
import { proposalSettings } from './proposal-options.js';
import { reportViewProblems } from './view-problems.js';

interface ReviewFlags extends GlobalOptions {
  approve?: IdSelection;
  reject?: IdSelection;
  writeTo?: string;
}

export const APPROVAL_PROMPT = "Approve: (1,2,3 or 'all' or 'none'; the others shown are rejected): ";

export function reviewCommand(io: CliIo, setExitCode: (code: number) => void): Command {
  const command = new Command('review')
    .description('approve or reject memory proposals (interactive; --approve/--reject for scripts)')
    .option('--approve <ids>', 'approve these proposals without asking (comma-separated ids, or "all" pending)', idSelection)
    .option('--reject <ids>', 'reject these proposals without asking (comma-separated ids, or "all" pending)', idSelection)
    .option('--write-to <file>', 'keep the approved rules in a marked block of this markdown file (CLAUDE.md, AGENTS.md)');
  addGlobalOptions(command);
  return command.action(async (flags: ReviewFlags) => {
    if (flags.approve === 'all' && flags.reject === 'all') throw new InputError('--approve all and --reject all contradict each other');
    const settings = resolveSettings(flags);
    const options = proposalSettings(settings);
    const now = Math.floor(Date.now() / 1000);
    const db = HistoryDb.open(settings.db);
    try {
      const set = currentProposals(db, currentOptions(options, now, settings.repo));
      const request = flags.approve !== undefined || flags.reject !== undefined ? { approve: flags.approve, reject: flags.reject } : await ask(io, set.summary);
      if (request) {
        const viewSettings = viewSettingsOf(settings.config, settings.memoryDir, { includeFailed: options.includeFailed ?? false });
        // a decision changes every repository's proposals; the approved rules reach the memory layers with the views
        const { result: outcome, views } = await changeAndRefresh(db, viewSettings, { now, repair: false, refine: false, views: ['memory_proposals'] }, () => applyReview(db, set, request, now));
        for (const id of outcome.unknown) error(io, `no proposal ${id} (see tip-miner proposals --all)`);
        if (outcome.unknown.length > 0) setExitCode(EXIT_USAGE);
        reportViewProblems(io, views, setExitCode);
        if (outcome.approved.length + outcome.rejected.length > 0) {
          io.stdout(`✓ Stored ${outcome.approved.length} memor${outcome.approved.length === 1 ? 'y' : 'ies'}${outcome.rejected.length > 0 ? `, rejected ${outcome.rejected.length}` : ''}\n`);
        }
      }
      if (flags.writeTo !== undefined) {
        const rules = approvedRulesFor(loadDecisions(db), settings.repo);
        const update = updateMemoryBlock(resolve(flags.writeTo), rules);
        for (const rule of update.alreadyStated) io.stdout(`already in ${update.path}: ${rule}\n`);
        io.stdout(update.changed ? `Wrote ${update.written.length} rule${update.written.length === 1 ? '' : 's'} to ${update.path}\n` : `${update.path} is up to date\n`);
      }
    } finally {
      db.close();
    }
  });
}

async function ask(io: CliIo, summary: MemoryProposalSummary): Promise<ReviewRequest | undefined> {
  if (summary.proposals.length === 0) {
    io.stdout('No memory proposals pending.\n');
    return undefined;
  }
  io.stdout(renderApprovalInterface(summary));
  const answer = io.readLine ? await io.readLine(APPROVAL_PROMPT) : undefined;
  if (answer === undefined) {
    io.stdout('\nNo answer; nothing decided.\n');
    return undefined;
  }
  const request = selectionFromAnswer(parseApprovalAnswer(answer, summary.proposals.length), summary.proposals);
  if (!request) io.stdout('Invalid input, skipping all.\n');
  else if (request.approve === undefined || (Array.isArray(request.approve) && request.approve.length === 0)) io.stdout('No memories stored.\n');
  return request;
}

function idSelection(value: string): IdSelection {
  if (value.trim().toLowerCase() === 'all') return 'all';
  const ids = value.split(',').map((id) => id.trim()).filter(Boolean);
  if (ids.length === 0) throw new InvalidArgumentError('expected proposal ids (comma-separated) or "all"');
  return ids;
}
