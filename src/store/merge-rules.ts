/**
 * How `tip-miner merge` puts each table of several history databases together: one entry per table
 * (tests/store/merge-rules.test.ts fails on a table of the schema without one, so a new migration
 * cannot be forgotten). Every rule depends only on the set of rows the inputs hold, never on their
 * order, so merging is associative, commutative and idempotent: merge(a, merge(b, c)) =
 * merge(merge(a, b), c) = merge(c, b, a) = merge(a, a, b, c).
 *
 * A file is named by its path as analyze read it. Each file is taken whole from one input — its
 * "version": the files row and every row of it in the `of-file` tables. The version chosen is the one
 * read furthest (consumed_offset, then consumed_lines), then the latest read (analysed_at), then by
 * size, mtime, head hash and format, and last by a hash of its rows — a total order, so the same
 * version wins whatever the order of the inputs. Run ids are given anew: the runs of every input, the
 * same run (all columns alike) once, numbered in order of their columns, and every reference to a run
 * follows its run.
 */

/** A column whose values are run ids (renumbered with the runs). */
type RunColumn = 'run_id' | 'run';

export type MergeRule =
  /** `files`: the chosen version of each file (see above). */
  | { kind: 'file-versions' }
  /** Rows of a file: those of its chosen version. `id`: an own row number, given anew in `idOrder`. */
  | { kind: 'of-file'; runColumn?: RunColumn; id?: { column: 'id'; order: readonly string[] } }
  /** `runs`: every input's, the same run once, numbered anew in the order of their columns. */
  | { kind: 'runs' }
  /** `sessions`: one row per key, each column put together by a rule of its own (store/merge-histories.ts). */
  | { kind: 'session' }
  /** One row per key: the least (`least`) or greatest (`greatest`) by `order`, then by every other column. */
  | { kind: 'least' | 'greatest'; order: readonly string[]; runColumn?: RunColumn }
  /** Worked out from the other tables after merging (app/merge.ts): the inputs' rows are not taken. */
  | { kind: 'recomputed' }
  /** Not taken: it describes files on the machine that wrote it (the next refresh of the views writes it anew). */
  | { kind: 'cleared' }
  /** The merged database's own (its schema's versions). */
  | { kind: 'own' };

export interface TableMerge {
  table: string;
  /** The columns that name a row (the primary key or unique key the rule goes by). */
  key: readonly string[];
  rule: MergeRule;
  /** Why this rule, in one line (docs/scale.md lists them). */
  why: string;
}

const RUN_ID = 'run_id';

export const MERGE_RULES: readonly TableMerge[] = [
  {
    table: 'schema_migrations',
    key: ['version'],
    rule: { kind: 'own' },
    why: 'inputs of older schemas are migrated first; the merged database is of the latest',
  },
  { table: 'runs', key: ['id'], rule: { kind: 'runs' }, why: 'ids of different databases collide: every run once, numbered anew by its columns' },
  { table: 'files', key: ['path'], rule: { kind: 'file-versions' }, why: 'each file from the input that read it furthest (a log only grows)' },
  { table: 'stream_metrics', key: ['file', 'session_id', 'stream_id'], rule: { kind: 'of-file' }, why: 'counts of a file: its chosen version' },
  { table: 'session_tokens', key: ['file', 'session_id'], rule: { kind: 'of-file' }, why: 'tokens of a file: its chosen version' },
  {
    table: 'findings',
    key: ['detector', 'file', 'line'],
    rule: { kind: 'of-file', runColumn: RUN_ID, id: { column: 'id', order: ['seen_at', 'file', 'line', 'detector'] } },
    why: "findings of a file: its chosen version's",
  },
  {
    table: 'corrections',
    key: ['file', 'line'],
    rule: { kind: 'of-file', runColumn: RUN_ID, id: { column: 'id', order: ['seen_at', 'file', 'line'] } },
    why: "corrections of a file: its chosen version's",
  },
  { table: 'session_languages', key: ['file', 'session_id', 'language'], rule: { kind: 'of-file' }, why: 'languages a file touched: its chosen version' },
  {
    table: 'delegation_suggestions',
    key: ['file', 'line'],
    rule: { kind: 'of-file', runColumn: RUN_ID, id: { column: 'id', order: ['timestamp', 'file', 'line'] } },
    why: "delegation points of a file (their verdict is read from the log): its chosen version's",
  },
  { table: 'solo_streaks', key: ['file', 'start_line'], rule: { kind: 'of-file' }, why: "solo streaks of a file: its chosen version's" },
  { table: 'tool_uses', key: ['file', 'use_id'], rule: { kind: 'of-file' }, why: "tool uses of a file: its chosen version's" },
  { table: 'tool_listings', key: ['file', 'line', 'name'], rule: { kind: 'of-file' }, why: "tools a file listed: its chosen version's" },
  {
    table: 'sessions',
    key: ['format', 'session_id'],
    rule: { kind: 'session' },
    why: 'a session may have files in several inputs: earliest start, latest end, the strongest repository name, the other columns by a fixed order',
  },
  {
    table: 'exposures',
    key: ['format', 'session_id', 'tip', 'source'],
    rule: { kind: 'least', order: ['ts', 'file', 'line'], runColumn: RUN_ID },
    why: 'one row per session, tip and way shown: the first time it was shown',
  },
  {
    table: 'proposal_decisions',
    key: ['proposal_id'],
    rule: { kind: 'greatest', order: ['decided_at'] },
    why: "a user's decision: the latest",
  },
  {
    table: 'proposal_refinements',
    key: ['content', 'model'],
    rule: { kind: 'greatest', order: ['refined_at'] },
    why: 'a cached LLM wording: the latest',
  },
  {
    table: 'delegation_preferences',
    key: ['pattern_type'],
    rule: { kind: 'greatest', order: ['set_at'] },
    why: "a user's preference: the latest",
  },
  {
    table: 'decision_layers',
    key: ['proposal_id', 'memory_dir'],
    rule: { kind: 'greatest', order: ['written_at'] },
    why: 'an approved rule written into a memory dir: kept (refreshing adds it where it is missing)',
  },
  {
    table: 'view_changes',
    key: ['repo', 'view'],
    rule: { kind: 'greatest', order: ['run'], runColumn: 'run' },
    why: 'the latest change behind each view (a repository whose sessions all moved still has its views emptied)',
  },
  {
    table: 'view_marks',
    key: ['memory_dir', 'repo', 'view'],
    rule: { kind: 'cleared' },
    why: 'the views written are stale after a merge: every view is rewritten by the next refresh',
  },
  { table: 'routing_patterns', key: ['repo', 'target', 'preceding'], rule: { kind: 'recomputed' }, why: 'learned from every session of a repository' },
  { table: 'tool_registry', key: ['repo', 'name'], rule: { kind: 'recomputed' }, why: 'made from every session of a repository' },
  { table: 'routing_replays', key: ['repo', 'tier'], rule: { kind: 'recomputed' }, why: 'a replay of every session of a repository' },
  {
    table: 'repo_aliases',
    key: ['name_key'],
    rule: { kind: 'greatest', order: ['set_at'] },
    why: 'each alias as it was set last (names that then lead round in a circle stop at the least of them)',
  },
  {
    table: 'routing_states',
    key: ['repo'],
    rule: { kind: 'cleared' },
    why: "a replay saved part-way is of its input's sessions alone: the next refresh replays the merged sessions from the start",
  },
  {
    table: 'proposal_judgements',
    key: ['input_key'],
    rule: { kind: 'cleared' },
    why: "a cache of one database's corrections: the next refresh judges the merged corrections anew",
  },
  {
    table: 'routing_changes',
    key: ['format', 'session_id'],
    rule: { kind: 'cleared' },
    why: 'change numbers of one database, that only its saved replays (cleared too) are checked against',
  },
];
