import type { FluidState } from '../fluids/resolve-fluid.ts';
import { specificSpeedUs } from '../formulas/specific-speed.ts';
import { numberText } from '../units/number-text.ts';
import { idealWaterEfficiency } from './efficiency-estimate.ts';
import type { PumpDesign } from './pump-design.ts';
import type { EfficiencyRuleCheck } from './regulatory.ts';

/** The numbers the description texts are built from. */
export interface DescriptionFacts {
  readonly design: PumpDesign;
  readonly fluid: FluidState;
  readonly flowGpm: number;
  readonly headFt: number;
  readonly ratedHp: number | null;
  readonly frame: string | null;
  readonly suctionNps: number | null;
  readonly dischargeNps: number | null;
  readonly hoursPerYear: number;
  readonly percentOfBep: number;
  readonly efficiencyRule: EfficiencyRuleCheck | null;
}

/** en-US number text to significant figures (units/number-text.ts). */
export const fmt = numberText;

/** The description texts of one analysis, one per structured_output description field. */
export interface Descriptions {
  readonly singlePump: string;
  readonly redundancy: string;
  readonly replacement: string;
  readonly frequentMaintenance: string;
  readonly majorMaintenance: string;
}

/** Numbers that several descriptions quote, each written once per analysis rather than once per sentence. */
interface QuotedNumbers {
  readonly flow: string;
  readonly head: string;
  readonly speed: string;
  readonly hoursPerYear: string;
  readonly ratedHp: string | null;
}

/** Every description text of an analysis (the sentences below), from its facts. */
export function descriptions(f: DescriptionFacts, npshAvailableFt: number | null): Descriptions {
  const q: QuotedNumbers = {
    flow: fmt(f.flowGpm),
    head: fmt(f.headFt),
    speed: fmt(f.design.speedRpm),
    hoursPerYear: fmt(f.hoursPerYear),
    ratedHp: f.ratedHp === null ? null : fmt(f.ratedHp),
  };
  return {
    singlePump: singlePumpDescription(f, q),
    redundancy: redundancyDescription(f, q),
    replacement: replacementDescription(f, q, npshAvailableFt),
    frequentMaintenance: frequentMaintenanceDescription(f, q),
    majorMaintenance: majorMaintenanceDescription(f, q),
  };
}

const motorText = (f: DescriptionFacts, q: QuotedNumbers): string =>
  q.ratedHp === null
    ? 'a motor above 500 hp (engineered)'
    : `a ${q.ratedHp} hp NEMA Premium TEFC motor${f.frame === null ? '' : ` (${f.frame})`}`;

/** One-pump arrangement, from the duty and the design (docs/reference/pump-engineering.md §1 'Single_Pump'). */
function singlePumpDescription(f: DescriptionFacts, q: QuotedNumbers): string {
  const d = f.design;
  return `One ${d.pumpType} (${d.label}) at ${q.speed} rpm with a ${fmt(d.impellerDiameterIn)} in impeller delivers ${q.flow} gpm of ${f.fluid.name.toLowerCase()} at ${q.head} ft (${fmt(f.percentOfBep)} % of BEP, ${fmt(d.efficiencyAtDuty * 100)} % efficient), absorbing ${fmt(d.brakeHp)} hp on ${motorText(f, q)}.`;
}

/**
 * Redundancy options with the numbers of a 2×50 % split (docs/reference/pump-engineering.md §1 'Redundancy'; API 610
 * parallel rules).
 */
function redundancyDescription(f: DescriptionFacts, q: QuotedNumbers): string {
  const d = f.design;
  const half = f.flowGpm / 2;
  const nsHalf = specificSpeedUs({
    speedRpm: d.speedRpm,
    flowGpm: half / d.eyes,
    headFt: f.headFt / d.stages,
  });
  // Water PSAT estimate × the duty's HI 9.6.7 C_η (approximate at half flow) so viscous duties are not overstated.
  const etaHalf =
    (d.viscosity?.Ceta ?? 1) *
    idealWaterEfficiency({
      flowGpm: half,
      headFt: f.headFt,
      speedRpm: d.speedRpm,
      stages: d.stages,
      eyes: d.eyes,
    });
  const standby = `Duty/standby 2 × 100 % (N+1): a second identical set${q.ratedHp === null ? '' : ` with its ${q.ratedHp} hp motor`}, auto-changeover and weekly exercise, keeps ${q.flow} gpm available through a failure.`;
  const parallel = `Alternatively 2 × 50 % in parallel: each ${fmt(half)} gpm at ${q.head} ft (Ns ${fmt(nsHalf)}, about ${fmt(etaHalf * 100)} % efficient (PSAT achievable)); the curves must rise ≥ 10 % to shut-off and each pump must stay in 70–120 % of BEP when one runs alone.`;
  return `${standby} ${parallel}`;
}

/** The minimum-efficiency sentence: DOE η_STD (10 CFR 431.465) or EU 547/2012 η_min vs the pump's BEP efficiency. */
function efficiencyRuleText(check: EfficiencyRuleCheck | null): string {
  if (check === null) {
    return 'outside the DOE (10 CFR 431 Subpart Y) and EU 547/2012 clean-water pump scopes, so no PEI/MEI limit applies.';
  }
  const passes = check.indicativeIndex <= 1;
  if (check.regime === 'DOE') {
    return `DOE class ${check.classLabel}: minimum η_STD ${fmt(check.minimumPct)} % at this BEP vs the pump's ${fmt(check.pumpPct)} %, indicative PEI ≈ ${fmt(check.indicativeIndex)} (${passes ? 'meets' : 'FAILS'} PEI ≤ 1.00 before motor losses).`;
  }
  return `EU 547/2012 class ${check.classLabel}: minimum η_BEP ${fmt(check.minimumPct)} % at MEI 0.4 vs the pump's ${fmt(check.pumpPct)} % (${passes ? 'meets' : 'FAILS'} the MEI ≥ 0.4 floor at BEP).`;
}

/**
 * What a like-for-like replacement must match (docs/reference/pump-engineering.md §1 'Replacement'; ASME B73.1 / ISO
 * 2858 interchangeability).
 */
function replacementDescription(
  f: DescriptionFacts,
  q: QuotedNumbers,
  npshAvailableFt: number | null,
): string {
  const d = f.design;
  const lines =
    f.suctionNps !== null && f.dischargeNps !== null
      ? `NPS ${f.suctionNps} suction and NPS ${f.dischargeNps} discharge lines`
      : 'the existing lines';
  const npsh =
    npshAvailableFt === null
      ? `NPSH3 ≤ ${fmt(d.npshRequiredFt)} ft`
      : `NPSH3 ≤ ${fmt(Math.min(d.npshRequiredFt * 1.3, npshAvailableFt / 1.3))} ft (NPSHa ${fmt(npshAvailableFt)} ft ÷ 1.3)`;
  return `Replace with a pump giving ${q.flow} gpm at ${q.head} ft at ${q.speed} rpm within 80–110 % of its BEP, ${npsh}, matching ${lines}, the ${f.frame ?? 'motor'} frame and baseplate footprint (ASME B73.1 / ISO 2858 dimensions where applicable); ${efficiencyRuleText(f.efficiencyRule)}`;
}

/**
 * Routine maintenance, intervals converted to the duty's hours (docs/reference/pump-engineering.md §1 'Maintenance').
 */
function frequentMaintenanceDescription(f: DescriptionFacts, q: QuotedNumbers): string {
  const monthsPer = (hours: number): string =>
    f.hoursPerYear <= 0 ? 'n/a' : fmt((hours / f.hoursPerYear) * 12);
  const seal = f.fluid.service === 'hydrocarbon' ? 'API 682 seal and its flush plan' : 'mechanical seal';
  return `Weekly: check ${seal} leakage, bearing temperature and noise. Monthly: trend vibration per HI 9.6.4 (alarm near 3.0 mm/s RMS) and compare flow and head with ${q.flow} gpm / ${q.head} ft. Oil change every 4,000–8,000 h (every ${monthsPer(4000)}–${monthsPer(8000)} months at ${q.hoursPerYear} h/yr); regrease the motor per its frame and speed.`;
}

/** Overhaul intervals from bearing and seal lives (API 610 L10 ≥ 25,000 h; API 682 3-year seal target). */
function majorMaintenanceDescription(f: DescriptionFacts, q: QuotedNumbers): string {
  const years = (hours: number): string => (f.hoursPerYear <= 0 ? 'n/a' : fmt(hours / f.hoursPerYear));
  const offBep =
    f.percentOfBep < 70 || f.percentOfBep > 120
      ? ' Operation outside 70–120 % of BEP shortens these intervals.'
      : '';
  return `Bearings (L10 ≥ 25,000 h) due after about ${years(25_000)} years at ${q.hoursPerYear} h/yr; mechanical seal renewal about every 3 years (API 682 target); wear-ring and impeller inspection at each seal change, restoring clearances when efficiency drops 3–5 points.${offBep}`;
}
