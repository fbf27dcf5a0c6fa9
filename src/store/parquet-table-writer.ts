/**
 * A table as Parquet, through hyparquet-writer: one flat schema (every column a leaf, REQUIRED or OPTIONAL
 * as its nullability says), rows gathered into row groups of `rowGroupRows` and each written out before
 * the next is gathered, Snappy-compressed. `timestamp_ms` is a plain INT64, as in NDJSON (docs/export.md).
 */
import { fileWriter, ParquetWriter, schemaFromColumnData, type BasicType } from 'hyparquet-writer';
import type { ExportColumn, ExportColumnType, ExportRow, ExportValue } from './export-table.js';
import type { TableFileWriter } from './export-writer.js';

const DEFAULT_ROW_GROUP_ROWS = 65_536;

const PARQUET_TYPES: Readonly<Record<ExportColumnType, BasicType>> = {
  string: 'STRING',
  int64: 'INT64',
  double: 'DOUBLE',
  boolean: 'BOOLEAN',
  timestamp_ms: 'INT64',
};

export function parquetTableWriter(path: string, columns: readonly ExportColumn[], rowGroupRows = DEFAULT_ROW_GROUP_ROWS): TableFileWriter {
  const sources = () => columns.map((column) => ({ name: column.name, type: PARQUET_TYPES[column.type], nullable: column.nullable }));
  const schema = schemaFromColumnData({ columnData: sources().map((source) => ({ ...source, data: [] })) });
  const writer = new ParquetWriter({ writer: fileWriter(path), schema, createdBy: 'tip-miner export (hyparquet-writer)' });
  // hyparquet-writer takes an INT64 as a bigint
  const integral = columns.map((column) => PARQUET_TYPES[column.type] === 'INT64');
  let group: Array<Array<ExportValue | bigint>> = columns.map(() => []);
  let rows = 0;
  const writeGroup = (): Promise<void> | undefined => {
    if (rows === 0) return undefined;
    const columnData = sources().map((source, index) => ({ ...source, data: group[index] ?? [] }));
    group = columns.map(() => []);
    const size = rows;
    rows = 0;
    return writer.write({ columnData, rowGroupSize: size }) ?? undefined;
  };
  return {
    add(row: ExportRow) {
      row.forEach((value, index) => group[index]?.push(integral[index] && typeof value === 'number' ? BigInt(value) : value));
      rows++;
      return rows >= rowGroupRows ? writeGroup() : undefined;
    },
    async finish() {
      await writeGroup();
      await writer.finish();
    },
    abort() {
      // fileWriter keeps no descriptor open between its writes: the caller removes the file
    },
  };
}
