/** The metas' registries hold the very metas of the implementations' registries: same ids, same order, same objects. */
import { describe, expect, it } from 'vitest';
import { DELEGATION_PATTERNS } from '../../src/delegation/patterns/index.js';
import { DELEGATION_PATTERN_METAS, delegationPatternMetaById } from '../../src/delegation/patterns/metas/index.js';
import { DETECTORS, detectorById } from '../../src/detectors/index.js';
import { DETECTOR_IDS, DETECTOR_METAS, detectorMetaById, isDetectorId } from '../../src/detectors/metas/index.js';

describe('the detector metas registry', () => {
  it('holds the metas of the detector registry, by id and in order', () => {
    expect(DETECTOR_METAS.map((meta) => meta.id)).toEqual(DETECTORS.map((detector) => detector.meta.id));
    DETECTOR_METAS.forEach((meta, index) => {
      expect(meta).toBe(DETECTORS[index]!.meta);
    });
    for (const id of DETECTOR_IDS) expect(detectorMetaById(id)).toBe(detectorById(id)!.meta);
  });

  it('knows no other id', () => {
    expect(detectorMetaById('no-such-detector')).toBeUndefined();
    expect(isDetectorId('toString')).toBe(false);
  });
});

describe('the delegation pattern metas registry', () => {
  it('holds the metas of the delegation patterns, by id and in order', () => {
    expect(DELEGATION_PATTERN_METAS.map((meta) => meta.id)).toEqual(DELEGATION_PATTERNS.map((pattern) => pattern.meta.id));
    DELEGATION_PATTERN_METAS.forEach((meta, index) => {
      expect(meta).toBe(DELEGATION_PATTERNS[index]!.meta);
    });
    for (const { meta } of DELEGATION_PATTERNS) expect(delegationPatternMetaById(meta.id)).toBe(meta);
  });
});
