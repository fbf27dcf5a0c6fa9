/**
 * The history database (SQLite through better-sqlite3): the source of truth of what was read and
 * found, and the one implementation of the store's Sql interface (sql.ts). Opening it checks that the
 * file is a tip-miner database this version can use (schema-check.ts) and migrates it forward; every
 * statement is compiled once. What is stored where: one repository module per concern in store/.
 */
import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { InputError, TipMinerError, errorMessage } from '../errors.js';
import { MIGRATIONS } from './migrations.js';
import { checkSchema, notADatabase } from './schema-check.js';
import type { Sql } from './sql.js';
import { storedKind, storedValueProblem, type StoredKind } from './stored-columns.js';
import { noteStoredProblem } from './stored-problems.js';
import { VALUE_BOUNDS, withinBounds, type NumberBounds } from '../model/value-bounds.js';

export class HistoryDb implements Sql {
  /** Prepared statements by SQL text: each is compiled once per database, with the checks of the values it reads. */
  private readonly statements = new Map<string, Prepared>();

  /** Grouped commits (`groupCommits`): how many transactions and since when the open group holds. */
  private grouping: { maxTransactions: number; maxMs: number; transactions: number; startedMs: number; open: boolean } | undefined;
  /** Transactions under way (an inner one is a savepoint of the outer). */
  private depth = 0;

  private constructor(private readonly db: Database.Database) {}

  /**
   * Opens (or creates) the database at `path` and brings its schema up to date. A path that cannot hold
   * a database is an InputError; a file that is not a usable tip-miner database is a StateError
   * (schema-check.ts) — in both cases nothing was written.
   */
  static open(path: string): HistoryDb {
    checkDatabasePath(path);
    let db: Database.Database;
    try {
      db = new Database(path);
    } catch (error) {
      throw new InputError(`cannot open the history database ${path}: ${errorMessage(error)}`);
    }
    try {
      db.pragma('busy_timeout = 5000');
      checkSchema(db, path);
      db.pragma('journal_mode = WAL');
      // WAL + NORMAL never corrupts the database; a power cut may lose the last runs, which re-reading the logs restores.
      db.pragma('synchronous = NORMAL');
      migrate(db);
      defineStoredValueFunctions(db);
    } catch (error) {
      db.close();
      if (error instanceof TipMinerError) throw error;
      const code = (error as { code?: unknown }).code;
      if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') throw notADatabase(path, errorMessage(error));
      throw new InputError(`cannot open the history database ${path}: ${errorMessage(error)}`);
    }
    return new HistoryDb(db);
  }

  /** Commits what a group holds, then closes. */
  close(): void {
    this.commitGroup();
    this.db.close();
  }

  /**
   * From now on, whole transactions are committed together: up to `maxTransactions` of them, or what
   * `maxMs` milliseconds made, in one commit (each still all or nothing: a failing one is rolled back
   * alone). A run that reads hundreds of small files spends less on commits; a kill loses at most the
   * open group, whose files (their checkpoints are in it too) the next run reads again.
   */
  groupCommits(options: { maxTransactions: number; maxMs: number }): void {
    this.commitGroup();
    this.grouping = { ...options, transactions: 0, startedMs: 0, open: false };
  }

  /** Commits the open group, and commits every transaction alone from now on. */
  endGroupedCommits(): void {
    this.commitGroup();
    this.grouping = undefined;
  }

  schemaVersion(): number {
    return currentVersion(this.db);
  }

  all<Row>(sql: string, ...params: unknown[]): Row[] {
    const { statement, checks } = this.prepare(sql);
    const rows = statement.all(...params) as StoredRow[];
    if (checks.length === 0) return rows as Row[];
    const kept: StoredRow[] = [];
    for (const row of rows) if (usableRow(row, checks)) kept.push(row);
    return kept as Row[];
  }

  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- Row names the SELECT's columns (sql.ts)
  get<Row>(sql: string, ...params: unknown[]): Row | undefined {
    const { statement, checks } = this.prepare(sql);
    const row = statement.get(...params) as StoredRow | undefined;
    return (row !== undefined && (checks.length === 0 || usableRow(row, checks)) ? row : undefined) as Row | undefined;
  }

  iterate<Row>(sql: string, ...params: unknown[]): IterableIterator<Row> {
    const { statement, checks } = this.prepare(sql);
    const rows = statement.iterate(...params) as IterableIterator<StoredRow>;
    return (checks.length === 0 ? rows : usableRows(rows, checks)) as IterableIterator<Row>;
  }

  run(sql: string, ...params: unknown[]): number {
    return this.prepare(sql).statement.run(...params).changes;
  }

  transaction<T>(work: () => T): T {
    const group = this.grouping;
    // committed alone, or inside another (better-sqlite3 makes an inner one a savepoint, rolled back alone when it fails)
    if (group === undefined || this.depth > 0 || (this.db.inTransaction && !group.open)) return this.inDepth(work);
    if (!group.open) {
      this.db.exec('BEGIN IMMEDIATE');
      group.open = true;
      group.startedMs = performance.now();
    }
    const result = this.inDepth(work);
    group.transactions++;
    if (group.transactions >= group.maxTransactions || performance.now() - group.startedMs >= group.maxMs) this.commitGroup();
    return result;
  }

  /**
   * Runs `read` on one snapshot of the database (a read transaction, which may span awaits): what another
   * process commits meanwhile is not seen, so tables read one after the other agree (`tip-miner export`).
   */
  async readSnapshot<T>(read: () => Promise<T>): Promise<T> {
    this.commitGroup();
    this.db.exec('BEGIN');
    try {
      return await read();
    } finally {
      if (this.db.inTransaction) this.db.exec('COMMIT');
    }
  }

  private inDepth<T>(work: () => T): T {
    this.depth++;
    try {
      return this.db.transaction(work)();
    } finally {
      this.depth--;
    }
  }

  private commitGroup(): void {
    const group = this.grouping;
    if (group === undefined || !group.open) return;
    if (this.db.inTransaction) this.db.exec('COMMIT');
    group.open = false;
    group.transactions = 0;
  }

  private prepare(sql: string): Prepared {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      const statement = this.db.prepare(sql);
      prepared = { statement, checks: statement.reader ? checksOf(statement) : [] };
      this.statements.set(sql, prepared);
    }
    return prepared;
  }
}

/**
 * `stored_count(x)`, `stored_time(x)`, `stored_time_ms(x)`: the value when it is of its kind, else NULL — for
 * aggregates (SUM, MIN, MAX), whose results the row checks cannot trace to a column.
 */
function defineStoredValueFunctions(db: Database.Database): void {
  const functions: Array<[string, NumberBounds]> = [
    ['stored_count', VALUE_BOUNDS.storedCount],
    ['stored_time', VALUE_BOUNDS.storedTime],
    ['stored_time_ms', VALUE_BOUNDS.storedTimeMs],
  ];
  for (const [name, bounds] of functions) db.function(name, { deterministic: true }, (value: unknown) => (withinBounds(value, bounds) ? value : null));
}

/**
 * The checks of what a statement reads (stored-columns.ts): a column of a table of this database by its
 * kind, any other (an aggregate, an expression) only that a number is finite — a named problem either way.
 */
function checksOf(statement: Database.Statement): ValueCheck[] {
  return statement.columns().map((column): ValueCheck => {
    const { name, table, database } = column;
    const origin = column.column;
    if (database !== 'main' || table === null || origin === null) return { name, table: 'a computed column', column: name, kind: undefined, computed: true };
    return { name, table, column: origin, kind: storedKind(origin, column.type ?? ''), computed: false };
  });
}

type StoredRow = Record<string, unknown>;

interface Prepared {
  statement: Database.Statement;
  checks: ValueCheck[];
}

interface ValueCheck {
  /** The column's name in the row. */
  name: string;
  table: string;
  column: string;
  kind: StoredKind | undefined;
  /** An aggregate or expression: only a number that is not finite is caught (read as NULL). */
  computed: boolean;
}

/**
 * Whether the row can be used: a column of a table whose value is not of its kind leaves the row out (the
 * query may have promised it, `WHERE repo IS NOT NULL`: read as NULL it would break that promise); a computed
 * number that is not finite is read as NULL.
 */
function usableRow(row: StoredRow, checks: readonly ValueCheck[]): boolean {
  for (const check of checks) {
    const value = row[check.name];
    if (value === null || value === undefined) continue;
    if (check.computed) {
      if (typeof value === 'number' && !Number.isFinite(value)) {
        noteStoredProblem(check.table, check.column, `${value} is not a finite number`, 'read as missing');
        row[check.name] = null;
      }
      continue;
    }
    if (check.kind === undefined) continue;
    const problem = storedValueProblem(check.kind, value);
    if (problem === undefined) continue;
    noteStoredProblem(check.table, check.column, problem, 'its row left out');
    return false;
  }
  return true;
}

function* usableRows(rows: IterableIterator<StoredRow>, checks: readonly ValueCheck[]): IterableIterator<StoredRow> {
  for (const row of rows) if (usableRow(row, checks)) yield row;
}

/** The database must be a regular file (a FIFO would hang SQLite) in a folder that exists or can be made. */
function checkDatabasePath(path: string): void {
  let info: ReturnType<typeof statSync>;
  try {
    info = statSync(path, { throwIfNoEntry: false });
  } catch (error) {
    throw new InputError(`--db ${path} cannot be used: ${(error as NodeJS.ErrnoException).code ?? errorMessage(error)}`);
  }
  if (info && !info.isFile())
    throw new InputError(`--db ${path} is ${info.isDirectory() ? 'a folder' : 'not a regular file'}; give the path of a database file`);
  try {
    mkdirSync(dirname(path), { recursive: true });
  } catch (error) {
    throw new InputError(`cannot create the folder of the history database ${path}: ${(error as NodeJS.ErrnoException).code ?? errorMessage(error)}`);
  }
}

function migrate(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const applied = currentVersion(db);
  const pending = MIGRATIONS.filter((migration) => migration.version > applied);
  if (pending.length === 0) return;
  db.transaction(() => {
    for (const migration of pending) {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(migration.version, Math.floor(Date.now() / 1000));
    }
  })();
}

function currentVersion(db: Database.Database): number {
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as { version: number | null };
  return row.version ?? 0;
}
