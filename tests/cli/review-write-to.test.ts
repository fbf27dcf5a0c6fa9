/**
 * `tip-miner review --write-to` run in one project's checkout with another project's rule asked for:
 * the rule is left out with one line on stderr naming it and where it belongs (exit 2), the file's own
 * rules are written; `--force` writes it and says so on stdout; `--force` alone is a usage error.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemoryProposal } from '../../src/corrections/proposal-types.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { recordDecision } from '../../src/store/proposal-decisions.js';
import { claudeTranscript, git } from '../helpers/claude-transcript.js';
import { cliIn } from '../helpers/cli.js';

const root = mkdtempSync(join(tmpdir(), 'tip-miner-review-write-to-'));
const state = ['--db', join(root, 'history.db'), '--memory-dir', join(root, 'memory')];
const ALPHA_RULE = 'Never write to the staging database';
const BETA_RULE = 'Name migration files by date';

function approved(id: string, scope: string, content: string): MemoryProposal {
  return {
    id,
    scope,
    content,
    category: 'rule',
    rationale: 'said in two sessions',
    source_variants: [content],
    confidence: 0.9,
    priority: 1,
    status: 'approved',
    sessions: 2,
    corrections: 2,
    projects: [],
    explicit: true,
    score: 1,
    first_seen: '2025-06-01T00:00:00.000Z',
    last_seen: '2025-06-02T00:00:00.000Z',
    evidence: [],
  };
}

beforeAll(async () => {
  mkdirSync(join(root, 'logs'));
  for (const [name, remote] of [
    ['alpha', 'git@github.com:acme/alpha.git'],
    ['beta', 'git@github.com:acme/beta.git'],
  ] as const) {
    mkdirSync(join(root, name, '.git'), { recursive: true });
    writeFileSync(join(root, name, '.git', 'config'), `[remote "origin"]\n\turl = ${remote}\n`);
    const sessionId = `${name.slice(0, 1)}0000000-0000-4000-8000-000000000001`;
    writeFileSync(join(root, 'logs', `${sessionId}.jsonl`), `${claudeTranscript([git()], { sessionId, cwd: join(root, name) }).lines.join('\n')}\n`);
  }
  expect((await cliIn(root, 'analyze', join(root, 'logs'), ...state)).code).toBe(0);
  const db = HistoryDb.open(join(root, 'history.db'));
  try {
    recordDecision(db, approved('mem-alpha', 'project:acme/alpha', ALPHA_RULE), 'approved', [], 1_750_000_000);
    recordDecision(db, approved('mem-beta', 'project:acme/beta', BETA_RULE), 'approved', [], 1_750_000_000);
  } finally {
    db.close();
  }
});

describe("review --write-to another project's memory file", () => {
  const claudeMd = join(root, 'beta', 'CLAUDE.md');

  it('leaves the rule out, names it and where it belongs on stderr, writes the others, exits 2', async () => {
    const run = await cliIn(join(root, 'beta'), 'review', '--repo', 'acme/alpha', '--write-to', 'CLAUDE.md', ...state);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      `tip-miner: error: left out of ${claudeMd} (acme/beta's memory file): "${ALPHA_RULE}" is a rule of project acme/alpha; ` +
        `write it to acme/alpha's memory file (its sessions ran in ${join(root, 'alpha')}), or --force writes it here`,
    ]);
    expect(run.stdout).toContain(`Wrote 1 rule to ${claudeMd}`);
    const text = readFileSync(claudeMd, 'utf8');
    expect(text).toContain(`- ${BETA_RULE}`);
    expect(text).not.toContain(ALPHA_RULE);
  });

  it('with --force writes it, one line saying so', async () => {
    const run = await cliIn(join(root, 'beta'), 'review', '--repo', 'acme/alpha', '--write-to', 'CLAUDE.md', '--force', ...state);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`--force: wrote a rule of project acme/alpha into ${claudeMd} (acme/beta's memory file): ${ALPHA_RULE}\n`);
    expect(readFileSync(claudeMd, 'utf8')).toContain(`- ${ALPHA_RULE}`);
  });

  it('--force without --write-to is a usage error', async () => {
    const run = await cliIn(root, 'review', '--force', ...state);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--force goes with --write-to/);
  });
});

describe('review --write-to a memory file that is not UTF-8', () => {
  it.each<[string, Buffer]>([
    ['Latin-1', Buffer.from('# Notes de l\x27\xe9quipe\r\n\r\nR\xe9sum\xe9: caf\xe9\r\n', 'latin1')],
    ['UTF-16LE with a byte order mark', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('# Notes de l’équipe\n', 'utf16le')])],
  ])('%s: the file as it was, then the block', async (_name, original) => {
    const file = join(root, 'beta', `AGENTS-${original.length}.md`);
    writeFileSync(file, original);
    const run = await cliIn(join(root, 'beta'), 'review', '--write-to', file, ...state);
    expect(run.stderr).toBe('');
    const after = readFileSync(file);
    expect(after.subarray(0, original.length).equals(original)).toBe(true);
    expect(after.length).toBeGreaterThan(original.length);
  });
});
