/**
 * What an exported table is (`tip-miner export`): its name, what a row is, and its flat columns, each with
 * one type that every format writes alike (docs/export.md): NDJSON values, Parquet physical types.
 * A row is its values in column order; strings that come from logs say how they pass the redactor.
 */

/**
 * `string` UTF-8 text; `int64` a whole number; `double` a 64-bit float; `boolean` true or false;
 * `timestamp_ms` a time as whole milliseconds since 1970-01-01T00:00:00Z (an int64: one value in every format).
 */
export type ExportColumnType = 'string' | 'int64' | 'double' | 'boolean' | 'timestamp_ms';

/**
 * How a string that comes from a log leaves: `text` through the redactor; `key` through it too, but a key
 * it changes keeps a digest so join keys stay distinct (safety/redact-key.ts); `texts` and `keys` a JSON
 * array of such strings, each redacted alone.
 */
export type LogText = 'text' | 'texts' | 'key' | 'keys';

export interface ExportColumn {
  /** snake_case, stable: renaming or removing one bumps EXPORT_SCHEMA_VERSION. */
  name: string;
  type: ExportColumnType;
  nullable: boolean;
  description: string;
  /** Set for a string read from a log (or made of such strings). */
  fromLog?: LogText;
}

export type ExportValue = string | number | boolean | null;

/** A row: its values in the order of the table's columns. */
export type ExportRow = readonly ExportValue[];

interface TableMeta {
  name: ExportTableName;
  /** What one row is. */
  description: string;
  columns: readonly ExportColumn[];
}

/** A table read from the history database: its rows are `SELECT <columns> FROM <from> WHERE <where> AND <the sessions' filter> ORDER BY <order>`. */
export interface SqlExportTable extends TableMeta {
  source: 'sql';
  /** The SELECT list: one expression per column, in column order, each `AS` the column's name. */
  select: string;
  /** The FROM clause; it joins the session row as `s` (store/session-filter.ts names its columns so). */
  from: string;
  /** A condition of the table's own, ANDed with the sessions' filter. */
  where?: string;
  order: string;
}

/** A table computed from the history database by a view: its rows come from the use case. */
export interface ViewExportTable extends TableMeta {
  source: 'proposals';
}

export type ExportTable = SqlExportTable | ViewExportTable;

export const EXPORT_TABLE_NAMES = ['sessions', 'tool_calls', 'findings', 'corrections', 'exposures', 'proposals'] as const;

export type ExportTableName = (typeof EXPORT_TABLE_NAMES)[number];

export function isExportTableName(name: string): name is ExportTableName {
  return (EXPORT_TABLE_NAMES as readonly string[]).includes(name);
}
