/** A tip judged not to work falls in the ranking by its factor; one judged effective keeps its place as its pattern becomes rare. */
import { describe, expect, it } from 'vitest';
import { buildTipsBlock } from '../../src/render/tips-block.js';
import { detectorById } from '../../src/detectors/index.js';
import type { ToolPatternEntry } from '../../src/views/tool-patterns.js';

const NOW = 1_800_000_000;
const DAY = 86_400;

function entry(id: string, fields: Partial<ToolPatternEntry> = {}): ToolPatternEntry {
  return { pattern_id: id, tip: detectorById(id)?.meta.tip ?? '', hit_count: 10, last_seen: NOW, wasted_tokens: 50_000, ...fields };
}

const order = (entries: ToolPatternEntry[]) =>
  buildTipsBlock(entries, { maxCount: 5, maxChars: 1500, now: NOW, suppressed: new Set() }).tips.map((tip) => tip.pattern_id);

describe('the ranking and the tips judged', () => {
  it('a demoted tip ranks below an equal one', () => {
    // equal waste: the shorter line costs less, so repeated-read ranks first — until it is demoted
    expect(order([entry('repeated-read'), entry('edit-retry')])).toEqual(['repeated-read', 'edit-retry']);
    expect(order([entry('repeated-read', { score_factor: 0.25, effect: { verdict: 'no-effect' } }), entry('edit-retry')])).toEqual([
      'edit-retry',
      'repeated-read',
    ]);
  });

  it('an effective tip seen long ago keeps its place; without the verdict it decays below a fresher one', () => {
    const old = { last_seen: NOW - 60 * DAY, wasted_tokens: 60_000 };
    expect(order([entry('repeated-read', old), entry('edit-retry', { wasted_tokens: 20_000 })])).toEqual(['edit-retry', 'repeated-read']);
    expect(order([entry('repeated-read', { ...old, effect: { verdict: 'effective' } }), entry('edit-retry', { wasted_tokens: 20_000 })])).toEqual([
      'repeated-read',
      'edit-retry',
    ]);
  });

  it.each([
    ['an effective tip that wasted far less', { wasted_tokens: 2_000, effect: { verdict: 'effective' } }],
    ['an unmeasured tip (no token figure)', { wasted_tokens: undefined }],
    ['a tip seen long ago', { last_seen: NOW - 90 * DAY, wasted_tokens: 5_000 }],
  ])('a demoted tip never ranks above one not demoted, whatever its tokens: %s', (_case, other) => {
    const demoted = entry('repeated-read', { wasted_tokens: 900_000, score_factor: 0.25, effect: { verdict: 'no-effect' } });
    expect(order([demoted, entry('edit-retry', other)])).toEqual(['edit-retry', 'repeated-read']);
  });

  it('a factor out of (0, 1] in a hand-edited file is ignored', () => {
    expect(order([entry('repeated-read', { score_factor: 7 }), entry('edit-retry')])).toEqual(['repeated-read', 'edit-retry']);
    expect(order([entry('repeated-read', { score_factor: -1 }), entry('edit-retry')])).toEqual(['repeated-read', 'edit-retry']);
  });
});
