/**
 * Where coding agents keep their session logs by default, for `analyze` without a path: Claude Code's
 * `$CLAUDE_CONFIG_DIR/projects` (each folder of a comma-separated list), `~/.claude/projects` and
 * `~/.config/claude/projects`; Codex's `$CODEX_HOME/sessions`, else `~/.codex/sessions`. A relative folder
 * in those variables is taken from the home folder.
 */
import { join, resolve } from 'node:path';
import type { Host } from '../util/host.js';

export interface LogLocation {
  path: string;
  /** Whose logs they are, and how the place was found (for the line that says what was read). */
  source: string;
}

export function agentLogLocations(host: Host): LogLocation[] {
  const { env, homeDir } = host;
  const configured = (env.CLAUDE_CONFIG_DIR ?? '')
    .split(',')
    .map((folder) => folder.trim())
    .filter((folder) => folder !== '');
  const locations: LogLocation[] = [
    ...configured.map((folder) => ({ path: join(resolve(homeDir, folder), 'projects'), source: 'Claude Code, $CLAUDE_CONFIG_DIR' })),
    { path: join(homeDir, '.claude', 'projects'), source: 'Claude Code' },
    { path: join(homeDir, '.config', 'claude', 'projects'), source: 'Claude Code' },
    env.CODEX_HOME !== undefined && env.CODEX_HOME !== ''
      ? { path: join(resolve(homeDir, env.CODEX_HOME), 'sessions'), source: 'Codex, $CODEX_HOME' }
      : { path: join(homeDir, '.codex', 'sessions'), source: 'Codex' },
  ];
  // $CLAUDE_CONFIG_DIR may name a default folder again
  const unique = new Map<string, LogLocation>();
  for (const location of locations) if (!unique.has(location.path)) unique.set(location.path, location);
  return [...unique.values()];
}
