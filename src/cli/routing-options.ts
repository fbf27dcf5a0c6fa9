/**
 * `--project-dir`, shared by `analyze` and `routes`: the project folder whose skills, slash commands
 * and MCP servers (routing/project-scan.ts) join the tools the config declares. They belong to the
 * repository `--repo` names, else the one named after the folder (as a session there would be).
 */
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { repoOfSession } from '../analyze/repo-slug.js';
import { scanProject } from '../routing/project-scan.js';
import type { DeclaredTool } from '../routing/registry.js';
import { configuredTools } from '../config/stage-settings.js';
import type { Settings } from './global-options.js';

export type DeclaredSources = ReadonlyArray<{ tool: DeclaredTool; source: 'config' | 'project' }>;

export interface DeclaredToolSet {
  /** The repository the project folder belongs to, when one was given. */
  repo?: string;
  /** Config and project tools, for that repository. */
  declared: DeclaredSources;
  /** Config tools alone, for the others. */
  configOnly: DeclaredSources;
  problems: string[];
}

export function projectDirOption(command: Command): Command {
  return command.option('--project-dir <dir>', 'project folder whose .claude/skills, .claude/commands and .mcp.json declare tools for routing');
}

export function declaredTools(settings: Pick<Settings, 'config' | 'repo'>, projectDir: string | undefined): DeclaredToolSet {
  const configOnly = configuredTools(settings.config).map((tool) => ({ tool, source: 'config' as const }));
  if (projectDir === undefined) return { declared: configOnly, configOnly, problems: [] };
  const dir = resolve(projectDir);
  const scan = scanProject(dir);
  const repo = repoOfSession({ cwd: dir }, settings.repo);
  return { ...(repo !== undefined && { repo }), declared: [...configOnly, ...scan.tools.map((tool) => ({ tool, source: 'project' as const }))], configOnly, problems: scan.problems };
}
