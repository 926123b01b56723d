// Shared by the server benches: a seeded PRNG, the varied duties, and percentiles. Numbers, never timed tests.

/** mulberry32: a seeded PRNG so the duties are the same on every run (the engine's match.bench.ts uses it too). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface BenchDuty {
  flowGpm: number;
  headFt: number;
  /** A fifth are given in m³/h and m, as the metric wizard sends them. */
  isMetric: boolean;
  /** A third give NPSHa, ft. */
  npshAvailableFt: number | null;
  /** A sixth are on a 50 Hz supply; null: each pump at its own rating. */
  frequencyHz: 50 | null;
}

/** Log-uniform flows 20–5,000 gpm and heads 20–600 ft (the engine bench's mix). */
export function benchDuties(count: number, seed = 20_240_605): BenchDuty[] {
  const random = prng(seed);
  return Array.from({ length: count }, (_, i) => ({
    flowGpm: 20 * 250 ** random(),
    headFt: 20 * 30 ** random(),
    isMetric: i % 5 === 0,
    npshAvailableFt: i % 3 === 0 ? 10 + 40 * random() : null,
    frequencyHz: i % 6 === 0 ? 50 : null,
  }));
}

export const GPM_PER_M3H = 4.402868;
export const FT_PER_M = 1 / 0.3048;

/** The value at quantile p (0–1) of an ascending list. */
export function quantile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

export function summarise(times: readonly number[]): { p50: number; p99: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: quantile(sorted, 1) };
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(3) : value.toFixed(1)} ms`;
