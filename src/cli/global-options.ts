/**
 * The options every command takes (design.md): --config, --db, --memory-dir, --repo.
 * Flags win over the config file, which wins over the defaults.
 */
import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { AppSettings } from '../app/settings.js';
import { loadConfig } from '../config/load-config.js';

export interface GlobalOptions {
  config?: string;
  db?: string;
  memoryDir?: string;
  repo?: string;
}

export type Settings = AppSettings;

export function addGlobalOptions(command: Command): Command {
  return command
    .option('--config <file>', 'agent-framework.yaml to read (default: ./agent-framework.yaml when present)')
    .option('--db <file>', 'history database (default: .agent-communication/tip-miner.db)')
    .option('--memory-dir <dir>', 'folder of per-repository memory files (default: .agent-communication/memory)')
    .option('--repo <slug>', 'repository slug (owner/name) the logs belong to');
}

/** The settings of a command run in `cwd` (default: the process's working folder). */
export function resolveSettings(options: GlobalOptions, cwd: string = process.cwd()): Settings {
  const config = loadConfig(options.config, cwd);
  const repo = options.repo ?? config.tip_miner.repo;
  return {
    cwd,
    config,
    db: options.db !== undefined ? resolve(cwd, options.db) : config.tip_miner.db,
    memoryDir: options.memoryDir !== undefined ? resolve(cwd, options.memoryDir) : config.tip_miner.memory_dir,
    ...(repo !== undefined && { repo }),
  };
}
