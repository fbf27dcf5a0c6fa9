/**
 * A table as NDJSON: one JSON object per line, its keys the column names in column order, null for a
 * missing value, `\n` after every line. Lines are gathered and written in chunks of about 1 MB.
 */
import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs';
import type { ExportColumn, ExportRow } from './export-table.js';
import type { TableFileWriter } from './export-writer.js';

const CHUNK_CHARS = 1 << 20;

export function ndjsonTableWriter(path: string, columns: readonly ExportColumn[]): TableFileWriter {
  const names = columns.map((column) => column.name);
  const fd = openSync(path, 'wx');
  let open = true;
  let pending = '';
  const flush = () => {
    if (pending !== '') writeSync(fd, pending);
    pending = '';
  };
  const close = () => {
    if (!open) return;
    open = false;
    closeSync(fd);
  };
  return {
    add(row: ExportRow) {
      // the keys are ours (column names); only the values come from logs
      pending += `${JSON.stringify(Object.fromEntries(names.map((name, index) => [name, row[index] ?? null])))}\n`;
      if (pending.length >= CHUNK_CHARS) flush();
      return undefined;
    },
    finish() {
      flush();
      fsyncSync(fd);
      close();
      return Promise.resolve();
    },
    abort: close,
  };
}
