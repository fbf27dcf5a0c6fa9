/** `tip-miner report`: what the sessions show over time, and whether each tip shown works. */
import { Command } from 'commander';
import { reportOf, writeHtmlReport } from '../app/report.js';
import { renderReport } from '../render/report-text.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { warn, type CommandIo } from './io.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';
import { addTimeWindowOptions, windowOption, type TimeWindowFlags } from './time-window.js';

interface ReportFlags extends GlobalOptions, JsonFlag, TimeWindowFlags {
  includeFailed?: boolean;
  allRepos?: boolean;
  html?: string;
}

export function reportCommand(io: CommandIo): Command {
  const command = new Command('report')
    .description(
      "sessions, tool calls, tokens and patterns by week, and each tip's effect (shown against not shown): of --repo, else of the working folder's repository when it has sessions, else of all",
    )
    .option('--include-failed', 'include sessions whose task failed')
    .option('--all-repos', "every repository's, whatever the working folder")
    .option('--html <file>', 'also write the report as one self-contained HTML page with charts (no network, no script)');
  addTimeWindowOptions(command);
  jsonOption(command, 'print one JSON object: {schemaVersion, repo, period, sessions, weeks, patterns, tips, delegation, ...}');
  addGlobalOptions(command);
  return command.action((flags: ReportFlags) => {
    const settings = resolveSettings(flags, io);
    const report = reportOf(settings, {
      ...windowOption(flags),
      ...(flags.includeFailed !== undefined && { includeFailed: flags.includeFailed }),
      allRepos: flags.allRepos === true,
    });
    if (report.sessions === 0) warn(io, `no sessions to report on in ${settings.db}; run tip-miner analyze first (or widen --since/--until, --repo)`);
    if (flags.html !== undefined) {
      const path = writeHtmlReport(settings, report, flags.html);
      if (!flags.json) io.stderr(`Wrote ${path}\n`);
    }
    io.stdout(flags.json ? jsonText(report) : renderReport(report, io.layout));
  });
}
