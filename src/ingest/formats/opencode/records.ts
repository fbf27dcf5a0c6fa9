/**
 * What OpenCode's two readers (read-database.ts for `opencode*.db`, read-storage.ts for the older `storage/`
 * JSON layout) hand the adapter, one value each: a session (with the root of its sub-agent tree, worked out by
 * the reader), a message (its `data` / file JSON as `info`), a part (its `data` / file JSON as `part`). Both
 * layouts hold the same objects (opencode packages/opencode/src/session/message-v2.ts: the database row's
 * `data` is the JSON file without its ids), so one adapter reads both.
 */
import type { JsonRecord } from '../../json-guards.js';

export const SESSION_RECORD = 'opencode.session';
export const MESSAGE_RECORD = 'opencode.message';
export const PART_RECORD = 'opencode.part';

/** A session row or file: `rootId` is its own id for a top-level session, else the top of its `parentID` chain. */
export interface SessionRecord {
  record: typeof SESSION_RECORD;
  id: string;
  rootId: string;
  parentId?: string;
  directory?: string;
  created?: number;
  /** Where it was read: `session row ses_…` or `storage/session/<project>/ses_….json`, for problems. */
  where: string;
}

export interface MessageRecord {
  record: typeof MESSAGE_RECORD;
  id: string;
  sessionId: string;
  info: JsonRecord;
  where: string;
}

export interface PartRecord {
  record: typeof PART_RECORD;
  id: string;
  messageId: string;
  sessionId: string;
  part: JsonRecord;
  where: string;
}

export type OpencodeRecord = SessionRecord | MessageRecord | PartRecord;

/** An id as OpenCode writes them (`ses_…`, `msg_…`, `prt_…`, a project hash): safe to join into a path. */
const PLAIN_ID = /^[A-Za-z0-9_-]{1,200}$/;

export function isPlainId(id: string): boolean {
  return PLAIN_ID.test(id);
}

/** The root of `id` in a `child → parent` map: the top of its chain, a cycle or a chain over 64 links ending where it was seen. */
export function rootOf(id: string, parentOf: (id: string) => string | undefined): string {
  const seen = new Set<string>([id]);
  let current = id;
  for (let hops = 0; hops < 64; hops++) {
    const parent = parentOf(current);
    if (parent === undefined || seen.has(parent)) return current;
    seen.add(parent);
    current = parent;
  }
  return current;
}
