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
  for (let k = start + 1; k < end; k += 1) {
    const x1 = xs[k] as number;
    if (x <= x1) {
      const x0 = xs[k - 1] as number;
      const y0 = ys[k - 1] as number;
      return x === x1 ? (ys[k] as number) : y0 + (((ys[k] as number) - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return ys[end - 1] as number;
}
