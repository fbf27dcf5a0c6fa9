/**
 * Where a repository's files live under the memory dir: one folder per repository, named so that two
 * repositories never share a folder and none of them is the memory dir itself or one of its own files.
 *
 * - A plain slug keeps the seed's readable form: `acme/widgets` → `acme__widgets`, `my-repo` → `my-repo`.
 *   Plain means segments of letters and digits joined by single `.`, `_` or `-`, separated by `/`, so
 *   `__` can only be the separator and the name reads back (`repoOfFolder`).
 * - Anything else (`.`, `..`, `~`, `a__b`, spaces, non-ASCII, names of the memory dir's own files) is
 *   `_` + its percent-encoding: never plain (a plain name starts with a letter or digit), and reversible.
 * - A name too long for a file name is `_` + the start of its encoding + `~` + a hash of it; `~` never
 *   occurs in an encoding, so it cannot meet either form above. Its full name is kept inside the folder
 *   (REPO_NAME_FILE), since it cannot be read back from the folder name.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readRegularFile } from '../util/regular-file.js';
import { writeFileAtomic } from './atomic-write.js';
import { lazyCrypto } from '../safety/lazy-crypto.js';

/** The file inside a hashed folder that names its repository. */
export const REPO_NAME_FILE = '.tip-miner-repo';
const PLAIN_SEGMENT = /^[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*$/;
const ESCAPE_PREFIX = '_';
const HASH_MARK = '~';
/** Longest folder name written (file systems allow 255 bytes; the rest is room for temporary suffixes). */
const MAX_FOLDER_CHARS = 120;
const HASH_CHARS = 16;
/** Entries of the memory dir's root that tip-miner itself writes, and names Windows reserves. */
const RESERVED = new Set([
  'hook-state',
  'profile.json',
  'corrections.json',
  'delegation_preferences.json',
  'repos.json',
  'con',
  'prn',
  'aux',
  'nul',
  ...Array.from({ length: 9 }, (_, index) => `com${index + 1}`),
  ...Array.from({ length: 9 }, (_, index) => `lpt${index + 1}`),
]);

export function repoFolderName(repo: string): string {
  const plain = plainFolderName(repo);
  if (plain !== undefined) return plain;
  const encoded = percentEncode(repo);
  if (encoded !== undefined && ESCAPE_PREFIX.length + encoded.length <= MAX_FOLDER_CHARS) return `${ESCAPE_PREFIX}${encoded}`;
  const hash = lazyCrypto().createHash('sha256').update(Buffer.from(repo, 'utf16le')).digest('hex').slice(0, HASH_CHARS);
  const room = MAX_FOLDER_CHARS - ESCAPE_PREFIX.length - HASH_MARK.length - HASH_CHARS;
  return `${ESCAPE_PREFIX}${cutEncoding(encoded ?? percentEncode(repo.replace(/[\uD800-\uDFFF]/g, '')) ?? '', room)}${HASH_MARK}${hash}`;
}

/** The repository a folder name stands for; undefined for a hashed name (its REPO_NAME_FILE tells) or a name of no repository. */
export function repoOfFolder(folder: string): string | undefined {
  if (!folder.startsWith(ESCAPE_PREFIX)) {
    const repo = folder.split('__').join('/');
    return plainFolderName(repo) === folder ? repo : undefined;
  }
  if (folder.includes(HASH_MARK)) return undefined;
  try {
    const repo = decodeURIComponent(folder.slice(ESCAPE_PREFIX.length));
    return repoFolderName(repo) === folder ? repo : undefined;
  } catch {
    return undefined;
  }
}

/** The repositories whose folder under the memory dir holds `fileName`, sorted (folders of no repository left out). */
export function reposWithFile(memoryDir: string, fileName: string): string[] {
  let folders: string[];
  try {
    folders = readdirSync(memoryDir);
  } catch {
    return [];
  }
  const repos = folders.flatMap((folder) => {
    if (!existsSync(join(memoryDir, folder, fileName))) return [];
    const repo = folder.includes(HASH_MARK) ? namedIn(join(memoryDir, folder, REPO_NAME_FILE)) : repoOfFolder(folder);
    return repo !== undefined && repoFolderName(repo) === folder ? [repo] : [];
  });
  return repos.sort();
}

/** The repository a hashed folder's REPO_NAME_FILE names. */
function namedIn(path: string): string | undefined {
  try {
    const name = readRegularFile(path, 4096).text.replace(/\n$/, '');
    return name === '' ? undefined : name;
  } catch {
    return undefined;
  }
}

export function repoFolderPath(memoryDir: string, repo: string): string {
  return join(memoryDir, repoFolderName(repo));
}

/** Writes one of a repository's files (atomically) into its folder (markRepoFolder). */
export function writeRepoFile(memoryDir: string, repo: string, fileName: string, content: string): string {
  markRepoFolder(memoryDir, repo);
  const path = join(repoFolderPath(memoryDir, repo), fileName);
  writeFileAtomic(path, content);
  return path;
}

/** A hashed folder gets the file naming its repository (once), since its name cannot be read back. */
export function markRepoFolder(memoryDir: string, repo: string): void {
  const folder = repoFolderName(repo);
  if (!folder.includes(HASH_MARK)) return;
  const nameFile = join(memoryDir, folder, REPO_NAME_FILE);
  if (!existsSync(nameFile)) writeFileAtomic(nameFile, `${repo}\n`);
}

function plainFolderName(repo: string): string | undefined {
  const segments = repo.split('/');
  if (!segments.every((segment) => PLAIN_SEGMENT.test(segment))) return undefined;
  const folder = segments.join('__');
  if (folder.length > MAX_FOLDER_CHARS || RESERVED.has(folder.toLowerCase())) return undefined;
  return folder;
}

/** Percent-encoding of every UTF-8 byte outside [A-Za-z0-9.-] (so `_`, `~` and `%` are encoded too); undefined for a lone surrogate. */
function percentEncode(text: string): string | undefined {
  try {
    return encodeURIComponent(text).replace(/[!'()*_~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  } catch {
    return undefined;
  }
}

/** The first `room` characters of an encoding, never cutting a `%XX` in two. */
function cutEncoding(encoded: string, room: number): string {
  let cut = encoded.slice(0, room);
  const percent = cut.lastIndexOf('%');
  if (percent !== -1 && percent > cut.length - 3) cut = cut.slice(0, percent);
  return cut;
}
