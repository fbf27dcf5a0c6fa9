/**
 * The Cursor editor's chats: `User/globalStorage/state.vscdb`, VS Code's SQLite key-value store, table
 * `cursorDiskKV(key, value)` (docs/log-formats.md, Cursor). A chat ("composer") is `composerData:<composerId>` — its
 * metadata and, in `fullConversationHeadersOnly`, the order of its messages (`{bubbleId, type}`) — and each message
 * ("bubble") is `bubbleId:<composerId>:<bubbleId>`. The database is opened read-only and read by key ranges (the
 * key is the table's unique index), the order of a chat's messages taken from its headers alone (bubble ids are
 * random). Each chat is handed on as one `composer` value and its messages as `bubble` values, numbered by their
 * row id. A value that is no JSON object, a row longer than the byte cap, a missing table: each one problem.
 */
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';
import { asArray, asRecord, asString, type JsonRecord } from '../../json-guards.js';
import type { JsonlProblem, JsonlValue } from '../../read-jsonl.js';
import { recordCut } from '../../cut-strings.js';
import type { DocumentReader, DocumentReadOptions, DocumentReadStats } from '../format.js';

const COMPOSER_PREFIX = 'composerData:';
const BUBBLE_PREFIX = 'bubbleId:';
/** Problems named one by one (the counts stay exact). */
const MAX_PROBLEMS = 200;

/** A chat: its id, its metadata, and the chat that started it when it is a sub-agent's. */
export interface ComposerValue {
  record: 'composer';
  composerId: string;
  parentComposerId?: string;
  data: JsonRecord;
}

/** One message of a chat, in the chat's order; `headerType` is the header's type (1 the user, 2 the model). */
export interface BubbleValue {
  record: 'bubble';
  composerId: string;
  bubbleId: string;
  headerType?: unknown;
  data: JsonRecord;
}

interface Row {
  id: number;
  key: string;
  size: number;
}

/**
 * better-sqlite3, loaded when a database is read: the tips command and the hooks load every agent's reader with
 * its profile (the fast bundle inlines it) and must load no package.
 */
function openReadOnly(file: string): BetterSqlite3.Database {
  const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
  return new Database(file, { readonly: true, fileMustExist: true });
}

export const stateDbReader: DocumentReader = {
  read(file, take, options) {
    const db = openReadOnly(file);
    try {
      return Promise.resolve(new StateDbRead(db, take, options).run());
    } finally {
      db.close();
    }
  },
};

class StateDbRead {
  private readonly stats: DocumentReadStats = { values: 0, bytesRead: 0, malformed: 0, problems: [] };
  private stopped = false;

  constructor(
    private readonly db: BetterSqlite3.Database,
    private readonly take: (entry: JsonlValue) => boolean,
    private readonly options: DocumentReadOptions,
  ) {}

  run(): DocumentReadStats {
    let composers: Row[];
    try {
      if (this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'cursorDiskKV'").get() === undefined) {
        this.problem('malformed', 0, 'no cursorDiskKV table: not a Cursor state database, or one of a version not known');
        return this.stats;
      }
      composers = this.rows(COMPOSER_PREFIX);
    } catch (error) {
      this.problem('malformed', 0, `the database cannot be read (${describe(error)})`);
      return this.stats;
    }
    const parents = this.parentsOfSubagents();
    for (const row of composers) {
      if (this.stopped) break;
      try {
        this.composer(row, parents);
      } catch (error) {
        // a damaged page, a database changed under the read: this chat is one problem, the others are read
        this.problem('malformed', row.id, `a chat that cannot be read (${describe(error)}); skipped`);
      }
    }
    return this.stats;
  }

  /** Rows whose key starts with `prefix`: a range of the key index (`;` follows `:`), in row order. */
  private rows(prefix: string): Row[] {
    const upper = `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`;
    return this.db
      .prepare('SELECT rowid AS id, key, length(CAST(value AS BLOB)) AS size FROM cursorDiskKV WHERE key >= ? AND key < ? ORDER BY rowid')
      .all(prefix, upper)
      .flatMap((row) => {
        const record = asRecord(row);
        const id = record?.id;
        const key = asString(record?.key);
        const size = record?.size;
        return typeof id === 'number' && key !== undefined ? [{ id, key, size: typeof size === 'number' ? size : 0 }] : [];
      });
  }

  /** Each sub-agent chat's parent, from the parents' `subagentComposerIds` (read inside SQLite: no chat is parsed twice). */
  private parentsOfSubagents(): Map<string, string> {
    const parents = new Map<string, string>();
    try {
      const rows = this.db
        .prepare(
          "SELECT key, CASE WHEN json_valid(CAST(value AS TEXT)) THEN json_extract(CAST(value AS TEXT), '$.subagentComposerIds') END AS subs " +
            "FROM cursorDiskKV WHERE key >= 'composerData:' AND key < 'composerData;'",
        )
        .all();
      for (const row of rows) {
        const record = asRecord(row);
        const key = asString(record?.key);
        const subs = asString(record?.subs);
        if (key === undefined || subs === undefined) continue;
        let ids: unknown;
        try {
          ids = JSON.parse(subs);
        } catch {
          continue;
        }
        const parent = key.slice(COMPOSER_PREFIX.length);
        for (const child of asArray(ids) ?? []) if (typeof child === 'string' && child !== parent && !parents.has(child)) parents.set(child, parent);
      }
    } catch {
      // a SQLite without JSON functions, or an odd value: sub-agent chats read as chats of their own
    }
    return parents;
  }

  private composer(row: Row, parents: Map<string, string>): void {
    const data = this.value(row);
    if (!data) return;
    const composerId = row.key.slice(COMPOSER_PREFIX.length);
    const parentComposerId = parents.get(composerId);
    const composer: ComposerValue =
      parentComposerId === undefined ? { record: 'composer', composerId, data } : { record: 'composer', composerId, parentComposerId, data };
    if (!this.hand(row.id, composer)) return;
    const headers = asArray(data.fullConversationHeadersOnly);
    if (headers === undefined) {
      if (data.fullConversationHeadersOnly !== undefined)
        this.problem('malformed', row.id, 'a chat whose fullConversationHeadersOnly is no array; its messages are not read');
      return;
    }
    if (headers.length === 0) return;
    const bubbles = new Map<string, Row>();
    for (const bubble of this.rows(`${BUBBLE_PREFIX}${composerId}:`)) bubbles.set(bubble.key.slice(BUBBLE_PREFIX.length + composerId.length + 1), bubble);
    for (const header of headers) {
      if (this.stopped) return;
      const bubbleId = asString(asRecord(header)?.bubbleId);
      if (bubbleId === undefined) {
        this.problem('malformed', row.id, 'a chat header without a string bubbleId; skipped');
        continue;
      }
      // a header whose message Cursor has cleaned up (no row, or a NULL value): nothing to read
      const bubbleRow = bubbles.get(bubbleId);
      if (!bubbleRow) continue;
      const bubble = this.value(bubbleRow);
      if (bubble) this.hand(bubbleRow.id, { record: 'bubble', composerId, bubbleId, headerType: asRecord(header)?.type, data: bubble });
    }
  }

  /** A row's value parsed (strings over the cap cut, their size kept), or undefined after a problem (NULL: nothing, no problem). */
  private value(row: Row): JsonRecord | undefined {
    if (row.size > this.options.maxBytes) {
      this.problem('oversize', row.id, `a value of ${row.size} bytes, over the ${this.options.maxBytes}-byte cap; skipped`);
      return undefined;
    }
    const text = asString(asRecord(this.db.prepare('SELECT CAST(value AS TEXT) AS value FROM cursorDiskKV WHERE rowid = ?').get(row.id))?.value);
    if (text === undefined) return undefined;
    this.stats.bytesRead += row.size;
    const maxChars = this.options.maxStringChars;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text, function cut(this: unknown, key: string, value: unknown) {
        if (typeof value !== 'string' || value.length <= maxChars) return value;
        recordCut(this as object, key, Buffer.byteLength(value), value.length);
        return value.slice(0, maxChars);
      });
    } catch {
      this.problem('malformed', row.id, 'a value that is not JSON; skipped');
      return undefined;
    }
    const record = asRecord(parsed);
    // `null` is how Cursor leaves a cleaned-up message
    if (!record && parsed !== null) this.problem('malformed', row.id, 'a value that is no JSON object; skipped');
    return record;
  }

  private hand(line: number, value: ComposerValue | BubbleValue): boolean {
    this.stats.values++;
    if (!this.take({ line, offset: 0, value: value as unknown as JsonRecord })) this.stopped = true;
    return !this.stopped;
  }

  private problem(kind: JsonlProblem['kind'], line: number, message: string): void {
    this.stats.malformed++;
    if (this.stats.problems.length < MAX_PROBLEMS) this.stats.problems.push({ kind, line, message });
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? '').slice(0, 200) : 'unknown error';
}
