/**
 * A file the user named (`--write-to CLAUDE.md`) or that is theirs (Claude Code's settings, `hooks
 * install`), written through to the file itself: a link is followed to its real target (and stays a
 * link) as long as that target lies inside the current project (anywhere, for a file of the user's own:
 * `linksAnywhere`); the target must be a regular file or not exist yet, and small enough to read. Writing
 * it, the target and its folder must be writable by the rules their modes state (even for root).
 * Every refusal is an InputError raised before anything changes; a file that needs no change is
 * never checked for writing, so a read-only file already up to date is fine. The write is atomic
 * (a temporary file beside the target, then a rename) and keeps the old file's mode, owner and group.
 */
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  closeSync,
  constants,
  fchmodSync,
  fchownSync,
  fsyncSync,
  lstatSync,
  openSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { InputError, errorMessage } from '../errors.js';
import { NotRegularFileError, readRegularBytes } from '../util/regular-file.js';

/** A memory file bigger than this is not one a person keeps by hand; it is refused, never read whole. */
export const MAX_USER_FILE_BYTES = 8 * 1024 * 1024;
/** Links followed at most, as the kernel does (ELOOP beyond). */
const MAX_LINK_HOPS = 40;
/** What a refusal tells the user to do instead, unless the caller says otherwise (UserFileOptions.advice). */
const DEFAULT_ADVICE = 'choose another --write-to file';

export interface ExistingUserFile {
  /** The file's bytes as they are: what tip-miner does not own in them is written back unchanged. */
  bytes: Buffer;
  /** The bytes read as UTF-8 (for reading only: a byte that is not UTF-8 is U+FFFD here). */
  text: string;
  /** Permission bits (with setuid, setgid, sticky), as the new file will have them. */
  mode: number;
  uid: number;
  gid: number;
}

export interface UserFile {
  /** The path as the user gave it, resolved against the working folder. */
  given: string;
  /** The real file behind it, links followed: the one read and replaced. */
  target: string;
  /** Undefined when the target does not exist yet. */
  existing?: ExistingUserFile;
  /** What a refusal to write it tells the user to do instead (UserFileOptions.advice). */
  advice?: string;
}

export interface UserFileOptions {
  /** The working folder: relative paths and the current project are taken from it. */
  cwd: string;
  /** Follow a link wherever it leads, not only within the current project (a file of the user's own, such as ~/.claude/settings.json). */
  linksAnywhere?: boolean;
  /** What a refusal tells the user to do instead (default: choose another --write-to file). */
  advice?: string;
}

/** The current project: the nearest folder from `cwd` up that holds a `.git` entry, else `cwd` itself (real paths). */
export function projectRoot(cwd: string): string {
  const start = realpathSync(cwd);
  for (let folder = start; ; folder = dirname(folder)) {
    if (hasEntry(join(folder, '.git'))) return folder;
    if (dirname(folder) === folder) return start;
  }
}

/** Where `path` really leads and what it holds now; InputError when it must not be used (see the file's comment). */
export function resolveUserFile(path: string, options: UserFileOptions): UserFile {
  const { cwd } = options;
  const advice = options.advice ?? DEFAULT_ADVICE;
  const given = resolve(cwd, path);
  const target = realLocation(given, given, advice);
  if (target !== given && options.linksAnywhere !== true) refuseOutsideProject(given, target, projectRoot(cwd), advice);
  const stats = statIfPresent(target);
  // the advice travels with the file to writeUserFile when the caller gave one
  const chosenAdvice = options.advice !== undefined ? { advice: options.advice } : {};
  if (!stats) return { given, target, ...chosenAdvice };
  if (!stats.isFile()) throw new InputError(`${describe(given, target)} is ${kindOf(stats)}, not a regular file; ${advice}`);
  const { bytes, stats: read } = readUserBytes(given, target, advice);
  return { given, target, existing: { bytes, text: bytes.toString('utf8'), mode: read.mode & 0o7777, uid: read.uid, gid: read.gid }, ...chosenAdvice };
}

export interface WriteOptions {
  /** The rename that puts the new file in place; tests pass one that fails as an immutable file would. */
  rename?: (from: string, to: string) => void;
}

/**
 * Replaces `file.target` with `content` (bytes as they are, or text as UTF-8) atomically, keeping its mode, owner and group (a new file gets
 * the umask's mode). On failure the temporary file is removed, the target is unchanged, and an
 * InputError names the file and the cause.
 */
export function writeUserFile(file: UserFile, content: string | Buffer, options: WriteOptions = {}): void {
  try {
    refuseUnwritableTarget(file);
  } catch (error) {
    throw writeFailure(file, error);
  }
  const rename = options.rename ?? renameSync;
  const temporary = join(dirname(file.target), `.${basename(file.target)}.tip-miner-${process.pid}-${randomBytes(4).toString('hex')}`);
  let fd: number;
  try {
    // exclusive: never through a link planted at its name; 0600 until the old mode is set, so the old text is never readable by more people than before
    fd = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, file.existing ? 0o600 : 0o666);
  } catch (error) {
    throw writeFailure(file, error);
  }
  try {
    fillTemporary(fd, typeof content === 'string' ? Buffer.from(content, 'utf8') : content, file.existing);
    rename(temporary, file.target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw writeFailure(file, error);
  }
}

/** Refuses, before anything changes, a target or folder that no one may write by its mode (root included) or that this process cannot write. */
function refuseUnwritableTarget(file: UserFile): void {
  const folder = dirname(file.target);
  const advice = file.advice ?? DEFAULT_ADVICE;
  refuseUnwritable(folder, `cannot create a file in the folder ${folder}`, statSync(folder), advice);
  const stats = statIfPresent(file.target);
  if (stats) refuseUnwritable(file.target, `${describe(file.given, file.target)} cannot be written`, stats, advice);
}

/** Writes and syncs the bytes, gives the old file's owner and mode, and closes `fd`. */
function fillTemporary(fd: number, bytes: Buffer, existing: ExistingUserFile | undefined): void {
  try {
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written, bytes.length - written);
    if (existing) {
      keepOwner(fd, existing);
      // explicit, so that the umask neither widens nor narrows it; after chown, which may clear setuid
      fchmodSync(fd, existing.mode);
    }
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The old owner and group, where this process may give them (root may; others only keep their own). */
function keepOwner(fd: number, existing: ExistingUserFile): void {
  try {
    fchownSync(fd, existing.uid, existing.gid);
  } catch (error) {
    if (errnoOf(error) !== 'EPERM') throw error;
  }
}

/**
 * The real path behind `path`: every link followed, also a last link whose target does not exist
 * yet (that target is then created). The folder that would hold the file must exist.
 */
function realLocation(path: string, given: string, advice: string, hops = 0): string {
  try {
    return realpathSync(path);
  } catch (error) {
    if (errnoOf(error) !== 'ENOENT') throw unusable(given, error, advice);
  }
  const folder = dirname(path);
  let realFolder: string;
  try {
    realFolder = realpathSync(folder);
  } catch (error) {
    if (errnoOf(error) === 'ENOENT') throw new InputError(`${describe(given, path)}: the folder ${folder} does not exist; create it or ${advice}`);
    throw unusable(given, error, advice);
  }
  const inRealFolder = join(realFolder, basename(path));
  const link = linkTextIfLink(inRealFolder);
  if (link === undefined) return inRealFolder;
  if (hops >= MAX_LINK_HOPS) throw new InputError(`${given}: too many levels of links; ${advice}`);
  return realLocation(resolve(realFolder, link), given, advice, hops + 1);
}

function refuseOutsideProject(given: string, target: string, project: string, advice: string): void {
  const fromProject = relative(project, target);
  const inside = fromProject !== '..' && !fromProject.startsWith(`..${sep}`) && !isAbsolute(fromProject);
  if (inside) return;
  const link = firstLinkOn(given) ?? given;
  const how = link === given ? 'is a link to' : `leads through the link ${link} to`;
  throw new InputError(
    `${given} ${how} ${target}, outside the project ${project}; ` +
      `tip-miner follows links only within the project, so name a file in the project or ${advice}`,
  );
}

/** The first folder or file on `path` (from the root down) that is a link. */
function firstLinkOn(path: string): string | undefined {
  let at: string = sep;
  for (const part of path.split(sep).filter((name) => name.length > 0)) {
    at = join(at, part);
    if (isLink(at)) return at;
  }
  return undefined;
}

function refuseUnwritable(path: string, what: string, stats: Stats, advice: string): void {
  if ((stats.mode & 0o222) === 0) throw new InputError(`${what} (mode ${octal(stats.mode)}, no write permission); make it writable or ${advice}`);
  try {
    accessSync(path, stats.isDirectory() ? constants.W_OK | constants.X_OK : constants.W_OK);
  } catch (error) {
    throw new InputError(`${what} (${causeOf(error)}); make it writable or ${advice}`);
  }
}

function readUserBytes(given: string, target: string, advice: string): { bytes: Buffer; stats: Stats } {
  try {
    return readRegularBytes(target, MAX_USER_FILE_BYTES);
  } catch (error) {
    if (!(error instanceof NotRegularFileError)) throw error;
    const detail = error.message.slice(error.path.length + 2);
    throw new InputError(`${describe(given, target)}: ${detail}; ${advice}`);
  }
}

function writeFailure(file: UserFile, error: unknown): Error {
  if (errnoOf(error) === undefined) return error as Error;
  return new InputError(
    `${describe(file.given, file.target)} could not be written, nothing was changed (${causeOf(error)}); make it writable or ${file.advice ?? DEFAULT_ADVICE}`,
  );
}

function unusable(given: string, error: unknown, advice: string): Error {
  if (errnoOf(error) === undefined) return error as Error;
  return new InputError(`${given} cannot be used (${causeOf(error)}); ${advice}`);
}

/** Causes a person can act on, for the error codes a write to a user's file meets. */
const CAUSES: Record<string, string> = {
  EPERM: 'operation not permitted: the file or its folder may be immutable or append-only (chattr +i/+a)',
  EACCES: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  ELOOP: 'too many levels of links',
  ENOTDIR: 'a part of the path is not a folder',
  ENAMETOOLONG: 'the name is too long',
  EBUSY: 'the file is busy',
  EIO: 'input/output error',
};

function causeOf(error: unknown): string {
  const code = errnoOf(error);
  if (code === undefined) return errorMessage(error);
  const cause = Object.hasOwn(CAUSES, code) ? CAUSES[code] : undefined;
  return cause ? `${code}: ${cause}` : code;
}

function errnoOf(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && code.startsWith('E') ? code : undefined;
}

/** The path, and where a link led, the real file too. */
function describe(given: string, target: string): string {
  return given === target ? given : `${given} (→ ${target})`;
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'of an unknown kind';
}

function octal(mode: number): string {
  return `0${(mode & 0o7777).toString(8).padStart(3, '0')}`;
}

function statIfPresent(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (error) {
    if (errnoOf(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/** The text of the link at `path`; undefined when nothing, or no link, is there. */
function linkTextIfLink(path: string): string | undefined {
  try {
    return readlinkSync(path);
  } catch (error) {
    const code = errnoOf(error);
    if (code === 'ENOENT' || code === 'EINVAL') return undefined;
    throw error;
  }
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function hasEntry(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
