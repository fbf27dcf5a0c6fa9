/**
 * OpenCode's older JSON layout (before the SQLite database; opencode packages/opencode/src/storage/storage.ts and
 * json-migration.ts): `storage/session/<projectID>/<sessionID>.json` is the document; its messages are
 * `storage/message/<sessionID>/<messageID>.json` and each message's parts `storage/part/<messageID>/<partID>.json`.
 * Each file is read with the document's byte cap; ids from file names and fields are joined into paths only
 * when they are plain (`ses_…`, `msg_…`), and only regular files are read. A session whose id the database
 * beside `storage/` holds was copied there by OpenCode's migration (which leaves the files in place): it is
 * read from the database only, so it does not count twice.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { JsonlProblem, JsonlValue } from '../../read-jsonl.js';
import { asRecord, asString, type JsonRecord } from '../../json-guards.js';
import type { DocumentReadOptions, DocumentReadStats } from '../format.js';
import { parseBoundedJson } from './bounded-json.js';
import { sessionIdsOf } from './read-database.js';
import { isPlainId, MESSAGE_RECORD, PART_RECORD, rootOf, SESSION_RECORD, type OpencodeRecord } from './records.js';

const MAX_PROBLEMS_KEPT = 200;
/** Databases whose session ids are remembered (by path, size and time): a run reads each once. */
const migrated = new Map<string, ReadonlySet<string>>();

/** Reads one storage session; a database beside `storage/` named as `databaseFile` says (the agent's own) may hold it already. */
export async function readOpencodeStorage(
  file: string,
  take: (entry: JsonlValue) => boolean,
  options: DocumentReadOptions,
  databaseFile: RegExp,
): Promise<DocumentReadStats> {
  return Promise.resolve(new StorageRead(file, take, options, databaseFile).run());
}

class StorageRead {
  private readonly stats: DocumentReadStats = { values: 0, bytesRead: 0, malformed: 0, problems: [] };
  private readonly storage: string;
  private stopped = false;
  private index = 0;

  constructor(
    private readonly file: string,
    private readonly take: (entry: JsonlValue) => boolean,
    private readonly options: DocumentReadOptions,
    private readonly databaseFile: RegExp,
  ) {
    // <storage>/session/<projectID>/<sessionID>.json
    this.storage = dirname(dirname(dirname(file)));
  }

  run(): DocumentReadStats {
    const id = basename(this.file, '.json');
    // the file must be readable at all (else analyze says so); what it holds is a problem, never a throw
    const session = this.readJson(this.file, this.relative(this.file), true);
    if (!session) return this.stats;
    if (inDatabase(dirname(this.storage), id, this.databaseFile)) return this.stats;
    const project = basename(dirname(this.file));
    const parentId = asString(session.parentID);
    const created = typeof asRecord(session.time)?.created === 'number' ? (asRecord(session.time)?.created as number) : undefined;
    const rootId = parentId === undefined ? id : rootOf(id, (child) => (child === id ? parentId : this.parentOf(project, child)));
    this.hand({
      record: SESSION_RECORD,
      id,
      rootId,
      parentId,
      directory: asString(session.directory),
      created,
      where: this.relative(this.file),
    });
    for (const message of this.messages(id)) {
      if (this.isStopped()) return this.stats;
      this.hand({ record: MESSAGE_RECORD, id: message.id, sessionId: id, info: message.value, where: message.where });
      for (const part of this.parts(message.id)) {
        if (this.isStopped()) return this.stats;
        this.hand({ record: PART_RECORD, id: part.id, messageId: message.id, sessionId: id, part: part.value, where: part.where });
      }
    }
    return this.stats;
  }

  /** The parent of an ancestor session, from its own file (same project folder); none when it cannot be read. */
  private parentOf(project: string, id: string): string | undefined {
    if (!isPlainId(id)) return undefined;
    const path = join(this.storage, 'session', project, `${id}.json`);
    try {
      if (!statSync(path).isFile()) return undefined;
      const parsed = parseBoundedJson(readFileSync(path, 'utf8'), this.options);
      return parsed.ok ? asString(parsed.value.parentID) : undefined;
    } catch {
      return undefined;
    }
  }

  /** The session's messages, in `time.created` then id order. */
  private messages(sessionId: string): Array<{ id: string; value: JsonRecord; where: string }> {
    if (!isPlainId(sessionId)) {
      this.problem('malformed', `${this.relative(this.file)}: a session id that is not plain; its messages are not read`);
      return [];
    }
    const read = this.folder(join(this.storage, 'message', sessionId));
    return read.sort((a, b) => createdOf(a.value) - createdOf(b.value) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  private parts(messageId: string): Array<{ id: string; value: JsonRecord; where: string }> {
    if (!isPlainId(messageId)) {
      this.problem('malformed', `message ${messageId.slice(0, 80)}: an id that is not plain; its parts are not read`);
      return [];
    }
    return this.folder(join(this.storage, 'part', messageId)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /** Every regular `*.json` file of a folder, parsed (a missing folder is no problem: a session without messages). */
  private folder(path: string): Array<{ id: string; value: JsonRecord; where: string }> {
    let names: string[];
    try {
      names = readdirSync(path, { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
        .map((entry) => entry.name);
    } catch {
      return [];
    }
    const found: Array<{ id: string; value: JsonRecord; where: string }> = [];
    for (const name of names) {
      const file = join(path, name);
      const where = this.relative(file);
      const value = this.readJson(file, where, false);
      if (value) found.push({ id: name.slice(0, -'.json'.length), value, where });
    }
    return found;
  }

  private readJson(file: string, where: string, mustRead: boolean): JsonRecord | undefined {
    let text: string;
    try {
      const size = statSync(file).size;
      if (size > this.options.maxBytes) {
        this.problem('oversize', `${where}: over ${this.options.maxBytes} bytes; not read`);
        return undefined;
      }
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if (mustRead) throw error;
      this.problem('malformed', `${where}: could not be read`);
      return undefined;
    }
    this.stats.bytesRead += Buffer.byteLength(text);
    const parsed = parseBoundedJson(text.replace(/^\uFEFF/, ''), this.options);
    if (parsed.ok) return parsed.value;
    this.problem(parsed.kind, `${where}: ${parsed.message}`);
    return undefined;
  }

  private relative(file: string): string {
    return file.startsWith(this.storage) ? `storage${file.slice(this.storage.length).replaceAll('\\', '/')}` : file;
  }

  /** The handler asked to stop (a method: it changes while a loop runs). */
  private isStopped(): boolean {
    return this.stopped;
  }

  private hand(record: OpencodeRecord): void {
    if (this.stopped) return;
    this.stats.values++;
    if (!this.take({ line: ++this.index, offset: 0, value: record as unknown as Record<string, unknown> })) this.stopped = true;
  }

  private problem(kind: JsonlProblem['kind'], message: string): void {
    if (kind === 'malformed') this.stats.malformed++;
    const line = ++this.index;
    if (this.stats.problems.length < MAX_PROBLEMS_KEPT) this.stats.problems.push({ kind, line, message });
  }
}

/** Whether a database of the agent's in the data folder holds the session (the agent copied it there). */
function inDatabase(dataDir: string, sessionId: string, databaseFile: RegExp): boolean {
  let names: string[];
  try {
    names = readdirSync(dataDir).filter((name) => databaseFile.test(name));
  } catch {
    return false;
  }
  for (const name of names) {
    const path = join(dataDir, name);
    let key: string;
    try {
      const info = statSync(path);
      if (!info.isFile()) continue;
      key = `${path}\u0000${info.size}\u0000${info.mtimeMs}`;
    } catch {
      continue;
    }
    let ids = migrated.get(key);
    if (!ids) {
      if (migrated.size >= 8) migrated.clear();
      ids = sessionIdsOf(path);
      migrated.set(key, ids);
    }
    if (ids.has(sessionId)) return true;
  }
  return false;
}

function createdOf(value: JsonRecord): number {
  const created = asRecord(value.time)?.created;
  return typeof created === 'number' && Number.isFinite(created) ? created : 0;
}
