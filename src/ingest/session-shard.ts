/**
 * `analyze --shard i/n`: which of n shards a log file belongs to. All files of one session must land in
 * the same shard (a session's files are joined into one), so a file is placed by its session key, the
 * cheapest one its path (or, for one kind of file, its first bytes) gives:
 *
 * - a file under `<session>/subagents/` (Claude Code 2.1.x sub-agents, workflows): the `<session>` folder;
 * - a Claude Code ≤2.0.x sidechain file `agent-<hex>.jsonl` beside the sessions: the `sessionId` its
 *   first line names (its parent's), read from its first 64 KiB; the file name when there is none;
 * - any other file (a session's own file, a Codex rollout, an agent-framework log): its name without
 *   `.jsonl`/`.jsonl.gz`.
 *
 * The key is hashed with 32-bit FNV-1a over its UTF-8 bytes: the same shard for the same file on any
 * machine, whatever folder the logs are in.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { basename, dirname, sep } from 'node:path';

export interface Shard {
  /** 1-based: 1 ≤ index ≤ count. */
  index: number;
  count: number;
}

const LOG_SUFFIX = /\.jsonl(?:\.gz)?$/;
const SIDECHAIN_FILE = /^agent-[0-9a-f]+\.jsonl$/;
const SESSION_ID = /"sessionId"\s*:\s*"([^"\\]{1,200})"/;
const HEAD_BYTES = 64 * 1024;

/** Whether `path` is one of the files of shard `shard`. */
export function inShard(path: string, shard: Shard): boolean {
  return (fnv1a32(sessionKeyOf(path)) % shard.count) + 1 === shard.index;
}

/** The session key a file is sharded by (see above). */
export function sessionKeyOf(path: string): string {
  const parts = dirname(path).split(sep);
  const subagents = parts.lastIndexOf('subagents');
  if (subagents > 0) return parts[subagents - 1] as string;
  const name = basename(path);
  if (SIDECHAIN_FILE.test(name)) {
    const found = SESSION_ID.exec(head(path));
    if (found) return found[1] as string;
  }
  return name.replace(LOG_SUFFIX, '');
}

/** 32-bit FNV-1a of the UTF-8 bytes of `text`. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The first bytes of a file as text ('' when it cannot be read: the reading itself reports that file). */
function head(path: string): string {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buffer = Buffer.alloc(HEAD_BYTES);
    const length = readSync(fd, buffer, 0, HEAD_BYTES, 0);
    return buffer.toString('utf8', 0, length);
  } catch {
    return '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
