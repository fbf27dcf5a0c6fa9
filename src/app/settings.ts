/**
 * What every use case is given: the config, where the history database and the memory files are, the
 * repository when one is named, and the working folder (never read from the process below the CLI).
 */
import { resolve } from 'node:path';
import { loadConfig, type TipMinerConfig } from '../config/load-config.js';

export interface AppSettings {
  config: TipMinerConfig;
  db: string;
  memoryDir: string;
  repo?: string;
  /** The working folder: relative paths, the default repository name and the current project come from it. */
  cwd: string;
}

/** What a caller may choose; the rest comes from the config file and its defaults. */
export interface SettingsChoice {
  /** The config file (default: agent-framework.yaml in `cwd` when present). */
  config?: string;
  db?: string;
  memoryDir?: string;
  repo?: string;
}

/** The settings of a run in the working folder `cwd`: the choices win over the config file, which wins over the defaults. */
export function settingsFor(choice: SettingsChoice, cwd: string): AppSettings {
  const config = loadConfig(choice.config, cwd);
  const repo = choice.repo ?? config.tip_miner.repo;
  return {
    cwd,
    config,
    db: choice.db !== undefined ? resolve(cwd, choice.db) : config.tip_miner.db,
    memoryDir: choice.memoryDir !== undefined ? resolve(cwd, choice.memoryDir) : config.tip_miner.memory_dir,
    ...(repo !== undefined && { repo }),
  };
}
