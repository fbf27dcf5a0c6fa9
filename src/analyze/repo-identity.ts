/**
 * Which repository a session belongs to, the same whatever format logged it (issue: one name per
 * repository). The rules, strongest first:
 *
 * 1. `override`: `--repo` (or config `tip_miner.repo`) for every session of the run;
 * 2. `git`: the remote of the git checkout the session's folder is in, when it is on this machine
 *    (`.git/config` read, no git run; a worktree counts as its main checkout);
 * 3. `path`: a folder laid out by host (`…/github.com/<owner>/<name>`, `…/src/<host>/<owner>/<name>`);
 * 4. `log`: what the log says (Codex's git remote, agent-framework's `task_start.repo`);
 * 5. `folder`: the name of the session's folder; a worktree's (by the shapes of ingest/repo-names.ts:
 *    `<repo>/.claude/worktrees/<name>`, `<repo>-worktrees/<branch>`, `~/.cursor/worktrees/<repo>/<id>`, …) is its project's.
 *
 * Once every session is known, `unifyIdentities` lets a session named only by its folder take the name
 * a stronger rule gave to the same folder or one above it (`same-folder`), else the one `owner/<folder>`
 * known (`name`). The config's aliases (`tip_miner.repos`) then give the name used.
 */
import { gitCheckoutOf, type GitCheckout } from '../util/git-checkout.js';
import { folderName, normalRepoName, outsideWorktreeContainer, slugFromCheckoutPath, slugFromRemoteUrl, worktreePlace } from '../ingest/repo-names.js';

export const IDENTITY_SOURCES = ['folder', 'name', 'same-folder', 'log', 'path', 'git', 'override'] as const;
/** How a session's repository was found; later in IDENTITY_SOURCES is stronger. */
export type IdentitySource = (typeof IDENTITY_SOURCES)[number];

export interface RepoIdentity {
  /** The repository's name before the config's aliases. */
  identity: string;
  source: IdentitySource;
}

/** What a session says of where it ran. */
export interface SessionPlace {
  cwd?: string;
  /** The repository the log names (already a slug). */
  loggedRepo?: string;
}

export function sourceRank(source: IdentitySource | undefined): number {
  return source === undefined ? -1 : IDENTITY_SOURCES.indexOf(source);
}

/** Strong enough for other sessions of the same folder to take it. */
function isStrong(source: IdentitySource): boolean {
  return sourceRank(source) >= sourceRank('log');
}

export function isIdentitySource(value: unknown): value is IdentitySource {
  return typeof value === 'string' && (IDENTITY_SOURCES as readonly string[]).includes(value);
}

export interface IdentifierOptions {
  override?: string;
  /** The checkout a folder is in (default: read from the disk, see util/git-checkout.ts). */
  checkoutOf?: (folder: string) => GitCheckout | undefined;
}

/** Names sessions by the rules above; the disk is read once per folder. */
export class RepoIdentifier {
  private readonly override: string | undefined;
  private readonly checkoutOf: (folder: string) => GitCheckout | undefined;
  private readonly checkouts = new Map<string, GitCheckout | undefined>();

  constructor(options: IdentifierOptions = {}) {
    this.override = normalRepoName(options.override);
    this.checkoutOf = options.checkoutOf ?? gitCheckoutOf;
  }

  identify(place: SessionPlace): RepoIdentity | undefined {
    if (this.override !== undefined) return { identity: this.override, source: 'override' };
    const cwd = place.cwd?.trim();
    const logged = normalRepoName(place.loggedRepo);
    if (cwd === undefined || cwd === '') return logged !== undefined ? { identity: logged, source: 'log' } : undefined;
    const trimmed = cwd.replace(/[\\/]+$/, '') || cwd;
    const worktree = worktreePlace(trimmed);
    const folder = worktree?.project ?? trimmed;
    // a tool's own folder of worktrees is no checkout: the worktree's is looked for (it is its main checkout's while it exists)
    const checkout = this.checkout(worktree?.shape.kind === 'tool-home' ? worktree.root : folder);
    const remote = slugFromRemoteUrl(checkout?.remoteUrl);
    if (remote !== undefined) return { identity: remote, source: 'git' };
    const root = checkout?.root ?? folder;
    const byPath = slugFromCheckoutPath(root);
    if (byPath !== undefined) return { identity: byPath, source: 'path' };
    if (logged !== undefined) return { identity: logged, source: 'log' };
    const name = folderName(root);
    return name !== undefined ? { identity: name, source: 'folder' } : undefined;
  }

  private checkout(folder: string): GitCheckout | undefined {
    if (!this.checkouts.has(folder)) this.checkouts.set(folder, this.checkoutOf(folder));
    return this.checkouts.get(folder);
  }
}

/** Sessions of one folder and one identity (the unit `unifyIdentities` works on). */
export interface IdentityGroup extends SessionPlace, RepoIdentity {}

/**
 * The better identity of each group named only by its folder: that of a stronger group of the same
 * folder or of the nearest folder above it, else the one `<owner>/<folder name>` among the stronger
 * identities (none when two are). Names the config lists (`reserved`) are never replaced by a guess.
 * Returns one entry per group, in order: the identity to keep.
 */
export function unifyIdentities(groups: readonly IdentityGroup[], reserved: ReadonlySet<string> = new Set()): RepoIdentity[] {
  const strongByFolder = new Map<string, RepoIdentity>();
  const byName = new Map<string, Set<string>>();
  for (const group of groups) {
    if (!isStrong(group.source)) continue;
    if (group.cwd !== undefined) {
      const folder = folderKey(group.cwd);
      const known = strongByFolder.get(folder);
      if (!known || sourceRank(group.source) > sourceRank(known.source)) strongByFolder.set(folder, { identity: group.identity, source: group.source });
    }
    const last = group.identity.split('/').at(-1)?.toLowerCase();
    if (last !== undefined && group.identity.includes('/')) byName.set(last, (byName.get(last) ?? new Set()).add(group.identity));
  }
  return groups.map((group) => {
    if (group.source !== 'folder' || reserved.has(group.identity.toLowerCase())) return { identity: group.identity, source: group.source };
    const nearest = group.cwd !== undefined ? nearestAbove(folderKey(group.cwd), strongByFolder) : undefined;
    if (nearest !== undefined) return { identity: nearest.identity, source: 'same-folder' };
    const candidates = byName.get(group.identity.toLowerCase());
    if (candidates?.size === 1) return { identity: [...candidates][0] ?? group.identity, source: 'name' };
    return { identity: group.identity, source: group.source };
  });
}

function folderKey(cwd: string): string {
  const folder = outsideWorktreeContainer(cwd.trim().replace(/[\\/]+$/, '') || cwd);
  return folder.replace(/\\/g, '/');
}

function nearestAbove(folder: string, known: ReadonlyMap<string, RepoIdentity>): RepoIdentity | undefined {
  let current = folder;
  for (;;) {
    const found = known.get(current);
    if (found) return found;
    const cut = current.lastIndexOf('/');
    if (cut <= 0) return undefined;
    current = current.slice(0, cut);
  }
}
