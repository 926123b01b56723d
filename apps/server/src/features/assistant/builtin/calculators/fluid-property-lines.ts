import { KPA_PER_PSI, WATER_60F_LB_FT3 } from './unit-factors.ts';

// A liquid's properties written out for an answer: each in the unit the question names first, else SI or US units
// first as the question's temperature was written; NIST SP 811 factors throughout.

export type FluidProperty = 'vapourPressure' | 'density' | 'viscosity' | 'specificHeat';

/** 1 lb/ft³ = 16.018463373960138 kg/m³ (NIST SP 811). */
const KG_M3_PER_LB_FT3 = 16.018463373960138;
/** 1 Btu_IT/(lb·°F) = 4.1868 kJ/(kg·K), exact (NIST SP 811). */
const KJ_KG_K_PER_BTU_LB_F = 4.1868;

/** Four significant figures, en-US grouping: 3.723, 25.67, 980.2, 1,025, 0.0002411. */
function significant(value: number): string {
  return Number(value.toPrecision(4)).toLocaleString('en-US', { maximumFractionDigits: 10 });
}

function celsiusOf(temperatureF: number): number {
  return (temperatureF - 32) / 1.8;
}

export function temperatureText(temperatureF: number): string {
  return `${significant(temperatureF)} °F = ${significant(celsiusOf(temperatureF))} °C`;
}

export interface PropertyValues {
  readonly specificGravity: number;
  readonly viscosityCp: number;
  readonly vaporPressurePsia: number;
  readonly specificHeat: number;
}

interface UnitText {
  /** The question names this unit ("in kPa"). */
  readonly asked: RegExp;
  readonly isSi: boolean;
  readonly text: string;
}

/** The unit the question names first, then SI or US units first as the question's temperature was written. */
function ordered(units: readonly UnitText[], lower: string, prefersSi: boolean): string[] {
  const rank = (unit: UnitText) => (unit.asked.test(lower) ? 0 : unit.isSi === prefersSi ? 1 : 2);
  return [...units].sort((a, b) => rank(a) - rank(b)).map((unit) => unit.text);
}

/** Below this a vapour pressure takes nothing measurable from NPSH available (oils at ambient temperature). */
const NEGLIGIBLE_VAPOUR_HEAD_FT = 0.01;

/** One line per property, in the units the question names or its temperature suggests. */
export function propertyLine(
  property: FluidProperty,
  values: PropertyValues,
  lower: string,
  prefersSi: boolean,
): string {
  const densityLbFt3 = values.specificGravity * WATER_60F_LB_FT3;
  if (property === 'vapourPressure') {
    const kpa = values.vaporPressurePsia * KPA_PER_PSI;
    // h = 144·p/ρ (p psia, ρ lb/ft³): the head the NPSH available formula subtracts (ANSI/HI 9.6.1).
    const headFt = (144 * values.vaporPressurePsia) / densityLbFt3;
    const [first, ...rest] = ordered(
      [
        { asked: /kpa/, isSi: true, text: `${significant(kpa)} kPa` },
        { asked: /\bbar\b/, isSi: true, text: `${significant(kpa / 100)} bar` },
        { asked: /psi/, isSi: false, text: `${significant(values.vaporPressurePsia)} psia` },
      ],
      lower,
      prefersSi,
    );
    const head =
      headFt < NEGLIGIBLE_VAPOUR_HEAD_FT
        ? 'negligible against NPSH available'
        : `i.e. ${significant(headFt)} ft (${significant(headFt * 0.3048)} m) of this liquid, the head NPSH available loses to it`;
    return `- **Vapour pressure: ${first}** = ${rest.join(' = ')} (absolute); ${head}.`;
  }
  if (property === 'density') {
    const [first, ...rest] = ordered(
      [
        { asked: /kg\/m|kg per/, isSi: true, text: `${significant(densityLbFt3 * KG_M3_PER_LB_FT3)} kg/m³` },
        {
          asked: /specific gravity|\bs\.?g\.?\b|relative density/,
          isSi: false,
          text: `specific gravity ${significant(values.specificGravity)} (water at 60 °F = 1)`,
        },
        { asked: /lb\/ft|lb per|pounds/, isSi: false, text: `${significant(densityLbFt3)} lb/ft³` },
      ],
      lower,
      prefersSi,
    );
    return `- **Density: ${first}**; ${rest.join('; ')}.`;
  }
  if (property === 'viscosity') {
    // ν = μ/ρ with ρ = SG·0.9990171 g/cm³ (water at 60 °F), as the engine's resolveFluid computes it.
    const cst = values.viscosityCp / (values.specificGravity * 0.9990171);
    const [first, second] = ordered(
      [
        {
          asked: /\bcp\b|dynamic|mpa|centipoise/,
          isSi: true,
          text: `${significant(values.viscosityCp)} cP (mPa·s, dynamic)`,
        },
        {
          asked: /cst|kinematic|mm2|mm²|centistokes/,
          isSi: false,
          text: `${significant(cst)} cSt (mm²/s, kinematic)`,
        },
      ],
      lower,
      true,
    );
    return `- **Viscosity: ${first}** = ${second}.`;
  }
  return `- **Specific heat: ${significant(values.specificHeat)} Btu/(lb·°F)** = ${significant(values.specificHeat * KJ_KG_K_PER_BTU_LB_F)} kJ/(kg·K).`;
}

/** The properties not asked, in one short line. */
export function otherPropertiesLine(others: readonly FluidProperty[], values: PropertyValues): string {
  const parts = others.map((property) => {
    if (property === 'vapourPressure') {
      return `vapour pressure ${significant(values.vaporPressurePsia)} psia (${significant(values.vaporPressurePsia * KPA_PER_PSI)} kPa)`;
    }
    if (property === 'density') {
      return `specific gravity ${significant(values.specificGravity)} (${significant(values.specificGravity * WATER_60F_LB_FT3 * KG_M3_PER_LB_FT3)} kg/m³)`;
    }
    return `viscosity ${significant(values.viscosityCp)} cP (${significant(values.viscosityCp / (values.specificGravity * 0.9990171))} cSt)`;
  });
  return `Also at this temperature: ${parts.join(', ')}.`;
}
