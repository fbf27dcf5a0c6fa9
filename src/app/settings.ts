/**
 * What every use case is given: the config, where the history database and the memory files are, the
 * repository when one is named, the working folder and the machine (never read from the process below
 * the CLI). By default the database and memory files are in the data home (config/data-home.ts),
 * whatever folder a command runs in.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig, type TipMinerConfig } from '../config/load-config.js';
import { dataHome, HOME_ENV } from '../config/data-home.js';
import type { Host } from '../util/host.js';

export interface AppSettings {
  config: TipMinerConfig;
  db: string;
  memoryDir: string;
  repo?: string;
  /** The working folder: relative paths, the default repository name and the current project come from it. */
  cwd: string;
  /** The machine: where the agents' logs are by default. */
  host: Host;
  /** Lines to tell the user about where the data is (the folder of an earlier version in use). */
  notes: string[];
}

/** What a caller may choose; the rest comes from the config file and its defaults. */
export interface SettingsChoice {
  /** The config file (default: agent-framework.yaml in `cwd`, else in the data home, when present). */
  config?: string;
  db?: string;
  memoryDir?: string;
  repo?: string;
}

/** Where earlier versions kept their data: `.agent-communication/` in the folder a command ran in. */
const LEGACY_FOLDER = '.agent-communication';

/** The settings of a run in the working folder `cwd` on `host`: the choices win over the config file, which wins over the defaults. */
export function settingsFor(choice: SettingsChoice, cwd: string, host: Host): AppSettings {
  const home = dataHome(host, cwd);
  const config = loadConfig(choice.config, { cwd, dataHome: home });
  const repo = choice.repo ?? config.tip_miner.repo;
  const settings: AppSettings = {
    cwd,
    host,
    config,
    db: choice.db !== undefined ? resolve(cwd, choice.db) : config.tip_miner.db,
    memoryDir: choice.memoryDir !== undefined ? resolve(cwd, choice.memoryDir) : config.tip_miner.memory_dir,
    ...(repo !== undefined && { repo }),
    notes: [],
  };
  return withEarlierData(settings, choice, home);
}

/**
 * The data of an earlier version in the working folder is used, not left behind, when nothing chose
 * where the data is (no flag, no config key, no $TIP_MINER_HOME) — with a line saying how to move it home.
 */
function withEarlierData(settings: AppSettings, choice: SettingsChoice, home: string): AppSettings {
  const legacy = join(settings.cwd, LEGACY_FOLDER);
  const homeDefaults = settings.db === join(home, 'tip-miner.db') && settings.memoryDir === join(home, 'memory');
  const chosen = choice.db !== undefined || choice.memoryDir !== undefined || !homeDefaults || settings.host.env[HOME_ENV] !== undefined;
  if (chosen || !existsSync(join(legacy, 'tip-miner.db')) || existsSync(join(home, 'tip-miner.db'))) return settings;
  return {
    ...settings,
    db: join(legacy, 'tip-miner.db'),
    memoryDir: join(legacy, 'memory'),
    notes: [`using ${legacy}, where earlier versions kept their data; to use it from every folder, move its tip-miner.db and memory/ into ${home}`],
  };
}
