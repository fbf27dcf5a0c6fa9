/**
 * The fixed marks of what tip-miner puts before a model — the tips block's heading, the learned rules'
 * block in a memory file, the live hook's delegation advisory — so that adapters can tell, cheaply, which
 * text may show a tip (analyze/shown-tips.ts finds which).
 */
export const TIPS_HEADING = '## Tool Efficiency Tips';
export const RULES_START = '<!-- tip-miner:memories -->';
export const RULES_END = '<!-- /tip-miner:memories -->';
export const ADVISORY_PREFIX = 'Delegation advisory (';

/** Whether a text may hold a tip or a rule at all. */
export function mayShowTips(text: string): boolean {
  return text.includes(TIPS_HEADING) || text.includes(RULES_START) || text.includes(ADVISORY_PREFIX);
}
