/**
 * Reads agent-framework.yaml (the `--config` file, else `agent-framework.yaml` in the working folder,
 * else in the data home, when present) and validates it against schema.ts: a wrong type, or an unknown
 * key in `tip_miner:`, is a ConfigError naming the key; a file that cannot be read as plain YAML data (not
 * UTF-8, an alias bomb, a `!!js/function` tag, a `__proto__` key, too deep: config-yaml.ts) is one naming the
 * file. Relative paths are taken from the config file's
 * folder; the defaults of the database and memory folder are in the data home.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ConfigError, errorMessage } from '../errors.js';
import { checkDetectorSettings, type DetectorSettings } from './detector-settings.js';
import { checkToolList, type ConfiguredTool } from './tool-list.js';
import { checkRepoAliases, type RepoAliasEntry } from './repo-aliases.js';
import { CONFIG_SECTIONS, OPTIMIZATION_KEYS, PATH_KEYS, TIP_MINER_KEYS, type ConfigKey, type PathKey } from './schema.js';
import { NotRegularFileError, readRegularBytes } from '../util/regular-file.js';
import { configText, configValue } from './config-yaml.js';

const DEFAULT_CONFIG_FILE = 'agent-framework.yaml';
/** A config file is a page of YAML; a bigger file (or a FIFO, a device) is not read. */
const MAX_CONFIG_BYTES = 1024 * 1024;

type ValueOf<K extends Record<string, ConfigKey>> = {
  -readonly [P in keyof K]: K[P]['type'] extends 'boolean'
    ? boolean
    : K[P]['type'] extends 'positive-integer' | 'confidence'
      ? number
      : K[P]['type'] extends 'detector-settings'
        ? DetectorSettings
        : K[P]['type'] extends 'tool-list'
          ? ConfiguredTool[]
          : K[P]['type'] extends 'repo-aliases'
            ? RepoAliasEntry[]
            : string;
};

export interface TipMinerConfig {
  /** The file read, if any. */
  file?: string;
  optimization: ValueOf<typeof OPTIMIZATION_KEYS>;
  tip_miner: Omit<ValueOf<typeof TIP_MINER_KEYS>, 'repo' | 'detectors' | 'delegation_report_footer' | 'solo_streak_min_tokens'> & {
    repo?: string;
    delegation_report_footer?: string;
    solo_streak_min_tokens?: number;
    detectors: DetectorSettings;
  };
}

/** The folders default paths are taken from: the working folder and the data home (data-home.ts). */
export interface ConfigPlaces {
  cwd: string;
  dataHome: string;
}

/** `explicitPath` comes from --config: it must exist. Without it the first default file present is used. */
export function loadConfig(explicitPath: string | undefined, places: ConfigPlaces): TipMinerConfig {
  const candidates =
    explicitPath !== undefined ? [resolve(places.cwd, explicitPath)] : [places.cwd, places.dataHome].map((folder) => join(folder, DEFAULT_CONFIG_FILE));
  const file = candidates.find((candidate) => existsSync(candidate));
  if (file === undefined) {
    if (explicitPath !== undefined) throw new ConfigError(`config file not found: ${explicitPath}`);
    return defaultConfig(places);
  }
  let bytes: Buffer;
  try {
    bytes = readRegularBytes(file, MAX_CONFIG_BYTES).bytes;
  } catch (error) {
    throw new ConfigError(`cannot read config file ${error instanceof NotRegularFileError ? error.message : `${file}: ${errorMessage(error)}`}`);
  }
  return parseConfig(configText(bytes, file), file, places);
}

export function defaultConfig(places: ConfigPlaces): TipMinerConfig {
  const config = {
    optimization: defaultsOf(OPTIMIZATION_KEYS),
    tip_miner: { ...defaultsOf(TIP_MINER_KEYS), detectors: {}, routing_tools: [], repos: [] },
  } as unknown as TipMinerConfig;
  for (const [key, base] of Object.entries(PATH_KEYS) as Array<[PathKey, 'cwd' | 'home']>) {
    config.tip_miner[key] = resolve(base === 'cwd' ? places.cwd : places.dataHome, config.tip_miner[key]);
  }
  return config;
}

/** `places`: where default paths are taken from (without: the config file's folder, to check a file alone). */
export function parseConfig(text: string, file: string, places: ConfigPlaces = { cwd: dirname(file), dataHome: dirname(file) }): TipMinerConfig {
  const root: unknown = configValue(text, file) ?? {};
  if (!isMapping(root)) throw new ConfigError(`${file}: the config must be a mapping of sections`);
  const config = defaultConfig(places);
  config.file = file;
  for (const [section, { keys, strict }] of Object.entries(CONFIG_SECTIONS)) {
    const values = root[section];
    if (values === undefined || values === null) continue;
    if (!isMapping(values)) throw new ConfigError(`${file}: ${section} must be a mapping`);
    const target = config[section as keyof typeof CONFIG_SECTIONS] as Record<string, unknown>;
    for (const [key, value] of Object.entries(values)) {
      const spec = Object.hasOwn(keys, key) ? keys[key] : undefined;
      if (!spec) {
        if (strict) throw new ConfigError(`${file}: unknown key ${section}.${key} (known: ${Object.keys(keys).join(', ')})`);
        continue;
      }
      const checked = checkValue(`${section}.${key}`, spec, value, file);
      // a path the file gives is taken from the file's folder
      target[key] = section === 'tip_miner' && Object.hasOwn(PATH_KEYS, key) ? resolve(dirname(file), checked as string) : checked;
    }
  }
  return config;
}

function checkValue(name: string, spec: ConfigKey, value: unknown, file: string): unknown {
  switch (spec.type) {
    case 'boolean':
      if (typeof value === 'boolean') return value;
      throw new ConfigError(`${file}: ${name} must be true or false, not ${JSON.stringify(value)}`);
    case 'positive-integer':
      if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value;
      throw new ConfigError(`${file}: ${name} must be a whole number above 0, not ${JSON.stringify(value)}`);
    case 'confidence':
      if (typeof value === 'number' && value >= 0 && value <= 1) return value;
      throw new ConfigError(`${file}: ${name} must be a number from 0 to 1, not ${JSON.stringify(value)}`);
    case 'string':
      if (typeof value === 'string' && value.length > 0) return value;
      throw new ConfigError(`${file}: ${name} must be a non-empty string, not ${JSON.stringify(value)}`);
    case 'detector-settings':
      return checkDetectorSettings(value, file);
    case 'tool-list':
      return checkToolList(name, value, file);
    case 'repo-aliases':
      return checkRepoAliases(name, value, file);
  }
}

function defaultsOf(keys: Record<string, ConfigKey>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(keys)) if (spec.default !== undefined) values[key] = spec.default;
  return values;
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
