/**
 * Brings every view in a memory dir in line with the history database (the source of truth): each
 * repository's tool_patterns.json, memory_proposals.json and routing.json, the delegation preferences
 * view, and the approved rules in the memory layers. A view is rewritten when the data behind it
 * changed since it was written, when it was never written for this memory dir, or when it was made
 * with other settings (store/view-state.ts) — so the next run puts right whatever a crash, or a file
 * that could not be written, left behind, and an unchanged repository costs nothing.
 *
 * Every command that changes the database ends with this; a file that cannot be written is a problem
 * line (the command exits 2), never a reason to stop writing the others.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { loadProposalInputs, proposalsOf, refinePending } from './proposals.js';
import { currentOptions, type ProposalSettings } from '../corrections/proposal-settings.js';
import type { MemoryProposal, MemoryProposalSummary } from '../corrections/proposal-types.js';
import { DELEGATION_PATTERN_IDS } from '../delegation/types.js';
import { delegationTipId } from '../delegation/tip-ids.js';
import { DETECTOR_IDS } from '../detectors/index.js';
import { InputError, errorMessage } from '../errors.js';
import type { DeclaredSources } from './project-tools.js';
import type { RoutingSettings } from '../routing/router.js';
import { storedDelegationPoints } from '../store/delegation-history.js';
import { preferencesPath, storedPreferences, writePreferencesView } from '../store/delegation-preferences.js';
import { delegationEntries } from '../views/delegation-tips.js';
import type { HistoryDb } from '../store/history-db.js';
import { approvedMemoryPath, storeApprovedMemory } from '../store/memory-layers.js';
import { layersWritten, loadDecisions, markLayerWritten } from '../store/proposal-decisions.js';
import { memoryProposalsPath, writeProposalFile } from '../store/proposal-file.js';
import { refreshRouting } from './routing.js';
import { routingViewPath } from '../store/routing-view.js';
import { reposViewPath } from '../store/repos-view.js';
import { toolPatternsPath, updateToolPatterns } from '../store/tool-patterns-file.js';
import { entriesFromHistory, rankingTime } from '../views/tool-patterns.js';
import type { FileWrite, WriteGuard } from '../store/view-file.js';
import { ALL_REPOS, formerRepos, markViewWritten, ViewState, type ViewId } from '../store/view-state.js';
import { repoFolderPath } from '../store/repo-folder.js';
import { faultPoint } from '../util/fault-points.js';
import { storedRepos } from '../store/sessions.js';
import type { RepoAliases } from '../config/repo-aliases.js';
import { storedRepoDetails } from '../store/repositories.js';
import { sessionFacts } from '../store/session-facts.js';
import { tipEffects } from '../views/tip-effectiveness.js';
import { withEffects } from '../views/tip-effect-fields.js';
import { writeReposView } from '../store/repos-view.js';
import { repoListing } from '../views/repo-list.js';
import { patternStats, storedFindings } from '../store/findings.js';

/** The pattern ids tip-miner writes into tool_patterns.json: every detector's and every delegation tip's. */
const OWN_PATTERN_IDS: readonly string[] = [...DETECTOR_IDS, ...DELEGATION_PATTERN_IDS.map(delegationTipId)];

export interface ViewSettings {
  memoryDir: string;
  includeFailed: boolean;
  proposals: ProposalSettings;
  routing: RoutingSettings;
  /** Tools the config declares (every repository's routing). */
  configTools: DeclaredSources;
  /** Judging the tips shown (config tip_min_sessions, ineffective_tip_factor): see views/tip-effect-fields.ts. */
  effects: { minSessions: number; factor: number };
  /** Other names of repositories (config `tip_miner.repos`): repos.json lists them. */
  aliases: RepoAliases;
  /** `--project-dir`: its repository's routing also gets the project folder's tools, and is always rewritten. */
  project?: { repo: string; declared: DeclaredSources };
}

export interface ViewRun {
  /** The run (history DB `runs` id) whose data the views will show. */
  id: number;
  now: number;
  /** Set unusable files aside and rewrite every view. */
  repair: boolean;
  /** The repository of the returned proposal summary (all when undefined). */
  summaryRepo?: string;
  /** Ask the LLM for new proposal wordings (analyze does; review only uses those cached). */
  refine?: boolean;
}

export interface ViewsRefreshed {
  toolPatternFiles: string[];
  memoryProposalFiles: string[];
  routingFiles: string[];
  /** repos.json, when it was written. */
  reposFile?: string;
  /** Memory layer files that got approved rules this time. */
  layerFiles: string[];
  preferencesFile?: string;
  /** The proposals over `summaryRepo` (all repositories when undefined). */
  summary: MemoryProposalSummary;
  /** One line each: odd but written (items kept, files set aside, refinement skipped). */
  notes: string[];
  /** One line each: a file not written (unusable, or an I/O error). The command exits 2. */
  problems: string[];
}

export async function refreshViews(db: HistoryDb, settings: ViewSettings, run: ViewRun): Promise<ViewsRefreshed> {
  ensureMemoryDir(settings.memoryDir);
  const refresh = new Refresh(db, settings, run);
  refresh.toolPatterns();
  const summary = await refresh.proposals();
  refresh.routing();
  refresh.preferences();
  refresh.repoList();
  refresh.layers();
  return { ...refresh.outcome, summary };
}

/** The memory dir must be a folder (or one that can be made) before anything is written: one clear line otherwise. */
export function ensureMemoryDir(memoryDir: string): void {
  let info: ReturnType<typeof statSync>;
  try {
    info = statSync(memoryDir, { throwIfNoEntry: false });
  } catch (error) {
    throw new InputError(`--memory-dir ${memoryDir} cannot be used: ${(error as NodeJS.ErrnoException).code ?? errorMessage(error)}`);
  }
  if (info && !info.isDirectory()) throw new InputError(`--memory-dir ${memoryDir} is not a folder; give a folder for the memory files`);
  try {
    mkdirSync(memoryDir, { recursive: true });
  } catch (error) {
    throw new InputError(`cannot create the memory dir ${memoryDir}: ${(error as NodeJS.ErrnoException).code ?? errorMessage(error)}`);
  }
}

/** The file each view is written to: a view whose file is gone (a deleted memory folder) is stale whatever its mark says. */
const VIEW_FILE: Readonly<Record<ViewId, (memoryDir: string, repo: string) => string>> = {
  tool_patterns: toolPatternsPath,
  memory_proposals: memoryProposalsPath,
  routing: routingViewPath,
  preferences: (memoryDir) => preferencesPath(memoryDir),
  repos: (memoryDir) => reposViewPath(memoryDir),
};

class Refresh {
  readonly outcome: Omit<ViewsRefreshed, 'summary'> = {
    toolPatternFiles: [],
    memoryProposalFiles: [],
    routingFiles: [],
    layerFiles: [],
    notes: [],
    problems: [],
  };
  private readonly state: ViewState;
  private readonly guard: WriteGuard;
  private readonly repos: string[];
  private currentSet: MemoryProposal[] = [];

  constructor(
    private readonly db: HistoryDb,
    private readonly settings: ViewSettings,
    private readonly run: ViewRun,
  ) {
    this.state = new ViewState(db, settings.memoryDir);
    this.guard = { repair: run.repair, now: run.now };
    const project = settings.project?.repo;
    // a name no session has any more (naming moved them): its files that are there are rewritten with no data of ours
    const former = formerRepos(db).filter((repo) => existsSync(repoFolderPath(settings.memoryDir, repo)));
    this.repos = [...new Set([...storedRepos(db), ...former, ...(project !== undefined ? [project] : [])])].sort();
  }

  toolPatterns(): void {
    const { effects } = this.settings;
    // decay: views an earlier version decayed to its own day are rewritten once
    const fingerprint = JSON.stringify({ includeFailed: this.settings.includeFailed, effects, decay: 'latest-session' });
    const stale = this.staleRepos('tool_patterns', fingerprint);
    if (stale.length === 0) return;
    const preferences = storedPreferences(this.db);
    // scores decay to each repository's latest session, not to today (views/tool-patterns.ts rankingTime)
    const latest = new Map(storedRepoDetails(this.db).map((facts) => [facts.repo, facts.lastSeenMs]));
    for (const repo of stale) {
      this.write(repo, 'tool_patterns', fingerprint, this.outcome.toolPatternFiles, () => {
        const filter = { repo, includeFailed: this.settings.includeFailed };
        const at = rankingTime(latest.get(repo), this.run.now);
        const tools = entriesFromHistory(patternStats(this.db, repo, this.settings.includeFailed), storedFindings(this.db, filter), at);
        const delegation = delegationEntries(storedDelegationPoints(this.db, filter), preferences, at);
        // each tip shown in this repository's sessions is judged (a control is of the same repository)
        const judged = new Map(
          tipEffects(sessionFacts(this.db, filter), { minSessions: effects.minSessions, alpha: 0.05 }).map((effect) => [effect.tip, effect]),
        );
        const entries = withEffects([...tools, ...delegation.entries], judged, effects.factor);
        // a pattern of ours the database no longer holds for this repository goes too (entries of others stay)
        const gone = OWN_PATTERN_IDS.filter((id) => !entries.some((entry) => entry.pattern_id === id));
        return updateToolPatterns(this.settings.memoryDir, repo, entries, this.run.now, gone, this.guard);
      });
    }
  }

  /** The proposal summary is made every time (commands show it); files only for the stale repositories. */
  async proposals(): Promise<MemoryProposalSummary> {
    const settings = this.settings.proposals;
    const options = (repo: string | undefined) => currentOptions(settings, this.run.now, repo);
    const inputs = loadProposalInputs(this.db, options(undefined));
    const fingerprint = JSON.stringify({
      maxProposals: settings.maxProposals,
      minConfidence: settings.minConfidence,
      includeFailed: settings.includeFailed,
      llm: settings.llm?.model ?? null,
    });
    let refining = settings.llm !== undefined && this.run.refine !== false;
    for (const repo of this.staleRepos('memory_proposals', fingerprint)) {
      await this.writeAsync(repo, 'memory_proposals', fingerprint, this.outcome.memoryProposalFiles, async () => {
        let set = proposalsOf(this.db, inputs, options(repo));
        if (refining && settings.llm) {
          const note = await refinePending(this.db, set.summary.proposals, settings.llm, this.run.now);
          if (note) {
            this.outcome.notes.push(note);
            refining = false;
          } else {
            set = proposalsOf(this.db, inputs, options(repo));
          }
        }
        return writeProposalFile(this.settings.memoryDir, repo, set.summary, this.guard);
      });
    }
    const all = proposalsOf(this.db, inputs, options(undefined));
    this.currentSet = all.all;
    return this.run.summaryRepo === undefined ? all.summary : proposalsOf(this.db, inputs, options(this.run.summaryRepo)).summary;
  }

  routing(): void {
    const { project } = this.settings;
    const base = { includeFailed: this.settings.includeFailed, settings: this.settings.routing };
    for (const repo of this.repos) {
      const declared = repo === project?.repo ? project.declared : this.settings.configTools;
      const fingerprint = JSON.stringify({ ...base, declared: declared.map(({ tool, source }) => [source, tool.name, tool.description ?? null]) });
      if (repo !== project?.repo && !this.isStale(repo, 'routing', fingerprint)) continue;
      this.write(
        repo,
        'routing',
        fingerprint,
        this.outcome.routingFiles,
        () => refreshRouting(this.db, this.settings.memoryDir, repo, { ...base, declared }, this.guard).write,
      );
    }
  }

  preferences(): void {
    if (!this.isStale(ALL_REPOS, 'preferences', '')) return;
    const written: string[] = [];
    this.write(ALL_REPOS, 'preferences', '', written, () => writePreferencesView(this.settings.memoryDir, storedPreferences(this.db), this.guard));
    if (written[0] !== undefined) this.outcome.preferencesFile = written[0];
  }

  /** The repositories and every name they answer to, for the commands that open no database. */
  repoList(): void {
    const fingerprint = this.settings.aliases.fingerprint();
    if (!this.isStale(ALL_REPOS, 'repos', fingerprint)) return;
    const written: string[] = [];
    const listing = repoListing(storedRepoDetails(this.db), this.settings.aliases);
    this.write(ALL_REPOS, 'repos', fingerprint, written, () => writeReposView(this.settings.memoryDir, listing, this.guard));
    if (written[0] !== undefined) this.outcome.reposFile = written[0];
  }

  /** Approved rules not yet in this memory dir's layers (a crash after the decision, a new memory dir) are added. */
  layers(): void {
    const memoryDir = this.settings.memoryDir;
    const done = new Set(layersWritten(this.db, memoryDir));
    const current = new Map(this.currentSet.map((proposal) => [proposal.id, proposal]));
    for (const decision of loadDecisions(this.db)) {
      if (decision.decision !== 'approved') continue;
      // written here before, and its file is still there (a rule the user took out of it stays out)
      if (done.has(decision.id) && existsSync(approvedMemoryPath(memoryDir, decision))) continue;
      const sessions = current.get(decision.id)?.sessions;
      let stored: ReturnType<typeof storeApprovedMemory>;
      try {
        stored = storeApprovedMemory(memoryDir, { ...decision, ...(sessions !== undefined && { sessions }) }, this.run.now, this.guard);
      } catch (error) {
        this.outcome.problems.push(ioProblem(error));
        continue;
      }
      if (stored.blocked) {
        this.outcome.problems.push(stored.problem ?? `${stored.path}: not written`);
        continue;
      }
      if (stored.problem) this.outcome.notes.push(stored.problem);
      if (stored.added && !this.outcome.layerFiles.includes(stored.path)) this.outcome.layerFiles.push(stored.path);
      markLayerWritten(this.db, decision.id, memoryDir, this.run.now);
    }
  }

  private staleRepos(view: ViewId, fingerprint: string): string[] {
    return this.repos.filter((repo) => this.isStale(repo, view, fingerprint));
  }

  /** To be written: on --repair, when the data or settings changed since it was, or when its file is not there. */
  private isStale(repo: string, view: ViewId, fingerprint: string): boolean {
    return this.run.repair || this.state.isStale(repo, view, fingerprint) || !existsSync(VIEW_FILE[view](this.settings.memoryDir, repo));
  }

  /** Writes one view, marks it written, and turns what went wrong into a problem line. */
  private write(repo: string, view: ViewId, fingerprint: string, files: string[], make: () => FileWrite): void {
    let written: FileWrite;
    try {
      written = make();
    } catch (error) {
      this.outcome.problems.push(ioProblem(error));
      return;
    }
    this.record(repo, view, fingerprint, files, written);
  }

  private async writeAsync(repo: string, view: ViewId, fingerprint: string, files: string[], make: () => Promise<FileWrite>): Promise<void> {
    let written: FileWrite;
    try {
      written = await make();
    } catch (error) {
      this.outcome.problems.push(ioProblem(error));
      return;
    }
    this.record(repo, view, fingerprint, files, written);
  }

  private record(repo: string, view: ViewId, fingerprint: string, files: string[], written: FileWrite): void {
    if (!written.written) {
      this.outcome.problems.push(written.problem ?? `${written.path}: not written`);
      return;
    }
    if (written.problem) this.outcome.notes.push(written.problem);
    files.push(written.path);
    faultPoint('view-written');
    markViewWritten(this.db, this.settings.memoryDir, repo, view, this.run.id, fingerprint);
  }
}

/** A file system error while writing a view, as one line (anything else is a bug and is thrown on). */
function ioProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== 'string' || !/^E[A-Z0-9]+$/.test(code)) throw error;
  const { path, syscall } = error as NodeJS.ErrnoException;
  return `${path ?? 'a memory file'}: cannot ${syscall ?? 'write'} (${code}); it will be written by the next run`;
}
