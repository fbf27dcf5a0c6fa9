/**
 * The loop a user runs, on the real corpus: analyze → proposals → review → memory file; decisions
 * persist across runs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MemoryProposalSummary } from '../../src/corrections/proposal-types.js';
import { BLOCK_END, BLOCK_START } from '../../src/store/memory-file-block.js';
import { analyzeReport, cli, cliAnswering, stateDir } from '../helpers/cli.js';
import { stringContaining, stringMatching } from '../helpers/matchers.js';
import { corpusDir } from '../helpers/paths.js';

function state() {
  const folder = stateDir();
  const options = ['--db', join(folder, 'history.db'), '--memory-dir', join(folder, 'memory')];
  return { folder, options, memory: join(folder, 'memory') };
}

async function pending(options: string[]): Promise<MemoryProposalSummary> {
  const run = await cli('proposals', '--json', ...options);
  expect(run.code).toBe(0);
  return (JSON.parse(run.stdout) as { summary: MemoryProposalSummary }).summary;
}

describe('the memory loop', () => {
  it('analyze reports corrections and the proposal summary, and writes memory_proposals.json', async () => {
    const { options, memory } = state();
    const first = await cli('analyze', corpusDir(), '--json', ...options);
    expect(first.code).toBe(0);
    const report = analyzeReport(first);
    // 12 corrections stored: 10 of how to work, which proposals consider, and 2 failure reports, which they never do
    // (a question after a rejected edit, 37f83ec9:194, only asks: eval/labels/corpus.json)
    expect(report).toMatchObject({ corrections: 12, newCorrections: 12, memoryProposals: { total_corrections: 10, total_proposed: 1, project: null } });
    expect(report.memoryProposalFiles).toContain(join(memory, 'JSSoundRecorder', 'memory_proposals.json'));
    const file = JSON.parse(readFileSync(join(memory, 'JSSoundRecorder', 'memory_proposals.json'), 'utf8')) as MemoryProposalSummary;
    expect(file).toMatchObject({ project: 'JSSoundRecorder', total_proposed: 1, proposals: [{ content: 'Use pnpm', evidence: [{ line: 77 }] }] });
    const again = analyzeReport(await cli('analyze', corpusDir(), '--json', ...options));
    expect(again).toMatchObject({ newCorrections: 0, memoryProposals: { total_proposed: 1 } });
  });

  it('corrections --json lists file, line, session, text, kind and confidence', async () => {
    const { options } = state();
    await cli('analyze', corpusDir(), ...options);
    const rows = (JSON.parse((await cli('corrections', '--json', ...options)).stdout) as { corrections: Array<Record<string, unknown>> }).corrections;
    expect(rows).toHaveLength(12);
    expect(rows.filter((row) => row.kind === 'failure-report').map((row) => row.proposable)).toEqual([false, false]);
    expect(rows.find((row) => row.text === 'use pnpm')).toMatchObject({
      line: 77,
      sessionId: '7acd37a8-2745-4b58-a8a9-46164b22ad9e',
      kind: 'rejection-reason',
      confidence: 0.95,
      file: stringMatching(/7acd37a8.*\.jsonl$/),
    });
    const sure = JSON.parse((await cli('corrections', '--json', '--min-confidence', '0.9', ...options)).stdout) as { corrections: unknown[] };
    expect(sure.corrections).toHaveLength(3);
  });

  it('a rejected proposal is never proposed again, across runs', async () => {
    const { options } = state();
    await cli('analyze', corpusDir(), ...options);
    const [proposal] = (await pending(options)).proposals;
    const review = await cli('review', '--reject', proposal!.id, ...options);
    expect(review).toMatchObject({ code: 0, stdout: stringContaining('rejected 1') });
    await cli('analyze', corpusDir(), '--full', ...options);
    expect((await pending(options)).proposals).toEqual([]);
    const all = JSON.parse((await cli('proposals', '--all', '--json', ...options)).stdout) as { allProposals: Array<{ id: string; status: string }> };
    expect(all.allProposals).toEqual([expect.objectContaining({ id: proposal!.id, status: 'rejected' })]);
    // a decision can be changed by id
    const changed = await cli('review', '--approve', proposal!.id, ...options);
    expect(changed.stdout).toContain('✓ Stored 1 memory');
    const after = JSON.parse((await cli('proposals', '--all', '--json', ...options)).stdout) as { allProposals: Array<{ status: string }> };
    expect(after.allProposals.map((entry) => entry.status)).toEqual(['approved']);
  });

  it('approving on the prompt stores the memory, and --write-to twice leaves one block', async () => {
    const { folder, options, memory } = state();
    await cli('analyze', corpusDir(), ...options);
    const claudeMd = join(folder, 'CLAUDE.md');
    writeFileSync(claudeMd, '# Notes\n\nKeep this line.\n');
    const review = await cliAnswering('1', 'review', '--write-to', claudeMd, ...options);
    expect(review.code).toBe(0);
    expect(review.stdout).toContain('SESSION MEMORY PROPOSALS');
    expect(review.stdout).toContain('🔴 [1] PREFERENCE (language:javascript)');
    expect(review.stdout).toContain('    Rule: Use pnpm');
    expect(review.stdout).toContain('✓ Stored 1 memory');
    expect(JSON.parse(readFileSync(join(memory, 'profile.json'), 'utf8'))).toEqual({ languages: { javascript: ['Use pnpm'] } });
    const again = await cli('review', '--write-to', claudeMd, ...options);
    expect(again.stdout).toContain('No memory proposals pending.');
    expect(again.stdout).toContain('is up to date');
    const text = readFileSync(claudeMd, 'utf8');
    expect(text.startsWith('# Notes\n\nKeep this line.\n')).toBe(true);
    expect(text.split(BLOCK_START)).toHaveLength(2);
    expect(text.split(BLOCK_END)).toHaveLength(2);
    expect(text).toContain('- (javascript) Use pnpm');
    // an approved proposal is not proposed twice, even after re-reading everything
    await cli('analyze', corpusDir(), '--full', ...options);
    expect((await pending(options)).proposals).toEqual([]);
  });

  it.each([
    ['an invalid answer', 'yes please', 'Invalid input, skipping all.'],
    ['no answer at all', undefined, 'No answer; nothing decided.'],
  ])('%s decides nothing', async (_name, answer, message) => {
    const { options, memory } = state();
    await cli('analyze', corpusDir(), ...options);
    const review = await cliAnswering(answer, 'review', ...options);
    expect(review.stdout).toContain(message);
    expect((await pending(options)).proposals).toHaveLength(1);
    expect(existsSync(join(memory, 'profile.json'))).toBe(false);
  });

  it('"none" rejects the proposals shown', async () => {
    const { options } = state();
    await cli('analyze', corpusDir(), ...options);
    const review = await cliAnswering('none', 'review', ...options);
    expect(review.stdout).toContain('No memories stored.');
    expect((await pending(options)).proposals).toEqual([]);
  });

  it('an unknown id is an error naming it; the known ones are still decided', async () => {
    const { options } = state();
    await cli('analyze', corpusDir(), ...options);
    const [proposal] = (await pending(options)).proposals;
    const review = await cli('review', '--approve', `mem-unknown,${proposal!.id}`, ...options);
    expect(review.code).toBe(2);
    expect(review.stderr).toContain('no proposal mem-unknown');
    expect((await pending(options)).proposals).toEqual([]);
  });
});
