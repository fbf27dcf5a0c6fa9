import { describe, expect, it } from 'vitest';
import { RepoIdentifier, unifyIdentities, type IdentityGroup } from '../../src/analyze/repo-identity.js';
import type { GitCheckout } from '../../src/util/git-checkout.js';

const checkouts: Record<string, GitCheckout> = {
  '/work/widgets': { root: '/work/widgets', remoteUrl: 'git@github.com:acme/widgets.git' },
  '/work/widgets/src': { root: '/work/widgets', remoteUrl: 'git@github.com:acme/widgets.git' },
  '/work/local': { root: '/work/local' },
  '/code/github.com/acme/tools': { root: '/code/github.com/acme/tools' },
  // a worktree on disk: its .git file leads to its main checkout
  '/Users/me/.cursor/worktrees/widgets/AbCd': { root: '/work/widgets', remoteUrl: 'git@github.com:acme/widgets.git' },
};
const identifier = (override?: string) =>
  new RepoIdentifier({
    ...(override !== undefined && { override }),
    checkoutOf: (folder) => (Object.hasOwn(checkouts, folder) ? checkouts[folder] : undefined),
  });

describe('RepoIdentifier', () => {
  it.each([
    ['--repo wins over everything', { cwd: '/work/widgets', loggedRepo: 'x/y' }, 'Other/Name', { identity: 'other/name', source: 'override' }],
    ['the git remote of a checkout on this machine', { cwd: '/work/widgets/src', loggedRepo: 'x/y' }, undefined, { identity: 'acme/widgets', source: 'git' }],
    ['a checkout without a remote, laid out by host', { cwd: '/code/github.com/acme/tools' }, undefined, { identity: 'acme/tools', source: 'path' }],
    ['a path laid out by host, not on this machine', { cwd: '/x/github.com/acme/gadgets/web' }, undefined, { identity: 'acme/gadgets', source: 'path' }],
    ['what the log says', { cwd: '/gone/folder', loggedRepo: 'acme/gone' }, undefined, { identity: 'acme/gone', source: 'log' }],
    ['the log alone, with no folder', { loggedRepo: 'Acme/Widgets' }, undefined, { identity: 'acme/widgets', source: 'log' }],
    ['a checkout without a remote: its root folder', { cwd: '/work/local' }, undefined, { identity: 'local', source: 'folder' }],
    ['a worktree of an agent: the repository folder', { cwd: '/gone/app/.claude/worktrees/agent-1' }, undefined, { identity: 'app', source: 'folder' }],
    [
      'a worktree beside its project, no checkout here: the project',
      { cwd: '/gone/app-worktrees/app-k2x/web' },
      undefined,
      { identity: 'app', source: 'folder' },
    ],
    [
      "a worktree beside its project whose checkout is here: the checkout's remote",
      { cwd: '/work/widgets-worktrees/fix' },
      undefined,
      { identity: 'acme/widgets', source: 'git' },
    ],
    [
      'a Cursor worktree that is gone: the project it is named after',
      { cwd: '/Users/me/.cursor/worktrees/app/307Ps' },
      undefined,
      { identity: 'app', source: 'folder' },
    ],
    [
      "a Cursor worktree still on disk: its main checkout's remote",
      { cwd: '/Users/me/.cursor/worktrees/widgets/AbCd/src' },
      undefined,
      { identity: 'acme/widgets', source: 'git' },
    ],
    [
      'a worktree whose log names the remote: the log',
      { cwd: '/gone/app-worktrees/app-p7q', loggedRepo: 'git@github.com:acme/app.git' },
      undefined,
      { identity: 'acme/app', source: 'log' },
    ],
  ])('%s', (_what, place, override, expected) => {
    expect(identifier(override).identify(place)).toEqual(expected);
  });

  it('nothing to go by names nothing', () => {
    expect(identifier().identify({})).toBeUndefined();
    expect(identifier().identify({ cwd: '/' })).toBeUndefined();
  });

  it('reads the disk once per folder', () => {
    let reads = 0;
    const counting = new RepoIdentifier({ checkoutOf: () => (reads++, undefined) });
    for (let index = 0; index < 5; index++) counting.identify({ cwd: '/a/b' });
    expect(reads).toBe(1);
  });
});

describe('unifyIdentities', () => {
  const group = (cwd: string | undefined, identity: string, source: IdentityGroup['source']): IdentityGroup => ({ ...(cwd && { cwd }), identity, source });

  it.each<[string, IdentityGroup[], string[]]>([
    [
      'the same folder named by a log',
      [group('/x/gadgets', 'gadgets', 'folder'), group('/x/gadgets', 'acme/gadgets', 'log')],
      ['acme/gadgets', 'acme/gadgets'],
    ],
    [
      'a folder below one named by a log',
      [group('/x/gadgets/test', 'test', 'folder'), group('/x/gadgets', 'acme/gadgets', 'log')],
      ['acme/gadgets', 'acme/gadgets'],
    ],
    ['the one owner/<folder> known', [group('/y/gadgets', 'gadgets', 'folder'), group(undefined, 'acme/gadgets', 'log')], ['acme/gadgets', 'acme/gadgets']],
    [
      'two owner/<folder> known: left alone',
      [group('/y/app', 'app', 'folder'), group(undefined, 'one/app', 'log'), group(undefined, 'two/app', 'log')],
      ['app', 'one/app', 'two/app'],
    ],
    ['a folder named nowhere else: left alone', [group('/y/solo', 'solo', 'folder')], ['solo']],
    [
      "a worktree beside its project takes the name a log gave the project's folder",
      [group('/x/app-worktrees/app-k2x', 'app', 'folder'), group('/x/app', 'acme/app', 'log')],
      ['acme/app', 'acme/app'],
    ],
    [
      'a worktree of Codex app takes the name a log gave a worktree of the same project',
      [group('/u/.codex/worktrees/1a/app', 'app', 'folder'), group('/u/.codex/worktrees/1a/app', 'acme/app', 'log')],
      ['acme/app', 'acme/app'],
    ],
    ['a stronger name is never replaced', [group('/x/a', 'acme/a', 'git'), group('/x/a', 'b/a', 'log')], ['acme/a', 'b/a']],
  ])('%s', (_what, groups, names) => {
    expect(unifyIdentities(groups).map((identity) => identity.identity)).toEqual(names);
  });

  it('names the config lists are never replaced by a guess', () => {
    const groups = [group('/y/gadgets', 'gadgets', 'folder'), group(undefined, 'acme/gadgets', 'log')];
    expect(unifyIdentities(groups, new Set(['gadgets']))[0]).toEqual({ identity: 'gadgets', source: 'folder' });
  });
});
