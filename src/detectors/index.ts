/** The registry of tool anti-pattern detectors, sorted by id (the file name under src/detectors/). */
import bashForSearch from './bash-for-search.js';
import editRetry from './edit-retry.js';
import grepThenReadSame from './grep-then-read-same.js';
import readWithoutLimit from './read-without-limit.js';
import repeatedGlob from './repeated-glob.js';
import repeatedRead from './repeated-read.js';
import sequentialReads from './sequential-reads.js';
import type { Detector } from './types.js';

export const DETECTORS: readonly Detector[] = [bashForSearch, editRetry, grepThenReadSame, readWithoutLimit, repeatedGlob, repeatedRead, sequentialReads];

export const DETECTOR_IDS: readonly string[] = DETECTORS.map((detector) => detector.meta.id);

export function detectorById(id: string): Detector | undefined {
  return DETECTORS.find((detector) => detector.meta.id === id);
}

export type { Detector } from './types.js';
