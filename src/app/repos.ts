/**
 * `tip-miner repos` as a use case: every repository the history database has sessions of, with its
 * sessions per format, first and last seen, its folders and every name it answers to — and which of
 * them the working folder belongs to, and the aliases kept in the data home. A database not made yet is not made here.
 */
import { existsSync } from 'node:fs';
import { RepoAliases, type KeptAlias } from '../config/repo-aliases.js';
import { keptAliases } from '../store/repo-aliases.js';
import { storedRepoDetails } from '../store/repositories.js';
import type { TimeWindow } from '../store/session-filter.js';
import { repoListing, type RepoListing } from '../views/repo-list.js';
import { commandRepo } from './current-repo.js';
import { withHistory } from './open-history.js';
import type { AppSettings } from './settings.js';

export interface KnownRepos {
  repos: RepoListing[];
  /** The aliases kept in the data home (`tip-miner repos alias`), applied wherever a command runs. */
  kept: KeptAlias[];
  /** The working folder's repository, when it is one of them. */
  current?: string;
  notes: string[];
}

/** With `window`: the repositories with sessions active in it, counted in it. */
export function knownRepos(settings: AppSettings, window?: TimeWindow): KnownRepos {
  if (!existsSync(settings.db)) return { repos: [], kept: [], notes: [] };
  const { repos, kept } = withHistory(settings.db, (db) => {
    const aliases = new RepoAliases(settings.config.tip_miner.repos, keptAliases(db));
    return { repos: repoListing(storedRepoDetails(db, window), aliases), kept: aliases.kept };
  });
  // the working folder's, whatever --repo names
  const here = commandRepo({ cwd: settings.cwd, memoryDir: settings.memoryDir, config: settings.config });
  const current = repos.some((entry) => entry.repo === here.repo) ? here.repo : undefined;
  return { repos, kept: [...kept], ...(current !== undefined && { current }), notes: here.notes };
}
