/**
 * `tip-miner review`: the seed's approval interface on a terminal (answer `1,2,3`, `all` or `none`;
 * the proposals shown and not approved are rejected; anything else decides nothing), or, for CI and
 * scripts, `--approve` / `--reject` with ids or `all`. Approved rules go to the memory layers and,
 * with `--write-to`, into a marked block of a markdown memory file — another project's rule only with
 * `--force`, each one named: left out (on stderr, exit 2) or written all the same (on stdout).
 */
import { Command, InvalidArgumentError } from 'commander';
import { runReview, type MemoryFilePlacement, type PlacedForeignRule } from '../app/review.js';
import type { MemoryProposalSummary } from '../corrections/proposal-types.js';
import { parseApprovalAnswer, selectionFromAnswer, type IdSelection, type ReviewRequest } from '../corrections/review.js';
import { InputError } from '../errors.js';
import { renderApprovalInterface } from '../render/proposal-views.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { error, type CommandIo } from './io.js';
import { EXIT_USAGE } from './exit-codes.js';
import { reportViewProblems } from './view-problems.js';

interface ReviewFlags extends GlobalOptions {
  approve?: IdSelection;
  reject?: IdSelection;
  writeTo?: string;
  force?: boolean;
}

const APPROVAL_PROMPT = "Approve: (1,2,3 or 'all' or 'none'; the others shown are rejected): ";

export function reviewCommand(io: CommandIo, setExitCode: (code: number) => void): Command {
  const command = new Command('review')
    .description('approve or reject memory proposals (interactive; --approve/--reject for scripts)')
    .option('--approve <ids>', 'approve these proposals without asking (comma-separated ids, or "all" pending)', idSelection)
    .option('--reject <ids>', 'reject these proposals without asking (comma-separated ids, or "all" pending)', idSelection)
    .option('--write-to <file>', 'keep the approved rules in a marked block of this markdown file (CLAUDE.md, AGENTS.md)')
    .option('--force', "with --write-to: write other projects' rules into the file too (each one is named)");
  addGlobalOptions(command);
  return command.action(async (flags: ReviewFlags) => {
    if (flags.approve === 'all' && flags.reject === 'all') throw new InputError('--approve all and --reject all contradict each other');
    if (flags.force === true && flags.writeTo === undefined) throw new InputError("--force goes with --write-to: it lets other projects' rules into that file");
    const given = flags.approve !== undefined || flags.reject !== undefined ? { approve: flags.approve, reject: flags.reject } : undefined;
    const result = await runReview(resolveSettings(flags, io), {
      ...(given ? { request: given } : { ask: (summary) => ask(io, summary) }),
      ...(flags.writeTo !== undefined && { writeTo: flags.writeTo, force: flags.force === true }),
    });
    const { outcome, views, block, placement, notWritten } = result;
    if (outcome) {
      for (const id of outcome.unknown) error(io, `no proposal ${id} (see tip-miner proposals --all)`);
      if (outcome.unknown.length > 0) setExitCode(EXIT_USAGE);
      if (views) reportViewProblems(io, views, setExitCode);
      if (outcome.approved.length + outcome.rejected.length > 0) {
        const stored = `✓ Stored ${outcome.approved.length} memor${outcome.approved.length === 1 ? 'y' : 'ies'}`;
        io.stdout(`${stored}${outcome.rejected.length > 0 ? `, rejected ${outcome.rejected.length}` : ''}\n`);
      }
    }
    if (notWritten !== undefined) io.stdout(`Nothing decided; ${notWritten} left as it was.\n`);
    if (block) {
      if (placement) reportPlacement(io, block.path, placement, setExitCode);
      for (const rule of block.alreadyStated) io.stdout(`already in ${block.path}: ${rule}\n`);
      io.stdout(
        block.changed ? `Wrote ${block.written.length} rule${block.written.length === 1 ? '' : 's'} to ${block.path}\n` : `${block.path} is up to date\n`,
      );
    }
  });
}

/** One line per other project's rule: written with --force (stdout), or left out (stderr, exit 2). */
function reportPlacement(io: CommandIo, path: string, placement: MemoryFilePlacement, setExitCode: (code: number) => void): void {
  const owner = placement.fileRepo !== undefined ? `${placement.fileRepo}'s memory file` : 'the memory file of no known repository';
  for (const rule of placement.forced) io.stdout(`--force: wrote a rule of project ${rule.project} into ${path} (${owner}): ${rule.content}\n`);
  for (const rule of placement.leftOut)
    error(io, `left out of ${path} (${owner}): "${rule.content}" is a rule of project ${rule.project}; ${whereItBelongs(rule)}, or --force writes it here`);
  if (placement.leftOut.length > 0) setExitCode(EXIT_USAGE);
}

function whereItBelongs(rule: PlacedForeignRule): string {
  const folder = rule.projectFolder !== undefined ? ` (its sessions ran in ${rule.projectFolder})` : '';
  return `write it to ${rule.project}'s memory file${folder}`;
}

async function ask(io: CommandIo, summary: MemoryProposalSummary): Promise<ReviewRequest | undefined> {
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
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0) throw new InvalidArgumentError('expected proposal ids (comma-separated) or "all"');
  return ids;
}
