/**
 * The options every command takes (design.md): --config, --db, --memory-dir, --repo.
 * Flags win over the config file, which wins over the defaults.
 */
import type { Command } from 'commander';
import { warn, type CommandIo } from './io.js';
import { addOptions, type OptionSpec } from './option-specs.js';
import { settingsFor, type AppSettings, type SettingsChoice } from '../app/settings.js';

export type GlobalOptions = SettingsChoice;

export type Settings = AppSettings;

export const GLOBAL_OPTIONS: readonly OptionSpec[] = [
  { flags: '--config <file>', description: 'agent-framework.yaml to read (default: ./agent-framework.yaml when present)' },
  { flags: '--db <file>', description: "history database (default: tip-miner.db in the data home, $TIP_MINER_HOME or the platform's)" },
  { flags: '--memory-dir <dir>', description: 'folder of per-repository memory files (default: memory/ in the data home)' },
  { flags: '--repo <slug>', description: 'repository slug (owner/name) the logs belong to' },
];

export function addGlobalOptions(command: Command): Command {
  return addOptions(command, GLOBAL_OPTIONS);
}

/** The settings of a command run through `io` (its working folder and machine); what they want said goes to stderr. */
export function resolveSettings(options: GlobalOptions, io: CommandIo): Settings {
  const settings = settingsFor(options, io.cwd, io.host);
  for (const note of settings.notes) warn(io, note);
  return settings;
}
