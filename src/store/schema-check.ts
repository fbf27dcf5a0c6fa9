/**
 * Is this SQLite file a tip-miner history database this version can use? An empty file is a new one.
 * A database without `schema_migrations` belongs to something else; one with a version above ours was
 * written by a newer tip-miner; one missing a table or column of its version is damaged. Each is a
 * StateError naming the file and what to do, before anything is written to it.
 */
import Database from 'better-sqlite3';
import { StateError } from '../errors.js';
import { MIGRATIONS } from './migrations.js';

/** The last migration's version (0, an empty database's, if there were none). */
export const LATEST_SCHEMA_VERSION = MIGRATIONS.at(-1)?.version ?? 0;
const REPAIR_HINT = 'run tip-miner analyze --repair to set it aside and rebuild it from the logs, or choose another --db';

export function checkSchema(db: Database.Database, path: string): void {
  const tables = tableNames(db);
  if (tables.length === 0) return;
  if (!tables.includes('schema_migrations')) {
    throw new StateError(`${path} is an SQLite database but not a tip-miner history database (it has no schema_migrations table); choose another --db`, false);
  }
  const version = (db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as { version: number | null }).version ?? 0;
  if (version > LATEST_SCHEMA_VERSION) {
    throw new StateError(
      `${path} was written by a newer tip-miner (schema version ${version}; this one knows up to ${LATEST_SCHEMA_VERSION}); ` +
        'upgrade tip-miner, or choose another --db',
      false,
    );
  }
  const missing = missingParts(db, version);
  if (missing.length > 0)
    throw new StateError(`${path} is damaged (missing ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}); ${REPAIR_HINT}`, true);
}

/** The message for a file that SQLite cannot read as a database at all. */
export function notADatabase(path: string, reason: string): StateError {
  return new StateError(`${path} is not a usable history database (${reason}); ${REPAIR_HINT}`, true);
}

function tableNames(db: Database.Database): string[] {
  return (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as Array<{ name: string }>).map(
    (row) => row.name,
  );
}

/** Tables and columns the migrations up to `version` create that the database lacks. */
function missingParts(db: Database.Database, version: number): string[] {
  const reference = new Database(':memory:');
  try {
    for (const migration of MIGRATIONS) if (migration.version <= version) reference.exec(migration.sql);
    const present = new Set(tableNames(db));
    const missing: string[] = [];
    for (const table of tableNames(reference)) {
      if (!present.has(table)) {
        missing.push(`table ${table}`);
        continue;
      }
      const columns = new Set(columnNames(db, table));
      for (const column of columnNames(reference, table)) if (!columns.has(column)) missing.push(`column ${table}.${column}`);
    }
    return missing;
  } finally {
    reference.close();
  }
}

function columnNames(db: Database.Database, table: string): string[] {
  return (db.prepare(`PRAGMA table_info("${table.replace(/"/g, '""')}")`).all() as Array<{ name: string }>).map((row) => row.name);
}
