/**
 * The options every command takes (design.md): --config, --db, --memory-dir, --repo.
 * Flags win over the config file, which wins over the defaults.
 */
import type { Command } from 'commander';
import { warn, type CommandIo } from './io.js';
import { settingsFor, type AppSettings, type SettingsChoice } from '../app/settings.js';

export type GlobalOptions = SettingsChoice;

export type Settings = AppSettings;

export function addGlobalOptions(command: Command): Command {
  return command
    .option('--config <file>', 'agent-framework.yaml to read (default: ./agent-framework.yaml when present)')
    .option('--db <file>', "history database (default: tip-miner.db in the data home, $TIP_MINER_HOME or the platform's)")
    .option('--memory-dir <dir>', 'folder of per-repository memory files (default: memory/ in the data home)')
    .option('--repo <slug>', 'repository slug (owner/name) the logs belong to');
}

/** The settings of a command run through `io` (its working folder and machine); what they want said goes to stderr. */
export function resolveSettings(options: GlobalOptions, io: CommandIo): Settings {
  const settings = settingsFor(options, io.cwd, io.host);
  for (const note of settings.notes) warn(io, note);
  return settings;
}
