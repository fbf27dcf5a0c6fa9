import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hookGroup, hooksIn, installHooks, ourHookCommand, SettingsShapeError, TIP_MINER_HOOKS, uninstallHooks } from '../../src/store/claude-hooks.js';
import { JsonTextError } from '../../src/util/json-text.js';
import { repoRoot } from '../helpers/paths.js';

/** The hooks part of a settings text, parsed. */
function hooksOf(text: string): Record<string, unknown> {
  return (JSON.parse(text) as { hooks: Record<string, unknown> }).hooks;
}

const INSTALLED = Object.fromEntries(TIP_MINER_HOOKS.map((hook) => [hook.event, [hookGroup(hook)]]));

describe("the hooks install writes are the README's", () => {
  it('the set-up section shows the same three entries, as the manual alternative', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Live advice in Claude Code'));
    const snippet = /```json\n([\s\S]*?)```/.exec(section)?.[1];
    expect(snippet).toBeDefined();
    expect(JSON.parse(snippet!)).toEqual({ hooks: INSTALLED });
    expect(section).toContain('tip-miner hooks install');
  });
});

describe('ourHookCommand: what is a tip-miner hook entry', () => {
  it.each([
    ['tip-miner hook session-start', 'session-start', ''],
    ['tip-miner hook session-end --db ~/h.db', 'session-end', ' --db ~/h.db'],
    ['npx tip-miner hook post-tool-use', 'post-tool-use', ''],
    ['npx -y tip-miner@0.1.0 hook post-tool-use', 'post-tool-use', ''],
    ['node /home/me/src/tip-miner/bin/tip-miner.js hook session-end', 'session-end', ''],
    ['/usr/local/bin/node "/opt/my tools/tip-miner/bin/tip-miner.js" hook session-start', 'session-start', ''],
    ['/home/me/.npm-global/bin/tip-miner hook session-start', 'session-start', ''],
    ['pnpm dlx tip-miner hook session-end', 'session-end', ''],
  ])('%s', (command, subcommand, options) => {
    expect(ourHookCommand(command)).toEqual({ subcommand, options });
  });

  it.each([
    'say done',
    'tip-miner tips',
    'tip-miner hook stop',
    'my-tip-miner hook session-start',
    'echo tip-miner hook session-start',
    'tip-miner hook session-startle',
    'cd /x && tip-miner hook session-end',
  ])('not: %s', (command) => {
    expect(ourHookCommand(command)).toBeUndefined();
  });
});

const OTHERS = `{
  "model": "opus",
  "hooks": {
    "Stop": [
      {
        "hooks": [
          { "type": "command", "command": "say done" }
        ]
      }
    ],
    "PostToolUse": [
      {
        "matcher": "Bash",
        "hooks": [
          { "type": "command", "command": "lint-bash" }
        ]
      }
    ]
  },
  "permissions": { "allow": ["Bash(npm test)"] },
  "n": 1.50
}
`;

describe('installHooks', () => {
  it.each<[string, string | undefined]>([
    ['a missing file', undefined],
    ['an empty object', '{}\n'],
    ['an empty object on one line', '{}'],
    ['an empty hooks object', '{\n  "hooks": {}\n}\n'],
    ['other hooks and keys', OTHERS],
    ['tabs and CRLF', OTHERS.replace(/ {2}/g, '\t').replace(/\n/g, '\r\n')],
    [
      'the README snippet pasted by hand, minus one hook',
      `{\n  "hooks": {\n    "SessionStart": [{ "hooks": [{ "type": "command", "command": "tip-miner hook session-start", "timeout": 10 }] }]\n  }\n}\n`,
    ],
  ])('into %s: one entry each, everything else kept; twice changes nothing; uninstall gives the text back', (_name, before) => {
    const once = installHooks(before);
    const parsed = JSON.parse(once.text) as Record<string, unknown>;
    const original = before === undefined ? {} : (JSON.parse(before) as Record<string, unknown>);
    // other keys, in their order, with their values
    expect(Object.keys(parsed).filter((key) => key !== 'hooks')).toEqual(Object.keys(original).filter((key) => key !== 'hooks'));
    for (const key of Object.keys(original)) if (key !== 'hooks') expect(parsed[key]).toEqual(original[key]);
    expect(hooksIn(once.text).map(({ commands, current }) => ({ commands: commands.length, current }))).toEqual(
      TIP_MINER_HOOKS.map(() => ({ commands: 1, current: true })),
    );
    if (before === OTHERS) {
      expect(once.text.startsWith('{\n  "model": "opus",\n  "hooks": {\n    "Stop": [')).toBe(true);
      expect(once.text.endsWith('  "permissions": { "allow": ["Bash(npm test)"] },\n  "n": 1.50\n}\n')).toBe(true);
      expect((hooksOf(once.text).PostToolUse as unknown[])[0]).toEqual({ matcher: 'Bash', hooks: [{ type: 'command', command: 'lint-bash' }] });
    }
    const twice = installHooks(once.text);
    expect(twice.text).toBe(once.text);
    expect(twice.changes.map((change) => change.change)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(uninstallHooks(once.text, before).text).toBe(before ?? '{}\n');
  });

  it('updates an older entry where it stands, keeping its options, and leaves one of each', () => {
    const before = `{
  "hooks": {
    "PostToolUse": [
      { "matcher": "*", "hooks": [{ "type": "command", "command": "node /src/tip-miner/bin/tip-miner.js hook post-tool-use --db /x.db", "timeout": 5 }] },
      { "matcher": "Bash", "hooks": [{ "type": "command", "command": "lint-bash" }] },
      { "hooks": [{ "type": "command", "command": "npx tip-miner hook post-tool-use" }] }
    ],
    "SessionEnd": [{ "hooks": [{ "command": "npx -y tip-miner hook session-end" }] }]
  }
}
`;
    const edit = installHooks(before);
    expect(edit.changes.map(({ hook, change }) => [hook.event, change])).toEqual([
      ['SessionStart', 'added'],
      ['PostToolUse', 'updated'],
      ['SessionEnd', 'updated'],
    ]);
    const hooks = hooksOf(edit.text);
    expect(hooks.PostToolUse).toEqual([
      { matcher: '*', hooks: [{ type: 'command', command: 'tip-miner hook post-tool-use --db /x.db', timeout: 10 }] },
      { matcher: 'Bash', hooks: [{ type: 'command', command: 'lint-bash' }] },
    ]);
    expect(hooks.SessionEnd).toEqual([{ hooks: [{ command: 'tip-miner hook session-end', type: 'command', timeout: 60 }] }]);
    expect(installHooks(edit.text).text).toBe(edit.text);
  });

  it('moves a PostToolUse entry out of a group of other hooks under another matcher; gives its own group the matcher *', () => {
    const shared =
      '{"hooks": {"PostToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "lint"}, {"type": "command", "command": "tip-miner hook post-tool-use", "timeout": 10}]}]}}';
    expect(hooksOf(installHooks(shared).text).PostToolUse).toEqual([
      { matcher: 'Bash', hooks: [{ type: 'command', command: 'lint' }] },
      hookGroup(TIP_MINER_HOOKS[1]!),
    ]);
    const own = '{"hooks": {"PostToolUse": [{"matcher": "Edit", "hooks": [{"type": "command", "command": "tip-miner hook post-tool-use", "timeout": 10}]}]}}';
    expect(hooksOf(installHooks(own).text).PostToolUse).toEqual([hookGroup(TIP_MINER_HOOKS[1]!)]);
  });

  it.each([
    ['not JSON', '{ "a": 1,, }', JsonTextError],
    ['JSON with comments', '{\n  // mine\n  "a": 1\n}\n', JsonTextError],
    ['an array', '[]', SettingsShapeError],
    ['hooks that are not an object', '{"hooks": []}', SettingsShapeError],
    ['an event that is not an array', '{"hooks": {"SessionStart": {}}}', SettingsShapeError],
  ])('refuses %s', (_name, text, error) => {
    expect(() => installHooks(text)).toThrow(error);
  });
});

describe('uninstallHooks', () => {
  it('takes out only our entries; containers the original had stay, those install made go', () => {
    const original = '{\n  "hooks": {\n    "SessionStart": []\n  }\n}\n';
    const installed = installHooks(original).text;
    // edited by hand after install: install(original) is no longer the text, so the structural removal decides
    const edited = installed.replace('"hooks": {', '"hooks": {\n    "Stop": [],');
    const removed = uninstallHooks(edited, original).text;
    expect(JSON.parse(removed)).toEqual({ hooks: { Stop: [], SessionStart: [] } });
    expect(JSON.parse(uninstallHooks(edited).text)).toEqual({ hooks: { Stop: [] } });
  });

  it('leaves a file without our hooks as it is', () => {
    expect(uninstallHooks(OTHERS)).toEqual({ text: OTHERS, changes: TIP_MINER_HOOKS.map((hook) => ({ hook, change: 'absent' })) });
  });

  it('removes every entry of a hook installed twice by hand, and a group only when it held only ours', () => {
    const text = JSON.stringify(
      {
        hooks: {
          SessionEnd: [
            {
              hooks: [
                { type: 'command', command: 'tip-miner hook session-end' },
                { type: 'command', command: 'backup-notes' },
              ],
            },
            { hooks: [{ type: 'command', command: 'npx tip-miner hook session-end', timeout: 60 }] },
          ],
        },
      },
      null,
      2,
    );
    expect(JSON.parse(uninstallHooks(text).text)).toEqual({ hooks: { SessionEnd: [{ hooks: [{ type: 'command', command: 'backup-notes' }] }] } });
  });
});
