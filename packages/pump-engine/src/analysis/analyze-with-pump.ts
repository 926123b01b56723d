import { polesForSpeed } from '../formulas/motor.ts';
import { brakeHorsepower } from '../formulas/power.ts';
import {
  DESIGN_SUCTION_SPECIFIC_SPEED,
  npshRequiredEstimateFt,
  specificSpeedUs,
} from '../formulas/specific-speed.ts';
import type { ViscosityFactors } from '../formulas/viscosity-correction.ts';
import { VISCOSITY_B_MAX, viscosityCorrection } from '../formulas/viscosity-correction.ts';
import { issueError, issueWarning } from '../issues.ts';
import { roundSignificant } from '../units/significant.ts';
import { buildOutput } from './build-output.ts';
import type { CataloguePump, PreparedCurve } from './catalogue.ts';
import { interpolateCurve, prepareCurve, validateCataloguePump } from './catalogue.ts';
import { catalogueConstraintIssues } from './catalogue-constraint-issues.ts';
import { CATALOGUE_KIND } from './catalogue-kind.ts';
import { catalogueRunAlone } from './catalogue-run-alone.ts';
import type { Duty, DutyNormalisation, NormalisedDuty } from './duty.ts';
import { normaliseDuty } from './duty.ts';
import { ARRANGEMENTS } from './duty-constraints.ts';
import { CLEAN_WATER_MAX_CST } from './ideal-design.ts';
import { materialClassText } from './material-compatibility.ts';
import type { PumpDesign } from './pump-design.ts';
import { speedCeilingRpm } from './selection-rules.ts';
import type { Analysis } from './structured-output.ts';
import { dutyNpshAvailableFt } from './suction.ts';

/** How the duty is met: the affinity ratio x (D/D_max for a trim, N/N_ref for a speed change). */
interface Operating {
  readonly mode: 'trim' | 'speed';
  readonly ratio: number;
}

/**
 * Solves x²·H_max(Q/x) = H for x in [lo, hi] by bisection (affinity laws, HI EDB §3: Q ∝ x, H ∝ x²; the same form for
 * trim and speed); H_max is the max-diameter curve at the reference speed. Returns null when the head is out of reach.
 */
function solveRatio(
  curve: PreparedCurve,
  flowGpm: number,
  headFt: number,
  lo: number,
  hi: number,
): { ratio: number } | { shortFt: number } | { excessFt: number } {
  const lastFlow = curve.flow[curve.flow.length - 1] ?? 0;
  const headAt = (x: number) => x * x * interpolateCurve(curve.flow, curve.head, flowGpm / x);
  // Beyond run-out at this ratio: the corresponding max-curve flow Q/x must stay on the published curve.
  const low = Math.max(lo, flowGpm / lastFlow);
  // Relative 1e-12 slack: a duty exactly on a published point must not fail on the last bit of rounding.
  if (low > hi || headAt(hi) < headFt * (1 - 1e-12)) {
    return { shortFt: headFt - (low > hi ? 0 : headAt(hi)) };
  }
  if (headAt(low) > headFt * (1 + 1e-12)) {
    return { excessFt: headAt(low) - headFt };
  }
  let a = low;
  let b = hi;
  for (let i = 0; i < 48; i += 1) {
    const mid = 0.5 * (a + b);
    if (headAt(mid) < headFt) {
      a = mid;
    } else {
      b = mid;
    }
  }
  return { ratio: 0.5 * (a + b) };
}

const round1 = (value: number) => roundSignificant(value);

/**
 * Analysis of a catalogue pump at the duty (docs/design.md 'Pump engine contract'): trim by the affinity laws, or a
 * speed change on a variable-speed pump, to meet the duty head at the duty flow; rejects duties beyond the curve or trim range.
 */
export function analyzeWithPump(duty: Duty, pump: CataloguePump): Analysis {
  return analyzeNormalisedWithPump(normaliseDuty(duty), pump);
}

/**
 * analyzeWithPump on a duty already normalised (normaliseDuty's result, left as it is): the matcher normalises a
 * query's duty once and confirms several pumps against it.
 */
export function analyzeNormalisedWithPump(normalised: DutyNormalisation, pump: CataloguePump): Analysis {
  const issues = [...normalised.issues];
  // The 60 Hz default of an ideal pump does not apply: a catalogue pump without a stated supply runs at its rating.
  const assumptions = normalised.assumptions.filter((line) => !line.startsWith('Supply frequency not given'));
  issues.push(...validateCataloguePump(pump));
  if (normalised.duty === null || issues.some((issue) => issue.severity === 'error')) {
    return { structured_output: null, issues, assumptions };
  }
  // The motor runs at its rated frequency: on the site's supply, or from a drive (selection-rules.ts isSupplyServed).
  const d: NormalisedDuty = { ...normalised.duty, frequencyHz: pump.frequencyHz };
  const siteHz = d.constraints.frequencyHz;
  if (siteHz === null) {
    assumptions.push(`Supply frequency not given: the pump's ${pump.frequencyHz} Hz rating assumed.`);
  }
  const curve = prepareCurve(pump);
  const kind = CATALOGUE_KIND[pump.type];
  const label = `${pump.manufacturer} ${pump.series} ${pump.model}`.replace(/\s+/g, ' ').trim();

  // Reference speed: the catalogue speed. Off its rated frequency a pump runs from a drive that supplies its motor's
  // rated frequency, so its published curve applies; across the line it would run at N·f_site/f_rated (affinity laws).
  const referenceRpm = pump.nominalSpeedRpm;
  if (siteHz !== null && siteHz !== pump.frequencyHz) {
    assumptions.push(
      `${label} is rated at ${pump.frequencyHz} Hz: on the ${siteHz} Hz supply it runs from a drive at its rated ${pump.nominalSpeedRpm} rpm (across the line it would run at ${Math.round((pump.nominalSpeedRpm * siteHz) / pump.frequencyHz)} rpm: head × ${roundSignificant((siteHz / pump.frequencyHz) ** 2, 3)}, power × ${roundSignificant((siteHz / pump.frequencyHz) ** 3, 3)} by the affinity laws).`,
    );
  }
  // The affinity factors, taken once for the whole curve rather than at every point.
  const speedRatio = referenceRpm / pump.nominalSpeedRpm;
  const headFactor = speedRatio ** 2;
  const powerFactor = speedRatio ** 3;
  const speedCurve: PreparedCurve = {
    ...curve,
    flow: curve.flow.map((q) => (q * referenceRpm) / pump.nominalSpeedRpm),
    head: curve.head.map((h) => h * headFactor),
    power: curve.power.map((p) => p * powerFactor),
    npsh: curve.npsh?.map((n) => n * headFactor) ?? null,
  };
  const bepFlowMax = speedCurve.flow[curve.bepIndex] ?? 0;
  const bepHeadMax = speedCurve.head[curve.bepIndex] ?? 0;
  const bepEfficiency = curve.efficiency[curve.bepIndex] ?? 0;

  const mode: Operating['mode'] = pump.variableSpeed === null ? 'trim' : 'speed';
  const [lo, hi] =
    pump.variableSpeed === null
      ? [pump.impellerDiameterMinIn / pump.impellerDiameterMaxIn, 1]
      : [
          pump.variableSpeed.minSpeedRpm / referenceRpm,
          // At most 120 % of the reference speed, and no faster than a requested speed (selection-rules.ts).
          Math.min(
            pump.variableSpeed.maxSpeedRpm / referenceRpm,
            1.2,
            (speedCeilingRpm(d.constraints) ?? Number.POSITIVE_INFINITY) / referenceRpm,
          ),
        ];

  // Water-equivalent duty (ANSI/HI 9.6.7 §9.6.7.6) with the factors of the pump's BEP at the operating ratio; fixed point.
  let flowW = d.flowGpm;
  let headW = d.headFt;
  let factors: ViscosityFactors | null = null;
  let solved = solveRatio(speedCurve, flowW, headW, lo, hi);
  if (d.fluid.viscosityCst > CLEAN_WATER_MAX_CST) {
    for (let i = 0; i < 4 && 'ratio' in solved; i += 1) {
      const x = solved.ratio;
      factors = viscosityCorrection({
        flowGpm: (x * bepFlowMax) / kind.eyes,
        headFt: (x * x * bepHeadMax) / pump.stages,
        speedRpm: mode === 'speed' ? x * referenceRpm : referenceRpm,
        viscosityCst: d.fluid.viscosityCst,
        flowRatio: d.flowGpm / (x * bepFlowMax),
      });
      flowW = d.flowGpm / factors.CQ;
      headW = d.headFt / factors.CH;
      solved = solveRatio(speedCurve, flowW, headW, lo, hi);
    }
  }
  const what = mode === 'trim' ? 'impeller trim' : 'speed';
  if ('shortFt' in solved) {
    issues.push(
      issueError(
        'duty_not_reachable',
        ['head'],
        `${label} cannot reach ${round1(d.headFt)} ft at ${round1(d.flowGpm)} gpm: ${round1(solved.shortFt)} ft short at ${mode === 'trim' ? 'full diameter' : 'maximum speed'}, or the flow is past the end of its curve.`,
      ),
    );
    return { structured_output: null, issues, assumptions };
  }
  if ('excessFt' in solved) {
    issues.push(
      issueError(
        'duty_not_reachable',
        ['head'],
        `${label} gives ${round1(solved.excessFt)} ft too much head even at its smallest ${what} (${mode === 'trim' ? `${pump.impellerDiameterMinIn} in` : `${pump.variableSpeed?.minSpeedRpm} rpm`}): the duty is beyond its ${what} range; choose a smaller pump or throttle.`,
      ),
    );
    return { structured_output: null, issues, assumptions };
  }
  const x = solved.ratio;
  const speedRpm = mode === 'speed' ? x * referenceRpm : referenceRpm;
  const diameterIn = mode === 'trim' ? x * pump.impellerDiameterMaxIn : pump.impellerDiameterMaxIn;
  if (mode === 'trim' && x < 0.85) {
    assumptions.push(
      `Trim to ${Math.round(x * 1000) / 10} % of full diameter: the affinity laws overstate head and efficiency beyond ~10–15 % trim (HI).`,
    );
  }
  if (factors !== null) {
    assumptions.push(
      `Viscous duty (${round1(d.fluid.viscosityCst)} cSt) on ${label}'s water curve: ANSI/HI 9.6.7 B = ${Math.round(factors.B * 100) / 100}, C_Q = ${factors.CQ.toFixed(3)}, C_H = ${factors.CH.toFixed(3)}, C_η = ${factors.Ceta.toFixed(3)}.`,
    );
    if (factors.B > VISCOSITY_B_MAX) {
      issues.push(
        issueWarning(
          'viscosity_out_of_range',
          ['fluid', 'viscosityCp'],
          `HI 9.6.7 parameter B = ${Math.round(factors.B)} exceeds 40: a centrifugal pump is unsuitable; consider a positive-displacement pump.`,
        ),
      );
    }
  }
  const cEta = factors?.Ceta ?? 1;
  const cQ = factors?.CQ ?? 1;
  // Affinity: the duty corresponds to flow Q_w/x on the max-diameter curve, where η is unchanged (HI EDB §3).
  const efficiencyAtDuty = interpolateCurve(speedCurve.flow, curve.efficiency, flowW / x) * cEta;
  // NPSH3: a trim keeps the eye, so NPSH3 stays that of the full-diameter curve at the same flow; speed scales it by x²
  // at Q/x (HI EDB §3; Karassik). Without published NPSH3, estimate it from Nss = 8500 per eye (HI EDB Eq. 1.D.4).
  const npshAt = (q: number) =>
    speedCurve.npsh === null
      ? npshRequiredEstimateFt({
          speedRpm,
          flowGpm: q / kind.eyes,
          suctionSpecificSpeed: DESIGN_SUCTION_SPECIFIC_SPEED,
        })
      : mode === 'trim'
        ? interpolateCurve(speedCurve.flow, speedCurve.npsh, q)
        : x * x * interpolateCurve(speedCurve.flow, speedCurve.npsh, q / x);
  const npshRequiredFt = npshAt(flowW);
  if (speedCurve.npsh === null) {
    assumptions.push(`${label} publishes no NPSH3 curve: estimated from Nss = 8500 at the duty.`);
  }
  const arrangement = ARRANGEMENTS[d.constraints.redundancy];
  const runAlone =
    arrangement.running > 1
      ? catalogueRunAlone({
          curve: speedCurve,
          ratio: x,
          mode,
          pumpFlowGpm: flowW,
          systemFlowGpm: flowW * arrangement.running,
          headFt: headW,
          specificGravity: d.fluid.specificGravity,
          efficiencyFactor: cEta,
          npshAt,
        })
      : null;
  issues.push(...catalogueConstraintIssues({ pump, duty: d, runAlone, npshRequiredFt, assumptions }).issues);
  // End of curve: the largest shaft power on the curve at this diameter or speed (x³), in the pumped liquid.
  const endOfCurveHp = (Math.max(...speedCurve.power) * x ** 3 * d.fluid.specificGravity) / cEta;
  const brakeHp = brakeHorsepower({
    flowGpm: d.flowGpm,
    headFt: d.headFt,
    specificGravity: d.fluid.specificGravity,
    efficiency: efficiencyAtDuty,
  });
  const mcsf = pump.minContinuousStableFlowGpm;
  if (mcsf !== null) {
    const scaledMcsf = (mcsf * x * referenceRpm) / pump.nominalSpeedRpm;
    if (flowW < scaledMcsf) {
      issues.push(
        issueWarning(
          'below_minimum_flow',
          ['flowRate'],
          `${round1(d.flowGpm)} gpm is below ${label}'s minimum continuous stable flow (${round1(scaledMcsf)} gpm at this ${what}): add a bypass or choose a smaller pump.`,
        ),
      );
    }
  }
  let priceUsd: number | null = null;
  if (pump.listPrice !== null && pump.listPrice.currency.toUpperCase() === 'USD') {
    priceUsd = pump.listPrice.amount;
  } else if (pump.listPrice !== null) {
    assumptions.push(
      `List price in ${pump.listPrice.currency} is not converted (no exchange rates in the engine): CapEx is the Corripio estimate.`,
    );
  }
  assumptions.push(
    `Catalogue pump ${label}: ${mode === 'trim' ? `impeller trimmed to ${Math.round(diameterIn * 100) / 100} in (${Math.round(x * 1000) / 10} % of ${pump.impellerDiameterMaxIn} in)` : `speed ${Math.round(speedRpm)} rpm on a VFD (${Math.round(x * 1000) / 10} % of ${Math.round(referenceRpm)} rpm)`} by the affinity laws; curve interpolated linearly between published points; BEP is the published point of highest efficiency.`,
  );
  const design: PumpDesign = {
    family: kind.family,
    pumpType: `${kind.text}${pump.stages > 1 ? `, ${pump.stages} stages` : ''} (${label})`,
    isVertical: kind.isVertical,
    speedRpm: Math.round(speedRpm),
    poles: polesForSpeed({ speedRpm: pump.nominalSpeedRpm, frequencyHz: pump.frequencyHz }),
    stages: pump.stages,
    eyes: kind.eyes,
    bepFlowGpm: x * bepFlowMax * cQ,
    efficiencyAtDuty,
    efficiencyAtBep: bepEfficiency * cEta,
    brakeHp,
    endOfCurveHp,
    impellerDiameterIn: diameterIn,
    specificSpeedUs: specificSpeedUs({
      speedRpm: referenceRpm,
      flowGpm: bepFlowMax / kind.eyes,
      headFt: bepHeadMax / pump.stages,
    }),
    npshRequiredFt,
    viscosity: factors,
    priceUsd,
    label,
    casingDiameterIn: pump.impellerDiameterMaxIn,
    ratingBep: {
      flowGpm: curve.flow[curve.bepIndex] ?? 0,
      headFt: curve.head[curve.bepIndex] ?? 0,
      efficiency: bepEfficiency,
    },
    leadTimeWeeks: pump.leadTimeWeeks,
    nozzles: { suctionIn: pump.suctionNozzleIn, dischargeIn: pump.dischargeNozzleIn },
    materialsText: `${materialClassText(pump.materialClass)}: casing ${pump.materials.casing}, impeller ${pump.materials.impeller}${pump.materials.shaft === null ? '' : `, shaft ${pump.materials.shaft}`}`,
    efficiencyBasis: 'catalogue',
    typicalEfficiency: null,
    runAlone,
  };
  const given = dutyNpshAvailableFt(d, false);
  return {
    structured_output: buildOutput({ ...d, npshAvailableFt: given }, design, issues, assumptions),
    issues,
    assumptions,
  };
}
