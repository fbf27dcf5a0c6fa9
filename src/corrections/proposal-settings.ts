/** How proposals are made and published (config tip_miner.max_proposals, min_correction_confidence, llm_*). */
import type { LlmSettings } from './llm-refine.js';

/** What one set of proposals is made with. */
export interface CurrentProposalOptions {
  now: number;
  maxProposals: number;
  minConfidence: number;
  repo?: string;
  includeFailed?: boolean;
  /** Only corrections of sessions active in this window (epoch milliseconds; `proposals --since/--until`, never the views). */
  window?: { sinceMs?: number; untilMs?: number };
  /** The model whose cached wording to use (when refinement is on). */
  llmModel?: string;
}

export interface ProposalSettings extends Omit<CurrentProposalOptions, 'now' | 'repo' | 'llmModel' | 'window'> {
  memoryDir: string;
  /** Set when LLM refinement is on. */
  llm?: LlmSettings;
}

/** The options of one set of proposals for these settings. */
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
