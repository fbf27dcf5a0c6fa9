/**
 * `tip_miner.repos`: other names of a repository, so that every session of it is filed under one name
 * (`acme/widgets: [widgets, widgets-old]`). Each key is the name to use; its value an alias or a list of
 * them. Names are matched without case; an alias of two repositories names the key that is wrong.
 */
import { ConfigError } from '../errors.js';
import { normalRepoName } from '../ingest/repo-names.js';

/** Why the gate (ingest/repo-names.ts) refuses a name; the name itself is not repeated: it may be a secret. */
const UNUSABLE = "one that is empty, a secret, '.' or '..', or over 200 characters";

export interface RepoAliasEntry {
  repo: string;
  aliases: string[];
}

export function checkRepoAliases(key: string, value: unknown, file: string): RepoAliasEntry[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ConfigError(`${file}: ${key} must be a mapping of repository names to their aliases (acme/widgets: [widgets])`);
  const owner = new Map<string, string>();
  return Object.entries(value).map(([name, listed]) => {
    const repo = normalRepoName(name);
    if (repo === undefined) throw new ConfigError(`${file}: ${key} has a repository name that is empty or not usable (${UNUSABLE})`);
    // the key as the gate spells it: the one written may hold a token
    const where = `${key}.${repo}`;
    const items: unknown[] = Array.isArray(listed) ? listed : [listed];
    const aliases = items.map((item, index) => {
      const alias = typeof item === 'string' ? normalRepoName(item) : undefined;
      if (alias === undefined)
        throw new ConfigError(
          `${file}: ${where}${Array.isArray(listed) ? `[${index}]` : ''} must be a non-empty name, not ${typeof item === 'string' ? UNUSABLE : JSON.stringify(item)}`,
        );
      return alias;
    });
    for (const alias of [repo, ...aliases]) {
      const earlier = owner.get(alias.toLowerCase());
      if (earlier !== undefined && earlier !== repo) throw new ConfigError(`${file}: ${where}: ${alias} is already a name of ${earlier}`);
      owner.set(alias.toLowerCase(), repo);
    }
    return { repo, aliases };
  });
}

/** The configured names, looked up without case. */
export class RepoAliases {
  private readonly canonical = new Map<string, string>();

  constructor(readonly entries: readonly RepoAliasEntry[] = []) {
    for (const { repo, aliases } of entries) for (const alias of [repo, ...aliases]) this.canonical.set(alias.toLowerCase(), repo);
  }

  /** The name the config gives `name` (itself when the config says nothing of it). */
  apply(name: string): string {
    return this.canonical.get(name.toLowerCase()) ?? name;
  }

  /** The configured aliases of `repo`. */
  aliasesOf(repo: string): string[] {
    return this.entries.find((entry) => entry.repo === repo)?.aliases ?? [];
  }

  /** What the config says, as text that changes when it does (the views made with other aliases are stale). */
  fingerprint(): string {
    return JSON.stringify(this.entries);
  }
}
