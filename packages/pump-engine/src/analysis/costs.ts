import {
  CEPCI_1982,
  CEPCI_CURRENT,
  CORRIPIO_S_RANGE,
  corripioPumpCostUsd,
  corripioSizeFactor,
  isInCorripioRange,
  lifeCycleCostUsd,
  presentValueFactor,
} from '../formulas/economics.ts';
import { wholeNumberText } from '../units/number-text.ts';
import type { PumpDesign } from './pump-design.ts';

// Policy [J] (docs/reference/pump-engineering.md §1 CapEx/OpEx rows): installation 0.5× equipment; maintenance 3 %/yr
// of equipment for clean service, 5 % otherwise; motor price ≈ 300·hp^0.78 $ (NEMA Premium TEFC street prices); base
// and coupling +10 %.
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
  readonly equipmentUsd: number | null;
  readonly capexUsd: number | null;
  readonly annualEnergyUsd: number;
  readonly annualMaintenanceUsd: number | null;
  readonly annualOpexUsd: number | null;
  readonly lifetimeEnergyUsd: number;
  readonly lifeCycleUsd: number | null;
}

/** Equipment cost, $, and where it came from; null (no estimate) outside the cost correlation's range. */
export interface EquipmentCost {
  readonly usd: number | null;
  readonly basis: string;
}

const money = (usd: number) => `${wholeNumberText(usd)} USD`;

/**
 * Equipment cost: the catalogue price, else Corripio (1982) pump cost escalated by CEPCI × type and material factors +
 * motor + base [J] — only inside the correlation's fitted range (CORRIPIO_S_RANGE), else no estimate.
 */
export function equipmentCostUsd(input: {
  design: PumpDesign;
  flowGpm: number;
  headFt: number;
  ratedHp: number;
  materialFactor: number;
}): EquipmentCost {
  if (input.design.priceUsd !== null) {
    return { usd: input.design.priceUsd, basis: `Catalogue list price ${money(input.design.priceUsd)}.` };
  }
  // Corripio's S is per pump; multistage heads are priced per stage-head then scaled by the type factor.
  const stage = { flowGpm: input.flowGpm, headFt: input.headFt / input.design.stages };
  const s = corripioSizeFactor(stage);
  if (!isInCorripioRange(stage)) {
    return {
      usd: null,
      basis: `No estimate: the size factor S = Q·√H = ${wholeNumberText(s)} gpm·ft^0.5 is outside the ${wholeNumberText(CORRIPIO_S_RANGE.min)}–${wholeNumberText(CORRIPIO_S_RANGE.max)} the Corripio (1982) cost correlation was fitted on; ask the suppliers for a price.`,
    };
  }
  const pump =
    corripioPumpCostUsd(stage) *
    (CEPCI_CURRENT / CEPCI_1982) *
    TYPE_FACTOR[input.design.family] *
    input.materialFactor;
  const motor = 300 * input.ratedHp ** 0.78;
  const usd = (pump + motor) * 1.1;
  return {
    usd,
    basis: `Estimated ${money(usd)}: Corripio (1982) pump cost at S = ${wholeNumberText(s)} × CEPCI ${CEPCI_CURRENT}/${CEPCI_1982} × type and material factors, + motor 300·hp^0.78, + 10 % base and coupling (an order of magnitude, not a quote).`,
  };
}

/**
 * CapEx, OpEx and life-cycle cost per the HI/Europump LCC structure (downtime, environment, disposal not modelled), over
 * one horizon and discount rate; the parts that need the equipment cost are null when there is no estimate.
 */
export function costBreakdown(input: {
  equipmentUsd: number | null;
  annualEnergyKwh: number;
  ratePerKwh: number;
  isCleanService: boolean;
  years: number;
  discountRate: number;
  energyEscalation: number;
}): CostBreakdown {
  const annualEnergyUsd = input.annualEnergyKwh * input.ratePerKwh;
  const energyFactor = presentValueFactor({
    rate: input.discountRate,
    years: input.years,
    escalation: input.energyEscalation,
  });
  const lifetimeEnergyUsd = annualEnergyUsd * energyFactor;
  if (input.equipmentUsd === null) {
    return {
      equipmentUsd: null,
      capexUsd: null,
      annualEnergyUsd,
      annualMaintenanceUsd: null,
      annualOpexUsd: null,
      lifetimeEnergyUsd,
      lifeCycleUsd: null,
    };
  }
  const installationUsd = input.equipmentUsd * INSTALLATION_FACTOR;
  const annualMaintenanceUsd = input.equipmentUsd * (input.isCleanService ? 0.03 : 0.05);
  const maintenanceFactor = presentValueFactor({
    rate: input.discountRate,
    years: input.years,
    escalation: 0,
  });
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
