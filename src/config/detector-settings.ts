/**
 * `tip_miner.detectors`: per detector `enabled` and its options (the names and types of its
 * meta.defaults). An unknown detector or option, or a value of the wrong type, names the key.
 */
import { DETECTOR_IDS, detectorMetaById } from '../detectors/metas/index.js';
import { ConfigError } from '../errors.js';

export interface DetectorSetting {
  enabled: boolean;
  options: Record<string, unknown>;
}

export type DetectorSettings = Record<string, DetectorSetting>;

export function checkDetectorSettings(value: unknown, file: string): DetectorSettings {
  const name = 'tip_miner.detectors';
  if (!isMapping(value)) throw new ConfigError(`${file}: ${name} must be a mapping of detector ids`);
  const settings: DetectorSettings = {};
  for (const [id, raw] of Object.entries(value)) {
    const meta = detectorMetaById(id);
    if (!meta) throw new ConfigError(`${file}: unknown detector ${name}.${id} (known: ${DETECTOR_IDS.join(', ')})`);
    if (!isMapping(raw)) throw new ConfigError(`${file}: ${name}.${id} must be a mapping (enabled, options)`);
    const defaults = meta.defaults as Record<string, unknown>;
    const setting: DetectorSetting = { enabled: true, options: {} };
    for (const [key, option] of Object.entries(raw)) {
      const where = `${name}.${id}.${key}`;
      if (key === 'enabled') {
        if (typeof option !== 'boolean') throw new ConfigError(`${file}: ${where} must be true or false, not ${JSON.stringify(option)}`);
        setting.enabled = option;
      } else if (!Object.hasOwn(defaults, key)) {
        const known = ['enabled', ...Object.keys(defaults)].join(', ');
        throw new ConfigError(`${file}: unknown key ${where} (known: ${known})`);
      } else if (typeof option !== 'number' || !Number.isInteger(option) || option <= 0) {
        throw new ConfigError(`${file}: ${where} must be a whole number above 0, not ${JSON.stringify(option)}`);
      } else {
        setting.options[key] = option;
      }
    }
    settings[id] = setting;
  }
  return settings;
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
