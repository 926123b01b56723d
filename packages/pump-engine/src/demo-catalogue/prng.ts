/** A seeded pseudo-random source: uniform numbers in [0, 1) and helpers built only on them (no Math.random, no clock). */
export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [lo, hi). */
  between(lo: number, hi: number): number;
  /** Log-uniform in [lo, hi): equal weight per decade, as catalogue sizes are spread. */
  logBetween(lo: number, hi: number): number;
  /** Symmetric triangular in [−1, 1] (sum of two uniforms): small scatter that is rarely extreme. */
  scatter(): number;
  /** Index drawn with the given non-negative weights. */
  weighted(weights: readonly number[]): number;
}

/**
 * mulberry32 (Tommy Ettinger, public domain; as quoted in bryc/code "PRNGs"): a 32-bit state, period 2³², fast and
 * good enough for demo data. Same seed → same sequence on every JavaScript engine (integer ops only, Math.imul).
 */
export function mulberry32(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (lo, hi) => lo + (hi - lo) * next(),
    logBetween: (lo, hi) => lo * (hi / lo) ** next(),
    scatter: () => next() + next() - 1,
    weighted: (weights) => {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let pick = next() * total;
      for (let i = 0; i < weights.length; i += 1) {
        pick -= weights[i] ?? 0;
        if (pick < 0) {
          return i;
        }
      }
      return weights.length - 1;
    },
  };
}
