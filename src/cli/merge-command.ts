/**
 * `tip-miner merge <db...> [--into <db>]`: puts history databases together — the shards of
 * `analyze --shard i/n`, or the databases of several machines — into `--into` (default: the command's
 * database, whose views are then rewritten, so `tips` can follow). The rules per table: docs/scale.md.
 */
import { Command } from 'commander';
import { runMerge, type MergeOutcome } from '../app/merge.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import type { CommandIo } from './io.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';
import { reportViewProblems } from './view-problems.js';

interface MergeFlags extends GlobalOptions, JsonFlag {
  into?: string;
}

export function mergeCommand(io: CommandIo, setExitCode: (code: number) => void): Command {
  const command = new Command('merge')
    .description('merge history databases (the shards of analyze --shard i/n, or of several machines) into one')
    .argument('<db...>', 'history databases to merge (only read)')
    .option('--into <db>', "the database to merge into, created or merged with (default: --db's; its views are then rewritten)");
  jsonOption(command);
  addGlobalOptions(command);
  return command.action(async (inputs: string[], flags: MergeFlags) => {
    const outcome = await runMerge(resolveSettings(flags, io), { inputs, ...(flags.into !== undefined && { into: flags.into }) });
    reportViewProblems(io, outcome, setExitCode);
    io.stdout(flags.json ? jsonText(jsonOf(outcome)) : summary(outcome));
  });
}

function jsonOf(outcome: MergeOutcome): object {
  const { into, inputs, files, sessions, runs, sharedFiles, views, problems } = outcome;
  return { into, inputs, files, sessions, runs, sharedFiles, views: views ?? null, outputProblems: problems };
}

function summary(outcome: MergeOutcome): string {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const lines = [
    `merged ${plural(outcome.inputs.length, 'database')} into ${outcome.into}: ${plural(outcome.files, 'file')}, ${plural(outcome.sessions, 'session')}, ${plural(outcome.runs, 'run')}`,
  ];
  if (outcome.sharedFiles > 0) lines.push(`${plural(outcome.sharedFiles, 'file')} held by more than one database: the reading that went furthest kept`);
  const { views } = outcome;
  if (views) {
    const written = [
      ...views.toolPatternFiles,
      ...views.memoryProposalFiles,
      ...views.routingFiles,
      ...views.layerFiles,
      ...(views.reposFile !== undefined ? [views.reposFile] : []),
      ...(views.preferencesFile !== undefined ? [views.preferencesFile] : []),
    ];
    lines.push(`views: ${plural(written.length, 'file')} written`);
  }
  return `${lines.join('\n')}\n`;
}
