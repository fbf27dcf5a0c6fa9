/** The figures of analyze's summary say what is true: files read beside files unchanged, tokens split, non-log files not "empty", one line for the files written. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderAnalyzeSummary } from '../../src/render/analyze-summary.js';
import { analyzeReport, cli } from '../helpers/cli.js';
import { repoRoot } from '../helpers/paths.js';

describe('analyze summary figures', () => {
  it('a re-run says the files were unchanged, not "Files 0"', async () => {
    const folder = join(repoRoot, 'fixtures', 'claude-code');
    const state = mkdtempSync(join(tmpdir(), 'tip-miner-figures-'));
    const options = ['--db', join(state, 'h.db'), '--memory-dir', join(state, 'm')];
    await cli('analyze', folder, ...options);
    const again = await cli('analyze', folder, ...options);
    expect(again.stdout).toMatch(/│ Files +│ 0 read; 1 unchanged since the last run \(not read again\)/);
    expect(again.stdout).not.toMatch(/unchanged file/);
  });

  it('splits tokens into input, cache write, cache read and output', async () => {
    const run = await cli('analyze', join(repoRoot, 'fixtures', 'claude-code'), '--json');
    const report = analyzeReport(run);
    report.tokens = { input: 1200, cacheCreation: 34_000, cacheRead: 5_600_000, output: 780 };
    expect(renderAnalyzeSummary(report)).toContain('input 1.2k, cache write 34k, cache read 5.6M, output 780');
  });

  it('counts a file of text that is no log as of no known format, not as empty', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-nonlog-'));
    writeFileSync(join(folder, 'notes.jsonl'), 'hello world');
    writeFileSync(join(folder, 'blank.jsonl'), '\n\n');
    const report = analyzeReport(await cli('analyze', folder, '--json'));
    expect(report.skipped).toMatchObject({ emptyFiles: 1, unrecognisedFiles: 1 });
    expect(renderAnalyzeSummary(report)).toContain('1 empty file, 1 file of no known log format');
  });

  it('names the files written in one line, however many repositories', async () => {
    const run = await cli('analyze', join(repoRoot, 'fixtures'), '--json');
    const report = analyzeReport(run);
    expect((report.toolPatternFiles ?? []).length).toBeGreaterThan(1);
    const written = renderAnalyzeSummary(report)
      .split('\n')
      .filter((line) => line.startsWith('Updated'));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(
      /^Updated \d+ tool_patterns\.json, \d+ memory_proposals\.json, \d+ routing\.json, 1 repos\.json, 1 delegation_preferences\.json under .+ \(--json lists them\)$/,
    );
  });

  it('shows tokens a detector does not measure as —, never 0 (bash-for-search)', async () => {
    const state = mkdtempSync(join(tmpdir(), 'tip-miner-figures-'));
    const options = ['--db', join(state, 'h.db'), '--memory-dir', join(state, 'm'), '--repo', 'acme/all'];
    await cli('analyze', join(repoRoot, 'fixtures'), ...options);
    const patterns = (await cli('patterns', ...options)).stdout;
    expect(patterns).toMatch(/^│ +\d+ │ bash-for-search +│ +\d+ │ +\d+ │ +— │/m);
    expect(patterns).toMatch(/^│ +\d+ │ sequential-reads +│ +\d+ │ +\d+ │ +[\d.]+k? │/m);
    expect(patterns).not.toMatch(/e-\d/);
  });
});
