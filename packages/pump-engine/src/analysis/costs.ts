import {
  CEPCI_1982,
  CEPCI_CURRENT,
  corripioPumpCostUsd,
  lifeCycleCostUsd,
  presentValueFactor,
} from '../formulas/economics.ts';
import type { PumpDesign } from './pump-design.ts';

// Policy [J] (reference §1 CapEx/OpEx rows): installation 0.5× equipment; maintenance 3 %/yr of equipment for clean
// service, 5 % otherwise; motor price ≈ 300·hp^0.78 $ (NEMA Premium TEFC street prices); base and coupling +10 %.
const INSTALLATION_FACTOR = 0.5;
const TYPE_FACTOR: Record<PumpDesign['family'], number> = {
  inline: 0.9,
  'end-suction': 1,
  'api-overhung': 2.5,
  'split-case': 1.6,
  'vertical-multistage': 1.2,
  'horizontal-multistage': 2.2,
  'vertical-turbine': 1.8,
  axial: 2,
  submersible: 1.3,
  'low-specific-speed': 1.2,
};

export interface CostBreakdown {
  readonly equipmentUsd: number;
  readonly capexUsd: number;
  readonly annualEnergyUsd: number;
  readonly annualMaintenanceUsd: number;
  readonly annualOpexUsd: number;
  readonly lifetimeEnergyUsd: number;
  readonly lifeCycleUsd: number;
}

/** Equipment cost, $: catalogue price, else Corripio (1982) pump cost escalated by CEPCI × type and material factors + motor + base [J]. */
export function equipmentCostUsd(input: {
  design: PumpDesign;
  flowGpm: number;
  headFt: number;
  ratedHp: number;
  materialFactor: number;
}): number {
  if (input.design.priceUsd !== null) {
    return input.design.priceUsd;
  }
  // Corripio's S is per pump; multistage heads are priced per stage-head then scaled by the type factor.
  const pump =
    corripioPumpCostUsd({ flowGpm: input.flowGpm, headFt: input.headFt / input.design.stages }) *
    (CEPCI_CURRENT / CEPCI_1982) *
    TYPE_FACTOR[input.design.family] *
    input.materialFactor;
  const motor = 300 * input.ratedHp ** 0.78;
  return (pump + motor) * 1.1;
}

/** CapEx, OpEx and life-cycle cost per the HI/Europump LCC structure (downtime, environment, disposal not modelled). */
export function costBreakdown(input: {
  equipmentUsd: number;
  annualEnergyKwh: number;
  ratePerKwh: number;
  isCleanService: boolean;
  years: number;
  discountRate: number;
  energyEscalation: number;
}): CostBreakdown {
  const installationUsd = input.equipmentUsd * INSTALLATION_FACTOR;
  const annualEnergyUsd = input.annualEnergyKwh * input.ratePerKwh;
  const annualMaintenanceUsd = input.equipmentUsd * (input.isCleanService ? 0.03 : 0.05);
  const energyFactor = presentValueFactor({
    rate: input.discountRate,
    years: input.years,
    escalation: input.energyEscalation,
  });
  const maintenanceFactor = presentValueFactor({
    rate: input.discountRate,
    years: input.years,
    escalation: 0,
  });
  const lifetimeEnergyUsd = annualEnergyUsd * energyFactor;
  return {
    equipmentUsd: input.equipmentUsd,
    capexUsd: input.equipmentUsd + installationUsd,
    annualEnergyUsd,
    annualMaintenanceUsd,
    annualOpexUsd: annualEnergyUsd + annualMaintenanceUsd,
    lifetimeEnergyUsd,
    lifeCycleUsd:
      lifeCycleCostUsd({
        initialUsd: input.equipmentUsd,
        installationUsd,
        annualEnergyUsd: 0,
        annualMaintenanceUsd,
        presentValueFactor: maintenanceFactor,
      }) + lifetimeEnergyUsd,
  };
}
