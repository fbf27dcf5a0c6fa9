/**
 * The repository aliases kept in the history database (`tip-miner repos alias NAME OTHER…`): each alias
 * is another name of one repository, applied by every `analyze` and `merge` wherever it runs (the
 * config's `tip_miner.repos` only where that config is read). One row per alias, matched without case.
 */
import type { KeptAlias } from '../config/repo-aliases.js';
import { normalRepoName } from '../ingest/repo-names.js';
import { compareText } from '../util/compare-text.js';
import type { Sql } from './sql.js';

/** Every alias kept, by alias. A row the repository-name gate no longer keeps as it is (a database edited by hand, an older rule) is left out. */
export function keptAliases(sql: Sql): KeptAlias[] {
  return sql
    .all<{ alias: string; repo: string }>('SELECT alias, repo FROM repo_aliases')
    .filter(({ alias, repo }) => normalRepoName(alias) === alias && normalRepoName(repo) === repo)
    .sort((a, b) => compareText(a.alias.toLowerCase(), b.alias.toLowerCase()));
}

/** Keeps `alias` as another name of `repo` (replacing what it named before); both are names the gate keeps. */
export function keepAlias(sql: Sql, alias: string, repo: string, now: number): void {
  sql.run(
    `INSERT INTO repo_aliases (name_key, alias, repo, set_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (name_key) DO UPDATE SET alias = excluded.alias, repo = excluded.repo, set_at = excluded.set_at`,
    alias.toLowerCase(),
    alias,
    repo,
    now,
  );
}

/** Forgets `alias`; whether it was kept. */
export function forgetAlias(sql: Sql, alias: string): boolean {
  return sql.run('DELETE FROM repo_aliases WHERE name_key = ?', alias.toLowerCase()) > 0;
}
