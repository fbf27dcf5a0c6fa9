/**
 * The category of a proposal (docs/detectors.md; the seed's three test scenarios are the
 * specification): `rule` for a standing obligation or prohibition, `correction` for rejecting what
 * the agent did, `preference` for the rest. When several apply, rule beats correction beats preference.
 */
import type { ProposalCategory } from './proposal-types.js';

const CATEGORY_SIGNALS: ReadonlyArray<{ category: ProposalCategory; pattern: RegExp }> = [
  { category: 'rule', pattern: /\b(?:never|always|must|whenever|remember)\b|\bfor (?:all|every)\b|\bevery time\b/i },
  { category: 'correction', pattern: /\b(?:don'?t|do not|avoid|stop|instead)\b|\buse\s+[\w@./+-]+,?\s+not\s+[\w@./+-]+|^[\w@./+-]+,\s*not\s+[\w@./+-]+/i },
  { category: 'preference', pattern: /\b(?:prefer|like|keep|use)\b/i },
];

export function categoryOf(rule: string): ProposalCategory {
  return CATEGORY_SIGNALS.find(({ pattern }) => pattern.test(rule))?.category ?? 'preference';
}
