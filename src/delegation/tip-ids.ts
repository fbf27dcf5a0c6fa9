/** Delegation tips live in tool_patterns.json beside the tool tips, as `delegate-<pattern>`. */
import { isDelegationPatternId, type DelegationPatternId } from './types.js';

const PREFIX = 'delegate-';

export function delegationTipId(pattern: DelegationPatternId): string {
  return `${PREFIX}${pattern}`;
}

export function patternOfTipId(id: string): DelegationPatternId | undefined {
  if (!id.startsWith(PREFIX)) return undefined;
  const pattern = id.slice(PREFIX.length);
  return isDelegationPatternId(pattern) ? pattern : undefined;
}
