import { describe, expect, it } from 'vitest';
import { agentLogLocations } from '../../src/ingest/log-locations.js';

const HOME = '/home/ana';
/** OpenCode's database and its older storage sessions, in its data folder (tests/ingest/formats/opencode.test.ts for its variables). */
const OPENCODE: Array<[string, string]> = [
  ['/home/ana/.local/share/opencode/opencode.db', 'OpenCode'],
  ['/home/ana/.local/share/opencode/storage/session', 'OpenCode'],
];

describe('agentLogLocations', () => {
  it.each<[string, Record<string, string>, Array<[string, string]>]>([
    [
      'the defaults',
      {},
      [
        ['/home/ana/.claude/projects', 'Claude Code'],
        ['/home/ana/.config/claude/projects', 'Claude Code'],
        ['/home/ana/.codex/sessions', 'Codex'],
        ...OPENCODE,
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
        ...OPENCODE,
      ],
    ],
    [
      'a default named again by $CLAUDE_CONFIG_DIR is read once',
      { CLAUDE_CONFIG_DIR: '/home/ana/.claude' },
      [
        ['/home/ana/.claude/projects', 'Claude Code, $CLAUDE_CONFIG_DIR'],
        ['/home/ana/.config/claude/projects', 'Claude Code'],
        ['/home/ana/.codex/sessions', 'Codex'],
        ...OPENCODE,
      ],
    ],
    [
      '$CODEX_HOME instead of ~/.codex',
      { CODEX_HOME: '/srv/codex' },
      [
        ['/home/ana/.claude/projects', 'Claude Code'],
        ['/home/ana/.config/claude/projects', 'Claude Code'],
        ['/srv/codex/sessions', 'Codex, $CODEX_HOME'],
        ...OPENCODE,
      ],
    ],
  ])('%s', (_name, env, expected) => {
    expect(agentLogLocations({ env, homeDir: HOME, platform: 'linux' }).map(({ path, source }) => [path, source])).toEqual(expected);
  });
});
