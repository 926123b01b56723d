/** Linear interpolation over points [start, end), clamped at both ends (interpolateCurve's rule, on packed arrays). */
export function polylineAt(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  start: number,
  end: number,
  x: number,
): number {
  if (x <= (xs[start] as number)) {
    return ys[start] as number;
  }
  // k: the first point past start with x ≤ xs[k], or end (past the last point; also for an x that compares with none).
  let k = start + 1;
  while (k < end && !(x <= (xs[k] as number))) {
    k += 1;
  }
  return segmentAt(xs, ys, k, end, x);
}

/**
 * The highest value of the polyline over [a, b]: the larger of polylineAt(a) and polylineAt(b) and of the
 * points strictly between them (a piecewise-linear function peaks at an end or at a point), found in one pass along
 * the points rather than three. The same numbers as those three: each end is interpolated by polylineAt's own rule.
 */
export function polylineMaxOver(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  start: number,
  end: number,
  a: number,
  b: number,
): number {
  if (!(a <= b)) {
    // No point lies strictly between; the two ends are each found by polylineAt.
    return Math.max(polylineAt(xs, ys, start, end, a), polylineAt(xs, ys, start, end, b));
  }
  // k: the first point past start with a ≤ xs[k] (polylineAt's segment for a), or end.
  let k = start + 1;
  while (k < end && (xs[k] as number) < a) {
    k += 1;
  }
  let best = a <= (xs[start] as number) ? (ys[start] as number) : segmentAt(xs, ys, k, end, a);
  // Points strictly inside (a, b); k then stops at the first point with b ≤ xs[k], b's segment.
  while (k < end && (xs[k] as number) < b) {
    if ((xs[k] as number) > a) {
      best = Math.max(best, ys[k] as number);
    }
    k += 1;
  }
  const atB = b <= (xs[start] as number) ? (ys[start] as number) : segmentAt(xs, ys, k, end, b);
  return Math.max(best, atB);
}

/** The polyline's value at x on the segment ending at point k (k < end), or its clamped last value (k = end). */
function segmentAt(xs: ArrayLike<number>, ys: ArrayLike<number>, k: number, end: number, x: number): number {
  if (k >= end) {
    return ys[end - 1] as number;
  }
  const x1 = xs[k] as number;
  const x0 = xs[k - 1] as number;
  const y0 = ys[k - 1] as number;
  return x === x1 ? (ys[k] as number) : y0 + (((ys[k] as number) - y0) * (x - x0)) / (x1 - x0);
}
