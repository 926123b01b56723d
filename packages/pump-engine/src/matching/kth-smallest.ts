/** The k-th smallest (0-based) of `values` (Hoare's selection, median-of-three pivots, O(n) on average); reorders them. */
export function kthSmallest(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const pivot = medianOfThree(values[lo] as number, values[mid] as number, values[hi] as number);
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((values[i] as number) < pivot) {
        i += 1;
      }
      while ((values[j] as number) > pivot) {
        j -= 1;
      }
      if (i <= j) {
        const swap = values[i] as number;
        values[i] = values[j] as number;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    // [lo, j] ≤ pivot ≤ [i, hi]; between them, values equal to the pivot.
    if (k <= j) {
      hi = j;
    } else if (k >= i) {
      lo = i;
    } else {
      return pivot;
    }
  }
  return values[k] as number;
}

function medianOfThree(a: number, b: number, c: number): number {
  return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
}
