/**
 * The repository a command is about. Named (`--repo`, config `tip_miner.repo`): the known repository
 * that name stands for — itself, an alias from the config, or any name it answers to (views/repo-list.ts).
 * Not named: the working folder's — its git remote or host path (analyze/repo-identity.ts) when that is
 * a known repository, else the repository whose sessions ran in this folder or one above it, else the
 * folder's own name. Known repositories come from repos.json, so no database is opened.
 */
import { RepoIdentifier } from '../analyze/repo-identity.js';
import { RepoAliases } from '../config/repo-aliases.js';
import { InputError } from '../errors.js';
import { folderName, normalRepoName } from '../ingest/repo-names.js';
import { readReposView } from '../store/repos-view.js';
import { closeRepoNames, matchRepoName, repoOfFolder, type RepoListing } from '../views/repo-list.js';
import type { AppSettings } from './settings.js';

/** The repository of a folder that names none the gate keeps (a root, a token as its name). */
const UNNAMED_REPO = '(unnamed)';

export interface CommandRepo {
  repo: string;
  /** `named`: --repo or the config; `folder`: the working folder's. */
  chosen: 'named' | 'folder';
  /** Whether the history database has sessions of it (as repos.json tells). */
  known: boolean;
  /** Every repository with sessions. */
  knownRepos: string[];
  /** What repos.json says of it (sessions per format, …), when it is known. */
  listing?: RepoListing;
  /** Named and not known: the known repositories it may have meant, closest first. */
  closeNames?: string[];
  notes: string[];
}

export function commandRepo(settings: Pick<AppSettings, 'repo' | 'cwd' | 'memoryDir' | 'config'>): CommandRepo {
  const aliases = new RepoAliases(settings.config.tip_miner.repos);
  const view = readReposView(settings.memoryDir);
  const notes = view.problem !== undefined ? [view.problem] : [];
  const knownRepos = view.repos.map((entry) => entry.repo);
  const result = (repo: string, chosen: CommandRepo['chosen']): CommandRepo => {
    const listing = view.repos.find((entry) => entry.repo === repo);
    return { repo, chosen, known: listing !== undefined, knownRepos, notes, ...(listing && { listing }) };
  };
  if (settings.repo !== undefined) {
    const named = givenRepoName(settings.repo);
    const match = matchRepoName(named, view.repos, aliases);
    if (match && 'ambiguous' in match)
      throw new InputError(`--repo ${named} names ${match.ambiguous.length} repositories: ${match.ambiguous.join(', ')}; name one of them`);
    const chosen = result(match?.repo ?? aliases.apply(named), 'named');
    return chosen.known ? chosen : { ...chosen, closeNames: closeRepoNames(named, view.repos) };
  }
  return result(folderRepo(settings.cwd, view.repos, aliases), 'folder');
}

function folderRepo(cwd: string, known: readonly RepoListing[], aliases: RepoAliases): string {
  const found = new RepoIdentifier().identify({ cwd });
  const named = (name: string) => {
    const match = matchRepoName(name, known, aliases);
    return match && 'repo' in match ? match.repo : undefined;
  };
  if (found && found.source !== 'folder') {
    const repo = named(found.identity);
    if (repo !== undefined) return repo;
  }
  const ran = repoOfFolder(cwd, known);
  if (ran !== undefined) return ran;
  // a folder whose name the gate refuses (a token, `..`, empty) is filed under no name of its own
  const identity = found?.identity ?? folderName(cwd) ?? UNNAMED_REPO;
  return named(identity) ?? aliases.apply(identity);
}

/**
 * `--repo` (or the config's `tip_miner.repo`) through the gate every repository name passes (ingest/repo-names.ts):
 * a URL with a token names its repository; InputError, not repeating it, when no usable name is left.
 */
export function givenRepoName(given: string): string {
  const named = normalRepoName(given);
  if (named === undefined) throw new InputError(`--repo is not a usable repository name (empty, a secret, '.' or '..', or over 200 characters)`);
  return named;
}

/** The repository of a session running in `cwd` (the live hook's): as a command there would take it; undefined when none can be told. */
export function repoOfRunningSession(settings: Pick<AppSettings, 'repo' | 'memoryDir' | 'config'>, cwd: string | undefined): string | undefined {
  if (cwd === undefined && settings.repo === undefined) return undefined;
  try {
    return commandRepo({ ...settings, cwd: cwd ?? '' }).repo;
  } catch {
    return undefined;
  }
}

/**
 * A repository named (--repo, tip_miner.repo) that has no sessions while others have: a usage error
 * naming the close ones, not an empty answer. With no repository known yet (nothing analysed), none.
 */
export function requireKnownRepo(chosen: CommandRepo, given: string): void {
  if (chosen.chosen !== 'named' || chosen.known || chosen.knownRepos.length === 0) return;
  const close = chosen.closeNames ?? [];
  const hint = close.length > 0 ? `; did you mean ${close.join(', ')}?` : '';
  // the name as the gate keeps it: a secret given by mistake is not repeated
  throw new InputError(`no repository named ${givenRepoName(given)} has sessions${hint} (tip-miner repos lists them)`);
}

/**
 * The repository a history report is about: the named one (any of its names); else, with `byFolder`,
 * the working folder's when it has sessions; else none — the report is over every repository.
 */
export function reportRepo(settings: Pick<AppSettings, 'repo' | 'cwd' | 'memoryDir' | 'config'>, byFolder: boolean): string | undefined {
  if (settings.repo === undefined && !byFolder) return undefined;
  const chosen = commandRepo(settings);
  if (settings.repo !== undefined) requireKnownRepo(chosen, settings.repo);
  return chosen.chosen === 'named' || chosen.known ? chosen.repo : undefined;
}
