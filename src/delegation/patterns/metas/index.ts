/**
 * The delegation patterns' metas in the order the patterns are checked (patterns/index.ts), without
 * their `match`: tip texts and titles load as data alone.
 */
import type { DelegationPatternId } from '../../types.js';
import type { DelegationPatternMeta } from '../define.js';
import debugging from './debugging.js';
import exploration from './exploration.js';
import implementation from './implementation.js';
import refactoring from './refactoring.js';

export const DELEGATION_PATTERN_METAS: readonly DelegationPatternMeta[] = [exploration, implementation, debugging, refactoring];

const BY_ID = new Map(DELEGATION_PATTERN_METAS.map((meta) => [meta.id, meta]));

export function delegationPatternMetaById(id: DelegationPatternId): DelegationPatternMeta {
  const meta = BY_ID.get(id);
  if (!meta) throw new Error(`no delegation pattern has the id ${id}`);
  return meta;
}
