/**
 * The registry of the detectors' metas, keyed by id like the detector registry (src/detectors/index.ts),
 * without their implementations: tip texts, titles and option defaults load as data alone (the tips
 * command and the session-start hook need nothing else). The compiler holds each key to its meta's id.
 */
import type { DetectorMeta } from '../types.js';
import bashForSearch from './bash-for-search.js';
import editRetry from './edit-retry.js';
import grepThenReadSame from './grep-then-read-same.js';
import readWithoutLimit from './read-without-limit.js';
import repeatedGlob from './repeated-glob.js';
import repeatedRead from './repeated-read.js';
import sequentialReads from './sequential-reads.js';

/** A registry whose every key is the id of the meta under it. */
type Keyed<Registry> = { readonly [Id in keyof Registry]: { readonly id: Id } };

export const META_REGISTRY = {
  'bash-for-search': bashForSearch,
  'edit-retry': editRetry,
  'grep-then-read-same': grepThenReadSame,
  'read-without-limit': readWithoutLimit,
  'repeated-glob': repeatedGlob,
  'repeated-read': repeatedRead,
  'sequential-reads': sequentialReads,
} as const;
META_REGISTRY satisfies Keyed<typeof META_REGISTRY>;

export type DetectorId = keyof typeof META_REGISTRY;

/** Every detector's meta, sorted by id. */
export const DETECTOR_METAS: ReadonlyArray<DetectorMeta<unknown, DetectorId>> = Object.values(META_REGISTRY);

export const DETECTOR_IDS: readonly DetectorId[] = DETECTOR_METAS.map((meta) => meta.id);

export function isDetectorId(id: string): id is DetectorId {
  return Object.hasOwn(META_REGISTRY, id);
}

export function detectorMetaById(id: string): DetectorMeta<unknown, DetectorId> | undefined {
  return isDetectorId(id) ? META_REGISTRY[id] : undefined;
}
