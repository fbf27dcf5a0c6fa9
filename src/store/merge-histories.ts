/**
 * Puts several history databases together into an empty one, table by table as store/merge-rules.ts
 * says. The inputs are files of the latest schema that may be attached (store/merge-inputs.ts makes
 * such copies); each is attached in turn, so any number can be merged. First every input's runs and
 * files are read (the runs numbered anew, the version of each file chosen), then each input gives the
 * rows of the file versions it won and its other rows, each kept by its table's rule.
 */
import { createHash } from 'node:crypto';
import { isIdentitySource, sourceRank } from '../analyze/repo-identity.js';
import type { HistoryDb } from './history-db.js';
import { checkMergeInput } from './merge-check.js';
import { settleMergedStreams } from './stream-precedence.js';
import { MERGE_RULES, type MergeRule, type TableMerge } from './merge-rules.js';

type Value = string | number | bigint | Buffer | null;
type Row = Record<string, Value>;

export interface MergeSummary {
  /** The run that stands for the merge (its views are marked with it). */
  run: number;
  files: number;
  sessions: number;
  runs: number;
  /** Files more than one input held (one version of each was taken). */
  sharedFiles: number;
  /** What each input held, in the order given. */
  inputs: Array<{ files: number; sessions: number; runs: number }>;
}

const INPUT = 'merge_input';
/** The files columns a version is ranked by, in order (greatest wins); any other column after them. */
const VERSION_RANK = ['consumed_offset', 'consumed_lines', 'analysed_at', 'size', 'mtime_ms', 'head_hash', 'format'];

interface Candidate {
  input: number;
  row: Row;
  fingerprint?: string;
}

/** Merges the databases at `inputs` into `out` (a new, empty history database); `now` is the merge's run. */
export function mergeHistories(out: HistoryDb, inputs: readonly string[], now: number, shownPaths: readonly string[] = inputs): MergeSummary {
  const merge = new Merge(out, shownPaths);
  const summary = inputs.map((path, input) => merge.survey(path, input));
  const run = merge.numberRuns(now);
  merge.settleTies(inputs);
  inputs.forEach((path, input) => {
    merge.take(path, input);
  });
  merge.renumberRows();
  // a chat one shard read from its poorer file and another from its richer one counts once (stream-precedence.ts)
  out.transaction(() => {
    settleMergedStreams(out);
  });
  const count = (table: string) => out.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)?.n ?? 0;
  return { run, files: count('files'), sessions: count('sessions'), runs: count('runs'), sharedFiles: merge.sharedFiles(), inputs: summary };
}

class Merge {
  private readonly columns = new Map<string, string[]>();
  /** Every input's runs, by input; then each input's run ids to the merged ones. */
  private readonly inputRuns: Row[][] = [];
  private readonly runMaps: Array<Map<number, number>> = [];
  /** Every version of each file, by path. */
  private readonly versions = new Map<string, Candidate[]>();

  constructor(
    private readonly out: HistoryDb,
    /** The inputs as the user named them (`inputs` are their copies): messages name these. */
    private readonly shownPaths: readonly string[],
  ) {}

  /** Reads an input's runs and files rows; returns what it holds. */
  survey(path: string, input: number): { files: number; sessions: number; runs: number } {
    return this.attached(path, () => {
      // every value it holds, before any row of it is read or taken (merge-check.ts): a bad one refuses the input
      this.out.transaction(() => {
        checkMergeInput(this.out, INPUT, this.shownPaths[input] ?? path);
      });
      const runs = this.out.all<Row>(`SELECT * FROM ${INPUT}.runs`);
      this.inputRuns[input] = runs;
      const files = this.out.all<Row>(`SELECT * FROM ${INPUT}.files`);
      for (const row of files) {
        const path = String(row.path);
        let list = this.versions.get(path);
        if (!list) this.versions.set(path, (list = []));
        list.push({ input, row });
      }
      const sessions = this.out.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${INPUT}.sessions`)?.n ?? 0;
      return { files: files.length, sessions, runs: runs.length };
    });
  }

  /** Every input's runs once (all columns alike: one run), numbered in the order of their columns, with the merge's own. */
  numberRuns(now: number): number {
    const columns = this.columnsOf('runs').filter((column) => column !== 'id');
    const own: Row = Object.fromEntries(columns.map((column) => [column, 0]));
    Object.assign(own, { started_at: now, finished_at: now });
    const contentOf = (row: Row) => columns.map((column) => row[column] ?? null);
    const byContent = new Map<string, Value[]>();
    for (const row of [...this.inputRuns.flat(), own]) byContent.set(valueKey(contentOf(row)), contentOf(row));
    const ordered = [...byContent.entries()].sort(([, a], [, b]) => compareValueLists(a, b));
    const ids = new Map<string, number>();
    this.out.transaction(() => {
      ordered.forEach(([key, values], index) => {
        ids.set(key, index + 1);
        this.out.run(`INSERT INTO runs (id, ${columns.join(', ')}) VALUES (?, ${columns.map(() => '?').join(', ')})`, index + 1, ...values);
      });
    });
    this.inputRuns.forEach((runs, input) => {
      this.runMaps[input] = new Map(runs.map((row) => [Number(row.id), ids.get(valueKey(contentOf(row))) as number]));
    });
    return ids.get(valueKey(contentOf(own))) as number;
  }

  /** Where the best versions of a file have the same files row, the hash of their rows decides: each is hashed. */
  settleTies(inputs: readonly string[]): void {
    const wanted = new Map<number, Candidate[]>();
    for (const candidates of this.versions.values()) {
      candidates.sort((a, b) => compareVersions(b, a));
      const [best] = candidates;
      const tied = candidates.filter((candidate) => best !== undefined && compareVersions(candidate, best) === 0);
      if (tied.length < 2) continue;
      for (const candidate of tied) {
        let list = wanted.get(candidate.input);
        if (!list) wanted.set(candidate.input, (list = []));
        list.push(candidate);
      }
    }
    for (const [input, candidates] of wanted) {
      this.attached(inputs[input] as string, () => {
        for (const candidate of candidates) candidate.fingerprint = this.fingerprint(String(candidate.row.path), input);
      });
    }
    for (const candidates of this.versions.values()) if (candidates.length > 1) candidates.sort((a, b) => compareVersions(b, a) || a.input - b.input);
  }

  /** The rows of the file versions an input won, and its rows of the other tables by their rules. */
  take(path: string, input: number): void {
    const chosen = [...this.versions.entries()].filter(([, candidates]) => candidates[0]?.input === input).map(([file]) => file);
    this.attached(path, () => {
      this.out.transaction(() => {
        this.out.run('CREATE TEMP TABLE IF NOT EXISTS merge_chosen (path TEXT PRIMARY KEY)');
        this.out.run('DELETE FROM temp.merge_chosen');
        for (const file of chosen) this.out.run('INSERT INTO temp.merge_chosen (path) VALUES (?)', file);
        this.out.run('CREATE TEMP TABLE IF NOT EXISTS merge_runs (old INTEGER PRIMARY KEY, new INTEGER NOT NULL)');
        this.out.run('DELETE FROM temp.merge_runs');
        for (const [old, merged] of this.runMaps[input] ?? []) this.out.run('INSERT INTO temp.merge_runs (old, new) VALUES (?, ?)', old, merged);
        for (const entry of MERGE_RULES) this.takeTable(entry, input);
      });
    });
  }

  /** Row numbers of their own (findings.id…) given anew in a fixed order: the same whatever the inputs' order. */
  renumberRows(): void {
    this.out.transaction(() => {
      for (const { table, rule } of MERGE_RULES) {
        if (rule.kind !== 'of-file' || !rule.id) continue;
        const { column, order } = rule.id;
        this.out.run('DROP TABLE IF EXISTS temp.merge_ids');
        this.out.run(`CREATE TEMP TABLE merge_ids AS SELECT ${column} AS old, ROW_NUMBER() OVER (ORDER BY ${order.join(', ')}) AS new FROM main.${table}`);
        this.out.run(`UPDATE main.${table} SET ${column} = -(SELECT new FROM temp.merge_ids WHERE old = ${table}.${column})`);
        this.out.run(`UPDATE main.${table} SET ${column} = -${column}`);
        this.out.run('DROP TABLE temp.merge_ids');
      }
    });
  }

  sharedFiles(): number {
    let shared = 0;
    for (const candidates of this.versions.values()) if (new Set(candidates.map((candidate) => candidate.input)).size > 1) shared++;
    return shared;
  }

  private takeTable({ table, key, rule }: TableMerge, input: number): void {
    switch (rule.kind) {
      case 'file-versions':
        this.copyChosen(table, 'path', undefined, undefined);
        return;
      case 'of-file':
        this.copyChosen(table, 'file', rule.runColumn, rule.id?.column);
        return;
      case 'session':
        for (const row of this.out.all<Row>(`SELECT * FROM ${INPUT}.${table}`)) this.keep(table, key, row, combineSessions);
        return;
      case 'least':
      case 'greatest':
        this.keepByOrder(table, key, rule, input);
        return;
      case 'runs':
      case 'recomputed':
      case 'cleared':
      case 'own':
        return;
    }
  }

  private copyChosen(table: string, fileColumn: string, runColumn: string | undefined, idColumn: string | undefined): void {
    const columns = this.columnsOf(table).filter((column) => column !== idColumn);
    const values = columns.map((column) => (column === runColumn ? `(SELECT new FROM temp.merge_runs WHERE old = s.${column})` : `s.${column}`));
    this.out.run(
      `INSERT INTO main.${table} (${columns.join(', ')}) SELECT ${values.join(', ')} FROM ${INPUT}.${table} s
       WHERE s.${fileColumn} IN (SELECT path FROM temp.merge_chosen)`,
    );
  }

  private keepByOrder(table: string, key: readonly string[], rule: Extract<MergeRule, { kind: 'least' | 'greatest' }>, input: number): void {
    const columns = this.columnsOf(table);
    const order = [...rule.order, ...columns.filter((column) => !rule.order.includes(column) && !key.includes(column))];
    const sign = rule.kind === 'greatest' ? 1 : -1;
    const runs = this.runMaps[input] ?? new Map<number, number>();
    for (const row of this.out.all<Row>(`SELECT * FROM ${INPUT}.${table}`)) {
      if (rule.runColumn !== undefined) row[rule.runColumn] = runs.get(Number(row[rule.runColumn])) ?? null;
      this.keep(table, key, row, (kept, incoming) =>
        sign *
          compareValueLists(
            order.map((column) => incoming[column] ?? null),
            order.map((column) => kept[column] ?? null),
          ) >
        0
          ? incoming
          : kept,
      );
    }
  }

  /** Writes `row`, or what `combine` makes of it and the row of the same key already merged. */
  private keep(table: string, key: readonly string[], row: Row, combine: (kept: Row, incoming: Row) => Row): void {
    const where = key.map((column) => `${column} IS ?`).join(' AND ');
    const kept = this.out.get<Row>(`SELECT * FROM main.${table} WHERE ${where}`, ...key.map((column) => row[column] ?? null));
    const result = kept ? combine(kept, row) : row;
    if (kept && result === kept) return;
    const columns = this.columnsOf(table);
    this.out.run(
      `INSERT OR REPLACE INTO main.${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      ...columns.map((column) => result[column] ?? null),
    );
  }

  /** A hash of every row a file has in the of-file tables, run ids as merged, row numbers left out. */
  private fingerprint(file: string, input: number): string {
    const hash = createHash('sha1');
    const runs = this.runMaps[input] ?? new Map<number, number>();
    for (const { table, rule } of MERGE_RULES) {
      if (rule.kind !== 'of-file') continue;
      const columns = this.columnsOf(table).filter((column) => column !== rule.id?.column);
      const rows = this.out
        .all<Row>(`SELECT ${columns.join(', ')} FROM ${INPUT}.${table} WHERE file = ?`, file)
        .map((row) => valueKey(columns.map((column) => (column === rule.runColumn ? (runs.get(Number(row[column])) ?? null) : (row[column] ?? null)))))
        .sort();
      hash.update(`${table}\n${rows.join('\n')}\n`);
    }
    return hash.digest('hex');
  }

  private attached<T>(path: string, work: () => T): T {
    this.out.run(`ATTACH DATABASE ? AS ${INPUT}`, path);
    try {
      return work();
    } finally {
      this.out.run(`DETACH DATABASE ${INPUT}`);
    }
  }

  /** A table's columns (names from our own schema), in their order. */
  private columnsOf(table: string): string[] {
    let columns = this.columns.get(table);
    if (!columns) {
      columns = this.out.all<{ name: string }>('SELECT name FROM pragma_table_info(?)', table).map((row) => row.name);
      this.columns.set(table, columns);
    }
    return columns;
  }
}

/**
 * Two rows of one session: earliest start, latest end; the repository name (repo, identity and how it
 * was found, together) of the strongest rule, then the greater name; the working folder and the log's
 * repository the least one given; the outcome (and any other column) the greatest one given.
 */
export function combineSessions(a: Row, b: Row): Row {
  const result: Row = { ...a };
  for (const column of Object.keys(b)) {
    if (column === 'first_ts' || column === 'cwd' || column === 'logged_repo') result[column] = leastGiven(a[column] ?? null, b[column] ?? null);
    else if (NAMING.includes(column) || column === 'format' || column === 'session_id') continue;
    else result[column] = greatestGiven(a[column] ?? null, b[column] ?? null);
  }
  const naming = compareValueLists(namingRank(b), namingRank(a)) > 0 ? b : a;
  for (const column of NAMING) result[column] = naming[column] ?? null;
  return compareValueLists(Object.values(result), Object.values(a)) === 0 ? a : result;
}

const NAMING = ['repo', 'identity', 'identity_source'];

function namingRank(row: Row): Value[] {
  const source = row.identity_source;
  return [sourceRank(typeof source === 'string' && isIdentitySource(source) ? source : undefined), source ?? null, row.identity ?? null, row.repo ?? null];
}

function leastGiven(a: Value, b: Value): Value {
  if (a === null) return b;
  if (b === null) return a;
  return compareValues(a, b) <= 0 ? a : b;
}

function greatestGiven(a: Value, b: Value): Value {
  if (a === null) return b;
  if (b === null) return a;
  return compareValues(a, b) >= 0 ? a : b;
}

function compareVersions(a: Candidate, b: Candidate): number {
  const rank = (row: Row) =>
    [
      ...VERSION_RANK,
      ...Object.keys(row)
        .filter((column) => !VERSION_RANK.includes(column))
        .sort(),
    ].map((column) => row[column] ?? null);
  const byRow = compareValueLists(rank(a.row), rank(b.row));
  if (byRow !== 0) return byRow;
  return compareValues(a.fingerprint ?? null, b.fingerprint ?? null);
}

/** SQLite's order: NULL, then numbers, then text, then blobs. */
function compareValues(a: Value, b: Value): number {
  const type = (value: Value) => (value === null ? 0 : typeof value === 'number' || typeof value === 'bigint' ? 1 : typeof value === 'string' ? 2 : 3);
  const difference = type(a) - type(b);
  if (difference !== 0) return Math.sign(difference);
  if (a === null || b === null) return 0;
  if (Buffer.isBuffer(a) && Buffer.isBuffer(b)) return Buffer.compare(a, b);
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareValueLists(a: readonly Value[], b: readonly Value[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = compareValues(a[index] ?? null, b[index] ?? null);
    if (difference !== 0) return difference;
  }
  return 0;
}

function valueKey(values: readonly Value[]): string {
  return JSON.stringify(values, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value));
}
