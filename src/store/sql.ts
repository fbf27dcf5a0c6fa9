/**
 * The one narrow interface every repository of the store speaks: rows as plain objects, the number of
 * rows a statement changed, and a transaction. HistoryDb (history-db.ts) is its SQLite implementation;
 * nothing outside store/ writes SQL.
 */
export interface Sql {
  all<Row>(sql: string, ...params: unknown[]): Row[];
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- Row names the SELECT's columns, as in all<Row>: SQLite's rows are untyped
  get<Row>(sql: string, ...params: unknown[]): Row | undefined;
  /** The rows one at a time (a large table is never held whole); no other statement may run until it is done. */
  iterate<Row>(sql: string, ...params: unknown[]): IterableIterator<Row>;
  /** Runs a statement; returns the rows it changed. */
  run(sql: string, ...params: unknown[]): number;
  /** Runs `work` in one transaction (nested calls join the outer one). */
  transaction<T>(work: () => T): T;
}
