/**
 * The ids of the log formats, in the registry's order (index.ts; a test holds the two equal), without
 * loading the adapters: the small commands (`tips`, the session-start hook) name formats but parse none.
 */
import type { FormatId } from './format.js';

export const FORMAT_IDS = ['claude-code', 'codex', 'agent-framework'] as const satisfies readonly FormatId[];

export function isFormatId(id: string): id is FormatId {
  return (FORMAT_IDS as readonly string[]).includes(id);
}
