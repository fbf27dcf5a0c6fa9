/**
 * scanProject over temporary project folders: skills (`.claude/skills/<folder>/SKILL.md`), slash commands
 * (`.claude/commands/**\/*.md`) and MCP servers (`.mcp.json`), and one problem per file it cannot use
 * while the rest of the scan goes on.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanProject } from '../../src/routing/project-scan.js';

/** A fresh project folder holding `files` (path relative to the folder → content). */
function project(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'tip-miner-project-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const PDF_SKILL = '---\nname: pdf-tools\ndescription: Fill, merge and split PDF files\n---\n\n# PDF tools\n\nUse pdftk.\n';
const MCP_JSON = JSON.stringify({
  mcpServers: {
    github: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github'], env: { GITHUB_TOKEN: 'x' } },
    playwright: { command: 'npx', args: ['@playwright/mcp@latest'], description: 'Drive a browser' },
  },
});

describe('scanProject', () => {
  it('finds skills, commands (sub-folders joined with :) and MCP servers, with their descriptions and files', () => {
    const dir = project({
      '.claude/skills/pdf/SKILL.md': PDF_SKILL,
      '.claude/skills/release-notes/SKILL.md': '---\ndescription: Write release notes from merged pull requests\n---\nBody.\n',
      '.claude/commands/deploy.md': '---\ndescription: Deploy the current branch\nargument-hint: <environment>\n---\n\nDeploy to $ARGUMENTS.\n',
      '.claude/commands/gsd/plan-phase.md': '# Plan a phase\n\nWrite the plan of the next phase.\n',
      '.mcp.json': MCP_JSON,
    });
    const scan = scanProject(dir);
    expect(scan.problems).toEqual([]);
    expect(scan.tools).toEqual([
      { name: 'skill:pdf-tools', origin: join(dir, '.claude/skills/pdf/SKILL.md'), description: 'Fill, merge and split PDF files' },
      { name: 'skill:release-notes', origin: join(dir, '.claude/skills/release-notes/SKILL.md'), description: 'Write release notes from merged pull requests' },
      { name: '/deploy', origin: join(dir, '.claude/commands/deploy.md'), description: 'Deploy the current branch' },
      { name: '/gsd:plan-phase', origin: join(dir, '.claude/commands/gsd/plan-phase.md'), description: 'Plan a phase' },
      { name: 'mcp__github', origin: join(dir, '.mcp.json') },
      { name: 'mcp__playwright', origin: join(dir, '.mcp.json'), description: 'Drive a browser' },
    ]);
  });

  it.each([
    ['the front matter name wins over the folder', '---\nname: pdf-tools\n---\n', 'skill:pdf-tools'],
    ['a blank front matter name falls back to the folder', '---\nname: "  "\ndescription: d\n---\n', 'skill:pdf'],
    ['no front matter: the folder', '# PDF\n\nNothing else.\n', 'skill:pdf'],
    ['a name that is not a string: the folder', '---\nname: 42\n---\n', 'skill:pdf'],
  ])('names a skill: %s', (_, text, name) => {
    const scan = scanProject(project({ '.claude/skills/pdf/SKILL.md': text }));
    expect(scan.tools.map((tool) => tool.name)).toEqual([name]);
    expect(scan.problems).toEqual([]);
  });

  it.each([
    ['the front matter description', '---\ndescription: Ship it\n---\n# Heading\n', 'Ship it'],
    ['the first line of text, heading marks removed', '\n\n## Deploy to production\nMore.\n', 'Deploy to production'],
    ['the first line after a front matter without description', '---\nallowed-tools: Bash(git:*)\n---\n\nCreate a git commit\n', 'Create a git commit'],
    ['Windows line ends and a byte-order mark', '\uFEFF---\r\ndescription: With BOM\r\n---\r\nbody\r\n', 'With BOM'],
    ['nothing when the file is empty', '', undefined],
    ['the first line after an empty front matter', '---\n---\n# Deploy to prod\n', 'Deploy to prod'],
    ['the first line after a front matter of a blank line', '---\n\n---\nDeploy it\n', 'Deploy it'],
    ['the first line after a front matter of only a comment', '---\n# nothing yet\n---\nDeploy it\n', 'Deploy it'],
  ])('describes a command by %s', (_, text, description) => {
    const scan = scanProject(project({ '.claude/commands/deploy.md': text }));
    expect(scan.problems).toEqual([]);
    expect(scan.tools).toHaveLength(1);
    expect(scan.tools[0]!.name).toBe('/deploy');
    expect(scan.tools[0]!.description).toBe(description);
  });

  it('cuts a long description to 300 characters', () => {
    const scan = scanProject(project({ '.claude/commands/long.md': `---\ndescription: ${'x'.repeat(500)}\n---\n` }));
    expect(scan.tools[0]!.description).toBe('x'.repeat(300));
  });

  it('leaves out what is not a skill or command: folders without SKILL.md, loose files, non-.md commands', () => {
    const scan = scanProject(
      project({
        '.claude/skills/draft/notes.md': '# not a skill',
        '.claude/skills/README.md': '# loose file',
        '.claude/commands/script.sh': 'echo hi',
        '.claude/commands/ok.md': '# Fine',
      }),
    );
    expect(scan.tools.map((tool) => tool.name)).toEqual(['/ok']);
    expect(scan.problems).toEqual([]);
  });

  it('finds nothing and reports nothing in a folder without .claude or .mcp.json', () => {
    expect(scanProject(project({ 'README.md': '# app' }))).toEqual({ tools: [], problems: [] });
    expect(scanProject(join(project(), 'does-not-exist'))).toEqual({ tools: [], problems: [] });
  });

  describe('bad input: one problem naming the file, the rest of the scan goes on', () => {
    const good = {
      '.claude/skills/pdf/SKILL.md': PDF_SKILL,
      '.claude/commands/deploy.md': '---\ndescription: Deploy the current branch\n---\n',
    };

    it('invalid YAML front matter: the skill keeps its folder name, without description', () => {
      const dir = project({ ...good, '.claude/skills/broken/SKILL.md': '---\nname: [unclosed\ndescription: x\n---\nBody\n', '.mcp.json': MCP_JSON });
      const scan = scanProject(dir);
      expect(scan.problems).toHaveLength(1);
      expect(scan.problems[0]).toContain(join(dir, '.claude/skills/broken/SKILL.md'));
      expect(scan.problems[0]).toMatch(/not valid YAML/);
      expect(scan.tools.map((tool) => tool.name)).toEqual(['skill:broken', 'skill:pdf-tools', '/deploy', 'mcp__github', 'mcp__playwright']);
      expect(scan.tools[0]).toEqual({ name: 'skill:broken', origin: join(dir, '.claude/skills/broken/SKILL.md') });
    });

    it('invalid YAML front matter in a command: the first line of text describes it', () => {
      const dir = project({ '.claude/commands/bad.md': '---\ndescription: "unclosed\n---\n# Fallback text\n' });
      const scan = scanProject(dir);
      expect(scan.problems).toEqual([expect.stringContaining(join(dir, '.claude/commands/bad.md'))]);
      expect(scan.tools).toEqual([{ name: '/bad', origin: join(dir, '.claude/commands/bad.md'), description: 'Fallback text' }]);
    });

    it('a front matter that is a list, not a mapping', () => {
      const dir = project({ '.claude/commands/list.md': '---\n- a\n- b\n---\nList front\n' });
      const scan = scanProject(dir);
      expect(scan.problems).toEqual([`${join(dir, '.claude/commands/list.md')}: the front matter is not a mapping; its name and description are not read`]);
      expect(scan.tools.map((tool) => tool.name)).toEqual(['/list']);
    });

    it.each([
      ['not JSON', '{"mcpServers": {"github": {}', /not valid JSON/],
      ['without mcpServers', '{"servers": {"github": {}}}', /no mcpServers mapping/],
      ['mcpServers a list', '{"mcpServers": ["github"]}', /no mcpServers mapping/],
      ['the JSON null', 'null', /no mcpServers mapping/],
    ])('.mcp.json %s', (_, text, problem) => {
      const dir = project({ ...good, '.mcp.json': text });
      const scan = scanProject(dir);
      expect(scan.problems).toHaveLength(1);
      expect(scan.problems[0]!.startsWith(`${join(dir, '.mcp.json')}: `)).toBe(true);
      expect(scan.problems[0]).toMatch(problem);
      expect(scan.tools.map((tool) => tool.name)).toEqual(['skill:pdf-tools', '/deploy']);
    });

    it('.mcp.json that cannot be read (a folder)', () => {
      const dir = project(good);
      mkdirSync(join(dir, '.mcp.json'));
      const scan = scanProject(dir);
      expect(scan.problems).toEqual([`${join(dir, '.mcp.json')}: is a folder, not a file; not read`]);
      expect(scan.tools.map((tool) => tool.name)).toEqual(['skill:pdf-tools', '/deploy']);
    });

    it('several bad files: one problem each', () => {
      const dir = project({
        ...good,
        '.claude/skills/broken/SKILL.md': '---\nname: [unclosed\n---\n',
        '.claude/commands/ops/bad.md': '---\n: : :\n  - [\n---\n',
        '.mcp.json': 'not json',
      });
      const scan = scanProject(dir);
      expect(scan.problems).toHaveLength(3);
      expect(scan.problems[0]).toContain(join(dir, '.claude/skills/broken/SKILL.md'));
      expect(scan.problems[1]).toContain(join(dir, '.claude/commands/ops/bad.md'));
      expect(scan.problems[2]).toContain(join(dir, '.mcp.json'));
      expect(scan.tools.map((tool) => tool.name)).toEqual(['skill:broken', 'skill:pdf-tools', '/deploy', '/ops:bad']);
    });
  });
});
