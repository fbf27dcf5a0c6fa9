/**
 * After analysing transcripts full of secrets (fixtures/hostile/secrets*.jsonl) with every command a
 * user runs — analyze, the reports (HTML and SARIF too), both exports, review into CLAUDE.md, the live
 * hook, tips — none of the secrets is anywhere tip-miner wrote: not in the history database (nor its WAL),
 * a view, a memory layer, the memory file, an exported table (Parquet read back, its strings are
 * compressed), the hook's state, or what the commands printed; not even lower-cased (routing keywords).
 * The secrets are written as people write them: keys and tokens, passwords glued to or after a flag
 * (`mysql -pX`, `sshpass -p X`, `docker login -p X`, `redis-cli -a X`, …), token URL users,
 * `Authorization: token X`, webhook URLs, a key split by a zero-width space, a key that straddles the
 * 400th character of a command, a password echoed into `--password-stdin`; in commands, searches, MCP
 * inputs, tool results, a rejection reason and user corrections.
 * A correction that needs a secret to make sense is found, but never proposed.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliRecorder, filesUnder, stateDir } from '../helpers/cli.js';
import { duckdbPath, duckdbRows } from '../helpers/export-readback.js';
import { fixture } from '../helpers/paths.js';

const SECRETS = JSON.parse(readFileSync(fixture('hostile', 'secrets-values.json'), 'utf8')) as Record<string, string>;
const LOGS = [fixture('hostile', 'secrets.jsonl'), fixture('hostile', 'secrets-codex.jsonl')];

describe('secrets in the logs', () => {
  const folder = stateDir();
  const state = ['--db', join(folder, 'history.db'), '--memory-dir', join(folder, 'memory')];
  const { printed, run } = cliRecorder({ answer: 'all' });
  const parquetOut = join(folder, 'export-parquet');
  /** The Parquet tables read back as JSON rows (their strings are Snappy-compressed in the files). */
  const parquetRows: string[] = [];

  beforeAll(async () => {
    expect((await run(['analyze', ...LOGS, ...state, '--json'])).code).toBe(0);
    for (const command of [
      ['corrections'],
      ['corrections', '--json'],
      ['proposals', '--all', '--json'],
      ['delegation', '--json'],
      ['delegation'],
      ['routes', '--json'],
      ['findings', '--json'],
      ['patterns', '--repo', 'shop'],
      ['tips', '--repo', 'shop'],
      ['report', '--all-repos', '--html', join(folder, 'report.html')],
      ['findings', '--all-repos', '--sarif'],
      ['export', '--all-repos', '--format', 'ndjson', '--out', join(folder, 'export-ndjson')],
      ['export', '--all-repos', '--format', 'parquet', '--out', parquetOut],
    ]) {
      await run([...command, ...state]);
    }
    for (const name of readdirSync(parquetOut).filter((file) => file.endsWith('.parquet'))) {
      parquetRows.push(JSON.stringify(await duckdbRows(`SELECT * FROM read_parquet(${duckdbPath(join(parquetOut, name))})`)));
    }
    const claudeMd = join(folder, 'CLAUDE.md');
    writeFileSync(claudeMd, '# Project\n');
    const review = await run(['review', '--approve', 'all', '--write-to', claudeMd, ...state]);
    expect(review.code).toBe(0);
    const event = JSON.stringify({ session_id: 'secret-session', transcript_path: LOGS[0], cwd: '/home/dev/shop' });
    await run(['hook', 'post-tool-use', '--state-dir', join(folder, 'hook-state'), ...state], event);
  }, 60_000);

  it('found what the transcripts hold (so the test reads real output)', () => {
    const { corrections } = JSON.parse(printed[2]!) as { corrections: Array<{ text: string; rule: string }> };
    expect(corrections.length).toBeGreaterThanOrEqual(4);
    expect(corrections.some((correction) => correction.rule.includes('[REDACTED]'))).toBe(true);
    const delegation = JSON.parse(printed[4]!) as { overall: { points: number } };
    expect(delegation.overall.points).toBeGreaterThan(0);
    expect(filesUnder(folder).some((path) => path.endsWith('-delegation.json'))).toBe(true);
    // the other outputs were written and hold what the transcripts hold
    expect(readFileSync(join(folder, 'report.html'), 'utf8')).toContain('<html');
    expect(readFileSync(join(folder, 'export-ndjson', 'tool_calls.ndjson'), 'utf8')).toContain('Bash');
    expect(parquetRows.join('\n')).toContain('[REDACTED]');
    expect(printed.some((output) => output.includes('"$schema"') && output.includes('sarif'))).toBe(true);
  });

  it('never proposes a rule that needs a secret', () => {
    const proposals = JSON.parse(printed[3]!) as { allProposals: Array<{ content: string; source_variants: string[] }> };
    for (const proposal of proposals.allProposals) expect(proposal.content).not.toContain('[REDACTED]');
  });

  it.each(Object.entries(SECRETS))('%s: in no file tip-miner wrote and nothing it printed', (_name, secret) => {
    const needle = secret.toLowerCase();
    for (const path of filesUnder(folder)) {
      const haystack = readFileSync(path).toString('latin1').toLowerCase();
      expect(haystack.includes(needle), path).toBe(false);
    }
    for (const output of printed) expect(output.toLowerCase().includes(needle)).toBe(false);
    for (const rows of parquetRows) expect(rows.toLowerCase().includes(needle)).toBe(false);
  });
});
