/**
 * Stores one file's results in one transaction: its rows an earlier reading left are replaced (read
 * from its start) or dropped (rewritten), each session's facts and every concern's part are recorded,
 * the views their repositories feed are noted as changed, and the file's checkpoint moves on. A stream
 * another file of the format holds as its richer record is not kept from this file, and this file's part,
 * when it is that richer record, replaces the other files' rows of its streams (store/stream-precedence.ts).
 * Returns what was stored for the first time (and kept).
 */
import { SESSION_CONCERNS, type AnalyzedSession, type ConcernId } from '../analyze/concerns/index.js';
import type { FileAnalysis } from '../analyze/file-analysis.js';
import { hasEvents } from '../model/session-part.js';
import { recordCheckpoint, type FileRecord } from '../store/files.js';
import { forgetSessionRows, recordSession, reposOfFile, type SessionNaming } from '../store/sessions.js';
import type { Sql } from '../store/sql.js';
import { claimStreams, dropYielded, type StreamClaim } from '../store/stream-precedence.js';
import { ALL_REPOS, noteViewChange, type ViewId } from '../store/view-state.js';
import { appendAll } from '../util/arrays.js';
import { CONCERN_RECORDS, type ConcernRecord, type RecordContext } from './concern-records.js';

/** What a file's results added to the history, per concern: only what was not stored before. */
export type RecordedFile = { [Id in ConcernId]: Array<ReturnType<(typeof CONCERN_RECORDS)[Id]['record']>[number]> };

/** Where the sessions of a file belong: the repository of each, and how it was named. */
export type RepoOf = (session: AnalyzedSession) => SessionNaming | undefined;

export interface RecordSettings {
  /** A delegation point is accepted when a Task call comes within this many calls (settles pending points). */
  acceptanceCalls: number;
}

const CONCERN_IDS: readonly ConcernId[] = SESSION_CONCERNS.map((concern) => concern.id);

/** The views of one repository that a file's sessions feed. */
export const REPO_VIEWS: readonly ViewId[] = ['tool_patterns', 'routing', 'memory_proposals'];

function streamsWithEvents(session: AnalyzedSession): string[] {
  return [...session.streams.values()].filter((stream) => stream.events > 0).map((stream) => stream.key.streamId);
}

function keptStreams<Stream>(streams: ReadonlyMap<string, Stream>, yielded: ReadonlySet<string>): Map<string, Stream> {
  return new Map([...streams].filter(([streamId]) => !yielded.has(streamId)));
}

/** Whether a stored item (of a stream, or of the session alone) stays once the file's yielded rows go. */
function isKept(item: { streamId?: string }, claim: StreamClaim): boolean {
  return item.streamId !== undefined ? !claim.yielded.has(item.streamId) : !claim.sessionYielded;
}

export function recordFile(
  sql: Sql,
  run: number,
  now: number,
  file: FileRecord,
  analysis: FileAnalysis,
  repoOf: RepoOf,
  settings: RecordSettings,
): RecordedFile {
  return sql.transaction(() => {
    // the repositories whose rows of this file are about to be replaced: their views change too
    const replacedRepos = file.fromStart || file.rewritten ? reposOfFile(sql, file.path) : [];
    if (file.fromStart) forgetSessionRows(sql, file.path);
    for (const concern of Object.values(CONCERN_RECORDS)) concern.forget(sql, file);
    const fresh = Object.fromEntries(CONCERN_IDS.map((id) => [id, []])) as unknown as RecordedFile;
    const changedRepos = new Set<string>(replacedRepos);
    const { format } = analysis;
    // a file of no known format has no session
    const context: RecordContext | undefined =
      format !== undefined ? { sql, run, file, format, undated: Math.floor(file.mtimeMs / 1000), acceptanceCalls: settings.acceptanceCalls } : undefined;
    for (const session of context ? analysis.sessions.values() : []) {
      if (!context || !hasEvents(session)) continue;
      // a stream a richer file of the format holds is not kept from this one (store/stream-precedence.ts)
      const claim = claimStreams(sql, file.path, context.format, session.sessionId, streamsWithEvents(session));
      if (claim.resetRepo !== undefined) changedRepos.add(claim.resetRepo);
      const kept = claim.yielded.size === 0 ? session : { ...session, streams: keptStreams(session.streams, claim.yielded) };
      if (hasEvents(kept)) {
        const repo = recordSession(sql, file.path, context.format, kept, repoOf(kept), { fromStart: file.fromStart });
        if (repo !== undefined) changedRepos.add(repo);
      }
      for (const id of CONCERN_IDS) {
        const concern = CONCERN_RECORDS[id] as ConcernRecord<unknown, unknown>;
        const stored = concern.record(context, session, session.parts[id]) as Array<{ streamId?: string }>;
        const keepsAll = claim.yielded.size === 0 && !claim.sessionYielded;
        appendAll(fresh[id] as unknown[], keepsAll ? stored : stored.filter((item) => isKept(item, claim)));
      }
      dropYielded(sql, file.path, context.format, session.sessionId, claim);
    }
    for (const repo of changedRepos) noteViewChange(sql, repo, REPO_VIEWS, run);
    // repos.json counts the sessions and their times
    if (changedRepos.size > 0) noteViewChange(sql, ALL_REPOS, ['repos'], run);
    // proposals cluster corrections across repositories: a correction added or dropped may change any repository's
    if (fresh.corrections.length > 0 || file.rewritten) noteViewChange(sql, ALL_REPOS, ['memory_proposals'], run);
    recordCheckpoint(sql, file, analysis.read, analysis.format, now);
    return fresh;
  });
}
