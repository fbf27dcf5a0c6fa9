import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeReport, cli, cliProcess } from '../helpers/cli.js';
import { anyNumber } from '../helpers/matchers.js';
import { corpusDir, fixture } from '../helpers/paths.js';

/** The `analyze --json` names that later work extends and never renames. */
const CONTRACT = [
  'files',
  'sessions',
  'streams',
  'lines',
  'malformedLines',
  'oversizeLines',
  'toolCalls',
  'humanTurns',
  'rejections',
  'interrupts',
  'durationMs',
];

describe('tip-miner analyze', () => {
  it('--json prints one object with the contract fields', async () => {
    const run = await cli('analyze', corpusDir, '--json');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as Record<string, unknown>;
    for (const key of CONTRACT) expect(typeof report[key], key).toBe('number');
    expect(report.toolCallsByTool).toMatchObject({ Bash: anyNumber(), Read: anyNumber() });
    expect(report).toMatchObject({ files: 34, sessions: 23, streams: 32, toolCalls: 733, malformedLines: 0 });
  });

  it('prints the summary tables by default', async () => {
    const run = await cli('analyze', fixture('claude-code'));
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Tool calls\s*│\s*8/);
    expect(run.stdout).toMatch(/Human turns\s*│\s*3/);
    expect(run.stdout).toMatch(/Task\s*│\s*2/);
    expect(run.stderr).toBe('');
  });

  it('names a missing path on stderr and analyses the rest (exit 0)', async () => {
    const run = await cli('analyze', 'no/such/folder', fixture('bad-input/bom.jsonl'), '--json');
    expect(run.code).toBe(0);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^tip-miner: warning: .*no\/such\/folder: no such file or folder$/)]);
    expect(JSON.parse(run.stdout)).toMatchObject({ files: 1, toolCalls: 3 });
  });

  it('exits 2 when nothing could be read', async () => {
    const run = await cli('analyze', 'no/such/folder');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/tip-miner: error: nothing could be read: no\/such\/folder/);
    expect(run.stdout).toBe('');
  });

  it('sums line problems per file, and lists each with --verbose', async () => {
    const quiet = await cli('analyze', fixture('bad-input/malformed.jsonl'));
    expect(quiet.stderr.trim().split('\n')).toEqual([expect.stringMatching(/malformed\.jsonl: 3 malformed lines \(first at line 3\); --verbose lists them$/)]);
    const verbose = await cli('analyze', fixture('bad-input/malformed.jsonl'), '--verbose');
    expect(verbose.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/malformed\.jsonl:3: malformed JSON: /),
      expect.stringMatching(/malformed\.jsonl:5: malformed JSON: not a JSON object$/),
      expect.stringMatching(/malformed\.jsonl:7: malformed JSON: /),
    ]);
  });

  it('--max-line-bytes skips and counts longer lines', async () => {
    const run = await cli('analyze', fixture('bad-input/oversize.jsonl'), '--max-line-bytes', '4096', '--json');
    expect(JSON.parse(run.stdout)).toMatchObject({ oversizeLines: 1, humanTurns: 2 });
    expect(run.stderr).toMatch(/oversize\.jsonl: 1 oversize line \(first at line 4\)/);
  });

  it.each([
    [['analyze', '--max-line-bytes', 'lots'], /expected a whole number of bytes/],
    [['analyze', '--no-such-option'], /unknown option '--no-such-option'/],
    [['frobnicate'], /unknown command 'frobnicate'/],
  ])('exits 2 on bad usage: %j', async (args, message) => {
    const run = await cli(...args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it('exits 2 with one line naming the key on a bad config', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-cli-'));
    writeFileSync(join(folder, 'bad.yaml'), 'tip_miner:\n  max_line_bytes: huge\n');
    const run = await cli('analyze', fixture('claude-code'), '--config', join(folder, 'bad.yaml'));
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^tip-miner: error: .*bad\.yaml: tip_miner\.max_line_bytes must be a whole number above 0, not "huge"$/),
    ]);
  });

  it('accepts the state options later commands use (--db, --memory-dir, --repo)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-cli-'));
    const run = await cli(
      'analyze',
      fixture('claude-code'),
      '--db',
      join(folder, 'x.db'),
      '--memory-dir',
      join(folder, 'mem'),
      '--repo',
      'acme/widgets',
      '--json',
    );
    expect(run.code).toBe(0);
    expect(existsSync(join(folder, 'x.db'))).toBe(true);
    expect(analyzeReport(run).toolPatternFiles).toEqual([join(folder, 'mem', 'acme__widgets', 'tool_patterns.json')]);
  });

  it('--help lists every option', async () => {
    const run = await cli('analyze', '--help');
    expect(run.code).toBe(0);
    for (const option of ['--json', '--verbose', '--include-failed', '--max-line-bytes', '--config', '--db', '--memory-dir', '--repo']) {
      expect(run.stdout).toContain(option);
    }
  });
});

describe('bin/tip-miner.js', () => {
  it('reads tip_miner.sessions_dir from ./agent-framework.yaml when given no path', () => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-bin-'));
    writeFileSync(join(folder, 'agent-framework.yaml'), `tip_miner:\n  sessions_dir: ${fixture('agent-framework')}\n`);
    const run = cliProcess(['analyze', '--json'], folder);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ files: 1, toolCalls: 2 });
  });

  it('defaults to logs/sessions and says so when it is missing', () => {
    const run = cliProcess(['analyze'], mkdtempSync(join(tmpdir(), 'tip-miner-bin-')));
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/logs\/sessions: no such file or folder/);
  });

  it('prints its version', () => {
    const run = cliProcess(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
