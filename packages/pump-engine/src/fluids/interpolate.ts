/** Linear interpolation in a table of ascending x, clamped at both ends. */
export function interpolateLinear(xs: readonly number[], ys: readonly number[], x: number): number {
  const last = xs.length - 1;
  if (x <= (xs[0] ?? x)) {
    return ys[0] ?? Number.NaN;
  }
  if (x >= (xs[last] ?? x)) {
    return ys[last] ?? Number.NaN;
  }
  let i = 1;
  while ((xs[i] ?? Number.POSITIVE_INFINITY) < x) {
    i += 1;
  }
  const x0 = xs[i - 1] ?? 0;
  const x1 = xs[i] ?? 0;
  const y0 = ys[i - 1] ?? 0;
  const y1 = ys[i] ?? 0;
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

/** Interpolation linear in ln(y), for viscosity tables (viscosity is near-exponential in temperature). */
export function interpolateLog(xs: readonly number[], ys: readonly number[], x: number): number {
  return Math.exp(
    interpolateLinear(
      xs,
      ys.map((y) => Math.log(y)),
      x,
    ),
  );
}
