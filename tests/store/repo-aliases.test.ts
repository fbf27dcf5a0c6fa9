/** The aliases kept in the history database: one per name without case, replaced when set again, and a row the name gate refuses is left out. */
import { describe, expect, it } from 'vitest';
import { forgetAlias, keepAlias, keptAliases } from '../../src/store/repo-aliases.js';
import { useFreshHistoryDbs } from '../helpers/history-db.js';

const freshDb = useFreshHistoryDbs();

describe('repo_aliases', () => {
  it('keeps one alias per name without case; setting it again replaces what it named', () => {
    const { db } = freshDb();
    keepAlias(db, 'App-K2X', 'app', 1);
    keepAlias(db, 'app-k2x', 'acme/app', 2);
    keepAlias(db, 'app-p7q', 'acme/app', 2);
    expect(keptAliases(db)).toEqual([
      { alias: 'app-k2x', repo: 'acme/app' },
      { alias: 'app-p7q', repo: 'acme/app' },
    ]);
    expect(forgetAlias(db, 'APP-P7Q')).toBe(true);
    expect(forgetAlias(db, 'app-p7q')).toBe(false);
    expect(keptAliases(db)).toEqual([{ alias: 'app-k2x', repo: 'acme/app' }]);
  });

  it('a row written by other hands that the name gate refuses is left out', () => {
    const { db } = freshDb();
    db.run('INSERT INTO repo_aliases VALUES (?, ?, ?, ?)', 'x', 'x', 'https://ghp_0123456789abcdefghijklmnopqrstuvwxyzAB@github.com/acme/app.git', 1);
    db.run('INSERT INTO repo_aliases VALUES (?, ?, ?, ?)', '..', '..', 'app', 1);
    keepAlias(db, 'ok', 'app', 1);
    expect(keptAliases(db)).toEqual([{ alias: 'ok', repo: 'app' }]);
  });
});
