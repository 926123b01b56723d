// Linear scales of the units attributes are measured in, so a bound stored in an attribute's first unit also
// holds a value typed in another of its units. Exact factors from NIST SP 811 App. B; temperatures are affine
// (an offset as well as a factor), everything else is a ratio scale.

interface UnitScale {
  /** What the unit measures; only units of one dimension convert into each other. */
  readonly dimension: string;
  /** value in the dimension's base unit = value × factor + offset. */
  readonly factor: number;
  readonly offset?: number;
}

const LITRES_PER_US_GALLON = 3.785411784;
const FEET_PER_METRE = 1 / 0.3048;
const PASCALS_PER_PSI = 6894.757293168;

/** Unit titles (case-insensitive) → scale; flow in L/min, length in m, temperature in K, pressure in Pa. */
const SCALES: Readonly<Record<string, UnitScale>> = {
  gpm: { dimension: 'flow', factor: LITRES_PER_US_GALLON },
  'm3/h': { dimension: 'flow', factor: 1000 / 60 },
  'l/s': { dimension: 'flow', factor: 60 },
  'l/min': { dimension: 'flow', factor: 1 },
  'm3/s': { dimension: 'flow', factor: 60_000 },
  cfm: { dimension: 'flow', factor: 0.3048 ** 3 * 1000 },
  'm3/min': { dimension: 'flow', factor: 1000 },
  ft: { dimension: 'length', factor: 1 / FEET_PER_METRE },
  m: { dimension: 'length', factor: 1 },
  in: { dimension: 'length', factor: 0.0254 },
  mm: { dimension: 'length', factor: 0.001 },
  '°f': { dimension: 'temperature', factor: 5 / 9, offset: (459.67 * 5) / 9 },
  '°c': { dimension: 'temperature', factor: 1, offset: 273.15 },
  k: { dimension: 'temperature', factor: 1 },
  psi: { dimension: 'pressure', factor: PASCALS_PER_PSI },
  bar: { dimension: 'pressure', factor: 100_000 },
  kpa: { dimension: 'pressure', factor: 1000 },
  // 1 hp = 550 ft·lbf/s = 550 × 0.3048 m × 4.4482216152605 N/s.
  hp: { dimension: 'power', factor: 550 * 0.3048 * 4.4482216152605 },
  kw: { dimension: 'power', factor: 1000 },
  gal: { dimension: 'volume', factor: LITRES_PER_US_GALLON },
  l: { dimension: 'volume', factor: 1 },
};

function scaleOf(unit: string): UnitScale | undefined {
  return SCALES[unit.trim().toLowerCase()];
}

/** `value` measured in `from`, expressed in `to`; the value itself when they are the same; null when unknown. */
export function convertUnit(value: number, from: string, to: string): number | null {
  if (from === to) {
    return value;
  }
  const source = scaleOf(from);
  const target = scaleOf(to);
  if (!source || !target || source.dimension !== target.dimension) {
    return null;
  }
  const base = value * source.factor + (source.offset ?? 0);
  return (base - (target.offset ?? 0)) / target.factor;
}
