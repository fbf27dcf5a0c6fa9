/**
 * `tip-miner export` as a use case: the history database as flat tables (store/export-tables.ts) in
 * NDJSON or Parquet files in one folder, with a manifest, for a warehouse to load (docs/export.md). Over
 * `--repo`'s sessions, else the working folder's repository when it has sessions, else every one (as
 * `findings` and `report`), failed ones too, in a time window; proposals as `tip-miner proposals` makes them.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { proposalSettingsOf } from '../config/stage-settings.js';
import { currentOptions } from '../corrections/proposal-settings.js';
import { InputError } from '../errors.js';
import { redactSecrets } from '../safety/redact.js';
import { discardExport, openExportDir, publishExport, temporaryExportFile } from '../store/export-dir.js';
import { MANIFEST_FILE, MANIFEST_GENERATOR, type ExportManifest, type ManifestTable } from '../store/export-manifest.js';
import { exportRow, sqlExportRows } from '../store/export-rows.js';
import type { ExportRow, ExportTable, ExportTableName } from '../store/export-table.js';
import { EXPORT_SCHEMA_VERSION, EXPORT_TABLES, proposalValues } from '../store/export-tables.js';
import { tableFileWriter, type ExportFormat, type TableFileWriter } from '../store/export-writer.js';
import type { HistoryDb } from '../store/history-db.js';
import { loadDecisions } from '../store/proposal-decisions.js';
import type { TimeWindow } from '../store/session-filter.js';
import { reportRepo } from './current-repo.js';
import { withHistoryAsync } from './open-history.js';
import { currentProposals } from './proposals.js';
import type { AppSettings } from './settings.js';

export interface ExportRequest {
  /** The folder (from the working folder). */
  out: string;
  format: ExportFormat;
  /** Which tables (default: all), written in the order of EXPORT_TABLES. */
  tables?: readonly ExportTableName[];
  /** Every repository, whatever the working folder. */
  allRepos?: boolean;
  window?: TimeWindow;
  /** tip-miner's version, for the manifest. */
  version: string;
  now?: Date;
  rowGroupRows?: number;
}

export interface ExportResult {
  out: string;
  format: ExportFormat;
  repo: string | null;
  manifest: string;
  tables: Array<{ name: ExportTableName; file: string; rows: number }>;
  /** Files of the previous export into the folder that this one did not write, removed. */
  removed: string[];
}

export async function exportHistory(settings: AppSettings, request: ExportRequest): Promise<ExportResult> {
  if (!existsSync(settings.db)) throw new InputError(`no history database at ${settings.db}; run tip-miner analyze first`);
  const out = resolve(settings.cwd, request.out);
  const tables = EXPORT_TABLES.filter((table) => request.tables === undefined || request.tables.includes(table.name));
  const fileOf = (table: ExportTable) => `${table.name}.${request.format}`;
  const exportDir = openExportDir(out, tables.map(fileOf));
  const repo = reportRepo(settings, request.allRepos !== true);
  const now = request.now ?? new Date();
  const written: Array<{ file: string; temporary: string }> = [];
  const counted: ManifestTable[] = [];
  try {
    // one snapshot: an analyze committing meanwhile does not leave rows without their session
    await withHistoryAsync(settings.db, (db) =>
      db.readSnapshot(async () => {
        for (const table of tables) {
          const file = fileOf(table);
          const temporary = temporaryExportFile(exportDir, file);
          written.push({ file, temporary });
          const rows = await writeTable(
            tableFileWriter(request.format, temporary, table.columns, { ...(request.rowGroupRows && { rowGroupRows: request.rowGroupRows }) }),
            rowsOf(db, table),
          );
          counted.push({
            name: table.name,
            file,
            rows,
            description: table.description,
            columns: table.columns.map(({ name, type, nullable, description }) => ({ name, type, nullable, description })),
          });
        }
      }),
    );
  } catch (error) {
    discardExport(written);
    throw error;
  }
  const manifest: ExportManifest = {
    schema_version: EXPORT_SCHEMA_VERSION,
    generator: MANIFEST_GENERATOR,
    tip_miner_version: request.version,
    exported_at: now.toISOString(),
    format: request.format,
    repo: repo !== undefined ? redactSecrets(repo) : null,
    since_ms: request.window?.sinceMs ?? null,
    until_ms: request.window?.untilMs ?? null,
    tables: counted,
  };
  const removed = publishExport(exportDir, written, `${JSON.stringify(manifest, null, 2)}\n`);
  return {
    out,
    format: request.format,
    repo: manifest.repo,
    manifest: resolve(out, MANIFEST_FILE),
    tables: counted.map(({ name, file, rows }) => ({ name, file, rows })),
    removed,
  };

  function rowsOf(db: HistoryDb, table: ExportTable): Iterable<ExportRow> {
    const filter = { ...(repo !== undefined && { repo }), ...request.window };
    return table.source === 'sql' ? sqlExportRows(db, table, filter) : proposalRows(db, table);
  }

  function proposalRows(db: HistoryDb, table: ExportTable): ExportRow[] {
    const config = settings.config;
    const proposalSettings = proposalSettingsOf(config, settings.memoryDir, config.tip_miner.include_failed);
    const options = { ...currentOptions(proposalSettings, Math.floor(now.getTime() / 1000), repo), ...(request.window && { window: request.window }) };
    const decidedAt = new Map(loadDecisions(db).map((decision) => [decision.id, decision.decidedAt]));
    return currentProposals(db, options).all.map((proposal) => exportRow(table.columns, proposalValues(proposal, decidedAt.get(proposal.id))));
  }
}

/** Writes the rows to the file, then closes it; returns how many. */
async function writeTable(writer: TableFileWriter, rows: Iterable<ExportRow>): Promise<number> {
  let count = 0;
  try {
    for (const row of rows) {
      const wrote = writer.add(row);
      if (wrote) await wrote;
      count++;
    }
    await writer.finish();
  } catch (error) {
    writer.abort();
    throw error;
  }
  return count;
}
