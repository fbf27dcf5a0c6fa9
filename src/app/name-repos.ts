/**
 * Gives every session the name of its repository (analyze/repo-identity.ts) once a run has stored what
 * it read: sessions named by their folder alone take the name a stronger rule gave the same folder (or
 * the one `owner/<folder>` known); sessions of an earlier version's database are named by the rules;
 * the aliases (the data home's, then the config's: config/repo-aliases.ts) give the name used. The views of every repository whose sessions moved are
 * noted as changed, so the next refresh rewrites them.
 */
import { posix } from 'node:path';
import { RepoIdentifier, sourceRank, unifyIdentities, type IdentityGroup, type RepoIdentity } from '../analyze/repo-identity.js';
import type { RepoAliases } from '../config/repo-aliases.js';
import { normalRepoName } from '../ingest/repo-names.js';
import { keptAliases } from '../store/repo-aliases.js';
import { renameGroup, scrubLoggedRepos, sessionGroups, type SessionGroup } from '../store/repositories.js';
import type { Sql } from '../store/sql.js';
import { ALL_REPOS, noteViewChange } from '../store/view-state.js';
import { REPO_VIEWS } from './record-file.js';

/** Names the stored sessions anew; returns the repositories whose sessions changed (old and new names). */
export function nameRepos(sql: Sql, run: number, aliases: RepoAliases, identifier = new RepoIdentifier()): string[] {
  return sql.transaction(() => {
    // the data home's aliases, wherever the command runs (with the config's it read)
    const all = aliases.withKept(keptAliases(sql));
    // what an earlier version kept of the log's own name (a remote URL with its token) passes the gate too
    scrubLoggedRepos(sql, (name) => normalRepoName(name));
    const groups = sessionGroups(sql);
    const base = groups.map((group) => baseIdentity(group, identifier));
    const known = groups.flatMap((group, index) => {
      const identity = base[index];
      return identity ? [{ ...identity, ...(group.cwd !== undefined && { cwd: group.cwd }) } satisfies IdentityGroup] : [];
    });
    const unified = unifyIdentities(known, all.listedNames());
    const changed = new Set<string>();
    let renamed = false;
    let next = 0;
    for (const [index, group] of groups.entries()) {
      if (!base[index]) continue;
      const identity = unified[next++] as RepoIdentity;
      const repo = all.apply(identity.identity);
      if (identity.identity === group.identity && identity.source === group.source && repo === group.repo) continue;
      renameGroup(sql, group, { ...identity, repo });
      renamed = true;
      if (repo === group.repo) continue;
      if (group.repo !== undefined) changed.add(group.repo);
      changed.add(repo);
    }
    for (const repo of changed) noteViewChange(sql, repo, REPO_VIEWS, run);
    if (changed.size > 0) noteViewChange(sql, ALL_REPOS, ['memory_proposals'], run);
    if (renamed) noteViewChange(sql, ALL_REPOS, ['repos'], run);
    return [...changed].sort();
  });
}

/**
 * A group's identity before unifying: the one stored, unless the rules now find a stronger one (a
 * checkout cloned since); for rows of an earlier version, the rules' — or, where the name they were
 * given is not the one the earlier rule (the log's name, else the folder's) gives, that name: it came from --repo.
 */
function baseIdentity(group: SessionGroup, identifier: RepoIdentifier): RepoIdentity | undefined {
  const found = identifier.identify({
    ...(group.cwd !== undefined && { cwd: group.cwd }),
    ...(group.loggedRepo !== undefined && { loggedRepo: group.loggedRepo }),
  });
  if (group.source === undefined) {
    if (group.repo === undefined) return found;
    const earlierRule = group.loggedRepo ?? (group.cwd !== undefined ? posix.basename(group.cwd.replace(/\/+$/, '')) : undefined);
    return group.repo !== earlierRule && isGatedName(group.repo) ? { identity: group.repo, source: 'override' } : found;
  }
  const stored = group.identity !== undefined ? { identity: group.identity, source: group.source } : undefined;
  // a name an earlier version kept that the gate now refuses or spells otherwise (a URL with a token, NFD) is named again
  if (!stored || !isGatedName(stored.identity)) return found;
  if (stored.source === 'override' || !found) return stored;
  // a name taken from other sessions is worked out again from the rules' names, every time
  if (stored.source === 'same-folder' || stored.source === 'name') return found;
  return sourceRank(found.source) > sourceRank(stored.source) ? found : stored;
}

/** A name the gate keeps as it is (ingest/repo-names.ts). */
function isGatedName(name: string): boolean {
  return normalRepoName(name) === name;
}
