/**
 * The repository a memory file (`review --write-to CLAUDE.md`) belongs to, told from where the file is
 * — never from its name or from `--repo`: the known repository (one with sessions) that
 *
 * 1. the remote of the git checkout holding the file names (a worktree counts as its main checkout);
 * 2. ran sessions in the file's folder or a folder above it, or in its checkout's root or a folder above;
 * 3. alone ran sessions inside the file's git checkout (the sessions ran in a subfolder of it);
 * 4. the checkout's host layout names (`…/github.com/<owner>/<name>`).
 *
 * A folder that only has the same name as a repository is not enough: a rule put in the wrong project's
 * file misleads every agent that reads it. Undefined when no rule tells, or two repositories answer.
 */
import { dirname } from 'node:path';
import type { RepoAliases } from '../config/repo-aliases.js';
import { outsideWorktreeContainer, slugFromCheckoutPath, slugFromRemoteUrl } from '../ingest/repo-names.js';
import { gitCheckoutOf, type GitCheckout } from '../util/git-checkout.js';
import { realPathOrSelf } from '../util/real-path.js';
import { matchRepoName, repoOfFolder, type RepoListing } from '../views/repo-list.js';

export interface MemoryFileRepo {
  /** The known repository the file belongs to. */
  repo?: string;
  /** How it was told (for the message that names it). */
  how?: 'git remote' | 'sessions' | 'host path';
}

/** `paths`: the file as named and as its links lead (store/user-file.ts), either may tell. */
export function repoOfMemoryFile(
  paths: readonly string[],
  listing: readonly RepoListing[],
  aliases: RepoAliases,
  checkoutOf: (folder: string) => GitCheckout | undefined = gitCheckoutOf,
): MemoryFileRepo {
  const folders = [...new Set(paths.flatMap((path) => [dirname(path), realPathOrSelf(dirname(path))]))];
  const checkout = folders.map(checkoutOf).find((found) => found !== undefined);
  const known = (name: string | undefined): string | undefined => {
    if (name === undefined) return undefined;
    const match = matchRepoName(name, listing, aliases);
    return match && 'repo' in match ? match.repo : undefined;
  };
  const byRemote = known(slugFromRemoteUrl(checkout?.remoteUrl));
  if (byRemote !== undefined) return { repo: byRemote, how: 'git remote' };
  const places = checkout ? [...folders, checkout.root] : folders;
  const ranHere = places.map((place) => repoOfFolder(place, listing)).find((repo) => repo !== undefined);
  if (ranHere !== undefined) return { repo: ranHere, how: 'sessions' };
  const ranInside = checkout ? repoInside(checkout.root, listing) : undefined;
  if (ranInside !== undefined) return { repo: ranInside, how: 'sessions' };
  const byPath = checkout ? known(slugFromCheckoutPath(checkout.root)) : undefined;
  return byPath !== undefined ? { repo: byPath, how: 'host path' } : {};
}

/** The one known repository whose sessions ran inside `root` (undefined when none or several did). */
function repoInside(root: string, listing: readonly RepoListing[]): string | undefined {
  const normal = (path: string) => outsideWorktreeContainer(path.replace(/[\\/]+$/, '')).replace(/\\/g, '/');
  const prefix = `${normal(root)}/`;
  const inside = listing.filter((entry) => entry.folders.some((folder) => normal(folder).startsWith(prefix)));
  return inside.length === 1 ? inside[0]?.repo : undefined;
}
