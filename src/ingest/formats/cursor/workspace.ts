/**
 * The working folder of a Cursor transcript, which records none: Cursor names the transcript's project folder by
 * the workspace path with every run of characters other than letters and digits made one `-` (leading and trailing
 * ones dropped: `/Users/me/my_app` → `Users-me-my-app`). The slug cannot be turned back into the path (`_`, `.`
 * and `/` all became `-`), so the folder is the one among the ancestors of the absolute paths the session's own
 * tools name whose slug is the project folder's name (HulkInTherapy/potsherd docs/formats/cursor.md, "project").
 * A folder named by an epoch number or `empty-window` (a window with no folder open) never matches: no cwd.
 */
import { asArray, asString, type JsonRecord } from '../../json-guards.js';

/** Input fields that hold a path (a file's or a folder's). */
const PATH_FIELDS = ['file_path', 'path', 'target_file', 'target_directory', 'working_directory', 'target_notebook'];
/** Paths looked at at most (a session names the same few folders again and again). */
const MAX_PATHS = 200;
/** Longer paths, and folders deeper than this, are not looked at: each ancestor's slug is built whole. */
const MAX_PATH_CHARS = 1024;
const MAX_DEPTH = 64;

/** The Cursor project slug of a path. */
export function cursorSlug(path: string): string {
  return path.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

export class SlugFolder {
  /** The folder found, once one is. */
  folder: string | undefined;
  private looked = 0;

  constructor(private readonly slug: string) {}

  /** Looks at the paths of one call's input. */
  consider(input: JsonRecord): void {
    if (this.folder !== undefined || this.slug === '') return;
    const paths = [...PATH_FIELDS.map((field) => asString(input[field])), ...(asArray(input.file_paths) ?? []).map(asString)];
    for (const path of paths) {
      if (path === undefined || this.looked >= MAX_PATHS) continue;
      this.looked++;
      const folder = matchingAncestor(path, this.slug);
      if (folder !== undefined) {
        this.folder = folder;
        return;
      }
    }
  }
}

/** The path itself or the ancestor of it whose slug is `slug` (an absolute path only: POSIX, or a Windows drive). */
function matchingAncestor(path: string, slug: string): string | undefined {
  if (path.length > MAX_PATH_CHARS || !(path.startsWith('/') || /^[A-Za-z]:[\\/]/.test(path))) return undefined;
  const trimmed = path.replace(/[\\/]+$/, '');
  if (cursorSlug(trimmed) === slug) return trimmed;
  const separators: number[] = [];
  for (let index = 1; index < trimmed.length && separators.length < MAX_DEPTH; index++) {
    if (trimmed[index] === '/' || trimmed[index] === '\\') separators.push(index);
  }
  for (const end of separators.reverse()) {
    const ancestor = trimmed.slice(0, end);
    if (cursorSlug(ancestor) === slug) return ancestor;
  }
  return undefined;
}
