/**
 * What tool_patterns.json says of a tip's effect (views/tip-effectiveness.ts), in the file's snake_case:
 * `effect` {verdict, exposed_sessions, compared_with, compared_sessions, change, p_value} on the entry of
 * every tip shown; a tip judged `no-effect` or `worse` is demoted — `score_factor` (config
 * `tip_miner.ineffective_tip_factor`) multiplies its score here and its value in the tips ranking; an
 * `effective` tip keeps its place as its pattern becomes rare (the ranking does not decay it).
 */
import type { TipEffect } from './tip-effectiveness.js';
import { isDemoted } from './report.js';
import { roundScore, type ToolPatternEntry } from './tool-patterns.js';

export function withEffects(entries: readonly ToolPatternEntry[], effects: ReadonlyMap<string, TipEffect>, factor: number): ToolPatternEntry[] {
  return entries.map((entry) => {
    const effect = effects.get(entry.pattern_id);
    if (!effect) return entry;
    const compared = effect.comparedWith === 'none' ? undefined : effect[effect.comparedWith];
    const fields: ToolPatternEntry = {
      ...entry,
      effect: {
        verdict: effect.verdict,
        exposed_sessions: effect.exposed.sessions,
        compared_with: effect.comparedWith,
        compared_sessions: compared?.sessions ?? 0,
        change: effect.change === null ? null : Math.round(effect.change * 1000) / 1000,
        p_value: effect.pValue === null ? null : Number(effect.pValue.toPrecision(3)),
      },
    };
    if (!isDemoted(effect)) return fields;
    return { ...fields, score_factor: factor, ...(typeof entry.score === 'number' && { score: roundScore(entry.score * factor) }) };
  });
}

/** The factor a file's entry asks its ranking to apply (1 unless demoted; only (0, 1] is taken). */
export function scoreFactorOf(entry: ToolPatternEntry): number {
  const factor = entry.score_factor;
  return typeof factor === 'number' && factor > 0 && factor <= 1 ? factor : 1;
}

/** Whether a file's entry was judged effective (its ranking is not decayed). */
export function isEffective(entry: ToolPatternEntry): boolean {
  const effect = entry.effect;
  return typeof effect === 'object' && effect !== null && (effect as { verdict?: unknown }).verdict === 'effective';
}
