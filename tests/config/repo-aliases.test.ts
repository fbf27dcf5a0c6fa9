/** The config's repository aliases pass the same gate as every repository name: a URL with a token names its repository, and an error never repeats a secret. */
import { describe, expect, it } from 'vitest';
import { checkRepoAliases, RepoAliases } from '../../src/config/repo-aliases.js';
import { ConfigError } from '../../src/errors.js';

const TOKEN = 'Zq7aliasTokenNoPattern';

describe('tip_miner.repos through the gate', () => {
  it('a key or an alias written as a URL with user info is the repository its path names', () => {
    expect(checkRepoAliases('tip_miner.repos', { [`https://${TOKEN}@github.com/Acme/AF.git`]: [`git@github.com:acme/af-old.git`, 'af'] }, 'c.yaml')).toEqual([
      { repo: 'acme/af', aliases: ['acme/af-old', 'af'] },
    ]);
  });

  it.each([
    ['a key that is a secret', { ghp_0123456789abcdefghijklmnopqrstuvwxyzAB: ['x'] }, 'has a repository name that is empty or not usable'],
    ['a key that is ..', { '..': ['x'] }, 'has a repository name that is empty or not usable'],
    [
      'an alias that is a secret',
      { [`https://${TOKEN}@github.com/acme/af.git`]: ['ghp_0123456789abcdefghijklmnopqrstuvwxyzAB'] },
      'tip_miner.repos.acme/af[0] must be a non-empty name',
    ],
  ])('%s: a ConfigError that repeats no secret', (_name, value, message) => {
    let error: unknown;
    try {
      checkRepoAliases('tip_miner.repos', value, 'c.yaml');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain(TOKEN);
    expect((error as Error).message).not.toContain('ghp_');
  });
});

describe('RepoAliases: the config and the data home together', () => {
  const config = [{ repo: 'acme/widgets', aliases: ['widgets', 'widgets-old'] }];

  it.each<[string, Array<{ alias: string; repo: string }>, string, string]>([
    ['a config alias', [], 'Widgets', 'acme/widgets'],
    ['a config key in any case', [], 'ACME/WIDGETS', 'acme/widgets'],
    ['a name nobody aliased is itself', [], 'tools', 'tools'],
    ['a kept alias', [{ alias: 'app-k2x', repo: 'app' }], 'APP-K2X', 'app'],
    ['the data home wins over the config for the same name', [{ alias: 'widgets', repo: 'other/widgets' }], 'widgets', 'other/widgets'],
    ['names are followed to the last: kept, then config', [{ alias: 'w2', repo: 'widgets' }], 'w2', 'acme/widgets'],
    ['a config key the data home files under another name', [{ alias: 'acme/widgets', repo: 'acme/gadgets' }], 'widgets-old', 'acme/gadgets'],
    [
      'names that go round in a circle (two merged databases) stop at the least of them',
      [
        { alias: 'b', repo: 'c' },
        { alias: 'c', repo: 'b' },
      ],
      'c',
      'b',
    ],
    [
      'the same circle entered elsewhere stops at the same name',
      [
        { alias: 'a', repo: 'c' },
        { alias: 'b', repo: 'c' },
        { alias: 'c', repo: 'b' },
      ],
      'a',
      'b',
    ],
  ])('%s', (_what, kept, name, filed) => {
    expect(new RepoAliases(config, kept).apply(name)).toBe(filed);
  });

  it('aliasesOf lists every name filed under a repository, from either source', () => {
    const aliases = new RepoAliases(config, [{ alias: 'w2', repo: 'widgets' }]);
    expect(aliases.aliasesOf('acme/widgets').sort()).toEqual(['w2', 'widgets', 'widgets-old']);
    expect(aliases.chain('w2')).toEqual(['w2', 'widgets', 'acme/widgets']);
    expect(aliases.listedNames()).toEqual(new Set(['acme/widgets', 'widgets', 'widgets-old', 'w2']));
  });

  it('the fingerprint changes with the kept aliases', () => {
    const plain = new RepoAliases(config);
    expect(plain.withKept([{ alias: 'x', repo: 'y' }]).fingerprint()).not.toBe(plain.fingerprint());
    expect(plain.withKept([]).fingerprint()).toBe(plain.fingerprint());
  });
});
