/** `tip-miner proposals`: the memory proposals pending review (with `--all`, the decided ones too). */
import { Command } from 'commander';
import { proposalsReport } from '../app/proposals.js';
import { renderProposalTable } from '../render/proposal-views.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import type { CommandIo } from './io.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';
import { addTimeWindowOptions, windowOption, type TimeWindowFlags } from './time-window.js';

interface ProposalsFlags extends GlobalOptions, JsonFlag, TimeWindowFlags {
  all?: boolean;
  allRepos?: boolean;
}

export function proposalsCommand(io: CommandIo): Command {
  const command = new Command('proposals')
    .description("list memory proposals learned from corrections (--repo: one repository's)")
    .option('--all', 'also list approved and rejected proposals, and pending ones beyond the cut')
    .option('--all-repos', "every repository's, whatever the working folder (default: --repo's, else the working folder's when it has sessions, else all)");
  addTimeWindowOptions(command);
  jsonOption(command, "print one JSON object: {schemaVersion, repo, summary: memory_proposals.json's summary, allProposals (with --all)}");
  addGlobalOptions(command);
  return command.action((flags: ProposalsFlags) => {
    const set = proposalsReport(resolveSettings(flags, io), undefined, { allRepos: flags.allRepos === true, ...windowOption(flags) });
    const listed = flags.all ? set.all : set.summary.proposals;
    if (flags.json) {
      io.stdout(jsonText({ repo: set.summary.project, summary: set.summary, ...(flags.all === true && { allProposals: set.all }) }));
      return;
    }
    if (listed.length === 0) {
      io.stdout(`no memory proposals${flags.all ? '' : ' pending'} (${set.summary.total_corrections} corrections in ${set.summary.clusters} clusters)\n`);
      return;
    }
    io.stdout(renderProposalTable(listed, io.layout));
  });
}
