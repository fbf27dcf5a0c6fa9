/**
 * One fixture per bad-input case (fixtures/bad-input/README.md): the run completes, the case is
 * counted, and the good lines around it are kept (the session's 3 tool calls and 2 human turns).
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/analyze/analyze.js';
import { InputError } from '../../src/errors.js';
import { fixture } from '../helpers/paths.js';

const GOOD_SESSION = { toolCalls: 3, humanTurns: 2, toolCallsByTool: { Grep: 1, Read: 1, Bash: 1 } };

const CASES = [
  { name: 'byte-order mark', file: 'bom.jsonl', lines: 8, counted: {} },
  { name: 'CRLF line endings', file: 'crlf.jsonl', lines: 8, counted: {} },
  { name: 'blank lines', file: 'blank-lines.jsonl', lines: 10, counted: {} },
  { name: 'gzip-compressed file', file: 'compressed.jsonl.gz', lines: 8, counted: {} },
  { name: 'invalid UTF-8', file: 'invalid-utf8.jsonl', lines: 8, counted: { invalidUtf8Lines: 1 }, problemLines: [6] },
  { name: 'malformed lines', file: 'malformed.jsonl', lines: 11, counted: { malformedLines: 3 }, problemLines: [3, 5, 7] },
  { name: 'trailing partial line', file: 'partial-tail.jsonl', lines: 8, counted: { partialLines: 1 }, problemLines: [9] },
  { name: 'oversize line', file: 'oversize.jsonl', lines: 9, counted: { oversizeLines: 1 }, problemLines: [4], maxLineBytes: 4096 },
];

describe('bad input', () => {
  it.each(CASES)('$name: counted, good lines kept', async ({ file, lines, counted, problemLines, maxLineBytes }) => {
    const { report } = await analyze({ paths: [fixture('bad-input', file)], read: maxLineBytes ? { maxLineBytes } : {} });
    expect(report).toMatchObject({ files: 1, sessions: 1, lines, ...GOOD_SESSION });
    expect(report).toMatchObject({ malformedLines: 0, oversizeLines: 0, invalidUtf8Lines: 0, partialLines: 0, ...counted });
    expect(report.problems.map((problem) => problem.line)).toEqual(problemLines ?? []);
    for (const problem of report.problems) expect(problem.file).toBe(fixture('bad-input', file));
  });

  it('keeps the human text of a line with invalid UTF-8, decoded with replacement characters', async () => {
    const { report } = await analyze({ paths: [fixture('bad-input/invalid-utf8.jsonl')] });
    expect(report.problems[0]).toMatchObject({ kind: 'invalid-utf8', line: 6 });
  });

  it('names each malformed line', async () => {
    const { report } = await analyze({ paths: [fixture('bad-input/malformed.jsonl')] });
    expect(report.problems.map((problem) => [problem.kind, problem.line])).toEqual([
      ['malformed', 3],
      ['malformed', 5],
      ['malformed', 7],
    ]);
    expect(report.problems[1]!.message).toContain('not a JSON object');
  });

  it('reports an unreadable file and still analyses the others', async () => {
    const { report } = await analyze({ paths: [fixture('bad-input/corrupt.jsonl.gz'), fixture('bad-input/bom.jsonl')] });
    expect(report.skipped.unreadableFiles).toBe(1);
    expect(report.problems).toEqual([expect.objectContaining({ kind: 'unreadable', file: fixture('bad-input/corrupt.jsonl.gz') })]);
    expect(report).toMatchObject({ files: 1, ...GOOD_SESSION });
  });

  it('reports a missing path and still analyses the others', async () => {
    const missing = fixture('bad-input/no-such-file.jsonl');
    const { report } = await analyze({ paths: [missing, fixture('bad-input/crlf.jsonl')] });
    expect(report.problems).toEqual([{ kind: 'missing-path', file: missing, message: 'no such file or folder' }]);
    expect(report).toMatchObject({ files: 1, ...GOOD_SESSION });
  });

  it('fails with InputError only when nothing at all could be read', async () => {
    await expect(analyze({ paths: [fixture('bad-input/no-such-file.jsonl')] })).rejects.toThrow(InputError);
    await expect(analyze({ paths: [fixture('bad-input/corrupt.jsonl.gz')] })).rejects.toThrow(InputError);
  });

  it('skips a file of unknown format with a problem naming it', async () => {
    const { report } = await analyze({ paths: [fixture('bad-input/unknown-format.jsonl')] });
    expect(report).toMatchObject({ files: 1, sessions: 0, skipped: { unrecognisedFiles: 1 } });
    expect(report.problems).toEqual([expect.objectContaining({ kind: 'unrecognised', file: fixture('bad-input/unknown-format.jsonl') })]);
  });

  it('reads an empty file as zero lines', async () => {
    const { report } = await analyze({ paths: [fixture('bad-input/empty.jsonl')] });
    expect(report).toMatchObject({ files: 1, lines: 0, sessions: 0, skipped: { emptyFiles: 1, unrecognisedFiles: 0 } });
    expect(report.problems).toEqual([]);
  });

  it('reads the whole folder of bad inputs in one run', async () => {
    const { report } = await analyze({ paths: [fixture('bad-input')], read: { maxLineBytes: 4096 } });
    // 11 files found; the corrupt gzip is unreadable, the other 10 are read
    expect(report.files).toBe(10);
    expect(report.skipped).toMatchObject({ unreadableFiles: 1, unrecognisedFiles: 1 });
    // all 8 good copies of the session share one session id: their calls add up
    expect(report.toolCalls).toBe(8 * 3);
  });
});
