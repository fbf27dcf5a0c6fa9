import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readProjectMemory } from '../../src/store/project-memory.js';

const project = () => mkdtempSync(join(tmpdir(), 'tip-miner-memory-'));

describe('a project’s memory files', () => {
  it('reads CLAUDE.md, AGENTS.md and .claude/CLAUDE.md where present', () => {
    const dir = project();
    writeFileSync(join(dir, 'AGENTS.md'), '- Use rg.\n');
    mkdirSync(join(dir, '.claude'));
    writeFileSync(join(dir, '.claude', 'CLAUDE.md'), '- Use Grep.\n');
    expect(readProjectMemory(dir)).toEqual({
      files: [
        { name: 'AGENTS.md', text: '- Use rg.\n' },
        { name: '.claude/CLAUDE.md', text: '- Use Grep.\n' },
      ],
      problems: [],
    });
  });

  it('reads no folder, FIFO or file over the limit: a problem line each, the others are read', () => {
    const dir = project();
    mkdirSync(join(dir, 'CLAUDE.md'));
    writeFileSync(join(dir, 'AGENTS.md'), 'x'.repeat(600 * 1024));
    mkdirSync(join(dir, '.claude'));
    execFileSync('mkfifo', [join(dir, '.claude', 'CLAUDE.md')]);
    const memory = readProjectMemory(dir);
    expect(memory.files).toEqual([]);
    expect(memory.problems).toEqual([
      expect.stringMatching(/CLAUDE\.md: is a folder, not a file; not read/),
      expect.stringMatching(/AGENTS\.md: is \d+ bytes, over the 524288-byte limit; not read/),
      expect.stringMatching(/\.claude\/CLAUDE\.md: is not a regular file/),
    ]);
  });

  it('is nothing for a folder without them', () => {
    expect(readProjectMemory(project())).toEqual({ files: [], problems: [] });
  });
});
