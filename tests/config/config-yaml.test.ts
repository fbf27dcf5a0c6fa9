/**
 * Every way the config can fail to load is one ConfigError naming the file (and its line where there is one):
 * never the yaml package's own error, a stack overflow, a prototype reached or a value read with U+FFFD.
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_YAML_LIMITS } from '../../src/config/config-yaml.js';
import { loadConfig } from '../../src/config/load-config.js';
import { ConfigError } from '../../src/errors.js';
import { runCli } from '../../src/cli/main.js';
import { testHost } from '../helpers/cli.js';
import { fixture } from '../helpers/paths.js';

/** Aliases that expand ten-fold per level: a few hundred bytes, billions of values. */
function aliasBomb(levels = 12): string {
  const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
  for (let level = 1; level < levels; level++) lines.push(`a${level}: &a${level} [${Array.from({ length: 10 }, () => `*a${level - 1}`).join(', ')}]`);
  return `${lines.join('\n')}\n`;
}

/** Each config content (bytes) that cannot load, and what its one line says. */
const BAD_CONFIGS: Array<[string, Buffer | 'folder', RegExp]> = [
  ['an alias bomb', Buffer.from(aliasBomb()), /aliases expand more than 100 times/],
  ['a file over the size cap', Buffer.alloc(2 * 1024 * 1024, 'a'), /over the \d+-byte limit/],
  ['flow lists nested 5000 deep', Buffer.from(`a: ${'['.repeat(5000)}${']'.repeat(5000)}\n`), /nested more than \d+ levels deep/],
  [
    'block mappings nested 40 deep',
    Buffer.from(Array.from({ length: 40 }, (_, depth) => `${'  '.repeat(depth)}k${depth}:`).join('\n') + ' 1\n'),
    /:\d+: nested more than 32 levels deep/,
  ],
  ['a duplicate key', Buffer.from('tip_miner:\n  db: a\n  db: b\n'), /:3: invalid YAML: Map keys must be unique/],
  ['Latin-1 bytes', Buffer.from('tip_miner:\n  repo: caf\xe9\n', 'latin1'), /:2: the config is not UTF-8 text \(byte 0xe9/],
  ['UTF-16 text', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('tip_miner:\n  repo: x\n', 'utf16le')]), /:1: the config is not UTF-8 text/],
  ['a folder in its place', 'folder', /is a folder, not a file/],
  ['a !!js/function tag', Buffer.from("tip_miner: !!js/function 'function () {}'\n"), /:1: the tag !!js\/function is not allowed/],
  ['a custom tag', Buffer.from('tip_miner:\n  repo: !evil x\n'), /:2: the tag !evil is not allowed/],
  ['a __proto__ section', Buffer.from('__proto__:\n  tip_miner:\n    db: /tmp/evil.db\n'), /:1: the key __proto__ is not allowed/],
  ['a __proto__ key in a section', Buffer.from('optimization:\n  __proto__: {tool_tips_max_count: 1}\n'), /:2: the key __proto__ is not allowed/],
  ['a constructor detector', Buffer.from('tip_miner:\n  detectors:\n    constructor: {enabled: false}\n'), /:3: the key constructor is not allowed/],
  ['a prototype repository', Buffer.from('tip_miner:\n  repos:\n    prototype: [x]\n'), /:3: the key prototype is not allowed/],
  ['a key that is a list', Buffer.from('? [tip_miner]\n: 1\n'), /:1: a key must be plain text/],
];

function folderWith(content: Buffer | 'folder'): string {
  const folder = mkdtempSync(join(tmpdir(), 'tip-miner-bad-config-'));
  const file = join(folder, 'agent-framework.yaml');
  if (content === 'folder') mkdirSync(file);
  else writeFileSync(file, content);
  return folder;
}

describe('a config that cannot load', () => {
  it.each(BAD_CONFIGS)('%s: one ConfigError naming the file', (_name, content, message) => {
    const folder = folderWith(content);
    let caught: unknown;
    try {
      loadConfig(undefined, { cwd: folder, dataHome: folder });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const text = (caught as Error).message;
    expect(text.split('\n')).toHaveLength(1);
    expect(text).toContain(join(folder, 'agent-framework.yaml'));
    expect(text).toMatch(message);
  });

  it('a config with aliases within the bound and a UTF-8 byte order mark still loads', () => {
    const text = 'tip_miner:\n  repos:\n    acme/widgets: &names [widgets, w2]\nother: [*names, *names]\n';
    const folder = folderWith(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    const config = loadConfig(undefined, { cwd: folder, dataHome: folder });
    expect(config.tip_miner.repos).toEqual([{ repo: 'acme/widgets', aliases: ['widgets', 'w2'] }]);
    expect(CONFIG_YAML_LIMITS.maxAliasCount).toBeGreaterThan(2);
  });
});

/** Every command that reads the config (detectors and explain read none). */
const COMMANDS: string[][] = [
  ['analyze', fixture('agent-framework')],
  ['merge', 'other.db'],
  ['tips'],
  ['patterns'],
  ['findings'],
  ['corrections'],
  ['proposals'],
  ['review', '--approve', 'all'],
  ['delegation'],
  ['routes'],
  ['repos'],
  ['report'],
  ['report', '--html', 'report.html'],
  ['export', '--out', 'exported'],
  ['prefs', 'list'],
  ['prefs', 'set', 'exploration', 'never'],
];

async function run(folder: string, args: string[], stdin?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...args, '--db', join(folder, 'h.db'), '--memory-dir', join(folder, 'memory')], {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    ...(stdin !== undefined && { readStdin: () => Promise.resolve({ text: stdin, complete: true }) }),
    cwd: folder,
    env: testHost.env,
    host: testHost,
  });
  return { code, stdout, stderr };
}

describe.each(BAD_CONFIGS)('every command, given %s in ./agent-framework.yaml', (_name, content, message) => {
  it.each(COMMANDS.map((command) => [command.join(' '), command]))('%s: one line naming the file, exit 2, nothing written', async (_label, command) => {
    const folder = folderWith(content);
    const { code, stdout, stderr } = await run(folder, command);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^tip-miner: error: /)]);
    expect(stderr).toContain(join(folder, 'agent-framework.yaml'));
    expect(stderr).toMatch(message);
    expect(existsSync(join(folder, 'h.db'))).toBe(false);
  });

  it.each(['session-start', 'session-end', 'post-tool-use'])('hook %s: exit 0, notes naming the file, no trace', async (hook) => {
    const folder = folderWith(content);
    const { code, stderr } = await run(folder, ['hook', hook], JSON.stringify({ session_id: 'S', transcript_path: join(folder, 'S.jsonl'), cwd: folder }));
    expect(code).toBe(0);
    expect(stderr).not.toMatch(/^\s+at /m);
    for (const line of stderr.trim().split('\n').filter(Boolean)) expect(line).toMatch(/^tip-miner hook: /);
  });
});
