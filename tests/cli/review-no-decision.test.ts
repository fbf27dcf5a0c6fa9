/**
 * `tip-miner review --write-to FILE` with proposals on offer and no decision — no answer (stdin closed),
 * an answer that selects nothing, only unknown ids — leaves FILE byte for byte as it was, and creates none;
 * nothing to keep and nothing to add (every proposal rejected) writes no empty block either. A decision
 * that approves a rule writes it (the control: these tests can fail).
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, cliAnswering } from '../helpers/cli.js';
import { fixture } from '../helpers/paths.js';

const LOGS = ['claude-code', 'codex', 'agent-framework', 'routing'].map((path) => fixture(path));
const root = mkdtempSync(join(tmpdir(), 'tip-miner-review-no-decision-'));
const state = ['--db', join(root, 'history.db'), '--memory-dir', join(root, 'memory')];

// a user's file: CRLF, a Latin-1 byte, an empty block of ours, no newline at the end
const USER_FILE = Buffer.concat([
  Buffer.from('# Notes\r\nCaf'),
  Buffer.from([0xe9]),
  Buffer.from('\r\n<!-- tip-miner:memories -->\n<!-- /tip-miner:memories -->\nend'),
]);

beforeAll(async () => {
  expect((await cli('analyze', ...LOGS, ...state)).code).toBe(0);
  const pending = JSON.parse((await cli('proposals', '--json', ...state)).stdout) as { summary: { proposals: unknown[] } };
  expect(pending.summary.proposals.length).toBeGreaterThan(0);
});

describe('review --write-to without a decision', () => {
  const cases: { name: string; answer?: string; args: string[]; code: number }[] = [
    { name: 'no answer (stdin closed)', args: [], code: 0 },
    { name: 'an answer that selects nothing', answer: 'zzz', args: [], code: 0 },
    { name: 'only an unknown id', args: ['--approve', 'mem-nosuch'], code: 2 },
  ];

  it.each(cases)('$name: an existing file stays byte-identical', async ({ answer, args, code }) => {
    const file = join(root, `existing-${args.length}-${answer ?? 'none'}.md`);
    writeFileSync(file, USER_FILE);
    const run = await cliAnswering(answer, 'review', ...args, '--write-to', file, ...state);
    expect(run.code).toBe(code);
    expect(readFileSync(file).equals(USER_FILE)).toBe(true);
  });

  it.each(cases)('$name: a missing file is not created', async ({ answer, args, code }) => {
    const file = join(root, `missing-${args.length}-${answer ?? 'none'}.md`);
    const run = await cliAnswering(answer, 'review', ...args, '--write-to', file, ...state);
    expect(run.code).toBe(code);
    expect(existsSync(file)).toBe(false);
  });
});

describe('review --write-to with a decision', () => {
  let decided = '';
  it('every proposal rejected: nothing to keep or add, the file stays byte-identical', async () => {
    const file = join(root, 'rejected.md');
    writeFileSync(file, USER_FILE);
    const before = JSON.parse((await cli('proposals', '--json', ...state)).stdout) as { summary: { proposals: { id: string }[] } };
    const [first] = before.summary.proposals;
    if (!first) throw new Error('no proposal on offer');
    decided = first.id;
    expect((await cli('review', '--reject', first.id, '--write-to', file, ...state)).code).toBe(0);
    expect(readFileSync(file).equals(USER_FILE)).toBe(true);
  });

  // the fixtures' rule is of their project: --force writes it into a file of no repository
  it('an approved rule is written into the block (the control)', async () => {
    const file = join(root, 'approved.md');
    writeFileSync(file, USER_FILE);
    // a decision can be changed: the rule rejected above is approved
    const run = await cli('review', '--approve', decided, '--write-to', file, '--force', ...state);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Wrote 1 rule to /);
    expect(readFileSync(file).equals(USER_FILE)).toBe(false);
  });
});
