/** The agent_text event of what the agent said (docs/log-formats.md §4): its end, or nothing for empty text. */
import { AGENT_TEXT_CHARS, type AgentTextEvent, type StreamKey } from './events.js';

export function agentTextEvent(stream: StreamKey, text: unknown, timestamp: string | undefined): AgentTextEvent | undefined {
  if (typeof text !== 'string' || text.trim().length === 0) return undefined;
  return { kind: 'agent_text', stream, text: text.length > AGENT_TEXT_CHARS ? text.slice(-AGENT_TEXT_CHARS) : text, timestamp };
}
