/** Number formatting shared by the tables. */

/** Made on first use, for fractions only: ICU's number format costs a command ~10–20 ms of start-up. */
let fractional: Intl.NumberFormat | undefined;

/** A count as en-US writes it: 1,234,567 (fractions to three places). */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value)) return groupThousands(value);
  fractional ??= new Intl.NumberFormat('en-US');
  return fractional.format(value);
}

function groupThousands(value: number): string {
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** Tokens in short form: 950, 4.4k, 12k, 1.3M, 2.1B. */
export function formatTokens(value: number): string {
  if (value < 1000) return String(Math.round(value));
  const units: Array<[number, string]> = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'k'],
  ];
  for (const [size, unit] of units) {
    if (value >= size) {
      const scaled = value / size;
      return `${scaled < 10 ? scaled.toFixed(1) : Math.round(scaled).toString()}${unit}`;
    }
  }
  return String(value);
}

/** A figure that was not measured: shown as a dash, never as 0. */
export const NOT_MEASURED = '—';

/** A score in two significant digits, never in exponent form: 12, 3.4, 0.57, 0.012; below 0.01 "<0.01". */
export function formatScore(value: number): string {
  if (!Number.isFinite(value)) return NOT_MEASURED;
  if (value === 0) return '0';
  if (value < 0.01) return '<0.01';
  if (value >= 100) return formatCount(Math.round(value));
  return String(Number(value.toPrecision(2)));
}

/** A share as a whole percentage: 0.034 → "3%". */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}
