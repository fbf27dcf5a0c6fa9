import { describe, expect, it } from 'vitest';
import {
  folderName,
  normalRepoName,
  outsideWorktreeContainer,
  slugFromCheckoutPath,
  slugFromRemoteUrl,
  WORKTREE_SHAPES,
  worktreePlace,
} from '../../src/ingest/repo-names.js';

describe('slugFromRemoteUrl', () => {
  it.each([
    ['git@github.com:Acme/Widgets.git', 'acme/widgets'],
    ['https://github.com/acme/widgets', 'acme/widgets'],
    ['https://github.com/acme/widgets.git/', 'acme/widgets'],
    ['https://user:token@github.com/acme/widgets.git', 'acme/widgets'],
    ['ssh://git@gitlab.example.com:2222/group/sub/proj.git', 'group/sub/proj'],
    ['https://dev.azure.com/org/project/_git/repo', 'org/project/repo'],
    ['gitlab.com:group/proj', 'group/proj'],
    ['https://github.com/acme%2Fwidgets', 'acme/widgets'],
  ])('%s → %s', (url, slug) => {
    expect(slugFromRemoteUrl(url)).toBe(slug);
  });

  it.each([
    [undefined],
    [''],
    ['   '],
    ['file:///srv/git/widgets.git'],
    ['/srv/git/widgets.git'],
    ['C:\\repos\\widgets'],
    ['https://github.com/widgets'],
    ['not a url'],
    ['https://github.com/a/../b'],
  ])('%s names no repository', (url) => {
    expect(slugFromRemoteUrl(url)).toBeUndefined();
  });
});

describe('slugFromCheckoutPath', () => {
  it.each([
    ['/home/me/code/github.com/Acme/Widgets', 'acme/widgets'],
    ['/home/me/code/github.com/acme/widgets/packages/cli', 'acme/widgets'],
    ['/home/me/go/src/git.example.org/team/service', 'team/service'],
    ['/home/me/ghq/gitlab.com/group/proj', 'group/proj'],
    ['C:\\Users\\me\\src\\github.com\\acme\\widgets', 'acme/widgets'],
  ])('%s → %s', (path, slug) => {
    expect(slugFromCheckoutPath(path)).toBe(slug);
  });

  it.each([
    ['/home/me/widgets'],
    ['/home/me/github.com/acme'],
    ['/home/me/example.org/acme/widgets'],
    ['/srv/src/notahost/a/b'],
    ['/x/github.com/.hidden/repo'],
  ])('%s names no repository by its layout', (path) => {
    expect(slugFromCheckoutPath(path)).toBeUndefined();
  });
});

/** Per shape: a worktree of it (path → project folder, worktree folder) and a path of the same look that is none. */
const SHAPE_CASES: Record<string, { worktree: [string, string, string]; not: string }> = {
  'claude-code': {
    worktree: ['/home/me/app/.claude/worktrees/feature-auth/src', '/home/me/app', '/home/me/app/.claude/worktrees/feature-auth'],
    not: '/home/me/app/.claude/worktrees',
  },
  'dot-worktrees': { worktree: ['/home/me/app/.worktrees/fix-1', '/home/me/app', '/home/me/app/.worktrees/fix-1'], not: '/home/me/app/worktrees/fix-1' },
  'git-admin': { worktree: ['/home/me/app/.git/worktrees/fix-1', '/home/me/app', '/home/me/app/.git/worktrees/fix-1'], not: '/home/me/app/.git/hooks' },
  'conductor-legacy': { worktree: ['/home/me/app/.conductor/lisbon', '/home/me/app', '/home/me/app/.conductor/lisbon'], not: '/home/me/app/conductor/lisbon' },
  'claude-worktrees-inside': {
    worktree: ['D:\\projects\\app\\.claude-worktrees\\task-580\\libs', 'D:\\projects\\app', 'D:\\projects\\app\\.claude-worktrees\\task-580'],
    not: '/home/me/app/claude-worktrees/task-580',
  },
  'dash-worktrees': {
    worktree: ['/home/me/code/app-worktrees/app-k2x/packages/web', '/home/me/code/app', '/home/me/code/app-worktrees/app-k2x'],
    not: '/home/me/code/my-worktrees-notes/app-k2x',
  },
  'dot-worktrees-sibling': {
    worktree: ['/home/me/code/app.worktrees/feat-branch1', '/home/me/code/app', '/home/me/code/app.worktrees/feat-branch1'],
    not: '/home/me/code/.worktrees-app/x/y',
  },
  cursor: {
    worktree: ['/Users/max/.cursor/worktrees/jbang/307Ps/src', '/Users/max/.cursor/worktrees/jbang', '/Users/max/.cursor/worktrees/jbang/307Ps'],
    not: '/Users/max/.cursor/worktrees',
  },
  conductor: {
    worktree: ['/Users/me/conductor/workspaces/app/lisbon', '/Users/me/conductor/workspaces/app', '/Users/me/conductor/workspaces/app/lisbon'],
    not: '/Users/me/conductor/app/lisbon',
  },
  'codex-app': {
    worktree: ['/Users/me/.codex/worktrees/4f2a/app/src', '/Users/me/.codex/worktrees/4f2a/app', '/Users/me/.codex/worktrees/4f2a/app'],
    not: '/Users/me/.codex/sessions/2025/11',
  },
  grok: {
    worktree: ['/home/me/.grok/worktrees/app/feat', '/home/me/.grok/worktrees/app', '/home/me/.grok/worktrees/app/feat'],
    not: '/home/me/.grok/app/feat',
  },
  'claude-desktop': {
    worktree: ['/Users/me/.claude-worktrees/app/pedantic-moore', '/Users/me/.claude-worktrees/app', '/Users/me/.claude-worktrees/app/pedantic-moore'],
    not: '/Users/me/.claude-worktrees/app',
  },
};

describe('worktree shapes', () => {
  it('every shape has a case, and every case a shape', () => {
    expect(Object.keys(SHAPE_CASES).sort()).toEqual(WORKTREE_SHAPES.map((shape) => shape.id).sort());
  });

  it.each(WORKTREE_SHAPES.map((shape) => [shape.id, shape] as const))('%s: a worktree of it names its project; a path of the same look does not', (id) => {
    const { worktree, not } = SHAPE_CASES[id]!;
    const [path, project, root] = worktree;
    const place = worktreePlace(path);
    expect(place?.shape.id).toBe(id);
    expect([place?.project, place?.root]).toEqual([project, root]);
    expect(worktreePlace(not)?.shape.id).not.toBe(id);
  });

  it.each([
    ['a folder merely called worktrees holds unrelated projects', ['/home/me/worktrees/alpha', '/home/me/worktrees/beta']],
    ['a folder with worktrees in the middle of its name', ['/home/me/my-worktrees-notes/alpha', '/home/me/my-worktrees-notes/beta']],
    ['a folder named -worktrees with no project name', ['/home/me/-worktrees/alpha', '/home/me/-worktrees/beta']],
    ['siblings named alike (app, app-server) are separate repositories', ['/home/me/code/app', '/home/me/code/app-server']],
    ['a home folder holding .claude-worktrees is no repository of them', ['/home/me/.claude-worktrees/alpha/x', '/home/me/.claude-worktrees/beta/y']],
  ])('%s', (_what, [first, second]) => {
    expect(folderName(outsideWorktreeContainer(first!))).not.toBe(folderName(outsideWorktreeContainer(second!)));
  });

  it('the outermost worktree wins: a worktree made inside a worktree is of the same project', () => {
    expect(outsideWorktreeContainer('/home/me/app/.worktrees/a/.claude/worktrees/b')).toBe('/home/me/app');
  });
});

describe('outsideWorktreeContainer and folderName', () => {
  it.each([
    ['/home/me/widgets/.claude/worktrees/agent-a4ca7529', '/home/me/widgets'],
    ['/home/me/widgets/.worktrees/fix-1/src', '/home/me/widgets'],
    ['-experiments/worktrees/.claude/worktrees/agent-ab1e6e14', '-experiments/worktrees'],
    ['/home/me/widgets/.claude/worktrees', '/home/me/widgets/.claude/worktrees'],
    ['/home/me/widgets', '/home/me/widgets'],
  ])('%s is in %s', (path, repository) => {
    expect(outsideWorktreeContainer(path)).toBe(repository);
  });

  it.each([
    ['/home/me/widgets/', 'widgets'],
    ['C:\\Users\\me\\widgets', 'widgets'],
    ['/', undefined],
    ['', undefined],
  ])('the folder name of %j is %j', (path, name) => {
    expect(folderName(path)).toBe(name);
  });

  it('a name a log gives is trimmed, and lower-cased when it is owner/name', () => {
    expect(normalRepoName('  Acme/Widgets/ ')).toBe('acme/widgets');
    expect(normalRepoName('MyRepo')).toBe('MyRepo');
    expect(normalRepoName('  ')).toBeUndefined();
  });
});

describe('the gate every repository name passes', () => {
  it.each([
    ['https://TOKEN@github.com/acme/af.git', 'acme/af'],
    ['https://user:pass@github.com/Acme/AF.git?token=abc#frag', 'acme/af'],
    ['ssh://deploy@git.example.org:2222/team/svc.git', 'team/svc'],
    ['git@github.com:org/repo.git', 'org/repo'],
    ['git@github.com:org/repo.git?ref=x#y', 'org/repo'],
    ['github.com:org/repo', 'org/repo'],
    ['TOKEN@github.com/acme/af', 'acme/af'],
    ['user:pass@gitlab.example.com/group/proj', 'group/proj'],
    ['file:///srv/git/Widgets.git', 'Widgets'],
    ['file://localhost/srv/git/widgets/', 'widgets'],
    ['  Acme/Widgets/ ', 'acme/widgets'],
    ['MyRepo', 'MyRepo'],
    ['\u001b[31mred\u001b[0m', 'red'],
    ['first\nsecond', 'first second'],
    ['a\u0000b', 'ab'],
    ['ab\u202ecd\u200b', 'abcd'],
    ['cafe\u0301', 'caf\u00e9'],
    ['%2e%2e', '%2e%2e'],
    ['CON', 'CON'],
  ])('%j → %j', (given, name) => {
    expect(normalRepoName(given)).toBe(name);
  });

  it.each([
    ['ghp_0123456789abcdefghijklmnopqrstuvwxyzAB'],
    ['https://github.com/acme/ghp_0123456789abcdefghijklmnopqrstuvwxyzAB.git'],
    ['token=abcdef123456'],
    ['..'],
    ['../../etc/passwd'],
    ['a/./b'],
    ['a//b'],
    ['x'.repeat(201)],
    ['x'.repeat(5000)],
    ['https://github.com/widgets'],
    ['file:///'],
    ['\u001b[0m'],
    [''],
  ])('%j is no name', (given) => {
    expect(normalRepoName(given)).toBeUndefined();
  });

  it('is idempotent: a name it gives passes it unchanged', () => {
    for (const given of ['https://TOKEN@github.com/Acme/AF.git', 'cafe\u0301', 'MyRepo', 'first\nsecond', 'İstanbul/Repo', 'ß/Straße']) {
      const name = normalRepoName(given);
      if (name !== undefined) expect(normalRepoName(name)).toBe(name);
    }
  });

  it('gates the names of remotes, host paths and folders too', () => {
    expect(slugFromRemoteUrl('https://github.com/acme/ghp_0123456789abcdefghijklmnopqrstuvwxyzAB')).toBeUndefined();
    expect(slugFromCheckoutPath('/home/me/github.com/acme/ghp_0123456789abcdefghijklmnopqrstuvwxyzAB')).toBeUndefined();
    expect(folderName('/home/me/ghp_0123456789abcdefghijklmnopqrstuvwxyzAB')).toBeUndefined();
    expect(folderName('/home/me/..')).toBeUndefined();
    expect(folderName('/home/me/\u001b]0;title\u0007proj')).toBe('proj');
    expect(folderName(`/home/me/${'y'.repeat(300)}`)).toBeUndefined();
  });
});
