/**
 * `tip-miner routes`: per repository, the tool registry, the learned routing patterns and how routing
 * would have done over the recorded history (suggestions and hit rate per tier), computed now from
 * the history database with the config's settings and declared tools (and --project-dir's).
 */
import { Command } from 'commander';
import { routesReports } from '../app/reports.js';
import { renderRoutesReport } from '../render/routes-report.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { wholeNumber } from './number-arguments.js';
import { warn, type CommandIo } from './io.js';
import { projectDirOption } from './routing-options.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';
import { addTimeWindowOptions, windowOption, type TimeWindowFlags } from './time-window.js';

interface RoutesFlags extends GlobalOptions, JsonFlag, TimeWindowFlags {
  includeFailed?: boolean;
  projectDir?: string;
  limit: number;
}

export function routesCommand(io: CommandIo): Command {
  const command = new Command('routes')
    .description('show the tool registry, learned routing patterns and the replay of routing over the history (suggestions, hit rate per tier)')
    .option('--limit <n>', 'tools, patterns and replayed suggestions listed per repository', wholeNumber, 10)
    .option('--include-failed', 'include sessions whose task failed');
  addTimeWindowOptions(command);
  jsonOption(command);
  projectDirOption(command);
  addGlobalOptions(command);
  return command.action((flags: RoutesFlags) => {
    const { reports, notes } = routesReports(resolveSettings(flags, io), {
      ...(flags.includeFailed !== undefined && { includeFailed: flags.includeFailed }),
      ...(flags.projectDir !== undefined && { projectDir: flags.projectDir }),
      ...windowOption(flags),
    });
    for (const note of notes) warn(io, note);
    io.stdout(flags.json ? jsonText({ repos: reports }) : renderRoutesReport(reports, { limit: flags.limit, layout: io.layout }));
  });
}
