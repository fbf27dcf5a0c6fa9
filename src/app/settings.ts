/**
 * What every use case is given: the config, where the history database and the memory files are, the
 * repository when one is named, and the working folder (never read from the process below the CLI).
 */
import type { TipMinerConfig } from '../config/load-config.js';

export interface AppSettings {
  config: TipMinerConfig;
  db: string;
  memoryDir: string;
  repo?: string;
  /** The working folder: relative paths, the default repository name and the current project come from it. */
  cwd: string;
}
