/** `tip-miner delegation`: where delegating to a sub-agent would have helped, and whether the agent did. */
import { Command } from 'commander';
import { buildDelegationReport } from '../views/delegation-report.js';
import { renderDelegationReport } from '../render/delegation-report.js';
import { longestStreaks, storedDelegationPoints } from '../store/delegation-history.js';
import { storedPreferences } from '../store/delegation-preferences.js';
import { HistoryDb } from '../store/history-db.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { wholeNumber } from './number-arguments.js';
import type { CliIo } from './io.js';

interface DelegationFlags extends GlobalOptions {
  json?: boolean;
  includeFailed?: boolean;
  streaks: number;
}

export function delegationCommand(io: CliIo): Command {
  const command = new Command('delegation')
    .description('report delegation points per pattern (found, sessions, acceptance rate, context missed), the longest solo streaks and an example Task() per pattern')
    .option('--streaks <n>', 'longest solo streaks to list', wholeNumber, 5)
    .option('--include-failed', 'include sessions whose task failed')
    .option('--json', 'print one JSON object');
  addGlobalOptions(command);
  return command.action((flags: DelegationFlags) => {
    const settings = resolveSettings(flags);
    const db = HistoryDb.open(settings.db);
    try {
      const filter = { ...(settings.repo !== undefined && { repo: settings.repo }), includeFailed: flags.includeFailed ?? settings.config.tip_miner.include_failed };
      const report = buildDelegationReport(storedDelegationPoints(db, filter), longestStreaks(db, filter, flags.streaks), storedPreferences(db), settings.repo);
      io.stdout(flags.json ? `${JSON.stringify(report, null, 2)}\n` : renderDelegationReport(report));
    } finally {
      db.close();
    }
  });
}
