/** `--repo` naming no known repository: the names it may have meant, closest first. */
import { describe, expect, it } from 'vitest';
import { closeRepoNames, type RepoListing } from '../../src/views/repo-list.js';

function listing(repo: string, aliases: string[] = []): RepoListing {
  return { repo, aliases, sessions: 1, sessionsByFormat: { 'claude-code': 1 }, folders: [], namedBy: { folder: 1 } };
}

const KNOWN = [
  listing('acme/app', ['app']),
  listing('app-worktrees-tools'),
  listing('lighthouse'),
  listing('billing-api-log'),
  listing('billing_p'),
  listing('shopfront-monorepo', ['admin-portal']),
];

describe('closeRepoNames', () => {
  it.each([
    ['a typing slip', 'lighthuse', ['lighthouse']],
    ['a transposition counts two slips, within a quarter of the length', 'ligthhouse', ['lighthouse']],
    ['part of a name, the closest length first', 'billing', ['billing_p', 'billing-api-log']],
    ['an alias that contains it', 'portal', ['shopfront-monorepo']],
    ['a name that holds the last part of a slug', 'acme-app-v2', ['acme/app']],
    ['nothing close', 'zzz-unrelated', []],
    ['any case', 'LIGHTHUSE', ['lighthouse']],
  ])('%s: %s', (_case, name, expected) => {
    expect(closeRepoNames(name, KNOWN)).toEqual(expected);
  });

  it('at most max names', () => {
    const many = Array.from({ length: 12 }, (_, index) => listing(`service-${index}`));
    expect(closeRepoNames('service', many, 3)).toHaveLength(3);
  });

  it('a very long name is compared by containment only (no quadratic work on it)', () => {
    expect(closeRepoNames('x'.repeat(5000), KNOWN)).toEqual([]);
  });
});
