import { specificSpeedUs } from '@specsource/pump-engine';
import {
  FROM_QUESTION,
  flowOf,
  headOf,
  inputsLine,
  LABELS,
  labelledHeadOf,
  specificGravityOf,
  speedsOf,
} from '../facts.ts';
import { formatNumber, withUnit } from '../format.ts';
import { FIELDS } from '../wizard-values.ts';
import { type Calculator, hasAny, missing } from './calculator.ts';

// Specific speed Ns with the pump type it points to, and suction specific speed Nss from a stated NPSHr.

function pumpTypeFor(ns: number): string {
  if (ns < 500) {
    return 'very low — a multistage, regenerative-turbine or positive-displacement pump suits better than one radial stage';
  }
  if (ns < 4000) {
    return 'radial-flow (centrifugal, e.g. end suction, split case, multistage per stage)';
  }
  if (ns < 9000) {
    return 'mixed-flow';
  }
  return 'axial-flow (propeller)';
}

export const specificSpeed: Calculator = (facts) => {
  if (!hasAny(facts, /specific speed|\bns\b|\bnq\b|\bnss\b/)) {
    return null;
  }
  const isSuction = hasAny(facts, /suction specific speed|\bnss\b/);
  const specificGravity = specificGravityOf(facts);
  const flow = flowOf(facts);
  const speed = speedsOf(facts)[0];
  if (isSuction) {
    const npshr = labelledHeadOf(facts, LABELS.npshRequired);
    if (flow === null || speed === undefined || npshr === null) {
      return missing(
        'the suction specific speed',
        ['flow', 'speed', 'NPSHr (NPSH3) at BEP'],
        'suction specific speed at 1000 gpm, 1780 rpm, NPSHr 15 ft',
      );
    }
    const nss = (speed * Math.sqrt(flow.value)) / npshr.value ** 0.75;
    return [
      `**Suction specific speed Nss ≈ ${formatNumber(nss)}** (US units)`,
      inputsLine([
        ['flow per eye', flow],
        ['speed', { value: speed, shown: withUnit(speed, 'rpm'), source: FROM_QUESTION }],
        ['NPSH3', npshr],
      ]),
      `Nss = N·√Q / NPSH3^0.75 = ${formatNumber(speed)} × √${formatNumber(flow.value)} / ${formatNumber(npshr.value)}^0.75 (Hydraulic Institute ANSI/HI 9.6.1; Q per impeller eye, at BEP). Values up to about 8,500–11,000 are the usual limit for reliable operation over a wide flow range; above that, expect suction recirculation at part load.`,
    ].join('\n\n');
  }
  const head = headOf(facts, specificGravity.value);
  if (flow === null || head === null || speed === undefined) {
    const lacking = [
      flow === null ? FIELDS.flow : null,
      head === null ? FIELDS.head : null,
      speed === undefined ? 'speed (rpm)' : null,
    ].filter((field): field is string => field !== null);
    return missing('the specific speed', lacking, 'specific speed for 1000 gpm at 150 ft and 1780 rpm');
  }
  const ns = specificSpeedUs({ speedRpm: speed, flowGpm: flow.value, headFt: head.value });
  return [
    `**Specific speed Ns ≈ ${formatNumber(Math.round(ns))}** (US units: rpm, gpm, ft) — metric nq ≈ ${formatNumber(ns / 51.65)}`,
    inputsLine([
      ['flow', flow],
      ['head', head],
      ['speed', { value: speed, shown: withUnit(speed, 'rpm'), source: FROM_QUESTION }],
    ]),
    `Ns = N·√Q / H^0.75 = ${formatNumber(speed)} × √${formatNumber(flow.value)} / ${formatNumber(head.value)}^0.75 (Hydraulic Institute; Q per impeller eye at BEP, H per stage; nq = Ns/51.65 in rpm, m³/s, m — Gülich, Centrifugal Pumps).`,
    `Pump type for this Ns: ${pumpTypeFor(ns)}. Radial pumps run about 500–4,000, mixed flow 4,000–9,000, axial above 9,000 (Karassik, Pump Handbook).`,
  ].join('\n\n');
};
