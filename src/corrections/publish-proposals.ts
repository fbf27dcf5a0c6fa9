/**
 * After an analysis or a review: the proposals of each repository written to its
 * memory_proposals.json (LLM-refined first when configured), and the summary of the whole set.
 */
import type { HistoryDb } from '../store/history-db.js';
import { writeProposalFile } from '../store/proposal-file.js';
import { loadProposalInputs, proposalsFrom, refinePending, type CurrentProposalOptions } from './current-proposals.js';
import type { LlmSettings } from './llm-refine.js';
import type { MemoryProposalSummary } from './proposal-types.js';

export interface ProposalSettings extends Omit<CurrentProposalOptions, 'now' | 'repo' | 'llmModel'> {
  memoryDir: string;
  /** Set when LLM refinement is on. */
  llm?: LlmSettings;
}

export interface PublishedProposals {
  /** The proposals over `summaryRepo` (all repositories when undefined). */
  summary: MemoryProposalSummary;
  files: string[];
  /** One line each: why refinement was skipped. */
  notes: string[];
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

export interface PublishOptions {
  /** Repositories whose memory_proposals.json to write. */
  repos: readonly string[];
  now: number;
  /** The repository of the returned summary (all when undefined). */
  summaryRepo?: string;
  /** Ask the LLM for new wordings (analyze does; review only uses those cached). */
  refine?: boolean;
}

export async function publishProposals(db: HistoryDb, settings: ProposalSettings, { repos, now, summaryRepo, refine = true }: PublishOptions): Promise<PublishedProposals> {
  const options = (repo: string | undefined) => currentOptions(settings, now, repo);
  const inputs = loadProposalInputs(db, options(undefined));
  const notes: string[] = [];
  const files: string[] = [];
  for (const repo of repos) {
    let set = proposalsFrom(db, inputs, options(repo));
    if (settings.llm && refine && notes.length === 0) {
      const note = await refinePending(db, set.summary.proposals, settings.llm, now);
      if (note) notes.push(note);
      else set = proposalsFrom(db, inputs, options(repo));
    }
    files.push(writeProposalFile(settings.memoryDir, repo, set.summary));
  }
  return { summary: proposalsFrom(db, inputs, options(summaryRepo)).summary, files, notes };
}
