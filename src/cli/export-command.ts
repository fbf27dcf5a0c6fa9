/** `tip-miner export`: the history as flat tables (NDJSON or Parquet) with a manifest, for a warehouse (docs/export.md). */
import { Command, InvalidArgumentError, Option } from 'commander';
import { exportHistory } from '../app/export.js';
import { EXPORT_TABLE_NAMES, isExportTableName, type ExportTableName } from '../store/export-table.js';
import { EXPORT_FORMATS, type ExportFormat } from '../store/export-writer.js';
import { addGlobalOptions, resolveSettings, type GlobalOptions } from './global-options.js';
import type { CommandIo } from './io.js';
import { jsonOption, jsonText, type JsonFlag } from './json-output.js';
import { packageVersion } from '../util/package-version.js';
import { addTimeWindowOptions, windowOption, type TimeWindowFlags } from './time-window.js';

interface ExportFlags extends GlobalOptions, JsonFlag, TimeWindowFlags {
  format: ExportFormat;
  out: string;
  tables?: ExportTableName[];
  allRepos?: boolean;
}

export function exportCommand(io: CommandIo): Command {
  const command = new Command('export')
    .description(
      "write sessions, tool calls, findings, corrections, exposures and proposals as flat tables with a manifest, for DuckDB, ClickHouse or BigQuery: of --repo, else of the working folder's repository when it has sessions, else of all",
    )
    .addOption(new Option('--format <format>', 'file format of the tables').choices(EXPORT_FORMATS).default('ndjson'))
    .requiredOption(
      '--out <dir>',
      'folder to write DIR/<table>.<format> and DIR/manifest.json into (made when missing; only files an earlier export wrote are replaced)',
    )
    .option('--tables <names>', `only these tables (comma-separated): ${EXPORT_TABLE_NAMES.join(', ')}`, tableList)
    .option('--all-repos', "every repository's, whatever the working folder");
  addTimeWindowOptions(command);
  jsonOption(command, 'print one JSON object: {schemaVersion, out, format, repo, manifest, tables: [{name, file, rows}], removed}');
  addGlobalOptions(command);
  return command.action(async (flags: ExportFlags) => {
    const result = await exportHistory(resolveSettings(flags, io), {
      out: flags.out,
      format: flags.format,
      ...(flags.tables && { tables: flags.tables }),
      allRepos: flags.allRepos === true,
      ...windowOption(flags),
      version: packageVersion(),
    });
    if (flags.json) {
      io.stdout(jsonText(result));
      return;
    }
    const width = Math.max(...result.tables.map((table) => table.file.length));
    const lines = result.tables.map((table) => `  ${table.file.padEnd(width)}  ${String(table.rows).padStart(8)} rows\n`);
    const removed = result.removed.length > 0 ? `removed the earlier export's ${result.removed.join(', ')}\n` : '';
    io.stdout(`Exported ${result.repo ?? 'every repository'} to ${result.out} (${result.format}, manifest.json):\n${lines.join('')}${removed}`);
  });
}

function tableList(value: string): ExportTableName[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isExportTableName(name));
  if (names.length === 0 || unknown.length > 0)
    throw new InvalidArgumentError(`unknown table ${unknown.join(', ') || '(none)'}; known: ${EXPORT_TABLE_NAMES.join(', ')}`);
  return names.filter(isExportTableName);
}
