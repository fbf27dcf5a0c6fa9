/**
 * The proposals as of now, from what the history database holds (loaded by app/proposals.ts): the
 * clusters of the stored corrections, the languages each session touched, every decision taken, and
 * the LLM wording where one was cached.
 */
import type { CurrentProposalOptions } from '../corrections/proposal-settings.js';
import type { MemoryProposal, ProposalDecision } from '../corrections/proposal-types.js';
import { proposeFromJudged, type JudgedCluster, type ProposalSet } from '../corrections/propose.js';
import { containsRedaction } from '../safety/redact.js';
import { sanitizeAndRedact } from '../safety/sanitize.js';

/** What proposals are made from, loaded once: the judged clusters of the stored corrections and every decision. */
export interface ProposalInputs {
  judged: JudgedCluster[];
  touchedLanguages: Map<string, Record<string, number>>;
  decisions: ProposalDecision[];
}

/** The cached wording of a rule by a model: a string, `null` when the answer was not kept, undefined when never asked. */
export type CachedWording = (content: string, model: string) => string | null | undefined;

/** The proposals of one repository (all without `repo`), with the cached LLM wording where there is one. */
export function proposalsFrom(inputs: ProposalInputs, options: CurrentProposalOptions, cachedWording: CachedWording): ProposalSet {
  const set = proposeFromJudged(inputs.judged, {
    now: options.now,
    maxProposals: options.maxProposals,
    ...(options.repo !== undefined && { repo: options.repo }),
    touchedLanguages: inputs.touchedLanguages,
    decisions: inputs.decisions,
  });
  if (options.llmModel !== undefined) {
    for (const proposal of set.all) {
      if (proposal.status !== 'pending') continue;
      const refined = cachedWording(proposal.content, options.llmModel);
      if (typeof refined === 'string') applyRefinement(proposal, refined);
    }
  }
  return set;
}

/** A model's answer is untrusted text too: it replaces the template wording only as plain, redacted text. */
function applyRefinement(proposal: MemoryProposal, refined: string): void {
  const content = sanitizeAndRedact(refined, { maxChars: 300 });
  // a wording that holds a secret is no wording: the template stays
  if (content === '' || containsRedaction(content)) return;
  proposal.template_content = proposal.content;
  proposal.content = content;
}
