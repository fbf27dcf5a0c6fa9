/**
 * OpenCode's SQLite database (`opencode.db`, `opencode-<channel>.db`; opencode packages/opencode/src/session/
 * session.sql.ts): every session row first (so that each sub-agent session knows the root of its tree), then
 * each session's messages in `time_created, id` order, each followed by its parts in `id` order (the order
 * OpenCode itself reads them, message-v2.ts `hydrate`). Opened read-only; a database without a `-wal` or
 * `-shm` file beside it (no OpenCode running on it) is read from a copy in memory, so that reading it creates
 * neither file beside the user's database. A missing table or column, a row of the wrong types and a `data`
 * column that is no JSON object are problems; nothing throws but a file that cannot be opened at all.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type Database from 'better-sqlite3';
import type { JsonlProblem, JsonlValue } from '../../read-jsonl.js';
import type { DocumentReadOptions, DocumentReadStats } from '../format.js';
import { parseBoundedJson } from './bounded-json.js';
import { MESSAGE_RECORD, PART_RECORD, rootOf, SESSION_RECORD, type OpencodeRecord, type SessionRecord } from './records.js';

/**
 * better-sqlite3, loaded the first time a database is read (as util/lazy-yaml.ts loads yaml): the profiles reach
 * this reader lazily, and `tips` and the hooks, which read no log, load no package.
 */
let sqlite: typeof Database | undefined;
function openDatabase(source: string | Buffer, options: Database.Options): Database.Database {
  sqlite ??= createRequire(import.meta.url)('better-sqlite3') as typeof Database;
  return new sqlite(source, options);
}

/** A database copied into memory at most this big; a bigger one is opened in place (read-only). */
const MAX_COPY_BYTES = 512 * 1024 * 1024;

/** Problems named one by one (the malformed count stays exact). */
const MAX_PROBLEMS_KEPT = 200;

/** The columns read, per table; `required` ones missing make the table unreadable. */
const TABLES = {
  session: { required: ['id'], optional: ['parent_id', 'directory', 'time_created'] },
  message: { required: ['id', 'session_id', 'data'], optional: ['time_created'] },
  part: { required: ['id', 'message_id', 'data'], optional: [] },
} as const;
type TableName = keyof typeof TABLES;

/** Reads the database; `agent` (OpenCode, or the fork whose database it is) is named in the problems. */
export async function readOpencodeDatabase(
  file: string,
  take: (entry: JsonlValue) => boolean,
  options: DocumentReadOptions,
  agent = 'OpenCode',
): Promise<DocumentReadStats> {
  const db = openReadOnly(file);
  try {
    return await Promise.resolve(new DatabaseRead(db, take, options, agent).run());
  } finally {
    db.close();
  }
}

/** The database, read-only: from a copy in memory when no `-wal`/`-shm` is beside it (nothing is then created beside it). */
function openReadOnly(file: string): Database.Database {
  const quiet = !existsSync(`${file}-wal`) && !existsSync(`${file}-shm`);
  if (quiet && statSync(file).size <= MAX_COPY_BYTES) {
    const bytes = readFileSync(file);
    // a WAL-mode file (header bytes 18–19 = 2) opens from memory only as a rollback one; with no -wal it is the same data
    if (bytes.length >= 20 && bytes[18] === 2 && bytes[19] === 2) {
      bytes[18] = 1;
      bytes[19] = 1;
    }
    return openDatabase(bytes, { readonly: true });
  }
  return openDatabase(file, { readonly: true, fileMustExist: true });
}

class DatabaseRead {
  private readonly stats: DocumentReadStats = { values: 0, bytesRead: 0, malformed: 0, problems: [] };
  private stopped = false;
  private index = 0;

  constructor(
    private readonly db: Database.Database,
    private readonly take: (entry: JsonlValue) => boolean,
    private readonly options: DocumentReadOptions,
    private readonly agent: string,
  ) {}

  /** Reads what can be read: a file that is no database, or one damaged or cut short, ends the reading with one problem. */
  run(): DocumentReadStats {
    try {
      this.readAll();
    } catch (error) {
      const why = error instanceof Error ? error.message.split('\n')[0] : 'error';
      this.problem('malformed', this.stats.values === 0 ? `not a readable SQLite database (${why})` : `the database could not be read further (${why})`);
    }
    return this.stats;
  }

  private readAll(): void {
    const columns = this.columns();
    const sessions = this.sessions(columns);
    if (sessions.length === 0 || this.isStopped()) return;
    const canMessages = this.usable('message', columns);
    const canParts = this.usable('part', columns);
    if (!canMessages) return;
    const messageTime = columns.get('message')?.has('time_created') ? 'time_created' : 'NULL';
    const messages = this.db.prepare(`SELECT id, data FROM message WHERE session_id = ? ORDER BY ${messageTime}, id`);
    const parts = canParts ? this.db.prepare('SELECT id, data FROM part WHERE message_id = ? ORDER BY id') : undefined;
    for (const session of sessions) {
      for (const row of messages.all(session.id)) {
        if (this.isStopped()) return;
        const messageId = this.message(session, row);
        if (messageId === undefined || !parts) continue;
        for (const partRow of parts.iterate(messageId) as Iterable<unknown>) {
          if (this.isStopped()) return;
          this.part(session, messageId, partRow);
        }
      }
    }
  }

  /** The columns of each table read; a missing table or required column is one problem. */
  private columns(): Map<TableName, Set<string>> {
    const found = new Map<TableName, Set<string>>();
    for (const table of Object.keys(TABLES) as TableName[]) {
      const names = new Set((this.db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name?: unknown }>).map((column) => String(column.name)));
      if (names.size === 0) {
        this.problem('malformed', `no ${table} table: this database is not ${this.agent}'s, or of a version not known`);
        continue;
      }
      const missing = TABLES[table].required.filter((column) => !names.has(column));
      if (missing.length > 0) {
        this.problem('malformed', `the ${table} table has no ${missing.join(', ')} column: not read (a ${this.agent} version not known)`);
        continue;
      }
      found.set(table, names);
    }
    return found;
  }

  private usable(table: TableName, columns: Map<TableName, Set<string>>): boolean {
    return columns.has(table);
  }

  /** Every session, each with the root of its tree, handed on first. */
  private sessions(columns: Map<TableName, Set<string>>): SessionRecord[] {
    const names = columns.get('session');
    if (!names) return [];
    const select = TABLES.session.optional.map((column) => (names.has(column) ? column : `NULL AS ${column}`));
    const order = names.has('time_created') ? 'time_created, id' : 'id';
    const rows = this.db.prepare(`SELECT id, ${select.join(', ')} FROM session ORDER BY ${order}`).all() as Array<Record<string, unknown>>;
    const parents = new Map<string, string>();
    const sessions: Array<Omit<SessionRecord, 'rootId'>> = [];
    for (const row of rows) {
      const id = row.id;
      if (typeof id !== 'string' || id === '') {
        this.problem('malformed', `session row with an id that is no text (${typeof id}): skipped`);
        continue;
      }
      const parentId = optionalText(row.parent_id);
      if (parentId !== undefined) parents.set(id, parentId);
      sessions.push({
        record: SESSION_RECORD,
        id,
        parentId,
        directory: optionalText(row.directory),
        created: typeof row.time_created === 'number' ? row.time_created : undefined,
        where: `session row ${id}`,
      });
    }
    const records = sessions.map((session): SessionRecord => ({ ...session, rootId: rootOf(session.id, (id) => parents.get(id)) }));
    for (const record of records) if (!this.hand(record)) break;
    return records;
  }

  private message(session: SessionRecord, row: unknown): string | undefined {
    const { id, data } = row as { id?: unknown; data?: unknown };
    if (typeof id !== 'string' || typeof data !== 'string') {
      this.problem('malformed', `message row of session ${session.id} with an id or data that is no text: skipped`);
      return undefined;
    }
    const info = this.parse(data, `message ${id}`);
    if (!info) return undefined;
    this.hand({ record: MESSAGE_RECORD, id, sessionId: session.id, info, where: `message ${id}` });
    return id;
  }

  private part(session: SessionRecord, messageId: string, row: unknown): void {
    const { id, data } = row as { id?: unknown; data?: unknown };
    if (typeof id !== 'string' || typeof data !== 'string') {
      this.problem('malformed', `part row of message ${messageId} with an id or data that is no text: skipped`);
      return;
    }
    const part = this.parse(data, `part ${id}`);
    if (part) this.hand({ record: PART_RECORD, id, messageId, sessionId: session.id, part, where: `part ${id}` });
  }

  private parse(data: string, where: string): Record<string, unknown> | undefined {
    this.stats.bytesRead += data.length;
    const parsed = parseBoundedJson(data, this.options);
    if (parsed.ok) return parsed.value;
    this.problem(parsed.kind, `${where}: data ${parsed.message}`);
    return undefined;
  }

  /** The handler asked to stop (a method: it changes while a loop runs). */
  private isStopped(): boolean {
    return this.stopped;
  }

  private hand(record: OpencodeRecord): boolean {
    if (this.stopped) return false;
    this.stats.values++;
    if (!this.take({ line: ++this.index, offset: 0, value: record as unknown as Record<string, unknown> })) this.stopped = true;
    return !this.stopped;
  }

  private problem(kind: JsonlProblem['kind'], message: string): void {
    if (kind === 'malformed') this.stats.malformed++;
    const line = ++this.index;
    if (this.stats.problems.length < MAX_PROBLEMS_KEPT) this.stats.problems.push({ kind, line, message });
  }
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The ids of the sessions a database holds (none when it cannot be read: then nothing is taken for migrated). */
export function sessionIdsOf(file: string): ReadonlySet<string> {
  let db: Database.Database | undefined;
  try {
    db = openReadOnly(file);
    const ids = new Set<string>();
    for (const row of db.prepare('SELECT id FROM session').iterate() as Iterable<{ id?: unknown }>) if (typeof row.id === 'string') ids.add(row.id);
    return ids;
  } catch {
    return new Set();
  } finally {
    db?.close();
  }
}
