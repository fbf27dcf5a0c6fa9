import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeReport, cli, cliProcess } from '../helpers/cli.js';
import { fixture } from '../helpers/paths.js';

describe('tip-miner analyze', () => {
  // --json's contract fields and the corpus totals: analyze-command.corpus.test.ts
  it('prints the summary tables by default', async () => {
    const run = await cli('analyze', fixture('claude-code'));
    expect(run.code).toBe(0);
    // 8 tool calls (distinct tool_use ids: line 20 repeats line 6's Task call), 2 of them Task:
    //   $ jq -r '.message.content[]? | select(.type == "tool_use") | .id' fixtures/claude-code/inline-sidechains.jsonl | sort -u | wc -l
    //   $ jq -r '.message.content[]? | select(.type == "tool_use" and .name == "Task") | .id' fixtures/claude-code/inline-sidechains.jsonl | sort -u | wc -l
    // 3 human turns: of the main thread's user texts this lists (lines 3, 4, 27, 28, 29, 31), the interrupt marker (27), a lone
    // system reminder (28) and bash-mode input (31) are not typed by the human (docs/log-formats.md; fixtures/claude-code/README.md)
    //   $ jq -c 'select(.type == "user" and .isSidechain != true and .isMeta != true and .isCompactSummary != true)
    //       | [input_line_number, (.message.content | if type == "string" then . else map(select(.type == "text") | .text) | join(" ") end)]
    //       | select(.[1] != "")' fixtures/claude-code/inline-sidechains.jsonl
    expect(run.stdout).toMatch(/Tool calls\s*│\s*8/);
    expect(run.stdout).toMatch(/Human turns\s*│\s*3/);
    expect(run.stdout).toMatch(/Task\s*│\s*2/);
    expect(run.stderr).toBe('');
  });

  it('names a missing path on stderr and analyses the rest (exit 0)', async () => {
    const run = await cli('analyze', 'no/such/folder', fixture('bad-input/bom.jsonl'), '--json');
    expect(run.code).toBe(0);
    // 1 file read, holding 3 tool calls:
    //   $ sed '1s/^\xef\xbb\xbf//' fixtures/bad-input/bom.jsonl | jq -r '.message.content[]? | select(.type == "tool_use") | .id' | sort -u | wc -l
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^tip-miner: warning: .*no\/such\/folder: no such file or folder$/)]);
    expect(JSON.parse(run.stdout)).toMatchObject({ files: 1, toolCalls: 3 });
  });

  it('exits 2 when nothing could be read', async () => {
    const run = await cli('analyze', 'no/such/folder');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/tip-miner: error: nothing could be read: no\/such\/folder/);
    expect(run.stdout).toBe('');
  });

  it('exits 2 with one line when the folders given hold no log file', async () => {
    const home = mkdtempSync(join(tmpdir(), 'tm-empty-'));
    const empty = join(home, 'logs');
    mkdirSync(join(empty, 'nested'), { recursive: true });
    writeFileSync(join(empty, 'nested', 'notes.txt'), 'not a log\n');
    const run = await cli('analyze', empty, '--db', join(home, 'history.db'), '--memory-dir', join(home, 'memory'));
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^tip-miner: error: nothing to analyse: no \*\.jsonl or \*\.jsonl\.gz files, nor any other agent.s session files, in .*logs$/),
    ]);
    expect(run.stdout).toBe('');
  });

  it('sums line problems per file, and lists each with --verbose', async () => {
    // lines 3, 5 and 7 are not JSON objects:
    //   $ jq -nrR '[inputs] | to_entries[] | select((.value | try fromjson catch null | type) != "object") | .key + 1' fixtures/bad-input/malformed.jsonl
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
    // line 4 is the one over 4096 bytes; the other lines hold 2 human texts:
    //   $ LC_ALL=C awk 'length($0) > 4096 { print NR }' fixtures/bad-input/oversize.jsonl
    //   $ LC_ALL=C awk 'length($0) <= 4096' fixtures/bad-input/oversize.jsonl \
    //       | jq -c 'select(.type == "user" and (.message.content | type) == "string")' | wc -l
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
    // the agents' own log folders do not exist in this test's home: only sessions_dir is read
    expect(run.stderr).toBe(`tip-miner: read ${fixture('agent-framework')} (tip_miner.sessions_dir)\n`);
    // 1 file, 2 tool calls:
    //   $ ls fixtures/agent-framework/*.jsonl | wc -l
    //   $ jq -c 'select(.event == "tool_call")' fixtures/agent-framework/impl-0b1e.jsonl | wc -l
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ files: 1, toolCalls: 2 });
  });

  it('given no path and finding no logs, says where it looked, exits 2 and writes nothing', () => {
    const folder = mkdtempSync(join(tmpdir(), 'tip-miner-bin-'));
    const run = cliProcess(['analyze'], folder);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^tip-miner: error: no logs given, and none where agents keep them \(looked in .*\.claude\/projects, .*, .*logs\/sessions\)/);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('prints its version', () => {
    const run = cliProcess(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
