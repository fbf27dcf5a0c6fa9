/**
 * The repositories the sessions are filed under: the groups of sessions that share a folder and a name
 * (what naming works on, see app/name-repos.ts), renaming a group, and per repository what
 * `tip-miner repos` lists.
 */
import { isFormatId } from '../ingest/formats/index.js';
import { isIdentitySource, type IdentitySource } from '../analyze/repo-identity.js';
import type { Sql } from './sql.js';
import type { RepoFacts } from '../views/repo-list.js';
import { sessionConditions, type TimeWindow } from './session-filter.js';
import { compareText } from '../util/compare-text.js';

/** Sessions of one folder, logged name and naming: they are named together. */
export interface SessionGroup {
  cwd?: string;
  loggedRepo?: string;
  identity?: string;
  /** Undefined for sessions of a database older than naming (they are named anew). */
  source?: IdentitySource;
  /** The name used (for rows of an earlier version: the name they were given then). */
  repo?: string;
  sessions: number;
}

export function sessionGroups(sql: Sql): SessionGroup[] {
  return sql
    .all<{ cwd: string | null; logged_repo: string | null; identity: string | null; identity_source: string | null; repo: string | null; n: number }>(
      `SELECT cwd, logged_repo, identity, identity_source, repo, COUNT(*) AS n FROM sessions
       GROUP BY cwd, logged_repo, identity, identity_source, repo ORDER BY cwd, logged_repo`,
    )
    .map((row) => ({
      ...(row.cwd !== null && { cwd: row.cwd }),
      ...(row.logged_repo !== null && { loggedRepo: row.logged_repo }),
      ...(row.identity !== null && { identity: row.identity }),
      ...(isIdentitySource(row.identity_source) && { source: row.identity_source }),
      ...(row.repo !== null && { repo: row.repo }),
      sessions: row.n,
    }));
}

/** Rewrites each stored log name that `gate` would spell otherwise (NULL where it keeps none). */
export function scrubLoggedRepos(sql: Sql, gate: (name: string) => string | undefined): void {
  for (const { logged_repo: logged } of sql.all<{ logged_repo: string }>('SELECT DISTINCT logged_repo FROM sessions WHERE logged_repo IS NOT NULL')) {
    const kept = gate(logged);
    if (kept !== logged) sql.run('UPDATE sessions SET logged_repo = ? WHERE logged_repo = ?', kept ?? null, logged);
  }
}

/** Files every session of `group` under a new name. */
export function renameGroup(sql: Sql, group: SessionGroup, next: { identity: string; source: IdentitySource; repo: string }): void {
  sql.run(
    `UPDATE sessions SET identity = @identity, identity_source = @source, repo = @repo
     WHERE cwd IS @cwd AND logged_repo IS @logged AND identity IS @oldIdentity AND identity_source IS @oldSource AND repo IS @oldRepo`,
    {
      ...next,
      cwd: group.cwd ?? null,
      logged: group.loggedRepo ?? null,
      oldIdentity: group.identity ?? null,
      oldSource: group.source ?? null,
      oldRepo: group.repo ?? null,
    },
  );
}

/** Every repository with sessions (active in `window`, when given). */
export function storedRepoDetails(sql: Sql, window: TimeWindow = {}): RepoFacts[] {
  const { where, params } = sessionConditions({ includeFailed: true, ...window });
  const active = `s.repo IS NOT NULL AND ${where.join(' AND ')}`;
  const repos = new Map<string, RepoFacts>();
  const entry = (repo: string): RepoFacts => {
    let found = repos.get(repo);
    if (!found) {
      found = { repo, sessionsByFormat: {}, folders: [], otherNames: [], sources: {} };
      repos.set(repo, found);
    }
    return found;
  };
  for (const row of sql.all<{ repo: string; format: string; n: number; first: number | null; last: number | null }>(
    `SELECT s.repo AS repo, s.format AS format, COUNT(*) AS n, MIN(stored_time_ms(s.first_ts)) AS first, MAX(stored_time_ms(s.last_ts)) AS last FROM sessions s WHERE ${active}
     GROUP BY s.repo, s.format`,
    ...params,
  )) {
    if (!isFormatId(row.format)) continue;
    const found = entry(row.repo);
    found.sessionsByFormat[row.format] = row.n;
    if (row.first !== null) found.firstSeenMs = Math.min(found.firstSeenMs ?? row.first, row.first);
    if (row.last !== null) found.lastSeenMs = Math.max(found.lastSeenMs ?? row.last, row.last);
  }
  for (const row of sql.all<{
    repo: string;
    cwd: string | null;
    logged_repo: string | null;
    identity: string | null;
    identity_source: string | null;
    n: number;
  }>(
    `SELECT s.repo AS repo, s.cwd AS cwd, s.logged_repo AS logged_repo, s.identity AS identity, s.identity_source AS identity_source,
       COUNT(*) AS n FROM sessions s WHERE ${active} GROUP BY s.repo, s.cwd, s.logged_repo, s.identity, s.identity_source`,
    ...params,
  )) {
    const found = repos.get(row.repo);
    if (!found) continue;
    if (row.cwd !== null && !found.folders.includes(row.cwd)) found.folders.push(row.cwd);
    for (const name of [row.identity, row.logged_repo]) if (name !== null && name !== row.repo && !found.otherNames.includes(name)) found.otherNames.push(name);
    if (isIdentitySource(row.identity_source)) found.sources[row.identity_source] = (found.sources[row.identity_source] ?? 0) + row.n;
  }
  for (const found of repos.values()) {
    found.folders.sort();
    found.otherNames.sort();
  }
  return [...repos.values()].sort((a, b) => compareText(a.repo, b.repo));
}
