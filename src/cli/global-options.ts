/**
 * The options every command takes (design.md): --config, --db, --memory-dir, --repo.
 * Flags win over the config file, which wins over the defaults.
 */
import type { Command } from 'commander';
import { settingsFor, type AppSettings, type SettingsChoice } from '../app/settings.js';

export type GlobalOptions = SettingsChoice;

export type Settings = AppSettings;

export function addGlobalOptions(command: Command): Command {
  return command
    .option('--config <file>', 'agent-framework.yaml to read (default: ./agent-framework.yaml when present)')
    .option('--db <file>', 'history database (default: .agent-communication/tip-miner.db)')
    .option('--memory-dir <dir>', 'folder of per-repository memory files (default: .agent-communication/memory)')
    .option('--repo <slug>', 'repository slug (owner/name) the logs belong to');
}

/** The settings of a command run in the working folder `cwd`. */
export function resolveSettings(options: GlobalOptions, cwd: string): Settings {
  return settingsFor(options, cwd);
}
