/**
 * Repository names read off strings: a git remote URL, a checkout's path, or a name a log gives.
 * Hosted names (`owner/name`) are lower-cased — the hosts treat them without case — so the same
 * repository reads the same from a remote, a path or a log. Pure string work: the file system is
 * looked at in util/git-checkout.ts, and the order of the rules is in analyze/repo-identity.ts.
 */
import { posix, win32 } from 'node:path';

/** Hosts recognised anywhere in a path (`~/code/github.com/acme/widgets`); others only after a `src` folder. */
const KNOWN_HOSTS = new Set(['github.com', 'gitlab.com', 'bitbucket.org', 'codeberg.org', 'git.sr.ht', 'gitea.com', 'dev.azure.com']);
const HOST_LIKE = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;
/** Folders agents and people put worktrees in, inside the repository they belong to. */
const WORKTREE_CONTAINERS: readonly string[][] = [['.claude', 'worktrees'], ['.worktrees'], ['.git', 'worktrees']];
const NAME_SEGMENT = /^[^\s/\\:]+$/;

/**
 * `git@github.com:Acme/Widgets.git`, `https://github.com/acme/widgets`, `ssh://git@host:22/group/sub/proj.git`
 * → `acme/widgets`, `group/sub/proj` (every folder of the path, Azure's `_git` left out). A local path or
 * anything unparseable gives undefined.
 */
export function slugFromRemoteUrl(url: string | undefined): string | undefined {
  const text = url?.trim();
  if (text === undefined || text === '') return undefined;
  let path: string | undefined;
  const scp = /^(?:[^@/\s]+@)?[^:/\s]+:(?!\/)(.+)$/.exec(text);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    if (/^file:/i.test(text)) return undefined;
    try {
      path = new URL(text).pathname;
    } catch {
      return undefined;
    }
  } else if (scp && !/^[a-z]:[\\/]/i.test(text)) {
    path = scp[1];
  }
  if (path === undefined) return undefined;
  const segments = safeDecode(path)
    .replace(/\.git\/?$/i, '')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '_git');
  if (segments.length < 2 || !segments.every((segment) => NAME_SEGMENT.test(segment) && segment !== '.' && segment !== '..')) return undefined;
  return segments.join('/').toLowerCase();
}

/**
 * The repository a path names by its layout: `…/github.com/<owner>/<name>/…` (a known host anywhere) or
 * `…/src/<host>/<owner>/<name>/…` (any host, as Go and ghq lay checkouts out). Undefined otherwise.
 */
export function slugFromCheckoutPath(path: string): string | undefined {
  const segments = pathSegments(path);
  for (let index = 0; index + 2 < segments.length; index++) {
    const host = segments[index]?.toLowerCase() ?? '';
    const afterSrc = index > 0 && segments[index - 1] === 'src' && HOST_LIKE.test(host);
    if (!KNOWN_HOSTS.has(host) && !afterSrc) continue;
    const owner = segments[index + 1] ?? '';
    const name = segments[index + 2] ?? '';
    if (NAME_SEGMENT.test(owner) && NAME_SEGMENT.test(name) && !owner.startsWith('.') && !name.startsWith('.')) return `${owner}/${name}`.toLowerCase();
  }
  return undefined;
}

/** A worktree inside the repository it belongs to (`<repo>/.claude/worktrees/<name>`) → the repository's folder; else the path itself. */
export function outsideWorktreeContainer(path: string): string {
  const separator = path.includes('\\') && !path.includes('/') ? '\\' : '/';
  const segments = path.split(separator);
  for (let index = 1; index < segments.length; index++) {
    for (const container of WORKTREE_CONTAINERS) {
      if (container.every((name, offset) => segments[index + offset] === name) && index + container.length < segments.length) {
        return segments.slice(0, index).join(separator) || separator;
      }
    }
  }
  return path;
}

/** The last folder of a path (either separator), or undefined for a root or an empty path. */
export function folderName(path: string): string | undefined {
  const name = pathSegments(path).at(-1)?.trim();
  return name === undefined || name === '' ? undefined : name;
}

/** A name a log or a person gives: trimmed (and of its outer slashes); a hosted `owner/name` lower-cased. */
export function normalRepoName(name: string | undefined): string | undefined {
  const trimmed = name?.trim().replace(/^\/+|\/+$/g, '');
  if (trimmed === undefined || trimmed === '') return undefined;
  return trimmed.includes('/') ? trimmed.toLowerCase() : trimmed;
}

function pathSegments(path: string): string[] {
  const normal = path.includes('\\') && !path.includes('/') ? path.split(win32.sep) : path.split(posix.sep);
  return normal.filter((segment) => segment !== '' && segment !== '.');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
