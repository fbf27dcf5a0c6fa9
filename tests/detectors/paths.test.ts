import { posix } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editedFilesOf, resolveCallPath } from '../../src/detectors/lib/paths.js';
import type { ToolCall } from '../../src/model/stream.js';

const callIn = (cwd: string | undefined): ToolCall => ({
  id: 'c1',
  tool: 'Read',
  rawTool: 'Read',
  input: {},
  step: 'c1',
  index: 0,
  cwd,
  location: { file: 'log.jsonl', line: 1 },
});

describe('resolveCallPath', () => {
  it.each<[string, string, string | undefined, string]>([
    ['an absolute, normal path as it is', '/repo/src/a.ts', '/elsewhere', '/repo/src/a.ts'],
    ['a relative path against the working folder', 'src/a.ts', '/repo', '/repo/src/a.ts'],
    ['a relative path without working folder against /', 'src/a.ts', undefined, '/src/a.ts'],
    ['`.` and `..` folded', '/repo/./src/../lib/a.ts', undefined, '/repo/lib/a.ts'],
    ['empty segments folded', '/repo//src///a.ts', undefined, '/repo/src/a.ts'],
    ['a trailing `..`', '/repo/src/..', undefined, '/repo'],
    ['a trailing slash kept', '/repo/src/', undefined, '/repo/src/'],
    ['dots inside names untouched', '/repo/.github/a..b/.env', undefined, '/repo/.github/a..b/.env'],
  ])('%s', (_name, path, cwd, resolved) => {
    expect(resolveCallPath(path, callIn(cwd))).toBe(resolved);
  });

  it('resolves any path as posix.normalize of it joined to the working folder', () => {
    const segment = fc.constantFrom('', '.', '..', 'src', '.env', 'a..b', '...', 'x.ts');
    const path = fc.tuple(fc.boolean(), fc.array(segment, { maxLength: 6 })).map(([absolute, parts]) => `${absolute ? '/' : ''}${parts.join('/')}`);
    fc.assert(
      fc.property(path, fc.option(fc.constantFrom('/repo', '/a/b'), { nil: undefined }), (raw, cwd) => {
        const expected = posix.normalize(raw.startsWith('/') ? raw : posix.join(cwd ?? '/', raw));
        expect(resolveCallPath(raw, callIn(cwd))).toBe(expected);
      }),
    );
  });
});

describe('editedFilesOf', () => {
  it.each<[string, Record<string, unknown>, string | undefined, string[]]>([
    ['an Edit: its file', { file_path: 'src/a.ts', old_string: 'x' }, '/repo', ['/repo/src/a.ts']],
    ['a notebook edit: its notebook', { notebook_path: '/repo/n.ipynb' }, '/repo', ['/repo/n.ipynb']],
    [
      'a Codex patch: every file it names',
      { file_paths: ['a.py', '/abs/b.py', '../c.py'], file_path: 'a.py' },
      '/repo/sub',
      ['/repo/sub/a.py', '/abs/b.py', '/repo/c.py'],
    ],
    ['a patch naming no file', { file_paths: [], patch: '*** Begin Patch' }, '/repo', []],
    ['non-string paths left out', { file_paths: [1, '', 'ok.py'] }, '/repo', ['/repo/ok.py']],
    ['no path at all', { command: 'ls' }, '/repo', []],
  ])('%s', (_name, input, cwd, files) => {
    expect(editedFilesOf({ ...callIn(cwd), tool: 'Edit', input })).toEqual(files);
  });
});
