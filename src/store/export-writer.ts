/**
 * A table's file as `tip-miner export` writes it, one row at a time: NDJSON (ndjson-table-writer.ts) or
 * Parquet (parquet-table-writer.ts). The writer writes to the path it is given (a temporary file: the
 * export folder renames it into place, store/export-dir.ts).
 */
import type { ExportColumn, ExportRow } from './export-table.js';
import { ndjsonTableWriter } from './ndjson-table-writer.js';
import { parquetTableWriter } from './parquet-table-writer.js';

export const EXPORT_FORMATS = ['ndjson', 'parquet'] as const;

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface TableFileWriter {
  /** Adds a row; a promise when it wrote a batch out and the next row must wait for it. */
  add(row: ExportRow): Promise<void> | undefined;
  /** Writes what is left and closes the file. */
  finish(): Promise<void>;
  /** Closes the file after a failure (the caller removes it). */
  abort(): void;
}

export interface TableFileOptions {
  /** Rows per Parquet row group (each is encoded and written out before the next is read). */
  rowGroupRows?: number;
}

export function tableFileWriter(format: ExportFormat, path: string, columns: readonly ExportColumn[], options: TableFileOptions = {}): TableFileWriter {
  return format === 'ndjson' ? ndjsonTableWriter(path, columns) : parquetTableWriter(path, columns, options.rowGroupRows);
}
