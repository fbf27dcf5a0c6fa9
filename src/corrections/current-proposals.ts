/**
 * The proposals as of now, from the history database: stored corrections (above the configured
 * confidence) clustered with the languages each session touched and every decision taken, with the
 * LLM wording where a refinement was cached. `refinePending` asks the model for the pending ones.
 */
import { containsRedaction } from '../safety/redact.js';
import { sanitizeAndRedact } from '../safety/sanitize.js';
import type { HistoryDb } from '../store/history-db.js';
import { storedCorrections, touchedLanguages } from '../store/correction-history.js';
import { cachedRefinement, loadDecisions, storeRefinement } from '../store/proposal-decisions.js';
import { refineWithOllama, type LlmSettings } from './llm-refine.js';
import type { MemoryProposal, ProposalDecision } from './proposal-types.js';
import { clusterCorrections, proposeFromClusters, type Cluster, type ProposalSet } from './propose.js';

export interface CurrentProposalOptions {
  now: number;
  maxProposals: number;
  minConfidence: number;
  repo?: string;
  includeFailed?: boolean;
  /** The model whose cached wording to use (when refinement is on). */
  llmModel?: string;
}

/** What proposals are made from, loaded once: the clusters of the stored corrections and every decision. */
export interface ProposalInputs {
  clusters: Cluster[];
  touchedLanguages: Map<string, Record<string, number>>;
  decisions: ProposalDecision[];
}

/** How proposals are made and published, from the config (tip_miner.max_proposals, min_correction_confidence, llm_*). */
export interface ProposalSettings extends Omit<CurrentProposalOptions, 'now' | 'repo' | 'llmModel'> {
  memoryDir: string;
  /** Set when LLM refinement is on. */
  llm?: LlmSettings;
}

/** The options of `currentProposals` for these settings. */
export function currentOptions(settings: ProposalSettings, now: number, repo: string | undefined): CurrentProposalOptions {
  return {
    now,
    maxProposals: settings.maxProposals,
    minConfidence: settings.minConfidence,
    ...(settings.includeFailed !== undefined && { includeFailed: settings.includeFailed }),
    ...(repo !== undefined && { repo }),
    ...(settings.llm && { llmModel: settings.llm.model }),
  };
}

export function loadProposalInputs(db: HistoryDb, options: Pick<CurrentProposalOptions, 'minConfidence' | 'includeFailed'>): ProposalInputs {
  const corrections = storedCorrections(db, { minConfidence: options.minConfidence, includeFailed: options.includeFailed });
  // a rule that needs a secret to make sense (its secret is redacted) is not proposed at all
  const proposable = corrections.filter((correction) => !containsRedaction(correction.rule));
  return { clusters: clusterCorrections(proposable), touchedLanguages: touchedLanguages(db), decisions: loadDecisions(db) };
}

/** The proposals of one repository (all without `repo`), with the cached LLM wording where there is one. */
export function proposalsFrom(db: HistoryDb, inputs: ProposalInputs, options: CurrentProposalOptions): ProposalSet {
  const set = proposeFromClusters(inputs.clusters, {
    now: options.now,
    maxProposals: options.maxProposals,
    ...(options.repo !== undefined && { repo: options.repo }),
    touchedLanguages: inputs.touchedLanguages,
    decisions: inputs.decisions,
  });
  if (options.llmModel !== undefined) {
    for (const proposal of set.all) {
      if (proposal.status !== 'pending') continue;
      const refined = cachedRefinement(db, proposal.content, options.llmModel);
      if (typeof refined === 'string') applyRefinement(proposal, refined);
    }
  }
  return set;
}

export function currentProposals(db: HistoryDb, options: CurrentProposalOptions): ProposalSet {
  return proposalsFrom(db, loadProposalInputs(db, options), options);
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

/** A model's answer is untrusted text too: it replaces the template wording only as plain, redacted text. */
function applyRefinement(proposal: MemoryProposal, refined: string): void {
  const content = sanitizeAndRedact(refined, { maxChars: 300 });
  if (content === '') return;
  proposal.template_content = proposal.content;
  proposal.content = content;
}
