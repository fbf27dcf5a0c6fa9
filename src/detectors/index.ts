/**
 * The registry of tool anti-pattern detectors, keyed by id (the file name under src/detectors/). Their
 * metas, and so `DetectorId` (the union of the ids), come from the metas' registry (metas/index.ts):
 * the compiler holds each key here to an id there, and each detector's meta to the meta of its id.
 */
import bashForSearch from './bash-for-search.js';
import editRetry from './edit-retry.js';
import grepThenReadSame from './grep-then-read-same.js';
import { isDetectorId, type DetectorId, type META_REGISTRY } from './metas/index.js';
import readWithoutLimit from './read-without-limit.js';
import repeatedGlob from './repeated-glob.js';
import repeatedRead from './repeated-read.js';
import sequentialReads from './sequential-reads.js';
import type { Detector } from './types.js';

const REGISTRY = {
  'bash-for-search': bashForSearch,
  'edit-retry': editRetry,
  'grep-then-read-same': grepThenReadSame,
  'read-without-limit': readWithoutLimit,
  'repeated-glob': repeatedGlob,
  'repeated-read': repeatedRead,
  'sequential-reads': sequentialReads,
} as const satisfies { readonly [Id in DetectorId]: { readonly meta: (typeof META_REGISTRY)[Id] } };

/** Every detector, sorted by id. */
export const DETECTORS: ReadonlyArray<Detector<unknown, DetectorId>> = Object.values(REGISTRY);

export function detectorById(id: string): Detector<unknown, DetectorId> | undefined {
  return isDetectorId(id) ? REGISTRY[id] : undefined;
}

export { DETECTOR_IDS, isDetectorId, type DetectorId } from './metas/index.js';
export type { Detector } from './types.js';
