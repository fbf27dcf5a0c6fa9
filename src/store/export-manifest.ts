/**
 * DIR/manifest.json of `tip-miner export`: which export wrote the folder (schema version, tip-miner's
 * version, when, what scope), and per table its file, row count and columns with their types. Its
 * names are snake_case like the tables'; its JSON Schema is schemas/files/export_manifest.schema.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StateError, errorMessage } from '../errors.js';
import type { ExportColumnType, ExportTableName } from './export-table.js';
import type { ExportFormat } from './export-writer.js';

export const MANIFEST_FILE = 'manifest.json';

/** What a manifest says tip-miner wrote it: a manifest.json without it is someone else's. */
export const MANIFEST_GENERATOR = 'tip-miner export';

export interface ExportManifest {
  schema_version: number;
  generator: typeof MANIFEST_GENERATOR;
  tip_miner_version: string;
  exported_at: string;
  format: ExportFormat;
  /** The repository exported; null for every repository. */
  repo: string | null;
  since_ms: number | null;
  until_ms: number | null;
  tables: ManifestTable[];
}

export interface ManifestTable {
  name: ExportTableName;
  file: string;
  rows: number;
  description: string;
  columns: Array<{ name: string; type: ExportColumnType; nullable: boolean; description: string }>;
}

/** A file name an export writes (`<table>.<format>`): only such names of an earlier manifest are ever replaced or removed. */
const EXPORT_FILE = /^[a-z][a-z_]*\.(?:ndjson|parquet)$/;

/**
 * The files the previous export into `dir` wrote, as its manifest lists them: none when there is no
 * manifest; a StateError when DIR/manifest.json is not an export's manifest (it is someone else's file).
 */
export function previousExportFiles(dir: string): Set<string> {
  const path = join(dir, MANIFEST_FILE);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
    throw new StateError(`cannot read ${path}: ${errorMessage(error)}; choose another --out folder`, false);
  }
  const files = manifestFiles(text);
  if (files === undefined) {
    throw new StateError(`${path} is not the manifest of a tip-miner export; nothing was written: choose another --out folder, or move that file away`, false);
  }
  return files;
}

function manifestFiles(text: string): Set<string> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { generator, tables } = value as { generator?: unknown; tables?: unknown };
  if (generator !== MANIFEST_GENERATOR || !Array.isArray(tables)) return undefined;
  const files = new Set<string>();
  for (const table of tables as unknown[]) {
    const file = (table as { file?: unknown } | null)?.file;
    if (typeof file === 'string' && EXPORT_FILE.test(file)) files.add(file);
  }
  return files;
}
