/**
 * Where analyze looks without a path: every registered agent's places (its profile's `locations`), in the
 * registry's order, each place once. Each agent's own places and variables are checked here as their part of
 * the list (by their source's name), and in the agent's own tests.
 */
import { describe, expect, it } from 'vitest';
import { AGENTS } from '../../src/ingest/formats/index.js';
import { agentLogLocations } from '../../src/ingest/log-locations.js';

const HOME = '/home/ana';
const host = (env: Record<string, string>) => ({ env, homeDir: HOME, platform: 'linux' as const });
const of = (prefix: string, env: Record<string, string>) =>
  agentLogLocations(host(env))
    .filter(({ source }) => source.startsWith(prefix))
    .map(({ path, source }) => [path, source]);

describe('agentLogLocations', () => {
  it('is every agent’s places in the registry’s order, each place once', () => {
    const all = AGENTS.flatMap((agent) => agent.locations(host({})));
    const unique = all.filter((location, index) => all.findIndex((other) => other.path === location.path) === index);
    expect(agentLogLocations(host({}))).toEqual(unique);
    expect(new Set(agentLogLocations(host({ CLAUDE_CONFIG_DIR: '/home/ana/.claude' })).map(({ path }) => path)).size).toBe(
      agentLogLocations(host({ CLAUDE_CONFIG_DIR: '/home/ana/.claude' })).length,
    );
  });

  it.each<[string, string, Record<string, string>, Array<[string, string]>]>([
    [
      'Claude Code: the defaults',
      'Claude Code',
      {},
      [
        ['/home/ana/.claude/projects', 'Claude Code'],
        ['/home/ana/.config/claude/projects', 'Claude Code'],
      ],
    ],
    [
      'Claude Code: $CLAUDE_CONFIG_DIR, a comma-separated list (blanks ignored, a relative folder from home), before the defaults',
      'Claude Code',
      { CLAUDE_CONFIG_DIR: '/opt/claude, work-claude,,' },
      [
        ['/opt/claude/projects', 'Claude Code, $CLAUDE_CONFIG_DIR'],
        ['/home/ana/work-claude/projects', 'Claude Code, $CLAUDE_CONFIG_DIR'],
        ['/home/ana/.claude/projects', 'Claude Code'],
        ['/home/ana/.config/claude/projects', 'Claude Code'],
      ],
    ],
    [
      'Claude Code: a default named again by $CLAUDE_CONFIG_DIR is read once',
      'Claude Code',
      { CLAUDE_CONFIG_DIR: '/home/ana/.claude' },
      [
        ['/home/ana/.claude/projects', 'Claude Code, $CLAUDE_CONFIG_DIR'],
        ['/home/ana/.config/claude/projects', 'Claude Code'],
      ],
    ],
    ['Codex: the default', 'Codex', {}, [['/home/ana/.codex/sessions', 'Codex']]],
    ['Codex: $CODEX_HOME instead of ~/.codex', 'Codex', { CODEX_HOME: '/srv/codex' }, [['/srv/codex/sessions', 'Codex, $CODEX_HOME']]],
  ])('%s', (_name, prefix, env, expected) => {
    expect(of(prefix, env)).toEqual(expected);
  });
});
