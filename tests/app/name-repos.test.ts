/**
 * A database of an earlier version: its sessions were filed under the log's name, else their folder's
 * (or --repo's). The migration keeps what the logs said; the next analyze names them by the rules,
 * keeping the names --repo gave, and notes the views of every repository that moved.
 */
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nameRepos } from '../../src/app/name-repos.js';
import { RepoAliases } from '../../src/config/repo-aliases.js';
import { HistoryDb } from '../../src/store/history-db.js';
import { MIGRATIONS } from '../../src/store/migrations.js';
import { RepoIdentifier } from '../../src/analyze/repo-identity.js';

/** A database of schema version 5 with the sessions given (format, id, repo, cwd). */
function earlierDatabase(rows: Array<[string, string, string | null, string | null]>): string {
  const path = join(mkdtempSync(join(tmpdir(), 'tip-miner-names-')), 'history.db');
  const raw = new Database(path);
  raw.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
  for (const migration of MIGRATIONS.filter((migration) => migration.version <= 5)) {
    raw.exec(migration.sql);
    raw.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, 0)').run(migration.version);
  }
  const insert = raw.prepare('INSERT INTO sessions (format, session_id, repo, cwd) VALUES (?, ?, ?, ?)');
  for (const row of rows) insert.run(...row);
  raw.close();
  return path;
}

const noCheckouts = new RepoIdentifier({ checkoutOf: () => undefined });

function names(db: HistoryDb) {
  return db.all<{ session_id: string; repo: string | null; identity_source: string | null }>(
    'SELECT session_id, repo, identity_source FROM sessions ORDER BY session_id',
  );
}

describe('naming the sessions of an earlier database', () => {
  it('names them by the rules, keeps what --repo gave, and notes the views of the repositories that moved', () => {
    const path = earlierDatabase([
      ['claude-code', 'a', 'widgets', '/home/me/widgets'],
      ['codex', 'b', 'acme/widgets', '/home/me/widgets'],
      ['claude-code', 'c', 'chosen/by-flag', '/home/me/other'],
      ['claude-code', 'd', 'tools', '/home/me/github.com/acme/tools'],
      ['agent-framework', 'e', 'acme/gadgets', null],
    ]);
    const db = HistoryDb.open(path);
    try {
      expect(db.get<{ logged_repo: string | null }>("SELECT logged_repo FROM sessions WHERE session_id = 'b'")?.logged_repo).toBe('acme/widgets');
      expect(nameRepos(db, 1, new RepoAliases(), noCheckouts)).toEqual(['acme/tools', 'acme/widgets', 'tools', 'widgets']);
      expect(names(db)).toEqual([
        { session_id: 'a', repo: 'acme/widgets', identity_source: 'same-folder' },
        { session_id: 'b', repo: 'acme/widgets', identity_source: 'log' },
        { session_id: 'c', repo: 'chosen/by-flag', identity_source: 'override' },
        { session_id: 'd', repo: 'acme/tools', identity_source: 'path' },
        { session_id: 'e', repo: 'acme/gadgets', identity_source: 'log' },
      ]);
      const changed = db.all<{ repo: string; view: string }>("SELECT repo, view FROM view_changes WHERE view = 'tool_patterns' ORDER BY repo");
      expect(changed.map((row) => row.repo)).toEqual(['acme/tools', 'acme/widgets', 'tools', 'widgets']);
      // named once, nothing moves the next time
      expect(nameRepos(db, 2, new RepoAliases(), noCheckouts)).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('a name an earlier version kept with a token in it, or a secret for a name, is named again by the gate', () => {
    const db = HistoryDb.open(
      earlierDatabase([
        ['agent-framework', 'a', 'https://zq7tokennopattern@github.com/acme/af.git', null],
        ['claude-code', 'b', 'ghp_0123456789abcdefghijklmnopqrstuvwxyzAB', '/home/me/proj'],
        ['claude-code', 'c', 'cafe\u0301', '/home/me/cafe\u0301'],
      ]),
    );
    try {
      nameRepos(db, 1, new RepoAliases(), noCheckouts);
      expect(names(db)).toEqual([
        { session_id: 'a', repo: 'acme/af', identity_source: 'log' },
        { session_id: 'b', repo: 'proj', identity_source: 'folder' },
        { session_id: 'c', repo: 'caf\u00e9', identity_source: 'folder' },
      ]);
      // the next version's rows: a stored name the gate now refuses is named again too
      db.run("UPDATE sessions SET identity = 'https://tok@github.com/acme/af.git', repo = 'https://tok@github.com/acme/af.git' WHERE session_id = 'a'");
      nameRepos(db, 2, new RepoAliases(), noCheckouts);
      expect(names(db)[0]).toEqual({ session_id: 'a', repo: 'acme/af', identity_source: 'log' });
      // what the log said, as an earlier version kept it, passes the gate too: no token stays in any column
      db.run("UPDATE sessions SET logged_repo = 'https://zq7tokennopattern@github.com/acme/af.git' WHERE session_id = 'a'");
      db.run("UPDATE sessions SET logged_repo = 'ghp_0123456789abcdefghijklmnopqrstuvwxyzAB' WHERE session_id = 'b'");
      nameRepos(db, 3, new RepoAliases(), noCheckouts);
      expect(db.all('SELECT session_id, logged_repo FROM sessions ORDER BY session_id')).toEqual([
        { session_id: 'a', logged_repo: 'acme/af' },
        { session_id: 'b', logged_repo: null },
        { session_id: 'c', logged_repo: null },
      ]);
      expect(JSON.stringify(db.all('SELECT * FROM sessions'))).not.toMatch(/zq7tokennopattern|ghp_0123/);
    } finally {
      db.close();
    }
  });

  it("the config's aliases give the name used, and taking one away names the sessions back", () => {
    const db = HistoryDb.open(earlierDatabase([['claude-code', 'a', 'widgets', '/home/me/widgets']]));
    try {
      nameRepos(db, 1, new RepoAliases([{ repo: 'acme/widgets', aliases: ['widgets'] }]), noCheckouts);
      expect(names(db)).toEqual([{ session_id: 'a', repo: 'acme/widgets', identity_source: 'folder' }]);
      expect(nameRepos(db, 2, new RepoAliases(), noCheckouts)).toEqual(['acme/widgets', 'widgets']);
      expect(names(db)).toEqual([{ session_id: 'a', repo: 'widgets', identity_source: 'folder' }]);
    } finally {
      db.close();
    }
  });

  it('a checkout cloned since gives the stronger name; one gone since does not take it away', () => {
    const db = HistoryDb.open(earlierDatabase([['claude-code', 'a', 'widgets', '/home/me/widgets']]));
    try {
      nameRepos(db, 1, new RepoAliases(), noCheckouts);
      const cloned = new RepoIdentifier({ checkoutOf: () => ({ root: '/home/me/widgets', remoteUrl: 'git@github.com:acme/widgets.git' }) });
      nameRepos(db, 2, new RepoAliases(), cloned);
      expect(names(db)).toEqual([{ session_id: 'a', repo: 'acme/widgets', identity_source: 'git' }]);
      nameRepos(db, 3, new RepoAliases(), noCheckouts);
      expect(names(db)).toEqual([{ session_id: 'a', repo: 'acme/widgets', identity_source: 'git' }]);
    } finally {
      db.close();
    }
  });
});
