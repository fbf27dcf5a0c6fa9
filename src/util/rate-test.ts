/**
 * Do two event rates differ? The conditional (exact) test of two Poisson rates: given `x1` events over
 * exposure `t1` and `x2` over `t2`, under "same rate" x1 follows Binomial(x1 + x2, t1 / (t1 + t2)); the
 * two-sided p-value sums the probabilities of every outcome no likelier than the one seen (as R's
 * binom.test / poisson.test do). Exact up to 10 000 events, computed in log space.
 */
export function poissonRateTest(x1: number, t1: number, x2: number, t2: number): number {
  const n = x1 + x2;
  if (n === 0 || t1 <= 0 || t2 <= 0) return 1;
  const p = t1 / (t1 + t2);
  const logPmf = binomialLogPmf(n, p);
  const observed = logPmf[x1] ?? Number.NEGATIVE_INFINITY;
  // outcomes as likely as the one seen, within rounding, count as "no likelier"
  const limit = observed + 1e-7;
  let sum = 0;
  for (const value of logPmf) if (value <= limit) sum += Math.exp(value);
  return Math.min(1, sum);
}

/** log P(X = k) for k = 0…n, X ~ Binomial(n, p). */
function binomialLogPmf(n: number, p: number): number[] {
  if (n > 10_000) throw new RangeError(`poissonRateTest: ${String(n)} events is more than this exact test computes`);
  const logP = Math.log(p);
  const logQ = Math.log1p(-p);
  const values: number[] = [];
  let logChoose = 0;
  for (let k = 0; k <= n; k++) {
    if (k > 0) logChoose += Math.log(n - k + 1) - Math.log(k);
    values.push(logChoose + (k === 0 ? 0 : k * logP) + (n - k === 0 ? 0 : (n - k) * logQ));
  }
  return values;
}
