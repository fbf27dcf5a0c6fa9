/**
 * The paths a hook event names — `transcript_path`, `cwd` — are data someone else wrote. A hook reads
 * only the regular file it is given as the transcript: never a folder (a link to one included), a FIFO,
 * a socket or a device, a path that is relative (to what?) or holds a NUL. These checks look with
 * `stat` alone, before anything is opened (opening a device can do things); the read itself refuses
 * anything but a regular file again (util/regular-file.ts), should the path change in between.
 */
import { statSync, type Stats } from 'node:fs';
import { isAbsolute } from 'node:path';

/** The path as one line: as it is when plain, JSON-quoted when it holds a control character (a NUL, a line break, an escape). */
export function shownPath(path: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what makes a path unfit for one line of stderr
  return /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(path) ? JSON.stringify(path) : path;
}

/** Why `path` is no name of a file a hook may look at: it holds a NUL or is not absolute. */
function nameProblem(path: string, field: string): string | undefined {
  if (path.includes('\u0000')) return `the event's ${field} holds a NUL character: ${shownPath(path)}; nothing read`;
  if (!isAbsolute(path)) return `the event's ${field} is not an absolute path: ${shownPath(path)}; nothing read`;
  return undefined;
}

function statOf(path: string): Stats | NodeJS.ErrnoException {
  try {
    return statSync(path);
  } catch (error) {
    return error as NodeJS.ErrnoException;
  }
}

/** What a thing that is not a regular file is, in a few words. */
function kindOf(stats: Stats): string {
  if (stats.isFile()) return 'a file';
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'something other than a file';
}

/** Why the event's `transcript_path` must not be read (one line), or undefined when it names a regular file. */
export function transcriptPathProblem(path: string): string | undefined {
  const named = nameProblem(path, 'transcript_path');
  if (named !== undefined) return named;
  const stats = statOf(path);
  if (stats instanceof Error) {
    return stats.code === 'ENOENT'
      ? `transcript not found: ${shownPath(path)}`
      : `cannot read the transcript ${shownPath(path)}: ${stats.code ?? stats.message}; nothing read`;
  }
  if (!stats.isFile()) return `cannot read the transcript ${shownPath(path)}: it is ${kindOf(stats)}, not a regular file; nothing read`;
  return undefined;
}

/**
 * Why the event's `cwd` is no working folder (one line): it holds a NUL, is relative, or is something other
 * than a folder. A folder that is not there is no problem (a session's folder may be gone): it names the
 * repository all the same, and there is nothing in it to read.
 */
export function workingFolderProblem(cwd: string): string | undefined {
  const named = nameProblem(cwd, 'cwd');
  if (named !== undefined) return named;
  const stats = statOf(cwd);
  if (stats instanceof Error) return undefined;
  return stats.isDirectory() ? undefined : `the working folder ${shownPath(cwd)} is ${kindOf(stats)}, not a folder; nothing read in it`;
}
