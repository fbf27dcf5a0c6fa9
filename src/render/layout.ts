/**
 * What text for people is laid out for: the terminal's width (tables are fitted to it), whether colour
 * is on (headers and emphasis marked with safety/terminal-style.ts's `paint`), and the folders paths are
 * shown relative to. The CLI makes it from the terminal (cli/io.ts); without one, nothing is fitted.
 */
import { dirname, isAbsolute, relative, sep } from 'node:path';

export interface TextLayout {
  /** Columns a line may take; undefined: no limit (output that is not a terminal). */
  width?: number;
  /** Mark headers and emphasis for colour (the CLI's io turns the marks into colour, or drops them). */
  colour?: boolean;
  /** Paths under this folder are shown relative to it (the working folder). */
  cwd?: string;
  /** Paths under this folder are shown as ~/… (the user's home). */
  home?: string;
}

/** Plain text, no width limit: what a library caller or a test gets by default. */
export const PLAIN: TextLayout = {};

/**
 * `path` as a person reads it: relative to `base` (a table's shared folder, see sharedFolder) or the
 * working folder when under it, else `~/…` under home, else as it is.
 */
export function displayPath(path: string, layout: TextLayout, base?: string): string {
  if (!isAbsolute(path)) return path;
  const under = (folder: string | undefined): string | undefined => {
    if (folder === undefined || folder === '') return undefined;
    const rest = relative(folder, path);
    return rest !== '' && !rest.startsWith('..') && !isAbsolute(rest) ? rest : undefined;
  };
  const inBase = under(base);
  if (inBase !== undefined) return inBase;
  const inCwd = under(layout.cwd);
  if (inCwd !== undefined) return inCwd;
  const inHome = under(layout.home);
  return inHome !== undefined ? `~${sep}${inHome}` : path;
}

/**
 * The deepest folder that holds all of `files`, when a table listing them is shorter relative to it:
 * two files or more, under a folder below the root. Undefined otherwise.
 */
export function sharedFolder(files: readonly string[]): string | undefined {
  if (files.length < 2 || !files.every((file) => isAbsolute(file))) return undefined;
  const common = commonFolder(files.map((file) => dirname(file)));
  return common.split(sep).filter(Boolean).length >= 2 ? common : undefined;
}

/** The deepest folder that holds every one of `folders` ('' when they share none). */
export function commonFolder(folders: readonly string[]): string {
  const split = folders.map((folder) => folder.split(sep));
  const first = split[0] ?? [];
  let depth = 0;
  while (depth < first.length && split.every((parts) => parts[depth] === first[depth])) depth++;
  const common = first.slice(0, depth).join(sep);
  return common === '' && depth > 0 ? sep : common;
}

/** The line that says which folder a table's paths are relative to. */
export function sharedFolderLine(folder: string, layout: TextLayout): string {
  return `Paths under ${displayPath(folder, layout)}${sep}`;
}
