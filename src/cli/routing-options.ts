/** `--project-dir`, shared by `analyze` and `routes` (app/project-tools.ts reads the folder). */
import type { Command } from 'commander';

export function projectDirOption(command: Command): Command {
  return command.option('--project-dir <dir>', 'project folder whose .claude/skills, .claude/commands and .mcp.json declare tools for routing');
}
