/**
 * The data of `tip-miner routes` for one repository: its registry, learned patterns and replay
 * figures (routing/replay.ts), with the replayed suggestions as evidence. The JSON output is this.
 */
import type { RoutingOutcome } from './replay.js';

export interface RoutesReport {
  repo: string;
  /** Tool uses of the project, all streams. */
  events: number;
  replay: RoutingOutcome['replay'];
  tools: RoutingOutcome['registry'];
  patterns: RoutingOutcome['patterns'];
}

export function routesReport(repo: string, outcome: RoutingOutcome): RoutesReport {
  return { repo, events: outcome.events, replay: outcome.replay, tools: outcome.registry, patterns: outcome.patterns };
}
