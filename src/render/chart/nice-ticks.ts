/**
 * A value axis of round numbers: steps of 1, 2 or 5 × 10^n, from 0 to the first step at or above the
 * data (0, 10, 20, 30 — never 14.76), and tick labels written to the step's precision (tokens as 10k, 1.2M).
 */
import { formatCount, formatTokens } from '../numbers.js';

export interface ValueAxis {
  /** The top of the axis: the first tick at or above the data. */
  max: number;
  step: number;
  /** 0, step, 2·step, … max. */
  ticks: number[];
}

/** At most this many steps from 0 to the top. */
const MAX_STEPS = 5;

export function niceAxis(dataMax: number): ValueAxis {
  if (!Number.isFinite(dataMax) || dataMax <= 0) return { max: 1, step: 0.5, ticks: [0, 0.5, 1] };
  const least = dataMax / MAX_STEPS;
  const power = 10 ** Math.floor(Math.log10(least));
  const step = [1, 2, 5, 10].map((multiple) => tidy(multiple * power)).find((candidate) => candidate >= least * (1 - 1e-9)) ?? tidy(10 * power);
  const steps = Math.max(1, Math.ceil(dataMax / step - 1e-9));
  const ticks = Array.from({ length: steps + 1 }, (_, at) => tidy(at * step));
  return { max: ticks[ticks.length - 1] ?? step, step, ticks };
}

export type TickKind = 'plain' | 'tokens';

/** A tick's label: as many decimals as the step needs; tokens in k, M, B without trailing zeros. */
export function formatTick(value: number, step: number, kind: TickKind = 'plain'): string {
  if (kind === 'tokens') {
    const unit = value >= 1e9 ? [1e9, 'B'] : value >= 1e6 ? [1e6, 'M'] : value >= 1e3 ? [1e3, 'k'] : [1, ''];
    const [size, suffix] = unit as [number, string];
    return `${trimZeros((value / size).toFixed(decimalsFor(step / size)))}${suffix}`;
  }
  const decimals = decimalsFor(step);
  return decimals === 0 ? formatCount(Math.round(value)) : value.toFixed(decimals);
}

function decimalsFor(step: number): number {
  return Math.min(6, Math.max(0, Math.ceil(-Math.log10(step) - 1e-9)));
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Floating-point noise off a multiple of a power of ten (3 × 0.1 is 0.30000000000000004). */
function tidy(value: number): number {
  return Number(value.toPrecision(12));
}

/** A value written beside a mark (a clipped bar's): tokens short (5.0M), others to two decimals. */
export function formatValue(value: number, kind: TickKind = 'plain'): string {
  return kind === 'tokens' ? formatTokens(value) : value.toFixed(2);
}
