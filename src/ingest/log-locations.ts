/**
 * Where coding agents keep their session logs by default, for `analyze` without a path and for `formats`:
 * each registered agent's places (its profile, formats/<agent>/agent.ts), in the registry's order, each place once.
 */
import type { Host } from '../util/host.js';
import { AGENTS } from './formats/agents.js';
import type { LogLocation } from './formats/agent-profile.js';

export type { LogLocation } from './formats/agent-profile.js';

export function agentLogLocations(host: Host): LogLocation[] {
  // a variable may name a default folder again
  const unique = new Map<string, LogLocation>();
  for (const agent of AGENTS) for (const location of agent.locations(host)) if (!unique.has(location.path)) unique.set(location.path, location);
  return [...unique.values()];
}
