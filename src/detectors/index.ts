/**
 * The registry of tool anti-pattern detectors, keyed by id (the file name under src/detectors/). The
 * compiler holds each key to its detector's meta.id, so `DetectorId` is the union of the ids.
 */
import bashForSearch from './bash-for-search.js';
import editRetry from './edit-retry.js';
import grepThenReadSame from './grep-then-read-same.js';
import readWithoutLimit from './read-without-limit.js';
import repeatedGlob from './repeated-glob.js';
import repeatedRead from './repeated-read.js';
import sequentialReads from './sequential-reads.js';
import type { Detector } from './types.js';

/** A registry whose every key is the id of the detector under it. */
type Keyed<Registry> = { readonly [Id in keyof Registry]: { readonly meta: { readonly id: Id } } };

const REGISTRY = {
  'bash-for-search': bashForSearch,
  'edit-retry': editRetry,
  'grep-then-read-same': grepThenReadSame,
  'read-without-limit': readWithoutLimit,
  'repeated-glob': repeatedGlob,
  'repeated-read': repeatedRead,
  'sequential-reads': sequentialReads,
} as const;
REGISTRY satisfies Keyed<typeof REGISTRY>;

export type DetectorId = keyof typeof REGISTRY;

/** Every detector, sorted by id. */
export const DETECTORS: ReadonlyArray<Detector<unknown, DetectorId>> = Object.values(REGISTRY);

export const DETECTOR_IDS: readonly DetectorId[] = DETECTORS.map((detector) => detector.meta.id);

export function isDetectorId(id: string): id is DetectorId {
  return Object.hasOwn(REGISTRY, id);
}

export function detectorById(id: string): Detector<unknown, DetectorId> | undefined {
  return isDetectorId(id) ? REGISTRY[id] : undefined;
}

export type { Detector } from './types.js';
