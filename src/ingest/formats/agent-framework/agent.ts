/** agent-framework's profile: its SessionLogger names its tools as Claude Code does; no default place (tip_miner.sessions_dir). */
import { defineAgent } from '../agent-profile.js';

export const agentFrameworkAgent = defineAgent({
  id: 'agent-framework',
  title: 'agent-framework SessionLogger',
  // its logs are where the config's tip_miner.sessions_dir says (app/analyze.ts)
  locations: () => [],
  tools: { read: 'Read', search: 'Grep', find: 'Glob', shell: 'Bash', edit: 'Edit', delegate: 'Task' },
  // its tools bear Claude Code's names: every pattern in Claude Code's words
  words: {},
  features: { humanTurns: false, tokens: true, subagents: false },
  reader: async () => (await import('./index.js')).agentFrameworkFormat,
});
