/**
 * `tip-miner merge <db...> --into <db>` as a use case: puts history databases together (the shards of
 * `analyze --shard i/n`, or databases of several machines) by the rules of store/merge-rules.ts. An
 * existing `--into` database is one of the inputs. The result is built in a folder beside `--into` and
 * renamed over it, so a crash leaves either the old database or the merged one, never half of it; the
 * inputs are only read. After merging, the sessions are named anew and each repository's routing is
 * worked out again, as a run of analyze would. When `--into` is the command's own database (the
 * default), the views in the memory dir are brought in line with it, so `tips` can follow at once.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { configuredTools, routingSettings } from '../config/stage-settings.js';
import { RepoAliases } from '../config/repo-aliases.js';
import { InputError } from '../errors.js';
import { HistoryDb } from '../store/history-db.js';
import { copyMergeInput, settleWal, type MergeInput } from '../store/merge-inputs.js';
import { mergeHistories } from '../store/merge-histories.js';
import { storeRoutingOutcome } from '../store/routing-history.js';
import { storedRepos } from '../store/sessions.js';
import { appendAll } from '../util/arrays.js';
import { realPathOrSelf } from '../util/real-path.js';
import { nameRepos } from './name-repos.js';
import { ensureMemoryDir, refreshViews, type ViewsRefreshed } from './refresh-views.js';
import { computeRouting } from './routing.js';
import type { AppSettings } from './settings.js';
import { viewSettingsOf } from './view-settings.js';

export interface MergeRequest {
  /** The databases to merge (relative paths from the working folder). */
  inputs: readonly string[];
  /** Where the result goes (default: the command's database); an existing one is merged too. */
  into?: string;
  /** Epoch seconds of the merge's run (tests pin it). */
  now?: number;
}

export interface MergedInput {
  path: string;
  schemaVersion: number;
  files: number;
  sessions: number;
  runs: number;
}

export interface MergeOutcome {
  into: string;
  /** Every database merged, `--into`'s first when it existed. */
  inputs: MergedInput[];
  files: number;
  sessions: number;
  runs: number;
  /** Files more than one input held: one version of each was kept. */
  sharedFiles: number;
  /** The views rewritten (only when `--into` is the command's database). */
  views?: Omit<ViewsRefreshed, 'summary' | 'notes' | 'problems'>;
  notes: string[];
  /** Files of the views that could not be written, one line each: the command fails (exit 2). */
  problems: string[];
}

export async function runMerge(settings: AppSettings, request: MergeRequest): Promise<MergeOutcome> {
  const now = request.now ?? Math.floor(Date.now() / 1000);
  const into = resolve(settings.cwd, request.into ?? settings.db);
  const own = into === resolve(settings.db);
  const paths = inputsOf(
    into,
    request.inputs.map((path) => resolve(settings.cwd, path)),
  );
  if (own) ensureMemoryDir(settings.memoryDir);
  const { config } = settings;
  const includeFailed = config.tip_miner.include_failed;
  const work = workFolder(into);
  let merged: { inputs: MergeInput[]; summary: ReturnType<typeof mergeHistories> };
  try {
    const inputs = paths.map((path, index) => copyMergeInput(path, join(work, `input-${index}.db`)));
    const result = join(work, 'merged.db');
    const out = HistoryDb.open(result);
    try {
      const summary = mergeHistories(
        out,
        inputs.map((input) => input.copy),
        now,
        inputs.map((input) => input.path),
      );
      nameRepos(out, summary.run, new RepoAliases(config.tip_miner.repos));
      const declared = configuredTools(config).map((tool) => ({ tool, source: 'config' as const }));
      for (const repo of storedRepos(out)) {
        storeRoutingOutcome(out, repo, computeRouting(out, repo, { settings: routingSettings(config), declared, includeFailed }), now);
      }
      merged = { inputs, summary };
    } finally {
      out.close();
    }
    if (statSync(into, { throwIfNoEntry: false })) settleWal(into);
    renameSync(result, into);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const { inputs, summary } = merged;
  const outcome: MergeOutcome = {
    into,
    inputs: inputs.map((input, index) => ({
      path: input.path,
      schemaVersion: input.schemaVersion,
      ...(summary.inputs[index] as Omit<MergedInput, 'path' | 'schemaVersion'>),
    })),
    files: summary.files,
    sessions: summary.sessions,
    runs: summary.runs,
    sharedFiles: summary.sharedFiles,
    notes: [],
    problems: [],
  };
  if (!own) {
    outcome.notes.push(`the views were not refreshed (${into} is not this command's database); run analyze or merge with --db ${into} to write them`);
    return outcome;
  }
  const db = HistoryDb.open(into);
  try {
    const refreshed = await refreshViews(db, viewSettingsOf(config, settings.memoryDir, { includeFailed }), { id: summary.run, now, repair: false });
    const { notes, problems } = refreshed;
    outcome.views = {
      toolPatternFiles: refreshed.toolPatternFiles,
      memoryProposalFiles: refreshed.memoryProposalFiles,
      routingFiles: refreshed.routingFiles,
      layerFiles: refreshed.layerFiles,
      ...(refreshed.reposFile !== undefined && { reposFile: refreshed.reposFile }),
      ...(refreshed.preferencesFile !== undefined && { preferencesFile: refreshed.preferencesFile }),
    };
    appendAll(outcome.notes, notes);
    appendAll(outcome.problems, problems);
  } finally {
    db.close();
  }
  return outcome;
}

/** `--into` first when it holds a database, then the inputs given, each file once. */
function inputsOf(into: string, given: readonly string[]): string[] {
  if (given.length === 0) throw new InputError('no databases to merge; name them: tip-miner merge <db...> --into <db>');
  const intoInfo = statSync(into, { throwIfNoEntry: false });
  if (intoInfo && !intoInfo.isFile())
    throw new InputError(`--into ${into} is ${intoInfo.isDirectory() ? 'a folder' : 'not a regular file'}; give the path of a database file`);
  const paths = intoInfo && intoInfo.size > 0 ? [into, ...given] : [...given];
  const seen = new Set<string>();
  return paths.filter((path) => {
    const real = realPathOrSelf(path);
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
}

/** A folder of its own beside `--into` (the same file system, so the result is renamed into place). */
function workFolder(into: string): string {
  try {
    mkdirSync(dirname(into), { recursive: true });
    return mkdtempSync(join(dirname(into), `.${basename(into)}.merging-`));
  } catch (error) {
    throw new InputError(`cannot make a folder beside ${into} to merge in: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}
