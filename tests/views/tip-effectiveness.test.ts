/** Crafted sessions whose answers are known: a tip that lowers its pattern's rate, one that changes nothing, one seen too little. */
import { describe, expect, it } from 'vitest';
import { tipEffects, type MeasuredSession } from '../../src/views/tip-effectiveness.js';
import { poissonRateTest } from '../../src/util/rate-test.js';

const DAY = 86_400_000;
const START = Date.parse('2026-01-01T00:00:00Z');

/** A session on `day` with 100 tool calls, `counts` occurrences per tip id, shown `shown`. */
function session(day: number, counts: Record<string, number>, shown: string[] = []): MeasuredSession {
  return {
    startMs: START + day * DAY,
    toolCalls: 100,
    occurrences: new Map(Object.entries(counts).map(([tip, count]) => [tip, { count, wastedTokens: count * 500 }])),
    exposedTo: new Map(shown.map((tip) => [tip, (START + day * DAY) / 1000])),
  };
}

/** 10 sessions before any tip (8 reads and 4 edits per 100 calls), then 20 alternating: exposed to both tips, or not (the control). */
function history(exposedReads: number): MeasuredSession[] {
  const sessions: MeasuredSession[] = [];
  for (let day = 0; day < 10; day++) sessions.push(session(day, { 'sequential-reads': 8, 'edit-retry': 4 }));
  for (let day = 10; day < 30; day++) {
    const exposed = day % 2 === 0;
    sessions.push(session(day, { 'sequential-reads': exposed ? exposedReads : 8, 'edit-retry': 4 }, exposed ? ['sequential-reads', 'edit-retry'] : []));
  }
  return sessions;
}

describe('tipEffects', () => {
  it('a tip whose pattern falls in the exposed sessions is effective; one whose pattern does not move has no effect', () => {
    const effects = new Map(tipEffects(history(2)).map((effect) => [effect.tip, effect]));
    const reads = effects.get('sequential-reads');
    expect(reads).toMatchObject({
      verdict: 'effective',
      comparedWith: 'control',
      exposed: { sessions: 10, toolCalls: 1000, occurrences: 20, ratePer100: 2, wastedTokensPerSession: 1000 },
      // the period runs from the first exposed session (day 10) to the last (day 28): day 29's is outside it
      control: { sessions: 9, occurrences: 72, ratePer100: 8 },
      before: { sessions: 10, ratePer100: 8 },
      after: { sessions: 20, ratePer100: 5 },
      change: -0.75,
      firstExposure: '2026-01-11T00:00:00.000Z',
    });
    expect(reads?.pValue).toBeLessThan(1e-6);
    expect(effects.get('edit-retry')).toMatchObject({ verdict: 'no-effect', change: 0, pValue: 1 });
  });

  it('a rate that rises is worse', () => {
    expect(tipEffects(history(16)).find((effect) => effect.tip === 'sequential-reads')?.verdict).toBe('worse');
  });

  it('a small difference is no effect', () => {
    expect(tipEffects(history(7)).find((effect) => effect.tip === 'sequential-reads')?.verdict).toBe('no-effect');
  });

  it('too few exposed sessions, or nothing to compare with, or no occurrence on either side: insufficient data', () => {
    const few = [...history(2).slice(0, 10), session(10, { 'sequential-reads': 0 }, ['sequential-reads']), session(11, { 'sequential-reads': 8 })];
    expect(tipEffects(few)[0]).toMatchObject({ verdict: 'insufficient-data', comparedWith: 'none', pValue: null });
    const alone = Array.from({ length: 6 }, (_, day) => session(day, { 'sequential-reads': 1 }, ['sequential-reads']));
    expect(tipEffects(alone)[0]).toMatchObject({ verdict: 'insufficient-data', comparedWith: 'none' });
    const never = history(0).map((entry) => ({ ...entry, occurrences: new Map() }));
    expect(tipEffects(never).every((effect) => effect.verdict === 'insufficient-data')).toBe(true);
  });

  it('without control sessions in the period, the exposed ones are compared with those before', () => {
    const sessions = [
      ...history(2).slice(0, 10),
      ...Array.from({ length: 6 }, (_, index) => session(10 + index, { 'sequential-reads': 1 }, ['sequential-reads'])),
    ];
    expect(tipEffects(sessions)[0]).toMatchObject({ comparedWith: 'before', verdict: 'effective', control: { sessions: 0 } });
  });
});

describe('poissonRateTest', () => {
  it.each([
    // R: binom.test(10, 30, 0.5)$p.value, binom.test(2, 22, 0.5)$p.value, binom.test(3, 12, 1/3)$p.value (by hand: the outcomes no likelier than 3 of 12)
    [10, 100, 20, 100, 0.0987371],
    [2, 100, 20, 100, 0.000121117],
    [3, 100, 9, 200, 0.761554],
    [0, 10, 0, 10, 1],
  ])('%i events over %i against %i over %i: p = %f', (x1, t1, x2, t2, p) => {
    expect(poissonRateTest(x1, t1, x2, t2)).toBeCloseTo(p, 4);
  });
});
