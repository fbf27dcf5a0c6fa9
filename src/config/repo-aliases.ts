/**
 * `tip_miner.repos`: other names of a repository, so that every session of it is filed under one name
 * (`acme/widgets: [widgets, widgets-old]`). Each key is the name to use; its value an alias or a list of
 * them. Names are matched without case; an alias of two repositories names the key that is wrong.
 * With the aliases kept in the data home (`tip-miner repos alias`, store/repo-aliases.ts), RepoAliases
 * says which name each name is filed under.
 */
import { ConfigError } from '../errors.js';
import { normalRepoName } from '../ingest/repo-names.js';
import { compareText } from '../util/compare-text.js';

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

/** An alias kept in the history database (`tip-miner repos alias NAME OTHER`): `alias` is another name of `repo`. */
export interface KeptAlias {
  alias: string;
  repo: string;
}

/**
 * Every other name of the repositories: the config's (`tip_miner.repos`) and those kept in the data home's
 * history database (`tip-miner repos alias`). A name has one next name — the data home's when both give
 * one, so a name is filed the same wherever a command runs, whatever config it reads there — and names
 * are followed to the last (`a → b → c`); names that lead round in a circle (two merged databases may)
 * stop at the least of them. Looked up without case.
 */
export class RepoAliases {
  /** Lower-cased name → the name it stands for. */
  private readonly next = new Map<string, string>();

  constructor(
    readonly entries: readonly RepoAliasEntry[] = [],
    readonly kept: readonly KeptAlias[] = [],
  ) {
    for (const { repo, aliases } of entries) for (const alias of [repo, ...aliases]) this.next.set(alias.toLowerCase(), repo);
    for (const { alias, repo } of kept) this.next.set(alias.toLowerCase(), repo);
  }

  /** The same config aliases with `kept` as the data home's. */
  withKept(kept: readonly KeptAlias[]): RepoAliases {
    return new RepoAliases(this.entries, kept);
  }

  /** The name `name` is filed under (itself when no alias names it). */
  apply(name: string): string {
    const seen: string[] = [];
    let current = name;
    for (;;) {
      const key = current.toLowerCase();
      const next = this.next.get(key);
      if (next === undefined) return current;
      if (next.toLowerCase() === key) return next;
      const again = seen.findIndex((item) => item.toLowerCase() === key);
      if (again >= 0) return seen.slice(again).reduce((least, item) => (compareText(item.toLowerCase(), least.toLowerCase()) < 0 ? item : least));
      seen.push(current);
      current = next;
    }
  }

  /** The names followed from `name` (itself first) to the one it is filed under, or until one comes again. */
  chain(name: string): string[] {
    const names = [name];
    for (let current = name; ;) {
      const next = this.next.get(current.toLowerCase());
      if (next === undefined || names.some((item) => item.toLowerCase() === next.toLowerCase())) return names;
      names.push(next);
      current = next;
    }
  }

  /** The names filed under `repo`, other than itself. */
  aliasesOf(repo: string): string[] {
    const names = new Set<string>();
    for (const { repo: key, aliases } of this.entries) for (const alias of [key, ...aliases]) names.add(alias);
    for (const { alias } of this.kept) names.add(alias);
    const own = repo.toLowerCase();
    return [...names].filter((name) => name.toLowerCase() !== own && this.apply(name).toLowerCase() === own);
  }

  /** Every name an alias gives or is given (lower-cased): never replaced by a guess. */
  listedNames(): Set<string> {
    const names = [...this.entries.flatMap(({ repo, aliases }) => [repo, ...aliases]), ...this.kept.flatMap(({ alias, repo }) => [alias, repo])];
    return new Set(names.map((name) => name.toLowerCase()));
  }

  /** What the aliases say, as text that changes when they do (the views made with other aliases are stale). */
  fingerprint(): string {
    return JSON.stringify(this.kept.length > 0 ? { config: this.entries, kept: this.kept } : this.entries);
  }
}
