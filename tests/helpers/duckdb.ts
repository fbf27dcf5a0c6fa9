/**
 * DuckDB (@duckdb/node-api, in memory) for the tests that read an export back as a warehouse would: rows as
 * plain objects, BIGINT as a number (the export's int64 values fit), one instance per test file.
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';

let connection: Promise<DuckDBConnection> | undefined;

async function connected(): Promise<DuckDBConnection> {
  connection ??= DuckDBInstance.create(':memory:').then((instance) => instance.connect());
  return connection;
}

/** The rows of a query, BIGINT values as numbers. */
export async function duckdbRows(sql: string): Promise<Array<Record<string, unknown>>> {
  const reader = await (await connected()).runAndReadAll(sql);
  return reader
    .getRowObjects()
    .map((row) => Object.fromEntries(Object.entries(row).map(([name, value]) => [name, typeof value === 'bigint' ? Number(value) : value])));
}

/** A path as a DuckDB string literal. */
export function duckdbPath(path: string): string {
  return `'${path.replaceAll("'", "''")}'`;
}
