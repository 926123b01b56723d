import type { CataloguePump } from '../analysis/catalogue.ts';
import { impellerDiameterIn } from '../formulas/impeller.ts';
import { WATTS_PER_HP } from '../units/power.ts';
import type { RealPumpRecord } from './real-pump-data.ts';
import { REAL_CURVE_COPYRIGHT, REAL_PUMP_RECORDS } from './real-pump-data.ts';

// Exact conversions (NIST SP 811): 1 m³/h = 1000/60/3.785411784 gpm; 1 m = 1/0.3048 ft. Head as published in metres of
// water at 20 °C (data README); power in W → hp with units/power.ts.
const GPM_PER_M3H = 1000 / 60 / 3.785411784;
const FT_PER_M = 1 / 0.3048;
// η of a published point, as the data README computes it: ρ·g·Q·H/P, ρ = 998.2 kg/m³, g = 9.80665 m/s².
const RHO_G = 998.2 * 9.80665;

const LICENCE_NAME: Readonly<Record<string, string>> = {
  'lbl-srg/modelica-buildings':
    'Modelica Buildings Library licence (revised 3-clause BSD with an added paragraph on improvements)',
  'RWTH-EBC/AixLib': 'AixLib licence (revised 3-clause BSD with an added paragraph on improvements)',
};

// Nominal pipe size, in, for the DN in a designation (EN 10255 / ISO 228 thread sizes: DN30 is the Rp 1¼ union).
const NPS_FOR_DN: Readonly<Record<number, number>> = {
  25: 1,
  30: 1.25,
  32: 1.25,
  40: 1.5,
  50: 2,
  65: 2.5,
  80: 3,
  100: 4,
  200: 8,
};

/** DN of the pump's connections: 'DN50' in an AixLib record name, else the number before '/' (Wilo 'Stratos 25/1-4'). */
function connectionDn(record: RealPumpRecord): number | null {
  const match = /DN(\d+)/.exec(record.pumpId) ?? /(\d+)\//.exec(record.model);
  return match === null ? null : Number(match[1]);
}

/** BEP of the published points: the point of highest ρgQH/P (data README, 'best listed point'). */
function bestPoint(record: RealPumpRecord): readonly [number, number, number] {
  let best: readonly [number, number, number] = record.points[0] ?? [0, 0, 1];
  let bestEta = -1;
  for (const point of record.points) {
    const eta = (RHO_G * (point[0] / 3600) * point[1]) / point[2];
    if (eta > bestEta) {
      bestEta = eta;
      best = point;
    }
  }
  return best;
}

/**
 * Speed range: AixLib records give the controller's range. The Buildings records in the data set do not; Stratos and
 * Veroline IP-E are electronically controlled (EC motor / drive), so 50 % of nominal speed is assumed as their floor;
 * Top-S (stepped speeds, stage not stated) and Cronoline-IL (fixed speed) stay fixed-speed.
 */
function speedRange(record: RealPumpRecord, series: string): CataloguePump['variableSpeed'] {
  if (record.speedMinRpm !== null && record.speedMaxRpm !== null) {
    return { minSpeedRpm: record.speedMinRpm, maxSpeedRpm: record.speedMaxRpm };
  }
  return /^(Stratos|Veroline IP-E)/.test(series)
    ? { minSpeedRpm: Math.round(record.speedRpm * 0.5), maxSpeedRpm: record.speedRpm }
    : null;
}

/**
 * Sealing and mounting, not published in the sources: Wilo's wet-rotor circulators (Stratos, Top-S) are glandless and
 * mounted with the shaft horizontal; the dry-runner inline pumps (Cronoline-IL, Veroline IP-E) have a mechanical seal
 * and stand vertical. An unnamed AixLib record faster than 3000 rpm on 50 Hz is an EC-motor circulator (no induction
 * motor runs above 2900 rpm there); slower ones are taken as dry-runners.
 */
function sealing(record: RealPumpRecord, series: string): Pick<CataloguePump, 'shaftSeals' | 'orientation'> {
  const isWetRotor =
    /^(Stratos|Top-S)/.test(series) || (record.manufacturer === 'unspecified' && record.speedRpm > 3000);
  return isWetRotor
    ? { shaftSeals: ['sealless'], orientation: 'horizontal' }
    : { shaftSeals: ['mechanical'], orientation: 'vertical' };
}

function toCataloguePump(record: RealPumpRecord): CataloguePump {
  const isNamed = record.manufacturer !== 'unspecified';
  const series = isNamed ? record.model.replace(/\s*\d.*$/, '') : 'AixLib PumpPolynomialBased';
  const model = isNamed ? record.model.slice(series.length).trim() : record.model;
  // Impeller: the '/220' of a Wilo dry-runner designation (e.g. Cronoline-IL 80/220-4/4) is the impeller in mm;
  // otherwise not published, so estimated from the BEP with Gülich's ψ (formulas/impeller.ts) — an assumption.
  const named = /^\d+\/(\d{3})-/.exec(model);
  const [bepQ, bepH] = bestPoint(record);
  const diameterIn =
    named === null
      ? Math.round(
          impellerDiameterIn({
            flowGpm: bepQ * GPM_PER_M3H,
            headFt: bepH * FT_PER_M,
            speedRpm: record.speedRpm,
          }) * 8,
        ) / 8
      : Number(named[1]) / 25.4;
  const dn = connectionDn(record);
  const nozzleIn = dn === null ? 1 : (NPS_FOR_DN[dn] ?? dn / 25.4);
  const copyright = REAL_CURVE_COPYRIGHT[record.sourceRepo] ?? '';
  return {
    id: `real-${record.pumpId.replace('/', '--')}`,
    manufacturer: isNamed ? record.manufacturer : 'Unnamed maker (AixLib record)',
    series,
    model,
    // Wet-rotor circulators and inline pumps: pipe-mounted with suction and discharge in line.
    type: 'inline',
    nominalSpeedRpm: record.speedRpm,
    // European products (Wilo; RWTH Aachen test data): 50 Hz mains assumed; the source states no frequency.
    frequencyHz: 50,
    // No trim data. Circulators have one impeller (min = max); a dry-runner with a named impeller is assumed trimmable to
    // 80 % (docs/reference/pump-engineering.md §1: catalogue trims usually run 75–100 %).
    impellerDiameterMinIn: named === null ? diameterIn : Math.round(diameterIn * 0.8 * 8) / 8,
    impellerDiameterMaxIn: diameterIn,
    stages: 1,
    suctionNozzleIn: nozzleIn,
    dischargeNozzleIn: nozzleIn,
    // The source's power is total electrical input, stored as the shaft power: η = Q·H/(3960·P) is then wire-to-water,
    // a lower bound on the pump's own efficiency (and conservative for motor sizing). NPSH3 is not published.
    curve: record.points.map(([q, h, p]) => ({
      flowGpm: q * GPM_PER_M3H,
      headFt: h * FT_PER_M,
      efficiency: null,
      npshRequiredFt: null,
      powerHp: p / WATTS_PER_HP,
    })),
    minContinuousStableFlowGpm: null,
    variableSpeed: speedRange(record, series),
    materials: {
      casing: 'Not published in the source',
      impeller: 'Not published in the source',
      shaft: null,
    },
    // Heating circulators of these series are grey cast iron (the makers' standard build); not stated in the source.
    materialClass: 'cast-iron',
    ...sealing(record, series),
    listPrice: null,
    leadTimeWeeks: null,
    productUrl: null,
    dataSource:
      `Real published curve (${record.curveBasis} points): ${record.sourceRepo} ${record.sourcePath} at commit ` +
      `${record.sourceCommit.slice(0, 12)}. ${copyright} All rights reserved. Redistributed under the ` +
      `${LICENCE_NAME[record.sourceRepo] ?? 'source licence'}; full text in REAL_CURVE_LICENCES. Power is the ` +
      `electrical input (efficiency wire-to-water).${isNamed ? ` ${record.manufacturer} names the manufacturer only and did not publish or endorse these data.` : ''}`,
  };
}

/**
 * The real published pump curves of real-curves/real-pump-data.ts (Modelica Buildings Library and AixLib, both revised
 * 3-clause BSD), as CataloguePump in US units with their attribution in dataSource. Fields the sources do not give
 * are documented assumptions above (type inline, 50 Hz, no trim, nozzles from DN, power = electrical input).
 */
export function realPumpCatalogue(): CataloguePump[] {
  return REAL_PUMP_RECORDS.map(toCataloguePump);
}
