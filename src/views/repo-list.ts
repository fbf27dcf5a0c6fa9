/**
 * What tip-miner knows of each repository, as `tip-miner repos` lists it and `repos.json` keeps it for
 * the commands that open no database: sessions per format, first and last seen, the folders its
 * sessions ran in, and every other name it answers to (`--repo` takes any): the config's aliases, the
 * names its sessions had before naming put them together, the names their logs gave, and its folders' names.
 */
import type { IdentitySource } from '../analyze/repo-identity.js';
import type { RepoAliases } from '../config/repo-aliases.js';
import type { FormatId } from '../ingest/formats/index.js';
import { folderName, normalRepoName, outsideWorktreeContainer } from '../ingest/repo-names.js';

/** One repository as the sessions filed under it show it (read by store/repositories.ts). */
export interface RepoFacts {
  repo: string;
  sessionsByFormat: Partial<Record<FormatId, number>>;
  /** Epoch milliseconds of its first and last session activity (undefined when no line had a time). */
  firstSeenMs?: number;
  lastSeenMs?: number;
  /** The folders its sessions ran in. */
  folders: string[];
  /** The names its sessions had before the config's aliases, and the names their logs gave, other than `repo`. */
  otherNames: string[];
  /** How its sessions were named, with how many sessions each. */
  sources: Partial<Record<IdentitySource, number>>;
}

export interface RepoListing {
  repo: string;
  aliases: string[];
  sessions: number;
  sessionsByFormat: Partial<Record<FormatId, number>>;
  /** ISO times of the first and last session activity. */
  firstSeen?: string;
  lastSeen?: string;
  folders: string[];
  /** How its sessions' repository was found (analyze/repo-identity.ts), with how many sessions each. */
  namedBy: Partial<Record<IdentitySource, number>>;
}

export function repoListing(facts: readonly RepoFacts[], aliases: RepoAliases): RepoListing[] {
  return facts.map((fact) => {
    // names an earlier version kept pass the gate too: a logged URL with a token lists as the repository it names
    const names = new Set<string>([...aliases.aliasesOf(fact.repo), ...fact.otherNames.flatMap((name) => normalRepoName(name) ?? [])]);
    for (const folder of fact.folders) {
      const name = folderName(outsideWorktreeContainer(folder));
      if (name !== undefined) names.add(name);
    }
    names.delete(fact.repo);
    return {
      repo: fact.repo,
      aliases: [...names].sort(),
      sessions: Object.values(fact.sessionsByFormat).reduce((sum, count) => sum + count, 0),
      sessionsByFormat: fact.sessionsByFormat,
      ...(fact.firstSeenMs !== undefined && { firstSeen: new Date(fact.firstSeenMs).toISOString() }),
      ...(fact.lastSeenMs !== undefined && { lastSeen: new Date(fact.lastSeenMs).toISOString() }),
      folders: fact.folders,
      namedBy: fact.sources,
    };
  });
}

/** How a name given to `--repo` (or a folder's name) was matched to a known repository. */
export type NameMatch = { repo: string } | { ambiguous: string[] } | undefined;

/**
 * The known repository `name` stands for: the repository itself (any case), one the config aliases it
 * to, or the one repository that answers to it (`owner__name`, the memory folders' form, too). Two that
 * answer to it: ambiguous.
 */
export function matchRepoName(name: string, listing: readonly RepoListing[], aliases: RepoAliases): NameMatch {
  const wanted = aliases.apply(name).toLowerCase();
  const forms = new Set([wanted, wanted.replace(/^([^/_]+)__([^/]+)$/, '$1/$2')]);
  const exact = listing.find((entry) => forms.has(entry.repo.toLowerCase()));
  if (exact) return { repo: exact.repo };
  const answering = listing.filter((entry) => entry.aliases.some((alias) => forms.has(alias.toLowerCase())));
  if (answering.length === 1 && answering[0]) return { repo: answering[0].repo };
  if (answering.length > 1) return { ambiguous: answering.map((entry) => entry.repo) };
  return undefined;
}

/** The known repository whose sessions ran in `folder` or the nearest folder above it. */
export function repoOfFolder(folder: string, listing: readonly RepoListing[]): string | undefined {
  const normal = (path: string) => outsideWorktreeContainer(path.replace(/[\\/]+$/, '')).replace(/\\/g, '/');
  let best: { repo: string; length: number } | undefined;
  const wanted = normal(folder);
  for (const entry of listing) {
    for (const known of entry.folders.map(normal)) {
      const inside = wanted === known || wanted.startsWith(`${known}/`);
      if (inside && known.length > (best?.length ?? -1)) best = { repo: entry.repo, length: known.length };
    }
  }
  return best?.repo;
}

/**
 * The known repositories a name that matched none may have meant, closest first (at most `max`): those
 * with a name (or alias) that contains it or whose last part it contains, then those a few typing slips
 * away (edit distance up to a quarter of its length, at least 1).
 */
export function closeRepoNames(name: string, listing: readonly RepoListing[], max = 5): string[] {
  const wanted = name.toLowerCase();
  const slips = Math.max(1, Math.floor(wanted.length / 4));
  const scored: { repo: string; score: number }[] = [];
  for (const entry of listing) {
    let best = Number.POSITIVE_INFINITY;
    for (const known of [entry.repo, ...entry.aliases].map((text) => text.toLowerCase())) {
      const tail = known.slice(known.lastIndexOf('/') + 1);
      // a containing name ranks before any slip: the closer its length, the better
      if (known.includes(wanted) || (tail !== '' && wanted.includes(tail))) best = Math.min(best, Math.abs(known.length - wanted.length) / 1000);
      const distance = editDistance(wanted, known);
      if (distance <= slips) best = Math.min(best, distance);
    }
    if (Number.isFinite(best)) scored.push({ repo: entry.repo, score: best });
  }
  return scored
    .sort((a, b) => a.score - b.score || (a.repo < b.repo ? -1 : a.repo > b.repo ? 1 : 0))
    .slice(0, max)
    .map(({ repo }) => repo);
}

/** Levenshtein distance of two names (Infinity past 200 characters: no name a user types is that long). */
function editDistance(a: string, b: string): number {
  if (a.length > 200 || b.length > 200) return Number.POSITIVE_INFINITY;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)));
    }
    previous = current;
  }
  return previous[b.length] ?? Number.POSITIVE_INFINITY;
}

/** A listing's last session activity in epoch milliseconds; undefined when it has none or it is not a time. */
export function lastActivityMs(listing: Pick<RepoListing, 'lastSeen'> | undefined): number | undefined {
  const ms = listing?.lastSeen !== undefined ? Date.parse(listing.lastSeen) : Number.NaN;
  return Number.isFinite(ms) ? ms : undefined;
}
