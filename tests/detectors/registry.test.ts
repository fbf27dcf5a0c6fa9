/** One meta-test over all detectors (as ESLint checks its rules): registered, named, complete, tested. */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIP_CONFLICTS } from '../../src/detectors/conflicts.js';
import { delegationTipId } from '../../src/delegation/tip-ids.js';
import { DELEGATION_PATTERN_IDS } from '../../src/delegation/types.js';
import { DETECTOR_IDS, DETECTORS } from '../../src/detectors/index.js';
import { repoRoot } from '../helpers/paths.js';

const DETECTORS_DIR = join(repoRoot, 'src/detectors');
const NOT_DETECTORS = /^(index|conflicts|types|define.*)\.ts$/;
const files = readdirSync(DETECTORS_DIR).filter((name) => name.endsWith('.ts') && !NOT_DETECTORS.test(name));

describe('detector registry', () => {
  it.each(files)('%s is registered under its file name, complete and tested', async (name) => {
    const id = name.replace(/\.ts$/, '');
    const module = (await import(join(DETECTORS_DIR, name))) as { default: (typeof DETECTORS)[number] };
    expect(DETECTORS).toContain(module.default);
    const { meta } = module.default;
    expect(meta.id).toBe(id);
    for (const field of ['title', 'tip', 'rationale', 'example'] as const) expect(meta[field].trim().length, `${id}.meta.${field}`).toBeGreaterThan(10);
    expect(typeof meta.defaults).toBe('object');
    // five tips must fit the default 1500-character block with room for the heading and figures
    expect(meta.tip.length).toBeLessThanOrEqual(200);
    expect(existsSync(join(repoRoot, 'tests/detectors', `${id}.test.ts`)), `tests/detectors/${id}.test.ts`).toBe(true);
  });

  it('registers nothing without a file, sorted by id', () => {
    expect([...DETECTOR_IDS].sort()).toEqual(files.map((name) => name.replace(/\.ts$/, '')).sort());
    expect(DETECTOR_IDS).toEqual([...DETECTOR_IDS].sort());
  });

  it('names only registered detectors and delegation tips in the conflict table', () => {
    const known = [...DETECTOR_IDS, ...DELEGATION_PATTERN_IDS.map(delegationTipId)];
    for (const { ids } of TIP_CONFLICTS) for (const id of ids) expect(known).toContain(id);
  });
});

describe('configured detectors', () => {
  it('leaves out disabled detectors and overrides options', async () => {
    const { configuredDetectors } = await import('../../src/analyze/detector-runner.js');
    const configured = configuredDetectors({ 'edit-retry': { enabled: false, options: {} }, 'sequential-reads': { enabled: true, options: { window: 7 } } });
    expect(configured.map(({ detector }) => detector.meta.id)).not.toContain('edit-retry');
    expect(configured.find(({ detector }) => detector.meta.id === 'sequential-reads')!.options).toEqual({ window: 7, minReads: 3, searchLookback: 5 });
  });
});
