/**
 * `tip-miner repos alias NAME OTHER…` and `repos unalias OTHER…` as use cases: aliases kept in the
 * history database of the data home (store/repo-aliases.ts), so that they hold wherever a command runs.
 * The change files the stored sessions anew at once (app/name-repos.ts) and rewrites the views of the
 * repositories it moved, as one run. Bad input is an InputError (exit 2) of one line, and nothing changes.
 */
import { existsSync } from 'node:fs';
import type { KeptAlias } from '../config/repo-aliases.js';
import { RepoAliases } from '../config/repo-aliases.js';
import { InputError } from '../errors.js';
import { normalRepoName } from '../ingest/repo-names.js';
import { forgetAlias, keepAlias, keptAliases } from '../store/repo-aliases.js';
import { storedRepoDetails } from '../store/repositories.js';
import type { HistoryDb } from '../store/history-db.js';
import type { Sql } from '../store/sql.js';
import { closeRepoNames, repoListing } from '../views/repo-list.js';
import { changeAndRefresh } from './change-and-refresh.js';
import { nameRepos } from './name-repos.js';
import { withHistoryAsync } from './open-history.js';
import type { ViewsRefreshed } from './refresh-views.js';
import type { AppSettings } from './settings.js';
import { viewSettingsOf } from './view-settings.js';

export interface AliasChange {
  /** The aliases as they are now kept. */
  kept: KeptAlias[];
  /** The repositories whose sessions moved (old and new names). */
  moved: string[];
  views: Pick<ViewsRefreshed, 'notes' | 'problems'>;
}

/** Keeps each of `others` as another name of `name`; their sessions are filed under it at once. */
export function aliasRepos(settings: AppSettings, name: string, others: readonly string[], now = Math.floor(Date.now() / 1000)): Promise<AliasChange> {
  const repo = gatedName(name, 'NAME');
  const names = others.map((other) => gatedName(other, 'OTHER'));
  return withExistingHistory(settings, async (db) => {
    const aliases = new RepoAliases(settings.config.tip_miner.repos, keptAliases(db));
    const listing = repoListing(storedRepoDetails(db), aliases);
    const keptNames = new Set(aliases.kept.map(({ alias }) => alias.toLowerCase()));
    for (const other of names) {
      if (other.toLowerCase() === repo.toLowerCase()) throw new InputError(`repos alias: ${other} cannot be an alias of itself`);
      const known = listing.some((entry) => entry.repo.toLowerCase() === other.toLowerCase()) || keptNames.has(other.toLowerCase());
      if (!known) {
        const close = closeRepoNames(other, listing);
        const hint = close.length > 0 ? `; did you mean ${close.join(', ')}?` : '';
        throw new InputError(`repos alias: no repository named ${other} has sessions${hint} (tip-miner repos lists them)`);
      }
      const chain = aliases.chain(repo);
      if (chain.some((step) => step.toLowerCase() === other.toLowerCase()))
        throw new InputError(`repos alias: ${repo} is already filed under ${other} (${chain.join(' → ')}); an alias back would go round in a circle`);
    }
    return change(settings, db, now, (sql) => {
      for (const other of names) keepAlias(sql, other, repo, now);
    });
  });
}

/** Forgets each of `others` as an alias kept in the data home; their sessions go back to the names the rules give them. */
export function unaliasRepos(settings: AppSettings, others: readonly string[], now = Math.floor(Date.now() / 1000)): Promise<AliasChange> {
  const names = others.map((other) => gatedName(other, 'OTHER'));
  return withExistingHistory(settings, async (db) => {
    const kept = new Set(keptAliases(db).map(({ alias }) => alias.toLowerCase()));
    const configured = new RepoAliases(settings.config.tip_miner.repos).listedNames();
    for (const other of names) {
      if (kept.has(other.toLowerCase())) continue;
      const where = configured.has(other.toLowerCase())
        ? `; it is an alias of the config's tip_miner.repos (${settings.config.file ?? 'agent-framework.yaml'})`
        : '';
      throw new InputError(`repos unalias: ${other} is no alias kept by tip-miner repos alias${where}`);
    }
    return change(settings, db, now, (sql) => {
      for (const other of names) forgetAlias(sql, other);
    });
  });
}

async function change(settings: AppSettings, db: HistoryDb, now: number, edit: (sql: Sql) => void): Promise<AliasChange> {
  const viewSettings = viewSettingsOf(settings.config, settings.memoryDir, { includeFailed: settings.config.tip_miner.include_failed });
  const { result: moved, views } = await changeAndRefresh(db, viewSettings, { now, repair: false, refine: false, views: [] }, (run) => {
    edit(db);
    return nameRepos(db, run, new RepoAliases(settings.config.tip_miner.repos));
  });
  return { kept: keptAliases(db), moved, views: { notes: views.notes, problems: views.problems } };
}

function withExistingHistory<T>(settings: Pick<AppSettings, 'db'>, use: (db: HistoryDb) => Promise<T>): Promise<T> {
  if (!existsSync(settings.db)) throw new InputError(`no repositories yet (${settings.db}); run tip-miner analyze first`);
  return withHistoryAsync(settings.db, use);
}

/** A name given on the command line through the repository-name gate; one line, not repeating it, when none is left. */
function gatedName(given: string, what: string): string {
  const named = normalRepoName(given);
  if (named === undefined) throw new InputError(`repos alias: ${what} is not a usable repository name (empty, a secret, '.' or '..', or over 200 characters)`);
  return named;
}
