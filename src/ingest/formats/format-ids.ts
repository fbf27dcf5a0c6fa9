/**
 * The ids of the log formats, in the registry's order (agents.ts), without loading the readers: the small
 * commands (`tips`, the session-start hook) name formats but parse none.
 */
import { AGENTS, type FormatId } from './agents.js';

export const FORMAT_IDS: readonly FormatId[] = AGENTS.map((agent) => agent.id);

export function isFormatId(id: string): id is FormatId {
  return (FORMAT_IDS as readonly string[]).includes(id);
}
