/**
 * The tools routing may suggest besides those in the logs: the config's, and with `--project-dir` the
 * project folder's skills, slash commands and MCP servers (routing/project-scan.ts). They belong to the
 * repository `--repo` names, else the folder's (as a command run there would take it: app/current-repo.ts).
 */
import { resolve } from 'node:path';
import { commandRepo } from './current-repo.js';
import { configuredTools } from '../config/stage-settings.js';
import { scanProject } from '../routing/project-scan.js';
import type { DeclaredTool } from '../routing/registry.js';
import type { AppSettings } from './settings.js';

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

export function declaredTools(settings: Pick<AppSettings, 'config' | 'repo' | 'cwd' | 'memoryDir'>, projectDir: string | undefined): DeclaredToolSet {
  const configOnly = configuredTools(settings.config).map((tool) => ({ tool, source: 'config' as const }));
  if (projectDir === undefined) return { declared: configOnly, configOnly, problems: [] };
  const dir = resolve(settings.cwd, projectDir);
  const scan = scanProject(dir);
  return {
    repo: commandRepo({ ...settings, cwd: dir }).repo,
    declared: [...configOnly, ...scan.tools.map((tool) => ({ tool, source: 'project' as const }))],
    configOnly,
    problems: scan.problems,
  };
}
