import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverLogFiles } from '../../src/ingest/discover.js';

function tree(files: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'tip-miner-discover-'));
  for (const file of files) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), '{}\n');
  }
  return root;
}

describe('discoverLogFiles', () => {
  it('walks folders for *.jsonl and *.jsonl.gz in sorted order', async () => {
    const root = tree(['b/2.jsonl', 'a/z.jsonl.gz', 'a/y.jsonl', 'a/notes.txt', 'a/data.json', 'c/d/e.jsonl']);
    const { files, problems } = await discoverLogFiles([root]);
    expect(files.map((file) => relative(root, file.path))).toEqual(['a/y.jsonl', 'a/z.jsonl.gz', 'b/2.jsonl', 'c/d/e.jsonl']);
    expect(problems).toEqual([]);
  });

  it('takes a file named on the command line whatever its extension', async () => {
    const root = tree(['session.log']);
    const { files } = await discoverLogFiles([join(root, 'session.log')]);
    expect(files).toHaveLength(1);
  });

  it('follows symbolic links but never a folder twice (a link loop ends)', async () => {
    const root = tree(['logs/a.jsonl']);
    symlinkSync(join(root, 'logs'), join(root, 'logs', 'loop'));
    symlinkSync(join(root, 'logs', 'a.jsonl'), join(root, 'logs', 'b.jsonl'));
    const { files } = await discoverLogFiles([root]);
    expect(files.map((file) => relative(root, file.path))).toEqual(['logs/a.jsonl']);
  });

  it('reports a missing path and goes on with the others', async () => {
    const root = tree(['a.jsonl']);
    const { files, problems, readablePaths } = await discoverLogFiles([join(root, 'nope'), root]);
    expect(files).toHaveLength(1);
    expect(readablePaths).toBe(1);
    expect(problems).toEqual([{ path: join(root, 'nope'), message: 'no such file or folder' }]);
  });

  it('lists the same file once even when given twice', async () => {
    const root = tree(['a.jsonl']);
    const { files } = await discoverLogFiles([root, join(root, 'a.jsonl')]);
    expect(files).toHaveLength(1);
  });

  it('knows a file reached through a linked folder and by its own path for one file', async () => {
    const root = tree(['real/a.jsonl', 'other/b.jsonl']);
    symlinkSync(join(root, 'real'), join(root, 'through'));
    symlinkSync(join(root, 'other'), join(root, 'real', 'nested'));
    const { files } = await discoverLogFiles([join(root, 'through'), join(root, 'real', 'a.jsonl'), join(root, 'other')]);
    expect(files.map((file) => relative(root, file.path))).toEqual(['through/a.jsonl', 'through/nested/b.jsonl']);
  });
});
