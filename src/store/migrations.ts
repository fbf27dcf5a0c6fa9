/**
 * The history database's schema, as an ordered list of migrations. A database records the versions
 * applied; opening it applies the missing ones in one transaction. Never edit a released migration:
 * add the next one.
 */
export interface Migration {
  version: number;
  description: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: 'files read, sessions, per-file stream metrics, findings, runs',
    sql: `
      CREATE TABLE files (
        path TEXT PRIMARY KEY,
        size INTEGER NOT NULL,
        mtime_ms REAL NOT NULL,
        consumed_offset INTEGER NOT NULL,
        consumed_lines INTEGER NOT NULL,
        head_hash TEXT NOT NULL,
        format TEXT,
        analysed_at INTEGER NOT NULL
      );
      CREATE TABLE sessions (
        format TEXT NOT NULL,
        session_id TEXT NOT NULL,
        repo TEXT,
        cwd TEXT,
        outcome TEXT,
        first_ts INTEGER,
        last_ts INTEGER,
        PRIMARY KEY (format, session_id)
      );
      CREATE TABLE stream_metrics (
        file TEXT NOT NULL,
        format TEXT NOT NULL,
        session_id TEXT NOT NULL,
        stream_id TEXT NOT NULL,
        layout TEXT NOT NULL,
        tool_calls INTEGER NOT NULL,
        tool_calls_by_tool TEXT NOT NULL,
        human_turns INTEGER NOT NULL,
        rejections INTEGER NOT NULL,
        cancelled_calls INTEGER NOT NULL,
        denied_calls INTEGER NOT NULL,
        tool_errors INTEGER NOT NULL,
        interrupts INTEGER NOT NULL,
        PRIMARY KEY (file, session_id, stream_id)
      );
      CREATE TABLE session_tokens (
        file TEXT NOT NULL,
        format TEXT NOT NULL,
        session_id TEXT NOT NULL,
        input INTEGER NOT NULL,
        output INTEGER NOT NULL,
        cache_creation INTEGER NOT NULL,
        cache_read INTEGER NOT NULL,
        PRIMARY KEY (file, session_id)
      );
      CREATE TABLE findings (
        id INTEGER PRIMARY KEY,
        detector TEXT NOT NULL,
        format TEXT NOT NULL,
        session_id TEXT NOT NULL,
        stream_id TEXT NOT NULL,
        file TEXT NOT NULL,
        line INTEGER NOT NULL,
        call_ids TEXT NOT NULL,
        lines TEXT NOT NULL,
        seen_at INTEGER NOT NULL,
        wasted_bytes INTEGER,
        wasted_tokens INTEGER,
        run_id INTEGER NOT NULL,
        UNIQUE (detector, file, line)
      );
      CREATE INDEX findings_by_session ON findings (format, session_id);
      CREATE TABLE runs (
        id INTEGER PRIMARY KEY,
        started_at INTEGER NOT NULL,
        finished_at INTEGER,
        files_read INTEGER,
        lines INTEGER,
        new_findings INTEGER
      );
    `,
  },
  {
    version: 2,
    description: 'corrections, languages of the files each session touched, proposal decisions and LLM refinements',
    sql: `
      CREATE TABLE corrections (
        id INTEGER PRIMARY KEY,
        format TEXT NOT NULL,
        session_id TEXT NOT NULL,
        stream_id TEXT NOT NULL,
        file TEXT NOT NULL,
        line INTEGER NOT NULL,
        kind TEXT NOT NULL,
        confidence REAL NOT NULL,
        explicit INTEGER NOT NULL,
        cues TEXT NOT NULL,
        text TEXT NOT NULL,
        rule TEXT NOT NULL,
        seen_at INTEGER NOT NULL,
        run_id INTEGER NOT NULL,
        UNIQUE (file, line)
      );
      CREATE INDEX corrections_by_session ON corrections (format, session_id);
      CREATE TABLE session_languages (
        file TEXT NOT NULL,
        format TEXT NOT NULL,
        session_id TEXT NOT NULL,
        language TEXT NOT NULL,
        touches INTEGER NOT NULL,
        PRIMARY KEY (file, session_id, language)
      );
      CREATE TABLE proposal_decisions (
        proposal_id TEXT PRIMARY KEY,
        decision TEXT NOT NULL CHECK (decision IN ('approved', 'rejected')),
        content TEXT NOT NULL,
        category TEXT NOT NULL,
        scope TEXT NOT NULL,
        rationale TEXT NOT NULL,
        member_keys TEXT NOT NULL,
        decided_at INTEGER NOT NULL
      );
      CREATE TABLE proposal_refinements (
        content TEXT NOT NULL,
        model TEXT NOT NULL,
        refined TEXT,
        refined_at INTEGER NOT NULL,
        PRIMARY KEY (content, model)
      );
    `,
  },
  {
    version: 3,
    description: "delegation suggestions (the seed's table, with evidence and the verdict), solo streaks, delegation preferences",
    sql: `
      CREATE TABLE delegation_suggestions (
        id INTEGER PRIMARY KEY,
        format TEXT NOT NULL,
        session_id TEXT NOT NULL,
        stream_id TEXT NOT NULL,
        file TEXT NOT NULL,
        line INTEGER NOT NULL,
        pattern_type TEXT NOT NULL CHECK (pattern_type IN ('exploration', 'implementation', 'debugging', 'refactoring')),
        confidence REAL NOT NULL,
        description TEXT NOT NULL,
        suggestion_text TEXT NOT NULL,
        subagent_type TEXT NOT NULL,
        goal TEXT NOT NULL,
        files TEXT NOT NULL,
        call_ids TEXT NOT NULL,
        context_bytes INTEGER,
        context_tokens INTEGER,
        user_action TEXT NOT NULL CHECK (user_action IN ('accepted', 'rejected', 'pending')),
        calls_after INTEGER NOT NULL,
        timestamp INTEGER NOT NULL,
        run_id INTEGER NOT NULL,
        UNIQUE (file, line)
      );
      CREATE INDEX delegation_suggestions_session ON delegation_suggestions (format, session_id);
      CREATE TABLE solo_streaks (
        file TEXT NOT NULL,
        format TEXT NOT NULL,
        session_id TEXT NOT NULL,
        stream_id TEXT NOT NULL,
        start_line INTEGER NOT NULL,
        end_line INTEGER NOT NULL,
        length INTEGER NOT NULL,
        ended_by_delegation INTEGER NOT NULL,
        PRIMARY KEY (file, start_line)
      );
      CREATE TABLE delegation_preferences (
        pattern_type TEXT PRIMARY KEY CHECK (pattern_type IN ('exploration', 'implementation', 'debugging', 'refactoring')),
        action TEXT NOT NULL CHECK (action IN ('always', 'never')),
        set_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 4,
    description:
      'routing: every tool use (name, outcome, keywords), the tools sessions listed, and per repository the learned patterns, tool registry and replay figures',
    sql: `
      CREATE TABLE tool_uses (
        file TEXT NOT NULL,
        format TEXT NOT NULL,
        session_id TEXT NOT NULL,
        stream_id TEXT NOT NULL,
        line INTEGER NOT NULL,
        use_id TEXT NOT NULL,
        name TEXT NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('ok', 'failed', 'refused')),
        keywords TEXT NOT NULL,
        ts INTEGER,
        PRIMARY KEY (file, use_id)
      );
      CREATE INDEX tool_uses_by_session ON tool_uses (format, session_id);
      CREATE TABLE tool_listings (
        file TEXT NOT NULL,
        format TEXT NOT NULL,
        session_id TEXT NOT NULL,
        line INTEGER NOT NULL,
        name TEXT NOT NULL,
        added INTEGER NOT NULL,
        description TEXT,
        ts INTEGER,
        PRIMARY KEY (file, line, name)
      );
      CREATE INDEX tool_listings_by_session ON tool_listings (format, session_id);
      CREATE TABLE routing_patterns (
        repo TEXT NOT NULL,
        target TEXT NOT NULL,
        preceding TEXT NOT NULL,
        frequency INTEGER NOT NULL,
        computed_at INTEGER NOT NULL,
        PRIMARY KEY (repo, target, preceding)
      );
      CREATE TABLE tool_registry (
        repo TEXT NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        server TEXT,
        description TEXT,
        sources TEXT NOT NULL,
        uses INTEGER NOT NULL,
        failures INTEGER NOT NULL,
        refused INTEGER NOT NULL,
        last_seen INTEGER,
        status TEXT NOT NULL CHECK (status IN ('active', 'demoted')),
        removed INTEGER NOT NULL,
        suggestable INTEGER NOT NULL,
        computed_at INTEGER NOT NULL,
        PRIMARY KEY (repo, name)
      );
      CREATE TABLE routing_replays (
        repo TEXT NOT NULL,
        tier TEXT NOT NULL CHECK (tier IN ('learned', 'heuristic', 'all')),
        sessions INTEGER NOT NULL,
        suggestions INTEGER NOT NULL,
        hits INTEGER NOT NULL,
        computed_at INTEGER NOT NULL,
        PRIMARY KEY (repo, tier)
      );
    `,
  },
  {
    version: 5,
    description:
      'which data behind each view changed at which run, which views were written for which memory dir up to which run, ' +
      'and the approved rules written into the memory layers',
    sql: `
      CREATE TABLE view_changes (
        repo TEXT NOT NULL,
        view TEXT NOT NULL,
        run INTEGER NOT NULL,
        PRIMARY KEY (repo, view)
      );
      CREATE TABLE view_marks (
        memory_dir TEXT NOT NULL,
        repo TEXT NOT NULL,
        view TEXT NOT NULL,
        run INTEGER NOT NULL,
        settings TEXT NOT NULL,
        PRIMARY KEY (memory_dir, repo, view)
      );
      CREATE TABLE decision_layers (
        proposal_id TEXT NOT NULL,
        memory_dir TEXT NOT NULL,
        written_at INTEGER NOT NULL,
        PRIMARY KEY (proposal_id, memory_dir)
      );
    `,
  },
  {
    version: 6,
    description:
      "each session's repository as the log names it, and how its name was found (git remote, path, log, folder…); " +
      'earlier rows are named anew by the next analyze',
    sql: `
      ALTER TABLE sessions ADD COLUMN logged_repo TEXT;
      ALTER TABLE sessions ADD COLUMN identity TEXT;
      ALTER TABLE sessions ADD COLUMN identity_source TEXT;
      UPDATE sessions SET logged_repo = repo WHERE format != 'claude-code';
      CREATE INDEX sessions_by_repo ON sessions (repo);
    `,
  },
  {
    version: 7,
    description: 'the tips and learned rules each session was shown (exposures), read from its log',
    sql: `
      CREATE TABLE exposures (
        format TEXT NOT NULL,
        session_id TEXT NOT NULL,
        tip TEXT NOT NULL,
        source TEXT NOT NULL,
        file TEXT NOT NULL,
        line INTEGER NOT NULL,
        ts INTEGER,
        run_id INTEGER NOT NULL,
        PRIMARY KEY (format, session_id, tip, source)
      );
      CREATE INDEX exposures_by_tip ON exposures (tip);
      CREATE INDEX exposures_by_file ON exposures (file);
    `,
  },
  {
    version: 8,
    description:
      "stream metrics and token counts found by session: the report's and the tip verdicts' per-session figures scanned both tables once per session",
    sql: `
      CREATE INDEX stream_metrics_by_session ON stream_metrics (format, session_id);
      CREATE INDEX session_tokens_by_session ON session_tokens (format, session_id);
    `,
  },
  {
    version: 9,
    description:
      "each repository's routing replay saved before its last session, and the sessions whose tool uses or listings changed since, " +
      'so that a run after an append replays only what comes after the checkpoint',
    sql: `
      CREATE TABLE routing_changes (
        format TEXT NOT NULL,
        session_id TEXT NOT NULL,
        change INTEGER NOT NULL,
        PRIMARY KEY (format, session_id)
      );
      CREATE INDEX routing_changes_by_change ON routing_changes (change);
      CREATE TABLE routing_states (
        repo TEXT PRIMARY KEY,
        settings TEXT NOT NULL,
        change INTEGER NOT NULL,
        head TEXT NOT NULL,
        state TEXT NOT NULL
      );
    `,
  },
  {
    version: 10,
    description:
      'repository aliases kept in the data home (tip-miner repos alias NAME OTHER): another name of a repository, ' +
      'applied by every analyze wherever it runs',
    sql: `
      CREATE TABLE repo_aliases (
        name_key TEXT PRIMARY KEY,
        alias TEXT NOT NULL,
        repo TEXT NOT NULL,
        set_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 11,
    description:
      'the stored corrections clustered and judged by the paste-able gate, under a hash of what that was made from: ' +
      'a run on unchanged logs makes its proposals without clustering again (a cache, rebuilt whenever the key differs)',
    sql: `
      CREATE TABLE proposal_judgements (
        input_key TEXT PRIMARY KEY,
        judged TEXT NOT NULL
      );
    `,
  },
];
