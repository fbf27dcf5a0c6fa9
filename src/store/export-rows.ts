/**
 * The rows of an exported table: read from the history database one at a time (store/export-tables.ts
 * says the SELECT), each value of the column's type, and every string from a log through the redactor.
 * The database already keeps correction texts, tool names and keywords redacted; the redactor leaves
 * what it redacted as it is, so nothing is redacted twice.
 */
import { redactSecrets } from '../safety/redact.js';
import { redactKey } from '../safety/redact-key.js';
import type { ExportColumn, ExportRow, ExportValue, SqlExportTable } from './export-table.js';
import { sessionConditions, type SessionFilter } from './session-filter.js';
import type { Sql } from './sql.js';
import { boundedMemo } from '../util/bounded-memo.js';
import { storedJsonValue } from './stored-json.js';
import { noteStoredProblem } from './stored-problems.js';

/** The table's rows of the sessions the filter keeps, failed ones too (their outcome column says so). */
export function* sqlExportRows(sql: Sql, table: SqlExportTable, filter: Omit<SessionFilter, 'includeFailed'>): Generator<ExportRow> {
  const { where, params } = sessionConditions({ ...filter, includeFailed: true });
  const rows = sql.iterate<Record<string, unknown>>(
    `SELECT ${table.select} FROM ${table.from} WHERE ${[...(table.where !== undefined ? [table.where] : []), ...where].join(' AND ')} ORDER BY ${table.order}`,
    ...params,
  );
  for (const row of rows) {
    // a value the database could not give (history-db.ts read it as missing) leaves out a row that needs it
    const missing = table.columns.find((column) => !column.nullable && (row[column.name] === null || row[column.name] === undefined));
    if (missing) noteStoredProblem(`the exported table ${table.name}`, missing.name, 'no usable value', 'its row left out');
    else yield exportRow(table.columns, row);
  }
}

/** A record's values (by column name) as a row of these columns. */
export function exportRow(columns: readonly ExportColumn[], record: Readonly<Record<string, unknown>>): ExportRow {
  return columns.map((column) => exportValue(column, record[column.name]));
}

function exportValue(column: ExportColumn, value: unknown): ExportValue {
  if (value === null || value === undefined) {
    if (!column.nullable) throw new Error(`export column ${column.name} is null`);
    return null;
  }
  switch (column.type) {
    case 'boolean':
      return value === true || value === 1;
    case 'double':
      return Number(value);
    case 'int64':
    case 'timestamp_ms':
      return Math.round(Number(value));
    case 'string':
      // SQLite may hand back a number for a text column's value: its digits are the text
      return leavingText(column, typeof value === 'number' || typeof value === 'bigint' ? String(value) : (value as string));
  }
}

function leavingText(column: ExportColumn, text: string): string {
  switch (column.fromLog) {
    case undefined:
      return text;
    case 'text':
      return redactedText(text);
    case 'key':
      return redactedKey(text);
    case 'texts':
      return JSON.stringify(stringsOf(column, text).map(redactedText));
    case 'keys':
      return JSON.stringify(stringsOf(column, text).map(redactedKey));
  }
}

/** Most values repeat row after row (a file's path, a session's id, a repository): each short one is redacted once, up to a bound. */
const MEMO_LIMITS = { maxEntries: 65_536, maxChars: 512 };

const redactedText = boundedMemo(redactSecrets, MEMO_LIMITS);
const redactedKey = boundedMemo(redactKey, MEMO_LIMITS);

/** The strings of a JSON array the database or a proposal keeps (redacted one by one, so the JSON stays whole). */
function stringsOf(column: ExportColumn, json: string): string[] {
  const value = storedJsonValue('an exported table', column.name, json);
  if (Array.isArray(value)) return value.map(String);
  if (value !== undefined) noteStoredProblem('an exported table', column.name, 'not a JSON list', 'read as missing');
  return [];
}
