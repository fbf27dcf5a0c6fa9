/** Delegation settings from the config file's `tip_miner:` keys (schema.ts documents each). */
import type { TipMinerConfig } from '../config/load-config.js';
import type { DelegationSettings } from './delegation-detector.js';

export function delegationSettings(config: TipMinerConfig): DelegationSettings {
  const keys = config.tip_miner;
  return {
    cooldownCalls: keys.delegation_cooldown_calls,
    streakThreshold: keys.solo_streak_threshold,
    acceptanceCalls: keys.delegation_acceptance_calls,
    ...(keys.delegation_report_footer !== undefined && { footer: keys.delegation_report_footer }),
  };
}
