/**
 * The coding agents whose logs tip-miner reads: the one place a log format is registered. Each folder
 * beside this file is one agent: its profile (`agent.ts`: places, tools, words, features) and its reader
 * (`index.ts`, loaded when a log is read). The order is the order formats are tried on a file's first lines,
 * and the order every output lists agents in.
 */
import type { AgentProfile } from './agent-profile.js';
import { agentFrameworkAgent } from './agent-framework/agent.js';
import { claudeCodeAgent } from './claude-code/agent.js';
import { claudeCodeOtelAgent } from './claude-code-otel/agent.js';
import { clineAgent } from './cline/agent.js';
import { codexAgent } from './codex/agent.js';
import { opencodeAgent } from './opencode/agent.js';
import { kiloCodeAgent } from './kilo-code/agent.js';
import { copilotCliAgent } from './copilot-cli/agent.js';
import { cursorAgent } from './cursor/agent.js';
import { factoryDroidAgent } from './factory-droid/agent.js';
import { geminiCliAgent } from './gemini-cli/agent.js';
import { qwenCodeAgent } from './qwen-code/agent.js';

export const AGENTS = [
  claudeCodeAgent,
  codexAgent,
  agentFrameworkAgent,
  claudeCodeOtelAgent,
  cursorAgent,
  factoryDroidAgent,
  copilotCliAgent,
  opencodeAgent,
  kiloCodeAgent,
  clineAgent,
  geminiCliAgent,
  qwenCodeAgent,
] as const;

/** The id of a registered format, as the history database stores it. */
export type FormatId = (typeof AGENTS)[number]['id'];

const BY_ID: ReadonlyMap<string, AgentProfile<FormatId>> = new Map(AGENTS.map((agent) => [agent.id, agent]));

export function agentProfile(id: FormatId): AgentProfile<FormatId> {
  const profile = BY_ID.get(id);
  if (!profile) throw new Error(`no agent profile for format ${id}`);
  return profile;
}
