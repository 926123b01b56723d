// Dimensionless typical curve shape of a pump at max diameter (the demo catalogue's curves, the ideal pump's run-out),
// as a function of q = Q/Q_BEP and the specific speed. The reference (docs/reference/pump-engineering.md) fixes only
// API 610's ≥ 10 % head rise to shut-off; the Ns trends below are read from the classic Stepanoff/Karassik charts of
// head, power and efficiency vs % BEP by Ns [J, charts recalled, not digitised]: radial pumps (Ns ≈ 500–2000) rise
// 8–20 % to shut-off and draw 35–50 % of BEP power there; mixed flow (Ns ≈ 4000–6000) rise 40–65 % and draw ~70–95 %;
// near-axial (Ns ≈ 8000–10,000) rise 100–150 % and draw more than at BEP.

/** Piecewise-linear lookup over rising x, clamped at the ends. */
function lookup(table: readonly (readonly [number, number])[], x: number): number {
  const first = table[0] ?? [0, 0];
  if (x <= first[0]) {
    return first[1];
  }
  for (let i = 1; i < table.length; i += 1) {
    const [x1, y1] = table[i] ?? first;
    const [x0, y0] = table[i - 1] ?? first;
    if (x <= x1) {
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return (table[table.length - 1] ?? first)[1];
}

// Ns (US, per stage per eye) → head rise to shut-off, fraction of BEP head [J, Stepanoff/Karassik trend; API 610 ≥ 0.10].
const SHUT_OFF_RISE: readonly (readonly [number, number])[] = [
  [500, 0.1],
  [1000, 0.11],
  [2000, 0.18],
  [3000, 0.27],
  [4000, 0.38],
  [6000, 0.62],
  [8000, 0.95],
  [10000, 1.4],
];

// Ns → shut-off power, fraction of BEP power [J, same charts].
const SHUT_OFF_POWER: readonly (readonly [number, number])[] = [
  [500, 0.35],
  [1000, 0.4],
  [2000, 0.5],
  [3000, 0.58],
  [4000, 0.68],
  [6000, 0.9],
  [8000, 1.2],
  [10000, 1.6],
];

/** Head rise to shut-off, fraction of BEP head, for a specific speed (US units; Stepanoff/Karassik trend [J]). */
export function shutOffRise(specificSpeedUs: number): number {
  return lookup(SHUT_OFF_RISE, specificSpeedUs);
}

/** Shut-off power, fraction of BEP power, for a specific speed (US units; Stepanoff/Karassik trend [J]). */
export function shutOffPowerRatio(specificSpeedUs: number): number {
  return lookup(SHUT_OFF_POWER, specificSpeedUs);
}

/** Curve shape parameters of one hydraulic design. */
export interface CurveShape {
  /** Head rise to shut-off, fraction of BEP head. */
  readonly rise: number;
  /** Exponent p of h(q) = 1 + rise·(1 − (1 − c)·q^p − c·q): nearly flat near shut-off, steeper past BEP. */
  readonly exponent: number;
  /** Power polynomial P/P_BEP = p0 + a·q + b·q². */
  readonly p0: number;
  readonly a: number;
  readonly b: number;
}

// Linear share c of the head fall: a slight slope at shut-off keeps published heads strictly falling after rounding [J].
const LINEAR_SHARE = 0.15;

/**
 * Shape for a specific speed, scaled by `riseFactor` (a design's own scatter, ≈ 0.9–1.1). Head
 * h(q) = 1 + r·(1 − (1 − c)·q^p − c·q) rises to shut-off and falls strictly with flow. Power is the quadratic through P(0) = p0 and P(1) = 1 whose slope at
 * q = 1 makes η ∝ q·h/P stationary there: P'(1) = (q·h)'(1) = 1 + h'(1), so the efficiency peaks exactly at the BEP.
 */
export function curveShape(specificSpeedUs: number, riseFactor = 1): CurveShape {
  const rise = shutOffRise(specificSpeedUs) * riseFactor;
  // p = 2.5 for radial designs, easing to 2.0 by Ns 8000 (mixed/axial curves are more linear) [J].
  const exponent = 2.5 - 0.5 * Math.min(1, Math.max(0, (specificSpeedUs - 2000) / 6000));
  const p0 = shutOffPowerRatio(specificSpeedUs);
  const slope = 1 - rise * ((1 - LINEAR_SHARE) * exponent + LINEAR_SHARE);
  const b = slope - (1 - p0);
  return { rise, exponent, p0, a: 1 - p0 - b, b };
}

/** Head at q, fraction of BEP head. */
export function headRatio(shape: CurveShape, q: number): number {
  return 1 + shape.rise * (1 - (1 - LINEAR_SHARE) * q ** shape.exponent - LINEAR_SHARE * q);
}

/** Shaft power at q, fraction of BEP power. */
export function powerRatio(shape: CurveShape, q: number): number {
  return shape.p0 + shape.a * q + shape.b * q * q;
}

/** Efficiency at q, fraction of BEP efficiency: η/η_BEP = q·h(q)/P(q) (from P = Q·H/(3960·η), HI). */
export function efficiencyRatio(shape: CurveShape, q: number): number {
  return (q * headRatio(shape, q)) / powerRatio(shape, q);
}

/** NPSH3 at q, fraction of its BEP value: 0.35 + 0.65·q^2.2 — low and flat at part load, steep past BEP [J]. */
export function npshRatio(q: number): number {
  return 0.35 + 0.65 * q ** 2.2;
}

/** Run-out, multiple of BEP flow: 130 % for radial designs, shorter where mixed-flow heads fall steeply [J]. */
export function runOutRatio(specificSpeed: number): number {
  if (specificSpeed < 4000) {
    return 1.3;
  }
  return specificSpeed < 6500 ? 1.25 : 1.2;
}

/**
 * The largest shaft power of a typical curve for this specific speed, as a multiple of BEP power: the power polynomial's
 * maximum over shut-off to run-out (a quadratic, so at an end or its vertex). What an ideal pump's motor must carry at
 * run-out under NEMA general-service sizing (analysis/motor-sizing.ts).
 */
export function runOutPowerRatio(specificSpeedUs: number): number {
  const shape = curveShape(specificSpeedUs);
  const end = runOutRatio(specificSpeedUs);
  const candidates = [0, end];
  const vertex = -shape.a / (2 * shape.b);
  if (shape.b < 0 && vertex > 0 && vertex < end) {
    candidates.push(vertex);
  }
  return Math.max(...candidates.map((q) => powerRatio(shape, q)));
}
