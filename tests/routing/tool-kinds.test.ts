import { describe, expect, it } from 'vitest';
import { isOwnTool, isSuggestable, kindOf, mcpServerName, mcpServerOf, skillName, slashCommandName } from '../../src/routing/tool-kinds.js';
import type { ToolKind } from '../../src/routing/types.js';

describe('kindOf', () => {
  it.each<[string, ToolKind]>([
    ['Read', 'builtin'],
    ['Bash', 'builtin'],
    ['Task', 'builtin'],
    ['update_plan', 'builtin'],
    ['search_docs', 'builtin'],
    ['mcp__github__create_issue', 'mcp'],
    ['mcp__claude_ai_Gmail__authenticate', 'mcp'],
    ['github__create_issue', 'mcp'],
    ['mcp__github', 'mcp_server'],
    ['mcp__claude_ai_Gmail', 'mcp_server'],
    ['skill:pdf', 'skill'],
    ['skill:gsd:plan-phase', 'skill'],
    ['/deploy', 'slash_command'],
    ['/gsd:plan-phase', 'slash_command'],
    ['/clear', 'builtin'],
    ['/model', 'builtin'],
    ['/review', 'builtin'],
    ['/compact', 'builtin'],
  ])('%s is %s', (name, kind) => {
    expect(kindOf(name)).toBe(kind);
  });
});

describe('mcpServerOf', () => {
  it.each<[string, string | undefined]>([
    ['mcp__github__create_issue', 'github'],
    ['mcp__claude_ai_Gmail__authenticate', 'claude_ai_Gmail'],
    ['mcp__plugin_x__tool__with__parts', 'plugin_x'],
    ['github__create_issue', 'github'],
    ['mcp__github', 'github'],
    ['Read', undefined],
    ['skill:pdf', undefined],
    ['/deploy', undefined],
    ['search_docs', undefined],
  ])('%s → %s', (name, server) => {
    expect(mcpServerOf(name)).toBe(server);
  });

  it('mcpServerName is its inverse for server entries', () => {
    expect(mcpServerName('github')).toBe('mcp__github');
    expect(mcpServerOf(mcpServerName('claude_ai_Gmail'))).toBe('claude_ai_Gmail');
  });

  it('skillName prefixes skill:', () => {
    expect(skillName('pdf')).toBe('skill:pdf');
    expect(kindOf(skillName('pdf'))).toBe('skill');
  });
});

describe('slashCommandName', () => {
  it.each<[string, string | undefined]>([
    ['/deploy prod', '/deploy'],
    ['/deploy', '/deploy'],
    ['deploy', '/deploy'],
    ['  /gsd:plan-phase 3 --fast', '/gsd:plan-phase'],
    ['/deploy\tprod', '/deploy'],
    ['//deploy', '/deploy'],
    ['', undefined],
    ['   ', undefined],
    ['/', undefined],
  ])('%j → %s', (command, name) => {
    expect(slashCommandName(command)).toBe(name);
  });
});

describe('isOwnTool', () => {
  it.each<[string, boolean]>([
    ['mcp__tip-miner__tips', true],
    ['mcp__tip_miner__tips', true],
    ['mcp__tipminer', true],
    ['skill:tip-miner', true],
    ['/tip-miner', true],
    ['/Tip_Miner-report', true],
    ['mcp__github__create_issue', false],
    ['skill:miner', false],
    ['/tips', false],
  ])('%s → %s', (name, own) => {
    expect(isOwnTool(name)).toBe(own);
  });
});

describe('isSuggestable', () => {
  it.each<[string, boolean, boolean]>([
    // name, declared, suggestable
    ['mcp__github__create_issue', false, true],
    ['github__create_issue', false, true],
    ['mcp__github', false, true],
    ['skill:pdf', false, true],
    ['/deploy', false, true],
    ['search_docs', false, false],
    ['search_docs', true, true],
    ['Read', false, false],
    ['Read', true, false],
    ['Bash', true, false],
    ['Task', true, false],
    ['update_plan', true, false],
    ['/clear', false, false],
    ['/clear', true, false],
    ['/review', true, false],
    ['mcp__tip-miner__tips', false, false],
    ['skill:tip-miner', true, false],
    ['tip_miner_search', true, false],
  ])('%s (declared: %s) → %s', (name, declared, suggestable) => {
    expect(isSuggestable(name, declared)).toBe(suggestable);
  });

  it('is not declared by default', () => {
    expect(isSuggestable('search_docs')).toBe(false);
    expect(isSuggestable('skill:pdf')).toBe(true);
  });
});
