/**
 * Logs written to break the analysis (fixtures/hostile/README.md): names that are Object.prototype
 * members, fields of the wrong type, CR-only endings, garbage, a gzip bomb, a huge session. The run
 * completes, every oddity is a named problem with a count, and the good lines around it are analysed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import type { AnalyzeReport, Problem } from '../../src/analyze/report.js';
import { postToolUse } from '../../src/hook/post-tool-use.js';
import { DEFAULT_DELEGATION_SETTINGS } from '../../src/delegation/delegation-detector.js';
import { cli } from '../helpers/cli.js';
import { objectContaining, stringContaining } from '../helpers/matchers.js';
import { fixture, repoRoot } from '../helpers/paths.js';

const PROTO = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'prototype'];

function temp(): string {
  return mkdtempSync(join(tmpdir(), 'tip-miner-hostile-'));
}

describe('names that are Object.prototype members', () => {
  it.each([
    ['claude-code', 'prototype-names-claude-code.jsonl'],
    ['codex', 'prototype-names-codex.jsonl'],
    ['agent-framework', 'prototype-names-agent-framework.jsonl'],
  ])('%s: every such tool is counted under its own name, and nothing reaches Object.prototype', async (_format, file) => {
    const { report } = await analyze({ paths: [fixture('hostile', file)] });
    expect(report.sessions).toBe(1);
    for (const name of PROTO) {
      expect(Object.hasOwn(report.toolCallsByTool, name), name).toBe(true);
      // each fixture calls each of these tools once
      expect(report.toolCallsByTool[name], name).toBe(1);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect((JSON.parse(JSON.stringify(report)) as AnalyzeReport).toolCallsByTool['__proto__']).toBe(1);
  });

  it('analyze stores them, writes every view, and exits 0', async () => {
    const run = await cli('analyze', fixture('hostile'), '--json');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout) as { toolPatternFiles: string[]; outputProblems: string[] };
    expect(report.outputProblems).toEqual([]);
    expect(report.toolPatternFiles.length).toBeGreaterThanOrEqual(4);
  });

  it('the live hook reads such a transcript to its end and keeps its state', () => {
    const path = fixture('hostile', 'prototype-names-claude-code.jsonl');
    const stateDir = join(temp(), 'state');
    const event = JSON.stringify({ session_id: 'constructor', transcript_path: path, cwd: '/home/u/__proto__' });
    const result = postToolUse(event, { stateDir, settings: DEFAULT_DELEGATION_SETTINGS, preferences: {} });
    expect(result.state).toMatchObject({ lines: 29, offset: statSync(path).size });
    const again = postToolUse(event, { stateDir, settings: DEFAULT_DELEGATION_SETTINGS, preferences: {} });
    expect(again.notes).toEqual([]);
    expect(again.state).toMatchObject({ lines: 29, offset: result.state!.offset });
  });
});

describe('fields of the wrong type', () => {
  it('skip only the item they spoil, each a bad-field problem naming its line; the six good Reads are analysed', async () => {
    const file = fixture('hostile', 'wrong-types.jsonl');
    const { report } = await analyze({ paths: [file] });
    expect(report.toolCallsByTool).toEqual({ Read: 6, Bash: 1 });
    const problems = report.problems.filter((problem) => problem.kind === 'bad-field');
    expect(problems.map((problem) => [problem.line, problem.message])).toEqual([
      [4, 'assistant line without a message object; skipped'],
      [7, 'tool_use without a string id; skipped'],
      [10, 'tool_use without a string name; skipped'],
      [13, 'tool_use t4: input is not an object; read as empty'],
      [14, 'tool_result without a string tool_use_id; skipped'],
      [17, 'user message content is neither text nor a list; skipped'],
    ]);
    for (const problem of problems) expect(problem.file).toBe(file);
  });

  it.each([
    [
      'codex',
      [
        { timestamp: 't', type: 'session_meta', payload: { id: 'c1' } },
        { type: 'response_item', payload: { type: 'function_call', arguments: '{}', call_id: 'a' } },
        { type: 'response_item', payload: { type: 'function_call', name: 'shell', arguments: { command: ['ls'] } } },
      ],
      [2, 3],
    ],
    [
      'agent-framework',
      [
        { ts: 't', event: 'tool_call', task_id: 'x', tool: 5 },
        { ts: 't', event: 'tool_result', task_id: 'x', tool: 'Read', success: true },
        { ts: 't', event: 'tool_call', task_id: 'x', tool: 'Read', input: [1] },
      ],
      [1, 2, 3],
    ],
  ])('%s: each item with a missing or wrong-typed field is named', async (_format, lines, problemLines) => {
    const file = join(temp(), 'log.jsonl');
    writeFileSync(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
    const { report } = await analyze({ paths: [file] });
    expect(report.problems.filter((problem) => problem.kind === 'bad-field').map((problem) => problem.line)).toEqual(problemLines);
  });
});

describe('odd files', () => {
  it('CR-only line endings: read line by line, and said so', async () => {
    const { report } = await analyze({ paths: [fixture('hostile', 'cr-only.jsonl')] });
    expect(report).toMatchObject({ sessions: 1, lines: 9, humanTurns: 1, toolCallsByTool: { Read: 4 }, partialLines: 0 });
    expect(report.problems).toEqual([objectContaining<Problem>({ kind: 'cr-line-endings', message: stringContaining('read 9 lines split on CR') })]);
  });

  it('a file of garbage is unrecognised (not an empty file), with its lines counted', async () => {
    const { report } = await analyze({ paths: [fixture('hostile', 'garbage.jsonl')] });
    expect(report).toMatchObject({ files: 1, sessions: 0, malformedLines: 4, skipped: { emptyFiles: 0, unrecognisedFiles: 1 } });
    expect(report.problems.at(-1)).toMatchObject({
      kind: 'unrecognised',
      message: 'no line is a JSON object (4 of 4 lines do not parse); not a log file, skipped',
    });
  });

  it('a gzip bomb stops at the decompressed cap, a named problem, after the good lines before it', async () => {
    const folder = temp();
    const good = `${JSON.stringify({ tool: 'Read', input: { file_path: 'a.py' } })}\n`.repeat(3);
    const file = join(folder, 'bomb.jsonl.gz');
    writeFileSync(file, gzipSync(Buffer.concat([Buffer.from(good), Buffer.alloc(64 * 1024 * 1024, 0x20)])));
    const { report } = await analyze({ paths: [file], read: { maxDecompressedBytes: 1024 * 1024 } });
    expect(report).toMatchObject({ toolCalls: 3, partialLines: 0, oversizeLines: 0, bytes: 1024 * 1024 });
    expect(report.problems).toEqual([
      objectContaining<Problem>({ kind: 'decompressed-cap', line: 4, message: stringContaining('tip_miner.max_decompressed_bytes') }),
    ]);
  });

  it('a last line over the line limit without a newline is an oversize line, not one "still being written"', async () => {
    const file = join(temp(), 'tail.jsonl');
    writeFileSync(file, `${JSON.stringify({ tool: 'Read', input: { file_path: 'a.py' } })}\n${'x'.repeat(10_000)}`);
    const { report } = await analyze({ paths: [file], read: { maxLineBytes: 4096 } });
    expect(report).toMatchObject({ toolCalls: 1, oversizeLines: 1, partialLines: 0 });
    expect(report.problems).toEqual([objectContaining<Problem>({ kind: 'oversize', line: 2 })]);
  });

  it('deeply nested JSON is just another line', async () => {
    const file = join(temp(), 'deep.jsonl');
    const deep = `{"tool":"Read","input":{"file_path":"a.py","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`;
    writeFileSync(file, `${deep}\n${JSON.stringify({ tool: 'Grep', input: { pattern: 'x' } })}\n`);
    const { report } = await analyze({ paths: [file] });
    expect(report.toolCallsByTool).toEqual({ Read: 1, Grep: 1 });
  });
});

describe('a session of 200,000 calls', () => {
  it('is analysed, stored and published without overflowing the stack (run with a small stack, as a process)', () => {
    const folder = temp();
    const file = join(folder, 'huge.jsonl');
    const lines: string[] = [];
    for (let index = 0; index < 200_000; index++) lines.push(JSON.stringify({ tool: 'Read', input: { file_path: `src/f${index % 7}.ts` } }));
    writeFileSync(file, `${lines.join('\n')}\n`);
    // a stack of 400 KiB overflows on a spread of some 60,000 items: the 66,666 findings here would
    const run = spawnSync(
      process.execPath,
      [
        '--stack-size=400',
        join(repoRoot, 'bin/tip-miner.js'),
        'analyze',
        file,
        '--db',
        join(folder, 'h.db'),
        '--memory-dir',
        join(folder, 'memory'),
        '--repo',
        'acme/huge',
        '--json',
      ],
      {
        encoding: 'utf8',
        maxBuffer: 1 << 26,
      },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as { toolCalls: number; findings: Record<string, number> };
    expect(report.toolCalls).toBe(200_000);
    expect(report.findings['sequential-reads']).toBe(66_666);
  }, 120_000);
});
