import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { gitCheckoutOf, remoteOf } from '../../src/util/git-checkout.js';

const folder = () => mkdtempSync(join(tmpdir(), 'tip-miner-git-'));

function gitFolder(root: string, config: string): string {
  mkdirSync(join(root, '.git'), { recursive: true });
  writeFileSync(join(root, '.git', 'config'), config);
  return root;
}

describe('gitCheckoutOf', () => {
  it('reads the origin of the checkout a folder is in, from a folder below its root too', () => {
    const root = gitFolder(
      folder(),
      '[core]\n\tbare = false\n[remote "upstream"]\n\turl = git@github.com:other/x.git\n[remote "origin"]\n\turl = git@github.com:acme/widgets.git\n',
    );
    mkdirSync(join(root, 'src', 'deep'), { recursive: true });
    expect(gitCheckoutOf(join(root, 'src', 'deep'))).toEqual({ root, remoteUrl: 'git@github.com:acme/widgets.git' });
  });

  it('a checkout without a remote has its root only; a folder in no checkout has none', () => {
    const root = gitFolder(folder(), '[core]\n\tbare = false\n');
    expect(gitCheckoutOf(root)).toEqual({ root });
    expect(gitCheckoutOf(folder())).toBeUndefined();
    expect(gitCheckoutOf('relative/path')).toBeUndefined();
    expect(gitCheckoutOf(join(folder(), 'not', 'there'))).toBeUndefined();
  });

  it('a worktree is its main checkout (gitdir file, commondir)', () => {
    const main = gitFolder(folder(), '[remote "origin"]\n\turl = https://github.com/acme/widgets\n');
    const gitDir = join(main, '.git', 'worktrees', 'fix');
    mkdirSync(gitDir, { recursive: true });
    writeFileSync(join(gitDir, 'commondir'), '../..\n');
    const worktree = folder();
    writeFileSync(join(worktree, '.git'), `gitdir: ${gitDir}\n`);
    expect(gitCheckoutOf(worktree)).toEqual({ root: main, remoteUrl: 'https://github.com/acme/widgets' });
  });

  it('a submodule is a checkout of its own', () => {
    const parent = gitFolder(folder(), '[remote "origin"]\n\turl = https://github.com/acme/parent\n');
    const modules = join(parent, '.git', 'modules', 'lib');
    mkdirSync(modules, { recursive: true });
    writeFileSync(join(modules, 'config'), '[remote "origin"]\n\turl = https://github.com/acme/lib\n');
    const sub = join(parent, 'lib');
    mkdirSync(sub);
    writeFileSync(join(sub, '.git'), 'gitdir: ../.git/modules/lib\n');
    expect(gitCheckoutOf(sub)).toEqual({ root: sub, remoteUrl: 'https://github.com/acme/lib' });
  });

  it('a .git that is neither a folder nor a file, or a config that is a FIFO, is not read (no hang)', () => {
    const root = folder();
    mkdirSync(join(root, '.git'));
    try {
      execFileSync('mkfifo', [join(root, '.git', 'config')]);
    } catch {
      return; // no mkfifo on this machine
    }
    expect(gitCheckoutOf(root)).toEqual({ root });
  });

  it('the same as git reads from a real checkout', () => {
    const root = folder();
    try {
      execFileSync('git', ['init', '-q', root]);
      execFileSync('git', ['-C', root, 'remote', 'add', 'origin', 'git@github.com:acme/real.git']);
    } catch {
      return; // no git on this machine
    }
    expect(gitCheckoutOf(root)).toEqual({ root, remoteUrl: 'git@github.com:acme/real.git' });
  });
});

describe('remoteOf', () => {
  it.each([
    ['[remote "origin"]\n  url = a\n', 'a'],
    ['[remote "fork"]\nurl = b\n[remote "origin"]\nurl = a ; comment\n', 'a'],
    ['[remote "fork"]\nurl = "b"\n', 'b'],
    ['[branch "main"]\nurl = x\n', undefined],
    ['', undefined],
  ])('%j → %j', (config, url) => {
    expect(remoteOf(config)).toBe(url);
  });
});
