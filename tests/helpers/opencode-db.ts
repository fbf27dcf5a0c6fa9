/**
 * Writes sessions into an OpenCode database as OpenCode does (the tables of fixtures/formats/opencode/schema.sql,
 * from its drizzle schema): a session row, message rows whose `data` is the message's JSON without its ids, part
 * rows likewise; in WAL mode and closed, as OpenCode leaves it. A fork's database (Kilo Code's `kilo.db`) is written
 * the same way from its own tables (`schema`, a fixture path) and version.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { fixture } from './paths.js';

export interface OpencodeSessionRows {
  id: string;
  projectId: string;
  directory: string;
  parentId?: string;
  title: string;
  /** The agent's version that wrote the session (OpenCode's, unless given). */
  version?: string;
  created: number;
  messages: Array<{ id: string; created: number; data: Record<string, unknown>; parts: Array<{ id: string; data: Record<string, unknown> }> }>;
}

export function writeOpencodeDatabase(file: string, sessions: OpencodeSessionRows[], schema = 'formats/opencode/schema.sql'): void {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.exec(readFileSync(fixture(schema), 'utf8'));
    const project = db.prepare("INSERT OR IGNORE INTO project (id, worktree, vcs, time_created, time_updated, sandboxes) VALUES (?, ?, 'git', ?, ?, '[]')");
    const session = db.prepare(
      'INSERT INTO session (id, project_id, parent_id, slug, directory, title, version, time_created, time_updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const message = db.prepare('INSERT INTO message (id, session_id, time_created, time_updated, data) VALUES (?, ?, ?, ?, ?)');
    const part = db.prepare('INSERT INTO part (id, message_id, session_id, time_created, time_updated, data) VALUES (?, ?, ?, ?, ?, ?)');
    db.transaction(() => {
      for (const rows of sessions) {
        project.run(rows.projectId, rows.directory, rows.created, rows.created);
        const last = rows.messages.at(-1)?.created ?? rows.created;
        session.run(rows.id, rows.projectId, rows.parentId ?? null, 'calm-river', rows.directory, rows.title, rows.version ?? '1.1.36', rows.created, last);
        for (const row of rows.messages) {
          message.run(row.id, rows.id, row.created, row.created, JSON.stringify(row.data));
          for (const item of row.parts) part.run(item.id, row.id, rows.id, row.created, row.created, JSON.stringify(item.data));
        }
      }
    })();
  } finally {
    db.close();
  }
}
