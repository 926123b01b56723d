import type { FluidState } from '../fluids/resolve-fluid.ts';
import {
  type DOE_C_VALUES,
  doeMinimumEfficiencyPct,
  EU_C_VALUES_MEI_04,
  euMinimumEfficiencyPct,
  isInDoePumpScope,
} from '../formulas/regulatory-efficiency.ts';
import type { PumpDesign } from './pump-design.ts';

/** A minimum-efficiency check at the pump's rating BEP: US DOE (60 Hz) or EU 547/2012 at MEI 0.4 (50 Hz). */
export interface EfficiencyRuleCheck {
  readonly regime: 'DOE' | 'EU';
  /** e.g. `ESFM.3600` or `ESOB 1450`. */
  readonly classLabel: string;
  readonly minimumPct: number;
  readonly pumpPct: number;
  /** η_min/η_pump: the hydraulic part of DOE PEI_CL (the certified PEI also weighs the motor at 75/100/110 % of BEP). */
  readonly indicativeIndex: number;
}

const DOE_CLASS: Partial<Record<PumpDesign['family'], keyof typeof DOE_C_VALUES>> = {
  'end-suction': 'ESFM',
  inline: 'IL',
  'vertical-multistage': 'RSV',
  submersible: 'ST',
};
const EU_CLASS: Partial<Record<PumpDesign['family'], keyof typeof EU_C_VALUES_MEI_04>> = {
  'end-suction': 'ESOB',
  inline: 'ESCCi',
  'vertical-multistage': 'MS-V',
  submersible: 'MSS',
};

/** DOE (10 CFR 431 Subpart Y) or EU 547/2012 minimum efficiency vs the pump's BEP, or null when out of scope [R]. */
export function efficiencyRuleCheck(input: {
  design: PumpDesign;
  fluid: FluidState;
  frequencyHz: number;
  shaftHp: number;
}): EfficiencyRuleCheck | null {
  const { design, fluid } = input;
  // Both rules cover clean water only (DOE 14–248 °F; EU −10–120 °C) [R].
  if (fluid.service !== 'water' || fluid.temperatureF > 248) {
    return null;
  }
  const bep = design.ratingBep;
  const perStage = design.family === 'vertical-multistage' || design.family === 'submersible';
  const headFt = perStage ? bep.headFt / design.stages : bep.headFt;
  const speed = design.speedRpm;
  const pumpPct = bep.efficiency * 100;
  if (input.frequencyHz === 60) {
    const doeClass = DOE_CLASS[design.family];
    // Nominal speeds: 2880–4320 rpm → 3600; 1440–2160 rpm → 1800 (10 CFR 431.462) [R].
    const nominal = speed >= 2880 && speed <= 4320 ? 3600 : speed >= 1440 && speed <= 2160 ? 1800 : null;
    if (
      doeClass === undefined ||
      nominal === null ||
      !isInDoePumpScope({ bepFlowGpm: bep.flowGpm, bepHeadFt: headFt, shaftHp: input.shaftHp })
    ) {
      return null;
    }
    const { efficiencyPct } = doeMinimumEfficiencyPct({
      equipmentClass: doeClass,
      nominalSpeedRpm: nominal,
      bepFlowGpm: bep.flowGpm,
      bepHeadFt: headFt,
    });
    return {
      regime: 'DOE',
      classLabel: `${doeClass}.${nominal}`,
      minimumPct: efficiencyPct,
      pumpPct,
      indicativeIndex: efficiencyPct / pumpPct,
    };
  }
  const euClass = EU_CLASS[design.family];
  const cValues: Partial<Record<1450 | 2900, number>> =
    euClass === undefined ? {} : EU_C_VALUES_MEI_04[euClass];
  const nominal = speed >= 2400 ? 2900 : speed >= 1200 ? 1450 : null;
  const cValue = nominal === null ? undefined : cValues[nominal];
  // Scope: shaft power ≤ 150 kW (201 hp), head ≤ 140 m (459 ft) (Regulation 547/2012 Art. 1) [R].
  if (
    euClass === undefined ||
    nominal === null ||
    cValue === undefined ||
    input.shaftHp > 201 ||
    headFt > 459
  ) {
    return null;
  }
  const { bepPct } = euMinimumEfficiencyPct({
    bepFlowM3h: bep.flowGpm * 0.22712470704,
    bepHeadM: headFt * 0.3048,
    speedRpm: nominal,
    cValue,
  });
  return {
    regime: 'EU',
    classLabel: `${euClass} ${nominal}`,
    minimumPct: bepPct,
    pumpPct,
    indicativeIndex: bepPct / pumpPct,
  };
}
