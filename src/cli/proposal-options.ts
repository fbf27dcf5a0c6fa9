/** The proposal settings of a command, from the resolved global options and config. */
import { proposalSettingsOf } from '../config/stage-settings.js';
import type { ProposalSettings } from '../corrections/proposal-settings.js';
import type { Settings } from './global-options.js';

export function proposalSettings(settings: Settings, includeFailed = settings.config.tip_miner.include_failed): ProposalSettings {
  return proposalSettingsOf(settings.config, settings.memoryDir, includeFailed);
}
