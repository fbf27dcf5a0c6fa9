/**
 * The settings of each stage, from the config file's `tip_miner:` keys (schema.ts documents each):
 * delegation advice, routing, the tools the config declares, and memory proposals.
 */
import type { ProposalSettings } from '../corrections/proposal-settings.js';
import type { DelegationSettings } from '../delegation/delegation-detector.js';
import type { DeclaredTool } from '../routing/registry.js';
import type { RoutingSettings } from '../routing/router.js';
import type { TipMinerConfig } from './load-config.js';

export function delegationSettings(config: TipMinerConfig): DelegationSettings {
  const keys = config.tip_miner;
  return {
    cooldownCalls: keys.delegation_cooldown_calls,
    streakThreshold: keys.solo_streak_threshold,
    acceptanceCalls: keys.delegation_acceptance_calls,
    hookMinConfidence: keys.delegation_hook_min_confidence,
    ...(keys.solo_streak_min_tokens !== undefined && { streakMinResultTokens: keys.solo_streak_min_tokens }),
    ...(keys.delegation_report_footer !== undefined && { footer: keys.delegation_report_footer }),
  };
}

export function routingSettings(config: TipMinerConfig): RoutingSettings {
  const keys = config.tip_miner;
  return {
    threshold: keys.routing_confidence_threshold,
    maxPerSession: keys.routing_max_suggestions,
    cooldownCalls: keys.routing_cooldown_calls,
    minEventsForLearned: keys.routing_min_events,
  };
}

export function configuredTools(config: TipMinerConfig): DeclaredTool[] {
  const origin = config.file ?? 'the config';
  return config.tip_miner.routing_tools.map((tool) => ({ ...tool, origin }));
}

export function proposalSettingsOf(config: TipMinerConfig, memoryDir: string, includeFailed: boolean): ProposalSettings {
  const keys = config.tip_miner;
  return {
    memoryDir,
    maxProposals: keys.max_proposals,
    minConfidence: keys.min_correction_confidence,
    includeFailed,
    ...(keys.llm_refinement && { llm: { model: keys.llm_model, url: keys.llm_url, timeoutMs: keys.llm_timeout_ms } }),
  };
}
