/** `tip-miner delegation`: where delegating to a sub-agent would have helped, and whether the agent did. */
import { Command } from 'commander';
import { delegationReportOf } from '../app/reports.js';
import { renderDelegationReport } from '../render/delegation-report.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { wholeNumber } from './number-arguments.js';
import type { CommandIo } from './io.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';
import { addTimeWindowOptions, windowOption, type TimeWindowFlags } from './time-window.js';

interface DelegationFlags extends GlobalOptions, JsonFlag, TimeWindowFlags {
  includeFailed?: boolean;
  streaks: number;
}

export function delegationCommand(io: CommandIo): Command {
  const command = new Command('delegation')
    .description(
      'report delegation points per pattern (found, sessions, acceptance rate, context missed), the longest solo streaks and an example Task() per pattern',
    )
    .option('--streaks <n>', 'longest solo streaks to list', wholeNumber, 5)
    .option('--include-failed', 'include sessions whose task failed');
  addTimeWindowOptions(command);
  jsonOption(command);
  addGlobalOptions(command);
  return command.action((flags: DelegationFlags) => {
    const report = delegationReportOf(resolveSettings(flags, io), {
      ...(flags.includeFailed !== undefined && { includeFailed: flags.includeFailed }),
      streaks: flags.streaks,
      ...windowOption(flags),
    });
    if (flags.json) {
      const { repo, ...rest } = report;
      io.stdout(jsonText({ repo: repo ?? null, ...rest }));
      return;
    }
    io.stdout(renderDelegationReport(report, io.layout));
  });
}
