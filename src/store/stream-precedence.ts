/**
 * Which file's rows of a stream count when two files of one format hold it. Cursor writes one chat both as an
 * agent transcript (calls only) and into the editor's database (calls with outcomes, tokens), both read under
 * the chat's id: its profile names the database its richer record (agent-profile.ts `richerRecord`). Whatever
 * the order the files are read in, only the richer file's part of a stream it holds is kept:
 * - a poorer file's part of a stream that a richer file of its format holds is not stored (stored, then its rows
 *   dropped in the same transaction: `claimStreams` says which streams, `dropYielded` drops them), and nor is its
 *   part of the session in the tables kept per session, once a richer file holds any stream of the session;
 * - a richer file's part deletes the poorer files' rows of the streams it holds (and of the session, in the tables
 *   kept per session) before it is stored; when that leaves no row of the session in any file, the session's own
 *   row (times, working folder, repository: merged from every file's part) is made anew from the richer part.
 * A stream only a poorer file holds (a chat Cursor did not keep in its database) counts, once. Which file holds
 * which stream is read from `stream_metrics`: every stream a file stored with events has its row there. A format
 * without a richer record is not touched (Claude Code's sub-agent files each hold streams of their own).
 */
import { isRicherRecord, type FormatId } from '../ingest/formats/index.js';
import { noteRoutingChange } from './routing-state.js';
import type { Sql } from './sql.js';

/** A table that holds rows of a file: by session and stream, or by session only; routing's tables note their session's change. */
export interface PerFileTable {
  table: string;
  by: 'stream' | 'session';
  routing?: true;
}

/** Every table of migrations.ts whose rows are a file's part of a session (tests/store/stream-precedence.test.ts checks the schema against it). */
export const PER_FILE_TABLES: readonly PerFileTable[] = [
  { table: 'stream_metrics', by: 'stream' },
  { table: 'findings', by: 'stream' },
  { table: 'corrections', by: 'stream' },
  { table: 'delegation_suggestions', by: 'stream' },
  { table: 'solo_streaks', by: 'stream' },
  { table: 'tool_uses', by: 'stream', routing: true },
  { table: 'session_tokens', by: 'session' },
  { table: 'session_languages', by: 'session' },
  { table: 'tool_listings', by: 'session', routing: true },
  { table: 'exposures', by: 'session' },
];

/** What a file may keep of its part of a session. */
export interface StreamClaim {
  /** Streams whose part this file does not keep: a richer file of its format holds them. */
  yielded: ReadonlySet<string>;
  /** A richer file holds the session: this file's rows of the tables kept per session are not kept. */
  sessionYielded: boolean;
  /** The session's row was dropped, to be made anew from this (richer) file's part: the repository it was filed under. */
  resetRepo?: string;
}

const KEEP_ALL: StreamClaim = { yielded: new Set(), sessionYielded: false };

/**
 * Before a file's part of a session is stored (`streamIds`: its streams with events): a poorer file learns which
 * streams it yields; a richer file's claim deletes the poorer files' rows of those streams and of the session.
 */
export function claimStreams(sql: Sql, file: string, format: FormatId, sessionId: string, streamIds: readonly string[]): StreamClaim {
  const richer = isRicherRecord(format, file);
  if (richer === undefined) return KEEP_ALL;
  const holders = sql.all<{ file: string; stream_id: string }>(
    'SELECT DISTINCT file, stream_id FROM stream_metrics WHERE format = ? AND session_id = ? AND file != ?',
    format,
    sessionId,
    file,
  );
  if (!richer) {
    const held = new Set(holders.filter((holder) => isRicherRecord(format, holder.file) === true).map((holder) => holder.stream_id));
    return { yielded: new Set(streamIds.filter((id) => held.has(id))), sessionYielded: held.size > 0 };
  }
  const claimed = new Set(streamIds);
  const poorer = holders.filter((holder) => isRicherRecord(format, holder.file) === false);
  if (poorer.length === 0 || claimed.size === 0) return KEEP_ALL;
  let dropped = false;
  for (const holder of poorer) {
    if (!claimed.has(holder.stream_id)) continue;
    dropStreamRows(sql, holder.file, format, sessionId, holder.stream_id);
    dropped = true;
  }
  for (const poorerFile of new Set(poorer.map((holder) => holder.file))) dropSessionRows(sql, poorerFile, format, sessionId);
  return dropped ? resetSession(sql, format, sessionId) : KEEP_ALL;
}

/**
 * After histories were merged (store/merge-histories.ts): a shard that read a chat only from its poorer file and
 * one that read it from its richer file each brought their rows. What `claimStreams` does when both files are read
 * in one history is done here for every session of a format with a richer record: the poorer files' rows of the
 * streams a richer file holds go, and their rows of the tables kept per session. The session's own row stays as
 * the merge combined it (its times and folder are the same chat's in both files).
 */
export function settleMergedStreams(sql: Sql): void {
  const holders = sql.all<{ file: string; format: string; session_id: string; stream_id: string }>(
    'SELECT DISTINCT file, format, session_id, stream_id FROM stream_metrics ORDER BY format, session_id, file, stream_id',
  );
  const sessions = new Map<string, typeof holders>();
  for (const holder of holders) {
    if (isRicherRecord(holder.format, holder.file) === undefined) continue;
    const key = `${holder.format}\u0000${holder.session_id}`;
    const list = sessions.get(key);
    if (list) list.push(holder);
    else sessions.set(key, [holder]);
  }
  for (const list of sessions.values()) {
    const [first] = list;
    if (first === undefined) continue;
    const format = first.format as FormatId;
    const claimed = new Set(list.filter((holder) => isRicherRecord(format, holder.file) === true).map((holder) => holder.stream_id));
    if (claimed.size === 0) continue;
    const poorer = list.filter((holder) => isRicherRecord(format, holder.file) === false);
    for (const holder of poorer) if (claimed.has(holder.stream_id)) dropStreamRows(sql, holder.file, format, first.session_id, holder.stream_id);
    for (const file of new Set(poorer.map((holder) => holder.file))) dropSessionRows(sql, file, format, first.session_id);
  }
}

/** After a file's part of a session was stored: its rows of the streams (and of the session) it yielded go. */
export function dropYielded(sql: Sql, file: string, format: FormatId, sessionId: string, claim: StreamClaim): void {
  for (const streamId of claim.yielded) dropStreamRows(sql, file, format, sessionId, streamId);
  if (claim.sessionYielded) dropSessionRows(sql, file, format, sessionId);
}

function dropStreamRows(sql: Sql, file: string, format: FormatId, sessionId: string, streamId: string): void {
  let routing = 0;
  for (const { table, by, routing: isRouting } of PER_FILE_TABLES) {
    if (by !== 'stream') continue;
    const changes = sql.run(`DELETE FROM ${table} WHERE file = ? AND format = ? AND session_id = ? AND stream_id = ?`, file, format, sessionId, streamId);
    if (isRouting) routing += changes;
  }
  // the replay of the session's repository cannot go on from a state that had these uses (store/routing-state.ts)
  if (routing > 0) noteRoutingChange(sql, format, sessionId);
}

function dropSessionRows(sql: Sql, file: string, format: FormatId, sessionId: string): void {
  let routing = 0;
  for (const { table, by, routing: isRouting } of PER_FILE_TABLES) {
    if (by !== 'session') continue;
    const changes = sql.run(`DELETE FROM ${table} WHERE file = ? AND format = ? AND session_id = ?`, file, format, sessionId);
    if (isRouting) routing += changes;
  }
  if (routing > 0) noteRoutingChange(sql, format, sessionId);
}

/**
 * The poorer files' rows are gone: when no file holds a stream of the session any more (the richer file is read
 * from its start, its own rows dropped before), its row, which their parts helped make, is dropped for the richer
 * part to make it anew — as if the richer file alone had been read.
 */
function resetSession(sql: Sql, format: FormatId, sessionId: string): StreamClaim {
  if (sql.get('SELECT 1 AS held FROM stream_metrics WHERE format = ? AND session_id = ? LIMIT 1', format, sessionId) !== undefined) return KEEP_ALL;
  const repo = sql.get<{ repo: string | null }>('SELECT repo FROM sessions WHERE format = ? AND session_id = ?', format, sessionId)?.repo ?? undefined;
  sql.run('DELETE FROM sessions WHERE format = ? AND session_id = ?', format, sessionId);
  return repo === undefined ? KEEP_ALL : { ...KEEP_ALL, resetRepo: repo };
}
