/** The proposal settings of a command, from the resolved global options and config. */
import type { ProposalSettings } from '../corrections/publish-proposals.js';
import type { Settings } from './global-options.js';

export function proposalSettings(settings: Settings, includeFailed = settings.config.tip_miner.include_failed): ProposalSettings {
  const config = settings.config.tip_miner;
  return {
    memoryDir: settings.memoryDir,
    maxProposals: config.max_proposals,
    minConfidence: config.min_correction_confidence,
    includeFailed,
    ...(config.llm_refinement && { llm: { model: config.llm_model, url: config.llm_url, timeoutMs: config.llm_timeout_ms } }),
  };
}
