/**
 * The folder a Gemini CLI chat was held in. Its records name no working folder, only `projectHash` (the
 * sha256 of the project's root path), and the chat lies in `<.gemini>/tmp/<project>/chats/`, where
 * `<project>` is that hash (before 0.2x) or a short name (ProjectRegistry, packages/core/src/config/
 * projectRegistry.ts). As its peers do, the root is recovered from:
 * 1. `<.gemini>/tmp/<project>/.project_root`, the ownership marker ProjectRegistry writes: the root's path;
 * 2. `<.gemini>/trustedFolders.json`, whose keys are folders the user trusted: the one whose sha256 is the
 *    chat's `projectHash` (the whole hex digest, or its first 16 digits as the oldest versions cut it).
 * Only regular files of a bounded size are read; anything else (missing, too large, not JSON) is no root.
 */
import { createHash } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { readRegularFile } from '../../../util/regular-file.js';
import { asRecord } from '../../json-guards.js';

const MARKER_MAX_BYTES = 16 * 1024;
const TRUSTED_FOLDERS_MAX_BYTES = 1024 * 1024;
/** Trusted folders hashed at most per file (the file is the user's, of any size up to its cap). */
const TRUSTED_FOLDERS_MAX = 4096;
/** Folders climbed from a chat file to find its `chats` folder (a sub-agent's chat is one folder deeper). */
const MAX_CLIMB = 3;

/** The project folder of a chat file (`…/tmp/<project>`), when the file lies in a `chats` folder. */
function projectTempDirOf(chatFile: string): string | undefined {
  let folder = dirname(chatFile);
  for (let climbed = 0; climbed < MAX_CLIMB; climbed++) {
    if (basename(folder) === 'chats') return dirname(folder);
    const parent = dirname(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
  return undefined;
}

/** The project root of the chat at `chatFile` whose records give `projectHash`, when it can be told. */
export function projectRootOf(chatFile: string, projectHash: string | undefined): string | undefined {
  const projectDir = projectTempDirOf(chatFile);
  if (projectDir === undefined) return undefined;
  const marked = readSmallText(join(projectDir, '.project_root'), MARKER_MAX_BYTES)?.trim();
  if (marked !== undefined && marked !== '') return marked;
  if (projectHash === undefined || !/^[0-9a-f]{16,64}$/.test(projectHash)) return undefined;
  // <.gemini>/tmp/<project>: the .gemini folder is two up
  return trustedFolderHashed(join(dirname(dirname(projectDir)), 'trustedFolders.json'), projectHash);
}

function trustedFolderHashed(file: string, projectHash: string): string | undefined {
  const text = readSmallText(file, TRUSTED_FOLDERS_MAX_BYTES);
  if (text === undefined) return undefined;
  let folders: Record<string, unknown> | undefined;
  try {
    folders = asRecord(JSON.parse(text));
  } catch {
    return undefined;
  }
  if (folders === undefined) return undefined;
  let checked = 0;
  for (const folder of Object.keys(folders)) {
    if (++checked > TRUSTED_FOLDERS_MAX) return undefined;
    const hash = createHash('sha256').update(folder).digest('hex');
    if (hash === projectHash || (projectHash.length === 16 && hash.startsWith(projectHash))) return folder;
  }
  return undefined;
}

function readSmallText(path: string, maxBytes: number): string | undefined {
  try {
    return readRegularFile(path, maxBytes).text;
  } catch {
    return undefined;
  }
}
