import { KW_PER_HP } from '../facts.ts';

// Conversion factors and the one function that converts between any two units of a kind (and between head and
// pressure through SG), for the unit-conversion and % of BEP answers.

export const GALLON_L = 3.785411784;
/** Litres per minute in one unit (NIST SP 811, exact). */
export const FLOW_L_PER_MIN: Record<string, number> = {
  gpm: GALLON_L,
  'm3/h': 1000 / 60,
  'L/s': 60,
  'L/min': 1,
  'm3/s': 60_000,
};
/** 1 psi = 6.894757293168361 kPa (NIST SP 811). */
export const KPA_PER_PSI = 6.894757293168361;
/** Kilopascals in one unit (NIST SP 811). */
const PRESSURE_KPA: Record<string, number> = { psi: KPA_PER_PSI, bar: 100, kPa: 1, MPa: 1000 };
/** Metres in one unit (exact). */
const LENGTH_M: Record<string, number> = { ft: 0.3048, m: 1, in: 0.0254, mm: 0.001 };
const POWER_KW: Record<string, number> = { hp: KW_PER_HP, kW: 1 };
const VOLUME_L: Record<string, number> = { gal: GALLON_L, L: 1, m3: 1000 };

export function convert(
  value: number,
  from: string,
  to: string,
  specificGravity: number,
): { value: number; formula: string } | null {
  if (from === to) {
    return null;
  }
  const exact = 'exact factors, NIST SP 811';
  if (from in FLOW_L_PER_MIN && to in FLOW_L_PER_MIN) {
    return {
      value: (value * (FLOW_L_PER_MIN[from] ?? 1)) / (FLOW_L_PER_MIN[to] ?? 1),
      formula: `1 US gal = 3.785411784 L, 1 m³/h = 4.4029 gpm, 1 L/s = 15.850 gpm (${exact})`,
    };
  }
  if (from in PRESSURE_KPA && to in PRESSURE_KPA) {
    return {
      value: (value * (PRESSURE_KPA[from] ?? 1)) / (PRESSURE_KPA[to] ?? 1),
      formula: `1 psi = 6.894757 kPa, 1 bar = 100 kPa = 14.504 psi (${exact})`,
    };
  }
  const headFormula = `H[ft] = 2.31·p[psi]/SG, i.e. H = 144·p/(SG·62.37 lb/ft³) (Hydraulic Institute; water at 60 °F as SG reference)`;
  if (from in PRESSURE_KPA && to in LENGTH_M) {
    const psi = (value * (PRESSURE_KPA[from] ?? 1)) / (PRESSURE_KPA.psi ?? 1);
    const feet = (144 * psi) / (specificGravity * WATER_60F_LB_FT3);
    return { value: (feet * 0.3048) / (LENGTH_M[to] ?? 1), formula: headFormula };
  }
  if (from in LENGTH_M && to in PRESSURE_KPA) {
    const feet = (value * (LENGTH_M[from] ?? 1)) / 0.3048;
    const psi = (feet * specificGravity * WATER_60F_LB_FT3) / 144;
    return {
      value: (psi * (PRESSURE_KPA.psi ?? 1)) / (PRESSURE_KPA[to] ?? 1),
      formula: headFormula.replace('H[ft] = 2.31·p[psi]/SG, i.e. ', 'p[psi] = H[ft]·SG/2.31, from '),
    };
  }
  if (from in LENGTH_M && to in LENGTH_M) {
    return {
      value: (value * (LENGTH_M[from] ?? 1)) / (LENGTH_M[to] ?? 1),
      formula: `1 ft = 0.3048 m, 1 in = 25.4 mm (${exact})`,
    };
  }
  if (from in POWER_KW && to in POWER_KW) {
    return {
      value: (value * (POWER_KW[from] ?? 1)) / (POWER_KW[to] ?? 1),
      formula: `1 hp = 0.7457 kW (${exact})`,
    };
  }
  if (from in VOLUME_L && to in VOLUME_L) {
    return {
      value: (value * (VOLUME_L[from] ?? 1)) / (VOLUME_L[to] ?? 1),
      formula: `1 US gal = 3.785411784 L (${exact})`,
    };
  }
  if (from === 'F' && to === 'C') {
    return { value: (value - 32) / 1.8, formula: '°C = (°F − 32)/1.8 (exact)' };
  }
  if (from === 'C' && to === 'F') {
    return { value: value * 1.8 + 32, formula: '°F = 1.8·°C + 32 (exact)' };
  }
  if (from === 'cP' && to === 'cSt') {
    return {
      value: value / specificGravity,
      formula: 'ν[cSt] = μ[cP]/SG (kinematic = dynamic viscosity ÷ density)',
    };
  }
  if (from === 'cSt' && to === 'cP') {
    return {
      value: value * specificGravity,
      formula: 'μ[cP] = ν[cSt]·SG (dynamic = kinematic viscosity × density)',
    };
  }
  if (from === 'SSU' && to === 'cSt') {
    const cst = value <= 100 ? 0.226 * value - 195 / value : 0.22 * value - 135 / value;
    return {
      value: cst,
      formula:
        'ν[cSt] ≈ 0.226·SSU − 195/SSU (≤ 100 SSU), 0.220·SSU − 135/SSU above (approximation of ASTM D2161)',
    };
  }
  return null;
}

/** Density of water at 60 °F, lb/ft³ (the specific-gravity reference; pump engine, IAPWS-95). */
export const WATER_60F_LB_FT3 = 62.3666;
