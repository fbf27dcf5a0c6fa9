/**
 * Finds the log files under the given paths: a file is taken as named (whatever its extension),
 * a folder is walked recursively for `*.jsonl` and `*.jsonl.gz`, and for the logs of an agent that are no
 * JSON lines (its profile's `documents`: a chat's JSON file, a database). Symbolic links are followed, each
 * real folder and file once (so a link loop ends), and the order is deterministic: the paths in the
 * order given, each folder's entries sorted by name.
 */
import type { Dirent, Stats } from 'node:fs';
import { readdirSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { errorMessage } from '../errors.js';
import { realPathOrSelf } from '../util/real-path.js';
import { NotRegularFileError } from '../util/regular-file.js';
import { documentFormatIdOf } from './formats/index.js';

const JSONL_FILE = /\.jsonl(?:\.gz)?$/;

/** A file a folder walk takes: JSON lines, or a document of an agent's. */
function isLogFile(path: string, name: string): boolean {
  return JSONL_FILE.test(name) || documentFormatIdOf(path) !== undefined;
}

export interface DiscoveredFile {
  /** Absolute path as reached (not the link target), used as the file's name in all evidence. */
  path: string;
  size: number;
  mtimeMs: number;
}

export interface DiscoveryProblem {
  path: string;
  message: string;
}

export interface Discovery {
  files: DiscoveredFile[];
  problems: DiscoveryProblem[];
  /** Given paths that exist and could be listed or read. */
  readablePaths: number;
}

export function discoverLogFiles(paths: readonly string[]): Promise<Discovery> {
  const walk = new Walk();
  for (const path of paths) walk.root(resolve(path));
  return Promise.resolve({ files: walk.files, problems: walk.problems, readablePaths: walk.readablePaths });
}

class Walk {
  readonly files: DiscoveredFile[] = [];
  readonly problems: DiscoveryProblem[] = [];
  readablePaths = 0;
  private readonly seenFolders = new Set<string>();
  private readonly seenFiles = new Set<string>();

  root(path: string): void {
    const info = this.stat(path);
    if (!info) return;
    if (info.isDirectory()) {
      if (this.folder(path)) this.readablePaths++;
    } else if (info.isFile()) {
      this.readablePaths++;
      this.file(path, info);
    } else {
      this.problems.push({ path, message: 'not a file or folder' });
    }
  }

  /**
   * Returns false when the folder could not be listed. `real`: its path with links resolved, when known — an
   * entry that is no link is then that path and its name, without a realpath call per file (a re-run on
   * unchanged logs is mostly this walk).
   */
  private folder(path: string, real = realPathOrSelf(path)): boolean {
    if (this.seenFolders.has(real)) return true;
    this.seenFolders.add(real);
    let entries: Dirent[];
    try {
      entries = readdirSync(path, { withFileTypes: true });
    } catch (error) {
      this.problems.push({ path, message: describe(error) });
      return false;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const child = childPath(path, entry.name);
      if (entry.isDirectory()) {
        this.folder(child, childPath(real, entry.name));
      } else if (entry.isFile()) {
        if (isLogFile(child, entry.name)) this.file(child, undefined, childPath(real, entry.name));
      } else if (entry.isSymbolicLink()) {
        this.link(child, entry.name);
      }
    }
    return true;
  }

  private link(path: string, name: string): void {
    let info: Stats | undefined;
    try {
      info = statSync(path);
    } catch {
      info = undefined;
    }
    if (!info) return; // a dangling link inside a folder is not the user's input: pass over it
    if (info.isDirectory()) this.folder(path);
    else if (info.isFile() && isLogFile(path, name)) this.file(path, info);
  }

  private file(path: string, known?: Stats, real = realPathOrSelf(path)): void {
    const info = known ?? this.stat(path);
    if (!info) return;
    if (this.seenFiles.has(real)) return;
    this.seenFiles.add(real);
    this.files.push({ path, size: info.size, mtimeMs: info.mtimeMs });
  }

  private stat(path: string): Stats | undefined {
    try {
      return statSync(path);
    } catch (error) {
      this.problems.push({ path, message: describe(error) });
      return undefined;
    }
  }
}

/**
 * `join(folder, name)` for a folder path that is already normal (resolved, or a real path) and an entry's
 * name (no separator in it): without join's normalising, which was half of a walk over thousands of files.
 */
function childPath(folder: string, name: string): string {
  return folder.endsWith(sep) ? folder + name : folder + sep + name;
}

function describe(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file or folder';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'ELOOP':
      return 'too many levels of symbolic links';
    case 'ENOTDIR':
      return 'not a folder';
    case 'Z_DATA_ERROR':
    case 'Z_BUF_ERROR':
      return `not valid gzip data (${errorMessage(error)})`;
    default:
      // the problem names the file already
      if (error instanceof NotRegularFileError) return error.detail;
      return error instanceof Error ? error.message : String(error);
  }
}

export { describe as describeFileError };
