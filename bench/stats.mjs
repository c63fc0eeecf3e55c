// Small statistics helpers for latency samples (milliseconds).

export function percentile(samples, p) {
  if (!samples.length) return NaN;
  const sorted = samples.slice().sort((a, b) => a - b);
  // nearest-rank: the smallest sample with at least p% of samples at or below it
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

export const median = (samples) => percentile(samples, 50);

export function summarise(samples) {
  return {
    n: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    max: samples.length ? Math.max(...samples) : NaN,
  };
}

export const round = (x, digits = 2) => (Number.isFinite(x) ? Number(x.toFixed(digits)) : x);
