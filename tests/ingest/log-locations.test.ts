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
        ['/home/ana/.gemini/tmp', 'Gemini CLI'],
        ['/home/ana/.qwen/projects', 'Qwen Code'],
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
        ['/home/ana/.gemini/tmp', 'Gemini CLI'],
        ['/home/ana/.qwen/projects', 'Qwen Code'],
      ],
    ],
    [
      'a default named again by $CLAUDE_CONFIG_DIR is read once',
      { CLAUDE_CONFIG_DIR: '/home/ana/.claude' },
      [
        ['/home/ana/.claude/projects', 'Claude Code, $CLAUDE_CONFIG_DIR'],
        ['/home/ana/.config/claude/projects', 'Claude Code'],
        ['/home/ana/.codex/sessions', 'Codex'],
        ['/home/ana/.gemini/tmp', 'Gemini CLI'],
        ['/home/ana/.qwen/projects', 'Qwen Code'],
      ],
    ],
    [
      '$CODEX_HOME instead of ~/.codex',
      { CODEX_HOME: '/srv/codex' },
      [
        ['/home/ana/.claude/projects', 'Claude Code'],
        ['/home/ana/.config/claude/projects', 'Claude Code'],
        ['/srv/codex/sessions', 'Codex, $CODEX_HOME'],
        ['/home/ana/.gemini/tmp', 'Gemini CLI'],
        ['/home/ana/.qwen/projects', 'Qwen Code'],
      ],
    ],
    [
      '$QWEN_HOME and $GEMINI_CLI_HOME: the places the agents would write to',
      { QWEN_HOME: '/srv/qwen', GEMINI_CLI_HOME: '/srv/gemini-home' },
      [
        ['/home/ana/.claude/projects', 'Claude Code'],
        ['/home/ana/.config/claude/projects', 'Claude Code'],
        ['/home/ana/.codex/sessions', 'Codex'],
        ['/srv/gemini-home/.gemini/tmp', 'Gemini CLI, $GEMINI_CLI_HOME'],
        ['/srv/qwen/projects', 'Qwen Code, $QWEN_HOME'],
        ['/home/ana/.qwen/projects', 'Qwen Code'],
      ],
    ],
  ])('%s', (_name, env, expected) => {
    expect(agentLogLocations({ env, homeDir: HOME, platform: 'linux' }).map(({ path, source }) => [path, source])).toEqual(expected);
  });
});
