/** Which files are the agent's own, documentation, or code (src/delegation/work-files.ts); paths as the corpus has them, and crafted ones. */
import { describe, expect, it } from 'vitest';
import { fileKind, isCodebaseFile } from '../../src/delegation/work-files.js';

describe('fileKind', () => {
  it.each([
    // the agent's own: plans, config, memory files (the first four from the shared corpus)
    ['/home/cboos/.claude/plans/humble-doodling-wolf.md', 'agent'],
    ['~/.claude/CLAUDE.md', 'agent'],
    ['CLAUDE.md', 'agent'],
    ['.claude/CLAUDE.md', 'agent'],
    ['AGENTS.md', 'agent'],
    ['packages/api/CLAUDE.local.md', 'agent'],
    ['.claude/settings.json', 'agent'],
    ['.claude/commands/release.md', 'agent'],
    ['/Users/me/.codex/config.toml', 'agent'],
    ['.github/copilot-instructions.md', 'agent'],
    ['.cursorrules', 'agent'],
    // documentation: by extension, or by folder
    ['README.md', 'docs'],
    ['CONTRIBUTING.md', 'docs'],
    ['docs/guide/index.rst', 'docs'],
    ['docs/conf.py', 'docs'],
    ['doc/api.adoc', 'docs'],
    ['notes.txt', 'docs'],
    ['CHANGELOG.MD', 'docs'],
    // code: everything else, and build files that carry a documentation extension
    ['claude_code_log/renderer.py', 'code'],
    ['package.json', 'code'],
    ['.github/workflows/ci.yml', 'code'],
    ['requirements.txt', 'code'],
    ['requirements-dev.txt', 'code'],
    ['CMakeLists.txt', 'code'],
    ['src/docs.ts', 'code'],
    ['src/claude/agent.py', 'code'],
    ['Makefile', 'code'],
  ] as const)('%s → %s', (path, kind) => {
    expect(fileKind(path)).toBe(kind);
    expect(isCodebaseFile(path)).toBe(kind !== 'agent');
  });
});
