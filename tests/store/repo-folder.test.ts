/**
 * Repository folder names under the memory dir: readable for plain slugs, injective for everything,
 * never the memory dir itself nor one of its own files, and read back (or named inside) again.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPO_NAME_FILE, repoFolderName, repoOfFolder, reposWithFile, writeRepoFile } from '../../src/store/repo-folder.js';

describe('repoFolderName', () => {
  it.each([
    ['acme/widgets', 'acme__widgets'],
    ['my-repo', 'my-repo'],
    ['my_repo', 'my_repo'],
    ['tip-miner.js', 'tip-miner.js'],
    ['group/sub/project', 'group__sub__project'],
    ['JSSoundRecorder', 'JSSoundRecorder'],
  ])('keeps the readable form of the plain slug %s', (repo, folder) => {
    expect(repoFolderName(repo)).toBe(folder);
    expect(repoOfFolder(folder)).toBe(repo);
  });

  it.each([
    ['', '_'],
    ['.', '_.'],
    ['..', '_..'],
    ['~', '_%7E'],
    ['a__b', '_a%5F%5Fb'],
    ['a/b', 'a__b'],
    ['.github', '_.github'],
    ['my repo', '_my%20repo'],
    ['hook-state', '_hook-state'],
    ['profile.json', '_profile.json'],
    ['CON', '_CON'],
    ['ünïcode', '_%C3%BCn%C3%AFcode'],
    ['a/../b', '_a%2F..%2Fb'],
  ])('encodes %j so that it is a folder of its own', (repo, folder) => {
    expect(repoFolderName(repo)).toBe(folder);
    expect(repoOfFolder(folder)).toBe(repo);
  });

  it('gives names that collided before folders of their own', () => {
    const names = ['.', '..', '~', '_', '', 'a/b', 'a__b', 'a_/b', 'a/_b', 'a//b', '/a', 'a/'];
    const folders = names.map(repoFolderName);
    expect(new Set(folders).size).toBe(names.length);
    for (const folder of folders) expect(folder === '' || folder === '.' || folder === '..' || folder.includes('/')).toBe(false);
  });

  it('hashes a name too long for a file name, and keeps the name inside its folder', () => {
    const memory = mkdtempSync(join(tmpdir(), 'tip-miner-repo-'));
    const long = `org/${'x'.repeat(400)}`;
    const other = `org/${'x'.repeat(399)}y`;
    const folder = repoFolderName(long);
    expect(folder.length).toBeLessThanOrEqual(120);
    expect(folder).toMatch(/^_org%2Fx+~[0-9a-f]{16}$/);
    expect(repoFolderName(other)).not.toBe(folder);
    expect(repoOfFolder(folder)).toBeUndefined();
    writeRepoFile(memory, long, 'tool_patterns.json', '[]\n');
    expect(readdirSync(join(memory, folder)).sort()).toEqual([REPO_NAME_FILE, 'tool_patterns.json']);
    expect(readFileSync(join(memory, folder, REPO_NAME_FILE), 'utf8')).toBe(`${long}\n`);
  });

  it('is injective and safe for any string (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 300 }), (a, b) => {
        const folderA = repoFolderName(a);
        expect(folderA.length).toBeGreaterThan(0);
        expect(folderA.length).toBeLessThanOrEqual(120);
        expect(folderA).not.toMatch(/[/\\\0]/);
        expect(['.', '..']).not.toContain(folderA);
        if (a !== b) expect(repoFolderName(b)).not.toBe(folderA);
        const back = repoOfFolder(folderA);
        if (back !== undefined) expect(back).toBe(a);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('reposWithFile', () => {
  it('names every repository whose folder holds the file — plain, encoded and hashed names — and nothing else', () => {
    const memory = mkdtempSync(join(tmpdir(), 'tip-miner-repos-'));
    const long = `acme/${'x'.repeat(300)}`;
    for (const repo of ['acme/widgets', 'odd name', long]) writeRepoFile(memory, repo, 'tool_patterns.json', '[]\n');
    writeRepoFile(memory, 'other', 'routing.json', '{}\n');
    mkdirSync(join(memory, 'hook-state'));
    writeFileSync(join(memory, 'hook-state', 'tool_patterns.json'), '[]\n');
    // a hashed folder whose name file is missing names no repository
    const unnamed = join(memory, repoFolderName(`b/${'y'.repeat(300)}`));
    mkdirSync(unnamed);
    writeFileSync(join(unnamed, 'tool_patterns.json'), '[]\n');
    expect(reposWithFile(memory, 'tool_patterns.json')).toEqual([long, 'acme/widgets', 'odd name'].sort());
    expect(reposWithFile(join(memory, 'missing'), 'tool_patterns.json')).toEqual([]);
  });
});
