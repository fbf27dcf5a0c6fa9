/** Where a run starts in each file: an unchanged file is not even opened; one that grew from its end; one rewritten from the start. */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planRead } from '../../src/store/read-plan.js';

function logFile(text: string) {
  const path = join(mkdtempSync(join(tmpdir(), 'tip-miner-plan-')), 'a.jsonl');
  writeFileSync(path, text);
  return path;
}

const discovered = (path: string) => {
  const info = statSync(path);
  return { path, size: info.size, mtimeMs: info.mtimeMs };
};

describe('planRead', () => {
  it('an unchanged file (same size and time) is not opened: it may even be gone', () => {
    const gone = { path: join(tmpdir(), 'tip-miner-no-such-dir', 'x.jsonl'), size: 10, mtimeMs: 5 };
    expect(planRead(gone, { size: 10, mtimeMs: 5, consumedOffset: 10, consumedLines: 1, headHash: '10:x' }, false)).toEqual({ kind: 'unchanged' });
  });

  it('a new file from the start; one that grew from where the last run stopped; one rewritten from the start again', () => {
    const path = logFile('{"a":1}\n');
    const first = planRead(discovered(path), undefined, false);
    expect(first).toMatchObject({ kind: 'read', startOffset: 0, fromStart: true, rewritten: false });
    const headHash = first.kind === 'read' ? first.headHash : '';
    const checkpoint = { ...discovered(path), consumedOffset: 8, consumedLines: 1, headHash };
    appendFileSync(path, '{"b":2}\n');
    expect(planRead(discovered(path), checkpoint, false)).toMatchObject({ kind: 'read', startOffset: 8, startLine: 1, fromStart: false });
    writeFileSync(path, '{"c":3}\n{"d":4}\n');
    expect(planRead(discovered(path), checkpoint, false)).toMatchObject({ kind: 'read', startOffset: 0, fromStart: true, rewritten: true });
    expect(planRead(discovered(path), { ...checkpoint, ...discovered(path) }, true)).toMatchObject({ kind: 'read', startOffset: 0, rewritten: false });
  });

  it.skipIf(process.platform === 'win32')('a FIFO put where a log was is refused with a code (an unreadable file), never waited on', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'tip-miner-plan-')), 'pipe.jsonl');
    execFileSync('mkfifo', [path]);
    expect(() => planRead({ path, size: 0, mtimeMs: 1 }, undefined, false)).toThrow(expect.objectContaining({ code: 'ENOTREGULAR' }));
  });

  it('a file gone since it was found is an error with a code', () => {
    const gone = { path: join(tmpdir(), 'tip-miner-no-such-dir', 'x.jsonl'), size: 10, mtimeMs: 5 };
    expect(() => planRead(gone, undefined, false)).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });
});
