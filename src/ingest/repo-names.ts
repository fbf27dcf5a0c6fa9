/**
 * Repository names read off strings: a git remote URL, a checkout's path, or a name a log gives.
 * Hosted names (`owner/name`) are lower-cased — the hosts treat them without case — so the same
 * repository reads the same from a remote, a path or a log. Pure string work: the file system is
 * looked at in util/git-checkout.ts, and the order of the rules is in analyze/repo-identity.ts.
 *
 * A name becomes a folder's name, a key of repos.json and a word in prompts, so every name these
 * functions give passes one gate (`checkedName`): a URL is parsed and only its path kept (no user info,
 * no query, no fragment), the rest is sanitized and redacted, and a name that still holds a secret, is
 * empty, names `.`/`..` or is longer than MAX_NAME_CHARS is no name (undefined: the next rule names it).
 */
import { posix, win32 } from 'node:path';
import { REDACTED } from '../safety/redact.js';
import { sanitizeAndRedact } from '../safety/sanitize.js';
import { boundedMemo } from '../util/bounded-memo.js';

/** Hosts recognised anywhere in a path (`~/code/github.com/acme/widgets`); others only after a `src` folder. */
const KNOWN_HOSTS = new Set(['github.com', 'gitlab.com', 'bitbucket.org', 'codeberg.org', 'git.sr.ht', 'gitea.com', 'dev.azure.com']);
const HOST_LIKE = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;
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
    // a query or a fragment is no part of the path
    path = scp[1]?.replace(/[?#].*$/, '');
  }
  if (path === undefined) return undefined;
  const segments = safeDecode(path)
    .replace(/\.git\/?$/i, '')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '_git');
  if (segments.length < 2 || !segments.every((segment) => NAME_SEGMENT.test(segment) && segment !== '.' && segment !== '..')) return undefined;
  return checkedName(segments.join('/').toLowerCase());
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
    if (NAME_SEGMENT.test(owner) && NAME_SEGMENT.test(name) && !owner.startsWith('.') && !name.startsWith('.')) {
      const slug = checkedName(`${owner}/${name}`.toLowerCase());
      if (slug !== undefined) return slug;
    }
  }
  return undefined;
}

/**
 * Where a worktree tool puts a worktree, as data (docs/repositories.md lists each with its source):
 * - `inside`: `<project>/<container…>/<name>` — the project's own folder holds its worktrees;
 * - `sibling`: `<parent>/<project><suffix>/<…>` — a folder beside the project's, named after it;
 * - `tool-home`: `…/<container…>/…` in a tool's own folder, the project's name `nameAt` folders after the
 *   container and the worktree `depth` folders deep (no folder of the project is known from the path).
 * A folder merely called `worktrees` (or `my-worktrees-notes`) is none of these: projects in it stay apart.
 */
export type WorktreeShape =
  | { id: string; kind: 'inside'; container: readonly string[]; notUnderHome?: boolean; source: string }
  | { id: string; kind: 'sibling'; suffix: string; source: string }
  | { id: string; kind: 'tool-home'; container: readonly string[]; nameAt: number; depth: number; underHome?: boolean; source: string };

export const WORKTREE_SHAPES: readonly WorktreeShape[] = [
  {
    id: 'claude-code',
    kind: 'inside',
    container: ['.claude', 'worktrees'],
    source: 'Claude Code `claude --worktree <name>`, EnterWorktree and sub-agents with `isolation: worktree` (code.claude.com/docs/en/worktrees)',
  },
  {
    id: 'dot-worktrees',
    kind: 'inside',
    container: ['.worktrees'],
    source: "worktrunk's in-repository template `{{ repo_path }}/.worktrees/{{ branch }}`, the using-git-worktrees skill, Scaffold",
  },
  { id: 'git-admin', kind: 'inside', container: ['.git', 'worktrees'], source: "git's own bookkeeping folder of linked worktrees (git-worktree(1))" },
  {
    id: 'conductor-legacy',
    kind: 'inside',
    container: ['.conductor'],
    source: 'Conductor before 0.25 (workspaces in `.conductor/` inside the repository: docs.conductor.build/tips/nesting-issues)',
  },
  {
    id: 'claude-worktrees-inside',
    kind: 'inside',
    container: ['.claude-worktrees'],
    notUnderHome: true,
    source: 'Claude Code desktop sessions with worktrees kept in the repository (`<repo>/.claude-worktrees/<name>`, seen in public repositories)',
  },
  {
    id: 'dash-worktrees',
    kind: 'sibling',
    suffix: '-worktrees',
    source: 'git-stk `--worktree` (`<repo>-worktrees/<branch>` beside the repository), scripts doing the same',
  },
  { id: 'dot-worktrees-sibling', kind: 'sibling', suffix: '.worktrees', source: "worktrunk's template `{{ repo_path }}/../{{ repo }}.worktrees/{{ branch }}`" },
  {
    id: 'cursor',
    kind: 'tool-home',
    container: ['.cursor', 'worktrees'],
    nameAt: 0,
    depth: 2,
    source: 'Cursor parallel agents (`~/.cursor/worktrees/<repo>/<id>`)',
  },
  {
    id: 'conductor',
    kind: 'tool-home',
    container: ['conductor', 'workspaces'],
    nameAt: 0,
    depth: 2,
    source: 'Conductor 0.25 and later (`~/conductor/workspaces/<repo>/<workspace>`: docs.conductor.build/tips/nesting-issues)',
  },
  {
    id: 'codex-app',
    kind: 'tool-home',
    container: ['.codex', 'worktrees'],
    nameAt: 1,
    depth: 2,
    source: 'the Codex app (`~/.codex/worktrees/<id>/<repo>`: github.com/openai/codex/issues/10599)',
  },
  {
    id: 'grok',
    kind: 'tool-home',
    container: ['.grok', 'worktrees'],
    nameAt: 0,
    depth: 2,
    source: 'Grok CLI `grok -w` (`~/.grok/worktrees/<repo>/<name>`: docs.x.ai)',
  },
  {
    id: 'claude-desktop',
    kind: 'tool-home',
    container: ['.claude-worktrees'],
    nameAt: 0,
    depth: 2,
    underHome: true,
    source: 'Claude Code desktop (`~/.claude-worktrees/<repo>/<name>`, seen in public repositories)',
  },
];

/** Where a worktree's path puts it (worktreePlace). */
export interface WorktreePlace {
  shape: WorktreeShape;
  /** The folder that names the project: its main checkout (`inside`, `sibling`), or the tool's folder named after it (`tool-home`). */
  project: string;
  /** The worktree's own folder (where its `.git` file is while it exists). */
  root: string;
}

/** The worktree `path` is in, by the shapes above (the outermost when several fit), or undefined when it is in none. */
export function worktreePlace(path: string): WorktreePlace | undefined {
  const separator = path.includes('\\') && !path.includes('/') ? '\\' : '/';
  const segments = path.split(separator);
  const join = (parts: readonly string[]) => parts.join(separator) || separator;
  for (let index = 1; index < segments.length; index++) {
    for (const shape of WORKTREE_SHAPES) {
      const found = placeAt(shape, segments, index);
      if (found) return { shape, project: join(found.project), root: join(found.root) };
    }
  }
  return undefined;
}

function placeAt(shape: WorktreeShape, segments: readonly string[], index: number): { project: string[]; root: string[] } | undefined {
  const before = segments.slice(0, index);
  if (shape.kind === 'sibling') {
    const folder = segments[index] ?? '';
    const name = folder.slice(0, -shape.suffix.length);
    if (!folder.endsWith(shape.suffix) || name === '' || name.startsWith('.') || index + 1 >= segments.length) return undefined;
    return { project: [...before, name], root: segments.slice(0, index + 2) };
  }
  const { container } = shape;
  if (!container.every((name, offset) => segments[index + offset] === name)) return undefined;
  const after = index + container.length;
  if (shape.kind === 'inside') {
    if (after >= segments.length || (shape.notUnderHome === true && isHomeFolder(before))) return undefined;
    return { project: before, root: segments.slice(0, after + 1) };
  }
  if (after + shape.depth > segments.length || (shape.underHome === true && !isHomeFolder(before))) return undefined;
  const name = segments[after + shape.nameAt] ?? '';
  if (name === '' || name.startsWith('.')) return undefined;
  return { project: segments.slice(0, after + shape.nameAt + 1), root: segments.slice(0, after + shape.depth) };
}

/** `/home/<user>`, `/Users/<user>`, `/root`, `C:\\Users\\<user>`: a home folder, as path segments. */
function isHomeFolder(segments: readonly string[]): boolean {
  const [first, second, third] = segments;
  if (segments.length === 2) return first === '' && second === 'root';
  if (segments.length !== 3 || third === undefined || third === '') return false;
  return (first === '' && (second === 'home' || second === 'Users')) || (/^[a-z]:$/i.test(first ?? '') && second?.toLowerCase() === 'users');
}

/** The project folder of a worktree (see worktreePlace); any other path is itself. */
export function outsideWorktreeContainer(path: string): string {
  return worktreePlace(path)?.project ?? path;
}

/** The last folder of a path (either separator) as a repository name, or undefined for a root, an empty path or a name the gate refuses. */
export function folderName(path: string): string | undefined {
  const name = pathSegments(path).at(-1)?.trim();
  return name === undefined || name === '' ? undefined : checkedName(name);
}

/**
 * A name a log, the config or a person gives: a URL (`https://TOKEN@host/acme/af.git`, `ssh://git@host/…`,
 * `git@host:acme/af.git`, `TOKEN@host/acme/af`) is the repository its path names, `file://…/af.git` its
 * folder's name; anything else is trimmed (and of its outer slashes), a hosted `owner/name` lower-cased.
 * Undefined when no safe name is left (see checkedName).
 */
export function normalRepoName(name: string | undefined): string | undefined {
  const text = name?.trim();
  if (text === undefined || text === '') return undefined;
  if (/^file:\/\//i.test(text)) return fileUrlName(text);
  if (URL_FORM.test(text) || SCP_FORM.test(text) || HOST_FORM.test(text)) return slugFromRemoteUrl(text);
  // user info before a host without a scheme (`TOKEN@github.com/acme/af`): read as the URL it is
  if (BARE_USER_INFO.test(text)) return slugFromRemoteUrl(`https://${text}`);
  return checkedName(text.replace(/^\/+|\/+$/g, ''));
}

const URL_FORM = /^[a-z][a-z0-9+.-]*:\/\//i;
/** `git@host:org/repo.git`; a Windows drive (`C:\\…`, `C:/…`) is no host. */
const SCP_FORM = /^[^@/\\\s]+@[^:/\\\s]+:(?!\/)/;
/** `github.com:org/repo` (a host with a dot, then a colon). */
const HOST_FORM = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+:(?![\\/])[^\s]/i;
const BARE_USER_INFO = /^[^@/\\\s]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?\//i;
/** Longest repository name kept (a folder's name is at most 255 bytes; a name is a word, not a text). */
const MAX_NAME_CHARS = 200;

/** `file:///srv/git/af.git` → `af` (the folder's name, `.git` left out). */
function fileUrlName(text: string): string | undefined {
  let path: string;
  try {
    path = new URL(text).pathname;
  } catch {
    return undefined;
  }
  const name = folderName(safeDecode(path).replace(/\.git\/?$/i, ''));
  return name === undefined ? undefined : checkedName(name);
}

/**
 * The gate every repository name passes: Unicode NFC (macOS spells `é` in two), sanitized (no control,
 * escape, bidi or invisible character, no markup, one line) and redacted; a name that still holds a
 * secret, is empty, has a `.`/`..` or empty segment, or is over MAX_NAME_CHARS is none. Idempotent.
 */
const checkedName: (name: string) => string | undefined = boundedMemo(checkName, { maxEntries: 4096, maxChars: 4096 });

function checkName(name: string): string | undefined {
  if (name.length > MAX_NAME_CHARS * 4) return undefined;
  const clean = sanitizeAndRedact(name.normalize('NFC'), { maxChars: Number.POSITIVE_INFINITY });
  if (clean === '' || clean.length > MAX_NAME_CHARS || clean.includes(REDACTED)) return undefined;
  const segments = clean.split('/');
  if (segments.some((segment) => segment.trim() === '' || segment === '.' || segment === '..')) return undefined;
  const named = clean.includes('/') ? clean.toLowerCase() : clean;
  // lower-casing can lengthen or reshape a name (`İ`): only a fixed point is a name
  return named === clean || checkName(named) === named ? named : undefined;
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
