import { describe, expect, it } from 'vitest';
import { folderName, normalRepoName, outsideWorktreeContainer, slugFromCheckoutPath, slugFromRemoteUrl } from '../../src/ingest/repo-names.js';

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
