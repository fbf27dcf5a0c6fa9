/**
 * The tools a project folder declares for Claude Code: skills (`.claude/skills/<name>/SKILL.md`, name
 * and description from the front matter), slash commands (`.claude/commands/**\/*.md`, sub-folders
 * joined with `:`, description from the front matter or the first line of text) and MCP servers
 * (`.mcp.json` `mcpServers`). A file that cannot be read or parsed is one problem naming it; the
 * rest of the scan goes on. The folder is the session's (the live hook scans it at every call): only
 * regular files are read, each up to a size cap, and at most MAX_ENTRIES entries per folder.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { NotRegularFileError, readRegularFile } from '../util/regular-file.js';
import { lazyYaml } from '../util/lazy-yaml.js';
import { redactThenCut } from '../safety/cut.js';
import { plainFrontMatter } from './plain-front-matter.js';
import type { DeclaredTool } from './registry.js';
import { mcpServerName, skillName } from './tool-kinds.js';
import { errorMessage } from '../errors.js';

export interface ProjectScan {
  tools: DeclaredTool[];
  problems: string[];
}

const MAX_DESCRIPTION_CHARS = 300;
/** Command folders nested deeper than this are not searched (and a symlink loop ends). */
const MAX_COMMAND_DEPTH = 4;
/** Entries looked at per folder, and bytes read per file: a project declares tens of tools, not thousands. */
const MAX_ENTRIES = 500;
const MAX_FILE_BYTES = 256 * 1024;

export function scanProject(dir: string): ProjectScan {
  const scan: ProjectScan = { tools: [], problems: [] };
  scanSkills(join(dir, '.claude', 'skills'), scan);
  scanCommands(join(dir, '.claude', 'commands'), scan);
  scanMcpServers(join(dir, '.mcp.json'), scan);
  return scan;
}

function scanSkills(root: string, scan: ProjectScan): void {
  for (const folder of entries(root, scan)) {
    const file = join(root, folder, 'SKILL.md');
    if (!isDirectory(join(root, folder)) || !existsSync(file)) continue;
    const text = readText(file, scan);
    if (text === undefined) continue;
    const { fields } = frontMatter(text, file, scan);
    const name = typeof fields.name === 'string' && fields.name.trim() !== '' ? fields.name.trim() : folder;
    scan.tools.push(declared(skillName(name), file, stringField(fields.description)));
  }
}

function scanCommands(root: string, scan: ProjectScan, dir = root, depth = 0): void {
  if (depth > MAX_COMMAND_DEPTH) return;
  for (const entry of entries(dir, scan)) {
    const path = join(dir, entry);
    if (isDirectory(path)) {
      scanCommands(root, scan, path, depth + 1);
      continue;
    }
    if (!entry.endsWith('.md')) continue;
    const text = readText(path, scan);
    if (text === undefined) continue;
    const { fields, body } = frontMatter(text, path, scan);
    const name = `/${relative(root, path).slice(0, -'.md'.length).split(sep).join(':')}`;
    scan.tools.push(declared(name, path, stringField(fields.description) ?? firstLine(body)));
  }
}

function scanMcpServers(file: string, scan: ProjectScan): void {
  if (!existsSync(file)) return;
  const text = readText(file, scan);
  if (text === undefined) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    scan.problems.push(`${file}: not valid JSON (${errorMessage(error)}); its MCP servers are not known`);
    return;
  }
  const servers = (parsed as { mcpServers?: unknown } | null)?.mcpServers;
  if (typeof servers !== 'object' || servers === null || Array.isArray(servers)) {
    scan.problems.push(`${file}: no mcpServers mapping; its MCP servers are not known`);
    return;
  }
  for (const [server, config] of Object.entries(servers)) {
    const description = stringField((config as { description?: unknown } | null)?.description);
    scan.tools.push(declared(mcpServerName(server), file, description));
  }
}

/** Front matter: the lines between a first line `---` and the next `---` line (none, or only comments, is empty). */
function frontMatter(text: string, file: string, scan: ProjectScan): { fields: Record<string, unknown>; body: string } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const end = lines[0]?.trim() === '---' ? lines.findIndex((line, index) => index > 0 && line.trim() === '---') : -1;
  if (end < 0) return { fields: {}, body: text };
  const body = lines.slice(end + 1).join('\n');
  const plain = plainFrontMatter(lines.slice(1, end));
  if (plain) return { fields: Object.fromEntries(plain), body };
  try {
    const fields: unknown = lazyYaml().parse(lines.slice(1, end).join('\n'));
    if (fields === null || fields === undefined) return { fields: {}, body };
    if (typeof fields === 'object' && !Array.isArray(fields)) return { fields: fields as Record<string, unknown>, body };
    scan.problems.push(`${file}: the front matter is not a mapping; its name and description are not read`);
  } catch (error) {
    scan.problems.push(`${file}: the front matter is not valid YAML (${errorMessage(error).split('\n')[0]}); its name and description are not read`);
  }
  return { fields: {}, body };
}

function firstLine(body: string): string | undefined {
  for (const line of body.split('\n')) {
    const text = line.replace(/^#+\s*/, '').trim();
    if (text !== '') return text;
  }
  return undefined;
}

function declared(name: string, origin: string, description: string | undefined): DeclaredTool {
  return { name, origin, ...(description !== undefined && { description: redactThenCut(description, MAX_DESCRIPTION_CHARS) }) };
}

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function entries(dir: string, scan: ProjectScan): string[] {
  if (!existsSync(dir)) return [];
  try {
    const names = readdirSync(dir).sort();
    if (names.length > MAX_ENTRIES) scan.problems.push(`${dir}: ${names.length} entries; only the first ${MAX_ENTRIES} are read`);
    return names.slice(0, MAX_ENTRIES);
  } catch (error) {
    scan.problems.push(`${dir}: cannot be read (${(error as NodeJS.ErrnoException).code ?? errorMessage(error)})`);
    return [];
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function readText(file: string, scan: ProjectScan): string | undefined {
  try {
    return readRegularFile(file, MAX_FILE_BYTES).text;
  } catch (error) {
    if (error instanceof NotRegularFileError) scan.problems.push(`${error.message}; not read`);
    else scan.problems.push(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? errorMessage(error)})`);
    return undefined;
  }
}
