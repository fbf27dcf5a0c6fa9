/**
 * A tool's health over its recent uses: demoted when at least DEMOTE_FAILURES of its last
 * RECENT_USES uses failed, restored by its next success. Refused uses (the user said no) say nothing
 * about the tool and are not counted.
 */
import type { UseOutcome } from './types.js';

export const RECENT_USES = 5;
export const DEMOTE_FAILURES = 3;

export interface ToolHealth {
  /** Outcomes of the last uses that ran, oldest first: true = failed. */
  recent: boolean[];
  demoted: boolean;
}

export function freshHealth(): ToolHealth {
  return { recent: [], demoted: false };
}

export function recordOutcome(health: ToolHealth, outcome: UseOutcome): void {
  if (outcome === 'refused') return;
  const failed = outcome === 'failed';
  health.recent.push(failed);
  if (health.recent.length > RECENT_USES) health.recent.shift();
  if (!failed) health.demoted = false;
  else if (health.recent.filter(Boolean).length >= DEMOTE_FAILURES) health.demoted = true;
}
