/**
 * No stack trace for any file state: every command, given a history database or memory dir that is a
 * folder, a file, damaged, of another program or of a newer tip-miner, or memory files that are not of
 * their shape, ends with one-line errors and a documented exit code (0, or 2) — never a thrown error.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { LATEST_SCHEMA_VERSION } from '../../src/store/schema-check.js';
import { BLOCK_END, BLOCK_START } from '../../src/store/memory-file-block.js';
import { fixture, repoRoot } from '../helpers/paths.js';
import { testHost } from '../helpers/cli.js';

interface State {
  db: string;
  memory: string;
}

/** Each makes one broken state in a fresh folder. */
const STATES: Array<[string, (folder: string) => State]> = [
  ['a database path that is a folder', (folder) => (mkdirSync(join(folder, 'db')), { db: join(folder, 'db'), memory: join(folder, 'memory') })],
  [
    'a database that is a text file',
    (folder) => (
      writeFileSync(join(folder, 'db'), 'not sqlite, long enough for a header of 16 bytes'),
      { db: join(folder, 'db'), memory: join(folder, 'memory') }
    ),
  ],
  [
    'a database of another program',
    (folder) => {
      const raw = new Database(join(folder, 'db'));
      raw.exec('CREATE TABLE t (x)');
      raw.close();
      return { db: join(folder, 'db'), memory: join(folder, 'memory') };
    },
  ],
  [
    'a database of a newer tip-miner',
    (folder) => {
      HistoryDb.open(join(folder, 'db')).close();
      const raw = new Database(join(folder, 'db'));
      raw.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, 0)').run(LATEST_SCHEMA_VERSION + 1);
      raw.close();
      return { db: join(folder, 'db'), memory: join(folder, 'memory') };
    },
  ],
  [
    'a database with a dropped table',
    (folder) => {
      HistoryDb.open(join(folder, 'db')).close();
      const raw = new Database(join(folder, 'db'));
      raw.exec('DROP TABLE corrections');
      raw.close();
      return { db: join(folder, 'db'), memory: join(folder, 'memory') };
    },
  ],
  ['a memory dir that is a file', (folder) => (writeFileSync(join(folder, 'memory'), ''), { db: join(folder, 'db'), memory: join(folder, 'memory') })],
  [
    'memory files that are not of their shape',
    (folder) => {
      const memory = join(folder, 'memory');
      mkdirSync(join(memory, 'me__proj'), { recursive: true });
      for (const file of [
        'profile.json',
        'corrections.json',
        'delegation_preferences.json',
        'me__proj/tool_patterns.json',
        'me__proj/routing.json',
        'me__proj/memory_proposals.json',
      ])
        writeFileSync(join(memory, file), '{ broken');
      return { db: join(folder, 'db'), memory };
    },
  ],
  [
    'memory files that are FIFOs or links to devices',
    (folder) => {
      const memory = join(folder, 'memory');
      mkdirSync(join(memory, 'me__proj'), { recursive: true });
      spawnSync('mkfifo', [join(memory, 'me__proj', 'tool_patterns.json')]);
      symlinkSync('/dev/zero', join(memory, 'delegation_preferences.json'));
      symlinkSync('/dev/zero', join(memory, 'me__proj', 'routing.json'));
      return { db: join(folder, 'db'), memory };
    },
  ],
];

const COMMANDS: string[][] = [
  ['analyze', fixture('agent-framework'), '--repo', 'me/proj'],
  ['tips', '--repo', 'me/proj'],
  ['patterns', '--repo', 'me/proj'],
  ['findings'],
  ['corrections'],
  ['proposals'],
  ['review', '--approve', 'all'],
  ['delegation'],
  ['routes'],
  ['prefs', 'list'],
  ['prefs', 'set', 'exploration', 'never'],
];

describe.each(STATES)('%s', (_name, make) => {
  it.each(COMMANDS.map((command) => [command.join(' '), command]))('%s: one-line errors, exit 0 or 2, nothing thrown', async (_label, command) => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-state-errors-'));
    const { db, memory } = make(folder);
    let stdout = '';
    let stderr = '';
    const code = await runCli([...command, '--db', db, '--memory-dir', memory], {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      cwd: repoRoot,
      env: testHost.env,
      host: testHost,
    });
    expect([0, 2]).toContain(code);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stdout).not.toMatch(/^\s+at /m);
    for (const line of stderr.trim().split('\n').filter(Boolean)) expect(line).toMatch(/^tip-miner: (error|warning): /);
    if (code === 2) expect(stderr).toMatch(/tip-miner: error: /);
  });
});

describe('hook post-tool-use, given any of these states', () => {
  it.each(STATES)('%s: exit 0, notes only', async (_name, make) => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-state-errors-'));
    const { db, memory } = make(folder);
    const transcript = join(folder, 'S.jsonl');
    writeFileSync(transcript, readFileSync(fixture('claude-code', 'inline-sidechains.jsonl')));
    let stderr = '';
    const code = await runCli(['hook', 'post-tool-use', '--db', db, '--memory-dir', memory], {
      stdout: () => {},
      stderr: (text) => (stderr += text),
      readStdin: () => Promise.resolve({ text: JSON.stringify({ session_id: 'S', transcript_path: transcript, cwd: folder }), complete: true }),
      cwd: repoRoot,
      env: testHost.env,
      host: testHost,
    });
    expect(code).toBe(0);
    for (const line of stderr.trim().split('\n').filter(Boolean)) expect(line).toMatch(/^tip-miner hook: /);
  });
});

describe('review --write-to, refused', () => {
  const refusals: Array<[string, (folder: string) => string, RegExp]> = [
    ['a folder', (folder) => (mkdirSync(join(folder, 'CLAUDE.md')), join(folder, 'CLAUDE.md')), /is a folder/],
    [
      'a read-only file',
      // its block lists a rule no longer approved: the block must change (a file with nothing to change is never written)
      (folder) => (
        writeFileSync(join(folder, 'CLAUDE.md'), `# x\n${BLOCK_START}\n- An old rule\n${BLOCK_END}\n`),
        chmodSync(join(folder, 'CLAUDE.md'), 0o444),
        join(folder, 'CLAUDE.md')
      ),
      /read-only|not writable|cannot be written/,
    ],
    [
      'a link to a file outside the project',
      (folder) => (writeFileSync(join(folder, 'real.md'), '# x\n'), symlinkSync(join(folder, 'real.md'), join(folder, 'CLAUDE.md')), join(folder, 'CLAUDE.md')),
      /outside/,
    ],
    ['a file in a folder that does not exist', (folder) => join(folder, 'missing', 'CLAUDE.md'), /folder|no such/i],
  ];

  it.each(refusals)('%s: one error line, exit 2, nothing changed', async (_name, make, message) => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-write-to-'));
    const target = make(folder);
    let stderr = '';
    const code = await runCli(['review', '--write-to', target, '--db', join(folder, 'h.db'), '--memory-dir', join(folder, 'memory')], {
      stdout: () => {},
      stderr: (text) => (stderr += text),
      cwd: repoRoot,
      env: testHost.env,
      host: testHost,
    });
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^tip-miner: error: /)]);
    expect(stderr).toMatch(message);
  });
});
