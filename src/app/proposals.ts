/**
 * The proposals as of now, from the history database: the stored corrections above the configured
 * confidence (none that needs a secret to make sense), clustered, with the touched languages and every
 * decision (views/proposals.ts makes them). `refinePending` asks the model for new wordings and caches them.
 */
import { currentOptions, type CurrentProposalOptions } from '../corrections/proposal-settings.js';
import { proposalSettingsOf } from '../config/stage-settings.js';
import type { MemoryProposal } from '../corrections/proposal-types.js';
import { DEFAULT_SIMILARITY_THRESHOLD } from '../corrections/cluster.js';
import { decodeJudgement, encodeJudgement, judgementKey } from '../corrections/judgement-cache.js';
import { clusterCorrections, judgeClusters, type JudgedCluster, type ProposalSet, type StoredCorrection } from '../corrections/propose.js';
import { refineWithOllama, type LlmSettings } from '../corrections/llm-refine.js';
import { containsRedaction } from '../safety/redact.js';
import { storedCorrections, touchedLanguages } from '../store/corrections.js';
import type { HistoryDb } from '../store/history-db.js';
import { cachedRefinement, loadDecisions, storeRefinement } from '../store/proposal-decisions.js';
import { storedJudgement, storeJudgement } from '../store/proposal-judgements.js';
import { packageVersion } from '../util/package-version.js';
import { proposalsFrom, type ProposalInputs } from '../views/proposals.js';
import { reportRepo } from './current-repo.js';
import type { TimeWindow } from '../store/session-filter.js';
import { withHistory } from './open-history.js';
import type { AppSettings } from './settings.js';

export function loadProposalInputs(db: HistoryDb, options: Pick<CurrentProposalOptions, 'minConfidence' | 'includeFailed' | 'window'>): ProposalInputs {
  const corrections = storedCorrections(db, { minConfidence: options.minConfidence, includeFailed: options.includeFailed, ...options.window });
  // a rule that needs a secret to make sense (its secret is redacted) is not proposed at all
  const proposable = corrections.filter((correction) => !containsRedaction(correction.rule));
  const touched = touchedLanguages(db);
  return { judged: judgedClusters(db, proposable, touched), touchedLanguages: touched, decisions: loadDecisions(db) };
}

/**
 * The corrections clustered and judged: as kept by an earlier run when they, the touched languages and the code
 * are the same (corrections/judgement-cache.ts), else judged now and kept.
 */
function judgedClusters(db: HistoryDb, corrections: StoredCorrection[], touched: Map<string, Record<string, number>>): JudgedCluster[] {
  const judgeNow = () => judgeClusters(clusterCorrections(corrections, DEFAULT_SIMILARITY_THRESHOLD), touched);
  const version = codeVersion();
  // no version to tell this code's judgement from another's (tip-miner bundled into another program): judged each time
  if (version === undefined) return judgeNow();
  const key = judgementKey(corrections, touched, DEFAULT_SIMILARITY_THRESHOLD, version);
  const kept = storedJudgement(db, key);
  const decoded = kept === undefined ? undefined : decodeJudgement(kept, corrections);
  if (decoded) return decoded;
  const judged = judgeNow();
  try {
    storeJudgement(db, key, encodeJudgement(judged, corrections));
  } catch {
    // only a cache: a database that takes no write now (full disk, read-only file) costs the next run a judgement
  }
  return judged;
}

/** tip-miner's version, or undefined where its package.json is not found. */
function codeVersion(): string | undefined {
  try {
    return packageVersion();
  } catch {
    return undefined;
  }
}

/** One repository's proposals (all without `repo`) from inputs loaded once, with the database's cached wordings. */
export function proposalsOf(db: HistoryDb, inputs: ProposalInputs, options: CurrentProposalOptions): ProposalSet {
  return proposalsFrom(inputs, options, (content, model) => cachedRefinement(db, content, model));
}

export function currentProposals(db: HistoryDb, options: CurrentProposalOptions): ProposalSet {
  return proposalsOf(db, loadProposalInputs(db, options), options);
}

/**
 * Asks the model to reword each pending proposal not asked before, and caches the answer. Stops at the
 * first failure (a server that is down would cost a timeout per proposal) and returns why.
 */
export async function refinePending(db: HistoryDb, proposals: readonly MemoryProposal[], settings: LlmSettings, now: number): Promise<string | undefined> {
  for (const proposal of proposals) {
    if (proposal.status !== 'pending' || proposal.template_content !== undefined) continue;
    if (cachedRefinement(db, proposal.content, settings.model) !== undefined) continue;
    const outcome = await refineWithOllama(proposal.content, proposal.source_variants[0] ?? proposal.content, settings);
    if (outcome.kind === 'failed') return `LLM refinement skipped: ${settings.url}: ${outcome.reason}`;
    storeRefinement(db, proposal.content, settings.model, outcome.kind === 'refined' ? outcome.text : null, now);
  }
  return undefined;
}

/**
 * `tip-miner proposals` as a use case: the proposals as of now of `--repo`, else of the working folder's
 * repository when it has sessions, else (or with `allRepos`) of every repository.
 */
export function proposalsReport(
  settings: AppSettings,
  now = Math.floor(Date.now() / 1000),
  scope: { allRepos?: boolean; window?: TimeWindow } = {},
): ProposalSet {
  const proposals = proposalSettingsOf(settings.config, settings.memoryDir, settings.config.tip_miner.include_failed);
  const repo = reportRepo(settings, scope.allRepos !== true);
  const options = { ...currentOptions(proposals, now, repo), ...(scope.window && { window: scope.window }) };
  return withHistory(settings.db, (db) => currentProposals(db, options));
}
