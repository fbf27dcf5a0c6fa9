import { describe, expect, it } from 'vitest';
import { agentLogLocations } from '../../src/ingest/log-locations.js';

const HOME = '/home/ana';

describe('agentLogLocations', () => {
  it.each<[string, Record<string, string>, Array<[string, string]>]>([
    [
      'the defaults',
      {},
      [
        ['/home/ana/.claude/projects', 'Claude Code'],
        ['/home/ana/.config/claude/projects', 'Claude Code'],
        ['/home/ana/.codex/sessions', 'Codex'],
      ],
    ],
    [
      '$CLAUDE_CONFIG_DIR, a comma-separated list (blanks ignored, a relative folder from home), before the defaults',
      { CLAUDE_CONFIG_DIR: '/opt/claude, work-claude,,' },
      [
        ['/opt/claude/projects', 'Claude Code, $CLAUDE_CONFIG_DIR'],
        ['/home/ana/work-claude/projects', 'Claude Code, $CLAUDE_CONFIG_DIR'],
        ['/home/ana/.claude/projects', 'Claude Code'],
        ['/home/ana/.config/claude/projects', 'Claude Code'],
        ['/home/ana/.codex/sessions', 'Codex'],
      ],
    ],
    [
      'a default named again by $CLAUDE_CONFIG_DIR is read once',
      { CLAUDE_CONFIG_DIR: '/home/ana/.claude' },
      [
        ['/home/ana/.claude/projects', 'Claude Code, $CLAUDE_CONFIG_DIR'],
        ['/home/ana/.config/claude/projects', 'Claude Code'],
        ['/home/ana/.codex/sessions', 'Codex'],
      ],
    ],
    [
      '$CODEX_HOME instead of ~/.codex',
      { CODEX_HOME: '/srv/codex' },
      [
        ['/home/ana/.claude/projects', 'Claude Code'],
        ['/home/ana/.config/claude/projects', 'Claude Code'],
        ['/srv/codex/sessions', 'Codex, $CODEX_HOME'],
      ],
    ],
  ])('%s', (_name, env, expected) => {
    // the places of Claude Code and Codex (each other agent's are tested with its format: tests/ingest/formats/<id>.test.ts)
    const places = agentLogLocations({ env, homeDir: HOME, platform: 'linux' }).filter(({ source }) => /^(Claude Code|Codex)\b/.test(source));
    expect(places.map(({ path, source }) => [path, source])).toEqual(expected);
  });
});
