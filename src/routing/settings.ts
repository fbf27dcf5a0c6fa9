/** Routing settings and declared tools from the config file's `tip_miner:` keys (schema.ts documents each). */
import type { TipMinerConfig } from '../config/load-config.js';
import type { DeclaredTool } from './registry.js';
import type { RoutingSettings } from './router.js';

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
