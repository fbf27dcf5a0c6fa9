/** The config's repository aliases pass the same gate as every repository name: a URL with a token names its repository, and an error never repeats a secret. */
import { describe, expect, it } from 'vitest';
import { checkRepoAliases } from '../../src/config/repo-aliases.js';
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
