/** Claude Code's profile: its transcripts' places, its tools (the words every pattern is written in). */
import { join, resolve } from 'node:path';
import { defineAgent } from '../agent-profile.js';

export const claudeCodeAgent = defineAgent({
  id: 'claude-code',
  title: 'Claude Code',
  /** `$CLAUDE_CONFIG_DIR/projects` (each folder of a comma-separated list, relative ones from the home folder), `~/.claude/projects`, `~/.config/claude/projects`. */
  locations: ({ env, homeDir }) => [
    ...(env.CLAUDE_CONFIG_DIR ?? '')
      .split(',')
      .map((folder) => folder.trim())
      .filter((folder) => folder !== '')
      .map((folder) => ({ path: join(resolve(homeDir, folder), 'projects'), source: 'Claude Code, $CLAUDE_CONFIG_DIR' })),
    { path: join(homeDir, '.claude', 'projects'), source: 'Claude Code' },
    { path: join(homeDir, '.config', 'claude', 'projects'), source: 'Claude Code' },
  ],
  tools: { read: 'Read', search: 'Grep', find: 'Glob', shell: 'Bash', edit: 'Edit', delegate: 'Task' },
  // every pattern is written in Claude Code's words
  words: {},
  features: { humanTurns: true, tokens: true, subagents: true },
  reader: async () => (await import('./index.js')).claudeCodeFormat,
});
