/** Paths compared as detectors.md says: relative ones resolved against the call's working folder, `./` and `..` folded. */
import { posix } from 'node:path';
import type { ToolCall } from '../../model/stream.js';

/** A `.` or `..` segment, an empty one (`//`) or a trailing slash: what posix.normalize would change in an absolute path. */
const NOT_NORMAL = /\/\.{0,2}(?:\/|$)/;

export function resolveCallPath(path: string, call: ToolCall): string {
  // most paths are absolute and already normal: every detector asks for every call's
  if (path.startsWith('/') && !NOT_NORMAL.test(path)) return path;
  const base = call.cwd ?? '/';
  return posix.normalize(path.startsWith('/') ? path : posix.join(base, path));
}

/** The file a Read/Edit/Write/NotebookEdit call names, resolved; undefined when it names none. */
export function filePathOf(call: ToolCall): string | undefined {
  const raw = call.input.file_path ?? call.input.notebook_path ?? call.input.path;
  return typeof raw === 'string' && raw.length > 0 ? resolveCallPath(raw, call) : undefined;
}

/** The files an edit changes, resolved: every file a patch names (Codex apply_patch `file_paths`), else the one it names. */
export function editedFilesOf(call: ToolCall): string[] {
  const many = call.input.file_paths;
  if (Array.isArray(many)) return many.filter((path): path is string => typeof path === 'string' && path.length > 0).map((path) => resolveCallPath(path, call));
  const one = filePathOf(call);
  return one === undefined ? [] : [one];
}

/** The `path` a Grep or Glob call searched, resolved (the working folder when it names none). */
export function searchPathOf(call: ToolCall): string {
  const raw = call.input.path;
  return resolveCallPath(typeof raw === 'string' && raw.length > 0 ? raw : '.', call);
}
