/**
 * The git checkout a folder is in, read from its files — `.git` (a folder, or for a worktree or a
 * submodule a file `gitdir: …`), `commondir` and `config` — never by running git. A worktree is
 * reported as its main checkout. Only regular files of a page or so are read: a folder named in a
 * log is data, and what it holds may be anything.
 */
import { lstatSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { readRegularFileIfPresent } from './regular-file.js';

export interface GitCheckout {
  /** The main checkout's folder (a worktree's main repository's). */
  root: string;
  /** The URL of the remote `origin`, else of the first remote with a URL. */
  remoteUrl?: string;
}

const MAX_GIT_FILE_BYTES = 256 * 1024;
/** Folders walked up from the one asked about, at most. */
const MAX_DEPTH = 64;

/** The checkout `folder` is in (itself or a folder above it), or undefined when none is, or it cannot be read. */
export function gitCheckoutOf(folder: string): GitCheckout | undefined {
  if (!isAbsolute(folder)) return undefined;
  let current = resolve(folder);
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const found = checkoutAt(current);
    if (found !== 'none') return found;
    const parent = dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
  return undefined;
}

/** The checkout whose work tree is `folder`; `'none'` when `folder` has no `.git`; undefined when it has one that cannot be read. */
function checkoutAt(folder: string): GitCheckout | undefined | 'none' {
  const dotGit = join(folder, '.git');
  let kind: 'folder' | 'file';
  try {
    const stats = lstatSync(dotGit, { throwIfNoEntry: false });
    if (!stats) return 'none';
    if (stats.isDirectory()) kind = 'folder';
    else if (stats.isFile()) kind = 'file';
    else return undefined;
  } catch {
    return 'none';
  }
  const gitDir = kind === 'folder' ? dotGit : linkedGitDir(dotGit, folder);
  if (gitDir === undefined) return undefined;
  const commonDir = sharedGitDir(gitDir);
  // a worktree's common dir is its main checkout's `.git`; a submodule's git dir is its own (`.git/modules/<name>`)
  const root = commonDir !== gitDir && basename(commonDir) === '.git' ? dirname(commonDir) : folder;
  const remoteUrl = remoteOf(readSmall(join(commonDir, 'config')) ?? '');
  return { root, ...(remoteUrl !== undefined && { remoteUrl }) };
}

/** `gitdir: <path>` of a worktree's or submodule's `.git` file, from `folder` when relative. */
function linkedGitDir(dotGitFile: string, folder: string): string | undefined {
  const match = /^gitdir:\s*(.+?)\s*$/m.exec(readSmall(dotGitFile) ?? '');
  return match?.[1] !== undefined ? resolve(folder, match[1]) : undefined;
}

/** The git dir holding the config: `commondir`'s (a worktree's), else the git dir itself. */
function sharedGitDir(gitDir: string): string {
  const common = readSmall(join(gitDir, 'commondir'))?.trim();
  return common !== undefined && common !== '' ? resolve(gitDir, common) : gitDir;
}

/** The URL of `[remote "origin"]`, else of the first remote that has one, in a git config file's text. */
export function remoteOf(config: string): string | undefined {
  const urls: Array<{ remote: string; url: string }> = [];
  let remote: string | undefined;
  for (const raw of config.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('[')) {
      remote = /^\[\s*remote\s+"((?:[^"\\]|\\.)*)"\s*\]/i.exec(line)?.[1];
      continue;
    }
    if (remote === undefined) continue;
    const url = /^url\s*=\s*(.*)$/i
      .exec(line)?.[1]
      ?.replace(/\s+[#;].*$/, '')
      .replace(/^"(.*)"$/, '$1');
    if (url !== undefined && url !== '') urls.push({ remote, url });
  }
  return (urls.find((entry) => entry.remote === 'origin') ?? urls[0])?.url;
}

function readSmall(path: string): string | undefined {
  try {
    return readRegularFileIfPresent(path, MAX_GIT_FILE_BYTES)?.text;
  } catch {
    return undefined;
  }
}
