/**
 * `tip-miner routes`: per repository, the tool registry, the learned routing patterns and how routing
 * would have done over the recorded history (suggestions and hit rate per tier), computed now from
 * the history database with the config's settings and declared tools (and --project-dir's).
 */
import { Command } from 'commander';
import { renderRoutesReport } from '../render/routes-report.js';
import { routesReport, type RoutesReport } from '../routing/report.js';
import { routingSettings } from '../config/stage-settings.js';
import { HistoryDb } from '../store/history-db.js';
import { computeRouting } from '../app/routing.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import { wholeNumber } from './number-arguments.js';
import { warn, type CliIo } from './io.js';
import { declaredTools, projectDirOption } from './routing-options.js';
import { storedRepos } from '../store/sessions.js';

interface RoutesFlags extends GlobalOptions {
  json?: boolean;
  includeFailed?: boolean;
  projectDir?: string;
  limit: number;
}

export function routesCommand(io: CliIo): Command {
  const command = new Command('routes')
    .description('show the tool registry, learned routing patterns and the replay of routing over the history (suggestions, hit rate per tier)')
    .option('--limit <n>', 'patterns and replayed suggestions listed per repository', wholeNumber, 10)
    .option('--include-failed', 'include sessions whose task failed')
    .option('--json', 'print one JSON object');
  projectDirOption(command);
  addGlobalOptions(command);
  return command.action((flags: RoutesFlags) => {
    const settings = resolveSettings(flags);
    const project = declaredTools(settings, flags.projectDir);
    for (const problem of project.problems) warn(io, problem);
    const db = HistoryDb.open(settings.db);
    try {
      const repos = settings.repo !== undefined ? [settings.repo] : [...new Set([...storedRepos(db), ...(project.repo !== undefined ? [project.repo] : [])])].sort();
      const options = { settings: routingSettings(settings.config), includeFailed: flags.includeFailed ?? settings.config.tip_miner.include_failed };
      const reports: RoutesReport[] = repos.map((repo) =>
        routesReport(repo, computeRouting(db, repo, { ...options, declared: repo === project.repo ? project.declared : project.configOnly })),
      );
      io.stdout(flags.json ? `${JSON.stringify({ repos: reports }, null, 2)}\n` : renderRoutesReport(reports, { limit: flags.limit }));
    } finally {
      db.close();
    }
  });
}
