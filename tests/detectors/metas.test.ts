/**
 * The metas' registries hold the very metas of the implementations' registries: same ids, same order, same
 * objects. And every tip, in every agent's words, is styled one way: one or more sentences, capitalised, ending
 * with a period; another agent's words never name Claude Code's tools.
 */
import { describe, expect, it } from 'vitest';
import { DELEGATION_PATTERNS } from '../../src/delegation/patterns/index.js';
import { DELEGATION_PATTERN_METAS, delegationPatternMetaById } from '../../src/delegation/patterns/metas/index.js';
import { DETECTORS, detectorById } from '../../src/detectors/index.js';
import { DETECTOR_IDS, DETECTOR_METAS, detectorMetaById, isDetectorId } from '../../src/detectors/metas/index.js';
import { inWordsOf, type Worded } from '../../src/detectors/metas/wording.js';
import { SOLO_STREAK } from '../../src/delegation/solo-streak.js';
import { FORMAT_IDS } from '../../src/ingest/formats/index.js';

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

describe('every tip in every agent’s words', () => {
  const metas: Array<[string, Worded]> = [
    ...DETECTOR_METAS.map((meta): [string, Worded] => [meta.id, meta]),
    ...DELEGATION_PATTERN_METAS.map((meta): [string, Worded] => [meta.id, meta]),
    [SOLO_STREAK.id, SOLO_STREAK],
  ];
  const cases = metas.flatMap(([id, meta]) => FORMAT_IDS.map((format) => ({ id, format, words: inWordsOf(meta, format) })));

  it.each(cases)('$id for $format: a capitalised sentence ending with a period, or none', ({ format, words }) => {
    if (words === null) return;
    expect(words.tip).toMatch(/^[A-Z][^\n]*[^\s.]\.$/);
    if (format === 'codex') expect(words.tip).not.toMatch(/\b(Read|Grep|Glob|Edit|Write|Task|Agent|old_string)\b/);
  });

  it('Codex gets the tips of the shell and apply_patch, and no delegation', () => {
    const codex = Object.fromEntries(metas.map(([id, meta]) => [id, inWordsOf(meta, 'codex')?.tip ?? null]));
    expect(codex['bash-for-search']).toMatch(/^Search with rg and list files with rg --files /);
    expect(codex['edit-retry']).toMatch(/apply_patch.*sed -n/);
    expect(
      Object.entries(codex)
        .filter(([, tip]) => tip !== null)
        .map(([id]) => id),
    ).toEqual(['bash-for-search', 'edit-retry']);
  });
});
