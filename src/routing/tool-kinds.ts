/**
 * Routing names and what they stand for. A tool call keeps its normalised name, except three kinds:
 * MCP tools keep `mcp__<server>__<tool>` (Codex's older `<server>__<tool>` too), a Skill call becomes
 * `skill:<name>`, and a slash command — typed by the user or run through the SlashCommand tool —
 * becomes `/<name>`. Built-in tools and built-in slash commands are never suggested, nor tip-miner's own.
 */
import type { ToolKind } from './types.js';

const SKILL_PREFIX = 'skill:';

/** Claude Code's own slash commands: the harness's, not the project's. */
const BUILTIN_SLASH_COMMANDS: ReadonlySet<string> = new Set(
  (
    'add-dir agents bashes bug clear compact config context cost doctor exit export feedback fast help hooks ide init ' +
    'install-github-app keybindings login logout mcp memory migrate-installer model output-style permissions plugin ' +
    'pr-comments privacy-settings release-notes resume review rewind sandbox security-review skills status statusline ' +
    'tasks terminal-setup theme todos upgrade usage vim'
  ).split(' '),
);

const MCP_NAME = /^(?:mcp__)?([^_][^]*?)__([^]+)$/;
const OWN_NAME = /tip[-_]?miner/i;

export function kindOf(name: string): ToolKind {
  if (name.startsWith(SKILL_PREFIX)) return 'skill';
  if (name.startsWith('/')) return BUILTIN_SLASH_COMMANDS.has(name.slice(1)) ? 'builtin' : 'slash_command';
  if (name.startsWith('mcp__') && !name.slice(5).includes('__')) return 'mcp_server';
  if (MCP_NAME.test(name)) return 'mcp';
  return 'builtin';
}

/** The MCP server of an MCP tool or server name: `mcp__github__create_issue` → `github`. */
export function mcpServerOf(name: string): string | undefined {
  const kind = kindOf(name);
  if (kind === 'mcp_server') return name.slice(5);
  if (kind !== 'mcp') return undefined;
  return MCP_NAME.exec(name)?.[1];
}

/** The name of the MCP server entry for a server: `github` → `mcp__github`. */
export function mcpServerName(server: string): string {
  return `mcp__${server}`;
}

export function skillName(skill: string): string {
  return `${SKILL_PREFIX}${skill}`;
}

/** `/deploy prod` or `deploy` → `/deploy`. */
export function slashCommandName(command: string): string | undefined {
  const name = command.trim().split(/\s/, 1)[0]?.replace(/^\/+/, '');
  return name ? `/${name}` : undefined;
}

/** tip-miner's own tools (an MCP server, skill or command named after it) are never suggested. */
export function isOwnTool(name: string): boolean {
  return OWN_NAME.test(name);
}

/** May the router suggest this tool? Declared tools (config) are, unless they are built-ins by name. */
export function isSuggestable(name: string, declared = false): boolean {
  if (isOwnTool(name)) return false;
  const kind = kindOf(name);
  if (kind !== 'builtin') return true;
  return declared && !name.startsWith('/') && !BUILTIN_TOOL_NAMES.has(name);
}

/** The agents' built-in tool names (Claude Code, Codex, normalised): a config entry cannot make them suggestable. */
const BUILTIN_TOOL_NAMES: ReadonlySet<string> = new Set([
  'Read',
  'Write',
  'Edit',
  'MultiEdit',
  'NotebookEdit',
  'Bash',
  'Grep',
  'Glob',
  'LS',
  'Task',
  'Agent',
  'TodoWrite',
  'TaskCreate',
  'TaskUpdate',
  'TaskList',
  'TaskGet',
  'TaskOutput',
  'TaskStop',
  'KillShell',
  'BashOutput',
  'KillBash',
  'WebFetch',
  'WebSearch',
  'Skill',
  'SlashCommand',
  'ToolSearch',
  'AskUserQuestion',
  'EnterPlanMode',
  'ExitPlanMode',
  'update_plan',
  'view_image',
  'web_search',
  'read_file',
  'list_dir',
  'grep_files',
]);
